import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The day's timeboxes on Today and every day page: plan one (from, to, what, the goal or area it serves), the plan
/// against what happened (each timebox beside the intentions that overlapped it), the share of the waking day
/// planned, and a Start button on a timebox whose time has come.
struct TimeboxesModule: DailyModule {
    let id = "timeboxes"
    let name = "Timeboxes"
    let position = 45
    let stylesheet: String? = "/assets/timeboxes.css"

    var savedMessages: [String: String] {
        ["timebox-planned": "Timebox planned.", "timebox-changed": "Timebox changed.", "timebox-removed": "Timebox removed."]
    }

    struct View: Sendable, Encodable {
        let date: String
        let isToday: Bool
        let rows: [Row]
        let hasRows: Bool
        /// "3 h 30 min planned · 22 % of the waking day (16 h)".
        let share: String
        let percent: Int
        let form: Form
        /// The problem of a refused form, and its field.
        let error: String?
        let startError: String?
        let removeError: String?
    }

    struct Row: Sendable, Encodable {
        let id: String
        let times: String
        let text: String
        let serves: String?
        /// `upcoming`, `due`, `on_time`, `late`, `missed`.
        let status: String
        let statusText: String
        let actual: [String]
        let hasActual: Bool
        let canStart: Bool
        let startMinutes: String
        let key: String
        let removeKey: String
        let here: String
    }

    struct Form: Sendable, Encodable {
        var start = ""
        var end = ""
        var text = ""
        var link = ""
        var key = ""
        var goals: [Choice] = []
        var areas: [Choice] = []
        var hasGoals = false
        var hasAreas = false
        var startError: String?
        var endError: String?
        var textError: String?
        var linkError: String?
    }

    struct Choice: Sendable, Encodable {
        let value: String
        let label: String
        let selected: Bool
    }

    /// A refused form, shown again with what was typed.
    struct Input: Sendable {
        var form: Form
        var error: DomainError
        /// Which form it was: `plan`, `start` or `remove`.
        var kind = "plan"
    }

    func view(for day: DailyContext) async throws -> (any Encodable & Sendable)? {
        let state = day.state
        let calendar = state.calendar
        let plan = TimeboxPlan(state, on: day.date, now: day.now)
        let here = DayPage.href(day.date, today: day.today) + "#timeboxes"
        let input = day.inputs[id] as? Input
        var form = input?.kind == "plan" ? input!.form : Form()
        form.key = day.newKey()
        let week = calendar.weekStart(containing: day.date)
        form.goals = state.weekly.goals(weekStarting: week).filter(\.isOpen).map { goal in
            Choice(
                value: "goal:\(goal.id)", label: "\(goal.title) · \(state.weekly.areas[goal.areaID]?.name ?? "")",
                selected: form.link == "goal:\(goal.id)")
        }
        form.areas = state.weekly.areas.active.map { area in
            Choice(value: "area:\(area.id)", label: area.name, selected: form.link == "area:\(area.id)")
        }
        form.hasGoals = !form.goals.isEmpty
        form.hasAreas = !form.areas.isEmpty
        if let error = input?.error, input?.kind == "plan" {
            switch error.field {
            case "start": form.startError = error.message
            case "end": form.endError = error.message
            case "goal", "area": form.linkError = error.message
            default: form.textError = error.message
            }
        }
        let rows = plan.rows.map { row in
            Row(
                id: row.timebox.id.description,
                times: "\(Readable.time(row.timebox.start, in: calendar))–\(Readable.time(row.timebox.end, in: calendar))",
                text: row.timebox.text, serves: Self.serves(row.timebox.link, state),
                status: row.status.code.replacingOccurrences(of: "_", with: "-"), statusText: row.status.words,
                actual: row.intentions.map { intention in
                    let end = intention.endedAt.map { Readable.time($0, in: calendar) } ?? "now"
                    return "\(Readable.time(intention.startedAt, in: calendar))–\(end) “\(intention.text)”"
                }, hasActual: !row.intentions.isEmpty,
                canStart: day.isToday && row.timebox.canStart(at: day.now) && state.intentions.running == nil,
                startMinutes: Readable.minutes(row.timebox.remainingMinutes(at: day.now)), key: day.newKey(), removeKey: day.newKey(),
                here: here)
        }
        let waking = Readable.minutes(plan.wakingMinutes)
        return View(
            date: day.date.description, isToday: day.isToday, rows: rows, hasRows: !rows.isEmpty,
            share: "\(Readable.minutes(plan.plannedMinutes)) planned · \(plan.plannedPercent) % of the waking day (\(waking))",
            percent: plan.plannedPercent, form: form, error: input?.kind == "plan" ? input?.error.message : nil,
            startError: input?.kind == "start" ? input?.error.message : nil,
            removeError: input?.kind == "remove" ? input?.error.message : nil)
    }

    func summary(for day: DailyContext) async throws -> [String] {
        let plan = TimeboxPlan(day.state, on: day.date, now: day.now)
        guard !plan.rows.isEmpty else { return [] }
        let calendar = day.state.calendar
        return plan.rows.map { row in
            "- Timebox \(Readable.time(row.timebox.start, in: calendar))–\(Readable.time(row.timebox.end, in: calendar)) "
                + "\(row.timebox.text): \(row.status.words)"
        }
    }

    /// "For the goal “Ship the importer”", "For Health", or nil.
    static func serves(_ link: Todo.Link?, _ state: UserState) -> String? {
        switch link {
        case .goal(let id): state.weekly[goal: id].map { "\($0.title) · \(state.weekly.areas[$0.areaID]?.name ?? "")" }
        case .area(let id): state.weekly.areas[id]?.name
        case nil: nil
        }
    }

    /// Reads the "It serves" choice: `goal:<id>`, `area:<id>`, or empty for nothing in particular.
    static func link(_ value: String) throws(DomainError) -> Todo.Link? {
        guard !value.isEmpty else { return nil }
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        if parts.count == 2 {
            if parts[0] == "goal", let id = GoalID(parts[1]) { return .goal(id) }
            if parts[0] == "area", let id = AreaID(parts[1]) { return .area(id) }
        }
        throw DomainError.invalid("goal", "Choose one of the week's goals or one of your areas of focus.")
    }

    func addRoutes(to router: Router<AppContext>, pages: Pages) {
        router.post("/days/{date}/timeboxes") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let state = try await pages.service.state(for: user)
            guard let date = context.parameters.get("date").flatMap(CivilDate.init) else {
                return pages.notFound(state, pages.service.clock.now(), context, what: "day")
            }
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            let typed = Form(start: form["start"] ?? "", end: form["end"] ?? "", text: form["text"] ?? "", link: form["link"] ?? "")
            do {
                let (start, end) = try Timebox.instants(on: date, from: typed.start, to: typed.end, calendar: state.calendar)
                let id: TimeboxID = SystemService.newID("timebox", for: user, idempotencyKey: key)
                try await pages.service.execute(
                    .timeboxes(.plan(id: id, date: date, start: start, end: end, text: typed.text, link: try Self.link(typed.link))),
                    for: user, idempotencyKey: key)
                return Responses.seeOther(pages.dayPath(date, state: state) + "?saved=timebox-planned#timeboxes")
            } catch let error as DomainError {
                return try await pages.dayPage(
                    for: user, date: date, inputs: [id: Input(form: typed, error: error)], status: error.httpStatus, in: context)
            }
        }
        router.post("/timeboxes/{id}/start") { request, context in
            try await Self.act(request, context, pages, kind: "start") { user, timebox, key in
                let intention = SystemService.newIntentionID(for: user, idempotencyKey: key)
                try await pages.service.execute(.timeboxes(.start(id: timebox.id, intention: intention)), for: user, idempotencyKey: key)
                return "/focus"
            }
        }
        router.post("/timeboxes/{id}/remove") { request, context in
            try await Self.act(request, context, pages, kind: "remove") { user, timebox, key in
                try await pages.service.execute(.timeboxes(.remove(timebox.id)), for: user, idempotencyKey: key)
                let state = try await pages.service.state(for: user)
                return pages.dayPath(timebox.date, state: state) + "?saved=timebox-removed#timeboxes"
            }
        }
    }

    /// A button on one timebox: does `work` and goes where it says, or shows the timebox's day with the problem.
    static func act(
        _ request: Request, _ context: AppContext, _ pages: Pages, kind: String,
        _ work: (UserID, Timebox, String?) async throws -> String
    ) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await pages.service.state(for: user)
        // Read with every part it needs: a timebox of a month the cache does not hold is loaded, not missed.
        guard let id = context.parameters.get("id").flatMap(TimeboxID.init),
            let timebox = try await pages.service.read(user, { $0.timeboxes[id] })
        else {
            return pages.notFound(state, pages.service.clock.now(), context, what: "timebox")
        }
        do {
            return Responses.seeOther(try await work(user, timebox, form.nonEmpty("idempotencyKey").map { "form-\($0)" }))
        } catch let error as DomainError {
            return try await pages.dayPage(
                for: user, date: timebox.date, inputs: [TimeboxesModule().id: Input(form: Form(), error: error, kind: kind)],
                status: error.httpStatus, in: context)
        }
    }
}
