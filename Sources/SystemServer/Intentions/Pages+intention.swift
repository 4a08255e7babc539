import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// Starting, running and reflecting on an intention: every form about one intention.
extension Pages {
    func addIntentionRoutes(to router: Router<AppContext>) {
        router.get("/focus", use: focus)
        router.post("/intentions", use: start)
        router.get("/intentions/{id}", use: intention)
        router.post("/intentions/{id}/end", use: end)
        router.post("/intentions/{id}/extend", use: extend)
        router.post("/intentions/{id}/reflect", use: reflect)
        // The three forms the reflection form replaced, for posts an outbox queued before it did.
        for part in ["tags", "feeling", "review"] { router.post("/intentions/{id}/\(part)", use: reflect) }
        router.post("/intentions/{id}/edit", use: edit)
    }

    // MARK: Starting and running

    @Sendable func start(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        var input = NowModule.StartInput(
            text: form["text"] ?? "", minutes: Int(form["minutes"] ?? "") ?? 25,
            customMinutes: form.nonEmpty("customMinutes") ?? "",
            todoID: form.nonEmpty("todoId").flatMap(TodoID.init))
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            var minutes = input.minutes
            if !input.customMinutes.isEmpty {
                guard let custom = Readable.parseMinutes(input.customMinutes) else {
                    throw DomainError.invalid("minutes", "“\(input.customMinutes)” is not a number of minutes.")
                }
                minutes = custom
            }
            if form["endRunning"] == "1", let running = try await service.state(for: user).intentions.running {
                try await service.execute(.endIntention(id: running.id), for: user, idempotencyKey: key.map { "\($0)-end" })
            }
            let id = SystemService.newIntentionID(for: user, idempotencyKey: key)
            try await service.execute(
                .startIntention(id: id, text: input.text, minutes: minutes, todo: input.todoID),
                for: user, idempotencyKey: key)
            return Responses.seeOther("/focus")
        } catch let error as DomainError {
            input.error = error
            return try await dayPage(
                for: user, inputs: [NowModule().id: input],
                status: error.kind == .conflict ? .conflict : .unprocessableContent, in: context)
        }
    }

    @Sendable func focus(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let state = try await service.state(for: user)
        guard let running = state.intentions.running else { return Responses.seeOther("/") }
        let now = service.clock.now()
        let drawn = try await panels(.focus, state: state, user: user, now: now, intention: running, in: context)
        return renderer.render(
            FocusPage(state: state, running: running, now: now, newKey: Self.newKey).showing(drawn), "focus", in: context)
    }

    /// Ends the running intention; with `completeTodo`, also marks its to-do done ("End and mark it done").
    @Sendable func end(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let response = try await intentionForm(request, context, form: form) { id, _ in
            (.endIntention(id: id), "/intentions/\(id)?saved=ended")
        }
        guard response.status == .seeOther, form["completeTodo"] == "1", let id = Self.intentionID(context) else { return response }
        let state = try await service.state(for: user)
        guard let todo = state.intentions[id]?.todoID, state.daily[todo]?.isOpen == true else { return response }
        do {
            try await service.execute(
                .daily(.completeTodo(todo)), for: user,
                idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)-todo" })
        } catch is DomainError {
            return response  // the intention ended; the to-do changed meanwhile, and its page says how it stands
        }
        return Responses.seeOther("/intentions/\(id)?saved=ended-todo-done")
    }

    @Sendable func extend(_ request: Request, context: AppContext) async throws -> Response {
        try await intentionForm(request, context, form: FormData(try await request.bodyText())) { id, form in
            guard let minutes = form["minutes"].flatMap(Int.init) else {
                throw DomainError.invalid("minutes", "Choose how many minutes to add.")
            }
            return (.extendIntention(id: id, minutes: minutes), "/focus")
        }
    }

    // MARK: Reflecting

    /// Tags, feeling and review in one post: the review page's single form (and, for old queued posts, the three
    /// forms it replaced). Only what changed is recorded, all at once or not at all.
    @Sendable func reflect(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let path = request.uri.path
        let form = FormData(try await request.bodyText())
        return try await intentionForm(request, context, form: form, posted: .reflection) { id, form in
            let reflection = IntentionPage.Reflection(form)
            if let raw = form.nonEmpty("feeling"), Feeling(rawValue: raw) == nil {
                throw DomainError.invalid("feeling", "Choose how it felt: ecstatic, happy, meh, sad or angry.")
            }
            if path.hasSuffix("/feeling"), reflection.feeling == nil {
                throw DomainError.invalid("feeling", "Choose how it felt: ecstatic, happy, meh, sad or angry.")
            }
            let current = try await service.state(for: user).intentions[id]
            if let feeling = reflection.feeling, feeling != current?.feeling,
                let opened = form["openedAt"].flatMap(TimeInterval.init),
                service.clock.now().timeIntervalSince1970 - opened < Self.ratingPause
            {
                throw DomainError(
                    .invalid, code: "rating_too_soon",
                    message: "Take a breath first: the choices open five seconds after the page appears.", field: "feeling")
            }
            var tags = reflection.tags.map { UserCommand.TagInput($0) }
            let newLabel = reflection.newLabel.trimmingCharacters(in: .whitespaces)
            if !newLabel.isEmpty { tags.append(.init(newLabel, kind: reflection.newLabelKind)) }
            let withTags = form["tagsShown"] != nil || path.hasSuffix("/tags")
            let withReview = form["reviewShown"] != nil || path.hasSuffix("/review")
            return (
                .reflectOnIntention(
                    id: id, tags: withTags ? tags : nil, feeling: reflection.feeling,
                    review: withReview ? reflection.review : nil),
                "/intentions/\(id)?saved=reflect"
            )
        }
    }

    @Sendable func edit(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try context.user())
        let calendar = state.calendar
        return try await intentionForm(request, context, form: FormData(try await request.bodyText()), posted: .edit) { id, form in
            func local(_ field: String) throws -> Date? {
                guard let raw = form.nonEmpty(field) else { return nil }
                let parts = raw.split(separator: "T")
                guard parts.count == 2, let date = CivilDate(String(parts[0])), let time = TimeOfDay(String(parts[1].prefix(5))) else {
                    throw DomainError.invalid(field, "“\(raw)” is not a date and time.")
                }
                return calendar.instant(date, time)
            }
            return (
                .editIntention(id: id, text: form["text"], startedAt: try local("startedAt"), endedAt: try local("endedAt")),
                "/intentions/\(id)?saved=edit"
            )
        }
    }

    @Sendable func intention(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let state = try await service.state(for: user)
        let now = service.clock.now()
        guard let intention = Self.intentionID(context).flatMap({ state.intentions[$0] }) else {
            return notFound(state, now, context)
        }
        let drawn = try await panels(.intention, state: state, user: user, now: now, intention: intention, in: context)
        return renderer.render(
            IntentionPage(state: state, intention: intention, now: now, newKey: Self.newKey).showing(drawn), "intention", in: context)
    }

    /// Which of the intention page's forms a post came from, to show what it posted again with its problem.
    enum PostedForm { case other, reflection, edit }

    /// Handles a form posted about one intention: run the command and redirect, or show the page with the problem
    /// and everything that was posted.
    func intentionForm(
        _ request: Request, _ context: AppContext, form: FormData, posted: PostedForm = .other,
        _ make: (IntentionID, FormData) async throws -> (UserCommand, String)
    ) async throws -> Response {
        let user = try context.user()
        let now = service.clock.now()
        guard let id = Self.intentionID(context) else { return notFound(try await service.state(for: user), now, context) }
        do {
            let (command, next) = try await make(id, form)
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            try await service.execute(command, for: user, idempotencyKey: key)
            return Responses.seeOther(next)
        } catch let error as DomainError {
            let state = try await service.state(for: user)
            guard let intention = state.intentions[id] else { return notFound(state, now, context) }
            if request.uri.path.hasSuffix("/extend") || request.uri.path.hasSuffix("/end"), intention.status == .running {
                let drawn = try await panels(.focus, state: state, user: user, now: now, intention: intention, in: context)
                return renderer.render(
                    FocusPage(state: state, running: intention, now: now, error: error.message, newKey: Self.newKey).showing(drawn),
                    "focus", status: .unprocessableContent, in: context)
            }
            let problem: IntentionPage.Problem? =
                switch posted {
                case .reflection: .reflection(error, IntentionPage.Reflection(form))
                case .edit: .edit(error, text: form["text"] ?? intention.text, start: form["startedAt"] ?? "", end: form["endedAt"] ?? "")
                case .other: nil
                }
            let drawn = try await panels(.intention, state: state, user: user, now: now, intention: intention, in: context)
            let page = IntentionPage(state: state, intention: intention, now: now, problem: problem, newKey: Self.newKey).showing(drawn)
            return renderer.render(page, "intention", status: error.kind == .conflict ? .conflict : .unprocessableContent, in: context)
        }
    }

    /// The 404 page for an object that is not there (or is someone else's: the answer is the same).
    func notFound(_ state: UserState, _ now: Date, _ context: AppContext, what: String = "intention") -> Response {
        renderer.render(
            ErrorPage(
                chrome: Chrome(.other, state: state, now: now), heading: "Not found",
                message: "There is no \(what) here. It may have been a mistyped link."),
            "error", status: .notFound, in: context)
    }

    static func intentionID(_ context: AppContext) -> IntentionID? {
        IntentionID(context.parameters.get("id") ?? "")
    }
}
