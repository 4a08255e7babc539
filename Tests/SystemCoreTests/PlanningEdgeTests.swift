import Foundation
import Testing

@testable import SystemCore

/// The edges of planning a user can reach by accident: repeated ids, dropped to-dos, a changed week start, days off
/// without hours, and a retrospective saved again.
@Suite struct PlanningEdgeTests {
    let career: AreaID = fixedID(1)
    let family: AreaID = fixedID(2)
    let goal: GoalID = fixedID(3)
    let first: TodoID = fixedID(4)
    let second: TodoID = fixedID(5)
    let monday = civil("2026-11-16")
    /// Friday 20 November 2026, 12:00 UTC.
    let now = instant("2026-11-20T12:00:00Z")

    func planned() throws -> UserState {
        var state = UserState.fresh()
        try state.weekly(.createArea(id: career, name: "Career"), at: now)
        try state.weekly(.createArea(id: family, name: "Family"), at: now)
        try state.weekly(.addGoal(id: goal, week: monday, area: career, title: "Ship the importer", estimate: .minutes(360)), at: now)
        try state.daily(.addTodo(id: first, date: civil("2026-11-20"), text: "Parse", link: .goal(goal)), at: now)
        try state.daily(.addTodo(id: second, date: civil("2026-11-20"), text: "Test", link: .goal(goal)), at: now)
        return state
    }

    @Test func aNewOrderNamesEachToDoAndAreaOnce() throws {
        let state = try planned()
        expectRefusal(
            .daily(.reorderTodos(date: civil("2026-11-20"), [first, first])), by: state, at: now,
            kind: .invalid, code: "invalid_field", field: "todoIds")
        expectRefusal(
            .weekly(.reorderAreas([family, family])), by: state, at: now,
            kind: .invalid, code: "invalid_field", field: "areaIds")
    }

    @Test func aStoredOrderWithARepeatedIdListsEachToDoOnce() throws {
        // Given an order event that repeats an id (as an older build could have written)
        var state = try planned()
        state.evolve(.todosReordered(.init(date: civil("2026-11-20"), todoIds: [second, second, first])))

        // Then each to-do is listed once
        #expect(state.daily.todos(on: civil("2026-11-20")).map(\.id) == [second, first])
    }

    @Test func anIntentionStartsOnlyFromAnOpenToDo() throws {
        var state = try planned()
        try state.daily(.dropTodo(first), at: now)
        expectRefusal(
            .startIntention(id: fixedID(9), text: "Parse", minutes: 25, todo: first), by: state, at: now,
            kind: .conflict, code: "todo_dropped", field: "todo")
    }

    @Test func daysOffWithoutHoursTakeTheirShareOffTheSuggestion() throws {
        // Given a week with 70 focused minutes before it
        var state = try planned()
        try state.record(fixedID(9), from: instant("2026-11-10T09:00:00Z"), endingAfter: 70)

        // When two days off are set, without hours a day
        try state.weekly(
            .setCapacity(
                week: monday, perDayMinutes: nil, daysOff: [civil("2026-11-21"), civil("2026-11-22")],
                totalMinutes: nil), at: now)

        // Then the capacity is five sevenths of the suggestion
        let capacity = state.capacity(weekStarting: monday, now: now)
        #expect(capacity.suggestedMinutes == 70)
        #expect(capacity.source == .suggested)
        #expect(capacity.minutes == 50)
    }

    @Test func aWeekNotYetOverIsNeverPartOfASuggestion() throws {
        // Given 70 focused minutes last week and 44 so far this week (Friday)
        var state = try planned()
        try state.record(fixedID(9), from: instant("2026-11-10T09:00:00Z"), endingAfter: 70)
        try state.record(fixedID(10), from: instant("2026-11-20T09:00:00Z"), endingAfter: 44)

        // Then next week's suggestion is last week's time, not this unfinished week's
        let next = state.capacity(weekStarting: monday.adding(days: 7), now: now)
        #expect(next.suggestedMinutes == 70)
        #expect(next.suggestionWeeks == 1)
        #expect(next.left == nil, "a week not begun has nothing left over yet")

        // And once this week is over, it counts
        let later = state.capacity(weekStarting: monday.adding(days: 7), now: now.plus(minutes: 3 * 24 * 60))
        #expect(later.suggestedMinutes == (70 + 44) / 2)
    }

    @Test func aWeekPlannedBeforeTheWeekStartChangedIsStillCorrectedInPlace() throws {
        // Given a retrospective with an action item and a capacity with the weekend off, planned with Monday weeks
        var state = try planned()
        let item: ActionItemID = fixedID(20)
        try state.weekly(
            .recordRetro(
                week: monday, wentWell: "Shipped", wentPoorly: nil, toImprove: nil,
                actionItems: [.init(id: item, text: "Stop at six")], answers: [:]), at: now)
        try state.weekly(
            .setCapacity(
                week: monday, perDayMinutes: 240, daysOff: [civil("2026-11-21"), civil("2026-11-22")],
                totalMinutes: nil), at: now)

        // When weeks start on Sunday from now on
        var settings = state.settings
        settings.weekStart = 7
        try state.run(.changeSettings(settings), at: now)

        // Then the week of Sunday 15 November finds both, and its days off stay within it
        let sundayWeek = civil("2026-11-15")
        #expect(state.weekly.capacity(weekStarting: sundayWeek)?.daysOff == [civil("2026-11-21")])
        #expect(state.weekly.retrospective(weekStarting: sundayWeek)?.week == monday)

        // And correcting them writes under the stored keys: one retrospective and one capacity for the week
        let retro = try state.weekly(
            .recordRetro(
                week: sundayWeek, wentWell: "Shipped it", wentPoorly: nil, toImprove: nil,
                actionItems: [.init(id: item, text: "Stop at six")], answers: [:]), at: now)
        #expect(retro.count == 1)
        if let e = retro.first?.as(DomainEvent.RetroRecorded.self) {
            #expect(e.weekStart == monday)
        } else {
            Issue.record("no retrospective")
        }
        let capacity = try state.weekly(.setCapacity(week: sundayWeek, perDayMinutes: 360, daysOff: [], totalMinutes: nil), at: now)
        if let e = capacity.first?.as(DomainEvent.CapacitySet.self) { #expect(e.weekStart == monday) } else { Issue.record("no capacity") }
        #expect(state.capacity(weekStarting: sundayWeek, now: now).minutes == 7 * 360)
    }

    @Test func savingARetrospectiveAgainDoesNotRewriteItsAnswers() throws {
        // Given an action item of last week answered during this week
        var state = try planned()
        let item: ActionItemID = fixedID(20)
        let lastWeek = civil("2026-11-09")
        try state.weekly(
            .recordRetro(
                week: lastWeek, wentWell: nil, wentPoorly: nil, toImprove: "Less", actionItems: [.init(id: item, text: "Walk")],
                answers: [:]), at: now)
        try state.weekly(.checkActionItem(item, done: true, week: monday), at: now)

        // When this week's retrospective is saved with the same answer
        let events = try state.weekly(
            .recordRetro(
                week: monday, wentWell: "Fine", wentPoorly: nil, toImprove: nil, actionItems: [],
                answers: [item: true]), at: now)

        // Then only the retrospective is written
        #expect(events.count == 1)
        #expect(state.weekly[actionItem: item]?.outcome?.week == monday)
    }

    @Test func anActionItemIsListedOnceAndAnsweredInABegunWeek() throws {
        var state = try planned()
        let item: ActionItemID = fixedID(20)
        expectRefusal(
            .weekly(
                .recordRetro(
                    week: monday, wentWell: nil, wentPoorly: nil, toImprove: nil,
                    actionItems: [.init(id: item, text: "Walk"), .init(id: item, text: "Run")], answers: [:])),
            by: state, at: now, kind: .invalid, code: "invalid_field", field: "actionItems")
        try state.weekly(
            .recordRetro(
                week: monday, wentWell: nil, wentPoorly: nil, toImprove: nil,
                actionItems: [.init(id: item, text: "Walk")], answers: [:]), at: now)
        expectRefusal(
            .weekly(.checkActionItem(item, done: true, week: civil("2026-11-24"))), by: state, at: now,
            kind: .invalid, code: "invalid_field", field: "week")
    }
}
