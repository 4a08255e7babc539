import Foundation
import Testing

@testable import SystemCore

/// The Daily as `UserState.decide` sees it: to-dos tied to the week's plan, intentions started from them, and the
/// daily standup.
@Suite struct DailyTests {
    // The week of Monday 2026-11-16 in UTC, weeks from Monday, days from 04:00; it is Wednesday morning.
    let monday = civil("2026-11-16")
    let tuesday = civil("2026-11-17")
    let wednesday = civil("2026-11-18")
    let now = instant("2026-11-18T09:00:00Z")

    let career: AreaID = fixedID(1)
    let family: AreaID = fixedID(2)
    let importer: GoalID = fixedID(11)
    let holidays: GoalID = fixedID(12)
    let parse: TodoID = fixedID(21)
    let call: TodoID = fixedID(22)
    let cover: TodoID = fixedID(23)

    /// A user with the areas Career and Family and a goal in each this week.
    func planned() throws -> UserState {
        var state = UserState.with(Settings(timeZone: "UTC"))
        try state.weekly(.createArea(id: career, name: "Career"), at: now)
        try state.weekly(.createArea(id: family, name: "Family"), at: now)
        try state.weekly(.addGoal(id: importer, week: monday, area: career, title: "Ship the importer", estimate: .minutes(360)), at: now)
        try state.weekly(.addGoal(id: holidays, week: monday, area: family, title: "Plan the holidays", estimate: .minutes(120)), at: now)
        return state
    }

    /// The planned week with three to-dos on Wednesday: two for the importer goal, one for the Family area.
    func withTodos() throws -> UserState {
        var state = try planned()
        try state.daily(.addTodo(id: parse, date: wednesday, text: "Parse the CSV", link: .goal(importer)), at: now)
        try state.daily(.addTodo(id: call, date: wednesday, text: "Call the school", link: .area(family)), at: now)
        try state.daily(.addTodo(id: cover, date: wednesday, text: "Cover the parser", link: .goal(importer)), at: now)
        return state
    }

    // MARK: - To-dos

    @Test func aToDoIsAddedToItsDayLinkedToAGoalOrAnArea() throws {
        // Given the planned week
        var state = try planned()

        // When a to-do for the importer goal is added, with padding
        let events = try state.daily(.addTodo(id: parse, date: wednesday, text: "  Parse the CSV ", link: .goal(importer)), at: now)
        try state.daily(.addTodo(id: call, date: wednesday, text: "Call the school", link: .area(family)), at: now)

        // Then it is on its day, trimmed, open, in the order added
        #expect(events == [.todoAdded(.init(todoId: parse, date: wednesday, text: "Parse the CSV", link: .goal(importer)))])
        #expect(state.daily.todos(on: wednesday).map(\.text) == ["Parse the CSV", "Call the school"])
        #expect(state.daily[parse]?.isOpen == true)
        #expect(state.daily[call]?.link == .area(family))
        #expect(state.daily.todos(of: importer).map(\.id) == [parse])
        #expect(state.area(of: .goal(importer)) == career)
        #expect(state.daily.todos(on: tuesday).isEmpty)
    }

    @Test func anUnlinkedToDoIsRefusedWithTheWeeksGoalsAndAreasToChooseFrom() throws {
        // Given the planned week
        let state = try planned()

        // When a to-do is added with no goal or area
        let error = try #require(
            refusal(
                of: .daily(.addTodo(id: parse, date: wednesday, text: "Parse the CSV", link: nil)),
                by: state, at: now))

        // Then it is refused, and the message offers the week's goals and the areas
        #expect(error.kind == .invalid)
        #expect(error.code == "todo_unlinked")
        #expect(error.field == "goal")
        for choice in ["“Ship the importer”", "“Plan the holidays”", "Career", "Family"] {
            #expect(error.message.contains(choice), "\(error.message) should offer \(choice)")
        }
    }

    @Test func anUnlinkedToDoInAWeekWithoutGoalsOffersTheAreas() throws {
        // Given goals this week, but a to-do for next week, which has none; and a done goal this week
        var state = try planned()
        try state.weekly(.completeGoal(holidays), at: now)
        let nextWeek = try #require(
            refusal(
                of: .daily(.addTodo(id: parse, date: civil("2026-11-24"), text: "Parse", link: nil)),
                by: state, at: now))
        #expect(nextWeek.code == "todo_unlinked")
        #expect(nextWeek.message.contains("Career, Family"))
        #expect(!nextWeek.message.contains("Ship the importer"))

        // And this week offers only the goals still open
        let thisWeek = try #require(refusal(of: .daily(.addTodo(id: parse, date: wednesday, text: "Parse", link: nil)), by: state, at: now))
        #expect(thisWeek.message.contains("Ship the importer"))
        #expect(!thisWeek.message.contains("Plan the holidays"))
    }

    @Test func anUnlinkedToDoWithNothingPlannedSaysToCreateAnAreaFirst() {
        let error = refusal(of: .daily(.addTodo(id: parse, date: wednesday, text: "Parse", link: nil)), by: .fresh(), at: now)
        #expect(error?.code == "todo_unlinked")
        #expect(error?.message.contains("create an area of focus") == true)
    }

    @Test func aToDoCannotBeLinkedToAnArchivedAreaOrADroppedGoal() throws {
        // Given Career archived and the holidays goal dropped
        var state = try planned()
        try state.weekly(.dropGoal(holidays, reason: "Moved to December"), at: now)
        try state.weekly(.createArea(id: fixedID(3), name: "Chores"), at: now)
        try state.weekly(.archiveArea(fixedID(3)), at: now)

        // Then a to-do for either is refused, saying which
        expectRefusal(
            .daily(.addTodo(id: parse, date: wednesday, text: "Vacuum", link: .area(fixedID(3)))), by: state, at: now,
            kind: .conflict, code: "area_archived", field: "area")
        expectRefusal(
            .daily(.addTodo(id: parse, date: wednesday, text: "Book flights", link: .goal(holidays))), by: state, at: now,
            kind: .conflict, code: "goal_dropped", field: "goal")
        expectRefusal(
            .daily(.addTodo(id: parse, date: wednesday, text: "Book", link: .goal(fixedID(99)))), by: state, at: now,
            kind: .notFound, code: "goal_not_found", field: "goal")
    }

    @Test(arguments: ["", "   ", String(repeating: "t", count: 281)])
    func aToDoNeedsTextOf1To280Characters(_ text: String) throws {
        expectInvalid(
            .daily(.addTodo(id: parse, date: wednesday, text: text, link: .goal(importer))), by: try planned(), at: now,
            field: "text")
    }

    @Test func aToDoWithAnIdInUseIsAConflict() throws {
        expectRefusal(
            .daily(.addTodo(id: parse, date: tuesday, text: "Again", link: .area(career))), by: try withTodos(), at: now,
            kind: .conflict, code: "todo_exists", field: "id")
    }

    @Test func aToDoIsRelinkedAndReworded() throws {
        // Given a to-do for the importer goal
        var state = try withTodos()

        // When it is reworded and linked to Family instead
        let events = try state.daily(.changeTodo(id: parse, text: "Plan the route", link: .area(family)), at: now)

        // Then its time now counts toward Family
        #expect(events == [.todoChanged(.init(todoId: parse, text: "Plan the route", link: .area(family)))])
        #expect(state.daily[parse]?.link == .area(family))
        #expect(state.daily.todos(of: importer).map(\.id) == [cover])

        // And a change to what it is records nothing
        #expect(try state.decide(.daily(.changeTodo(id: parse, text: "Plan the route")), now: now).isEmpty)
    }

    @Test func aToDoKeepsItsLinkToAnAreaArchivedSinceWhenOnlyItsTextChanges() throws {
        // Given a to-do for Family, and Family archived since
        var state = try withTodos()
        try state.weekly(.archiveArea(family), at: now)

        // Then its text can still be corrected, but it cannot be linked anew to the archived area
        try state.daily(.changeTodo(id: call, text: "Call the school office"), at: now)
        #expect(state.daily[call]?.text == "Call the school office")
        expectRefusal(
            .daily(.changeTodo(id: parse, link: .area(family))), by: state, at: now,
            kind: .conflict, code: "area_archived", field: "area")
    }

    @Test func aToDoIsCompletedReopenedAndDropped() throws {
        // Given an open to-do
        var state = try withTodos()

        // When it is completed, Then it is done at that moment, once
        #expect(try state.daily(.completeTodo(parse), at: now) == [.todoCompleted(.init(todoId: parse, at: now))])
        #expect(state.daily[parse]?.status == .done(at: now))
        #expect(try state.decide(.daily(.completeTodo(parse)), now: now).isEmpty)

        // When it is reopened, Then it is open, once
        #expect(try state.daily(.reopenTodo(parse), at: now) == [.todoReopened(.init(todoId: parse))])
        #expect(state.daily[parse]?.isOpen == true)
        #expect(try state.decide(.daily(.reopenTodo(parse)), now: now).isEmpty)

        // When it is dropped, Then it stays on its day as dropped, once
        #expect(try state.daily(.dropTodo(parse), at: now) == [.todoDropped(.init(todoId: parse, at: now))])
        #expect(state.daily[parse]?.status == .dropped(at: now))
        #expect(state.daily.todos(on: wednesday).map(\.id) == [parse, call, cover])
        #expect(try state.decide(.daily(.dropTodo(parse)), now: now).isEmpty)
    }

    @Test(arguments: [
        DailyCommand.completeTodo(fixedID(99)), .reopenTodo(fixedID(99)), .dropTodo(fixedID(99)),
        .carryTodo(fixedID(99), to: civil("2026-11-19")),
        .changeTodo(id: fixedID(99), text: "x"),
    ])
    func anUnknownToDoIsNotFound(_ command: DailyCommand) throws {
        expectRefusal(.daily(command), by: try withTodos(), at: now, kind: .notFound, code: "todo_not_found", field: "todo")
    }

    @Test func carryingAToDoRecordsTheMoveAndTheOldDayStillListsIt() throws {
        // Given a to-do on Wednesday
        var state = try withTodos()

        // When it is carried to Thursday, then on to Friday
        let events = try state.daily(.carryTodo(parse, to: civil("2026-11-19")), at: now)
        try state.daily(.carryTodo(parse, to: civil("2026-11-20")), at: now)

        // Then it is on Friday with both moves in its history
        #expect(events == [.todoCarried(.init(todoId: parse, from: wednesday, to: civil("2026-11-19")))])
        let todo = try #require(state.daily[parse])
        #expect(todo.date == civil("2026-11-20"))
        #expect(
            todo.moves == [
                Todo.Move(from: wednesday, to: civil("2026-11-19")), Todo.Move(from: civil("2026-11-19"), to: civil("2026-11-20")),
            ])
        #expect(state.daily.todos(on: civil("2026-11-20")).map(\.id) == [parse])

        // And Wednesday and Thursday no longer hold it, but list it as carried away
        #expect(state.daily.todos(on: wednesday).map(\.id) == [call, cover])
        #expect(state.daily.todos(carriedAwayFrom: wednesday).map(\.id) == [parse])
        #expect(state.daily.todos(carriedAwayFrom: civil("2026-11-19")).map(\.id) == [parse])

        // And carrying it to the day it is on records nothing
        #expect(try state.decide(.daily(.carryTodo(parse, to: civil("2026-11-20"))), now: now).isEmpty)
    }

    @Test func aToDoCarriedBackIsNoLongerListedAsCarriedAwayFromItsDay() throws {
        var state = try withTodos()
        try state.daily(.carryTodo(parse, to: civil("2026-11-19")), at: now)
        try state.daily(.carryTodo(parse, to: wednesday), at: now)
        #expect(state.daily.todos(on: wednesday).map(\.id) == [call, cover, parse])
        #expect(state.daily.todos(carriedAwayFrom: wednesday).isEmpty)
        #expect(state.daily.todos(carriedAwayFrom: civil("2026-11-19")).map(\.id) == [parse])
    }

    @Test func aDoneToDoIsNotCarried() throws {
        var state = try withTodos()
        try state.daily(.completeTodo(parse), at: now)
        expectRefusal(
            .daily(.carryTodo(parse, to: civil("2026-11-19"))), by: state, at: now,
            kind: .conflict, code: "todo_done", field: "todo")
    }

    @Test func reorderingPutsTheNamedToDosFirst() throws {
        // Given parse, call, cover on Wednesday
        var state = try withTodos()

        // When cover and parse are put first
        let events = try state.daily(.reorderTodos(date: wednesday, [cover, parse]), at: now)

        // Then the day lists them so, call after them
        #expect(events == [.todosReordered(.init(date: wednesday, todoIds: [cover, parse]))])
        #expect(state.daily.todos(on: wednesday).map(\.id) == [cover, parse, call])

        // And the order as it is records nothing, while a to-do of another day is refused
        #expect(try state.decide(.daily(.reorderTodos(date: wednesday, [cover])), now: now).isEmpty)
        try state.daily(.carryTodo(call, to: civil("2026-11-19")), at: now)
        expectRefusal(
            .daily(.reorderTodos(date: wednesday, [call, parse])), by: state, at: now,
            kind: .notFound, code: "todo_not_found", field: "todos")
    }

    // MARK: - Intentions from to-dos

    @Test func anIntentionFromAToDoCountsTowardItsGoalAndArea() throws {
        // Given to-dos for the importer goal and for the Family area
        var state = try withTodos()

        // When intentions are started from each, and one free-standing
        let events = try state.run(.startIntention(id: intentionID(1), text: "Parse the CSV", minutes: 50, todo: parse), at: now)
        try state.run(.endIntention(id: intentionID(1)), at: now.plus(minutes: 45))
        try state.record(intentionID(2), "Call", from: now.plus(minutes: 60), endingAfter: 15, todo: call)
        try state.record(intentionID(3), "Email", from: now.plus(minutes: 90), endingAfter: 10)

        // Then the intention remembers its to-do, and the to-do its intention
        #expect(
            events == [
                .intentionStarted(
                    .init(
                        intentionId: intentionID(1), text: "Parse the CSV", plannedMinutes: 50,
                        startedAt: now, todoId: parse))
            ])
        #expect(state.intentions[intentionID(1)]?.todoID == parse)
        #expect(state.daily.intentions(of: parse) == [intentionID(1)])

        // And its time flows up to the goal and the area; the free-standing one counts toward neither
        let plan = state.plan(weekContaining: wednesday, now: now.plus(minutes: 120))
        #expect(plan.goals.first { $0.goal.id == importer }?.spentMinutes == 45)
        #expect(plan.goals.first { $0.goal.id == holidays }?.spentMinutes == 0)
        #expect(plan.areas.map(\.spentMinutes) == [45, 15])
        #expect(plan.unplannedMinutes == 10)
    }

    @Test func aDoneToDoRefusesANewIntention() throws {
        var state = try withTodos()
        try state.daily(.completeTodo(parse), at: now)
        let error = try #require(
            refusal(
                of: .startIntention(id: intentionID(1), text: "More parsing", minutes: 25, todo: parse),
                by: state, at: now))
        #expect(error.kind == .conflict)
        #expect(error.code == "todo_done")
        #expect(error.field == "todo")
        #expect(error.message.contains("Parse the CSV"))
    }

    @Test func anIntentionFromAnUnknownToDoIsNotFound() throws {
        expectRefusal(
            .startIntention(id: intentionID(1), text: "Parse", minutes: 25, todo: fixedID(99)), by: try withTodos(), at: now,
            kind: .notFound, code: "todo_not_found", field: "todo")
    }

    // MARK: - Standup

    /// Tuesday: "Parse" done, "Call" open, "Cover" dropped; Monday: "Sketch" still open; Wednesday: "Review" planned.
    func beforeWednesdaysStandup() throws -> UserState {
        var state = try planned()
        let sketch: TodoID = fixedID(24)
        let review: TodoID = fixedID(25)
        try state.daily(.addTodo(id: sketch, date: monday, text: "Sketch the format", link: .goal(importer)), at: now)
        try state.daily(.addTodo(id: parse, date: tuesday, text: "Parse the CSV", link: .goal(importer)), at: now)
        try state.daily(.addTodo(id: call, date: tuesday, text: "Call the school", link: .area(family)), at: now)
        try state.daily(.addTodo(id: cover, date: tuesday, text: "Cover the parser", link: .goal(importer)), at: now)
        try state.daily(.addTodo(id: review, date: wednesday, text: "Review the PR", link: .area(career)), at: now)
        try state.daily(.completeTodo(parse), at: now)
        try state.daily(.dropTodo(cover), at: now)
        return state
    }

    @Test func theStandupShowsYesterdayTheCarryOversAndTodaysToDos() throws {
        // Given Monday's and Tuesday's to-dos
        let state = try beforeWednesdaysStandup()

        // When Wednesday's standup is prepared
        let brief = state.standupBrief(on: wednesday)

        // Then it shows what was and was not done yesterday (a dropped to-do was a decision, not a miss),
        // everything still open from earlier days (newest day first, yesterday's on top), and today's to-dos
        #expect(brief.yesterdayDone.map(\.text) == ["Parse the CSV"])
        #expect(brief.yesterdayNotDone.map(\.text) == ["Call the school"])
        #expect(brief.carryOver.map(\.text) == ["Call the school", "Sketch the format"])
        #expect(brief.olderCarryOver.isEmpty)
        #expect(brief.todos.map(\.text) == ["Review the PR"])
        #expect(brief.standup == nil)
        #expect(brief.isDone == false)
    }

    @Test func recordingTheStandupCarriesTheChosenToDos() throws {
        // Given Monday's and Tuesday's to-dos
        var state = try beforeWednesdaysStandup()
        let sketch: TodoID = fixedID(24)
        let review: TodoID = fixedID(25)

        // When the standup carries Tuesday's open to-do and plans it with today's, one of them twice
        let standupAt = instant("2026-11-18T08:30:00Z")
        let events = try state.daily(
            .recordStandup(date: wednesday, plan: [call, review, call], carry: [call], note: "  Calls first "),
            at: standupAt)

        // Then the to-do moves to today, and the standup keeps the plan once each and the trimmed note
        #expect(
            events == [
                .todoCarried(.init(todoId: call, from: tuesday, to: wednesday)),
                .standupRecorded(.init(date: wednesday, plan: [call, review], note: "Calls first", at: standupAt)),
            ])
        #expect(state.daily[call]?.date == wednesday)
        #expect(state.daily.todos(on: wednesday).map(\.id) == [review, call])
        let brief = state.standupBrief(on: wednesday)
        #expect(brief.isDone)
        #expect(brief.standup?.plan == [call, review])
        #expect(brief.standup?.note == "Calls first")

        // And yesterday's list still shows the carried to-do as not done there, while only Monday's is left to carry
        #expect(brief.yesterdayNotDone.map(\.id).contains(call))
        #expect(brief.carryOver.map(\.id) == [sketch])
    }

    @Test func aStandupCarriesOnlyOpenToDosFromEarlierDays() throws {
        let state = try beforeWednesdaysStandup()
        expectInvalid(
            .daily(.recordStandup(date: wednesday, plan: [], carry: [fixedID(25)], note: nil)), by: state, at: now, field: "carry")
        expectRefusal(
            .daily(.recordStandup(date: wednesday, plan: [], carry: [parse], note: nil)), by: state, at: now,
            kind: .conflict, code: "todo_done", field: "todo")
        expectRefusal(
            .daily(.recordStandup(date: wednesday, plan: [fixedID(99)], carry: [], note: nil)), by: state, at: now,
            kind: .notFound, code: "todo_not_found", field: "todo")
        expectInvalid(
            .daily(.recordStandup(date: wednesday, plan: [], carry: [], note: String(repeating: "n", count: 2001))),
            by: state, at: now, field: "note")
    }

    @Test func theStandupListsTheWeeksOpenActionItems() throws {
        // Given last week's retrospective with two action items, one answered on Tuesday
        var state = try planned()
        try state.weekly(
            .recordRetro(
                week: civil("2026-11-09"), wentWell: nil, wentPoorly: nil, toImprove: nil,
                actionItems: [.init(id: fixedID(31), text: "Block 9–11"), .init(id: fixedID(32), text: "Walk")],
                answers: [:]), at: instant("2026-11-15T18:00:00Z"))
        #expect(state.standupBrief(on: monday).actionItems.map(\.text) == ["Block 9–11", "Walk"])
        try state.weekly(.checkActionItem(fixedID(31), done: true, week: tuesday), at: now)

        // Then Wednesday's standup lists only the open one
        #expect(state.standupBrief(on: wednesday).actionItems.map(\.text) == ["Walk"])
    }

    @Test(arguments: [
        // (now, the user's today, overdue?) with the standup due by 09:30 on Wednesday
        ("2026-11-18T09:29:00Z", "2026-11-18", false),
        ("2026-11-18T09:30:00Z", "2026-11-18", true),
        ("2026-11-18T22:00:00Z", "2026-11-18", true),
        // Another day's standup is never asked for
        ("2026-11-19T09:30:00Z", "2026-11-19", false),
        ("2026-11-17T12:00:00Z", "2026-11-17", false),
    ])
    func theStandupIsOverdueAfterItsTimeOnlyOnItsDay(_ at: String, _ today: String, _ overdue: Bool) throws {
        // Given a standup time of 09:30
        var state = try planned()
        try state.run(.changeSettings(Settings(timeZone: "UTC", standupBy: time("09:30"))), at: now)

        // Then Wednesday's standup is due at 09:30 on Wednesday, and overdue after it only on Wednesday
        let brief = state.standupBrief(on: wednesday)
        #expect(brief.dueAt == instant("2026-11-18T09:30:00Z"))
        #expect(state.today(now: instant(at)) == civil(today))
        #expect(brief.isOverdue(now: instant(at), today: civil(today)) == overdue)
    }

    @Test func aRecordedStandupIsNeverOverdue() throws {
        var state = try planned()
        try state.daily(.recordStandup(date: wednesday, plan: [], carry: [], note: nil), at: instant("2026-11-18T11:00:00Z"))
        #expect(state.standupBrief(on: wednesday).isOverdue(now: instant("2026-11-18T12:00:00Z"), today: wednesday) == false)
    }

    @Test func theStandupIsDueByTheTimeInTheUsersZone() throws {
        // Given a standup time of 10:00 in Berlin
        let state = UserState.with(Settings(timeZone: "Europe/Berlin", standupBy: time("10:00")))

        // Then Wednesday's is due at 09:00 UTC in winter, and a summer day's at 08:00 UTC
        #expect(state.standupBrief(on: wednesday).dueAt == instant("2026-11-18T09:00:00Z"))
        #expect(state.standupBrief(on: civil("2026-07-01")).dueAt == instant("2026-07-01T08:00:00Z"))
    }
}

/// A standup time before the day start belongs to the night after the day began, not before it.
@Suite struct StandupDueTests {
    @Test(arguments: [
        // standup by, day start hour, due (UTC, for Monday 16 November 2026)
        ("10:00", 4, "2026-11-16T10:00:00Z"),
        ("04:00", 4, "2026-11-16T04:00:00Z"),
        ("03:00", 4, "2026-11-17T03:00:00Z"),
        ("00:30", 0, "2026-11-16T00:30:00Z"),
    ])
    func theStandupIsDueWithinItsDay(standupBy: String, dayStart: Int, due: String) throws {
        var state = UserState(defaultTimeZone: "UTC")
        var settings = state.settings
        settings.dayStartHour = dayStart
        settings.standupBy = try #require(TimeOfDay(standupBy))
        state.evolve(.settingsChanged(.init(settings: settings)))

        let brief = state.standupBrief(on: CivilDate("2026-11-16")!)

        #expect(brief.dueAt == Readable.parseInstant(due))
    }
}
