import Foundation
import PropertyBased
import Testing

@testable import SystemCore

/// Weeks are cut in the user's settings: the week start day, the day start hour, and their time zone.
struct WeekTests {
    @Test(arguments: [
        // (a day, the week start day, the first day of its week)
        ("2026-11-22", 1, "2026-11-16"),  // a Sunday, weeks from Monday
        ("2026-11-23", 1, "2026-11-23"),  // a Monday is its own week's start
        ("2026-11-22", 7, "2026-11-22"),  // weeks from Sunday
        ("2026-11-21", 7, "2026-11-15"),  // a Saturday, weeks from Sunday
        ("2026-11-20", 5, "2026-11-20"),  // weeks from Friday
        ("2026-11-19", 5, "2026-11-13"),
        ("2027-01-01", 1, "2026-12-28"),  // across a year
    ])
    func aWeekStartsOnTheChosenDay(day: String, weekStart: Int, first: String) {
        let calendar = DayCalendar(settings: Settings(timeZone: "Europe/Berlin", weekStart: weekStart))
        #expect(calendar.weekStart(containing: civil(day)) == civil(first))
        #expect(calendar.weekStart(containing: civil(first)) == civil(first))
    }

    @Test(arguments: [
        // Berlin's spring-forward night (2026-03-29 02:00 → 03:00) lies in the day named 2026-03-28 with a 04:00 day
        // start, and in 2026-03-29 with a midnight day start; either way the week is an hour short.
        (4, "2026-03-23", 7 * 24 - 1),
        (0, "2026-03-23", 7 * 24 - 1),
        // The autumn night (2026-10-25 03:00 → 02:00) makes its week an hour long.
        (4, "2026-10-19", 7 * 24 + 1),
        (0, "2026-10-19", 7 * 24 + 1),
        // An ordinary week.
        (4, "2026-11-16", 7 * 24),
    ])
    func aDSTWeekIsAnHourShortOrLong(dayStartHour: Int, monday: String, hours: Int) {
        let calendar = DayCalendar(settings: Settings(timeZone: "Europe/Berlin", dayStartHour: dayStartHour))
        let start = calendar.interval(of: civil(monday)).start
        let end = calendar.interval(of: civil(monday).adding(days: 6)).end
        #expect(end.timeIntervalSince(start) == TimeInterval(hours * 3600))
    }

    @Test func aLateNightBelongsToTheDayAndWeekItBegan() throws {
        // Given a Monday week start and a 04:00 day start in Berlin, an intention at 01:30 on Monday 2026-11-23
        var state = UserState(defaultTimeZone: "Europe/Berlin")
        state.evolve(.settingsChanged(.init(settings: Settings(timeZone: "Europe/Berlin"))))
        let id = intentionID(1)
        let start = instant("2026-11-23T00:30:00Z")  // 01:30 in Berlin
        state.evolve(.intentionStarted(.init(intentionId: id, text: "Late reading", plannedMinutes: 25, startedAt: start)))
        state.evolve(.intentionEnded(.init(intentionId: id, endedAt: start.plus(minutes: 40))))

        // Then it belongs to Sunday, and so to the week that began on Monday 2026-11-16
        let now = instant("2026-11-23T12:00:00Z")
        let week = state.week(containing: civil("2026-11-22"), now: now)
        #expect(week.start == civil("2026-11-16"))
        #expect(week.intentionCount == 1)
        #expect(week.days.last?.date == civil("2026-11-22"))
        #expect(week.days.last?.focusedMinutes == 40)
        #expect(state.week(containing: civil("2026-11-23"), now: now).intentionCount == 0)
    }

    @Test func aWeekAddsUpTractionAndDistraction() {
        // Given three intentions in one week: traction, distraction, and untagged
        var state = UserState(defaultTimeZone: "UTC")
        let day = instant("2026-11-17T09:00:00Z")
        for (number, (tag, minutes)) in [("deep-work", 50), ("social-media", 15), ("", 25)].enumerated() {
            let id = intentionID(number + 1)
            let start = day.plus(minutes: number * 120)
            state.evolve(.intentionStarted(.init(intentionId: id, text: "Task \(number)", plannedMinutes: minutes, startedAt: start)))
            state.evolve(.intentionEnded(.init(intentionId: id, endedAt: start.plus(minutes: minutes))))
            if !tag.isEmpty { state.evolve(.intentionTagged(.init(intentionId: id, labels: [LabelID(name: tag)!]))) }
        }

        // Then the week counts all focused time, and splits what is tagged
        let week = state.week(containing: civil("2026-11-20"), now: instant("2026-11-20T12:00:00Z"))
        #expect(week.focusedMinutes == 90)
        #expect(week.tractionMinutes == 50)
        #expect(week.distractionMinutes == 15)
        #expect(week.intentionCount == 3)
        // And the average presence counts only the days that have begun (Monday to Friday here)
        let average = week.averagePresence(today: civil("2026-11-20"))
        #expect(average == 90.0 / 960.0 / 5.0)
        #expect(week.averagePresence(today: civil("2026-11-15")) == nil)
    }

    /// An intention tagged both ways counts once, as a distraction, whatever the order of its tags; a tag no label
    /// knows counts for neither.
    @Test(arguments: [
        (["deep-work", "social-media"], 0, 30), (["social-media", "deep-work"], 0, 30), (["deep-work", "no-such-label"], 30, 0),
        (["no-such-label"], 0, 0),
    ])
    func anIntentionTaggedBothWaysIsADistraction(tags: [String], traction: Int, distraction: Int) {
        var state = UserState(defaultTimeZone: "UTC")
        let start = instant("2026-11-17T09:00:00Z")
        state.evolve(.intentionStarted(.init(intentionId: intentionID(1), text: "Reading", plannedMinutes: 30, startedAt: start)))
        state.evolve(.intentionEnded(.init(intentionId: intentionID(1), endedAt: start.plus(minutes: 30))))
        state.evolve(.intentionTagged(.init(intentionId: intentionID(1), labels: tags.map { LabelID(name: $0)! })))

        let week = state.week(containing: civil("2026-11-17"), now: instant("2026-11-20T12:00:00Z"))
        #expect(week.focusedMinutes == 30)
        #expect(week.tractionMinutes == traction)
        #expect(week.distractionMinutes == distraction)
        #expect(week.intentionCount == 1)
    }
}

/// The retrospective's highlights: the week's last lines worth keeping, in the order they were written.
struct WeekReviewTests {
    /// For any week of intentions, each with or without a "went well" and an "interesting" line, the highlights are
    /// the last six of those lines in start order, each intention's "went well" before its "interesting"; an
    /// intention of the next week counts for neither week.
    @Test func theHighlightsAreTheWeeksLastLinesInOrder() async {
        await propertyCheck(input: Gen.int(in: 0...3).array(of: 0...20)) { shapes in
            var state = UserState(defaultTimeZone: "UTC")
            let monday = instant("2026-11-16T07:00:00Z")
            var expected: [String] = []
            for (number, shape) in shapes.enumerated() {
                let id = intentionID(number + 1)
                let start = monday.plus(minutes: number * 330)  // across the whole week, a few a day
                let review = Review(
                    wentWell: shape & 1 == 0 ? nil : "went well \(number)", couldImprove: "could improve \(number)",
                    interesting: shape & 2 == 0 ? nil : "interesting \(number)")
                state.evolve(.intentionStarted(.init(intentionId: id, text: "Task \(number)", plannedMinutes: 25, startedAt: start)))
                state.evolve(.intentionEnded(.init(intentionId: id, endedAt: start.plus(minutes: 25))))
                state.evolve(.intentionReviewed(.init(intentionId: id, review: review)))
                expected += [review.wentWell, review.interesting].compactMap { $0 }
            }
            let next = intentionID(99)
            let nextMonday = instant("2026-11-23T07:00:00Z")
            state.evolve(.intentionStarted(.init(intentionId: next, text: "Next week", plannedMinutes: 25, startedAt: nextMonday)))
            state.evolve(.intentionReviewed(.init(intentionId: next, review: Review(wentWell: "next week's"))))

            let review = state.review(weekContaining: civil("2026-11-18"), now: instant("2026-11-30T12:00:00Z"))
            #expect(review.highlights.map(\.text) == Array(expected.suffix(WeekReview.maxHighlights)))
            #expect(review.highlights.allSatisfy { $0.intention.review.wentWell == $0.text || $0.intention.review.interesting == $0.text })
            #expect(review.summary.intentionCount == shapes.count)
        }
    }
}
