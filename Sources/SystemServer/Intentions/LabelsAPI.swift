import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/labels`: the traction and distraction labels intentions are tagged with.
struct LabelsAPI: Sendable {
    let api: APIHandler

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("labels", use: labels)
        group.post("labels", use: createLabel)
    }

    @Sendable func labels(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await api.read(context).state
        return Responses.json(.ok, JSONText.encode(["labels": state.sortedLabels.map(LabelJSON.init)]))
    }

    @Sendable func createLabel(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let body = write.body
            let rawKind = try body.string("kind") ?? Label.Kind.traction.rawValue
            guard let kind = Label.Kind(rawValue: rawKind) else {
                throw APIError(
                    .unprocessableContent, code: "invalid_field", message: "A label kind is “traction” or “distraction”.", field: "kind")
            }
            let name = try body.string("name", required: true)!
            let outcome = try await write.execute(.createLabel(name: name, kind: kind))
            guard let label = LabelID(name: name).flatMap({ outcome.state.labels[$0] }) else {
                throw APIError(.notFound, code: "label_not_found", message: "The label was not recorded.", field: "name")
            }
            return APIReply(.created, json: LabelJSON(label))
        }
    }
}
