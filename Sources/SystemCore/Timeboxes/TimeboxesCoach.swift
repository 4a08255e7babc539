import Foundation

// What the timeboxes tell the coach: when a timebox's time has come and nothing runs, start it in one tap.

extension CoachTopic {
    static let timebox = CoachTopic("timebox", title: "Your timeboxes")
}

extension TimeboxesCore {
    /// Today's timebox whose time has come, not started, while nothing runs.
    static func due(_ m: CoachMoment) -> Timebox? {
        guard m.isToday, m.state.intentions.running == nil else { return nil }
        return m.state.timeboxes.timeboxes(on: m.today).first { $0.intention == nil && $0.start <= m.at && m.at < $0.end }
    }

    public static let coachTopics: [CoachTopic] = [.timebox]

    public static let coachWords: [CoachWord] = [
        CoachWord("timebox", generic: "your timebox") { m in due(m).map { "“\($0.text)”" } },
        CoachWord("timeboxLeft", generic: "its minutes") { m in due(m).map { Readable.minutes($0.remainingMinutes(at: m.at)) } },
    ]

    public static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "timeboxDue", "A timebox of today has begun, nothing runs, and it has not been started.",
            yes: "a timebox's time has come", no: "no timebox is waiting"
        ) { m in CoachSignal.bit(due(m) != nil) }
    ]

    public static let coachOptions: [CoachOption] = [
        CoachOption(
            "timebox.due", .timebox, 64, when: ["dayIsToday", "timeboxDue", "!intentionRunning"],
            "It's time for {timebox}: you planned it in calm. Start it now, for the {timeboxLeft} left.",
            actions: [.init("Start it", "/#timeboxes")])
    ]

    /// At each timebox's start today (not started yet, nothing running), a reminder to start it.
    public static let coachReminders: [CoachReminderSource] = [
        { state, now in
            guard state.intentions.running == nil else { return [] }
            let today = state.today(now: now)
            return state.timeboxes.timeboxes(on: today).filter { $0.intention == nil && $0.end > now }.map { timebox in
                CoachReminder(
                    key: "timebox:\(timebox.id)", at: timebox.start, title: "Time for “\(timebox.text)”",
                    body: "Your timebox starts now: start its intention in one tap.", href: "/#timeboxes")
            }
        }
    ]
}
