import Foundation
import PropertyBased
import Testing

@testable import SystemCore

/// The indexes behind the short lists agree with a plain walk through every day, for random histories: whatever
/// to-dos were added, done, dropped, reopened, carried and reordered, and whatever action items were made, answered
/// and corrected away, every page of the open ones is what the walk finds, in its order.
@Suite struct OpenListsPropertyTests {
    let career: AreaID = fixedID(1)
    let first = civil("2026-01-05")
    /// The days a history touches: forty from `first`.
    let span = 40
    let now = instant("2026-06-01T12:00:00Z")

    func withArea() throws -> UserState {
        var state = UserState.with(Settings(timeZone: "UTC"))
        try state.weekly(.createArea(id: career, name: "Career"), at: now)
        return state
    }

    // MARK: - To-dos

    /// Runs the steps: each number is an action (its remainder by 7), a day of the span and a to-do already added.
    /// A step the core refuses (reopening an open one, carrying a done one) is skipped, as a user's would be.
    func todoHistory(_ steps: [Int]) throws -> (UserState, Int) {
        var state = try withArea()
        var added: [TodoID] = []
        for step in steps {
            let day = first.adding(days: (step / 7) % span)
            let pick = added.isEmpty ? nil : added[(step / (7 * span)) % added.count]
            let command: DailyCommand
            switch (step % 7, pick) {
            case (0, _), (1, _), (_, nil):
                let id: TodoID = fixedID(100 + added.count)
                added.append(id)
                command = .addTodo(id: id, date: day, text: "To-do \(added.count)", link: .area(career))
            case (2, let id?): command = .completeTodo(id)
            case (3, let id?): command = .reopenTodo(id)
            case (4, let id?): command = .dropTodo(id)
            case (5, let id?): command = .carryTodo(id, to: day)
            default: command = .reorderTodos(date: day, Array(state.daily.todos(on: day).map(\.id).reversed()))
            }
            _ = try? state.daily(command, at: now)
        }
        return (state, added.count)
    }

    /// The open to-dos before `end`, found by walking back day by day: newest day first, each day's in its order.
    func walkTodos(_ state: UserState, before end: CivilDate) -> [TodoID] {
        (0..<span).reversed().map { first.adding(days: $0) }.filter { $0 < end }
            .flatMap { state.daily.todos(on: $0).filter(\.isOpen).map(\.id) }
    }

    @Test func everyPageOfOpenToDosIsWhatAWalkThroughTheDaysFinds() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...9_999).array(of: 0...90), Gen.int(in: 0...(span + 1)), Gen.int(in: 1...9)
        ) { steps, end, limit in
            let (state, _) = try todoHistory(steps)
            let before = first.adding(days: end)
            let expected = walkTodos(state, before: before)

            // The count, the standup's few and what they leave out
            #expect(state.daily.openTodoCount(before: before) == expected.count)
            let brief = state.standupBrief(on: before)
            #expect(brief.carryOver.map(\.id) == Array(expected.prefix(StandupBrief.carryOverShown)))
            #expect(brief.olderCarryOver.count == max(0, expected.count - StandupBrief.carryOverShown))

            // Every page in turn, each after the cursor of the one before
            var listed: [TodoID] = []
            var cursor: PageCursor?
            repeat {
                let page = state.daily.openTodos(before: before, after: cursor, limit: limit)
                #expect(page.total == expected.count)
                #expect(page.offset == listed.count)
                #expect(page.items.count <= limit)
                listed += page.items.map(\.id)
                cursor = page.next
            } while cursor != nil && listed.count <= expected.count
            #expect(listed == expected)
        }
    }

    @Test func theIndexOfAReplayedHistoryIsTheSame() async {
        await propertyCheck(count: 50, input: Gen.int(in: 0...9_999).array(of: 0...90)) { steps in
            // Given a history, and the same events folded again into a fresh state
            var state = try withArea()
            var replayed = try withArea()
            var added = 0
            for step in steps {
                let day = first.adding(days: (step / 7) % span)
                let command: DailyCommand =
                    step % 3 == 0 || added == 0
                    ? .addTodo(id: fixedID(100 + added), date: day, text: "To-do", link: .area(career))
                    : step % 3 == 1 ? .completeTodo(fixedID(100 + step % added)) : .carryTodo(fixedID(100 + step % added), to: day)
                if case .addTodo = command { added += 1 }
                guard let events = try? state.daily(command, at: now) else { continue }
                for event in events { replayed.evolve(event) }
            }
            // Then both page the same
            let end = first.adding(days: span)
            #expect(
                state.daily.openTodos(before: end, limit: 500).items.map(\.id)
                    == replayed.daily.openTodos(before: end, limit: 500).items.map(\.id))
        }
    }

    // MARK: - Action items

    /// Runs the steps: retrospectives of the weeks of the span with up to three action items, answers in later
    /// weeks, and corrections that leave items out. Refused steps are skipped.
    func retroHistory(_ steps: [Int]) -> UserState {
        var state = (try? withArea()) ?? UserState.fresh()
        var made: [ActionItemID] = []
        var next = 0
        for step in steps {
            let week = first.adding(days: 7 * ((step / 4) % (span / 7)))
            let command: WeeklyCommand
            switch step % 4 {
            case 0, 1:
                // A retrospective for the week: its items kept, and new ones added (a correction may drop some).
                let kept = state.weekly.retrospective(weekStarting: week).map { state.weekly.actionItems(madeIn: $0) } ?? []
                let keep = kept.filter { _ in step % 3 != 0 }
                var drafts = keep.map { WeeklyCommand.ActionItemDraft(id: $0.id, text: $0.text) }
                for _ in 0..<((step / 16) % 3) {
                    let id: ActionItemID = fixedID(900 + next)
                    next += 1
                    made.append(id)
                    drafts.append(.init(id: id, text: "Item \(next)"))
                }
                command = .recordRetro(
                    week: week, wentWell: "Week \(week)", wentPoorly: nil, toImprove: nil, actionItems: drafts, answers: [:])
            default:
                guard !made.isEmpty else { continue }
                command = .checkActionItem(made[(step / 4) % made.count], done: step % 8 < 4, week: week.adding(days: 7 * (step % 3)))
            }
            _ = try? state.weekly(command, at: now)
        }
        return state
    }

    /// The open action items made before `start`, found by walking back through every week's retrospective.
    func walkActionItems(_ state: UserState, before start: CivilDate) -> [ActionItemID] {
        (0..<(span / 7 + 1)).reversed().map { first.adding(days: 7 * $0) }.filter { $0 < start }
            .flatMap { week in
                (state.weekly.retrospective(weekStarting: week).map { state.weekly.actionItems(madeIn: $0) } ?? [])
                    .filter(\.isOpen).map(\.id)
            }
    }

    @Test func everyPageOfOpenActionItemsIsWhatAWalkThroughTheRetrospectivesFinds() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...9_999).array(of: 0...60), Gen.int(in: 0...(span / 7 + 1)), Gen.int(in: 1...5)
        ) { steps, weeks, limit in
            let state = retroHistory(steps)
            let start = first.adding(days: 7 * weeks)
            let expected = walkActionItems(state, before: start)
            #expect(state.weekly.openActionItemCount(before: start) == expected.count)

            var listed: [ActionItemID] = []
            var cursor: PageCursor?
            repeat {
                let page = state.weekly.openActionItems(before: start, after: cursor, limit: limit)
                #expect(page.total == expected.count)
                #expect(page.offset == listed.count)
                listed += page.items.map(\.id)
                cursor = page.next
            } while cursor != nil && listed.count <= expected.count
            #expect(listed == expected)

            // The week's list: the newest open ones, and every one answered in the week
            let week = state.weekly.actionItems(weekStarting: start, shown: limit)
            let answered = walkAnswered(state, inWeekStarting: start)
            #expect(Set(week.items.map(\.id)) == Set(expected.prefix(limit) + answered.map(\.id)))
            #expect(week.older.count == max(0, expected.count - limit))
        }
    }

    /// Every action item answered in the week from `start` and made before it, found by walking every retrospective.
    func walkAnswered(_ state: UserState, inWeekStarting start: CivilDate) -> [ActionItem] {
        (0..<(span / 7 + 1)).map { first.adding(days: 7 * $0) }.filter { $0 < start }
            .flatMap { week in state.weekly.retrospective(weekStarting: week).map { state.weekly.actionItems(madeIn: $0) } ?? [] }
            .filter { item in item.outcome.map { $0.week >= start && $0.week <= start.adding(days: 6) } ?? false }
    }
}
