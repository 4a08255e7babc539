import Foundation
import Testing

@testable import SystemCore

/// Goals, capacity, focused time, to-dos and standups land in the weeks and days the user's settings cut: the week
/// start day, daylight-saving weeks in Berlin, and a day that begins at 04:00.
@Suite struct PlanningCalendarTests {
    let career: AreaID = fixedID(1)
    let goal: GoalID = fixedID(11)
    let todo: TodoID = fixedID(21)

    /// A user in `settings` with the area Career.
    func user(_ settings: Settings, at now: Date) throws -> UserState {
        var state = UserState.with(settings)
        try state.weekly(.createArea(id: career, name: "Career"), at: now)
        return state
    }

    // MARK: - Week start

    @Test(arguments: [
        // (week start day, the first day of the week holding Wednesday 2026-11-18, the first day of Sunday 2026-11-22's week)
        (1, "2026-11-16", "2026-11-16"),  // Monday
        (7, "2026-11-15", "2026-11-22"),  // Sunday
        (6, "2026-11-14", "2026-11-21"),  // Saturday
    ])
    func theWeekStartSettingCutsThePlan(weekStart: Int, first: String, sundaysWeek: String) throws {
        // Given a user whose weeks start on the given day
        let now = instant("2026-11-18T09:00:00Z")
        var state = try user(Settings(timeZone: "UTC", weekStart: weekStart), at: now)
        let start = civil(first)

        // When a goal is added for Wednesday
        try state.weekly(
            .addGoal(id: goal, week: civil("2026-11-18"), area: career, title: "Ship the importer", estimate: .minutes(360)), at: now)

        // Then it is stored under that week's first day, and only that week's days show it
        #expect(state.weekly[goal: goal]?.week == start)
        for offset in 0..<7 {
            #expect(state.plan(weekContaining: start.adding(days: offset), now: now).goals.map(\.goal.id) == [goal])
        }
        #expect(state.plan(weekContaining: start.adding(days: 6), now: now).start == start)
        #expect(state.plan(weekContaining: start.adding(days: -1), now: now).goals.isEmpty)
        #expect(state.plan(weekContaining: start.adding(days: 7), now: now).goals.isEmpty)

        // And a day off must be one of those seven days
        try state.weekly(.setCapacity(week: civil("2026-11-18"), perDayMinutes: 240, daysOff: [start], totalMinutes: nil), at: now)
        #expect(state.plan(weekContaining: civil("2026-11-18"), now: now).capacity.minutes == 6 * 240)
        expectInvalid(
            .weekly(.setCapacity(week: civil("2026-11-18"), perDayMinutes: 240, daysOff: [start.adding(days: 7)], totalMinutes: nil)),
            by: state, at: now, field: "daysOff")

        // And Sunday's focused time counts toward the week that holds Sunday in this setting
        try state.record(intentionID(1), from: instant("2026-11-22T10:00:00Z"), endingAfter: 30)
        #expect(state.week(containing: civil("2026-11-22"), now: now).start == civil(sundaysWeek))
        #expect(state.focusedMinutes(weekStarting: civil(sundaysWeek)) == 30)
        #expect(state.focusedMinutes(weekStarting: civil(sundaysWeek).adding(days: -7)) == 0)
    }

    @Test(arguments: 1...7)
    func changingTheWeekStartAfterPlanningKeepsTheGoalsInTheWeekHoldingTheirStartDate(_ newWeekStart: Int) throws {
        // Given a week planned from Monday 2026-11-16: a goal and a 10-hour capacity
        let now = instant("2026-11-18T09:00:00Z")
        var state = try user(Settings(timeZone: "UTC"), at: now)
        let monday = civil("2026-11-16")
        try state.weekly(.addGoal(id: goal, week: monday, area: career, title: "Ship the importer", estimate: .minutes(360)), at: now)
        try state.weekly(.setCapacity(week: monday, perDayMinutes: nil, daysOff: [], totalMinutes: 600), at: now)

        // When the week start setting changes
        try state.run(.changeSettings(Settings(timeZone: "UTC", weekStart: newWeekStart)), at: now)

        // Then the week that now holds Monday 2026-11-16 still shows the goal and its capacity, on each of its days
        let plan = state.plan(weekContaining: monday, now: now)
        #expect(plan.start.isoWeekday == newWeekStart)
        #expect(plan.start <= monday && monday <= plan.end)
        for offset in 0..<7 {
            #expect(state.plan(weekContaining: plan.start.adding(days: offset), now: now).goals.map(\.goal.id) == [goal])
        }
        #expect(plan.capacity.minutes == 600)
        #expect(plan.estimateMinutes == 360)

        // And a goal added now for the same week sits beside it
        try state.weekly(.addGoal(id: fixedID(12), week: plan.end, area: career, title: "Write the tests", estimate: .minutes(60)), at: now)
        #expect(Set(state.plan(weekContaining: monday, now: now).goals.map(\.goal.id)) == [goal, fixedID(12)])
        #expect(state.plan(weekContaining: plan.end.adding(days: 1), now: now).goals.isEmpty)
    }

    // MARK: - Daylight saving time in Berlin

    /// A Berlin user (weeks from Monday) with a goal in the week of `week` and a to-do for it dated `todoDate`.
    func berlinUser(dayStartHour: Int, week: String, todoDate: String, at now: Date) throws -> UserState {
        var state = try user(Settings(timeZone: "Europe/Berlin", dayStartHour: dayStartHour), at: now)
        try state.weekly(.addGoal(id: goal, week: civil(week), area: career, title: "Ship the importer", estimate: .minutes(360)), at: now)
        try state.daily(.addTodo(id: todo, date: civil(todoDate), text: "Parse the CSV", link: .goal(goal)), at: now)
        return state
    }

    @Test(arguments: [
        // (day start hour, minutes in the week of Monday 2026-10-19, minutes in the week of 2026-10-26, the 25-hour day)
        (4, 110, 25, "2026-10-24"),
        (0, 90, 45, "2026-10-25"),
    ])
    func theAutumnWeekCountsItsLongNightOnce(dayStartHour: Int, dstWeek: Int, nextWeek: Int, longDay: String) throws {
        // Given a goal for Sunday 2026-10-25, the night the clocks go back (03:00 CEST → 02:00 CET)
        let now = instant("2026-10-27T12:00:00Z")
        var state = try berlinUser(dayStartHour: dayStartHour, week: "2026-10-25", todoDate: "2026-10-24", at: now)

        // When intentions run from its to-do: 02:30 CEST to 02:30 CET (an hour the wall clock does not see),
        // Sunday 22:30, Monday 03:00 and Monday 04:30
        try state.record(intentionID(1), from: instant("2026-10-25T00:30:00Z"), planned: 60, endingAfter: 60, todo: todo)
        try state.record(intentionID(2), from: instant("2026-10-25T21:30:00Z"), endingAfter: 30, todo: todo)
        try state.record(intentionID(3), from: instant("2026-10-26T02:00:00Z"), endingAfter: 20, todo: todo)
        try state.record(intentionID(4), from: instant("2026-10-26T03:30:00Z"), endingAfter: 25, todo: todo)

        // Then the goal is in the week of Monday 2026-10-19, which has a 25-hour day
        let plan = state.plan(weekContaining: civil("2026-10-25"), now: now)
        #expect(plan.start == civil("2026-10-19"))
        #expect(plan.goals.map(\.goal.id) == [goal])
        #expect(state.plan(weekContaining: civil("2026-10-26"), now: now).goals.isEmpty)
        #expect(state.calendar.interval(of: civil(longDay)).duration == 25 * 3600)

        // And the real hour of the night counts once; Monday 03:00 is still Sunday with a 04:00 day start
        #expect(state.intentions[intentionID(1)]?.actualMinutes == 60)
        #expect(state.focusedMinutes(weekStarting: civil("2026-10-19")) == dstWeek)
        #expect(state.focusedMinutes(weekStarting: civil("2026-10-26")) == nextWeek)
        #expect(plan.areas.first?.spentMinutes == dstWeek)
        #expect(state.plan(weekContaining: civil("2026-10-26"), now: now).areas.first?.spentMinutes == nextWeek)
        // While the goal counts all the time behind it, whichever week it fell in
        #expect(plan.goals.first?.spentMinutes == 60 + 30 + 20 + 25)

        // And the next week's suggested capacity is the DST week's focused time
        #expect(state.capacity(weekStarting: civil("2026-10-26"), now: now).suggestedMinutes == dstWeek)
        #expect(state.week(containing: civil("2026-10-19"), now: now).focusedMinutes == dstWeek)
    }

    @Test(arguments: [
        // (day start hour, minutes in the week of Monday 2026-03-23, minutes in the week of 2026-03-30, the 23-hour day)
        (4, 65, 25, "2026-03-28"),
        (0, 45, 45, "2026-03-29"),
    ])
    func theSpringWeekIsAnHourShortAndKeepsItsTime(dayStartHour: Int, dstWeek: Int, nextWeek: Int, shortDay: String) throws {
        // Given a goal for Sunday 2026-03-29, the night the clocks go forward (02:00 CET → 03:00 CEST)
        let now = instant("2026-03-31T12:00:00Z")
        var state = try berlinUser(dayStartHour: dayStartHour, week: "2026-03-29", todoDate: "2026-03-28", at: now)

        // When intentions run from its to-do: the Sunday before at 23:30, Sunday 03:30 CEST, Monday 03:00 and 04:00
        try state.record(intentionID(1), from: instant("2026-03-22T22:30:00Z"), endingAfter: 10, todo: todo)
        try state.record(intentionID(2), from: instant("2026-03-29T01:30:00Z"), planned: 45, endingAfter: 45, todo: todo)
        try state.record(intentionID(3), from: instant("2026-03-30T01:00:00Z"), endingAfter: 20, todo: todo)
        try state.record(intentionID(4), from: instant("2026-03-30T02:00:00Z"), endingAfter: 25, todo: todo)

        // Then the goal is in the week of Monday 2026-03-23, which has a 23-hour day
        let plan = state.plan(weekContaining: civil("2026-03-29"), now: now)
        #expect(plan.start == civil("2026-03-23"))
        #expect(plan.goals.map(\.goal.id) == [goal])
        #expect(state.plan(weekContaining: civil("2026-03-30"), now: now).goals.isEmpty)
        #expect(state.calendar.interval(of: civil(shortDay)).duration == 23 * 3600)

        // And each intention counts in the week its day belongs to
        #expect(state.focusedMinutes(weekStarting: civil("2026-03-16")) == 10)
        #expect(state.focusedMinutes(weekStarting: civil("2026-03-23")) == dstWeek)
        #expect(state.focusedMinutes(weekStarting: civil("2026-03-30")) == nextWeek)
        #expect(plan.areas.first?.spentMinutes == dstWeek)
        #expect(plan.goals.first?.spentMinutes == 10 + 45 + 20 + 25, "the goal counts all the time behind it")

        // And the capacity of the week after is suggested from the two weeks before it that had time
        #expect(state.capacity(weekStarting: civil("2026-03-30"), now: now).suggestedMinutes == Int((Double(10 + dstWeek) / 2).rounded()))
    }

    // MARK: - A day that starts at 04:00

    @Test func anIntentionAt0230OnMondayBelongsToSundayAndItsWeek() throws {
        // Given Berlin, weeks from Monday, days from 04:00; a goal for the week of Monday 2026-11-16 and a to-do
        // for Sunday 2026-11-22
        let now = instant("2026-11-23T01:30:00Z")  // Monday 02:30 in Berlin
        var state = try berlinUser(dayStartHour: 4, week: "2026-11-16", todoDate: "2026-11-22", at: now)

        // When an intention runs from the to-do at 02:30 on Monday
        try state.record(intentionID(1), from: now, endingAfter: 40, todo: todo)

        // Then it is still Sunday, and the time counts toward last week's goal
        #expect(state.today(now: now) == civil("2026-11-22"))
        #expect(state.intentions(on: civil("2026-11-22")).map(\.id) == [intentionID(1)])
        #expect(state.plan(weekContaining: civil("2026-11-22"), now: now).goals.first?.spentMinutes == 40)
        #expect(state.focusedMinutes(weekStarting: civil("2026-11-16")) == 40)
        #expect(state.focusedMinutes(weekStarting: civil("2026-11-23")) == 0)
        #expect(state.plan(weekContaining: civil("2026-11-23"), now: now).spentMinutes == 0)
    }

    @Test func theNightBelongsToYesterdaysStandupNotToMondays() throws {
        // Given Berlin, days from 04:00, the standup due by 10:00; a to-do for Sunday, done at 02:30 on Monday
        let night = instant("2026-11-23T01:30:00Z")  // Monday 02:30 in Berlin
        var state = try berlinUser(dayStartHour: 4, week: "2026-11-16", todoDate: "2026-11-22", at: night)
        try state.daily(.completeTodo(todo), at: night)
        let monday = civil("2026-11-23")
        let brief = state.standupBrief(on: monday)

        // Then at 02:30 it is still Sunday: Monday's standup is not asked for yet
        #expect(state.today(now: night) == civil("2026-11-22"))
        #expect(brief.isOverdue(now: night, today: state.today(now: night)) == false)

        // And Monday's standup, due at 10:00 Berlin time, shows the Sunday to-do as done yesterday
        #expect(brief.dueAt == instant("2026-11-23T09:00:00Z"))
        #expect(brief.yesterdayDone.map(\.id) == [todo])
        let late = instant("2026-11-23T09:30:00Z")
        #expect(brief.isOverdue(now: late, today: state.today(now: late)))
    }
}
