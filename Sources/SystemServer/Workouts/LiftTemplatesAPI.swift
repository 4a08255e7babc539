import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/lift-templates`: list, add, replace and remove templates.
struct LiftTemplatesAPI: Sendable {
    let app: ServerModuleContext

    func add(to api: RouterGroup<AppContext>) {
        api.get("lift-templates") { _, context in
            let read = try await app.api.read(context)
            return Responses.json(.ok, JSONText.encode(LiftTemplatesJSON(read.state, today: read.today)))
        }
        api.post("lift-templates") { request, context in
            try await app.api.write(request, context) { write in
                let id: WorkoutTemplateID = SystemService.newID("lift-template", for: write.user, idempotencyKey: write.key)
                return try await save(id, write, status: .created)
            }
        }
        api.put("lift-templates/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: WorkoutTemplateID = try PathInput.id(context, code: "template_not_found", noun: "template")
                guard try await write.state().workouts.template(id) != nil else {
                    throw APIError(.notFound, code: "template_not_found", message: "No template with id \(id).", field: "id")
                }
                return try await save(id, write, status: .ok)
            }
        }
        api.delete("lift-templates/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: WorkoutTemplateID = try PathInput.id(context, code: "template_not_found", noun: "template")
                _ = try await write.execute(.workouts(.deleteTemplate(id)))
                return APIReply(.noContent, "")
            }
        }
    }

    /// The template the body describes, saved under `id`: `name`, `restSeconds` (120 when left out) and `items`,
    /// each `lift` (an id or a name), `weightKg`, `sets` and `targetReps`.
    private func save(_ id: WorkoutTemplateID, _ write: APIWrite, status: HTTPResponse.Status) async throws -> APIReply {
        let state = try await write.state()
        let name = try write.body.string("name", required: true) ?? ""
        let rest = try write.body.int("restSeconds") ?? 120
        var items: [WorkoutTemplate.Item] = []
        for (index, value) in (try write.body.array("items", required: true) ?? []).enumerated() {
            let field = "items[\(index)]"
            guard case .object(let object) = value else {
                throw APIError.wrongType(field, "an object with lift, weightKg, sets and targetReps")
            }
            let item = JSONBody(object: object)
            let liftText: String
            do {
                liftText = try item.string("lift", required: true) ?? ""
            } catch {
                throw APIError(error.status, code: error.code, message: error.message, field: "\(field).lift")
            }
            guard let lift = LiftID(liftText).flatMap(state.workouts.lift) ?? state.workouts.lift(named: liftText) else {
                throw APIError(
                    .unprocessableContent, code: "lift_not_found", message: "There is no lift “\(liftText)”.", field: "\(field).lift")
            }
            do {
                items.append(
                    WorkoutTemplate.Item(
                        liftId: lift.id, weightKg: try item.double("weightKg", required: true) ?? 0,
                        sets: try item.int("sets", required: true) ?? 0,
                        targetReps: try item.int("targetReps", required: true) ?? 0))
            } catch {
                throw APIError(error.status, code: error.code, message: error.message, field: error.field.map { "\(field).\($0)" })
            }
        }
        let template = WorkoutTemplate(id: id, name: name, items: items, restSeconds: rest)
        let outcome = try await write.execute(.workouts(.saveTemplate(template)))
        guard let saved = outcome.state.workouts.template(id) else {
            throw APIError(.internalServerError, code: "template_not_saved", message: "The template was not saved.")
        }
        return APIReply(status, json: LiftTemplateJSON(saved, in: outcome.state, today: outcome.state.today(now: write.now)))
    }
}
