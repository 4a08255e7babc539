import Foundation

/// A month of the Daily as the snapshot keeps it, in ``BinaryWriter``'s form: `system week`, `system todo list` and
/// the coach read a month or two of to-dos on every command, and `JSONDecoder` took a sixth of their time there.
extension DailyLog.Month {
    func write(to writer: inout BinaryWriter) {
        writer.int(todos.count)
        for todo in todos { todo.write(to: &writer) }
        writer.idsByDay(order)
        writer.idsByDay(movedAway)
        writer.int(standups.count)
        for standup in standups { standup.write(to: &writer) }
        writer.int(intentions.count)
        for (todo, ids) in intentions.sorted(by: { $0.key.description < $1.key.description }) {
            writer.uuid(todo.uuid)
            writer.ids(ids)
        }
    }

    init(from reader: inout BinaryReader) throws {
        todos = try (0..<reader.count()).map { _ in try Todo(from: &reader) }
        order = try reader.idsByDay()
        movedAway = try reader.idsByDay()
        standups = try (0..<reader.count()).map { _ in try Standup(from: &reader) }
        for _ in 0..<(try reader.count()) {
            let todo = TodoID(try reader.uuid())
            intentions[todo] = try reader.ids()
        }
    }
}

extension Todo {
    func write(to writer: inout BinaryWriter) {
        writer.uuid(id.uuid)
        writer.day(date)
        writer.string(text)
        switch link {
        case .goal(let goal):
            writer.int(0)
            writer.uuid(goal.uuid)
        case .area(let area):
            writer.int(1)
            writer.uuid(area.uuid)
        }
        switch status {
        case .open: writer.int(0)
        case .done(let at):
            writer.int(1)
            writer.date(at)
        case .dropped(let at):
            writer.int(2)
            writer.date(at)
        }
        writer.int(moves.count)
        for move in moves {
            writer.day(move.from)
            writer.day(move.to)
        }
    }

    init(from reader: inout BinaryReader) throws {
        id = TodoID(try reader.uuid())
        date = try reader.day()
        text = try reader.string()
        switch try reader.int() {
        case 0: link = .goal(GoalID(try reader.uuid()))
        case 1: link = .area(AreaID(try reader.uuid()))
        case let other: throw BinaryFormError.malformed("a to-do's link of kind \(other)")
        }
        switch try reader.int() {
        case 0: status = .open
        case 1: status = .done(at: try reader.date())
        case 2: status = .dropped(at: try reader.date())
        case let other: throw BinaryFormError.malformed("a to-do's status of kind \(other)")
        }
        moves = try (0..<reader.count()).map { _ in
            Move(from: try reader.day(), to: try reader.day())
        }
    }
}

extension Standup {
    func write(to writer: inout BinaryWriter) {
        writer.day(date)
        writer.ids(plan)
        writer.optional(note) { $0.string($1) }
        writer.date(recordedAt)
    }

    init(from reader: inout BinaryReader) throws {
        self.init(
            date: try reader.day(),
            plan: try reader.ids(),
            note: try reader.optional { try $0.string() }, recordedAt: try reader.date())
    }
}
