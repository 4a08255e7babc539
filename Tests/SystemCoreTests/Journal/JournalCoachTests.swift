import Foundation
import Testing

@testable import SystemCore

/// The coach asks for the evening entry: in the evening, sooner once the day's last intention is reviewed, never once
/// it is written, never while an intention runs.
@Suite struct JournalCoachTests {
    static let modules = CoreModules.standard
    static let coach = Coach(options: modules.coachOptions, signals: modules.coachSignals, words: modules.coachWords)

    /// The journal options that score at `at` (UTC; the user is in UTC, awake 07:00–23:00).
    static func journalKeys(_ state: UserState, at: String) -> [String] {
        coach.evaluate(state, user: .local, at: instant(at)).scores.filter { $0.priority > 0 && $0.option.key.hasPrefix("journal.") }
            .map(\.option.key).sorted()
    }

    @Test func theEveningEntryIsAskedForInTheEveningAndMostOnceTheDayIsReviewed() throws {
        var state = UserState.fresh()
        try state.record(intentionID(1), "Write the essay", from: instant("2026-11-27T17:00:00Z"), endingAfter: 50)
        #expect(Self.journalKeys(state, at: "2026-11-27T14:00:00Z").isEmpty, "not before the evening")
        #expect(Self.journalKeys(state, at: "2026-11-27T21:00:00Z") == ["journal.evening"])

        try state.run(.reviewIntention(id: intentionID(1), review: Review(wentWell: "Drafted it")), at: instant("2026-11-27T21:00:00Z"))
        #expect(Self.journalKeys(state, at: "2026-11-27T21:05:00Z") == ["journal.evening", "journal.evening.reviewed"])
        let text = Coach(
            options: Self.modules.coachOptions.filter { $0.key.hasPrefix("journal.") }, signals: Self.modules.coachSignals,
            words: Self.modules.coachWords
        )
        .evaluate(state, user: .local, at: instant("2026-11-27T21:05:00Z")).message.text
        #expect(text.hasPrefix("Your intentions are looked back on."), "\(text)")

        try state.run(
            .journal(.write(id: fixedID(5), date: civil("2026-11-27"), kind: .review, templateId: nil, JournalDraft(text: "A good day."))),
            at: instant("2026-11-27T21:10:00Z"))
        #expect(Self.journalKeys(state, at: "2026-11-27T21:15:00Z").isEmpty, "written: nothing to ask")
    }

    @Test func notWhileAnIntentionRuns() throws {
        var state = UserState.fresh()
        try state.record(intentionID(1), "Read", from: instant("2026-11-27T21:00:00Z"))
        #expect(Self.journalKeys(state, at: "2026-11-27T21:10:00Z").isEmpty)
    }

    @Test func aChosenTimeAsksFromThenAndRemindsThenOutsideQuietHours() throws {
        var state = UserState.fresh()
        try state.run(.journal(.setReviewTime(TimeOfDay(hour: 19, minute: 30))), at: instant("2026-11-27T08:00:00Z"))
        #expect(state.journal.reviewAt?.description == "19:30")
        #expect(Self.journalKeys(state, at: "2026-11-27T19:00:00Z").isEmpty, "not before the chosen time")
        #expect(Self.journalKeys(state, at: "2026-11-27T19:40:00Z") == ["journal.time"])
        #expect(Self.journalKeys(state, at: "2026-11-27T21:00:00Z") == ["journal.time"], "the evening's own ask gives way")

        // The reminder at the chosen time, once, under the day's key
        let reminders = Coach.standard.reminders(state, now: instant("2026-11-27T12:00:00Z")).filter { $0.key.hasPrefix("journal:") }
        #expect(reminders.map(\.key) == ["journal:2026-11-27"])
        #expect(reminders.first?.at == instant("2026-11-27T19:30:00Z"))

        // Never in quiet hours
        var quiet = state
        try quiet.run(
            .changeSettings(Settings(timeZone: "UTC", quietFrom: TimeOfDay(hour: 19), quietUntil: TimeOfDay(hour: 7))),
            at: instant("2026-11-27T08:00:00Z"))
        #expect(Coach.standard.reminders(quiet, now: instant("2026-11-27T12:00:00Z")).filter { $0.key.hasPrefix("journal:") }.isEmpty)

        // Written: no ask, no reminder; back to the evening: no reminder at all
        try state.run(
            .journal(.write(id: fixedID(5), date: civil("2026-11-27"), kind: .review, templateId: nil, JournalDraft(text: "Done."))),
            at: instant("2026-11-27T18:00:00Z"))
        #expect(Coach.standard.reminders(state, now: instant("2026-11-27T18:05:00Z")).filter { $0.key.hasPrefix("journal:") }.isEmpty)
        try state.run(.journal(.setReviewTime(nil)), at: instant("2026-11-27T18:10:00Z"))
        #expect(state.journal.reviewAt == nil)
    }
}
