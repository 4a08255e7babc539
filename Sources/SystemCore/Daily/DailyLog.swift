import Foundation

/// The Daily's recorded state: to-dos by day, standups, and which intentions were started from which to-do.
///
/// Kept by the month of each to-do's day, like ``IntentionLog``: a log folded from the whole history holds every
/// month; one loaded from a snapshot holds its head (the days of the open to-dos, the months each goal has to-dos
/// in) and the months it was given. A read of a month it does not hold, or of a to-do it does not know, is noted in
/// its ``PartLoad`` and answers as if there were nothing, so the reader loads the month and reads again.
public struct DailyLog: ModuleState {
    /// What every answer needs, whatever the length of the history.
    struct Head: Sendable {
        /// The day of every open to-do, sorted: the carry-overs and the list of older open to-dos are read from it
        /// without a walk through the past.
        var openDays = DayIndex()
        /// The months in which each goal has (or had) to-dos, in order. Keyed by the id itself, read as its 16 bytes:
        /// the ids as text were 65 KB of the 68 KB every command reads on a ten-year history, one string and one set
        /// allocated per goal ever set.
        var goalMonths: [GoalID: [Int]] = [:]

        /// Notes that a goal has to-dos in a month.
        mutating func note(_ goal: GoalID?, in month: Int) {
            guard let goal, goalMonths[goal]?.contains(month) != true else { return }
            goalMonths[goal, default: []].append(month)
            goalMonths[goal]?.sort()
        }
    }

    private var head = Head()
    private var todos: [TodoID: Todo] = [:]
    private var byDate: [CivilDate: [TodoID]] = [:]
    /// To-dos that were carried away from a day, so that day's history still shows them.
    private var movedAway: [CivilDate: [TodoID]] = [:]
    private var standups: [CivilDate: Standup] = [:]
    private var intentionsByTodo: [TodoID: [IntentionID]] = [:]
    /// Nil when every month is held (a fold of the whole history).
    private var partial: MonthHoldings?
    /// Months changed since ``markSnapshotted()``: the parts a new snapshot must write.
    private var changedMonths: Set<Int> = []

    public init() {}

    public init(context: ModuleContext) {}

    public subscript(id: TodoID) -> Todo? {
        if let todo = todos[id] { return todo }
        partial?.missed(Self.kind, id.description)
        return nil
    }

    /// A day's to-dos in the user's order.
    public func todos(on date: CivilDate) -> [Todo] {
        guard holds(Self.month(of: date)) else { return [] }
        return (byDate[date] ?? []).compactMap { todos[$0] }
    }

    /// The to-dos that were on a day and were carried to a later one.
    public func todos(carriedAwayFrom date: CivilDate) -> [Todo] {
        guard holds(Self.month(of: date)) else { return [] }
        return (movedAway[date] ?? []).compactMap { self[$0] }
    }

    /// How many open to-dos are dated before `date`, however long ago.
    public func openTodoCount(before date: CivilDate) -> Int { head.openDays.count(before: date) }

    /// A page of the open to-dos dated before `date`, the candidates to carry over: newest day first, each day's in
    /// the user's order, after `cursor` (from the newest when nil).
    public func openTodos(before date: CivilDate, after cursor: PageCursor? = nil, limit: Int) -> Page<Todo> {
        head.openDays.page(before: date, after: cursor, limit: limit) { day in todos(on: day).filter(\.isOpen) }
    }

    public func standup(on date: CivilDate) -> Standup? {
        guard holds(Self.month(of: date)) else { return nil }
        return standups[date]
    }

    /// The intentions started from a to-do.
    public func intentions(of todo: TodoID) -> [IntentionID] {
        guard todos.index(forKey: todo) != nil else {
            partial?.missed(Self.kind, todo.description)
            return []
        }
        return intentionsByTodo[todo] ?? []
    }

    /// All to-dos linked to a goal, by day, each day's in the user's order.
    ///
    /// A goal's months hold every other to-do of those months too (the week page and the coach ask this of each goal
    /// of the week on every request), so each one's link is read where it is stored, and only the goal's are copied.
    public func todos(of goal: GoalID) -> [Todo] {
        let link = Todo.Link.goal(goal)
        var found: [Todo] = []
        for month in head.goalMonths[goal] ?? [] where holds(month) {
            for day in MonthParts.days(of: month) {
                for id in byDate[day] ?? [] {
                    if let index = todos.index(forKey: id), todos.values[index].link == link { found.append(todos.values[index]) }
                }
            }
        }
        return found
    }

    mutating func linkIntention(_ intention: IntentionID, to todo: TodoID) {
        guard let found = self[todo], !(intentionsByTodo[todo]?.contains(intention) ?? false) else { return }
        intentionsByTodo[todo, default: []].append(intention)
        changedMonths.insert(Self.month(of: found.date))
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
        guard todos[e.todoId] == nil, isKnownAbsent(e.todoId), let link = e.link else { return }
        let month = Self.month(of: e.date)
        guard holds(month) else { return }  // the reader loads the month and folds again
        todos[e.todoId] = Todo(id: e.todoId, date: e.date, text: e.text, link: link)
        byDate[e.date, default: []].append(e.todoId)
        head.openDays.insert(e.date)
        head.note(link.goalID, in: month)
        changedMonths.insert(month)
    }

    mutating func apply(_ e: DomainEvent.TodoChanged) {
        guard let link = e.link, let old = self[e.todoId] else { return }
        todos[e.todoId]?.text = e.text
        todos[e.todoId]?.link = link
        let month = Self.month(of: old.date)
        head.note(link.goalID, in: month)
        changedMonths.insert(month)
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
        guard let todo = self[id] else { return }
        if todo.isOpen, status != .open { head.openDays.remove(todo.date) }
        if !todo.isOpen, status == .open { head.openDays.insert(todo.date) }
        todos[id]?.status = status
        changedMonths.insert(Self.month(of: todo.date))
    }

    mutating func apply(_ e: DomainEvent.TodoCarried) {
        guard let todo = self[e.todoId], todo.date != e.to else { return }
        let (from, to) = (Self.month(of: todo.date), Self.month(of: e.to))
        guard holds(from), holds(to) else { return }
        byDate[todo.date]?.removeAll { $0 == e.todoId }
        movedAway[todo.date, default: []].append(e.todoId)
        movedAway[e.to]?.removeAll { $0 == e.todoId }
        byDate[e.to, default: []].append(e.todoId)
        todos[e.todoId]?.moves.append(Todo.Move(from: todo.date, to: e.to))
        todos[e.todoId]?.date = e.to
        if todo.isOpen {
            head.openDays.remove(todo.date)
            head.openDays.insert(e.to)
        }
        head.note(todo.link.goalID, in: to)
        changedMonths.formUnion([from, to])
    }

    mutating func apply(_ e: DomainEvent.TodosReordered) {
        let month = Self.month(of: e.date)
        guard holds(month) else { return }
        let current = byDate[e.date] ?? []
        var named: [TodoID] = []
        for id in e.todoIds where current.contains(id) && !named.contains(id) { named.append(id) }
        byDate[e.date] = named + current.filter { !named.contains($0) }
        changedMonths.insert(month)
    }

    mutating func apply(_ e: DomainEvent.StandupRecorded) {
        let month = Self.month(of: e.date)
        guard holds(month) else { return }
        standups[e.date] = Standup(date: e.date, plan: e.plan, note: e.note, recordedAt: e.at)
        changedMonths.insert(month)
    }

    // MARK: Months and snapshots

    public static let partPrefix: String? = "todos"

    /// The kind of id the snapshot directory keeps for to-dos.
    public static let kind = "todo"

    /// A day's month: year × 12 + month − 1.
    static func month(of date: CivilDate) -> Int { MonthParts.month(of: date) }

    /// A month's part name, such as `todos/2026-11`.
    static func partName(_ month: Int) -> String { MonthParts.name("todos", month) }

    static func month(ofPart name: String) -> Int? { MonthParts.month(ofPart: name, prefix: "todos") }

    /// A month as the snapshot keeps it.
    struct Month: Equatable {
        var todos: [Todo] = []
        var order: [CivilDate: [TodoID]] = [:]
        var movedAway: [CivilDate: [TodoID]] = [:]
        var standups: [Standup] = []
        var intentions: [TodoID: [IntentionID]] = [:]
    }

    /// The head in ``BinaryWriter``'s form: every command reads it, and JSON took a fifth of their time.
    public func snapshotHead() throws -> Data {
        BinaryWriter.data { writer in
            head.openDays.write(to: &writer)
            writer.int(head.goalMonths.count)
            // By the ids' bytes (the order of their text), without making text of 1,500 ids n log n times.
            for (goal, months) in head.goalMonths.sorted(by: { $0.key.uuid < $1.key.uuid }) {
                writer.uuid(goal.uuid)
                writer.int(months.count)
                for month in months { writer.int(month) }
            }
        }
    }

    /// A log holding only its head; months are added with ``loadPart(_:_:)`` as the reader needs them.
    public init(snapshotHead data: Data, context: ModuleContext, load: PartLoad) throws {
        head = try BinaryReader.whole(data) { reader in
            var head = Head(openDays: try DayIndex(from: &reader))
            let goals = try reader.count()
            head.goalMonths.reserveCapacity(goals)
            for _ in 0..<goals {
                head.goalMonths[GoalID(try reader.uuid())] = try (0..<reader.count()).map { _ in try reader.int() }
            }
            return head
        }
        partial = MonthHoldings(prefix: "todos", load: load)
    }

    public var changedParts: Set<String> { Set(changedMonths.map(Self.partName)) }

    public func snapshotPart(_ name: String) throws -> Data {
        var part = Month()
        for day in Self.month(ofPart: name).map(MonthParts.days) ?? [] {
            if let ids = byDate[day], !ids.isEmpty {
                part.order[day] = ids
                for id in ids {
                    guard let todo = todos[id] else { continue }
                    part.todos.append(todo)
                    if let intentions = intentionsByTodo[id] { part.intentions[id] = intentions }
                }
            }
            if let ids = movedAway[day], !ids.isEmpty { part.movedAway[day] = ids }
            if let standup = standups[day] { part.standups.append(standup) }
        }
        var writer = BinaryWriter()
        part.write(to: &writer)
        return writer.data
    }

    public mutating func loadPart(_ name: String, _ data: Data) throws {
        guard let month = Self.month(ofPart: name), partial?.isLoaded(month) == false else { return }
        var reader = BinaryReader(data)
        let part = try Month(from: &reader)
        guard reader.isAtEnd else { throw BinaryFormError.malformed("bytes after the month's to-dos") }
        for todo in part.todos { todos[todo.id] = todo }
        byDate.merge(part.order) { _, new in new }
        movedAway.merge(part.movedAway) { _, new in new }
        for standup in part.standups { standups[standup.date] = standup }
        intentionsByTodo.merge(part.intentions) { _, new in new }
        partial?.loaded(month)
    }

    public mutating func markUnknown(_ kind: String, ids: Set<String>) {
        guard kind == Self.kind else { return }
        partial?.markUnknown(kind, ids: ids)
    }

    public func directory(of parts: Set<String>) -> [PartLoad.Entry] {
        parts.compactMap(Self.month(ofPart:)).sorted().flatMap { month in
            MonthParts.days(of: month).flatMap { day in
                (byDate[day] ?? []).map { PartLoad.Entry(kind: Self.kind, id: $0.description, part: Self.partName(month)) }
            }
        }
    }

    public mutating func markSnapshotted() { changedMonths = [] }

    /// Whether an id is surely new: not in any month (a partial log must have looked it up).
    private func isKnownAbsent(_ id: TodoID) -> Bool { partial?.isKnownAbsent(Self.kind, id.description) ?? true }

    /// Whether the month is held; if not, the miss is noted.
    private func holds(_ month: Int) -> Bool { partial?.holds(month) ?? true }
}
