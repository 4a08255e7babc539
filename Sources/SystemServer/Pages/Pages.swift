import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The server-rendered web app: Today, focus, intentions, days and settings.
///
/// Every form works without JavaScript: a post either redirects (303) to the page that shows the result, or
/// renders the same page again with the problem next to its field (422 or 409).
struct Pages: Sendable {
    let service: SystemService
    let users: UserResolver
    let renderer: PageRenderer

    func addRoutes(to router: Router<AppContext>) {
        router.get("/", use: today)
        router.get("/focus", use: focus)
        router.post("/intentions", use: start)
        router.get("/intentions/{id}", use: intention)
        router.post("/intentions/{id}/end", use: end)
        router.post("/intentions/{id}/extend", use: extend)
        router.post("/intentions/{id}/tags", use: tag)
        router.post("/intentions/{id}/feeling", use: rate)
        router.post("/intentions/{id}/review", use: review)
        router.post("/intentions/{id}/edit", use: edit)
        router.get("/days", use: pickDay)
        router.get("/days/{date}", use: day)
        router.get("/settings", use: settings)
        router.post("/settings", use: saveSettings)
        router.get("/week", use: week)
        router.get("/weeks/{date}", use: week)
        router.get("/help", use: help)
        router.get("/help/questions", use: questions)
        router.post("/hints/{name}/dismiss", use: dismissHint)
        router.get("/offline", use: offline)
    }

    /// The seconds the feeling choices stay closed, for honest reflection.
    static let ratingPause: TimeInterval = 5

    private static func newKey() -> String { UUID().uuidString.lowercased() }

    // MARK: Today and days

    @Sendable func today(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let now = service.clock.now()
        return renderer.render(DayPage(state: state, date: state.today(now: now), now: now, newKey: Self.newKey), "day", in: context)
    }

    @Sendable func day(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let now = service.clock.now()
        let raw = context.parameters.get("date") ?? ""
        if raw == "today" { return Responses.seeOther("/") }
        guard let date = CivilDate(raw) else {
            return renderer.render(ErrorPage(chrome: Chrome(.days, state: state, now: now), heading: "That is not a day",
                                             message: "“\(raw)” is not a date. Days are written as YYYY-MM-DD, for example 2026-11-20."),
                                   "error", status: .notFound, in: context)
        }
        return renderer.render(DayPage(state: state, date: date, now: now, place: .days, newKey: Self.newKey), "day", in: context)
    }

    /// The date picker's target: `/days?date=2026-11-20` → `/days/2026-11-20`.
    @Sendable func pickDay(_ request: Request, context: AppContext) async throws -> Response {
        let raw = request.uri.queryParameters.get("date") ?? ""
        guard let date = CivilDate(raw) else { return Responses.seeOther("/days/today") }
        return Responses.seeOther("/days/\(date)")
    }

    // MARK: Starting and running

    @Sendable func start(_ request: Request, context: AppContext) async throws -> Response {
        let user = try users.user(for: request)
        let form = FormData(try await request.bodyText())
        var input = DayPage.StartInput(text: form["text"] ?? "", minutes: Int(form["minutes"] ?? "") ?? 25,
                                       customMinutes: form.nonEmpty("customMinutes") ?? "")
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
            try await service.execute(.startIntention(id: id, text: input.text, minutes: minutes), for: user, idempotencyKey: key)
            return Responses.seeOther("/focus")
        } catch let error as DomainError {
            input.error = error
            let state = try await service.state(for: user)
            let now = service.clock.now()
            let page = DayPage(state: state, date: state.today(now: now), now: now, input: input, newKey: Self.newKey)
            return renderer.render(page, "day", status: error.kind == .conflict ? .conflict : .unprocessableContent, in: context)
        }
    }

    @Sendable func focus(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        guard let running = state.intentions.running else { return Responses.seeOther("/") }
        return renderer.render(FocusPage(state: state, running: running, now: service.clock.now(), newKey: Self.newKey), "focus", in: context)
    }

    @Sendable func end(_ request: Request, context: AppContext) async throws -> Response {
        try await intentionForm(request, context) { id, _ in
            (.endIntention(id: id), "/intentions/\(id)?saved=ended")
        }
    }

    @Sendable func extend(_ request: Request, context: AppContext) async throws -> Response {
        try await intentionForm(request, context) { id, form in
            guard let minutes = form["minutes"].flatMap(Int.init) else {
                throw DomainError.invalid("minutes", "Choose how many minutes to add.")
            }
            return (.extendIntention(id: id, minutes: minutes), "/focus")
        }
    }

    // MARK: Reflecting

    @Sendable func tag(_ request: Request, context: AppContext) async throws -> Response {
        try await intentionForm(request, context) { id, form in
            var tags = form.all("tags").map { UserCommand.TagInput($0) }
            if let name = form.nonEmpty("newLabel") {
                tags.append(.init(name, kind: Label.Kind(rawValue: form["newLabelKind"] ?? "") ?? .traction))
            }
            return (.tagIntention(id: id, tags: tags), "/intentions/\(id)?saved=tags#tags")
        }
    }

    @Sendable func rate(_ request: Request, context: AppContext) async throws -> Response {
        try await intentionForm(request, context) { id, form in
            if let opened = form["openedAt"].flatMap(TimeInterval.init),
               service.clock.now().timeIntervalSince1970 - opened < Self.ratingPause {
                throw DomainError(.invalid, code: "rating_too_soon",
                                  message: "Take a breath first: the choices open five seconds after the page appears.", field: "feeling")
            }
            guard let feeling = form["feeling"].flatMap(Feeling.init(rawValue:)) else {
                throw DomainError.invalid("feeling", "Choose how it felt: ecstatic, happy, meh, sad or angry.")
            }
            return (.rateIntention(id: id, feeling: feeling), "/intentions/\(id)?saved=feeling#feeling")
        }
    }

    @Sendable func review(_ request: Request, context: AppContext) async throws -> Response {
        try await intentionForm(request, context) { id, form in
            (.reviewIntention(id: id, review: Review(wentWell: form["wentWell"], couldImprove: form["couldImprove"],
                                                     interesting: form["interesting"])),
             "/intentions/\(id)?saved=review#review")
        }
    }

    @Sendable func edit(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let calendar = state.calendar
        return try await intentionForm(request, context) { id, form in
            func local(_ field: String) throws -> Date? {
                guard let raw = form.nonEmpty(field) else { return nil }
                let parts = raw.split(separator: "T")
                guard parts.count == 2, let date = CivilDate(String(parts[0])), let time = TimeOfDay(String(parts[1].prefix(5))) else {
                    throw DomainError.invalid(field, "“\(raw)” is not a date and time.")
                }
                return calendar.instant(date, time)
            }
            return (.editIntention(id: id, text: form["text"], startedAt: try local("startedAt"), endedAt: try local("endedAt")),
                    "/intentions/\(id)?saved=edit")
        }
    }

    @Sendable func intention(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let now = service.clock.now()
        guard let intention = Self.intentionID(context).flatMap({ state.intentions[$0] }) else {
            return notFound(state, now, context)
        }
        let saved = request.uri.queryParameters.get("saved")
        return renderer.render(IntentionPage(state: state, intention: intention, now: now, saved: saved, newKey: Self.newKey), "intention", in: context)
    }

    /// Handles a form posted about one intention: run the command and redirect, or show the page with the problem.
    private func intentionForm(_ request: Request, _ context: AppContext,
                               _ make: (IntentionID, FormData) throws -> (UserCommand, String)) async throws -> Response {
        let user = try users.user(for: request)
        let form = FormData(try await request.bodyText())
        let now = service.clock.now()
        guard let id = Self.intentionID(context) else { return notFound(try await service.state(for: user), now, context) }
        do {
            let (command, next) = try make(id, form)
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            try await service.execute(command, for: user, idempotencyKey: key)
            return Responses.seeOther(next)
        } catch let error as DomainError {
            let state = try await service.state(for: user)
            guard let intention = state.intentions[id] else { return notFound(state, now, context) }
            if request.uri.path.hasSuffix("/extend") || request.uri.path.hasSuffix("/end"), intention.status == .running {
                return renderer.render(FocusPage(state: state, running: intention, now: now, error: error.message, newKey: Self.newKey),
                                       "focus", status: .unprocessableContent, in: context)
            }
            let problem = IntentionPage.Problem(
                error: error,
                review: Review(wentWell: form["wentWell"], couldImprove: form["couldImprove"], interesting: form["interesting"]),
                editText: form["text"], newLabel: form["newLabel"])
            let page = IntentionPage(state: state, intention: intention, now: now, problem: problem, newKey: Self.newKey)
            return renderer.render(page, "intention", status: error.kind == .conflict ? .conflict : .unprocessableContent, in: context)
        }
    }

    private func notFound(_ state: UserState, _ now: Date, _ context: AppContext) -> Response {
        renderer.render(ErrorPage(chrome: Chrome(.other, state: state, now: now), heading: "Not found",
                                  message: "There is no intention here. It may have been a mistyped link."),
                        "error", status: .notFound, in: context)
    }

    private static func intentionID(_ context: AppContext) -> IntentionID? {
        IntentionID(context.parameters.get("id") ?? "")
    }

    // MARK: Week, help and hints

    @Sendable func week(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let now = service.clock.now()
        let raw = context.parameters.get("date")
        guard let date = raw.map({ CivilDate($0) }) ?? state.today(now: now) else {
            return renderer.render(ErrorPage(chrome: Chrome(.week, state: state, now: now), heading: "That is not a week",
                                             message: "“\(raw ?? "")” is not a date. Weeks are named by a day, written as YYYY-MM-DD."),
                                   "error", status: .notFound, in: context)
        }
        return renderer.render(WeekPage(state: state, containing: date, now: now), "week", in: context)
    }

    @Sendable func help(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        return renderer.render(HelpPage(chrome: Chrome(.help, state: state, now: service.clock.now())), "help", in: context)
    }

    @Sendable func questions(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        return renderer.render(QuestionsPage(chrome: Chrome(.help, state: state, now: service.clock.now()), questions: QuestionsPage.entries),
                               "questions", in: context)
    }

    /// Closes a first-use hint for good, then returns to the page it was on.
    @Sendable func dismissHint(_ request: Request, context: AppContext) async throws -> Response {
        let user = try users.user(for: request)
        let name = context.parameters.get("name") ?? ""
        let form = FormData(try await request.bodyText())
        do {
            try await service.execute(.dismissHint(name), for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
        } catch let error as DomainError {
            throw APIError(.notFound, code: "hint_not_found", message: error.message, field: "hint")
        }
        let back = request.headers[.referer].flatMap { URL(string: $0) }.map { $0.path + ($0.query.map { "?\($0)" } ?? "") }
        return Responses.seeOther(back.flatMap { $0.hasPrefix("/") && !$0.hasPrefix("//") ? $0 : nil } ?? "/")
    }

    // MARK: Offline

    /// What the service worker shows for a page it has never stored, when the network is gone.
    @Sendable func offline(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        return renderer.render(OfflinePage(chrome: Chrome(.other, state: state, now: service.clock.now())), "offline", in: context)
    }

    // MARK: Settings

    @Sendable func settings(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let saved = request.uri.queryParameters.get("saved") != nil
        return renderer.render(SettingsPage(state: state, now: service.clock.now(), saved: saved, newKey: Self.newKey), "settings", in: context)
    }

    @Sendable func saveSettings(_ request: Request, context: AppContext) async throws -> Response {
        let user = try users.user(for: request)
        let form = FormData(try await request.bodyText())
        let current = try await service.state(for: user).settings
        var input = SettingsPage.Input(
            timeZone: form["timeZone"]?.trimmingCharacters(in: .whitespaces) ?? current.timeZone,
            dayStartHour: form["dayStartHour"].flatMap(Int.init) ?? current.dayStartHour,
            wakingStart: form["wakingStart"] ?? current.wakingStart.description,
            wakingEnd: form["wakingEnd"] ?? current.wakingEnd.description,
            weekStart: form["weekStart"].flatMap(Settings.weekday(named:)) ?? current.weekStart,
            theme: form["theme"].flatMap(Settings.Theme.init(rawValue:)) ?? current.theme,
            error: DomainError.invalid("", ""))
        do {
            guard let wakingStart = TimeOfDay(input.wakingStart) else {
                throw DomainError.invalid("wakingStart", "“\(input.wakingStart)” is not a time: use HH:MM, such as 07:00.")
            }
            guard let wakingEnd = TimeOfDay(input.wakingEnd) else {
                throw DomainError.invalid("wakingEnd", "“\(input.wakingEnd)” is not a time: use HH:MM, such as 23:00.")
            }
            let settings = Settings(timeZone: input.timeZone, dayStartHour: input.dayStartHour,
                                    wakingStart: wakingStart, wakingEnd: wakingEnd, weekStart: input.weekStart, theme: input.theme)
            try await service.execute(.changeSettings(settings), for: user,
                                      idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther("/settings?saved=1")
        } catch let error as DomainError {
            input.error = error
            let state = try await service.state(for: user)
            return renderer.render(SettingsPage(state: state, now: service.clock.now(), input: input, newKey: Self.newKey),
                                   "settings", status: .unprocessableContent, in: context)
        }
    }
}
