import Foundation

/// What a user asks of The Daily: to-dos tied to the week's plan, and the standup.
public enum DailyCommand: Command, Equatable {
    /// Adds a to-do; one without a link is refused with the goals and areas it could serve.
    case addTodo(id: TodoID, date: CivilDate, text: String, link: Todo.Link?)
    case changeTodo(id: TodoID, text: String? = nil, link: Todo.Link? = nil)
    case completeTodo(TodoID)
    case reopenTodo(TodoID)
    case dropTodo(TodoID)
    /// Moves an unfinished to-do to another day.
    case carryTodo(TodoID, to: CivilDate)
    case reorderTodos(date: CivilDate, [TodoID])
    /// Records the day's standup: carries the chosen unfinished to-dos to the day and plans the chosen ones.
    case recordStandup(date: CivilDate, plan: [TodoID], carry: [TodoID], note: String?)
}

extension DailyCommand {
    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        try state.decide(self, now: now)
    }
}

extension UserCommand {
    /// To-dos and standups.
    public static func daily(_ command: DailyCommand) -> UserCommand { UserCommand(command) }
}

extension UserState {
    func decide(_ command: DailyCommand, now: Date) throws(DomainError) -> [DomainEvent] {
        switch command {
        case .addTodo(let id, let date, let text, let link):
            guard daily[id] == nil else {
                throw DomainError(.conflict, code: "todo_exists", message: "A to-do with id \(id) already exists.", field: "id")
            }
            let text = try validTodoText(text)
            guard let link else { throw unlinked(on: date) }
            return [.todoAdded(.init(todoId: id, date: date, text: text, link: try validLink(link)))]

        case .changeTodo(let id, let text, let link):
            let todo = try existingTodo(id)
            let newText = try text.map { text throws(DomainError) in try validTodoText(text) } ?? todo.text
            let newLink = try link.map { link throws(DomainError) in link == todo.link ? link : try validLink(link) } ?? todo.link
            guard newText != todo.text || newLink != todo.link else { return [] }
            return [.todoChanged(.init(todoId: id, text: newText, link: newLink))]

        case .completeTodo(let id):
            return try existingTodo(id).isDone ? [] : [.todoCompleted(.init(todoId: id, at: now))]

        case .reopenTodo(let id):
            return try existingTodo(id).isOpen ? [] : [.todoReopened(.init(todoId: id))]

        case .dropTodo(let id):
            if case .dropped = try existingTodo(id).status { return [] }
            return [.todoDropped(.init(todoId: id, at: now))]

        case .carryTodo(let id, let date):
            let todo = try openTodo(id)
            guard todo.date != date else { return [] }
            return [.todoCarried(.init(todoId: id, from: todo.date, to: date))]

        case .reorderTodos(let date, let ids):
            guard Set(ids).count == ids.count else {
                throw .invalid("todoIds", "Name each to-do once in the new order.")
            }
            let current = daily.todos(on: date).map(\.id)
            if let stranger = ids.first(where: { !current.contains($0) }) {
                throw DomainError(.notFound, code: "todo_not_found", message: "The to-do \(stranger) is not on \(date).", field: "todos")
            }
            return ids == Array(current.prefix(ids.count)) ? [] : [.todosReordered(.init(date: date, todoIds: ids))]

        case .recordStandup(let date, let plan, let carry, let note):
            var events: [DomainEvent] = []
            for id in carry {
                let todo = try openTodo(id)
                guard todo.date < date else {
                    throw .invalid("carry", "“\(todo.text)” is not from an earlier day, so there is nothing to carry.")
                }
                events.append(.todoCarried(.init(todoId: id, from: todo.date, to: date)))
            }
            for id in plan { _ = try existingTodo(id) }
            let note = note?.trimmingCharacters(in: .whitespacesAndNewlines)
            if let note, note.count > Standup.noteLimit {
                throw .invalid("note", "Keep the note under \(Standup.noteLimit.formatted()) characters.")
            }
            var unique: [TodoID] = []
            for id in plan where !unique.contains(id) { unique.append(id) }
            events.append(.standupRecorded(.init(date: date, plan: unique, note: note?.isEmpty == false ? note : nil, at: now)))
            return events
        }
    }

    /// The whole minutes spent in the intentions started from a to-do, counted as the week's goals count them.
    public func minutesSpent(on todo: TodoID, now: Date) -> Int {
        daily.intentions(of: todo).compactMap { intentions[$0] }.reduce(0) { $0 + $1.minutes(now: now) }
    }

    /// The area a to-do's time counts toward: its goal's area, or the area it names.
    public func area(of link: Todo.Link) -> AreaID? {
        switch link {
        case .goal(let id): weekly[goal: id]?.areaID
        case .area(let id): id
        }
    }

    private func existingTodo(_ id: TodoID) throws(DomainError) -> Todo {
        guard let todo = daily[id] else { throw .todoNotFound(id) }
        return todo
    }

    private func openTodo(_ id: TodoID) throws(DomainError) -> Todo {
        let todo = try existingTodo(id)
        guard todo.isOpen else {
            throw DomainError(
                .conflict, code: "todo_\(todo.status.name)",
                message: "“\(todo.text)” is \(todo.status.name); only an open to-do moves to another day.", field: "todo")
        }
        return todo
    }

    private func validTodoText(_ text: String) throws(DomainError) -> String {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Todo.textLimit.contains(text.count) else {
            throw .invalid(
                "text",
                text.isEmpty
                    ? "Say what to do: the to-do cannot be empty."
                    : "Keep the to-do to \(Todo.textLimit.upperBound) characters (it has \(text.count)).")
        }
        return text
    }

    private func validLink(_ link: Todo.Link) throws(DomainError) -> Todo.Link {
        switch link {
        case .goal(let id):
            let goal = try existingGoal(id)
            if case .dropped = goal.status {
                throw DomainError(
                    .conflict, code: "goal_dropped", message: "“\(goal.title)” was dropped; link the to-do to an open goal or an area.",
                    field: "goal")
            }
        case .area(let id):
            _ = try activeArea(id)
        }
        return link
    }

    /// The refusal of a to-do with no link: it names the goals and areas the user can choose from.
    private func unlinked(on date: CivilDate) -> DomainError {
        let goals = weekly.goals(weekStarting: calendar.weekStart(containing: date)).filter(\.isOpen).map { "“\($0.title)”" }
        let areas = weekly.areas.active.map(\.name)
        let message: String
        switch (goals.isEmpty, areas.isEmpty) {
        case (true, true):
            message = "Every to-do serves the week's plan: create an area of focus (or plan a goal) first, then link the to-do to it."
        case (true, false):
            message = "Link this to-do to an area of focus (\(areas.joined(separator: ", "))), or plan a goal for the week first."
        case (false, _):
            message =
                "Link this to-do to one of the week's goals (\(goals.joined(separator: ", ")))"
                + (areas.isEmpty ? "." : " or to an area of focus (\(areas.joined(separator: ", "))).")
        }
        return DomainError(.invalid, code: "todo_unlinked", message: message, field: "goal")
    }
}

extension DomainError {
    public static func todoNotFound(_ id: TodoID) -> Self {
        Self(.notFound, code: "todo_not_found", message: "No to-do with id \(id).", field: "todo")
    }
}
