import Foundation

// The events of the Daily module: to-dos and standups. Their `type` strings are stored forever (see `Event`).

extension DomainEvent {
    public struct TodoAdded: Event {
        public static let type = "todo.added"
        public var todoId: TodoID
        public var date: CivilDate
        public var text: String
        /// Exactly one of `goalId` and `areaId` is set.
        public var goalId: GoalID?
        public var areaId: AreaID?
        public init(todoId: TodoID, date: CivilDate, text: String, link: Todo.Link) {
            self.todoId = todoId
            self.date = date
            self.text = text
            goalId = link.goalID
            areaId = link.areaID
        }
        public var link: Todo.Link? { Todo.Link(goal: goalId, area: areaId) }
    }

    /// Replaces a to-do's text and link.
    public struct TodoChanged: Event {
        public static let type = "todo.changed"
        public var todoId: TodoID
        public var text: String
        public var goalId: GoalID?
        public var areaId: AreaID?
        public init(todoId: TodoID, text: String, link: Todo.Link) {
            self.todoId = todoId
            self.text = text
            goalId = link.goalID
            areaId = link.areaID
        }
        public var link: Todo.Link? { Todo.Link(goal: goalId, area: areaId) }
    }

    public struct TodoCompleted: Event {
        public static let type = "todo.completed"
        public var todoId: TodoID
        public var at: Date
        public init(todoId: TodoID, at: Date) {
            self.todoId = todoId
            self.at = at
        }
    }

    public struct TodoReopened: Event {
        public static let type = "todo.reopened"
        public var todoId: TodoID
        public init(todoId: TodoID) { self.todoId = todoId }
    }

    public struct TodoDropped: Event {
        public static let type = "todo.dropped"
        public var todoId: TodoID
        public var at: Date
        public init(todoId: TodoID, at: Date) {
            self.todoId = todoId
            self.at = at
        }
    }

    /// An unfinished to-do moved to another day.
    public struct TodoCarried: Event {
        public static let type = "todo.carried"
        public var todoId: TodoID
        public var from: CivilDate
        public var to: CivilDate
        public init(todoId: TodoID, from: CivilDate, to: CivilDate) {
            self.todoId = todoId
            self.from = from
            self.to = to
        }
    }

    /// A day's to-dos in their new order.
    public struct TodosReordered: Event {
        public static let type = "todos.reordered"
        public var date: CivilDate
        public var todoIds: [TodoID]
        public init(date: CivilDate, todoIds: [TodoID]) {
            self.date = date
            self.todoIds = todoIds
        }
    }

    /// Replaces a day's standup.
    public struct StandupRecorded: Event {
        public static let type = "standup.recorded"
        public var date: CivilDate
        public var plan: [TodoID]
        public var note: String?
        public var at: Date
        public init(date: CivilDate, plan: [TodoID], note: String?, at: Date) {
            self.date = date
            self.plan = plan
            self.note = note
            self.at = at
        }
    }
}

extension DomainEvent {
    public static func todoAdded(_ e: TodoAdded) -> DomainEvent { DomainEvent(e) }
    public static func todoChanged(_ e: TodoChanged) -> DomainEvent { DomainEvent(e) }
    public static func todoCompleted(_ e: TodoCompleted) -> DomainEvent { DomainEvent(e) }
    public static func todoReopened(_ e: TodoReopened) -> DomainEvent { DomainEvent(e) }
    public static func todoDropped(_ e: TodoDropped) -> DomainEvent { DomainEvent(e) }
    public static func todoCarried(_ e: TodoCarried) -> DomainEvent { DomainEvent(e) }
    public static func todosReordered(_ e: TodosReordered) -> DomainEvent { DomainEvent(e) }
    public static func standupRecorded(_ e: StandupRecorded) -> DomainEvent { DomainEvent(e) }
}

extension Todo.Link {
    init?(goal: GoalID?, area: AreaID?) {
        if let goal { self = .goal(goal) } else if let area { self = .area(area) } else { return nil }
    }
}
