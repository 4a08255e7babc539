import Foundation

/// Everything the coach's signals read, computed once for a user at an instant and a viewed day.
///
/// Built from state alone: `at` and `date` can be any past or future value, so the coach can travel in time.
public struct CoachMoment: Sendable {
    public let state: UserState
    public let at: Date
    public let date: CivilDate
    public let today: CivilDate
    /// What modules read from their own tables for this moment (see ``CoachFacts``).
    public let facts: CoachFacts
    /// The intention running at `at`, if any.
    let running: Intention?
    /// When the last intention before `at` ended (nil when none ended in the last two days).
    let lastEnd: Date?
    /// The viewed day's intentions.
    let dayIntentions: [Intention]
    /// The viewed day's intentions that had ended by `at`.
    let ended: [Intention]
    /// The latest of those that lacks tags, a feeling or a review.
    let unreflected: Intention?
    /// The latest intention of the day before the viewed one that ended without a feeling.
    let yesterdayUnrated: Intention?
    let brief: StandupBrief
    /// The viewed week, read lightly: the coach needs its goals and their total, not the time spent on each.
    let plan: Week
    let nextWeekHasGoals: Bool
    let lastWeekRetroMissing: Bool
    let waking: DateInterval
    let presence: Presence
    let bestRecentPresence: Double
    let reviewStreak: Int
    let resurfaced: [Int: Intention]
    let hasHistory: Bool

    /// The days looked back on for "a week / a month / a year ago today".
    static let resurfaceDays = [7, 28, 364]

    public init(state: UserState, at: Date, date: CivilDate? = nil, facts: CoachFacts = CoachFacts()) {
        let calendar = state.calendar
        self.state = state
        self.at = at
        self.facts = facts
        today = calendar.day(containing: at)
        let date = date ?? today
        self.date = date

        let around = state.intentions.overlapping(DateInterval(start: at, duration: 1), now: at.addingTimeInterval(1))
        running = around.last { $0.startedAt <= at && ($0.endedAt.map { $0 > at } ?? true) }
        var lastEnd: Date?
        state.intentions.visitStarted(in: DateInterval(start: at.addingTimeInterval(-2 * 86_400), end: at)) { intention in
            if let end = intention.endedAt, end <= at, end > lastEnd ?? .distantPast { lastEnd = end }
        }
        self.lastEnd = lastEnd

        dayIntentions = state.intentions(on: date)
        ended = dayIntentions.filter { ($0.endedAt.map { $0 <= at }) ?? false }
        unreflected = ended.last { $0.tags.isEmpty || $0.feeling == nil || $0.review.isEmpty }
        yesterdayUnrated = state.intentions(on: date.adding(days: -1)).last { ($0.endedAt.map { $0 <= at } ?? false) && $0.feeling == nil }
        brief = state.standupBrief(on: date)
        plan = Week(state: state, containing: date, now: at)
        nextWeekHasGoals = !state.weekly.goals(weekStarting: plan.start.adding(days: 7)).isEmpty
        let lastWeek = plan.start.adding(days: -7)
        lastWeekRetroMissing =
            state.weekly.retrospective(weekStarting: lastWeek) == nil
            && (!state.weekly.goals(weekStarting: lastWeek).isEmpty || state.focusedMinutes(weekStarting: lastWeek) > 0)
        waking = calendar.wakingWindow(of: today)
        presence = state.presence(on: date, now: at)
        // Only a day with half an hour of presence can be a record, so the 28 days before are read only then.
        bestRecentPresence = presence.presentMinutes >= 30 ? state.bestPresence(ofDaysBefore: date, days: 28, now: at) : 0
        var streak = 0
        state.intentions.visitStarted(in: DateInterval(start: at.addingTimeInterval(-14 * 86_400), end: at), newestFirst: true) {
            guard $0.endedAt != nil else { return true }
            guard !$0.review.isEmpty else { return false }
            streak += 1
            return true
        }
        reviewStreak = streak
        var resurfaced: [Int: Intention] = [:]
        // Memories are only offered about today, so other days skip the lookups.
        for days in Self.resurfaceDays where date == today {
            let then = state.intentions(on: date.adding(days: -days))
            if let memorable = then.last(where: { !$0.review.isEmpty }) ?? then.last { resurfaced[days] = memorable }
        }
        self.resurfaced = resurfaced
        hasHistory = state.intentions.count > 0
    }

    public var isToday: Bool { date == today }

    /// The words that fill a message's placeholders.
    var placeholders: [String: String] {
        var values: [String: String] = [:]
        let calendar = state.calendar
        if let running {
            values["running"] = running.text
            values["runningID"] = running.id.description
            let left = running.secondsLeft(now: at)
            values["timeLeft"] = Readable.minutes(max(0, left) / 60)
            values["overdue"] = Readable.minutes(max(1, -left / 60))
        }
        if let lastEnd {
            values["idle"] = Readable.minutes(max(0, Int(at.timeIntervalSince(lastEnd) / 60)))
        } else {
            values["idle"] = Readable.minutes(max(0, Int(at.timeIntervalSince(waking.start) / 60)))
        }
        if let unreflected {
            values["unreflected"] = unreflected.text
            values["unreflectedID"] = unreflected.id.description
            values["unreflectedWhen"] = Self.when(unreflected.startedAt, isToday: isToday, today: today, calendar: calendar)
            let missing = [
                unreflected.feeling == nil ? "a feeling" : nil, unreflected.tags.isEmpty ? "tags" : nil,
                unreflected.review.isEmpty ? "a review" : nil,
            ].compactMap { $0 }
            // "a feeling, tags and a review"
            values["missing"] = missing.count > 1 ? missing.dropLast().joined(separator: ", ") + " and " + missing.last! : missing.joined()
        }
        if let yesterdayUnrated {
            values["yesterdayUnrated"] = yesterdayUnrated.text
            values["yesterdayUnratedID"] = yesterdayUnrated.id.description
            values["yesterdayUnratedWhen"] = Self.when(yesterdayUnrated.startedAt, isToday: isToday, today: today, calendar: calendar)
        }
        if let todo = brief.todos.first(where: \.isOpen) {
            values["todo"] = todo.text
            values["todoID"] = todo.id.description
        }
        values["carryCount"] =
            brief.carryOverTotal == 1 ? "one unfinished to-do" : "\(Readable.count(brief.carryOverTotal)) unfinished to-dos"
        values["carryTodo"] = brief.carryOver.first?.text ?? ""
        values["openTodos"] = Readable.count(brief.todos.filter(\.isOpen).count)
        if let item = brief.actionItems.first ?? plan.openActionItem { values["actionItem"] = item.text }
        values["presence"] = Readable.percent(presence.ratio)
        values["streak"] = Readable.count(reviewStreak)
        values["week"] = plan.start.description
        values["nextWeek"] = plan.start.adding(days: 7).description
        values["lastWeek"] = plan.start.adding(days: -7).description
        values["date"] = date.description
        if let over = plan.overcommittedMinutes {
            values["overBy"] = Readable.minutes(over)
        }
        values["freeTime"] = Readable.minutes(freeStandingMinutes)
        values["goalsLeft"] = Readable.count(plan.goals.filter(\.isOpen).count)
        for (days, name) in zip(Self.resurfaceDays, ["weekAgo", "monthAgo", "yearAgo"]) {
            if let then = resurfaced[days] {
                values[name] = then.text
                values[name + "ID"] = then.id.description
                values[name + "Line"] = then.review.wentWell ?? then.review.interesting ?? then.review.couldImprove ?? ""
            }
        }
        return values
    }

    var freeStandingMinutes: Int {
        ended.filter { $0.todoID == nil }.reduce(0) { $0 + $1.minutes(now: at) }
    }

    /// "this morning's", "yesterday afternoon's", "Tuesday evening's".
    static func when(_ instant: Date, isToday: Bool, today: CivilDate, calendar: DayCalendar) -> String {
        let day = calendar.day(containing: instant)
        let hour = calendar.timeOfDay(instant).hour
        let part = hour < 12 && hour >= calendar.settings.dayStartHour ? "morning" : hour < 17 && hour >= 12 ? "afternoon" : "evening"
        if day == today { return "this \(part)'s" }
        if day == today.adding(days: -1) { return "yesterday \(part)'s" }
        return "\(Settings.weekdayNames[day.isoWeekday - 1]) \(part)'s"
    }

    /// What the coach reads of a week.
    struct Week: Sendable {
        let start: CivilDate
        let goals: [Goal]
        let retrospective: Retrospective?
        /// The newest action item still open from an earlier retrospective, if any.
        let openActionItem: ActionItem?
        /// By how much the week holds more than it has time for, as the week's plan judges it (computed only
        /// when there are goals to weigh), or nil.
        let overcommittedMinutes: Int?

        init(state: UserState, containing date: CivilDate, now: Date) {
            start = state.calendar.weekStart(containing: date)
            goals = state.weekly.goals(weekStarting: start)
            retrospective = state.weekly.retrospective(weekStarting: start)
            openActionItem = state.weekly.openActionItems(before: start, limit: 1).items.first
            overcommittedMinutes = goals.isEmpty ? nil : state.overcommittedMinutes(weekContaining: start, now: now)
        }

        var isOvercommitted: Bool { overcommittedMinutes != nil }

        var end: CivilDate { start.adding(days: 6) }
    }
}
