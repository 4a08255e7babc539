import Foundation

/// What the daily standup shows: yesterday's done and not done, what to carry over, the week's open action
/// items, and the day's to-dos to plan.
public struct StandupBrief: Sendable {
    public let date: CivilDate
    public let yesterdayDone: [Todo]
    /// Yesterday's to-dos still open (dropped ones were a decision, not a miss).
    public let yesterdayNotDone: [Todo]
    /// The newest open to-dos from earlier days, to carry to this one: at most ``carryOverShown``, newest day first.
    public let carryOver: [Todo]
    /// The open to-dos from earlier days left out of ``carryOver``: older, however long ago.
    public let olderCarryOver: OlderItems
    /// The newest open action items of earlier retrospectives: at most ``actionItemsShown``.
    public let actionItems: [ActionItem]
    /// The open action items left out of ``actionItems``.
    public let olderActionItems: OlderItems
    public let todos: [Todo]
    public let standup: Standup?
    /// The time by which the standup should be done.
    public let dueAt: Date

    public var isDone: Bool { standup != nil }

    /// Whether to ask for it: not done, on the day, and past the time set in settings.
    public func isOverdue(now: Date, today: CivilDate) -> Bool {
        !isDone && date == today && now >= dueAt
    }

    /// Every open to-do from an earlier day, those shown and those left out.
    public var carryOverTotal: Int { carryOver.count + olderCarryOver.count }

    /// How many unfinished to-dos the standup offers to carry, the newest: a week away with one left open each day
    /// still shows whole, and seven choices are as many as a two-minute standup weighs. The rest are counted and
    /// listed on a page of their own, however many years they span.
    public static let carryOverShown = 7

    /// How many open action items the standup recalls, the newest: it is a reminder of what the retrospectives
    /// asked, not where they are answered (the week and its retrospective list ten, and answer them), and three
    /// lines leave the day's plan in sight on a phone.
    public static let actionItemsShown = 3
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
        let carry = daily.openTodos(before: date, limit: StandupBrief.carryOverShown)
        let week = calendar.weekStart(containing: date)
        let items = weekly.openActionItems(before: week, limit: StandupBrief.actionItemsShown)
        return StandupBrief(
            date: date,
            yesterdayDone: before.filter(\.isDone),
            yesterdayNotDone: before.filter(\.isOpen),
            carryOver: carry.items, olderCarryOver: OlderItems(carry, before: date),
            actionItems: items.items, olderActionItems: OlderItems(items, before: week),
            todos: daily.todos(on: date),
            standup: daily.standup(on: date),
            dueAt: dueAt(on: date))
    }
}
