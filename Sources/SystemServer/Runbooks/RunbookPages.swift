import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The runbooks' pages: `/runbooks` (the list and a form to write one), `/runbooks/{id}` (read, edit, hide; its runs)
/// and `/runbooks/{id}/run` (a step at a time, then how you feel). Every step of a run is a plain link, so it works
/// without JavaScript; `runbooks.js` moves between the steps in place, from the keyboard too, and runs the timers.
struct RunbookPages: Sendable {
    let app: ServerModuleContext

    var service: SystemService { app.service }

    static let savedMessages = [
        "runbook-saved": "Runbook saved.", "runbook-hidden": "Runbook hidden: it is under “Hidden” on the list.",
        "runbook-shown": "Runbook back on the list.", "runbook-run-recorded": "Run recorded.",
    ]

    func add(to router: Router<AppContext>) {
        router.get("/runbooks") { _, context in
            let user = try context.user()
            return try await list(for: user, form: nil, problem: nil, in: context)
        }
        router.post("/runbooks") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            let typed = RunbookForm.Typed(form)
            do {
                let id: RunbookID = SystemService.newID("runbook", for: user, idempotencyKey: key)
                try await service.execute(.runbook(.save(id, try typed.draft())), for: user, idempotencyKey: key)
                return Responses.seeOther("/runbooks/\(id)?saved=runbook-saved")
            } catch let error as DomainError {
                return try await list(for: user, form: typed, problem: error, in: context)
            }
        }
        router.get("/runbooks/{id}") { _, context in
            let user = try context.user()
            let state = try await service.state(for: user)
            guard let runbook = Self.runbook(context, in: state) else { return try await missing(user, context) }
            return read(runbook, state: state, form: nil, problem: nil, in: context)
        }
        router.post("/runbooks/{id}") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            let state = try await service.state(for: user)
            guard let runbook = Self.runbook(context, in: state) else { return try await missing(user, context) }
            let typed = RunbookForm.Typed(form)
            do {
                try await service.execute(.runbook(.save(runbook.id, try typed.draft())), for: user, idempotencyKey: key)
                return Responses.seeOther("/runbooks/\(runbook.id)?saved=runbook-saved")
            } catch let error as DomainError {
                return read(runbook, state: try await service.state(for: user), form: typed, problem: error, in: context)
            }
        }
        for (path, saved) in [("hide", "runbook-hidden"), ("show", "runbook-shown")] {
            router.post("/runbooks/{id}/\(path)") { request, context in
                let user = try context.user()
                let form = FormData(try await request.bodyText())
                let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
                let state = try await service.state(for: user)
                guard let runbook = Self.runbook(context, in: state) else { return try await missing(user, context) }
                let command: RunbookCommand = path == "hide" ? .hide(runbook.id) : .show(runbook.id)
                try await service.execute(.runbook(command), for: user, idempotencyKey: key)
                return Responses.seeOther(path == "hide" ? "/runbooks?saved=\(saved)" : "/runbooks/\(runbook.id)?saved=\(saved)")
            }
        }
        router.get("/runbooks/{id}/run") { request, context in
            let user = try context.user()
            let state = try await service.state(for: user)
            guard let current = Self.runbook(context, in: state) else { return try await missing(user, context) }
            let parameters = request.uri.queryParameters
            let now = service.clock.now()
            // A run goes on with the version it started with, even if the runbook is edited meanwhile.
            let version =
                parameters.get("version").flatMap { Int(String($0)) }.flatMap { state.runbooks.version($0, of: current.id) } ?? current
            let started = parameters.get("started").flatMap { Double(String($0)) }.map { Date(timeIntervalSince1970: $0) }
            let page = RunbookRunPage(
                runbook: version, state: state, now: now, started: started.flatMap { $0 <= now ? $0 : nil } ?? now,
                step: parameters.get("step").map { String($0) }, reached: parameters.get("reached").flatMap { Int(String($0)) },
                key: Pages.newKey())
            return app.pages.renderer.render(page, "runbook-run", in: context)
        }
        router.post("/runbooks/{id}/runs") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            let state = try await service.state(for: user)
            guard let runbook = Self.runbook(context, in: state) else { return try await missing(user, context) }
            let now = service.clock.now()
            let version = form.nonEmpty("version").flatMap(Int.init) ?? runbook.version
            let started = form.nonEmpty("started").flatMap(Double.init).map { Date(timeIntervalSince1970: $0) }.map { min($0, now) } ?? now
            let finished = form["finished"] == "1"
            let run = RunbookRun(
                id: SystemService.newID("runbook-run", for: user, idempotencyKey: key), runbookId: runbook.id, version: version,
                startedAt: started, finishedAt: finished ? now : nil,
                stepsReached: form.nonEmpty("reached").flatMap(Int.init) ?? 1, feeling: form.nonEmpty("feeling").flatMap(Feeling.init),
                words: form["words"])
            try await service.execute(.runbook(.recordRun(run)), for: user, idempotencyKey: key)
            return Responses.seeOther("/runbooks/\(runbook.id)?saved=runbook-run-recorded#runs")
        }
    }

    /// The runbook the path names; nil for an id that does not read, and for another user's (it is not in this state).
    static func runbook(_ context: AppContext, in state: UserState) -> Runbook? {
        RunbookID(PathInput.text(context)).flatMap { state.runbooks[$0] }
    }

    private func list(for user: UserID, form: RunbookForm.Typed?, problem: DomainError?, in context: AppContext) async throws -> Response {
        let state = try await service.state(for: user)
        let page = RunbooksPage(state: state, now: service.clock.now(), form: form, problem: problem, key: Pages.newKey())
        return app.pages.renderer.render(page, "runbooks", status: problem?.httpStatus ?? .ok, in: context)
    }

    private func read(
        _ runbook: Runbook, state: UserState, form: RunbookForm.Typed?, problem: DomainError?, in context: AppContext
    ) -> Response {
        let page = RunbookPage(runbook: runbook, state: state, now: service.clock.now(), form: form, problem: problem, key: Pages.newKey())
        return app.pages.renderer.render(page, "runbook", status: problem?.httpStatus ?? .ok, in: context)
    }

    private func missing(_ user: UserID, _ context: AppContext) async throws -> Response {
        let state = try await service.state(for: user)
        let page = ErrorPage(
            chrome: Chrome(.runbooks, state: state, now: service.clock.now()), heading: "No such runbook",
            message: "It may have been hidden, or the link is wrong: the list has every runbook.")
        return app.pages.renderer.render(page, "error", status: .notFound, in: context)
    }
}

/// The form that writes or edits a runbook: the name, the moment it is for, and its steps, one a line.
struct RunbookForm: Sendable, Encodable {
    let action: String
    let submit: String
    let name: String
    let moment: String
    let steps: String
    let problem: String?
    let nameWrong: Bool
    let momentWrong: Bool
    let stepsWrong: Bool
    let key: String

    /// What was typed.
    struct Typed: Sendable {
        var name: String
        var moment: String
        var steps: String

        init(_ form: FormData) {
            name = form["name"] ?? ""
            moment = form["moment"] ?? ""
            steps = form["steps"] ?? ""
        }

        init(_ runbook: Runbook) {
            name = runbook.name
            moment = runbook.moment
            steps = RunbookDraft.lines(runbook.steps)
        }

        func draft() throws(DomainError) -> RunbookDraft {
            RunbookDraft(name: name, moment: moment, steps: try RunbookDraft.steps(fromLines: steps))
        }
    }

    init(action: String, submit: String, typed: Typed?, problem: DomainError?, key: String) {
        self.action = action
        self.submit = submit
        name = typed?.name ?? ""
        moment = typed?.moment ?? ""
        steps = typed?.steps ?? ""
        let field = problem?.field ?? ""
        // A step's problem names its line: “Step 3 …”, and the field is the steps' box.
        self.problem = problem?.message
        nameWrong = field == "name"
        momentWrong = field == "moment"
        stepsWrong = field.hasPrefix("steps")
        self.key = key
    }
}

/// `/runbooks`: every runbook (the starters marked), the hidden ones folded away, and a form to write one.
struct RunbooksPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let runbooks: [Item]
    let hidden: [Item]
    let hiddenCount: Int
    let hasHidden: Bool
    let form: RunbookForm
    /// The form opens by itself when it was refused.
    let formOpen: Bool

    struct Item: Sendable, Encodable {
        let id: String
        let name: String
        let moment: String
        let steps: String
        let badge: String?
        let href: String
        let runHref: String
        let lastRun: String?
        let showAction: String
    }

    init(state: UserState, now: Date, form: RunbookForm.Typed?, problem: DomainError?, key: String) {
        chrome = Chrome(.runbooks, state: state, now: now)
        let log = state.runbooks
        func item(_ runbook: Runbook) -> Item {
            Item(
                id: runbook.id.description, name: runbook.name, moment: runbook.moment,
                steps: runbook.steps.count == 1 ? "1 step" : "\(runbook.steps.count) steps", badge: RunbookPage.badge(runbook),
                href: "/runbooks/\(runbook.id)", runHref: "/runbooks/\(runbook.id)/run",
                lastRun: log.runs(of: runbook.id).first.map { "Last run \(RunbookPage.when($0.startedAt, state: state, now: now))" },
                showAction: "/runbooks/\(runbook.id)/show")
        }
        runbooks = log.runbooks().map(item)
        hidden = log.runbooks(includingHidden: true).filter { log.isHidden($0.id) }.map(item)
        hiddenCount = hidden.count
        hasHidden = !hidden.isEmpty
        self.form = RunbookForm(action: "/runbooks", submit: "Save the runbook", typed: form, problem: problem, key: key)
        formOpen = problem != nil
    }
}

/// `/runbooks/{id}`: the runbook to read, its version, its runs, and the form to edit it.
struct RunbookPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let id: String
    let name: String
    let moment: String
    let badge: String?
    let version: String
    let steps: [Step]
    let runHref: String
    let runs: [Run]
    let hasRuns: Bool
    let form: RunbookForm
    let formOpen: Bool
    let isHidden: Bool
    let hideAction: String
    let showAction: String
    let key: String

    struct Step: Sendable, Encodable {
        let number: Int
        let text: String
        let timer: String?
    }

    struct Run: Sendable, Encodable {
        let when: String
        let outcome: String
        let feeling: String?
        let words: String?
    }

    init(runbook: Runbook, state: UserState, now: Date, form: RunbookForm.Typed?, problem: DomainError?, key: String) {
        chrome = Chrome(.runbooks, state: state, now: now)
        let log = state.runbooks
        id = runbook.id.description
        name = runbook.name
        moment = runbook.moment
        badge = Self.badge(runbook)
        version =
            runbook.savedAt.map { "Version \(runbook.version), saved \(Self.when($0, state: state, now: now))." }
            ?? "As it ships with the app: edit it to make it yours."
        steps = runbook.steps.enumerated().map { index, step in
            Step(number: index + 1, text: step.text, timer: step.timerSeconds.map { "Timer \(Readable.countdown(seconds: $0))" })
        }
        runHref = "/runbooks/\(runbook.id)/run"
        runs = log.runs(of: runbook.id).prefix(20).map { run in
            let count = log.version(run.version, of: run.runbookId)?.steps.count ?? run.stepsReached
            return Run(
                when: Self.when(run.startedAt, state: state, now: now),
                outcome: run.finishedAt == nil ? "Stopped at step \(run.stepsReached) of \(count)" : "Ran all \(count) steps",
                feeling: run.feeling.map { "\($0.emoji) \($0.rawValue)" }, words: run.words)
        }
        hasRuns = !runs.isEmpty
        self.form = RunbookForm(
            action: "/runbooks/\(runbook.id)", submit: "Save a new version", typed: form ?? RunbookForm.Typed(runbook), problem: problem,
            key: key)
        formOpen = problem != nil
        isHidden = log.isHidden(runbook.id)
        hideAction = "/runbooks/\(runbook.id)/hide"
        showAction = "/runbooks/\(runbook.id)/show"
        self.key = key
    }

    /// "Starter" for one as it ships, "Starter, your version" once edited; nil for the user's own.
    static func badge(_ runbook: Runbook) -> String? {
        guard runbook.isStarter else { return nil }
        return runbook.savedAt == nil ? "Starter" : "Starter, your version"
    }

    /// "today 16:40", "Thu 26 Nov 09:05".
    static func when(_ instant: Date, state: UserState, now: Date) -> String {
        let calendar = state.calendar
        let day = calendar.day(containing: instant)
        let time = Readable.time(instant, in: calendar)
        if day == state.today(now: now) { return "today \(time)" }
        return "\(Readable.shortDay(day)) \(time)"
    }
}

/// `/runbooks/{id}/run`: every step of the version being run (one shown at a time), the links that move between
/// them, and at the end the question of how you feel now.
struct RunbookRunPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let id: String
    let name: String
    let version: Int
    let count: Int
    let started: String
    /// The step shown (1…count); 0 when asking how you feel.
    let current: Int
    let reached: Int
    let steps: [Step]
    let asking: Bool
    let stopped: Bool
    let askingText: String
    let feelings: [FeelingChoice]
    let recordAction: String
    let base: String
    let readHref: String
    let key: String

    struct Step: Sendable, Encodable {
        let number: Int
        let text: String
        let progress: String
        let timerSeconds: Int?
        let timer: String?
        let isCurrent: Bool
        let isFirst: Bool
        let isLast: Bool
        let backHref: String
        let nextHref: String
        let stopHref: String
    }

    struct FeelingChoice: Sendable, Encodable {
        let value: String
        let emoji: String
    }

    init(runbook: Runbook, state: UserState, now: Date, started: Date, step: String?, reached: Int?, key: String) {
        chrome = Chrome(.runbooks, state: state, now: now)
        id = runbook.id.description
        name = runbook.name
        version = runbook.version
        count = runbook.steps.count
        self.started = String(Int(started.timeIntervalSince1970))
        let count = runbook.steps.count
        asking = step == "feeling" || step == "stop"
        stopped = step == "stop"
        let shown = asking ? 0 : min(max(step.flatMap { Int($0) } ?? 1, 1), count)
        current = shown
        let reached = min(max(reached ?? 1, shown, 1), count)
        self.reached = asking && !stopped ? count : reached
        let base = "/runbooks/\(runbook.id)/run?version=\(runbook.version)&started=\(self.started)"
        self.base = base
        steps = runbook.steps.enumerated().map { index, step in
            let number = index + 1
            let ahead = max(reached, number + 1)
            return Step(
                number: number, text: step.text, progress: "\(number) of \(count)", timerSeconds: step.timerSeconds,
                timer: step.timerSeconds.map { Readable.countdown(seconds: $0) }, isCurrent: number == shown, isFirst: number == 1,
                isLast: number == count, backHref: "\(base)&step=\(number - 1)&reached=\(max(reached, number))",
                nextHref: number == count ? "\(base)&step=feeling&reached=\(count)" : "\(base)&step=\(number + 1)&reached=\(ahead)",
                stopHref: "\(base)&step=stop&reached=\(max(reached, number))")
        }
        askingText = stopped ? "Stopped at step \(reached) of \(count). How do you feel now?" : "How do you feel now?"
        feelings = Feeling.allCases.map { FeelingChoice(value: $0.rawValue, emoji: $0.emoji) }
        recordAction = "/runbooks/\(runbook.id)/runs"
        readHref = "/runbooks/\(runbook.id)"
        self.key = key
    }
}
