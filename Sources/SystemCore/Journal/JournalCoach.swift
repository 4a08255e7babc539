import Foundation

// What the journal tells the coach: in the evening, once the day's intentions are looked back on, the day itself is
// worth a few lines — the evening entry, asked for under the coach's `day.review` topic.

extension JournalCore {
    /// Whether the moment's day (today) has no review yet.
    static func reviewUnwritten(_ m: CoachMoment) -> Bool {
        m.isToday && m.state.journal.review(on: m.today) == nil
    }

    /// Whether today's last intention has ended and been reviewed.
    static func lastIntentionReviewed(_ m: CoachMoment) -> Bool {
        guard m.isToday, let last = m.state.intentions(on: m.today).last else { return false }
        return last.endedAt != nil && !last.review.isEmpty
    }

    public static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "journalUnwritten", "Today has no evening entry in the journal yet.",
            yes: "today's journal entry is not written yet", no: "today's journal entry is written"
        ) { m in CoachSignal.bit(reviewUnwritten(m)) },
        CoachSignal(
            "lastIntentionReviewed", "Today's last intention has ended and been reviewed.",
            yes: "your last intention is reviewed", no: "your last intention is not reviewed yet"
        ) { m in CoachSignal.bit(lastIntentionReviewed(m)) },
    ]

    public static let coachOptions: [CoachOption] = [
        CoachOption(
            "journal.evening.reviewed", .dayReview, 60,
            when: ["dayIsToday", "isEvening", "!intentionRunning", "lastIntentionReviewed", "journalUnwritten"],
            "Your intentions are looked back on. Now the day: a few lines for the journal?",
            actions: [.init("Write the evening entry", "/#review")]),
        CoachOption(
            "journal.evening", .dayReview, 50, when: ["dayIsToday", "isEvening", "!intentionRunning", "journalUnwritten"],
            "The evening is here. What went well today, and what did you learn? The journal is open.",
            actions: [.init("Write the evening entry", "/#review")]),
    ]
}
