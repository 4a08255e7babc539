import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1`: a day's timeboxes with planned against actual, plan, change, remove and start one; the calendar feed.
struct TimeboxesAPI: Sendable {
    let api: APIHandler
    let service: SystemService
    let mode: ServerMode

    func add(to group: RouterGroup<AppContext>) {
        group.get("days/{date}/timeboxes") { _, context in
            let read = try await api.read(context)
            return Responses.json(
                .ok, JSONText.encode(DayTimeboxesJSON(TimeboxPlan(read.state, on: try read.date(), now: read.now), state: read.state)))
        }
        // `start` and `end` as HH:MM on the day, `text`, `goal?` (an id) or `area?` (an id or name).
        group.post("days/{date}/timeboxes") { request, context in
            try await api.write(request, context) { write in
                let date = try await write.date()
                let state = try await write.state()
                let (start, end) = try Self.instants(write.body, on: date, state: state)
                let id: TimeboxID = SystemService.newID("timebox", for: write.user, idempotencyKey: write.key)
                let outcome = try await write.execute(
                    .timeboxes(
                        .plan(
                            id: id, date: date, start: start, end: end, text: try write.body.string("text", required: true) ?? "",
                            link: try state.todoLink(write.body))))
                return try Self.reply(.created, id, outcome.state, now: write.now)
            }
        }
        group.put("timeboxes/{id}") { request, context in
            let id: TimeboxID = try PathInput.id(context, code: "timebox_not_found", noun: "timebox")
            return try await api.write(request, context) { write in
                let state = try await write.state()
                // Read with every part it needs: a timebox of a month the cache does not hold is loaded, not missed.
                guard let timebox = try await write.service.read(write.user, { $0.timeboxes[id] }) else { throw Self.notFound(id) }
                let (start, end) = try Self.instants(write.body, on: timebox.date, state: state)
                let outcome = try await write.execute(
                    .timeboxes(
                        .change(
                            id: id, start: start, end: end, text: try write.body.string("text", required: true) ?? "",
                            link: try state.todoLink(write.body))))
                return try Self.reply(.ok, id, outcome.state, now: write.now)
            }
        }
        group.delete("timeboxes/{id}") { request, context in
            let id: TimeboxID = try PathInput.id(context, code: "timebox_not_found", noun: "timebox")
            return try await api.write(request, context) { write in
                guard try await write.service.read(write.user, { $0.timeboxes[id] != nil }) else { throw Self.notFound(id) }
                _ = try await write.execute(.timeboxes(.remove(id)))
                return APIReply(.noContent, "")
            }
        }
        group.post("timeboxes/{id}/start") { request, context in
            let id: TimeboxID = try PathInput.id(context, code: "timebox_not_found", noun: "timebox")
            return try await api.write(request, context) { write in
                guard try await write.service.read(write.user, { $0.timeboxes[id] != nil }) else { throw Self.notFound(id) }
                let intention = SystemService.newIntentionID(for: write.user, idempotencyKey: write.key)
                let outcome = try await write.execute(.timeboxes(.start(id: id, intention: intention)))
                return try Self.reply(.created, id, outcome.state, now: write.now)
            }
        }
        group.get("calendar") { _, context in
            let read = try await api.read(context)
            let madeAt = try await CalendarFeeds.of(service.storage)?.madeAt(for: read.user)
            return Responses.json(.ok, JSONText.encode(CalendarFeedJSON(url: nil, madeAt: madeAt, state: read.state)))
        }
        // Not under an Idempotency-Key: a replayed answer would be kept, and the token with it, in the idempotency
        // records. A repeated reset makes another address, which is what a reset is for.
        group.post("calendar/reset") { request, context in
            let user = try context.user()
            guard let feeds = try await CalendarFeeds.of(service.storage) else {
                throw APIError(.conflict, code: "calendar_unavailable", message: "This store keeps no tables, so it has no calendar feed.")
            }
            let token = try await feeds.reset(for: user, at: service.clock.now())
            let madeAt = try await feeds.madeAt(for: user)
            let state = try await service.state(for: user)
            return Responses.json(
                .created,
                JSONText.encode(CalendarFeedJSON(url: CalendarPages.url(token, request: request, mode: mode), madeAt: madeAt, state: state))
            )
        }
    }

    static func notFound(_ id: TimeboxID) -> APIError {
        APIError(.notFound, code: "timebox_not_found", message: "No timebox with id \(id).", field: "id")
    }

    /// `start` and `end` from a body, as HH:MM on `date`.
    static func instants(_ body: JSONBody, on date: CivilDate, state: UserState) throws -> (Date, Date) {
        let start = try body.string("start", required: true) ?? ""
        let end = try body.string("end", required: true) ?? ""
        let instants: (start: Date, end: Date)
        do {
            instants = try Timebox.instants(on: date, from: start, to: end, calendar: state.calendar)
        } catch {
            throw APIError(error)  // a do block with only typed throws: `error` is a DomainError
        }
        return (instants.start, instants.end)
    }

    static func reply(_ status: HTTPResponse.Status, _ id: TimeboxID, _ state: UserState, now: Date) throws -> APIReply {
        guard let timebox = state.timeboxes[id] else { throw notFound(id) }
        return APIReply(status, json: TimeboxJSON(TimeboxPlan.row(timebox, state: state, now: now), state: state, now: now))
    }
}
