import Foundation
import SystemCore

/// The Weekly: the week's plan (capacity, goals by area with estimates against time spent), the action items
/// the last retrospective left, and the week's days and numbers.
struct WeekPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let title: String
    let heading: String
    let range: String
    let weekStart: String
    let isThisWeek: Bool
    let previous: String
    let next: String
    let focused: String
    let intentionCount: String
    let averagePresence: String
    let traction: String
    let distraction: String
    let days: [DayRow]
    let hint: HintView?

    let capacity: CapacityView
    /// The plan's three figures: the capacity (or, for the week under way, what is left of it), what the goals
    /// need (or still need), and the time spent on them.
    let planFigures: [Figure]
    /// Where the time of the week went: on goals and areas, or outside the plan.
    let spentLine: String
    let overcommitted: String?
    let planChart: BarChart
    let areas: [AreaView]
    let hasAreas: Bool
    let actionItems: [ActionItemView]
    /// "and 12 older open action items", leading to the page that lists them.
    let olderActionItems: OlderLine?
    let hasActionItems: Bool
    let goalForm: GoalForm
    let retroStatus: String
    /// A refused form's problem that belongs to no field shown here (dropping a goal, answering an action item).
    let problem: String?

    struct DayRow: Sendable, Encodable {
        let name: String
        let href: String
        let isToday: Bool
        let focused: String
        let count: String
        let presence: String
        let fill: Int
    }

    struct Figure: Sendable, Encodable {
        let name: String
        let value: String
    }

    struct CapacityView: Sendable, Encodable {
        let explanation: String
        let suggestion: String
        /// Shown under the fields when a suggestion exists to fall back on.
        let emptyMeans: String?
        let perDayHours: String
        let totalHours: String
        let days: [DayOff]
        let error: String?
        let key: String

        struct DayOff: Sendable, Encodable {
            let date: String
            let name: String
            let label: String
            let checked: Bool
        }
    }

    struct AreaView: Sendable, Encodable {
        let id: String
        let name: String
        let icon: String
        let figures: String
        let goals: [GoalView]
        let hasGoals: Bool
    }

    struct GoalView: Sendable, Encodable {
        let id: String
        let title: String
        let estimate: String
        let spent: String
        let fill: Int
        let status: String
        let isOpen: Bool
        let isDone: Bool
        let isDropped: Bool
        let dropReason: String?
        let key: String
    }

    struct ActionItemView: Sendable, Encodable {
        let id: String
        let text: String
        let status: String
        let isOpen: Bool
        let key: String
    }

    struct GoalForm: Sendable, Encodable {
        let key: String
        let areas: [Choice]
        let title: String
        let estimate: String
        let titleError: String?
        let areaError: String?
        let estimateError: String?
        let sizes: String

        struct Choice: Sendable, Encodable {
            let value: String
            let label: String
            let selected: Bool
        }
    }

    /// What a refused form on this page posted.
    struct Input: Sendable, Encodable {
        var goalArea = ""
        var goalTitle = ""
        var goalEstimate = ""
        var capacityPerDay: String?
        var capacityTotal: String?
        var error: DomainError?
        var form = ""
    }

    static let savedMessages = [
        "capacity": "Capacity saved.", "goal": "Goal added.", "goal-done": "Goal done.", "goal-drop": "Goal dropped.",
        "goal-reopen": "Goal reopened.", "action-item": "Action item answered.",
    ]

    init(state: UserState, containing date: CivilDate, now: Date, input: Input? = nil, newKey: () -> String) {
        let today = state.today(now: now)
        let summary = state.week(containing: date, now: now)
        let plan = state.plan(weekContaining: date, now: now)
        isThisWeek = summary.start == state.calendar.weekStart(containing: today)
        chrome = Chrome(.week, state: state, now: now)
        heading = isThisWeek ? "This week" : "Week of \(Readable.day(summary.start))"
        title = isThisWeek ? "This week" : "Week of \(summary.start)"
        range = "\(Readable.day(summary.start)) – \(Readable.day(summary.end))"
        weekStart = summary.start.description
        previous = summary.start.adding(days: -7).description
        next = summary.start.adding(days: 7).description
        focused = Readable.minutes(summary.focusedMinutes)
        intentionCount = Readable.count(summary.intentionCount)
        averagePresence = summary.averagePresence(today: today).map(Readable.percent) ?? "—"
        traction = Readable.minutes(summary.tractionMinutes)
        distraction = Readable.minutes(summary.distractionMinutes)
        days = summary.days.map { day in
            DayRow(
                name: Readable.dayWithoutYear(day.date),
                href: day.date == today ? "/" : "/days/\(day.date)",
                isToday: day.date == today,
                focused: Readable.minutes(day.focusedMinutes),
                count: day.intentionCount == 1 ? "1 intention" : "\(Readable.count(day.intentionCount)) intentions",
                presence: day.date > today ? "—" : Readable.percent(day.presence.ratio),
                fill: day.date > today ? 0 : min(100, Int((day.presence.ratio * 100).rounded())))
        }
        hint = isThisWeek ? HintView(Hint.week, state: state) : nil
        let shownAtAField =
            input?.form == "capacity" || (input?.form == "goal" && ["title", "area", "estimate"].contains(input?.error?.field ?? ""))
        problem = shownAtAField ? nil : input?.error?.message

        // Capacity
        let capacity = plan.capacity
        let capacityError = input?.form == "capacity" ? input?.error?.message : nil
        self.capacity = CapacityView(
            explanation: Self.explain(capacity),
            suggestion: capacity.suggestedMinutes.map {
                "Suggested: \(Readable.minutes($0)), the mean focused time of your last \(capacity.suggestionWeeks == 1 ? "finished week" : "\(capacity.suggestionWeeks) finished weeks")."
            } ?? "No suggestion yet: none of the last three finished weeks had focused time.",
            emptyMeans: capacity.suggestedMinutes.map { "Leave both empty to use the suggestion (\(Readable.minutes($0)) a week)." },
            perDayHours: input?.capacityPerDay ?? capacity.plan?.perDayMinutes.map(Self.hours) ?? "",
            totalHours: input?.capacityTotal ?? capacity.plan?.totalMinutes.map(Self.hours) ?? "",
            days: (0..<7).map { offset in
                let day = summary.start.adding(days: offset)
                return .init(
                    date: day.description, name: String(Readable.shortDay(day).split(separator: " ").prefix(2).joined(separator: " ")),
                    label: Readable.dayWithoutYear(day),
                    checked: capacity.plan?.daysOff.contains(day) ?? false)
            },
            error: capacityError, key: newKey())
        if let left = capacity.left {
            planFigures = [
                Figure(name: "Left this week", value: left.minutes.map(Readable.minutes) ?? "Not set"),
                Figure(name: "Goals still need", value: Readable.minutes(plan.remainingEstimateMinutes)),
                Figure(name: "Spent on goals", value: Readable.minutes(plan.spentMinutes)),
            ]
        } else {
            planFigures = [
                Figure(name: "Capacity", value: capacity.minutes.map(Readable.minutes) ?? "Not set"),
                Figure(name: "Planned", value: Readable.minutes(plan.estimateMinutes)),
                Figure(name: "Spent on goals", value: Readable.minutes(plan.spentMinutes)),
            ]
        }
        let focusedAll = plan.spentMinutes + plan.unplannedMinutes
        spentLine =
            focusedAll == 0
            ? "Spent on goals is the time in intentions started from the to-dos of the week's goals and areas."
            : "Of the \(Readable.minutes(focusedAll)) in intentions this week, \(Readable.minutes(plan.spentMinutes)) went to goals and areas (started from their to-dos)"
                + (plan.unplannedMinutes > 0 ? " and \(Readable.minutes(plan.unplannedMinutes)) to nothing planned." : ".")
        overcommitted = plan.overcommittedMinutes.map { over in
            if let left = capacity.left, let have = left.minutes {
                return
                    "Overcommitted by \(Readable.minutes(over)): the open goals still need \(Readable.minutes(plan.remainingEstimateMinutes)), with \(Readable.minutes(have)) left this week. Drop or shrink a goal, or find more time."
            }
            return
                "Overcommitted by \(Readable.minutes(over)): \(Readable.minutes(plan.estimateMinutes)) of goals against \(Readable.minutes(capacity.minutes ?? 0)) of capacity. Drop or shrink a goal, or find more time."
        }
        planChart = BarChart(
            title: "Estimate and time spent by area",
            rows: plan.areas.filter { !$0.goals.isEmpty || $0.spentMinutes > 0 }.map { line in
                .init(
                    label: line.area.name, value: Double(line.spentMinutes), valueText: "\(Readable.minutes(line.spentMinutes)) spent",
                    compare: Double(line.estimateMinutes), compareText: "\(Readable.minutes(line.estimateMinutes)) estimated")
            } + [
                .init(
                    label: "Whole week", value: Double(plan.estimateMinutes),
                    valueText: "\(Readable.minutes(plan.estimateMinutes)) planned",
                    compare: capacity.minutes.map(Double.init), compareText: capacity.minutes.map { "\(Readable.minutes($0)) capacity" })
            ],
            seriesName: "spent / planned", compareName: "estimate / capacity")

        areas = plan.areas.map { line in
            var figures = "\(Readable.minutes(line.estimateMinutes)) estimated · \(Readable.minutes(line.spentMinutes)) spent"
            if let budget = line.area.weeklyBudgetMinutes {
                figures += " · budget \(Readable.minutes(budget))"
                if line.estimateMinutes > budget { figures += " · over budget by \(Readable.minutes(line.estimateMinutes - budget))" }
            }
            if line.area.isArchived { figures += " · archived" }
            return AreaView(
                id: line.area.id.description, name: line.area.name,
                icon: AreaIcon.svg(line.area.icon, color: line.area.color), figures: figures,
                goals: line.goals.map { goal in
                    var reason: String?
                    if case .dropped(let why, _) = goal.goal.status { reason = why }
                    return GoalView(
                        id: goal.goal.id.description, title: goal.goal.title,
                        estimate: Self.estimateText(goal.goal.estimate, minutes: goal.estimateMinutes),
                        spent: Readable.minutes(goal.spentMinutes),
                        fill: goal.estimateMinutes > 0 ? min(100, goal.spentMinutes * 100 / goal.estimateMinutes) : 0,
                        status: goal.goal.status.name, isOpen: goal.goal.isOpen, isDone: goal.goal.isDone,
                        isDropped: goal.isDropped, dropReason: reason, key: newKey())
                },
                hasGoals: !line.goals.isEmpty)
        }
        hasAreas = !state.weekly.areas.active.isEmpty
        actionItems = plan.actionItems.map { item in
            ActionItemView(
                id: item.id.description, text: item.text,
                status: item.outcome.map { $0.done ? "Done" : "Not done" } ?? "Open",
                isOpen: item.isOpen, key: newKey())
        }
        olderActionItems = OlderLine(
            plan.olderActionItems, noun: ("open action item", "open action items"), page: OpenActionItemsPage.path,
            before: isThisWeek ? nil : plan.start)
        hasActionItems = !actionItems.isEmpty
        retroStatus = plan.retrospective == nil ? "Not held yet" : "Held"

        let goalInput = input?.form == "goal" ? input : nil
        goalForm = GoalForm(
            key: newKey(),
            areas: state.weekly.areas.active.map {
                .init(value: $0.id.description, label: $0.name, selected: goalInput?.goalArea == $0.id.description)
            },
            title: goalInput?.goalTitle ?? "", estimate: goalInput?.goalEstimate ?? "",
            titleError: goalInput?.error?.field == "title" ? goalInput?.error?.message : nil,
            areaError: goalInput?.error?.field == "area" ? goalInput?.error?.message : nil,
            estimateError: goalInput?.error?.field == "estimate" ? goalInput?.error?.message : nil,
            sizes:
                "S = \(Readable.minutes(state.settings.smallMinutes)), M = \(Readable.minutes(state.settings.mediumMinutes)), L = \(Readable.minutes(state.settings.largeMinutes))"
        )
    }

    /// Where the capacity comes from, in words; for the week under way, also what is left of it.
    static func explain(_ capacity: WeekPlan.Capacity) -> String {
        let daysOff = capacity.plan?.daysOff ?? []
        let off = daysOff.isEmpty ? "" : " (\(daysOff.sorted().map(Readable.shortDay).joined(separator: ", ")) off)"
        let whole: String
        switch capacity.source {
        case .total:
            whole = "\(Readable.minutes(capacity.minutes ?? 0)) for the week, a total you set\(off)."
        case .perDay:
            let perDay = Readable.minutes(capacity.plan?.perDayMinutes ?? 0)
            whole =
                "\(perDay) a day × \(capacity.availableDays) \(capacity.availableDays == 1 ? "day" : "days")\(off) = \(Readable.minutes(capacity.minutes ?? 0)) for the week."
        case .suggested:
            let weeks = capacity.suggestionWeeks == 1 ? "finished week" : "\(capacity.suggestionWeeks) finished weeks"
            whole =
                "\(Readable.minutes(capacity.minutes ?? 0)) for the week, suggested from your focused time: the mean of your last \(weeks)\(off)."
        case .none:
            return "Set the hours you really have this week. After a finished week with intentions, The System suggests a figure."
        }
        guard let left = capacity.left, let minutes = left.minutes else { return whole }
        if capacity.source == .total {
            return "\(Readable.minutes(minutes)) left: the total less what this week's intentions have used. " + whole
        }
        let daily =
            capacity.source == .perDay ? "\(Readable.minutes(capacity.plan?.perDayMinutes ?? 0)) a day" : "The suggestion's share a day"
        let later = left.days - (left.today == nil ? 0 : 1)
        var parts = left.today.map { ["\(Readable.minutes($0)) left today"] } ?? []
        if later > 0 { parts.append("\(later) more \(later == 1 ? "day" : "days")") }
        return "\(daily): \(parts.isEmpty ? "no day left" : parts.joined(separator: " and ")) = \(Readable.minutes(minutes)) left. " + whole
    }

    static func hours(_ minutes: Int) -> String {
        var text = String(Double(minutes) / 60, places: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func estimateText(_ estimate: Estimate, minutes: Int) -> String {
        switch estimate {
        case .minutes: Readable.minutes(minutes)
        case .size(let size): "\(size.rawValue) · \(Readable.minutes(minutes))"
        }
    }
}
