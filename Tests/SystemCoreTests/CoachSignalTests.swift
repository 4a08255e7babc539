import Foundation
import Testing

@testable import SystemCore

/// The coach's signals at their edges: each is a number in 0…1 computed from state, an instant and a viewed day.
///
/// Unless a test says otherwise the user is in Berlin with the defaults (days from 04:00, waking 07:00–23:00, weeks
/// from Monday, standup by 10:00), and it is Wednesday 2026-11-18 (CET, +01:00).
@Suite struct CoachSignalTests {
    /// Values are compared to a thousandth: ramps are divisions.
    static func expectValue(_ value: Float, _ expected: Float, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(value - expected) < 0.001, "got \(value), expected \(expected)", sourceLocation: sourceLocation)
    }

    // MARK: - The start of the waking window

    @Test(
        arguments: [
            ("2026-11-18T06:30:00+01:00", 0),  // before the window: nothing to nudge about
            ("2026-11-18T07:00:00+01:00", 0),
            ("2026-11-18T07:45:00+01:00", 0.5),
            ("2026-11-18T08:30:00+01:00", 1),
            ("2026-11-18T15:00:00+01:00", 1),
        ] as [(String, Float)])
    func idleRampsFromTheStartOfTheWakingWindow(_ at: String, _ expected: Float) throws {
        // Given an intention that ended late the evening before
        var state = UserState.berlin()
        try state.record(intentionID(1), from: instant("2026-11-17T21:30:00+01:00"), endingAfter: 25)

        // When idle is read in the morning, Then it counts from 07:00, not from last night's end
        Self.expectValue(state.signal("idle", at: instant(at)), expected)
    }

    @Test(
        arguments: [
            ("2026-11-18T12:00:00+01:00", 0),
            ("2026-11-18T12:45:00+01:00", 0.5),
            ("2026-11-18T13:30:00+01:00", 1),
        ] as [(String, Float)])
    func idleRampsFromTheLastEnd(_ at: String, _ expected: Float) throws {
        // Given an intention that ended at 12:00
        var state = UserState.berlin()
        try state.record(intentionID(1), from: instant("2026-11-18T11:00:00+01:00"), planned: 60, endingAfter: 60)

        // Then idle grows from 0 at its end to 1 ninety minutes later
        Self.expectValue(state.signal("idle", at: instant(at)), expected)
    }

    @Test func idleIsZeroWhileAnIntentionRuns() throws {
        // Given an intention running since 09:00 with nothing before it
        var state = UserState.berlin()
        try state.record(intentionID(1), from: instant("2026-11-18T09:00:00+01:00"), planned: 240)

        // Then nothing is idle at 12:00, though the waking window began five hours ago
        #expect(state.signal("idle", at: instant("2026-11-18T12:00:00+01:00")) == 0)
        #expect(state.signal("intentionRunning", at: instant("2026-11-18T12:00:00+01:00")) == 1)
    }

    @Test(
        arguments: [
            ("2026-11-18T06:59:00+01:00", 0, 0),
            ("2026-11-18T07:00:00+01:00", 1, 1),
            ("2026-11-18T10:59:00+01:00", 1, 1),
            ("2026-11-18T11:00:00+01:00", 1, 0),
            ("2026-11-18T22:59:00+01:00", 1, 0),
            ("2026-11-18T23:00:00+01:00", 0, 0),
        ] as [(String, Float, Float)])
    func wakingHoursAndTheMorningStartAtTheWakingStart(_ at: String, _ waking: Float, _ morning: Float) {
        let state = UserState.berlin()
        #expect(state.signal("inWakingHours", at: instant(at)) == waking)
        #expect(state.signal("isMorning", at: instant(at)) == morning)
    }

    // MARK: - Daylight saving days

    @Test(
        arguments: [
            // Spring forward (02:00 → 03:00) and fall back (03:00 → 02:00) happen before the waking window.
            ("2026-03-29T07:00:00+02:00", 0), ("2026-03-29T07:45:00+02:00", 0.5), ("2026-03-29T08:30:00+02:00", 1),
            ("2026-10-25T07:00:00+01:00", 0), ("2026-10-25T07:45:00+01:00", 0.5), ("2026-10-25T08:30:00+01:00", 1),
        ] as [(String, Float)])
    func idleRampStartsAtTheLocalWakingStartOnDaylightSavingDays(_ at: String, _ expected: Float) {
        // Given a user with no intention yet, Then the ramp runs from 07:00 local time in either offset
        Self.expectValue(UserState.berlin().signal("idle", at: instant(at)), expected)
    }

    @Test(
        arguments: [
            // A waking window from 01:00 (days from midnight) spans the jump: the ramp counts real minutes.
            ("2026-03-29T01:00:00+01:00", 0),
            ("2026-03-29T03:15:00+02:00", 75.0 / 90),  // 75 minutes after 01:00, though the wall clock moved 135
            ("2026-03-29T03:30:00+02:00", 1),
            ("2026-10-25T01:00:00+02:00", 0),
            ("2026-10-25T02:15:00+02:00", 75.0 / 90),  // the first 02:15
            ("2026-10-25T02:15:00+01:00", 1),  // the second 02:15, an hour later
        ] as [(String, Float)])
    func idleRampCountsRealMinutesAcrossTheJump(_ at: String, _ expected: Float) {
        let state = UserState.berlin {
            $0.dayStartHour = 0
            $0.wakingStart = time("01:00")
        }
        Self.expectValue(state.signal("idle", at: instant(at)), expected)
    }

    @Test(
        arguments: [
            ("2026-03-29T19:59:00+02:00", 0), ("2026-03-29T20:00:00+02:00", 0), ("2026-03-29T20:45:00+02:00", 0.5),
            ("2026-03-29T21:30:00+02:00", 1), ("2026-03-29T22:59:00+02:00", 1), ("2026-03-29T23:00:00+02:00", 0),
            ("2026-10-25T19:59:00+01:00", 0), ("2026-10-25T20:00:00+01:00", 0), ("2026-10-25T20:45:00+01:00", 0.5),
            ("2026-10-25T21:30:00+01:00", 1), ("2026-10-25T22:59:00+01:00", 1), ("2026-10-25T23:00:00+01:00", 0),
        ] as [(String, Float)])
    func eveningRampsUpInTheLastThreeWakingHoursOnDaylightSavingDays(_ at: String, _ expected: Float) {
        // Given the waking window ends at 23:00 local, Then the evening begins at 20:00 local in either offset,
        // is full by 21:30 and ends with the window
        Self.expectValue(UserState.berlin().signal("isEvening", at: instant(at)), expected)
    }

    // MARK: - A day start of 04:00

    @Test(arguments: [
        (4, "2026-11-18", "dayIsToday"), (4, "2026-11-17", "dayIsPast"), (4, "2026-11-19", "dayIsFuture"),
        (0, "2026-11-19", "dayIsToday"), (0, "2026-11-18", "dayIsPast"), (3, "2026-11-18", "dayIsToday"),
    ])
    func anInstantBeforeTheDayStartBelongsToThePreviousDay(_ dayStartHour: Int, _ viewed: String, _ expected: String) {
        // Given it is 02:30 on Thursday the 19th, local time
        let state = UserState.berlin { $0.dayStartHour = dayStartHour }
        let at = instant("2026-11-19T02:30:00+01:00")

        // When the viewed day is read, Then with days from 03:00 or 04:00 it is still Wednesday's night
        for name in ["dayIsToday", "dayIsPast", "dayIsFuture"] {
            #expect(state.signal(name, at: at, date: civil(viewed)) == (name == expected ? 1 : 0), "\(name)")
        }
        let today = dayStartHour > 2 ? "2026-11-18" : "2026-11-19"
        #expect(CoachMoment(state: state, at: at).date == civil(today))
        #expect(state.signal("dayIsToday", at: at) == 1)
    }

    @Test(
        arguments: [
            ("2026-11-18T22:59:00+01:00", 1, 0), ("2026-11-18T23:45:00+01:00", 1, 0.5), ("2026-11-19T00:30:00+01:00", 1, 1),
            ("2026-11-19T01:59:00+01:00", 1, 1), ("2026-11-19T02:00:00+01:00", 0, 0),
        ] as [(String, Float, Float)])
    func aNightOwlsEveningRunsPastMidnight(_ at: String, _ waking: Float, _ evening: Float) {
        // Given a waking window of 10:00–02:00 and days from 04:00
        let state = UserState.berlin {
            $0.wakingStart = time("10:00")
            $0.wakingEnd = time("02:00")
        }

        // Then Wednesday's evening starts at 23:00 and lasts until 02:00 on Thursday's date
        #expect(state.signal("inWakingHours", at: instant(at)) == waking)
        Self.expectValue(state.signal("isEvening", at: instant(at)), evening)
        #expect(state.signal("dayIsToday", at: instant(at), date: civil("2026-11-18")) == 1)
    }

    @Test func aNightOwlsIntentionAfterMidnightIsPartOfTheDayBefore() throws {
        // Given an intention 01:00–01:25 on Thursday's date, before the 04:00 day start
        var state = UserState.berlin()
        try state.record(intentionID(1), "Read the paper", from: instant("2026-11-19T01:00:00+01:00"), endingAfter: 25)
        let at = instant("2026-11-19T02:30:00+01:00")

        // Then it counts for Wednesday: something started on the day, and it waits to be reflected
        #expect(state.signal("nothingStartedToday", at: at) == 0)
        #expect(state.signal("unreflected", at: at) == 1)
        #expect(state.signal("unreflected", at: at, date: civil("2026-11-19")) == 0)
        #expect(state.signal("nothingStartedToday", at: at, date: civil("2026-11-19")) == 1)
    }

    // MARK: - Empty history

    @Test(arguments: [
        ("2026-11-18T09:00:00+01:00", "start.firstEver"),  // a Wednesday morning
        ("2026-11-18T15:00:00+01:00", "start.firstEver"),  // after the standup time
        ("2026-11-18T23:30:00+01:00", "encourage.night"),  // after the waking window: the welcome waits for the morning
        ("2026-11-19T02:30:00+01:00", "encourage.night"),  // before the day start
        ("2026-11-22T20:30:00+01:00", "start.firstEver"),  // the evening before a week starts
        ("2026-11-23T08:00:00+01:00", "start.firstEver"),  // the morning a week starts
        ("2026-03-29T03:30:00+02:00", "encourage.night"),  // a daylight saving night
    ])
    func aUserWithNoHistoryIsWelcomedInWakingHours(_ at: String, _ expected: String) {
        // Given a user who recorded nothing
        let state = UserState.berlin()

        // When the coach weighs today
        let evaluation = state.coach(at: instant(at))

        // Then every signal is a number in 0…1, there is no history, and the coach says welcome, or at night only
        // that it can wait
        for (signal, value) in evaluation.signals {
            #expect((0...1).contains(value), "\(signal.name) = \(value)")
        }
        #expect(evaluation.value(of: "hasHistory") == 0)
        #expect(evaluation.message.key == expected)
    }

    @Test(arguments: ["2026-11-17", "2026-11-19", "2025-11-18", "2027-11-18"])
    func aUserWithNoHistoryViewingAnotherDayHearsAGentleWord(_ viewed: String) {
        // Given a user who recorded nothing, When they look at another day
        let evaluation = UserState.berlin().coach(at: instant("2026-11-18T09:00:00+01:00"), date: civil(viewed))

        // Then nothing about intentions is said, only encouragement
        #expect(evaluation.message.topic == .encourage)
        #expect(!evaluation.message.text.contains("{"))
    }

    // MARK: - Running intentions

    /// A user with an intention started at 09:00 for 25 minutes (planned end 09:25).
    static func running() throws -> UserState {
        var state = UserState.berlin()
        try state.record(intentionID(1), "Write the report", from: instant("2026-11-18T09:00:00+01:00"))
        return state
    }

    @Test(
        arguments: [
            ("2026-11-18T09:24:59+01:00", 0),
            ("2026-11-18T09:25:00+01:00", 0.5),  // at the planned end
            ("2026-11-18T09:32:30+01:00", 0.75),
            ("2026-11-18T09:40:00+01:00", 1),  // 15 minutes over
            ("2026-11-18T11:00:00+01:00", 1),
        ] as [(String, Float)])
    func overdueIsHalfAtThePlannedEndAndFullFifteenMinutesLater(_ at: String, _ expected: Float) throws {
        Self.expectValue(try Self.running().signal("intentionOverdue", at: instant(at)), expected)
    }

    @Test func anEndedIntentionIsNeverOverdue() throws {
        // Given the intention ended at 09:40, 15 minutes over
        var state = try Self.running()
        try state.run(.endIntention(id: intentionID(1)), at: instant("2026-11-18T09:40:00+01:00"))

        // Then at 09:45 nothing runs and nothing is overdue; but the intention was running at 09:30
        #expect(state.signal("intentionOverdue", at: instant("2026-11-18T09:45:00+01:00")) == 0)
        #expect(state.signal("intentionRunning", at: instant("2026-11-18T09:45:00+01:00")) == 0)
        Self.expectValue(state.signal("intentionOverdue", at: instant("2026-11-18T09:30:00+01:00")), 0.5 + 0.5 * 5 / 15)
    }

    @Test(
        arguments: [
            ("2026-11-18T09:12:29+01:00", 1, 0),  // 12:31 left: more than half of 25 minutes
            ("2026-11-18T09:12:30+01:00", 0, 0),  // exactly half
            ("2026-11-18T09:19:59+01:00", 0, 0),  // 5:01 left
            ("2026-11-18T09:20:00+01:00", 0, 1),  // 5:00 left
            ("2026-11-18T09:24:59+01:00", 0, 1),
            ("2026-11-18T09:25:00+01:00", 0, 0),  // time is up: overdue takes over
        ] as [(String, Float, Float)])
    func runningHalvesAndLastMinutes(_ at: String, _ firstHalf: Float, _ lastMinutes: Float) throws {
        let state = try Self.running()
        #expect(state.signal("runningFirstHalf", at: instant(at)) == firstHalf)
        #expect(state.signal("runningLastMinutes", at: instant(at)) == lastMinutes)
    }

    @Test func anIntentionStartedLaterIsNotRunningEarlier() throws {
        // Given an intention running since 09:00, When the coach looks at 08:59 (time travel)
        let state = try Self.running()

        // Then nothing was running then
        #expect(state.signal("intentionRunning", at: instant("2026-11-18T08:59:00+01:00")) == 0)
        #expect(state.signal("runningLastMinutes", at: instant("2026-11-18T08:59:00+01:00")) == 0)
    }

    @Test func yesterdaysUnratedIntentionIsSeenFromToday() throws {
        // Given an intention on Tuesday afternoon, ended without a feeling
        var state = UserState.berlin()
        try state.record(intentionID(1), "Book the flights", from: instant("2026-11-17T15:00:00+01:00"), endingAfter: 25)
        let at = instant("2026-11-18T08:00:00+01:00")

        // Then Wednesday sees it; Tuesday itself does not, nor does Wednesday seen from before it ended
        #expect(state.signal("yesterdayUnrated", at: at) == 1)
        #expect(state.signal("yesterdayUnrated", at: at, date: civil("2026-11-17")) == 0)
        #expect(state.signal("yesterdayUnrated", at: instant("2026-11-17T15:10:00+01:00"), date: civil("2026-11-18")) == 0)

        // When it is rated, Then nothing is left to ask
        try state.run(.rateIntention(id: intentionID(1), feeling: .meh), at: at)
        #expect(state.signal("yesterdayUnrated", at: at) == 0)
    }

    // MARK: - The week's edges

    @Test(
        arguments: [
            ("2026-11-21T20:00:00+01:00", 0),  // Saturday
            ("2026-11-22T16:59:00+01:00", 0),  // Sunday, the last day
            ("2026-11-22T17:00:00+01:00", 0.5),
            ("2026-11-22T18:30:00+01:00", 0.75),
            ("2026-11-22T20:00:00+01:00", 1),
            ("2026-11-22T23:30:00+01:00", 1),
            ("2026-11-23T02:30:00+01:00", 1),  // still Sunday's night before the 04:00 day start
            ("2026-11-23T08:00:00+01:00", 0),  // Monday
            ("2026-03-29T16:59:00+02:00", 0),  // Sundays with a daylight saving change
            ("2026-03-29T17:00:00+02:00", 0.5),
            ("2026-10-25T18:30:00+01:00", 0.75),
            ("2026-10-25T20:00:00+01:00", 1),
        ] as [(String, Float)])
    func weekStartsTomorrowRampsFromFiveToEightOnTheWeeksLastDay(_ at: String, _ expected: Float) {
        Self.expectValue(UserState.berlin().signal("weekStartsTomorrow", at: instant(at)), expected)
    }

    @Test func weekStartsTomorrowFollowsTheWeekStartSetting() {
        // Given weeks that start on Sunday
        let state = UserState.berlin { $0.weekStart = 7 }

        // Then Saturday evening is the eve of the week, and Sunday evening is not
        #expect(state.signal("weekStartsTomorrow", at: instant("2026-11-21T20:00:00+01:00")) == 1)
        #expect(state.signal("lastDayOfWeek", at: instant("2026-11-21T20:00:00+01:00")) == 1)
        #expect(state.signal("weekStartsTomorrow", at: instant("2026-11-22T20:00:00+01:00")) == 0)
        #expect(state.signal("weekStartMorning", at: instant("2026-11-22T09:00:00+01:00")) == 1)
    }

    @Test(
        arguments: [
            ("2026-11-23T07:00:00+01:00", 1),
            ("2026-11-23T11:59:00+01:00", 1),
            ("2026-11-23T12:00:00+01:00", 0),
            ("2026-11-23T02:30:00+01:00", 0),  // Sunday's night
            ("2026-11-24T09:00:00+01:00", 0),  // Tuesday
            ("2026-03-30T09:00:00+02:00", 1),  // the Monday after spring forward
            ("2026-10-26T11:59:00+01:00", 1),  // the Monday after fall back
        ] as [(String, Float)])
    func weekStartMorningLastsUntilNoonOfTheFirstDay(_ at: String, _ expected: Float) {
        #expect(UserState.berlin().signal("weekStartMorning", at: instant(at)) == expected)
    }

    // MARK: - The standup

    @Test(
        arguments: [
            ("2026-11-18T09:59:00+01:00", 0),
            ("2026-11-18T10:00:00+01:00", 1),
            ("2026-11-18T14:00:00+01:00", 1),
            ("2026-11-18T15:00:00+01:00", 0.5),  // fading: by 16:00 the day has chosen its plan
            ("2026-11-18T22:00:00+01:00", 0),
            ("2026-11-19T02:30:00+01:00", 0),  // still Wednesday, long past
            ("2026-11-19T04:00:00+01:00", 0),  // Thursday begins: its standup is due at 10:00
        ] as [(String, Float)])
    func standupIsDueFromTheStandupTime(_ at: String, _ expected: Float) {
        let state = UserState.berlin()
        #expect(state.signal("standupDue", at: instant(at)) == expected)
        #expect(state.signal("standupNotDone", at: instant(at)) == 1)
    }

    @Test func aStandupDoneOrAnotherDayIsNotDue() throws {
        // Given Wednesday's standup recorded at 09:00
        var state = UserState.berlin()
        try state.daily(.recordStandup(date: civil("2026-11-18"), plan: [], carry: [], note: nil), at: instant("2026-11-18T09:00:00+01:00"))
        let at = instant("2026-11-18T11:00:00+01:00")

        // Then it is neither due nor missing; Tuesday's, seen from Wednesday, is missing but not due
        #expect(state.signal("standupDue", at: at) == 0)
        #expect(state.signal("standupNotDone", at: at) == 0)
        #expect(state.signal("standupDue", at: at, date: civil("2026-11-17")) == 0)
        #expect(state.signal("standupNotDone", at: at, date: civil("2026-11-17")) == 1)
    }

    @Test func aNightOwlsStandupTimeAfterMidnightIsLateInTheDay() {
        // Given a standup by 01:00 with days from 04:00: Wednesday's is due at 01:00 on Thursday's date
        let state = UserState.berlin { $0.standupBy = time("01:00") }

        // Then it is not due on Wednesday evening, and due after midnight
        #expect(state.signal("standupDue", at: instant("2026-11-18T23:00:00+01:00")) == 0)
        #expect(state.signal("standupDue", at: instant("2026-11-19T01:00:00+01:00")) == 1)
    }

    // MARK: - Rewards

    @Test(
        arguments: [
            (nil, 0, 239, 0),  // below a quarter of the waking day (16 hours)
            (nil, 0, 240, 1),  // the first quarter ever
            (3, 300, 270, 0),
            (3, 300, 300, 0),  // equal is not a record
            (3, 300, 330, 1),
            (28, 360, 330, 0),  // four weeks back still counts
            (29, 360, 330, 1),  // older days do not
        ] as [(Int?, Int, Int, Float)])
    func aPresenceRecordBeatsTheFourWeeksBefore(_ daysAgo: Int?, _ earlier: Int, _ today: Int, _ expected: Float) throws {
        // Given `earlier` minutes `daysAgo` days before, and `today` minutes on Wednesday, each from 09:00 in
        // intentions of at most four hours
        var state = UserState.berlin()
        if let daysAgo {
            let day = civil("2026-11-18").adding(days: -daysAgo)
            try state.present(earlier, from: state.calendar.instant(day, time("09:00")), ids: 1)
        }
        try state.present(today, from: instant("2026-11-18T09:00:00+01:00"), ids: 10)

        // When the evening comes, Then the record is there or not
        #expect(state.signal("presenceRecord", at: instant("2026-11-18T20:00:00+01:00")) == expected)
    }

    @Test func aMorningIsARecordAgainstMorningsOnly() throws {
        // Given a day before with five hours in the afternoon, and today four and a half hours from 07:00
        var state = UserState.berlin()
        try state.present(300, from: instant("2026-11-17T13:00:00+01:00"), ids: 1)
        try state.present(270, from: instant("2026-11-18T07:00:00+01:00"), ids: 10)

        // Then at 12:00 it is a record (yesterday's morning had nothing), and the evening asks more of it
        #expect(state.signal("presenceRecord", at: instant("2026-11-18T12:00:00+01:00")) == 1)
        #expect(state.signal("presenceRecord", at: instant("2026-11-18T20:00:00+01:00")) == 0)
    }

    @Test func aShortMorningIsNeverARecord() throws {
        // Given a new user's single 50-minute intention, and nothing before it
        var state = UserState.berlin()
        try state.record(intentionID(1), from: instant("2026-11-18T09:45:00+01:00"), planned: 50, endingAfter: 50)

        // Then at 10:40 it is no record: five percent of the waking day is below the floor
        #expect(state.signal("presenceRecord", at: instant("2026-11-18T10:40:00+01:00")) == 0)
    }

    @Test(arguments: [(0, 0), (4, 0), (5, 0.5), (7, 0.7), (10, 1), (12, 1)] as [(Int, Float)])
    func reviewStreakStartsAtFiveAndIsFullAtTen(_ reviewed: Int, _ expected: Float) throws {
        // Given an unreviewed intention at 07:00, then `reviewed` reviewed ones every half hour
        var state = UserState.berlin()
        let start = instant("2026-11-18T07:00:00+01:00")
        try state.record(intentionID(100), from: start, endingAfter: 25)
        for index in 0..<reviewed {
            try state.reflected(intentionID(index + 1), from: start.plus(minutes: 30 * (index + 1)))
        }

        // Then the streak counts the reviewed ones in a row
        Self.expectValue(state.signal("reviewStreak", at: instant("2026-11-18T20:00:00+01:00")), expected)
    }

    @Test func anUnreviewedLatestIntentionBreaksTheStreakAndARunningOneDoesNot() throws {
        // Given ten reviewed intentions, then one running
        var state = UserState.berlin()
        let start = instant("2026-11-18T07:00:00+01:00")
        for index in 0..<10 { try state.reflected(intentionID(index + 1), from: start.plus(minutes: 30 * index)) }
        try state.record(intentionID(11), from: start.plus(minutes: 300), planned: 60)
        let running = start.plus(minutes: 310)

        // Then the running one is not counted against the streak
        #expect(state.signal("reviewStreak", at: running) == 1)

        // When it ends without a review, Then the streak is broken
        try state.run(.endIntention(id: intentionID(11)), at: start.plus(minutes: 320))
        #expect(state.signal("reviewStreak", at: start.plus(minutes: 330)) == 0)
    }

    // MARK: - A week, a month, a year ago

    @Test(arguments: [(7, "weekAgoEntry"), (28, "monthAgoEntry"), (364, "yearAgoEntry")])
    func anEntryFromAWeekAMonthOrAYearAgoResurfaces(_ daysAgo: Int, _ name: String) throws {
        // Given one intention exactly `daysAgo` days before Wednesday, and one a day earlier still
        var state = UserState.berlin()
        let today = civil("2026-11-18")
        let then = today.adding(days: -daysAgo)
        try state.record(intentionID(1), "Sketched the garden", from: state.calendar.instant(then, time("10:00")), endingAfter: 25)
        try state.record(
            intentionID(2), "Something older", from: state.calendar.instant(then.adding(days: -1), time("10:00")), endingAfter: 25)
        let at = instant("2026-11-18T12:00:00+01:00")

        // Then only its own signal is on, for today, and not for the next day
        for other in ["weekAgoEntry", "monthAgoEntry", "yearAgoEntry"] {
            #expect(state.signal(other, at: at) == (other == name ? 1 : 0), "\(other)")
        }
        #expect(state.signal(name, at: at, date: today.adding(days: 2)) == 0)
        #expect(state.signal("resurfaceHasReview", at: at) == 0)

        // When it gets a review, Then a year-old one has a line to quote (the only memory quoted)
        try state.run(.reviewIntention(id: intentionID(1), review: Review(wentWell: "Paper first saved hours")), at: at)
        #expect(state.signal("resurfaceHasReview", at: at) == (daysAgo == 364 ? 1 : 0))
    }

    @Test func memoriesAreOfferedAboutTodayOnly() throws {
        // Given an intention on Wednesday 2026-11-04
        var state = UserState.berlin()
        try state.record(intentionID(1), from: instant("2026-11-04T10:00:00+01:00"), endingAfter: 25)

        // Then on Wednesday the 11th it is "this day last week"
        #expect(state.signal("weekAgoEntry", at: instant("2026-11-11T12:00:00+01:00")) == 1)
        // But not when the 11th is viewed a week later, nor on the 18th, two weeks after it
        let at = instant("2026-11-18T12:00:00+01:00")
        #expect(state.signal("weekAgoEntry", at: at, date: civil("2026-11-11")) == 0)
        #expect(state.signal("weekAgoEntry", at: at) == 0)
    }
}

extension UserState {
    /// `minutes` of presence from `start`, as back-to-back intentions of at most four hours (the longest one can
    /// be), numbered from `ids`.
    fileprivate mutating func present(_ minutes: Int, from start: Date, ids: Int) throws {
        var (left, at, id) = (minutes, start, ids)
        while left > 0 {
            let chunk = min(left, 240)
            try record(intentionID(id), from: at, planned: max(chunk, 5), endingAfter: chunk)
            (left, at, id) = (left - chunk, at.plus(minutes: chunk), id + 1)
        }
    }
}
