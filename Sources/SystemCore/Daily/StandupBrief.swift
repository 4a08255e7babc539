import Foundation

/// What the daily standup shows: yesterday's done and not done, what to carry over, the week's open action
/// items, and the day's to-dos to plan.
public struct StandupBrief: Sendable {
    public let date: CivilDate
    public let yesterdayDone: [Todo]
    /// Yesterday's to-dos still open (dropped ones were a decision, not a miss).
    public let yesterdayNotDone: [Todo]
    /// Open to-dos from earlier days that can be carried to this one.
    public let carryOver: [Todo]
    public let actionItems: [ActionItem]
    public let todos: [Todo]
    public let standup: Standup?
    /// The time by which the standup should be done.
    public let dueAt: Date

    public var isDone: Bool { standup != nil }

    /// Whether to ask for it: not done, on the day, and past the time set in settings.
    public func isOverdue(now: Date, today: CivilDate) -> Bool {
        !isDone && date == today && now >= dueAt
    }

    /// How far back unfinished to-dos are offered for carrying over.
    public static let carryOverDays = 60
}

extension UserState {
    /// The standup's due time on a day: the time set in settings, within that day (a night owl's 01:00 is after
    /// midnight, not before the day began).
    func dueAt(on date: CivilDate) -> Date {
        let due = calendar.instant(date, settings.standupBy)
        return due < calendar.interval(of: date).start ? calendar.instant(date.adding(days: 1), settings.standupBy) : due
    }

    public func standupBrief(on date: CivilDate) -> StandupBrief {
        let yesterday = date.adding(days: -1)
        let before = daily.todos(on: yesterday) + daily.todos(carriedAwayFrom: yesterday).filter { $0.date == date }
        return StandupBrief(
            date: date,
            yesterdayDone: before.filter(\.isDone),
            yesterdayNotDone: before.filter(\.isOpen),
            carryOver: daily.openTodos(before: date, since: date.adding(days: -StandupBrief.carryOverDays)),
            actionItems: weekly.actionItems(weekStarting: calendar.weekStart(containing: date)).filter(\.isOpen),
            todos: daily.todos(on: date),
            standup: daily.standup(on: date),
            dueAt: dueAt(on: date))
    }
}
