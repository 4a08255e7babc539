import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1`: catch a trigger during the running intention, say what came of its surf, read a day's triggers.
struct TriggersAPI: Sendable {
    let api: APIHandler

    func add(to group: RouterGroup<AppContext>) {
        // `what` (one of the named pulls or your own words), `toward?`, `surfMinutes?`.
        group.post("intentions/{id}/triggers") { request, context in
            let intention = try IntentionsAPI.intentionID(context)
            return try await api.write(request, context) { write in
                // Read with every part it needs: an intention of a month the cache does not hold is loaded, not missed.
                guard try await write.service.read(write.user, { $0.intentions[intention] != nil }) else {
                    throw APIError(.intentionNotFound(intention))
                }
                let id: TriggerID = SystemService.newID("trigger", for: write.user, idempotencyKey: write.key)
                let outcome = try await write.execute(
                    .triggers(
                        .log(
                            id: id, intention: intention, what: try write.body.string("what", required: true) ?? "",
                            toward: try write.body.string("toward"), surfMinutes: try write.body.int("surfMinutes"))))
                return try Self.reply(.created, id, outcome.state)
            }
        }
        // `outcome`: passed, surfed (again) or gave_in, with `minutes` for giving in.
        group.post("triggers/{id}/outcome") { request, context in
            let id: TriggerID = try PathInput.id(context, code: "trigger_not_found", noun: "trigger")
            return try await api.write(request, context) { write in
                guard try await write.service.read(write.user, { $0.triggers[id] != nil }) else {
                    throw APIError(.notFound, code: "trigger_not_found", message: "No trigger with id \(id).", field: "id")
                }
                let raw = try write.body.string("outcome", required: true) ?? ""
                guard let kind = InternalTrigger.Outcome.Kind(rawValue: raw) else {
                    throw APIError(
                        .unprocessableContent, code: "invalid_field", message: "“\(raw)” is not an outcome: passed, surfed or gave_in.",
                        field: "outcome")
                }
                let outcome = try await write.execute(.triggers(.settle(id: id, outcome: kind, minutes: try write.body.int("minutes"))))
                return try Self.reply(.ok, id, outcome.state)
            }
        }
        group.get("days/{date}/triggers") { _, context in
            let read = try await api.read(context)
            return Responses.json(.ok, JSONText.encode(DayTriggersJSON(try read.date(), state: read.state)))
        }
    }

    static func reply(_ status: HTTPResponse.Status, _ id: TriggerID, _ state: UserState) throws -> APIReply {
        // The command just folded it, so its month is held.
        guard let trigger = state.triggers[id] else {
            throw APIError(.notFound, code: "trigger_not_found", message: "No trigger with id \(id).", field: "id")
        }
        return APIReply(status, json: TriggerJSON(trigger, calendar: state.calendar))
    }
}
