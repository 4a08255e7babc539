import Foundation
import PropertyBased
import Testing

@testable import SystemCore

/// Loop Habit Tracker's habit strength: a missed day costs a little, never the whole streak.
@Suite struct HabitStrengthTests {
    @Test(arguments: [(1.0, 0.9481), (3.0 / 7.0, 0.9657), (1.0 / 7.0, 0.9800)])
    func theMultiplierFollowsTheTargetFrequency(_ frequency: Double, _ expected: Double) {
        #expect(abs(HabitStrength.multiplier(frequency: frequency) - expected) < 0.0001)
    }

    @Test func aMissedDayAfterAStreakCostsALittleNotEverything() {
        let streak = HabitStrength.scores(Array(repeating: true, count: 120))
        #expect(streak.last! > 0.99)
        let missed = HabitStrength.scores(Array(repeating: true, count: 119) + [false])
        #expect(missed.last! > 0.94 && missed.last! < streak.last!)
        #expect(abs(HabitStrength.scores([true]).last! - (1 - HabitStrength.multiplier(frequency: 1))) < 1e-12)
    }

    /// For any days: every score is between 0 and 1, and doing a day never lowers a score after it.
    @Test func doingADayNeverLowersTheScore() async {
        await propertyCheck(input: Gen.bool.array(of: 1...200), Gen.int(in: 0...199)) { days, flip in
            let scores = HabitStrength.scores(days)
            #expect(scores.allSatisfy { $0 >= 0 && $0 < 1 })
            guard flip < days.count, !days[flip] else { return }
            var done = days
            done[flip] = true
            let better = HabitStrength.scores(done)
            #expect(zip(better, scores).allSatisfy { $0 >= $1 })
        }
    }

    @Test func theJournalAndTheReviewsEachCountTheirOwnDays() throws {
        var state = UserState.fresh()
        let now = instant("2026-11-27T20:00:00Z")
        try state.run(
            .journal(.write(id: fixedID(1), date: civil("2026-11-26"), kind: .note, templateId: nil, JournalDraft(text: "A note."))),
            at: now)
        try state.record(intentionID(2), "Plan", from: instant("2026-11-27T09:00:00Z"), endingAfter: 25)
        let unreviewed = Consistency(state, through: civil("2026-11-27"))
        #expect(unreviewed.days.count == Consistency.window && unreviewed.days.last == civil("2026-11-27"))
        #expect(unreviewed.reviews.last == 0)
        try state.run(.reviewIntention(id: intentionID(2), review: Review(wentWell: "Short list")), at: now)
        let consistency = Consistency(state, through: civil("2026-11-27"))
        let step = 1 - HabitStrength.multiplier(frequency: 1)
        #expect(abs(consistency.journal.last! - step * HabitStrength.multiplier(frequency: 1)) < 1e-12)
        #expect(abs(consistency.reviews.last! - step) < 1e-12)
    }
}
