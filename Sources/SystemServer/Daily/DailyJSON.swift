import Foundation
import SystemCore

// The API's view of The Daily: to-dos and the standup. Field names are a public contract: add, never rename.
// Optional fields are always present, as null when empty (see ``Nullable``).

public struct TodoJSON: Encodable, Sendable {
    let id: String
    let date: String
    let text: String
    @Nullable var goalId: String?
    @Nullable var goalTitle: String?
    @Nullable var areaId: String?
    @Nullable var areaName: String?
    /// `open`, `done` or `dropped`.
    let status: String
    let moves: [Move]
    let intentionIds: [String]
    let spentMinutes: Int

    struct Move: Encodable, Sendable {
        let from: String
        let to: String
    }

    public init(_ todo: Todo, in state: UserState, now: Date) {
        id = todo.id.description
        date = todo.date.description
        text = todo.text
        goalId = todo.link.goalID?.description
        goalTitle = todo.link.goalID.flatMap { state.weekly[goal: $0]?.title }
        let area = state.area(of: todo.link)
        areaId = area?.description
        areaName = area.flatMap { state.weekly.areas[$0]?.name }
        status = todo.status.name
        moves = todo.moves.map { Move(from: $0.from.description, to: $0.to.description) }
        intentionIds = state.daily.intentions(of: todo.id).map(\.description)
        spentMinutes = state.minutesSpent(on: todo.id, now: now)
    }
}

public struct DayTodosJSON: Encodable, Sendable {
    let date: String
    let todos: [TodoJSON]
    /// To-dos that were on this day and were carried to a later one.
    let carriedAway: [TodoJSON]

    public init(date: CivilDate, in state: UserState, now: Date) {
        self.date = date.description
        todos = state.daily.todos(on: date).map { TodoJSON($0, in: state, now: now) }
        carriedAway = state.daily.todos(carriedAwayFrom: date).map { TodoJSON($0, in: state, now: now) }
    }
}

public struct StandupJSON: Encodable, Sendable {
    let date: String
    let done: Bool
    let dueAt: String
    let overdue: Bool
    @Nullable var recordedAt: String?
    @Nullable var note: String?
    let plan: [String]
    let yesterday: Yesterday
    /// The newest open to-dos of earlier days (at most seven); `olderCarryOver` counts the rest.
    let carryOver: [TodoJSON]
    let olderCarryOver: OlderItemsJSON
    /// The newest open action items (at most three); `olderActionItems` counts the rest.
    let actionItems: [ActionItemJSON]
    let olderActionItems: OlderItemsJSON
    let todos: [TodoJSON]

    struct Yesterday: Encodable, Sendable {
        let done: [TodoJSON]
        let notDone: [TodoJSON]
    }

    public init(_ brief: StandupBrief, in state: UserState, now: Date) {
        let json = { (todo: Todo) in TodoJSON(todo, in: state, now: now) }
        date = brief.date.description
        done = brief.isDone
        dueAt = state.calendar.iso8601(brief.dueAt)
        overdue = brief.isOverdue(now: now, today: state.today(now: now))
        recordedAt = brief.standup.map { state.calendar.iso8601($0.recordedAt) }
        note = brief.standup?.note
        plan = brief.standup?.plan.map(\.description) ?? []
        yesterday = Yesterday(done: brief.yesterdayDone.map(json), notDone: brief.yesterdayNotDone.map(json))
        carryOver = brief.carryOver.map(json)
        olderCarryOver = OlderItemsJSON(brief.olderCarryOver, path: OpenTodosJSON.path)
        actionItems = brief.actionItems.map(ActionItemJSON.init)
        olderActionItems = OlderItemsJSON(brief.olderActionItems, path: OpenActionItemsJSON.path)
        todos = brief.todos.map(json)
    }
}

/// A page of the open to-dos dated before a day, newest day first, each day's in the user's order.
public struct OpenTodosJSON: Encodable, Sendable {
    let before: String
    /// Every open to-do before `before`, on every page.
    let total: Int
    let todos: [TodoJSON]
    @Nullable var nextCursor: String?
    /// The next page's address; null on the last page.
    @Nullable var next: String?

    static let path = "/api/v1/todos/open"

    public init(_ page: Page<Todo>, before: CivilDate, limit: Int, in state: UserState, now: Date) {
        self.before = before.description
        total = page.total
        todos = page.items.map { TodoJSON($0, in: state, now: now) }
        nextCursor = page.next?.description
        next = page.next.map { PagePath.with(Self.path, before: before, limit: limit, cursor: $0) }
    }
}
