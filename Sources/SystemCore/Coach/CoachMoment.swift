import Foundation

/// Everything the coach's signals read, for a user at an instant and a viewed day.
///
/// Built from state alone: `at` and `date` can be any past or future value, so the coach can travel in time. Each
/// fact is worked out the first time a signal or a message asks for it: a page asks only for the winning message,
/// whose conditions rule most options out on their first signal, so most facts (four weeks of presence, the week's
/// plan) are never needed. A moment lives inside one evaluation, on one thread; it is not shared.
public final class CoachMoment {
    public let state: UserState
    public let at: Date
    public let date: CivilDate
    public let today: CivilDate
    /// What modules read from their own tables for this moment (see ``CoachFacts``).
    public let facts: CoachFacts
    let waking: DateInterval

    public init(state: UserState, at: Date, date: CivilDate? = nil, facts: CoachFacts = CoachFacts()) {
        self.state = state
        self.at = at
        self.facts = facts
        today = state.calendar.day(containing: at)
        self.date = date ?? today
        waking = state.calendar.wakingWindow(of: today)
    }

    /// The intention running at `at`, if any.
    private(set) lazy var running: Intention? = state.intentions.overlapping(
        DateInterval(start: at, duration: 1), now: at.addingTimeInterval(1)
    ).last { $0.startedAt <= at && ($0.endedAt.map { $0 > at } ?? true) }

    /// When the last intention before `at` ended (nil when none ended in the last two days).
    private(set) lazy var lastEnd: Date? = {
        var lastEnd: Date?
        state.intentions.visitStarted(in: DateInterval(start: at.addingTimeInterval(-2 * 86_400), end: at)) { intention in
            if let end = intention.endedAt, end <= at, end > lastEnd ?? .distantPast { lastEnd = end }
        }
        return lastEnd
    }()

    /// The viewed day's intentions.
    private(set) lazy var dayIntentions: [Intention] = state.intentions(on: date)
    /// The viewed day's intentions that had ended by `at`.
    private(set) lazy var ended: [Intention] = dayIntentions.filter { ($0.endedAt.map { $0 <= at }) ?? false }
    /// The latest of those that lacks tags, a feeling or a review.
    private(set) lazy var unreflected: Intention? = ended.last { $0.tags.isEmpty || $0.feeling == nil || $0.review.isEmpty }
    /// The latest intention of the day before the viewed one that ended without a feeling.
    private(set) lazy var yesterdayUnrated: Intention? = state.intentions(on: date.adding(days: -1)).last {
        ($0.endedAt.map { $0 <= at } ?? false) && $0.feeling == nil
    }
    private(set) lazy var brief: StandupBrief = state.standupBrief(on: date)
    /// The viewed week, read lightly: the coach needs its goals and their total, not the time spent on each.
    private(set) lazy var plan = Week(state: state, containing: date, now: at)
    private(set) lazy var nextWeekHasGoals: Bool = !state.weekly.goals(weekStarting: plan.start.adding(days: 7)).isEmpty
    private(set) lazy var lastWeekRetroMissing: Bool = {
        let lastWeek = plan.start.adding(days: -7)
        return state.weekly.retrospective(weekStarting: lastWeek) == nil
            && (!state.weekly.goals(weekStarting: lastWeek).isEmpty || state.focusedMinutes(weekStarting: lastWeek) > 0)
    }()
    private(set) lazy var presence: Presence = state.presence(on: date, now: at)
    /// The best presence of the 28 days before the viewed one, each up to the time of day it has reached (the whole
    /// window for a day that is over), so a morning is compared with mornings. Only a day past the record floor can
    /// be a record, so the days before are read only then.
    private(set) lazy var bestRecentPresence: Double =
        presence.ratio >= Self.recordFloor
        ? state.bestPresence(
            ofDaysBefore: date, days: 28, now: at,
            upTo: min(presence.windowSeconds, max(0, at.timeIntervalSince(presence.window.start)))) : 0
    /// Below this share of the waking window, no day is a record.
    static let recordFloor = 0.25
    private(set) lazy var reviewStreak: Int = {
        var streak = 0
        state.intentions.visitStarted(in: DateInterval(start: at.addingTimeInterval(-14 * 86_400), end: at), newestFirst: true) {
            guard $0.endedAt != nil else { return true }
            guard !$0.review.isEmpty else { return false }
            streak += 1
            return true
        }
        return streak
    }()
    private(set) lazy var resurfaced: [Int: Intention] = {
        var resurfaced: [Int: Intention] = [:]
        // Memories are only offered about today, so other days skip the lookups.
        for days in Self.resurfaceDays where date == today {
            let then = state.intentions(on: date.adding(days: -days))
            if let memorable = then.last(where: { !$0.review.isEmpty }) ?? then.last { resurfaced[days] = memorable }
        }
        return resurfaced
    }()
    private(set) lazy var hasHistory: Bool = state.intentions.count > 0

    /// The days looked back on for "a week / a month / a year ago today".
    static let resurfaceDays = [7, 28, 364]

    public var isToday: Bool { date == today }

    /// Every placeholder a message may name.
    static let placeholderNames =
        [
            "running", "runningID", "timeLeft", "overdue", "idle", "unreflected", "unreflectedID", "unreflectedWhen",
            "missing", "yesterdayUnrated", "yesterdayUnratedID", "yesterdayUnratedWhen", "todo", "todoID", "carryCount",
            "carryTodo", "openTodos", "actionItem", "presence", "streak", "week", "nextWeek", "lastWeek", "date", "overBy",
            "freeTime", "goalsLeft",
        ] + zip(resurfaceDays, resurfaceNames).flatMap { [$0.1, $0.1 + "ID", $0.1 + "Line"] }

    private static let resurfaceNames = ["weekAgo", "monthAgo", "yearAgo"]

    /// The words that fill a message's placeholders, every one the moment has a value for.
    var placeholders: [String: String] {
        var values: [String: String] = [:]
        for name in Self.placeholderNames { values[name] = placeholder(name) }
        return values
    }

    /// The word for one placeholder, or nil when the moment has none (nothing runs, say): worked out alone, so a
    /// message reads only what it names.
    func placeholder(_ name: String) -> String? {
        switch name {
        case "running": return running?.text
        case "runningID": return running?.id.description
        case "timeLeft": return running.map { Readable.minutes(max(0, $0.secondsLeft(now: at)) / 60) }
        case "overdue": return running.map { Readable.minutes(max(1, -$0.secondsLeft(now: at) / 60)) }
        case "idle": return Readable.minutes(max(0, Int(at.timeIntervalSince(lastEnd ?? waking.start) / 60)))
        case "unreflected": return unreflected?.text
        case "unreflectedID": return unreflected?.id.description
        case "unreflectedWhen":
            return unreflected.map { Self.when($0.startedAt, isToday: isToday, today: today, calendar: state.calendar) }
        case "missing":
            guard let unreflected else { return nil }
            let missing = [
                unreflected.feeling == nil ? "a feeling" : nil, unreflected.tags.isEmpty ? "tags" : nil,
                unreflected.review.isEmpty ? "a review" : nil,
            ].compactMap { $0 }
            // "a feeling, tags and a review"
            return missing.count > 1 ? missing.dropLast().joined(separator: ", ") + " and " + missing.last! : missing.joined()
        case "yesterdayUnrated": return yesterdayUnrated?.text
        case "yesterdayUnratedID": return yesterdayUnrated?.id.description
        case "yesterdayUnratedWhen":
            return yesterdayUnrated.map { Self.when($0.startedAt, isToday: isToday, today: today, calendar: state.calendar) }
        case "todo": return brief.todos.first(where: \.isOpen)?.text
        case "todoID": return brief.todos.first(where: \.isOpen)?.id.description
        case "carryCount":
            return brief.carryOverTotal == 1 ? "one unfinished to-do" : "\(Readable.count(brief.carryOverTotal)) unfinished to-dos"
        case "carryTodo": return brief.carryOver.first?.text ?? ""
        case "openTodos": return Readable.count(brief.todos.filter(\.isOpen).count)
        case "actionItem": return (brief.actionItems.first ?? plan.openActionItem)?.text
        case "presence": return Readable.percent(presence.ratio)
        case "streak": return Readable.count(reviewStreak)
        case "week": return plan.start.description
        case "nextWeek": return plan.start.adding(days: 7).description
        case "lastWeek": return plan.start.adding(days: -7).description
        case "date": return date.description
        case "overBy": return plan.overcommittedMinutes.map(Readable.minutes)
        case "freeTime": return Readable.minutes(freeStandingMinutes)
        case "goalsLeft": return Readable.count(plan.goals.filter(\.isOpen).count)
        default:
            for (days, word) in zip(Self.resurfaceDays, Self.resurfaceNames) where name.hasPrefix(word) {
                guard let then = resurfaced[days] else { return nil }
                switch name.dropFirst(word.count) {
                case "": return then.text
                case "ID": return then.id.description
                case "Line": return then.review.wentWell ?? then.review.interesting ?? then.review.couldImprove ?? ""
                default: return nil
                }
            }
            return nil
        }
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

    /// What the coach reads of a week: its goals at once, the rest when asked.
    final class Week {
        let start: CivilDate
        let goals: [Goal]
        let retrospective: Retrospective?
        private let state: UserState
        private let now: Date

        init(state: UserState, containing date: CivilDate, now: Date) {
            self.state = state
            self.now = now
            start = state.calendar.weekStart(containing: date)
            goals = state.weekly.goals(weekStarting: start)
            retrospective = state.weekly.retrospective(weekStarting: start)
        }

        /// The newest action item still open from an earlier retrospective, if any.
        private(set) lazy var openActionItem: ActionItem? = state.weekly.openActionItems(before: start, limit: 1).items.first
        /// By how much the week holds more than it has time for, as the week's plan judges it (worked out only when
        /// there are goals to weigh), or nil.
        private(set) lazy var overcommittedMinutes: Int? =
            goals.isEmpty ? nil : state.overcommittedMinutes(weekContaining: start, now: now)

        var isOvercommitted: Bool { overcommittedMinutes != nil }

        var end: CivilDate { start.adding(days: 6) }
    }
}
