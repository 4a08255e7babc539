import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/intentions…`: start (or record a past one), follow, end, extend, tag, rate, review, reflect and edit
/// intentions.
struct IntentionsAPI: Sendable {
    let api: APIHandler
    var service: SystemService { api.service }

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.post("intentions", use: start)
        group.get("intentions/current", use: current)
        group.get("intentions/{id}", use: show)
        group.post("intentions/{id}/end", use: end)
        group.post("intentions/{id}/extend", use: extend)
        group.post("intentions/{id}/tags", use: tag)
        group.post("intentions/{id}/feeling", use: rate)
        group.post("intentions/{id}/review", use: review)
        group.post("intentions/{id}/reflect", use: reflect)
        group.post("intentions/{id}/edit", use: edit)
    }

    @Sendable func start(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let user = write.user, key = write.key, body = write.body
            let id = SystemService.newIntentionID(for: user, idempotencyKey: key)
            // Started from a to-do, its time counts toward the to-do's goal and area; the text defaults to the to-do's.
            let todo = try await self.todo(body, for: user)
            // With startedAt and endedAt, one that already happened is recorded (a forgotten intention).
            let startedAt = try Self.instant(body, "startedAt"), endedAt = try Self.instant(body, "endedAt")
            if startedAt != nil || endedAt != nil {
                guard let startedAt, let endedAt else {
                    throw APIError(
                        .unprocessableContent, code: "invalid_field", message: "A past intention needs both startedAt and endedAt.",
                        field: startedAt == nil ? "startedAt" : "endedAt")
                }
                let outcome = try await write.execute(
                    .recordIntention(
                        id: id, text: try body.string("text", required: todo == nil) ?? todo?.text ?? "",
                        startedAt: startedAt, endedAt: endedAt, todo: todo?.id), naming: ["todo": "todoId"])
                return try reply(.created, id, outcome.state)
            }
            let outcome = try await write.execute(
                .startIntention(
                    id: id, text: try body.string("text", required: todo == nil) ?? todo?.text ?? "",
                    minutes: try body.int("minutes", required: true)!, todo: todo?.id), naming: ["todo": "todoId"])
            return try reply(.created, id, outcome.state)
        }
    }

    @Sendable func current(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await api.read(context).state
        guard let running = state.intentions.running else {
            throw APIError(.notFound, code: "no_running_intention", message: "No intention is running.")
        }
        return Responses.json(.ok, JSONText.encode(IntentionJSON(running, in: state)))
    }

    @Sendable func show(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await api.read(context).state
        let id = try Self.intentionID(context)
        guard let intention = state.intentions[id] else { throw APIError(.intentionNotFound(id)) }
        return Responses.json(.ok, JSONText.encode(IntentionJSON(intention, in: state)))
    }

    @Sendable func end(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, _ in .endIntention(id: id) }
    }

    @Sendable func extend(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, body in
            .extendIntention(id: id, minutes: try body.int("minutes", required: true)!)
        }
    }

    @Sendable func tag(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, body in .tagIntention(id: id, tags: try Self.tags(body, required: true)!) }
    }

    @Sendable func rate(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, body in .rateIntention(id: id, feeling: try Self.feeling(body, required: true)!) }
    }

    @Sendable func review(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, body in .reviewIntention(id: id, review: try Self.review(body)) }
    }

    /// Tags, feeling and review in one call, each optional: only what changed is recorded, all of it or none. A
    /// review answer left out keeps its text; `null` clears it.
    @Sendable func reflect(_ request: Request, context: AppContext) async throws -> Response {
        let id = try Self.intentionID(context)
        return try await api.write(request, context) { write in
            let body = write.body
            var review: Review?
            let answers = ["wentWell", "couldImprove", "interesting"]
            if answers.contains(where: body.has) {
                guard let old = try await write.state().intentions[id]?.review else { throw APIError(.intentionNotFound(id)) }
                func answer(_ field: String, _ kept: String?) throws(APIError) -> String? {
                    body.has(field) ? try body.string(field) : kept
                }
                review = Review(
                    wentWell: try answer("wentWell", old.wentWell), couldImprove: try answer("couldImprove", old.couldImprove),
                    interesting: try answer("interesting", old.interesting))
            }
            let outcome = try await write.execute(
                .reflectOnIntention(id: id, tags: try Self.tags(body), feeling: try Self.feeling(body), review: review))
            return try reply(.ok, id, outcome.state)
        }
    }

    @Sendable func edit(_ request: Request, context: AppContext) async throws -> Response {
        try await command(request, context) { id, body in
            .editIntention(
                id: id, text: try body.string("text"), startedAt: try Self.instant(body, "startedAt"),
                endedAt: try Self.instant(body, "endedAt"))
        }
    }

    /// An instant field: ISO 8601 with an offset.
    static func instant(_ body: JSONBody, _ field: String) throws(APIError) -> Date? {
        guard let text = try body.string(field) else { return nil }
        guard let date = Readable.parseInstant(text) else {
            throw APIError(
                .unprocessableContent, code: "invalid_field",
                message: "The field “\(field)” must be an ISO 8601 instant with an offset, such as 2026-11-20T09:30:00+01:00.", field: field
            )
        }
        return date
    }

    /// `tags`: label names, or `{"name", "kind"}` objects for labels to create.
    static func tags(_ body: JSONBody, required: Bool = false) throws(APIError) -> [UserCommand.TagInput]? {
        guard let items = try body.array("tags", required: required) else { return nil }
        return try items.map { item throws(APIError) -> UserCommand.TagInput in
            switch item {
            case .string(let name):
                return .init(name)
            case .object(let object):
                guard case .string(let name)? = object["name"] else {
                    throw .wrongType("tags", "an array of label names or {\"name\", \"kind\"} objects")
                }
                var kind: Label.Kind?
                if case .string(let raw)? = object["kind"] {
                    guard let parsed = Label.Kind(rawValue: raw) else {
                        throw APIError(
                            .unprocessableContent, code: "invalid_field", message: "A label kind is “traction” or “distraction”.",
                            field: "tags")
                    }
                    kind = parsed
                }
                return .init(name, kind: kind)
            default:
                throw .wrongType("tags", "an array of label names or {\"name\", \"kind\"} objects")
            }
        }
    }

    static func feeling(_ body: JSONBody, required: Bool = false) throws(APIError) -> Feeling? {
        guard let raw = try body.string("feeling", required: required) else { return nil }
        guard let feeling = Feeling(rawValue: raw.lowercased()) else {
            throw APIError(
                .unprocessableContent, code: "invalid_field",
                message: "The feeling must be one of: \(Feeling.allCases.map(\.rawValue).joined(separator: ", ")).", field: "feeling")
        }
        return feeling
    }

    static func review(_ body: JSONBody) throws(APIError) -> Review {
        Review(
            wentWell: try body.string("wentWell"), couldImprove: try body.string("couldImprove"),
            interesting: try body.string("interesting"))
    }

    /// The to-do named by `todoId`, if any.
    private func todo(_ body: JSONBody, for user: UserID) async throws -> Todo? {
        guard let raw = try body.string("todoId") else { return nil }
        guard let id = TodoID(raw), let todo = try await service.state(for: user).daily[id] else {
            throw APIError(.notFound, code: "todo_not_found", message: "No to-do with id \(raw).", field: "todoId")
        }
        return todo
    }

    /// Runs a command on the intention named in the path and replies with the intention.
    private func command(
        _ request: Request, _ context: AppContext,
        _ make: @escaping (IntentionID, JSONBody) throws -> UserCommand
    ) async throws -> Response {
        let id = try Self.intentionID(context)
        return try await api.write(request, context) { write in
            let outcome = try await write.execute(try make(id, write.body))
            return try reply(.ok, id, outcome.state)
        }
    }

    private func reply(_ status: HTTPResponse.Status, _ id: IntentionID, _ state: UserState) throws -> APIReply {
        guard let intention = state.intentions[id] else { throw APIError(.intentionNotFound(id)) }
        return APIReply(status, json: IntentionJSON(intention, in: state))
    }

    static func intentionID(_ context: AppContext) throws -> IntentionID {
        let raw = context.parameters.get("id") ?? ""
        guard let id = IntentionID(raw) else {
            throw APIError(.notFound, code: "intention_not_found", message: "No intention with id \(raw).", field: "id")
        }
        return id
    }
}
