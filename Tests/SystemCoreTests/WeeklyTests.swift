import Foundation
import Testing

@testable import SystemCore

/// The Weekly as `UserState.decide` sees it: areas of focus, goals with estimates, capacity, the week's plan, and
/// retrospectives whose action items follow the user into the next week.
@Suite struct WeeklyTests {
    // The week of Monday 2026-11-16 in UTC, weeks from Monday, days from 04:00; it is Wednesday morning.
    let monday = civil("2026-11-16")
    let nextMonday = civil("2026-11-23")
    let now = instant("2026-11-18T09:00:00Z")

    let career: AreaID = fixedID(1)
    let family: AreaID = fixedID(2)
    let health: AreaID = fixedID(3)
    let importer: GoalID = fixedID(11)
    let tests: GoalID = fixedID(12)
    let holidays: GoalID = fixedID(13)
    let focusBlocks: ActionItemID = fixedID(31)
    let walks: ActionItemID = fixedID(32)

    /// A user with the areas Career, Family and Health, in that order.
    func withAreas(_ settings: Settings = Settings(timeZone: "UTC")) throws -> UserState {
        var state = UserState.with(settings)
        try state.weekly(.createArea(id: career, name: "Career"), at: now)
        try state.weekly(.createArea(id: family, name: "Family"), at: now)
        try state.weekly(.createArea(id: health, name: "Health"), at: now)
        return state
    }

    /// Adds a goal to the week of `monday`.
    func addGoal(_ id: GoalID, _ title: String, in area: AreaID, _ estimate: Estimate, to state: inout UserState) throws {
        try state.weekly(.addGoal(id: id, week: monday, area: area, title: title, estimate: estimate), at: now)
    }

    // MARK: - Areas

    @Test func aNewAreaGetsAFittingIconAndAColourNotInUse() throws {
        // Given an area in blue
        var state = UserState.fresh()
        try state.weekly(.createArea(id: career, name: "Career", color: .blue), at: now)

        // When another is created with padding in its name, no icon or colour, and a 5-hour budget
        let events = try state.weekly(.createArea(id: health, name: "  Health ", weeklyBudgetMinutes: 300), at: now)

        // Then the name is trimmed, the icon fits the name, and the colour is the first one not taken
        #expect(events == [.areaCreated(.init(areaId: health, name: "Health", icon: .leaf, color: .green, weeklyBudgetMinutes: 300))])
        #expect(state.weekly.areas.find("health")?.id == health)
        #expect(state.weekly.areas.find(health.description)?.name == "Health")
        #expect(state.weekly.areas.active.map(\.name) == ["Career", "Health"])
    }

    @Test(arguments: ["Career", "career", "  CAREER "])
    func aSecondAreaWithTheSameNameIsRefused(_ name: String) throws {
        expectRefusal(
            .weekly(.createArea(id: fixedID(9), name: name)), by: try withAreas(), at: now,
            kind: .conflict, code: "area_exists", field: "name")
    }

    @Test(arguments: ["", "   ", String(repeating: "a", count: 41)])
    func anAreaNeedsAName(_ name: String) {
        expectInvalid(.weekly(.createArea(id: career, name: name)), by: .fresh(), at: now, field: "name")
    }

    @Test func anAreaWithAnIdInUseIsAConflict() throws {
        expectRefusal(
            .weekly(.createArea(id: career, name: "Play")), by: try withAreas(), at: now,
            kind: .conflict, code: "area_exists", field: "id")
    }

    @Test func renamingKeepsTheAreaAndItsGoals() throws {
        // Given Career with a goal
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)

        // When it is renamed
        let events = try state.weekly(.changeArea(id: career, name: "Craft"), at: now)

        // Then the area keeps its id, look and goals under the new name
        #expect(events == [.areaChanged(.init(areaId: career, name: "Craft", icon: .briefcase, color: .blue, weeklyBudgetMinutes: nil))])
        #expect(state.weekly.areas.find("craft")?.id == career)
        #expect(state.weekly.areas.find("career") == nil)
        let line = try #require(state.plan(weekContaining: monday, now: now).areas.first)
        #expect(line.area.name == "Craft")
        #expect(line.goals.map(\.goal.id) == [importer])

        // And the same name again records nothing, while a change of case is its own name, not a clash
        #expect(try state.decide(.weekly(.changeArea(id: career, name: " Craft ")), now: now).isEmpty)
        try state.weekly(.changeArea(id: career, name: "CRAFT"), at: now)
        #expect(state.weekly.areas[career]?.name == "CRAFT")
    }

    @Test func renamingToAnotherAreasNameIsRefused() throws {
        expectRefusal(
            .weekly(.changeArea(id: family, name: "career")), by: try withAreas(), at: now,
            kind: .conflict, code: "area_exists", field: "name")
    }

    @Test func aBudgetIsSetChangedAndRemoved() throws {
        // Given Career without a budget
        var state = try withAreas()

        // When a 10-hour budget is set, Then it is kept
        try state.weekly(.changeArea(id: career, weeklyBudgetMinutes: 600), at: now)
        #expect(state.weekly.areas[career]?.weeklyBudgetMinutes == 600)

        // When only the colour changes, Then the budget stays
        try state.weekly(.changeArea(id: career, color: .teal), at: now)
        #expect(state.weekly.areas[career]?.weeklyBudgetMinutes == 600)
        #expect(state.weekly.areas[career]?.color == .teal)

        // When the budget is removed, Then there is none
        try state.weekly(.changeArea(id: career, weeklyBudgetMinutes: .some(nil)), at: now)
        #expect(state.weekly.areas[career]?.weeklyBudgetMinutes == nil)
    }

    @Test(arguments: [-60, 7 * 24 * 60 + 1])
    func aBudgetBeyondTheWeekIsRefused(_ minutes: Int) throws {
        expectInvalid(
            .weekly(.changeArea(id: career, weeklyBudgetMinutes: minutes)), by: try withAreas(), at: now,
            field: "weeklyBudgetHours")
    }

    @Test func reorderingPutsTheNamedAreasFirst() throws {
        // Given Career, Family, Health
        var state = try withAreas()

        // When Health and Career are put first
        let events = try state.weekly(.reorderAreas([health, career]), at: now)

        // Then they lead, Family follows, and the plan lists them so
        #expect(events == [.areasReordered(.init(areaIds: [health, career]))])
        #expect(state.weekly.areas.active.map(\.id) == [health, career, family])
        #expect(state.plan(weekContaining: monday, now: now).areas.map(\.area.id) == [health, career, family])

        // And the order as it already is records nothing
        #expect(try state.decide(.weekly(.reorderAreas([health])), now: now).isEmpty)
    }

    @Test func reorderingAnUnknownAreaIsNotFound() throws {
        expectRefusal(
            .weekly(.reorderAreas([career, fixedID(99)])), by: try withAreas(), at: now,
            kind: .notFound, code: "area_not_found", field: "area")
    }

    @Test func anArchivedAreaRefusesNewGoalsUntilItIsRestored() throws {
        // Given Career archived
        var state = try withAreas()
        try state.weekly(.archiveArea(career), at: now)

        // Then it is kept, listed last, and no longer active
        #expect(state.weekly.areas[career]?.isArchived == true)
        #expect(state.weekly.areas.active.map(\.id) == [family, health])
        #expect(state.weekly.areas.all.map(\.id) == [family, health, career])
        #expect(try state.decide(.weekly(.archiveArea(career)), now: now).isEmpty)

        // And a goal in it is refused with a message that says what to do
        let goal = UserCommand.weekly(
            .addGoal(id: importer, week: monday, area: career, title: "Ship the importer", estimate: .minutes(360)))
        let error = try #require(refusal(of: goal, by: state, at: now))
        #expect(error.kind == .conflict)
        #expect(error.code == "area_archived")
        #expect(error.field == "area")
        #expect(error.message.contains("“Career” is archived"))

        // When it is restored
        let events = try state.weekly(.restoreArea(career), at: now)

        // Then it is back in its old place and takes goals again
        #expect(events == [.areaRestored(.init(areaId: career))])
        #expect(state.weekly.areas.active.map(\.id) == [career, family, health])
        try state.run(goal, at: now)
        #expect(state.weekly[goal: importer]?.areaID == career)
        #expect(try state.decide(.weekly(.restoreArea(career)), now: now).isEmpty)
    }

    @Test func aGoalCannotMoveIntoAnArchivedArea() throws {
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)
        try state.weekly(.archiveArea(family), at: now)
        expectRefusal(
            .weekly(.changeGoal(id: importer, area: family)), by: state, at: now,
            kind: .conflict, code: "area_archived", field: "area")
    }

    @Test func anArchivedNameCanBeReusedAndThenTheOldAreaCannotComeBackUnderIt() throws {
        // Given Career archived and a new area called Career
        var state = try withAreas()
        try state.weekly(.archiveArea(career), at: now)
        try state.weekly(.createArea(id: fixedID(4), name: "Career"), at: now)

        // Then the name finds the active one
        #expect(state.weekly.areas.find("Career")?.id == fixedID(4))

        // And restoring the old one would make two, so it is refused
        expectRefusal(.weekly(.restoreArea(career)), by: state, at: now, kind: .conflict, code: "area_exists", field: "name")
    }

    @Test func anArchivedAreaStaysInTheWeeksThatUsedIt() throws {
        // Given a goal in Career this week, and Career archived
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)
        try state.weekly(.archiveArea(career), at: now)

        // Then this week still shows Career with its goal, and next week does not show it
        let line = try #require(state.plan(weekContaining: monday, now: now).areas.first { $0.area.id == career })
        #expect(line.goals.map(\.goal.id) == [importer])
        #expect(!state.plan(weekContaining: nextMonday, now: now).areas.contains { $0.area.id == career })
    }

    // MARK: - Goals

    @Test func aGoalBelongsToTheWeekOfTheDayGiven() throws {
        // Given areas
        var state = try withAreas()

        // When a goal is added for Thursday, with padding in its title
        let events = try state.weekly(
            .addGoal(
                id: importer, week: civil("2026-11-19"), area: career, title: "  Ship the importer ",
                estimate: .minutes(360)), at: now)

        // Then it is stored under the week's Monday, and every day of that week shows it
        #expect(
            events == [
                .goalAdded(
                    .init(
                        goalId: importer, weekStart: monday, areaId: career, title: "Ship the importer",
                        estimate: .minutes(360)))
            ])
        let plan = state.plan(weekContaining: civil("2026-11-22"), now: now)
        #expect(plan.start == monday)
        #expect(plan.goals.map(\.goal.title) == ["Ship the importer"])
        #expect(plan.goals.first?.estimateMinutes == 360)
        #expect(plan.goals.first?.goal.isOpen == true)
        #expect(state.plan(weekContaining: nextMonday, now: now).goals.isEmpty)
        #expect(state.plan(weekContaining: civil("2026-11-15"), now: now).goals.isEmpty)
    }

    @Test func anEstimateOfMinusTwoHoursIsRefusedWithWhatIsWrong() throws {
        // Given an estimate typed as -2h
        let state = try withAreas()
        let estimate = try #require(Estimate.parse("-2h"))

        // When a goal is added with it
        let error = try #require(
            refusal(
                of: .weekly(
                    .addGoal(
                        id: importer, week: monday, area: career, title: "Ship the importer",
                        estimate: estimate)), by: state, at: now))

        // Then it is refused for the estimate, saying what was given and what is allowed
        #expect(error.kind == .invalid)
        #expect(error.code == "invalid_field")
        #expect(error.field == "estimate")
        #expect(error.message.contains("−2 h"))
        #expect(error.message.contains("between 15 minutes and 100 hours"))
    }

    @Test(arguments: [-120, 0, 14, 100 * 60 + 1, 1000 * 60])
    func anEstimateOutsideAQuarterHourTo100HoursIsRefused(_ minutes: Int) throws {
        let state = try withAreas()
        expectInvalid(
            .weekly(.addGoal(id: importer, week: monday, area: career, title: "Ship the importer", estimate: .minutes(minutes))),
            by: state, at: now, field: "estimate")
    }

    @Test(arguments: [15, 100 * 60])
    func anEstimateAtTheLimitsIsAccepted(_ minutes: Int) throws {
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(minutes), to: &state)
        #expect(state.plan(weekContaining: monday, now: now).estimateMinutes == minutes)
    }

    @Test func changingAGoalToABadEstimateIsRefused() throws {
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)
        expectInvalid(.weekly(.changeGoal(id: importer, estimate: .minutes(0))), by: state, at: now, field: "estimate")
    }

    @Test(arguments: [(Estimate.Size.small, 60), (.medium, 180), (.large, 600)])
    func aSizeStandsForTheHoursSetForIt(_ size: Estimate.Size, _ minutes: Int) throws {
        // Given sizes of 1, 3 and 10 hours in settings
        var state = try withAreas(Settings(timeZone: "UTC", smallMinutes: 60, mediumMinutes: 180, largeMinutes: 600))

        // When a goal is estimated by size
        try addGoal(importer, "Ship the importer", in: career, .size(size), to: &state)

        // Then the plan counts the hours behind the size
        let plan = state.plan(weekContaining: monday, now: now)
        #expect(plan.goals.first?.goal.estimate == .size(size))
        #expect(plan.goals.first?.estimateMinutes == minutes)
        #expect(plan.estimateMinutes == minutes)
    }

    @Test func changingTheSizesInSettingsChangesWhatSizedGoalsCount() throws {
        // Given a goal sized L under the default 8 hours
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .size(.large), to: &state)
        #expect(state.plan(weekContaining: monday, now: now).estimateMinutes == 480)

        // When L is set to 10 hours
        try state.run(.changeSettings(Settings(timeZone: "UTC", largeMinutes: 600)), at: now)

        // Then the goal, still sized L, counts 10 hours
        #expect(state.weekly[goal: importer]?.estimate == .size(.large))
        #expect(state.plan(weekContaining: monday, now: now).estimateMinutes == 600)
    }

    @Test(arguments: ["", "   ", String(repeating: "x", count: 201)])
    func aGoalNeedsATitleOf1To200Characters(_ title: String) throws {
        expectInvalid(
            .weekly(.addGoal(id: importer, week: monday, area: career, title: title, estimate: .minutes(60))),
            by: try withAreas(), at: now, field: "title")
    }

    @Test func anEmptyTitleIsRefusedSayingSo() throws {
        let error = try #require(
            refusal(
                of: .weekly(.addGoal(id: importer, week: monday, area: career, title: " ", estimate: .minutes(60))),
                by: try withAreas(), at: now))
        #expect(error.message.contains("cannot be empty"))
    }

    @Test func aGoalInAnUnknownAreaIsNotFound() throws {
        expectRefusal(
            .weekly(.addGoal(id: importer, week: monday, area: fixedID(99), title: "Ship", estimate: .minutes(60))),
            by: try withAreas(), at: now, kind: .notFound, code: "area_not_found", field: "area")
    }

    @Test func aGoalWithAnIdInUseIsAConflict() throws {
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)
        expectRefusal(
            .weekly(.addGoal(id: importer, week: nextMonday, area: family, title: "Again", estimate: .minutes(60))),
            by: state, at: now, kind: .conflict, code: "goal_exists", field: "id")
    }

    @Test func changingAGoalMovesItToAnotherAreaWithANewTitleAndEstimate() throws {
        // Given a goal in Career
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)

        // When it moves to Family with a new title and size
        let events = try state.weekly(
            .changeGoal(id: importer, area: family, title: "Plan the holidays", estimate: .size(.medium)), at: now)

        // Then the plan shows it under Family only
        #expect(events == [.goalChanged(.init(goalId: importer, areaId: family, title: "Plan the holidays", estimate: .size(.medium)))])
        let plan = state.plan(weekContaining: monday, now: now)
        #expect(plan.areas.first { $0.area.id == family }?.goals.map(\.goal.title) == ["Plan the holidays"])
        #expect(plan.areas.first { $0.area.id == career }?.goals.isEmpty == true)
        #expect(plan.areas.first { $0.area.id == family }?.estimateMinutes == 240)

        // And a change to what it already is records nothing
        #expect(try state.decide(.weekly(.changeGoal(id: importer, title: "Plan the holidays")), now: now).isEmpty)
    }

    @Test func changingAnUnknownGoalIsNotFound() throws {
        expectRefusal(
            .weekly(.changeGoal(id: importer, title: "Ship")), by: try withAreas(), at: now,
            kind: .notFound, code: "goal_not_found", field: "goal")
    }

    @Test func aGoalIsCompletedAndReopened() throws {
        // Given an open goal
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)

        // When it is completed
        let events = try state.weekly(.completeGoal(importer), at: now)

        // Then it is done at that moment, counted as done, and completing it again records nothing
        #expect(events == [.goalCompleted(.init(goalId: importer, at: now))])
        #expect(state.weekly[goal: importer]?.status == .done(at: now))
        #expect(state.plan(weekContaining: monday, now: now).goalsDone == 1)
        #expect(try state.decide(.weekly(.completeGoal(importer)), now: now).isEmpty)

        // When it is reopened, Then it is open again, once
        #expect(try state.weekly(.reopenGoal(importer), at: now) == [.goalReopened(.init(goalId: importer))])
        #expect(state.weekly[goal: importer]?.isOpen == true)
        #expect(state.plan(weekContaining: monday, now: now).goalsDone == 0)
        #expect(try state.decide(.weekly(.reopenGoal(importer)), now: now).isEmpty)
    }

    @Test(arguments: ["", "  \n ", String(repeating: "r", count: 501)])
    func droppingAGoalNeedsAShortReason(_ reason: String) throws {
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)
        expectInvalid(.weekly(.dropGoal(importer, reason: reason)), by: state, at: now, field: "reason")
    }

    @Test func aDroppedGoalKeepsItsReasonAndLeavesTheEstimate() throws {
        // Given two goals of 6 and 2 hours
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)
        try addGoal(tests, "Write the tests", in: career, .minutes(120), to: &state)

        // When the first is dropped with a reason
        try state.weekly(.dropGoal(importer, reason: "  Waiting for the API review "), at: now)

        // Then it stays listed with its reason, but neither its estimate nor the count of planned goals holds it
        #expect(state.weekly[goal: importer]?.status == .dropped(reason: "Waiting for the API review", at: now))
        let plan = state.plan(weekContaining: monday, now: now)
        #expect(plan.goals.map(\.goal.id) == [importer, tests])
        #expect(plan.goals.map(\.isDropped) == [true, false])
        #expect(plan.estimateMinutes == 120)
        #expect(plan.areas.first?.estimateMinutes == 120)
        #expect(plan.goalsPlanned == 1)

        // When it is reopened, Then it counts again
        try state.weekly(.reopenGoal(importer), at: now)
        #expect(state.plan(weekContaining: monday, now: now).estimateMinutes == 480)
    }

    // MARK: - Capacity

    @Test func capacityIsHoursADayTimesTheDaysNotOff() throws {
        // Given a user with areas
        var state = try withAreas()

        // When they set 5 hours a day for the week of Wednesday, with Friday off twice and Saturday off
        let events = try state.weekly(
            .setCapacity(
                week: civil("2026-11-18"), perDayMinutes: 300,
                daysOff: [civil("2026-11-21"), civil("2026-11-20"), civil("2026-11-20")],
                totalMinutes: nil), at: now)

        // Then the plan is stored under the week's start with each day off once, and the week has 5 × 5 hours
        #expect(
            events == [
                .capacitySet(
                    .init(
                        weekStart: monday, perDayMinutes: 300, daysOff: [civil("2026-11-20"), civil("2026-11-21")],
                        totalMinutes: nil))
            ])
        let capacity = state.plan(weekContaining: monday, now: now).capacity
        #expect(capacity.minutes == 1500)
        #expect(capacity.source == .perDay)
        #expect(capacity.availableDays == 5)

        // And setting the same again records nothing
        #expect(
            try state.decide(
                .weekly(
                    .setCapacity(
                        week: monday, perDayMinutes: 300, daysOff: [civil("2026-11-20"), civil("2026-11-21")],
                        totalMinutes: nil)), now: now
            ).isEmpty)
    }

    @Test func aTotalOverridesHoursADay() throws {
        var state = try withAreas()
        try state.weekly(.setCapacity(week: monday, perDayMinutes: 300, daysOff: [], totalMinutes: 1200), at: now)
        let capacity = state.plan(weekContaining: monday, now: now).capacity
        #expect(capacity.minutes == 1200)
        #expect(capacity.source == .total)
    }

    @Test(arguments: ["2026-11-15", "2026-11-23"])
    func aDayOffOutsideTheWeekIsRefused(_ day: String) throws {
        expectInvalid(
            .weekly(.setCapacity(week: monday, perDayMinutes: 300, daysOff: [civil(day)], totalMinutes: nil)),
            by: try withAreas(), at: now, field: "daysOff")
    }

    @Test(
        arguments: [
            (-60, nil, "perDayHours"), (24 * 60 + 1, nil, "perDayHours"), (nil, -1, "totalHours"), (nil, 168 * 60 + 1, "totalHours"),
        ] as [(Int?, Int?, String)])
    func aCapacityBeyondTheDayOrWeekIsRefused(_ perDay: Int?, _ total: Int?, _ field: String) throws {
        expectInvalid(
            .weekly(.setCapacity(week: monday, perDayMinutes: perDay, daysOff: [], totalMinutes: total)),
            by: try withAreas(), at: now, field: field)
    }

    @Test func withNoHistoryAndNoFigureThereIsNoCapacity() throws {
        let capacity = try withAreas().plan(weekContaining: monday, now: now).capacity
        #expect(capacity.minutes == nil)
        #expect(capacity.source == .none)
        #expect(capacity.suggestedMinutes == nil)
        #expect(capacity.suggestionWeeks == 0)
    }

    @Test func theSuggestedCapacityEqualsTheMeasuredFocusedHoursOfTheWeekBefore() throws {
        // Given last week's focused time: three intentions of 50, 95 and 37 minutes on three days
        var state = try withAreas()
        try state.record(intentionID(1), from: instant("2026-11-09T08:00:00Z"), planned: 50, endingAfter: 50)
        try state.record(intentionID(2), from: instant("2026-11-11T13:00:00Z"), planned: 90, endingAfter: 95)
        try state.record(intentionID(3), from: instant("2026-11-15T20:00:00Z"), planned: 30, endingAfter: 37)
        // And this week's own time, and one running now, which do not count
        try state.record(intentionID(4), from: instant("2026-11-16T08:00:00Z"), planned: 60, endingAfter: 60)
        try state.record(intentionID(5), from: now.plus(minutes: -20), planned: 60)

        // When this week's plan is read without a capacity set
        let capacity = state.plan(weekContaining: monday, now: now).capacity

        // Then the suggested capacity is exactly the focused time measured last week
        let measured = state.week(containing: civil("2026-11-09"), now: now).focusedMinutes
        #expect(measured == 182)
        #expect(capacity.suggestedMinutes == measured)
        #expect(capacity.minutes == measured)
        #expect(capacity.source == .suggested)
        #expect(capacity.suggestionWeeks == 1)
        #expect(state.focusedMinutes(weekStarting: civil("2026-11-09")) == measured)
    }

    @Test func theSuggestionIsTheMeanOfTheLastThreeWeeksThatHadAny() throws {
        // Given focused time four weeks back (too old), three weeks back, none two weeks back, and one week back
        var state = try withAreas()
        try state.record(intentionID(1), from: instant("2026-10-20T09:00:00Z"), planned: 240, endingAfter: 240)
        try state.record(intentionID(2), from: instant("2026-10-27T09:00:00Z"), planned: 60, endingAfter: 60)
        try state.record(intentionID(3), from: instant("2026-10-29T09:00:00Z"), planned: 60, endingAfter: 60)
        try state.record(intentionID(4), from: instant("2026-11-10T09:00:00Z"), planned: 180, endingAfter: 180)

        // When this week's capacity is suggested
        let capacity = state.plan(weekContaining: monday, now: now).capacity

        // Then it is the mean of the two measured weeks in that window, as their week summaries measure them
        let measured = ["2026-10-26", "2026-11-09"].map { state.week(containing: civil($0), now: now).focusedMinutes }
        #expect(measured == [120, 180])
        #expect(capacity.suggestedMinutes == 150)
        #expect(capacity.suggestionWeeks == 2)

        // And a figure set for the week overrides it, while removing the figure brings the suggestion back
        try state.weekly(.setCapacity(week: monday, perDayMinutes: 60, daysOff: [], totalMinutes: nil), at: now)
        #expect(state.plan(weekContaining: monday, now: now).capacity.minutes == 420)
        #expect(state.plan(weekContaining: monday, now: now).capacity.suggestedMinutes == 150)
        try state.weekly(.setCapacity(week: monday, perDayMinutes: nil, daysOff: [], totalMinutes: nil), at: now)
        #expect(state.plan(weekContaining: monday, now: now).capacity.minutes == 150)
        #expect(state.plan(weekContaining: monday, now: now).capacity.source == .suggested)
    }

    // MARK: - The week's numbers

    let importerTodo: TodoID = fixedID(21)
    let familyTodo: TodoID = fixedID(22)
    let testsTodo: TodoID = fixedID(23)

    /// A planned week: Career has a 6-hour and an S goal, Family a 3-hour goal, Health none; to-dos for two goals
    /// and for Family; intentions from the to-dos and one free-standing.
    func plannedWeek() throws -> UserState {
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)
        try addGoal(tests, "Write the tests", in: career, .size(.small), to: &state)
        try addGoal(holidays, "Plan the holidays", in: family, .minutes(180), to: &state)
        try state.daily(.addTodo(id: importerTodo, date: monday, text: "Parse the CSV", link: .goal(importer)), at: now)
        try state.daily(.addTodo(id: familyTodo, date: civil("2026-11-17"), text: "Call the school", link: .area(family)), at: now)
        try state.daily(.addTodo(id: testsTodo, date: civil("2026-11-17"), text: "Cover the parser", link: .goal(tests)), at: now)
        // Last Sunday, before the week: it counts toward the goal, but not toward the week's area
        try state.record(intentionID(1), "Sketch", from: instant("2026-11-15T10:00:00Z"), endingAfter: 30, todo: importerTodo)
        try state.record(intentionID(2), "Parse", from: instant("2026-11-16T09:00:00Z"), planned: 50, endingAfter: 50, todo: importerTodo)
        try state.record(intentionID(3), "Parse more", from: instant("2026-11-17T09:00:00Z"), endingAfter: 25, todo: importerTodo)
        try state.record(intentionID(4), "Call", from: instant("2026-11-17T11:00:00Z"), endingAfter: 30, todo: familyTodo)
        try state.record(intentionID(5), "Tests", from: instant("2026-11-17T14:00:00Z"), endingAfter: 40, todo: testsTodo)
        try state.record(intentionID(6), "Email", from: instant("2026-11-17T16:00:00Z"), endingAfter: 20)
        return state
    }

    @Test func thePlanSetsTimeSpentAgainstEstimatesPerGoalAndArea() throws {
        // Given the planned week
        let state = try plannedWeek()

        // When its plan is read
        let plan = state.plan(weekContaining: monday, now: now)

        // Then each goal shows its estimate, all the time from its to-dos' intentions, and those intentions
        let goals = Dictionary(uniqueKeysWithValues: plan.goals.map { ($0.goal.id, $0) })
        #expect(goals[importer]?.estimateMinutes == 360)
        #expect(goals[importer]?.spentMinutes == 105)
        #expect(goals[importer]?.intentions.map(\.id) == [intentionID(1), intentionID(2), intentionID(3)])
        #expect(goals[tests]?.estimateMinutes == 120)
        #expect(goals[tests]?.spentMinutes == 40)
        #expect(goals[holidays]?.spentMinutes == 0)

        // And each area adds its goals' estimates and the week's time toward it, to-dos linked to the area included
        #expect(plan.areas.map(\.area.id) == [career, family, health])
        #expect(plan.areas.map(\.estimateMinutes) == [480, 180, 0])
        #expect(plan.areas.map(\.spentMinutes) == [115, 30, 0])

        // And the free-standing intention counts toward no goal, visibly
        #expect(plan.unplannedMinutes == 20)
        #expect(plan.estimateMinutes == 660)
        #expect(plan.spentMinutes == 145)
        #expect(plan.goalsPlanned == 3)
        #expect(plan.goalsDone == 0)
    }

    @Test func aRunningIntentionCountsUpToNow() throws {
        // Given the planned week and an intention from a to-do running for 30 minutes
        var state = try plannedWeek()
        try state.record(intentionID(7), "Parse on", from: now.plus(minutes: -30), planned: 60, todo: importerTodo)

        // Then the goal has those 30 minutes more
        let plan = state.plan(weekContaining: monday, now: now)
        #expect(plan.goals.first { $0.goal.id == importer }?.spentMinutes == 135)
    }

    @Test(arguments: [(600, true), (660, false), (900, false)])
    func aFinishedWeekIsOvercommittedWhenItsEstimatesExceedItsCapacity(_ capacity: Int, _ overcommitted: Bool) throws {
        // Given 11 hours of goals and a capacity
        var state = try plannedWeek()
        try state.weekly(.setCapacity(week: monday, perDayMinutes: nil, daysOff: [], totalMinutes: capacity), at: now)

        // When the week is over, Then the plan warns only when the whole estimate exceeds the whole capacity
        let plan = state.plan(weekContaining: monday, now: now.plus(minutes: 7 * 24 * 60))
        #expect(plan.capacity.left == nil)
        #expect(plan.isOvercommitted == overcommitted)
        #expect(state.overcommittedMinutes(weekContaining: monday, now: now.plus(minutes: 7 * 24 * 60)) == plan.overcommittedMinutes)
    }

    @Test(
        arguments: [
            // (total, per day, days off, minutes left, days left, left of today, overcommitted by): on Wednesday at 09:00,
            // the goals still need 515 minutes (660 planned, less 105 and 40 spent on two of them), and the week's
            // intentions used 165 minutes, none of them today
            (660, nil, [], 495, 5, nil, 20),
            (900, nil, [], 735, 5, nil, nil),
            (nil, 120, ["2026-11-21", "2026-11-22"], 360, 3, 120, 155),
            (nil, 240, ["2026-11-21", "2026-11-22"], 720, 3, 240, nil),
            (nil, 120, ["2026-11-18"], 480, 4, nil, 35),
        ] as [(Int?, Int?, [String], Int, Int, Int?, Int?)])
    func theWeekUnderWayWeighsWhatTheGoalsStillNeedAgainstWhatIsLeft(
        total: Int?, perDay: Int?, daysOff: [String], left: Int,
        days: Int, today: Int?, over: Int?
    ) throws {
        // Given the planned week, on its Wednesday
        var state = try plannedWeek()
        try state.weekly(.setCapacity(week: monday, perDayMinutes: perDay, daysOff: daysOff.map(civil), totalMinutes: total), at: now)

        // When its plan is read
        let plan = state.plan(weekContaining: monday, now: now)

        // Then the capacity left counts the days from today on (today included, days off not), or what a total has left
        #expect(plan.remainingEstimateMinutes == 515)
        #expect(plan.capacity.left == .init(days: days, minutes: left, today: today))
        #expect(plan.overcommittedMinutes == over)
        #expect(state.overcommittedMinutes(weekContaining: monday, now: now) == over)
    }

    @Test func whatTodaysIntentionsUsedIsGoneFromTodaysShare() throws {
        // Given two hours a day and a 50-minute intention this Wednesday morning
        var state = try plannedWeek()
        try state.weekly(.setCapacity(week: monday, perDayMinutes: 120, daysOff: [], totalMinutes: nil), at: now)
        try state.record(intentionID(9), "Write", from: now, endingAfter: 50)

        // Then 70 minutes are left of today, and two hours of each of the four days after it
        let left = state.plan(weekContaining: monday, now: now.plus(minutes: 60)).capacity.left
        #expect(left == .init(days: 5, minutes: 70 + 4 * 120, today: 70))
    }

    @Test func droppingAGoalCanEndTheOvercommitment() throws {
        var state = try plannedWeek()
        try state.weekly(.setCapacity(week: monday, perDayMinutes: nil, daysOff: [], totalMinutes: 600), at: now)
        try state.weekly(.dropGoal(holidays, reason: "Moved to December"), at: now)
        #expect(state.plan(weekContaining: monday, now: now).isOvercommitted == false)
    }

    @Test func theSuggestedCapacityAlsoWarns() throws {
        // Given the planned week with no capacity set: last week's 30 minutes are the suggestion
        let plan = try plannedWeek().plan(weekContaining: monday, now: now)

        // Then 11 hours of goals overcommit it
        #expect(plan.capacity.source == .suggested)
        #expect(plan.capacity.minutes == 30)
        #expect(plan.isOvercommitted)
    }

    @Test func aWeekWithNoCapacityAtAllIsNotOvercommitted() throws {
        // Given goals but no capacity set and no focused time ever
        var state = try withAreas()
        try addGoal(importer, "Ship the importer", in: career, .minutes(360), to: &state)

        // Then there is nothing to exceed
        #expect(state.plan(weekContaining: monday, now: now).isOvercommitted == false)
    }

    // MARK: - Retrospective and action items

    let sundayEvening = instant("2026-11-22T18:00:00Z")
    let nextSundayEvening = instant("2026-11-29T18:00:00Z")

    /// A user whose retrospective of the week of `monday` made two action items.
    func afterARetro() throws -> UserState {
        var state = try withAreas()
        try state.weekly(
            .recordRetro(
                week: monday, wentWell: "Deep mornings", wentPoorly: "Too many meetings", toImprove: nil,
                actionItems: [
                    .init(id: focusBlocks, text: "Block 9–11 for focus"),
                    .init(id: walks, text: "Walk at lunch"),
                ],
                answers: [:]), at: sundayEvening)
        return state
    }

    @Test func aRetrosActionItemsShowInTheNextWeeksPlanAndEveryStandup() throws {
        // Given a retrospective with two action items
        let state = try afterARetro()

        // Then the next week's plan shows both, open
        let next = state.plan(weekContaining: nextMonday, now: sundayEvening)
        #expect(next.actionItems.map(\.text) == ["Block 9–11 for focus", "Walk at lunch"])
        #expect(next.actionItems.allSatisfy { $0.isOpen })

        // And every standup of that week lists both
        for offset in 0..<7 {
            #expect(state.standupBrief(on: nextMonday.adding(days: offset)).actionItems.map(\.id) == [focusBlocks, walks])
        }

        // And the week that made them holds them as its retrospective's, not as items to act on
        let own = state.plan(weekContaining: monday, now: sundayEvening)
        #expect(own.retroActionItems.map(\.id) == [focusBlocks, walks])
        #expect(own.actionItems.isEmpty)
        #expect(own.retrospective?.wentWell == "Deep mornings")
        #expect(own.retrospective?.wentPoorly == "Too many meetings")
        #expect(own.retrospective?.toImprove == nil)
        #expect(state.standupBrief(on: civil("2026-11-22")).actionItems.isEmpty)
    }

    @Test func theNextRetroAnswersTheActionItemsAndTheyLeaveTheOpenList() throws {
        // Given the two action items
        var state = try afterARetro()

        // When the next week's retrospective says the first was done and the second was not
        let events = try state.weekly(
            .recordRetro(
                week: nextMonday, wentWell: "The focus blocks held", wentPoorly: nil, toImprove: nil,
                actionItems: [], answers: [focusBlocks: true, walks: false]), at: nextSundayEvening)

        // Then the answers are recorded in that week
        #expect(
            Array(events.dropFirst()) == [
                .actionItemChecked(.init(actionItemId: focusBlocks, done: true, weekStart: nextMonday)),
                .actionItemChecked(.init(actionItemId: walks, done: false, weekStart: nextMonday)),
            ])

        // And that week still shows them with their answers, for its retrospective
        let answered = state.plan(weekContaining: nextMonday, now: nextSundayEvening).actionItems
        #expect(answered.map(\.id) == [focusBlocks, walks])
        #expect(answered.map { $0.outcome?.done } == [true, false])

        // But no standup asks about them any more, nor does the week after
        #expect(state.standupBrief(on: civil("2026-11-29")).actionItems.isEmpty)
        #expect(state.plan(weekContaining: civil("2026-11-30"), now: nextSundayEvening).actionItems.isEmpty)
        #expect(state.standupBrief(on: civil("2026-11-30")).actionItems.isEmpty)
    }

    @Test func answeringTheActionItemsAloneHoldsNoRetrospective() throws {
        // Given the two action items
        var state = try afterARetro()

        // When the next week's retrospective form is sent with the answers only
        let events = try state.weekly(
            .recordRetro(
                week: nextMonday, wentWell: " ", wentPoorly: nil, toImprove: nil,
                actionItems: [], answers: [focusBlocks: true]), at: nextSundayEvening)

        // Then the answer is recorded, but that week's retrospective is still to be held
        #expect(events == [.actionItemChecked(.init(actionItemId: focusBlocks, done: true, weekStart: nextMonday))])
        #expect(state.plan(weekContaining: nextMonday, now: nextSundayEvening).retrospective == nil)
    }

    @Test func anUnansweredActionItemStaysOpenInTheWeeksAfter() throws {
        // Given the two action items, and only the first answered on Wednesday of the next week
        var state = try afterARetro()
        try state.weekly(.checkActionItem(focusBlocks, done: true, week: civil("2026-11-25")), at: instant("2026-11-25T09:00:00Z"))
        #expect(state.weekly[actionItem: focusBlocks]?.outcome == ActionItem.Outcome(done: true, week: nextMonday))

        // Then the second is still open two weeks on, in the plan and the standup
        #expect(state.plan(weekContaining: civil("2026-11-30"), now: now).actionItems.map(\.id) == [walks])
        #expect(state.standupBrief(on: civil("2026-12-01")).actionItems.map(\.id) == [walks])
    }

    @Test func anActionItemIsNotAnsweredInTheWeekThatMadeIt() throws {
        expectInvalid(
            .weekly(.checkActionItem(focusBlocks, done: true, week: civil("2026-11-22"))), by: try afterARetro(),
            at: sundayEvening, field: "week")
    }

    @Test func aRetroCannotAnswerAnItemThatIsNotOpenInItsWeek() throws {
        // The week that made the items has no items to answer
        expectRefusal(
            .weekly(
                .recordRetro(
                    week: monday, wentWell: nil, wentPoorly: nil, toImprove: nil, actionItems: [],
                    answers: [focusBlocks: true])),
            by: try afterARetro(), at: sundayEvening, kind: .notFound, code: "action_item_not_found", field: "actionItem")
    }

    @Test func aCorrectedRetroKeepsItsActionItemsIds() throws {
        // Given the retrospective with two items, the first answered in the next week
        var state = try afterARetro()
        try state.weekly(.checkActionItem(focusBlocks, done: true, week: nextMonday), at: instant("2026-11-24T09:00:00Z"))

        // When the retrospective is corrected: the first item reworded, the second left out
        let corrected = WeeklyCommand.recordRetro(
            week: monday, wentWell: "Deep mornings", wentPoorly: nil, toImprove: "Say no sooner",
            actionItems: [.init(id: focusBlocks, text: "Block 9–12 for focus")], answers: [:])
        try state.weekly(corrected, at: instant("2026-11-24T10:00:00Z"))

        // Then the first keeps its id, week and answer under its new words, and the second is gone
        let item = try #require(state.weekly[actionItem: focusBlocks])
        #expect(item.text == "Block 9–12 for focus")
        #expect(item.week == monday)
        #expect(item.outcome?.done == true)
        #expect(state.weekly[actionItem: walks] == nil)
        let own = state.plan(weekContaining: monday, now: now)
        #expect(own.retroActionItems.map(\.id) == [focusBlocks])
        #expect(own.retrospective?.wentPoorly == nil)
        #expect(own.retrospective?.toImprove == "Say no sooner")
        #expect(state.plan(weekContaining: nextMonday, now: now).actionItems.map(\.id) == [focusBlocks])

        // And recording the same retrospective again changes nothing
        #expect(try state.decide(.weekly(corrected), now: instant("2026-11-24T11:00:00Z")).isEmpty)
    }

    @Test func blankActionItemsAreLeftOut() throws {
        var state = try withAreas()
        try state.weekly(
            .recordRetro(
                week: monday, wentWell: "  ", wentPoorly: nil, toImprove: nil,
                actionItems: [.init(id: focusBlocks, text: "  "), .init(id: walks, text: " Walk at lunch ")],
                answers: [:]), at: sundayEvening)
        #expect(state.weekly[actionItem: focusBlocks] == nil)
        #expect(state.weekly[actionItem: walks]?.text == "Walk at lunch")
        #expect(state.plan(weekContaining: monday, now: sundayEvening).retrospective?.wentWell == nil)
    }

    @Test func aRetroOfAWeekNotYetBegunIsRefused() throws {
        expectInvalid(
            .weekly(.recordRetro(week: nextMonday, wentWell: "Early", wentPoorly: nil, toImprove: nil, actionItems: [], answers: [:])),
            by: try withAreas(), at: now, field: "week")
    }

    @Test func aRetroTakesAtMostTenActionItemsOfAtMost280Characters() throws {
        let state = try withAreas()
        let eleven = (1...11).map { WeeklyCommand.ActionItemDraft(id: fixedID(100 + $0), text: "Item \($0)") }
        expectInvalid(
            .weekly(.recordRetro(week: monday, wentWell: nil, wentPoorly: nil, toImprove: nil, actionItems: eleven, answers: [:])),
            by: state, at: sundayEvening, field: "actionItems")
        let long = [WeeklyCommand.ActionItemDraft(id: focusBlocks, text: String(repeating: "a", count: 281))]
        expectInvalid(
            .weekly(.recordRetro(week: monday, wentWell: nil, wentPoorly: nil, toImprove: nil, actionItems: long, answers: [:])),
            by: state, at: sundayEvening, field: "actionItems")
        expectInvalid(
            .weekly(
                .recordRetro(
                    week: monday, wentWell: String(repeating: "w", count: 2001), wentPoorly: nil, toImprove: nil,
                    actionItems: [], answers: [:])),
            by: state, at: sundayEvening, field: "wentWell")
    }

    @Test func anActionItemOfAnotherWeeksRetroCannotBeTakenOver() throws {
        expectRefusal(
            .weekly(
                .recordRetro(
                    week: nextMonday, wentWell: nil, wentPoorly: nil, toImprove: nil,
                    actionItems: [.init(id: focusBlocks, text: "Mine now")], answers: [:])),
            by: try afterARetro(), at: nextSundayEvening, kind: .conflict, code: "action_item_exists", field: "actionItems")
    }

    // MARK: - Estimates as typed

    @Test(
        arguments: [
            ("S", Estimate.size(.small)), ("m", .size(.medium)), ("L", .size(.large)), ("large", .size(.large)),
            ("6h", .minutes(360)), ("1.5h", .minutes(90)), ("90m", .minutes(90)), ("2h30m", .minutes(150)), ("3", .minutes(180)),
            (" 45 min ", .minutes(45)), ("-2h", .minutes(-120)),
            ("junk", nil), ("", nil), ("h", nil), ("nan", nil), ("1e300", nil), ("1e300h", nil), ("999999999999999999h9m", nil),
        ] as [(String, Estimate?)])
    func anEstimateIsReadAsTyped(_ text: String, _ estimate: Estimate?) {
        #expect(Estimate.parse(text) == estimate)
    }
}

/// The areas as a snapshot keeps them.
struct AreaListSnapshotTests {
    /// The areas are written in their order, not the dictionary's (which differs between two processes), so the same
    /// list writes the same bytes wherever it was folded; they read back as they were.
    @Test func areasAreWrittenInTheirOrderAndReadBackAsTheyWere() throws {
        var list = AreaList()
        let ids: [AreaID] = (1...12).map { fixedID($0 * 7_919 % 1_000 + 1) }
        for (number, id) in ids.enumerated() {
            list.insert(
                Area(id: id, name: "Area \(number)", icon: .flag, color: .blue, weeklyBudgetMinutes: number == 4 ? nil : number * 30))
        }
        list.update(ids[3]) { $0.isArchived = true }
        list.reorder([ids[5], ids[2]])

        let data = BinaryWriter.data { list.write(to: &$0) }
        let read = try BinaryReader.whole(data) { try AreaList(from: &$0) }
        #expect(read.order == list.order)
        #expect(read.all == list.all)
        #expect(BinaryWriter.data { read.write(to: &$0) } == data)
    }
}
