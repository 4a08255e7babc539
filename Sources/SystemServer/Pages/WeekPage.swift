import Foundation
import SystemCore

/// The Week: each day's presence and focused time, and the week's totals.
struct WeekPage: Sendable {
    let chrome: Chrome
    let title: String
    let heading: String
    let range: String
    let isThisWeek: Bool
    let previous: String
    let next: String
    let focused: String
    let intentionCount: String
    let averagePresence: String
    let traction: String
    let distraction: String
    let days: [DayRow]
    let isEmpty: Bool
    let emptyText: String
    let hint: HintView?

    struct DayRow: Sendable {
        let name: String
        let href: String
        let isToday: Bool
        let focused: String
        let count: String
        let presence: String
        let fill: Int
    }

    init(state: UserState, containing date: CivilDate, now: Date) {
        let today = state.today(now: now)
        let summary = state.week(containing: date, now: now)
        isThisWeek = summary.start == state.calendar.weekStart(containing: today)
        chrome = Chrome(isThisWeek ? .week : .days, state: state, now: now)
        heading = isThisWeek ? "This week" : "Week of \(Readable.day(summary.start))"
        title = isThisWeek ? "This week" : "Week of \(summary.start)"
        range = "\(Readable.day(summary.start)) – \(Readable.day(summary.end))"
        previous = summary.start.adding(days: -7).description
        next = summary.start.adding(days: 7).description
        focused = Readable.minutes(summary.focusedMinutes)
        intentionCount = Readable.count(summary.intentionCount)
        averagePresence = summary.averagePresence(today: today).map(Readable.percent) ?? "—"
        traction = Readable.minutes(summary.tractionMinutes)
        distraction = Readable.minutes(summary.distractionMinutes)
        days = summary.days.map { day in
            DayRow(name: Readable.dayWithoutYear(day.date),
                   href: day.date == today ? "/" : "/days/\(day.date)",
                   isToday: day.date == today,
                   focused: Readable.minutes(day.focusedMinutes),
                   count: day.intentionCount == 1 ? "1 intention" : "\(Readable.count(day.intentionCount)) intentions",
                   presence: day.date > today ? "—" : Readable.percent(day.presence.ratio),
                   fill: day.date > today ? 0 : min(100, Int((day.presence.ratio * 100).rounded())))
        }
        isEmpty = summary.intentionCount == 0
        emptyText = isThisWeek
            ? "Nothing recorded this week yet. Start on Today with one intention: a clear activity and how long you'll give it."
            : "No intentions were recorded in this week."
        hint = isThisWeek ? HintView(Hint.week, state: state) : nil
    }
}

/// "New to The System?": three short tutorials.
struct HelpPage: Sendable {
    let chrome: Chrome
}

/// "Got a question?": common questions and their answers.
struct QuestionsPage: Sendable {
    let chrome: Chrome
    let questions: [Entry]

    struct Entry: Sendable {
        let question: String
        let answer: String
    }

    static let entries: [Entry] = [
        Entry(question: "Where is my data?",
              answer: "In one SQLite file on this machine: ~/.local/share/the-system/system.sqlite unless you chose another folder. Nothing is sent anywhere; the app makes no external requests."),
        Entry(question: "How do I back it up?",
              answer: "Stop the app and copy the folder, or while it runs use SQLite's backup: sqlite3 system.sqlite \".backup backup.sqlite\"."),
        Entry(question: "I forgot to end an intention. What now?",
              answer: "Open it from the day view and correct its end time under “Edit details”. The correction is recorded as a new entry; the original stays in the history."),
        Entry(question: "What does presence measure?",
              answer: "The share of your waking window (07:00–23:00 unless you change it) spent inside intentions. Overlapping intentions count once."),
        Entry(question: "Why did an intention after midnight land on yesterday?",
              answer: "Your day starts at 04:00 by default, so late evenings belong to the day they began. Change the hour in Settings; nothing recorded changes, only how days are cut."),
        Entry(question: "Can I use it without a network?",
              answer: "Yes. Once installed, the app keeps working offline and sends what you did when the connection returns, each change exactly once."),
        Entry(question: "Can I use the command line?",
              answer: "Yes: system intend \"Write the report\" --for 25m, system now, system done --feeling happy, system log. They work on the same data, even while the app runs."),
        Entry(question: "Traction or distraction — how do I choose?",
              answer: "Traction is anything that moves you towards what you want, rest and fun included. Distraction is what pulls you away from what you planned. Label by intent, not by activity."),
    ]
}
