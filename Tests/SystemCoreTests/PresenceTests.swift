import Foundation
import Testing

@testable import SystemCore

/// Presence: the union of intention time inside a day's waking window.
@Suite struct PresenceTests {
    // MARK: - Presence.covered(by:within:)

    /// Intervals given as minutes from the start of a 60-minute window.
    struct Coverage: Sendable, CustomTestStringConvertible {
        let name: String
        let intervals: [(Int, Int)]
        let expectedMinutes: Int

        var testDescription: String { name }

        static let window = DateInterval(start: instant("2026-11-20T10:00:00Z"), duration: 3600)

        var dateIntervals: [DateInterval] {
            intervals.map { DateInterval(start: Self.window.start.plus(minutes: $0.0), end: Self.window.start.plus(minutes: $0.1)) }
        }
    }

    @Test(arguments: [
        Coverage(name: "no intervals", intervals: [], expectedMinutes: 0),
        Coverage(name: "one inside", intervals: [(10, 20)], expectedMinutes: 10),
        Coverage(name: "overlaps count once", intervals: [(10, 30), (20, 40)], expectedMinutes: 30),
        Coverage(name: "nested", intervals: [(10, 50), (20, 30)], expectedMinutes: 40),
        Coverage(name: "identical", intervals: [(10, 20), (10, 20)], expectedMinutes: 10),
        Coverage(name: "touching", intervals: [(10, 20), (20, 30)], expectedMinutes: 20),
        Coverage(name: "separate and unsorted", intervals: [(40, 50), (0, 10), (20, 25)], expectedMinutes: 25),
        Coverage(name: "chain of overlaps", intervals: [(0, 10), (5, 15), (14, 30), (29, 31)], expectedMinutes: 31),
        Coverage(name: "clipped at the window start", intervals: [(-30, 10)], expectedMinutes: 10),
        Coverage(name: "clipped at the window end", intervals: [(50, 90)], expectedMinutes: 10),
        Coverage(name: "covering the whole window", intervals: [(-10, 100), (20, 30)], expectedMinutes: 60),
        Coverage(name: "outside before and after", intervals: [(-30, -10), (70, 80)], expectedMinutes: 0),
        Coverage(name: "touching the edges from outside", intervals: [(-10, 0), (60, 70)], expectedMinutes: 0),
        Coverage(name: "empty interval", intervals: [(15, 15)], expectedMinutes: 0),
    ])
    func coveredMeasuresTheUnionInsideTheWindow(_ coverage: Coverage) {
        let seconds = Presence.covered(by: coverage.dateIntervals, within: Coverage.window)
        #expect(seconds == TimeInterval(coverage.expectedMinutes * 60))
    }

    // MARK: - UserState.presence(on:now:)

    let day = civil("2026-11-20")

    @Test func defaultWakingWindowIsSevenToEleven() {
        // Given a new user in UTC, When presence is measured on a day with no intentions
        let presence = UserState.fresh().presence(on: day, now: instant("2026-11-21T12:00:00Z"))

        // Then the window is 07:00–23:00 (960 minutes) and nothing is covered
        #expect(presence.date == day)
        #expect(presence.window.start == instant("2026-11-20T07:00:00Z"))
        #expect(presence.window.end == instant("2026-11-20T23:00:00Z"))
        #expect(presence.windowMinutes == 960)
        #expect(presence.presentMinutes == 0)
        #expect(presence.ratio == 0)
    }

    @Test func endedIntentionsCountInsideTheWindow() throws {
        // Given intentions 06:30–07:30 (half before the window), 09:00–09:25 and 10:00–11:00
        var state = UserState.fresh()
        try state.record(intentionID(1), from: instant("2026-11-20T06:30:00Z"), planned: 60, endingAfter: 60)
        try state.record(intentionID(2), from: instant("2026-11-20T09:00:00Z"), endingAfter: 25)
        try state.record(intentionID(3), from: instant("2026-11-20T10:00:00Z"), planned: 60, endingAfter: 60)

        // When presence is measured
        let presence = state.presence(on: day, now: instant("2026-11-20T20:00:00Z"))

        // Then 30 + 25 + 60 minutes are present
        #expect(presence.presentMinutes == 115)
        #expect(presence.ratio == 115.0 / 960.0)
        #expect(state.intentions(on: day).map(\.id) == [intentionID(1), intentionID(2), intentionID(3)])
    }

    @Test func aRunningIntentionCountsUpToNow() throws {
        // Given an ended intention of 25 minutes and one running since 14:00
        var state = UserState.fresh()
        try state.record(intentionID(1), from: instant("2026-11-20T09:00:00Z"), endingAfter: 25)
        try state.record(intentionID(2), from: instant("2026-11-20T14:00:00Z"), planned: 60)

        // When presence is measured at 14:40, and later at 15:30 (past its planned end)
        let early = state.presence(on: day, now: instant("2026-11-20T14:40:00Z"))
        let late = state.presence(on: day, now: instant("2026-11-20T15:30:00Z"))

        // Then the running one counts up to each now
        #expect(early.presentMinutes == 65)
        #expect(late.presentMinutes == 115)
    }

    @Test func aRunningIntentionIsClippedAtTheWindowEnd() throws {
        // Given an intention running since 22:30
        var state = UserState.fresh()
        try state.record(intentionID(1), from: instant("2026-11-20T22:30:00Z"), planned: 120)

        // When presence is measured after midnight, Then only 22:30–23:00 counts for that day
        #expect(state.presence(on: day, now: instant("2026-11-21T00:30:00Z")).presentMinutes == 30)
    }

    @Test func aRunningIntentionThatStartedLongAgoStillCounts() throws {
        // Given a short ended intention (so the log looks back only a little) and one running since the previous evening
        var state = UserState.fresh()
        try state.record(intentionID(1), from: instant("2026-11-19T18:00:00Z"), endingAfter: 5)
        try state.record(intentionID(2), from: instant("2026-11-19T20:00:00Z"), planned: 240)

        // When presence on the next day is measured at 08:00 (long past its plan), Then the hour since 07:00 counts
        #expect(state.presence(on: day, now: instant("2026-11-20T08:00:00Z")).presentMinutes == 60)
    }

    @Test func anIntentionAfterMidnightBelongsToThePreviousDay() throws {
        // Given days that start at 04:00 and an intention at 01:00 on the 21st
        var state = UserState.fresh()
        #expect(state.settings.dayStartHour == 4)
        let oneAM = instant("2026-11-21T01:00:00Z")
        try state.record(intentionID(1), from: oneAM, endingAfter: 30)

        // Then it belongs to the 20th, not the 21st
        #expect(state.today(now: oneAM) == day)
        #expect(state.intentions(on: day).map(\.id) == [intentionID(1)])
        #expect(state.intentions(on: day.adding(days: 1)).isEmpty)
        // And with the default window (ending 23:00) it is outside waking time
        #expect(state.presence(on: day, now: oneAM.plus(minutes: 60)).presentMinutes == 0)
    }

    @Test func aWakingWindowCrossingMidnightCountsTheNightForItsDay() throws {
        // Given a waking window 07:00–02:00 and an intention 22:30–01:30
        var state = UserState.with(Settings(timeZone: "UTC", wakingEnd: time("02:00")))
        try state.record(intentionID(1), from: instant("2026-11-20T22:30:00Z"), planned: 180, endingAfter: 180)
        let now = instant("2026-11-21T12:00:00Z")

        // When presence is measured for the 20th and the 21st
        let first = state.presence(on: day, now: now)
        let second = state.presence(on: day.adding(days: 1), now: now)

        // Then the window of the 20th runs into the 21st and holds the whole intention; the 21st holds none of it
        #expect(first.window == DateInterval(start: instant("2026-11-20T07:00:00Z"), end: instant("2026-11-21T02:00:00Z")))
        #expect(first.windowMinutes == 1140)
        #expect(first.presentMinutes == 180)
        #expect(second.presentMinutes == 0)
    }

    @Test func theWindowIsInTheUsersTimeZone() throws {
        // Given a user in Berlin (UTC+1 in November) and an intention 07:30–08:30 local time
        var state = UserState.with(Settings(timeZone: "Europe/Berlin"))
        try state.record(intentionID(1), from: instant("2026-11-20T07:30:00+01:00"), planned: 60, endingAfter: 60)

        // When presence is measured, Then the window is 07:00–23:00 local and the intention counts whole
        let presence = state.presence(on: day, now: instant("2026-11-21T12:00:00Z"))
        #expect(presence.window.start == instant("2026-11-20T06:00:00Z"))
        #expect(presence.window.end == instant("2026-11-20T22:00:00Z"))
        #expect(presence.presentMinutes == 60)
    }

    // MARK: - Daylight saving time

    @Test(arguments: [("2026-03-29", 300), ("2026-10-25", 420), ("2026-11-20", 360)])
    func aWindowAcrossADSTJumpMeasuresRealTime(_ date: String, _ minutes: Int) throws {
        // Given a user in Berlin whose day starts at midnight and whose window is 00:00–06:00
        let state = UserState.with(
            Settings(
                timeZone: "Europe/Berlin", dayStartHour: 0, wakingStart: time("00:00"),
                wakingEnd: time("06:00")))

        // When the window is measured on the spring-forward day, the fall-back day and a normal day
        let presence = state.presence(on: civil(date), now: instant("2027-01-01T00:00:00Z"))

        // Then it is 5, 7 and 6 hours long
        #expect(presence.windowMinutes == minutes)
    }

    @Test func anIntentionAcrossTheSpringJumpCountsElapsedTime() throws {
        // Given a user in Berlin with a 00:00–06:00 window and an intention from 01:30 CET to 03:30 CEST on 29 March
        var state = UserState.with(
            Settings(
                timeZone: "Europe/Berlin", dayStartHour: 0, wakingStart: time("00:00"),
                wakingEnd: time("06:00")))
        try state.record(intentionID(1), from: instant("2026-03-29T01:30:00+01:00"), planned: 120, endingAfter: 60)
        #expect(state.intentions[intentionID(1)]?.endedAt == instant("2026-03-29T03:30:00+02:00"))

        // When presence is measured, Then one hour of five is present, though the clock moved two
        let presence = state.presence(on: civil("2026-03-29"), now: instant("2026-03-30T12:00:00Z"))
        #expect(presence.presentMinutes == 60)
        #expect(presence.windowMinutes == 300)
        #expect(presence.ratio == 0.2)
    }

    @Test(arguments: ["2026-03-28", "2026-03-29", "2026-10-24", "2026-10-25"])
    func theDefaultWindowIsUntouchedByDST(_ date: String) {
        // Given a user in Berlin on the defaults (the clocks change at 02:00–03:00, outside 07:00–23:00)
        let state = UserState.fresh(timeZone: "Europe/Berlin")

        // Then the window on and around both DST days is 16 hours
        #expect(state.presence(on: civil(date), now: instant("2027-01-01T00:00:00Z")).windowMinutes == 960)
    }

    @Test func aWindowBeforeTheDayStartLiesOnTheNextCalendarDate() {
        // Given days starting at 04:00 and a 00:00–06:00 window: 00:00 comes before the day start,
        // so it belongs to the next calendar date, and the window crosses the day boundary
        let state = UserState.with(Settings(timeZone: "Europe/Berlin", wakingStart: time("00:00"), wakingEnd: time("06:00")))

        // When the day of 28 March is measured, Then its window is the night of the spring-forward jump (5 hours)
        let presence = state.presence(on: civil("2026-03-28"), now: instant("2027-01-01T00:00:00Z"))
        #expect(presence.window.start == instant("2026-03-29T00:00:00+01:00"))
        #expect(presence.window.end == instant("2026-03-29T06:00:00+02:00"))
        #expect(presence.windowMinutes == 300)
    }

    // MARK: - Edge windows

    @Test func anEmptyWakingWindowIsInvalid() {
        // Given 00:00–00:00, Then validation names the end
        let settings = Settings(timeZone: "UTC", wakingStart: time("00:00"), wakingEnd: time("00:00"))
        #expect(throws: DomainError.self) { try settings.validated() }
        #expect(refusal(of: .changeSettings(settings), by: .fresh(), at: instant("2026-11-20T09:00:00Z"))?.field == "wakingEnd")
    }

    @Test(arguments: [("2026-11-20", 1439), ("2026-03-29", 1379), ("2026-10-25", 1499)])
    func anAlmostWholeDayWindow(_ date: String, _ minutes: Int) {
        // Given a window 00:00–23:59 on days starting at midnight in Berlin
        let state = UserState.with(
            Settings(
                timeZone: "Europe/Berlin", dayStartHour: 0, wakingStart: time("00:00"),
                wakingEnd: time("23:59")))

        // Then it covers the whole day but a minute, in real time
        let presence = state.presence(on: civil(date), now: instant("2027-01-01T00:00:00Z"))
        #expect(presence.window.start == state.calendar.interval(of: civil(date)).start)
        #expect(presence.windowMinutes == minutes)
    }

    /// Regression: when both waking times fall before the day start hour and the end comes first, the end was put on
    /// the same date as the start, so the window ran backwards and `DateInterval` trapped.
    @Test(arguments: [("02:00", "01:00", 1380), ("03:30", "03:00", 1410), ("03:00", "02:00", 1380)])
    func aWrappingWindowBeforeTheDayStartRunsForward(_ start: String, _ end: String, _ minutes: Int) {
        // Given days starting at 04:00 and a window that starts and ends before 04:00, wrapping past a midnight
        let state = UserState.with(Settings(timeZone: "UTC", wakingStart: time(start), wakingEnd: time(end)))

        // When presence is measured
        let presence = state.presence(on: day, now: instant("2026-11-25T00:00:00Z"))

        // Then the window starts on the next calendar date and ends on the one after
        #expect(presence.window.start == instant("2026-11-21T\(start):00Z"))
        #expect(presence.window.end == instant("2026-11-22T\(end):00Z"))
        #expect(presence.windowMinutes == minutes)
    }
}
