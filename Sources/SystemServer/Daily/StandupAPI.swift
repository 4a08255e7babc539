import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/days/{date}/standup`: the day's standup brief, and recording the standup.
struct StandupAPI: Sendable {
    let api: APIHandler
    var service: SystemService { api.service }

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("days/{date}/standup", use: show)
        group.put("days/{date}/standup", use: record)
    }

    @Sendable func show(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let state = read.state, date = try read.date()
        return Responses.json(.ok, JSONText.encode(StandupJSON(state.standupBrief(on: date), in: state, now: service.clock.now())))
    }

    /// Records the standup: carries the `carry` to-dos to the day and plans the `plan` ones. Fields left out keep
    /// the values of an earlier standup of the day (`carry` is empty when left out).
    @Sendable func record(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let body = write.body
            let date = try await write.date()
            let state = try await write.state()
            let earlier = state.daily.standup(on: date)
            let plan: [TodoID] = try body.ids("plan") ?? earlier?.plan ?? []
            let carry: [TodoID] = try body.ids("carry") ?? []
            for (field, ids) in [("plan", plan), ("carry", carry)] {
                if let unknown = ids.first(where: { state.daily[$0] == nil }) {
                    throw APIError(.notFound, code: "todo_not_found", message: "No to-do with id \(unknown).", field: field)
                }
            }
            let note = try body.has("note") ? body.string("note") : earlier?.note
            let outcome = try await write.execute(
                .daily(.recordStandup(date: date, plan: plan, carry: carry, note: note)), naming: ["todo": "carry"])
            let after = outcome.state
            return APIReply(.ok, json: StandupJSON(after.standupBrief(on: date), in: after, now: service.clock.now()))
        }
    }
}
