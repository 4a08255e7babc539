import Foundation
import Testing

@testable import SystemCore

/// The moments the coach speaks up on its own, and the quiet it keeps.
///
/// The user is in Berlin with the defaults (days from 04:00, waking 07:00–23:00, weeks from Monday, standup by
/// 10:00); it is Wednesday 2026-11-18 unless a test says otherwise.
@Suite struct CoachReminderTests {
    static let wednesday = civil("2026-11-18")

    /// A user whose this and next week are planned and whose Wednesday standup is done, so only the reminders a
    /// test is about remain.
    static func settled(_ change: (inout Settings) -> Void = { _ in }) throws -> UserState {
        var state = UserState.berlin(change)
        let early = instant("2026-11-18T05:00:00+01:00")
        try state.weekly(.createArea(id: fixedID(1), name: "Career"), at: early)
        for (id, week) in [(11, "2026-11-16"), (12, "2026-11-23")] {
            try state.weekly(
                .addGoal(id: fixedID(id), week: civil(week), area: fixedID(1), title: "Ship", estimate: .size(.small)), at: early)
        }
        try state.daily(.recordStandup(date: wednesday, plan: [], carry: [], note: nil), at: early)
        return state
    }

    static func reminders(_ state: UserState, at now: String) -> [CoachReminder] {
        Coach().reminders(state, now: instant(now))
    }

    /// "key @ HH:MM" for each reminder, in order.
    static func summary(_ reminders: [CoachReminder], _ state: UserState) -> [String] {
        reminders.map { "\($0.key.split(separator: ":")[0]) @ \(state.calendar.timeOfDay($0.at))" }
    }

    // MARK: - A running intention

    @Test(arguments: [
        ("2026-11-18T09:10:00+01:00", ["timeup @ 09:25", "overdue @ 09:35"]),
        ("2026-11-18T09:29:00+01:00", ["timeup @ 09:25", "overdue @ 09:35"]),  // just missed: still shown
        ("2026-11-18T09:31:00+01:00", ["overdue @ 09:35"]),
        ("2026-11-18T09:45:00+01:00", []),
    ])
    func timeIsUpAtThePlannedEndAndOverdueTenMinutesLater(_ now: String, _ expected: [String]) throws {
        // Given “Write the report” running since 09:00 for 25 minutes
        var state = try Self.settled()
        try state.record(intentionID(1), "Write the report", from: instant("2026-11-18T09:00:00+01:00"))

        // Then the reminders due are time's up at 09:25 and still running at 09:35
        #expect(Self.summary(Self.reminders(state, at: now), state) == expected)
    }

    @Test func timeUpSaysWhatAndLeadsToTheFocusScreen() throws {
        var state = try Self.settled()
        try state.record(intentionID(1), "Write the report", from: instant("2026-11-18T09:00:00+01:00"))
        let reminders = Self.reminders(state, at: "2026-11-18T09:10:00+01:00")

        #expect(reminders.map(\.key) == ["timeup:\(intentionID(1))", "overdue:\(intentionID(1))"])
        #expect(reminders.map(\.title) == ["Time's up", "Still running"])
        #expect(reminders[0].body == "“Write the report” reached its planned time.")
        #expect(reminders[1].body == "“Write the report” is 10 min over its time.")
        #expect(reminders.allSatisfy { $0.href == "/focus" })
        #expect(reminders[0].at == instant("2026-11-18T09:25:00+01:00"))
    }

    @Test func anExtendedIntentionMovesItsTimeUp() throws {
        // Given the intention extended by 15 minutes at 09:20
        var state = try Self.settled()
        try state.record(intentionID(1), "Write the report", from: instant("2026-11-18T09:00:00+01:00"))
        try state.run(.extendIntention(id: intentionID(1), minutes: 15), at: instant("2026-11-18T09:20:00+01:00"))

        // Then time is up at 09:40
        #expect(Self.summary(Self.reminders(state, at: "2026-11-18T09:21:00+01:00"), state) == ["timeup @ 09:40", "overdue @ 09:50"])
    }

    // MARK: - After an intention

    @Test func anUnreflectedIntentionIsAskedAboutTenMinutesAfterItsEnd() throws {
        // Given “Write the report” ended at 09:25 with nothing said about it
        var state = try Self.settled()
        try state.record(intentionID(1), "Write the report", from: instant("2026-11-18T09:00:00+01:00"), endingAfter: 25)

        // Then the reflection is asked for at 09:35, and the next intention an hour after the end
        let reminders = Self.reminders(state, at: "2026-11-18T09:26:00+01:00")
        #expect(Self.summary(reminders, state) == ["reflect @ 09:35", "idle @ 10:25"])
        #expect(reminders[0].title == "How did it go?")
        #expect(reminders[0].href == "/intentions/\(intentionID(1))")

        // When it is tagged only, Then it is still asked about; once rated and reviewed too, it is not
        try state.run(.tagIntention(id: intentionID(1), tags: [.init("Writing")]), at: instant("2026-11-18T09:27:00+01:00"))
        #expect(Self.summary(Self.reminders(state, at: "2026-11-18T09:28:00+01:00"), state) == ["reflect @ 09:35", "idle @ 10:25"])
        try state.run(.rateIntention(id: intentionID(1), feeling: .happy), at: instant("2026-11-18T09:28:00+01:00"))
        try state.run(
            .reviewIntention(id: intentionID(1), review: Review(wentWell: "Done early")), at: instant("2026-11-18T09:29:00+01:00"))
        #expect(Self.summary(Self.reminders(state, at: "2026-11-18T09:30:00+01:00"), state) == ["idle @ 10:25"])
    }

    @Test(
        arguments: [
            // (last end, now, idle reminder)
            ("2026-11-18T09:25:00+01:00", "2026-11-18T09:30:00+01:00", "10:25"),
            ("2026-11-18T21:55:00+01:00", "2026-11-18T22:00:00+01:00", "22:55"),  // still inside the window
            ("2026-11-18T22:10:00+01:00", "2026-11-18T22:15:00+01:00", nil),  // 23:10 is after the window
            ("2026-11-17T21:25:00+01:00", "2026-11-18T06:00:00+01:00", "08:00"),  // an hour after the window opens
            (nil, "2026-11-18T06:00:00+01:00", "08:00"),  // nothing ever started
            ("2026-11-18T09:25:00+01:00", "2026-11-18T10:31:00+01:00", nil),  // missed more than five minutes ago
        ] as [(String?, String, String?)])
    func nothingStartedForAnHourIsRemindedInsideWakingHoursOnly(_ lastEnd: String?, _ now: String, _ expected: String?) throws {
        // Given an intention of 25 minutes that ended at `lastEnd`, reflected
        var state = try Self.settled()
        if let lastEnd {
            try state.reflected(intentionID(1), from: instant(lastEnd).plus(minutes: -25))
        }

        // Then the idle nudge is due an hour after the later of its end and the waking start, if in the window
        let idle = Self.reminders(state, at: now).filter { $0.key.hasPrefix("idle:") }
        #expect(idle.map { state.calendar.timeOfDay($0.at).description } == (expected.map { [$0] } ?? []))
        #expect(idle.allSatisfy { $0.href == "/#start" })
    }

    @Test func nothingIdleIsRemindedWhileAnIntentionRuns() throws {
        var state = try Self.settled()
        try state.record(intentionID(1), from: instant("2026-11-18T09:00:00+01:00"), planned: 240)
        #expect(
            !Self.reminders(state, at: "2026-11-18T10:00:00+01:00").contains { $0.key.hasPrefix("idle:") || $0.key.hasPrefix("reflect:") })
    }

    // MARK: - The standup and the week

    @Test func theStandupIsRemindedAtItsTimeUnlessDone() throws {
        // Given Wednesday's standup not done
        var state = UserState.berlin()
        let standup = Self.reminders(state, at: "2026-11-18T08:00:00+01:00").filter { $0.key.hasPrefix("standup:") }

        // Then it is reminded at 10:00
        #expect(standup.map(\.key) == ["standup:2026-11-18"])
        #expect(standup.first?.at == instant("2026-11-18T10:00:00+01:00"))
        #expect(standup.first?.href == "/#standup")

        // When it is done at 09:00, Then it is not
        try state.daily(.recordStandup(date: Self.wednesday, plan: [], carry: [], note: nil), at: instant("2026-11-18T09:00:00+01:00"))
        #expect(!Self.reminders(state, at: "2026-11-18T09:01:00+01:00").contains { $0.key.hasPrefix("standup:") })
    }

    @Test func theStandupTimeFollowsTheSetting() {
        let state = UserState.berlin { $0.standupBy = time("08:30") }
        #expect(
            Self.reminders(state, at: "2026-11-18T07:00:00+01:00").first { $0.key.hasPrefix("standup:") }?.at
                == instant("2026-11-18T08:30:00+01:00"))
    }

    @Test func nextWeeksPlanIsRemindedAtSixTheEveningBefore() throws {
        // Given a planned week, and the next one not planned, on Sunday at noon
        let sunday = "2026-11-22T12:00:00+01:00"
        var state = UserState.berlin()
        try state.weekly(.createArea(id: fixedID(1), name: "Career"), at: instant("2026-11-16T08:00:00+01:00"))
        try state.weekly(
            .addGoal(id: fixedID(11), week: civil("2026-11-16"), area: fixedID(1), title: "Ship", estimate: .size(.small)),
            at: instant("2026-11-16T08:00:00+01:00"))

        // Then “Plan next week” is due at 18:00, leading to next week's plan
        let plan = Self.reminders(state, at: sunday).filter { $0.key.hasPrefix("plan") }
        #expect(plan.map(\.key) == ["plan-eve:2026-11-23"])
        #expect(plan.first?.at == instant("2026-11-22T18:00:00+01:00"))
        #expect(plan.first?.title == "Plan next week")
        #expect(plan.first?.href == "/weeks/2026-11-23#plan")

        // And not yet on Saturday (more than twelve hours ahead), and not once next week has a goal
        #expect(!Self.reminders(state, at: "2026-11-21T12:00:00+01:00").contains { $0.key.hasPrefix("plan") })
        try state.weekly(
            .addGoal(id: fixedID(12), week: civil("2026-11-23"), area: fixedID(1), title: "Docs", estimate: .size(.small)),
            at: instant("2026-11-22T12:30:00+01:00"))
        #expect(!Self.reminders(state, at: "2026-11-22T12:31:00+01:00").contains { $0.key.hasPrefix("plan") })
    }

    @Test func anUnplannedWeekIsRemindedWhenItsFirstDayWakes() {
        // Given nothing planned, at 06:30 on Monday 2026-11-23
        let reminders = Self.reminders(UserState.berlin(), at: "2026-11-23T06:30:00+01:00").filter { $0.key.hasPrefix("plan") }

        // Then “Plan this week” is due at 07:00
        #expect(reminders.map(\.key) == ["plan-start:2026-11-23"], "its own key, so it shows even after the evening's")
        #expect(reminders.first?.title == "Plan this week")
        #expect(reminders.first?.at == instant("2026-11-23T07:00:00+01:00"))
    }

    @Test func aReminderDueBeforeQuietHoursIsNotShownInThem() throws {
        // Given quiet hours from 22:00 and a reminder that came due at 21:58
        var state = UserState.berlin()
        var settings = state.settings
        (settings.quietFrom, settings.quietUntil) = (TimeOfDay(hour: 22), TimeOfDay(hour: 7))
        try state.run(.changeSettings(settings), at: instant("2026-11-20T12:00:00+01:00"))
        try state.record(intentionID(1), from: instant("2026-11-20T21:53:00+01:00"), planned: 5)

        // Then at 21:59 it is listed, and at 22:03 (still within the grace) it is not
        #expect(Self.reminders(state, at: "2026-11-20T21:59:00+01:00").contains { $0.key.hasPrefix("timeup:") })
        #expect(!Self.reminders(state, at: "2026-11-20T22:03:00+01:00").contains { $0.key.hasPrefix("timeup:") })
    }

    @Test func remindersComeEarliestFirstWithUniqueKeys() throws {
        // Given a new user on Sunday at 06:45 with an intention running until 07:05
        var state = UserState.berlin()
        try state.record(intentionID(1), from: instant("2026-11-22T06:40:00+01:00"))
        let reminders = Self.reminders(state, at: "2026-11-22T06:45:00+01:00")

        // Then time's up, overdue, the standup and next week's plan come in time order
        #expect(Self.summary(reminders, state) == ["timeup @ 07:05", "overdue @ 07:15", "standup @ 10:00", "plan-eve @ 18:00"])
        #expect(Set(reminders.map(\.key)).count == reminders.count)
    }

    // MARK: - Quiet

    @Test(arguments: [
        ("22:00", "07:00", "21:59", false), ("22:00", "07:00", "22:00", true), ("22:00", "07:00", "23:30", true),
        ("22:00", "07:00", "00:00", true), ("22:00", "07:00", "06:59", true), ("22:00", "07:00", "07:00", false),
        ("22:00", "07:00", "12:00", false),
        ("13:00", "14:00", "12:59", false), ("13:00", "14:00", "13:00", true), ("13:00", "14:00", "13:59", true),
        ("13:00", "14:00", "14:00", false),
        ("09:00", "09:00", "09:00", false),  // an empty span is off
    ])
    func quietHoursRunFromTheirStartUntilTheirEndOverMidnightToo(_ from: String, _ until: String, _ at: String, _ quiet: Bool) {
        let settings = Settings(timeZone: "Europe/Berlin", quietFrom: time(from), quietUntil: time(until))
        let calendar = DayCalendar(settings: settings)
        #expect(settings.isQuiet(at: calendar.instant(Self.wednesday, time(at)), calendar: calendar) == quiet)
    }

    @Test func quietHoursFollowTheLocalClockOnDaylightSavingDays() {
        // Given quiet hours 22:00–07:00 in Berlin
        let settings = Settings(timeZone: "Europe/Berlin", quietFrom: time("22:00"), quietUntil: time("07:00"))
        let calendar = DayCalendar(settings: settings)

        // Then 06:30 local is quiet and 07:30 local is not, in summer and winter time alike
        for at in ["2026-03-29T06:30:00+02:00", "2026-10-25T06:30:00+01:00", "2026-03-29T01:30:00+01:00"] {
            #expect(settings.isQuiet(at: instant(at), calendar: calendar), "\(at)")
        }
        for at in ["2026-03-29T07:30:00+02:00", "2026-10-25T07:30:00+01:00"] {
            #expect(!settings.isQuiet(at: instant(at), calendar: calendar), "\(at)")
        }
    }

    @Test func noQuietHoursWithoutBothEnds() {
        let calendar = DayCalendar(settings: Settings(timeZone: "Europe/Berlin"))
        let at = calendar.instant(Self.wednesday, time("23:00"))
        #expect(!Settings(timeZone: "Europe/Berlin").isQuiet(at: at, calendar: calendar))
        #expect(!Settings(timeZone: "Europe/Berlin", quietFrom: time("22:00")).isQuiet(at: at, calendar: calendar))
    }

    @Test func remindersInQuietHoursAreLeftOutOverMidnight() throws {
        // Given quiet hours 22:00–07:00, and an intention running from 21:50 for 25 minutes
        var state = try Self.settled {
            $0.quietFrom = time("22:00")
            $0.quietUntil = time("07:00")
        }
        try state.record(intentionID(1), "Read", from: instant("2026-11-18T21:50:00+01:00"))

        // Then neither time's up at 22:15 nor overdue at 22:25 is shown
        #expect(Self.reminders(state, at: "2026-11-18T21:55:00+01:00").isEmpty)

        // And an intention ended at 06:20 on Thursday is not asked about at 06:30, inside quiet hours; the standup is
        var morning = try Self.settled {
            $0.quietFrom = time("22:00")
            $0.quietUntil = time("07:00")
        }
        try morning.record(intentionID(2), "Stretch", from: instant("2026-11-19T06:00:00+01:00"), endingAfter: 20)
        let reminders = Self.reminders(morning, at: "2026-11-19T06:21:00+01:00")
        #expect(!reminders.contains { $0.key.hasPrefix("reflect:") })
        #expect(reminders.contains { $0.key.hasPrefix("standup:") })
    }

    @Test func doNotDisturbSilencesEverythingBeforeItsEnd() throws {
        // Given do not disturb until 09:30, and an intention running from 09:00 for 25 minutes
        var state = try Self.settled { $0.doNotDisturbUntil = instant("2026-11-18T09:30:00+01:00") }
        try state.record(intentionID(1), "Write the report", from: instant("2026-11-18T09:00:00+01:00"))

        // Then time's up at 09:25 is silent, and overdue at 09:35 is shown
        #expect(Self.summary(Self.reminders(state, at: "2026-11-18T09:10:00+01:00"), state) == ["overdue @ 09:35"])
    }

    @Test func doNotDisturbEndsAtItsInstant() {
        let until = instant("2026-11-18T10:00:00+01:00")
        let settings = Settings(timeZone: "Europe/Berlin", doNotDisturbUntil: until)
        let calendar = DayCalendar(settings: settings)
        #expect(settings.isQuiet(at: until.addingTimeInterval(-1), calendar: calendar))
        #expect(!settings.isQuiet(at: until, calendar: calendar))
    }
}
