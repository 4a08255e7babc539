import Foundation

// What the journal tells the coach: in the evening (or from the time the user chose), once the day's intentions are
// looked back on, the day itself is worth a few lines — the evening entry, asked for under the coach's `day.review`
// topic, and at the chosen time a reminder, which the coach keeps out of quiet hours.

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

    /// The instant today's review time comes, when the user chose one.
    static func reviewTime(of state: UserState, on date: CivilDate) -> Date? {
        state.journal.reviewAt.map { state.calendar.instant(on: date, at: $0) }
    }

    /// Whether the user's review time has come today (false without one).
    static func reviewTimeReached(_ m: CoachMoment) -> Bool {
        guard m.isToday, let time = reviewTime(of: m.state, on: m.today) else { return false }
        return m.at >= time
    }

    public static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "reviewTimeSet", "The user chose a time of day for the evening entry.",
            yes: "you chose a time for the journal", no: "you chose no time for the journal"
        ) { m in CoachSignal.bit(m.state.journal.reviewAt != nil) },
        CoachSignal(
            "reviewTimeReached", "Today's chosen time for the evening entry has come.",
            yes: "it is past your time for the journal", no: "your time for the journal has not come"
        ) { m in CoachSignal.bit(reviewTimeReached(m)) },
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
            "journal.evening", .dayReview, 50,
            when: ["dayIsToday", "isEvening", "!reviewTimeSet", "!intentionRunning", "journalUnwritten"],
            "The evening is here. What went well today, and what did you learn? The journal is open.",
            actions: [.init("Write the evening entry", "/#review")]),
        CoachOption(
            "journal.time", .dayReview, 55, when: ["dayIsToday", "reviewTimeReached", "!intentionRunning", "journalUnwritten"],
            "It is your time for the journal: a few lines about today, while it is fresh.",
            actions: [.init("Write the evening entry", "/#review")]),
    ]

    /// At the chosen time, a reminder for the day's entry while it is unwritten (none without a chosen time: the coach's
    /// message in the evening is enough).
    public static let coachReminders: [CoachReminderSource] = [
        { state, now in
            let today = state.calendar.day(containing: now)
            guard let at = reviewTime(of: state, on: today), state.journal.review(on: today) == nil else { return [] }
            return [
                CoachReminder(
                    key: "journal:\(today)", at: at, title: "Time for the journal",
                    body: "A few lines about today: what went well, what you learned.", href: "/#review")
            ]
        }
    ]
}
