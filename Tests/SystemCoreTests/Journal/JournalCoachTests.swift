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
}
