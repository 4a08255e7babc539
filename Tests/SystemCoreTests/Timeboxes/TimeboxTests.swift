import Foundation
import Testing

@testable import SystemCore

/// Planning a day as timeboxes, starting one, and the plan against what happened.
@Suite struct TimeboxTests {
    static let day = civil("2026-11-18")
    static let morning = instant("2026-11-18T08:00:00+01:00")

    /// Plans a timebox on `date` from wall-clock times, at `now`.
    @discardableResult
    static func plan(
        _ state: inout UserState, _ id: Int, _ from: String, _ to: String, _ text: String = "Write the report", on date: CivilDate = day,
        link: Todo.Link? = nil, at now: Date = morning
    ) throws -> Timebox {
        let (start, end) = try Timebox.instants(on: date, from: from, to: to, calendar: state.calendar)
        try state.run(.timeboxes(.plan(id: fixedID(id), date: date, start: start, end: end, text: text, link: link)), at: now)
        return try #require(state.timeboxes[fixedID(id)])
    }

    @Test func aTimeboxIsPlannedWithItsTimesWordsAndWhatItServes() throws {
        // Given a Berlin user with an area of focus
        var state = UserState.berlin()
        let area: AreaID = fixedID(7)
        try state.weekly(.createArea(id: area, name: "Career"), at: Self.morning)

        // When they plan 09:00–10:30 for it, with loose spaces in the words
        let timebox = try Self.plan(&state, 1, "09:00", "10:30", "  Write   the report ", link: .area(area))

        // Then the times are the day's, the words tidied, the link kept
        #expect(timebox.start == instant("2026-11-18T09:00:00+01:00"))
        #expect(timebox.end == instant("2026-11-18T10:30:00+01:00"))
        #expect(timebox.minutes == 90)
        #expect(timebox.text == "Write the report")
        #expect(timebox.link == .area(area))
        #expect(state.timeboxes.timeboxes(on: Self.day).map(\.id) == [timebox.id])
    }

    @Test func aTimeAfterMidnightIsThatNightsBeforeTheDayStartHour() throws {
        var state = UserState.berlin()
        let timebox = try Self.plan(&state, 1, "23:30", "00:30", "Read")
        #expect(timebox.minutes == 60)
        #expect(timebox.end == instant("2026-11-19T00:30:00+01:00"))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let from: String
        let to: String
        let text: String
        let field: String
        var testDescription: String { name }
    }

    /// Refused, with 10:00–11:00 planned already.
    static let refusals: [Refusal] = [
        Refusal(name: "ends before it starts", from: "14:00", to: "13:00", text: "Walk", field: "end"),
        Refusal(name: "ends as it starts", from: "14:00", to: "14:00", text: "Walk", field: "end"),
        Refusal(name: "14 minutes", from: "14:00", to: "14:14", text: "Walk", field: "end"),
        Refusal(name: "2 hours and a minute", from: "14:00", to: "16:01", text: "Walk", field: "end"),
        Refusal(name: "overlaps the start of another", from: "09:30", to: "10:15", text: "Walk", field: "start"),
        Refusal(name: "inside another", from: "10:15", to: "10:45", text: "Walk", field: "start"),
        Refusal(name: "around another", from: "09:45", to: "11:15", text: "Walk", field: "start"),
        Refusal(name: "no words", from: "14:00", to: "15:00", text: "   ", field: "text"),
        Refusal(name: "too many words", from: "14:00", to: "15:00", text: String(repeating: "a", count: 141), field: "text"),
    ]

    @Test(arguments: refusals)
    func aTimeboxThatDoesNotFitIsRefusedNamingItsField(_ refusal: Refusal) throws {
        var state = UserState.berlin()
        try Self.plan(&state, 1, "10:00", "11:00", "Deep work")
        let error = #expect(throws: DomainError.self) {
            try Self.plan(&state, 2, refusal.from, refusal.to, refusal.text)
        }
        #expect(error?.field == refusal.field)
        #expect(error?.kind == .invalid)
        #expect(state.timeboxes.timeboxes(on: Self.day).count == 1)
    }

    @Test func anOverlapNamesTheOtherTimebox() throws {
        var state = UserState.berlin()
        try Self.plan(&state, 1, "10:00", "11:00", "Deep work")
        let error = #expect(throws: DomainError.self) { try Self.plan(&state, 2, "10:30", "11:30", "Walk") }
        #expect(error?.code == "timebox_overlaps")
        #expect(error?.message.contains("“Deep work” (10:00–11:00)") == true)
    }

    @Test func timeboxesMeetingEndToEndDoNotOverlap() throws {
        var state = UserState.berlin()
        try Self.plan(&state, 1, "10:00", "11:00", "Deep work")
        try Self.plan(&state, 2, "11:00", "11:15", "Walk")
        try Self.plan(&state, 3, "09:00", "10:00", "Email")
        #expect(state.timeboxes.timeboxes(on: Self.day).map(\.text) == ["Email", "Deep work", "Walk"])
    }

    @Test func aTimeThatDoesNotReadNamesItsField() {
        let calendar = UserState.berlin().calendar
        #expect(throws: DomainError.invalid("start", "“9h” is not a time: write it as HH:MM.")) {
            try Timebox.instants(on: Self.day, from: "9h", to: "10:00", calendar: calendar)
        }
        let error = #expect(throws: DomainError.self) { try Timebox.instants(on: Self.day, from: "09:00", to: "", calendar: calendar) }
        #expect(error?.field == "end")
    }

    @Test func aChangeIsCheckedAgainstTheOthersButNotItself() throws {
        var state = UserState.berlin()
        let first = try Self.plan(&state, 1, "10:00", "11:00", "Deep work")
        try Self.plan(&state, 2, "11:00", "12:00", "Walk")
        // Moving the first later within itself is fine; into the second is not
        try state.run(
            .timeboxes(.change(id: first.id, start: first.start.plus(minutes: 15), end: first.end, text: "Deep work", link: nil)),
            at: Self.morning)
        #expect(state.timeboxes[first.id]?.minutes == 45)
        let error = #expect(throws: DomainError.self) {
            try state.run(
                .timeboxes(.change(id: first.id, start: first.start, end: first.end.plus(minutes: 30), text: "Deep work", link: nil)),
                at: Self.morning)
        }
        #expect(error?.field == "start")
        try state.run(.timeboxes(.remove(first.id)), at: Self.morning)
        #expect(state.timeboxes.timeboxes(on: Self.day).map(\.text) == ["Walk"])
    }

    // MARK: Starting

    @Test func startingATimeboxStartsItsIntentionForTheMinutesLeftLinkedToIt() throws {
        // Given 09:00–10:30 "Write the report"
        var state = UserState.berlin()
        let timebox = try Self.plan(&state, 1, "09:00", "10:30")

        // When it is started at 09:10
        let intention: IntentionID = fixedID(50)
        try state.run(.timeboxes(.start(id: timebox.id, intention: intention)), at: timebox.start.plus(minutes: 10))

        // Then the intention runs with its words for the 80 minutes left, and the timebox knows it
        let running = try #require(state.intentions.running)
        #expect(running.id == intention)
        #expect(running.text == "Write the report")
        #expect(running.plannedMinutes == 80)
        #expect(state.timeboxes[timebox.id]?.intention == intention)
    }

    struct StartRefusal: Sendable, CustomTestStringConvertible {
        let name: String
        let minutes: Int
        let code: String
        var testDescription: String { name }
    }

    static let startRefusals: [StartRefusal] = [
        StartRefusal(name: "half an hour early", minutes: -30, code: "timebox_not_yet"),
        StartRefusal(name: "after its end", minutes: 90, code: "timebox_over"),
    ]

    @Test(arguments: startRefusals)
    func aTimeboxStartsOnlyAroundItsTime(_ refusal: StartRefusal) throws {
        var state = UserState.berlin()
        let timebox = try Self.plan(&state, 1, "09:00", "10:30")
        let error = #expect(throws: DomainError.self) {
            try state.run(.timeboxes(.start(id: timebox.id, intention: fixedID(50))), at: timebox.start.plus(minutes: refusal.minutes))
        }
        #expect(error?.code == refusal.code)
        #expect(state.intentions.running == nil)
    }

    @Test func aTimeboxStartsOnceAndNotOverAnotherIntention() throws {
        var state = UserState.berlin()
        let timebox = try Self.plan(&state, 1, "09:00", "10:30")
        try state.record(fixedID(40), "Email", from: timebox.start, planned: 10)
        let running = #expect(throws: DomainError.self) {
            try state.run(.timeboxes(.start(id: timebox.id, intention: fixedID(50))), at: timebox.start.plus(minutes: 1))
        }
        #expect(running?.code == "intention_running")
        #expect(state.timeboxes[timebox.id]?.intention == nil)
        try state.run(.endIntention(id: fixedID(40)), at: timebox.start.plus(minutes: 5))
        try state.run(.timeboxes(.start(id: timebox.id, intention: fixedID(50))), at: timebox.start.plus(minutes: 6))
        try state.run(.endIntention(id: fixedID(50)), at: timebox.start.plus(minutes: 20))
        let again = #expect(throws: DomainError.self) {
            try state.run(.timeboxes(.start(id: timebox.id, intention: fixedID(51))), at: timebox.start.plus(minutes: 21))
        }
        #expect(again?.code == "timebox_started")
    }

    // MARK: Planned against actual

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// Minutes after the timebox's 09:00 start the intention began (nil: none), and how long it ran.
        let startedAfter: Int?
        let ran: Int
        /// Minutes after 09:00 the plan is looked at.
        let lookAt: Int
        let status: TimeboxPlan.Status
        let actual: Int
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "not yet", startedAfter: nil, ran: 0, lookAt: -30, status: .upcoming, actual: 0),
        Case(name: "its time has come", startedAfter: nil, ran: 0, lookAt: 5, status: .due, actual: 0),
        Case(name: "not at all", startedAfter: nil, ran: 0, lookAt: 120, status: .missed, actual: 0),
        Case(name: "on time", startedAfter: 3, ran: 50, lookAt: 120, status: .onTime, actual: 50),
        Case(name: "early", startedAfter: -10, ran: 40, lookAt: 120, status: .onTime, actual: 30),
        Case(name: "late", startedAfter: 20, ran: 90, lookAt: 120, status: .late(minutes: 20), actual: 40),
        Case(name: "running late", startedAfter: 12, ran: 0, lookAt: 30, status: .late(minutes: 12), actual: 18),
        Case(name: "before, not in it", startedAfter: -60, ran: 30, lookAt: 120, status: .missed, actual: 0),
    ]

    @Test(arguments: cases)
    func eachTimeboxStandsBesideTheIntentionsThatOverlappedIt(_ c: Case) throws {
        // Given 09:00–10:00 planned
        var state = UserState.berlin()
        let timebox = try Self.plan(&state, 1, "09:00", "10:00")
        if let after = c.startedAfter {
            try state.record(
                fixedID(40), "Report", from: timebox.start.plus(minutes: after), planned: 60, endingAfter: c.ran == 0 ? nil : c.ran)
        }
        // When the day is looked at
        let plan = TimeboxPlan(state, on: Self.day, now: timebox.start.plus(minutes: c.lookAt))
        let row = try #require(plan.rows.first)
        #expect(row.status == c.status)
        #expect(row.actualMinutes == c.actual)
        #expect(row.intentions.count == (c.actual > 0 ? 1 : 0))
    }

    @Test func thePlannedShareCountsOnlyTheWakingWindow() throws {
        // Given the default window 07:00–23:00 (16 hours) and 06:00–08:00 and 09:00–11:00 planned
        var state = UserState.berlin()
        try Self.plan(&state, 1, "06:00", "08:00", "Run")
        try Self.plan(&state, 2, "09:00", "11:00", "Write")
        let plan = TimeboxPlan(state, on: Self.day, now: Self.morning)
        // Then one hour of the first and both of the second count: 3 of 16 hours
        #expect(plan.wakingMinutes == 960)
        #expect(plan.plannedMinutes == 180)
        #expect(plan.plannedPercent == 19)
    }

    @Test func onATwentyThreeHourDayTheShareIsOfTwentyThreeHoursAndATimeboxOfRealMinutes() throws {
        // Given a Berlin user whose waking day is the whole day, on 29 March 2026, when 02:00 becomes 03:00
        var state = UserState.berlin {
            $0.dayStartHour = 0
            $0.wakingStart = time("00:00")
            $0.wakingEnd = time("00:00")
        }
        let spring = civil("2026-03-29")
        let before = instant("2026-03-28T20:00:00+01:00")

        // When 01:00–03:00 is planned: one real hour
        let night = try Self.plan(&state, 1, "01:00", "03:00", "Sleep in", on: spring, at: before)
        #expect(night.minutes == 60)
        // and 10:00–12:00
        try Self.plan(&state, 2, "10:00", "12:00", "Write", on: spring, at: before)

        // Then the day has 23 hours, 3 of them planned
        let plan = TimeboxPlan(state, on: spring, now: before)
        #expect(plan.wakingMinutes == 23 * 60)
        #expect(plan.plannedMinutes == 180)
        #expect(plan.plannedPercent == 13)
    }

    @Test func onATwentyFiveHourDayTheLengthIsRealMinutes() throws {
        // Given 25 October 2026 in Berlin, when 03:00 becomes 02:00 again
        var state = UserState.berlin { $0.dayStartHour = 0 }
        let autumn = civil("2026-10-25")
        let before = instant("2026-10-24T20:00:00+02:00")
        // Then 01:30–03:00 on the clock is 2 h 30 min (02:00–03:00 happens twice): too long
        let error = #expect(throws: DomainError.self) { try Self.plan(&state, 1, "01:30", "03:00", "Night", on: autumn, at: before) }
        #expect(error?.field == "end")
    }

    // MARK: The coach

    @Test func theCoachRemindsAtATimeboxsStartAndOffersItWhileNothingRuns() throws {
        var state = UserState.berlin()
        let timebox = try Self.plan(&state, 1, "09:00", "10:30")
        let reminders = Coach().reminders(state, now: Self.morning)
        let reminder = try #require(reminders.first { $0.key == "timebox:\(timebox.id)" })
        #expect(reminder.at == timebox.start)
        #expect(reminder.title == "Time for “Write the report”")

        #expect(state.signal("timeboxDue", at: timebox.start.plus(minutes: 5)) == 1)
        #expect(state.signal("timeboxDue", at: timebox.start.plus(minutes: -5)) == 0)
        try state.run(.timeboxes(.start(id: timebox.id, intention: fixedID(50))), at: timebox.start.plus(minutes: 5))
        #expect(state.signal("timeboxDue", at: timebox.start.plus(minutes: 6)) == 0)
        #expect(!Coach().reminders(state, now: Self.morning).contains { $0.key.hasPrefix("timebox:") })
    }
}
