import Foundation
import Testing

@testable import SystemCore

/// For any life, the state read from a snapshot (its head, then the months a read asks for) answers every view as
/// the fold of the whole history does: random half-years with to-dos carried across months, dropped and reopened,
/// intentions from them, edits of long-past intentions into other months, settings changes (time zone, day start,
/// week start), weekly goals, capacities, retrospectives and action items answered weeks later. Each life is cut
/// into a snapshot at several points; a seed that fails reproduces its life.
@Suite struct RandomLifeSnapshotTests {
    static let first = civil("2025-11-03")
    static let days = 190

    /// A random life, run through the commands (a refused command is skipped, as a person would retry).
    static func life(seed: UInt64) -> [DomainEvent] {
        var random = SplitMix64(seed: seed)
        var state = UserState.fresh(timeZone: "UTC")
        var events: [DomainEvent] = []
        var number = 0
        func id<Tag>() -> Identifier<Tag> {
            number += 1
            return fixedID(number)
        }
        func run(_ command: UserCommand, _ at: Date) { if let new = try? state.run(command, at: at) { events += new } }
        let area: AreaID = id()
        let origin = instant("2025-11-03T06:00:00Z")
        run(.weekly(.createArea(id: area, name: "Work")), origin)
        var todos: [TodoID] = []
        var intentions: [IntentionID] = []
        var items: [ActionItemID] = []
        var goal: GoalID?
        for day in 0..<days {
            let date = first.adding(days: day)
            let morning = origin.addingTimeInterval(Double(day) * 86_400)
            if day % 7 == 0 {
                let new: GoalID = id()
                run(.weekly(.addGoal(id: new, week: date, area: area, title: "Goal \(day)", estimate: .size(.small))), morning)
                goal = new
                run(
                    .weekly(
                        .setCapacity(week: date, perDayMinutes: 60 * Int.random(in: 1...4, using: &random), daysOff: [], totalMinutes: nil)),
                    morning)
            }
            if Int.random(in: 0..<25, using: &random) == 0 {
                var settings = state.settings
                settings.general.timeZone = ["Europe/Berlin", "America/New_York", "Asia/Tokyo", "UTC"].randomElement(using: &random)!
                settings.general.dayStartHour = Int.random(in: 0...5, using: &random)
                settings.general.weekStart = [1, 2, 7].randomElement(using: &random)!
                run(.changeSettings(settings), morning)
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let todo: TodoID = id()
                let link: Todo.Link = Bool.random(using: &random) ? .goal(goal!) : .area(area)
                run(.daily(.addTodo(id: todo, date: date, text: "To-do \(number)", link: link)), morning)
                todos.append(todo)
            }
            for hour in 0..<Int.random(in: 0...4, using: &random) {
                let intention: IntentionID = id()
                let at = morning.addingTimeInterval(Double(hour) * 3_600 + 60)
                run(
                    .startIntention(
                        id: intention, text: "Work \(number)", minutes: 25, todo: todos.suffix(6).randomElement(using: &random)), at)
                run(.endIntention(id: intention), at.addingTimeInterval(1_500))
                intentions.append(intention)
            }
            let evening = morning.addingTimeInterval(12 * 3_600)
            if let todo = todos.randomElement(using: &random) {
                switch Int.random(in: 0..<5, using: &random) {
                case 0: run(.daily(.completeTodo(todo)), evening)
                case 1: run(.daily(.carryTodo(todo, to: date.adding(days: Int.random(in: 1...45, using: &random)))), evening)
                case 2: run(.daily(.dropTodo(todo)), evening)
                case 3: run(.daily(.reopenTodo(todo)), evening)
                default: run(.daily(.changeTodo(id: todo, text: "Renamed \(number)")), evening)
                }
            }
            if Int.random(in: 0..<6, using: &random) == 0, let old = intentions.randomElement(using: &random) {
                let moved = state.intentions[old].map {
                    $0.startedAt.addingTimeInterval(Double(Int.random(in: -40...40, using: &random)) * 86_400)
                }
                run(.editIntention(id: old, text: "Edited \(number)", startedAt: moved.map { min($0, evening) }, endedAt: nil), evening)
            }
            if Int.random(in: 0..<8, using: &random) == 0 {
                run(.daily(.recordStandup(date: date, plan: Array(todos.suffix(2)), carry: [], note: "Standup \(day)")), morning)
            }
            if day % 7 == 6 {
                let week = date.adding(days: -6)
                let item: ActionItemID = id()
                var answers: [ActionItemID: Bool] = [:]
                if let old = items.randomElement(using: &random) { answers[old] = Bool.random(using: &random) }
                run(
                    .weekly(
                        .recordRetro(
                            week: week, wentWell: "Week \(day)", wentPoorly: nil, toImprove: nil,
                            actionItems: [.init(id: item, text: "Item \(number)")], answers: answers)), evening)
                items.append(item)
            }
        }
        return events
    }

    /// Every view, as text: days, weeks, and every id.
    static func views(_ state: UserState, ids: (todos: [TodoID], intentions: [IntentionID])) -> [String] {
        var out = ["\(state.version)", "\(state.settings)", "\(state.weekly.goalCount)", "\(state.intentions.count)"]
        for offset in stride(from: -7, to: days + 50, by: 1) {
            let date = first.adding(days: offset)
            out.append(
                "\(date) \(state.daily.todos(on: date)) \(state.daily.todos(carriedAwayFrom: date)) \(state.intentions(on: date).map(\.id))"
            )
            out.append(
                "\(state.daily.standup(on: date).map(\.note) ?? "-") \(state.daily.openTodos(before: date, limit: 4).items.map(\.id))")
            out.append(
                "\(state.weekly.goals(weekStarting: date).map(\.title)) \(String(describing: state.weekly.capacity(weekStarting: date)))")
            out.append("\(String(describing: state.weekly.retrospective(weekStarting: date)))")
            out.append(
                "\(state.weekly.actionItems(weekStarting: date, shown: 3).items) \(state.weekly.openActionItems(before: date, limit: 4).items)"
            )
        }
        out += ids.todos.map { "\(String(describing: state.daily[$0])) \(state.daily.intentions(of: $0))" }
        out += ids.intentions.map { "\(String(describing: state.intentions[$0]))" }
        return out
    }

    /// A command that names what the week's review will read (``UserState/partsOfReview(weekContaining:now:)``) and
    /// loads it with the state misses nothing the review reads by date, and reads it as the whole fold answers it:
    /// any week of any life, before, inside and after it, with the week start and time zone the life changed to. What
    /// it may still miss is reached by id: the to-dos of the week's goals, carried to any month, and their intentions,
    /// edited into any month (a second run loads those).
    @Test(arguments: 0..<6)
    func theWeekReviewNamesTheMonthsItReads(seed: Int) throws {
        let events = Self.life(seed: UInt64(seed))
        var whole = UserState.fresh(timeZone: "UTC")
        UserStateSnapshotTests.fold(events, into: &whole)
        let head = try whole.snapshotHead()
        let parts = try Dictionary(uniqueKeysWithValues: whole.changedParts.map { ($0, try #require(try whole.snapshotPart($0))) })
        let empty = UserState.fresh(timeZone: "UTC")
        let now = instant("2026-05-20T12:00:00Z")
        var random = SplitMix64(seed: UInt64(seed) &+ 2_000)
        for _ in 0..<10 {
            let date = Self.first.adding(days: Int.random(in: -14...Self.days + 14, using: &random))
            let load = PartLoad()
            var state = try UserState(snapshotHead: head, defaultTimeZone: "UTC", load: load)
            for part in state.partsOfReview(weekContaining: date, now: now).parts {
                try state.loadPart(part, try parts[part] ?? #require(try empty.snapshotPart(part)))
            }
            #expect(load.take().isEmpty)
            let review = state.review(weekContaining: date, now: now)
            let missed = load.take()
            var byID: Set<String> = []
            for goal in whole.weekly.goals(weekStarting: whole.calendar.weekStart(containing: date)) {
                for todo in whole.daily.todos(of: goal.id) {
                    byID.insert(DailyLog.partName(DailyLog.month(of: todo.date)))
                    for id in whole.daily.intentions(of: todo.id) {
                        if let intention = whole.intentions[id] {
                            byID.insert(IntentionLog.partName(IntentionLog.month(of: intention.startedAt)))
                        }
                    }
                }
            }
            #expect(missed.parts.isSubset(of: byID), "the week of \(date) read \(missed.parts.subtracting(byID))")
            if missed.isEmpty {
                #expect("\(review)" == "\(whole.review(weekContaining: date, now: now))", "the week of \(date)")
            }
        }
    }

    @Test(arguments: 0..<12)
    func aLifeReadFromASnapshotReadsAsTheWholeFold(seed: Int) throws {
        let events = Self.life(seed: UInt64(seed))
        var whole = UserState.fresh()
        UserStateSnapshotTests.fold(events, into: &whole)
        let ids = (
            todos: events.compactMap { $0.as(DomainEvent.TodoAdded.self)?.todoId },
            intentions: events.compactMap { $0.as(DomainEvent.IntentionStarted.self)?.intentionId }
        )
        let expected = Self.views(whole, ids: ids)
        var random = SplitMix64(seed: UInt64(seed) &+ 1_000)
        for cut in [0, events.count] + (0..<3).map({ _ in Int.random(in: 0...events.count, using: &random) }) {
            let read = try UserStateSnapshotTests.read(events, cut: cut) { Self.views($0, ids: ids) }
            let firstDifference = zip(read, expected).first { $0 != $1 }
            #expect(read == expected, "cut at \(cut) of \(events.count): \(String(describing: firstDifference))")
        }
    }
}
