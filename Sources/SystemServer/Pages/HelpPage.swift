import Foundation
import SystemCore

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
              answer: "On the server that runs The System, and nowhere else; the app makes no external requests. On your own machine that is one SQLite file, ~/.local/share/the-system/system.sqlite unless you chose another folder. On a server shared with others it is the server's database (SQLite or PostgreSQL), where each account sees only its own data."),
        Entry(question: "How do I back it up?",
              answer: "On your own machine, stop the app and copy the folder, or while it runs use SQLite's backup: sqlite3 system.sqlite \".backup backup.sqlite\". On a shared server, its administrator backs up the database (pg_dump for PostgreSQL), and system export writes one person's whole history to a file."),
        Entry(question: "I signed in on someone else's computer. How do I sign out there?",
              answer: "On a shared server, open Account: it lists every browser you are signed in on. End the one you left behind, or choose “Sign out everywhere”. Sessions also end by themselves after 14 days unused."),
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
