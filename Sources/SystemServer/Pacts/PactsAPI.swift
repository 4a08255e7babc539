import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/pacts`: list with records, make, read one, renegotiate, end, and answer a day (kept or broken).
struct PactsAPI: Sendable {
    let api: APIHandler

    func add(to group: RouterGroup<AppContext>) {
        group.get("pacts") { _, context in
            let read = try await api.read(context)
            return Responses.json(.ok, JSONText.encode(PactListJSON(state: read.state, today: read.today)))
        }
        // `words`, `kind` (effort, price, identity), `every` (day, weekdays, intentions), `until?`, `stake?`, `to?`, `from?`.
        group.post("pacts") { request, context in
            try await api.write(request, context) { write in
                let terms = try Self.terms(write.body, current: nil)
                let id: PactID = SystemService.newID("pact", for: write.user, idempotencyKey: write.key)
                let outcome = try await write.execute(.pacts(.make(id: id, terms: terms, from: try write.body.date("from"))))
                return try Self.reply(.created, id, outcome.state, now: write.now)
            }
        }
        group.get("pacts/{id}") { _, context in
            let id: PactID = try PathInput.id(context, code: "pact_not_found", noun: "pact")
            let read = try await api.read(context)
            guard let pact = read.state.pacts[id] else { throw Self.notFound(id) }
            return Responses.json(.ok, JSONText.encode(PactJSON(pact, state: read.state, today: read.today)))
        }
        // Any of the terms; those left out stay as they are, `null` clears `until`, `stake` or `to`.
        group.post("pacts/{id}/renegotiate") { request, context in
            let id: PactID = try PathInput.id(context, code: "pact_not_found", noun: "pact")
            return try await api.write(request, context) { write in
                guard let pact = try await write.state().pacts[id] else { throw Self.notFound(id) }
                let outcome = try await write.execute(.pacts(.renegotiate(id: id, terms: try Self.terms(write.body, current: pact.terms))))
                return try Self.reply(.ok, id, outcome.state, now: write.now)
            }
        }
        group.post("pacts/{id}/end") { request, context in
            let id: PactID = try PathInput.id(context, code: "pact_not_found", noun: "pact")
            return try await api.write(request, context) { write in
                guard try await write.state().pacts[id] != nil else { throw Self.notFound(id) }
                let outcome = try await write.execute(.pacts(.end(id: id)))
                return try Self.reply(.ok, id, outcome.state, now: write.now)
            }
        }
        // `kept`: true or false; `note?`.
        group.post("pacts/{id}/days/{date}") { request, context in
            let id: PactID = try PathInput.id(context, code: "pact_not_found", noun: "pact")
            return try await api.write(request, context) { write in
                let date = try await write.date()
                guard try await write.state().pacts[id] != nil else { throw Self.notFound(id) }
                guard let kept = try write.body.bool("kept", required: true) else { throw APIError.missing("kept") }
                let outcome = try await write.execute(.pacts(.check(id: id, date: date, kept: kept, note: try write.body.string("note"))))
                let state = outcome.state
                guard let pact = state.pacts[id], let check = state.pacts.check(id, on: date) else { throw Self.notFound(id) }
                return APIReply(.created, json: PactDayJSON(check, pact: pact, state: state, today: state.today(now: write.now)))
            }
        }
    }

    /// The terms a body gives; with `current`, what it leaves out stays as it is.
    static func terms(_ body: JSONBody, current: Pact.Terms?) throws(APIError) -> Pact.Terms {
        var kind = current?.kind ?? .effort
        if let raw = try body.string("kind") {
            guard let value = Pact.Kind(rawValue: raw) else {
                throw APIError(
                    .unprocessableContent, code: "invalid_field", message: "“\(raw)” is not a kind of pact: effort, price or identity.",
                    field: "kind")
            }
            kind = value
        }
        var every = current?.every ?? .day
        if let raw = try body.string("every") {
            guard let value = Pact.Every(rawValue: raw) else {
                throw APIError(
                    .unprocessableContent, code: "invalid_field", message: "“\(raw)” is not a period: day, weekdays or intentions.",
                    field: "every")
            }
            every = value
        }
        let keep = { (field: String, old: String?) throws(APIError) -> String? in
            guard body.has(field) else { return old }
            return try body.string(field)
        }
        let words = try body.string("words", required: current == nil) ?? current?.words ?? ""
        var until = current?.until
        if body.has("until") { until = try body.date("until") }
        return Pact.Terms(
            words: words, kind: kind, every: every, until: until, stake: try keep("stake", current?.stake),
            to: try keep("to", current?.to))
    }

    static func notFound(_ id: PactID) -> APIError {
        APIError(.notFound, code: "pact_not_found", message: "No pact with id \(id).", field: "id")
    }

    static func reply(_ status: HTTPResponse.Status, _ id: PactID, _ state: UserState, now: Date) throws -> APIReply {
        guard let pact = state.pacts[id] else { throw notFound(id) }
        return APIReply(status, json: PactJSON(pact, state: state, today: state.today(now: now)))
    }
}
