import Foundation

/// The Daily's recorded state: to-dos by day, standups, and which intentions were started from which to-do.
public struct DailyLog: ModuleState, Codable {
    private var todos: [TodoID: Todo] = [:]
    private var byDate: [CivilDate: [TodoID]] = [:]
    /// To-dos that were carried away from a day, so that day's history still shows them.
    private var movedAway: [CivilDate: [TodoID]] = [:]
    private var standups: [CivilDate: Standup] = [:]
    private var intentionsByTodo: [TodoID: [IntentionID]] = [:]
    private var todosByGoal: [GoalID: [TodoID]] = [:]
    /// The day of every open to-do, sorted: the carry-overs and the list of older open to-dos are read from it
    /// without a walk through the past.
    private var openDays = DayIndex()

    public init() {}

    public init(context: ModuleContext) {}

    public subscript(id: TodoID) -> Todo? { todos[id] }

    /// A day's to-dos in the user's order.
    public func todos(on date: CivilDate) -> [Todo] { (byDate[date] ?? []).compactMap { todos[$0] } }

    /// The to-dos that were on a day and were carried to a later one.
    public func todos(carriedAwayFrom date: CivilDate) -> [Todo] { (movedAway[date] ?? []).compactMap { todos[$0] } }

    /// How many open to-dos are dated before `date`, however long ago.
    public func openTodoCount(before date: CivilDate) -> Int { openDays.count(before: date) }

    /// A page of the open to-dos dated before `date`, the candidates to carry over: newest day first, each day's in
    /// the user's order, after `cursor` (from the newest when nil).
    public func openTodos(before date: CivilDate, after cursor: PageCursor? = nil, limit: Int) -> Page<Todo> {
        openDays.page(before: date, after: cursor, limit: limit) { day in todos(on: day).filter(\.isOpen) }
    }

    public func standup(on date: CivilDate) -> Standup? { standups[date] }

    /// The intentions started from a to-do.
    public func intentions(of todo: TodoID) -> [IntentionID] { intentionsByTodo[todo] ?? [] }

    /// All to-dos linked to a goal, in the order they were added (or linked to it), whatever their day.
    public func todos(of goal: GoalID) -> [Todo] {
        (todosByGoal[goal] ?? []).compactMap { todos[$0] }.filter { $0.link == .goal(goal) }
    }

    mutating func linkIntention(_ intention: IntentionID, to todo: TodoID) {
        guard todos[todo] != nil, !(intentionsByTodo[todo]?.contains(intention) ?? false) else { return }
        intentionsByTodo[todo, default: []].append(intention)
    }

    public static let folds = Folds<DailyLog>()
        // Time spent on a to-do counts toward it: an intention started from it, or recorded for it.
        .on(DomainEvent.IntentionStarted.self) { log, e in
            if let todo = e.todoId { log.linkIntention(e.intentionId, to: todo) }
        }
        .on(DomainEvent.IntentionRecorded.self) { log, e in
            if let todo = e.todoId, e.endedAt > e.startedAt { log.linkIntention(e.intentionId, to: todo) }
        }
        .on(DomainEvent.TodoAdded.self) { $0.apply($1) }
        .on(DomainEvent.TodoChanged.self) { $0.apply($1) }
        .on(DomainEvent.TodoCompleted.self) { $0.apply($1) }
        .on(DomainEvent.TodoReopened.self) { $0.apply($1) }
        .on(DomainEvent.TodoDropped.self) { $0.apply($1) }
        .on(DomainEvent.TodoCarried.self) { $0.apply($1) }
        .on(DomainEvent.TodosReordered.self) { $0.apply($1) }
        .on(DomainEvent.StandupRecorded.self) { $0.apply($1) }

    mutating func apply(_ e: DomainEvent.TodoAdded) {
        guard todos[e.todoId] == nil, let link = e.link else { return }
        todos[e.todoId] = Todo(id: e.todoId, date: e.date, text: e.text, link: link)
        byDate[e.date, default: []].append(e.todoId)
        openDays.insert(e.date)
        if let goal = link.goalID { todosByGoal[goal, default: []].append(e.todoId) }
    }

    mutating func apply(_ e: DomainEvent.TodoChanged) {
        guard let link = e.link, let old = todos[e.todoId] else { return }
        todos[e.todoId]?.text = e.text
        todos[e.todoId]?.link = link
        if link != old.link, let goal = link.goalID { todosByGoal[goal, default: []].append(e.todoId) }
    }

    mutating func apply(_ e: DomainEvent.TodoCompleted) {
        setStatus(of: e.todoId, to: .done(at: e.at))
    }

    mutating func apply(_ e: DomainEvent.TodoReopened) {
        setStatus(of: e.todoId, to: .open)
    }

    mutating func apply(_ e: DomainEvent.TodoDropped) {
        setStatus(of: e.todoId, to: .dropped(at: e.at))
    }

    /// Changes a to-do's status, and the index of open ones when it opens or closes.
    private mutating func setStatus(of id: TodoID, to status: Todo.Status) {
        guard let todo = todos[id] else { return }
        if todo.isOpen, status != .open { openDays.remove(todo.date) }
        if !todo.isOpen, status == .open { openDays.insert(todo.date) }
        todos[id]?.status = status
    }

    mutating func apply(_ e: DomainEvent.TodoCarried) {
        guard let todo = todos[e.todoId], todo.date != e.to else { return }
        byDate[todo.date]?.removeAll { $0 == e.todoId }
        movedAway[todo.date, default: []].append(e.todoId)
        movedAway[e.to]?.removeAll { $0 == e.todoId }
        byDate[e.to, default: []].append(e.todoId)
        todos[e.todoId]?.moves.append(Todo.Move(from: todo.date, to: e.to))
        todos[e.todoId]?.date = e.to
        if todo.isOpen {
            openDays.remove(todo.date)
            openDays.insert(e.to)
        }
    }

    mutating func apply(_ e: DomainEvent.TodosReordered) {
        let current = byDate[e.date] ?? []
        var named: [TodoID] = []
        for id in e.todoIds where current.contains(id) && !named.contains(id) { named.append(id) }
        byDate[e.date] = named + current.filter { !named.contains($0) }
    }

    mutating func apply(_ e: DomainEvent.StandupRecorded) {
        standups[e.date] = Standup(date: e.date, plan: e.plan, note: e.note, recordedAt: e.at)
    }
}
