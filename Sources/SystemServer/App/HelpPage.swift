import Foundation
import SystemCore

/// "New to The System?": three short tutorials.
struct HelpPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
}

/// "Got a question?": common questions and their answers.
struct QuestionsPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let questions: [Entry]

    struct Entry: Sendable, Encodable {
        let question: String
        let answer: String
    }

    static let entries: [Entry] = [
        Entry(
            question: "I forgot to start an intention. Can I still record it?",
            answer:
                "Yes. Open the day (Today, or an earlier day from Week), and under its intentions choose “Forgot one? Add it with its times”: what you did, from when to when. Then tag it, rate it and review it like any other."
        ),
        Entry(
            question: "I forgot to end an intention. What now?",
            answer:
                "End it, then open it and correct its end time under “Edit details”. The correction is recorded as a new entry; the original stays in your history."
        ),
        Entry(
            question: "Why do the feelings wait five seconds?",
            answer:
                "So you answer from reflection, not reflex. The pause runs once per intention, while the card is on screen; once you have rated, your feeling shows straight away."
        ),
        Entry(
            question: "Traction or distraction — how do I choose?",
            answer:
                "Traction is anything that moves you towards what you want, rest and fun included. Distraction is what pulls you away from what you planned. Label by intent, not by activity: the same video can be either."
        ),
        Entry(
            question: "What does presence measure?",
            answer:
                "The share of your waking window (07:00–23:00 unless you change it in Settings) spent inside intentions. Overlapping intentions count once."
        ),
        Entry(
            question: "What is “spent on goals”, and why is it less than the time I focused?",
            answer:
                "Spent on goals is the time in intentions started from a to-do of the week's goals and areas. An intention set freely serves no goal, so it counts as focused time but not toward the plan. Start from a to-do when the work is part of the plan."
        ),
        Entry(
            question: "Where does the suggested capacity come from?",
            answer:
                "From the time you actually focused: the mean of your last three finished weeks that had any. A week still under way never counts. Set your own figure whenever you know better."
        ),
        Entry(
            question: "Why did an intention after midnight land on yesterday?",
            answer:
                "Your day starts at 04:00 by default, so late evenings belong to the day they began. Change the hour in Settings; nothing recorded changes, only how days are cut."
        ),
        Entry(
            question: "Why does the coach say what it says?",
            answer:
                "It weighs every message it knows against the moment and shows the most pressing one. “Why this?” under the message says why, in words, and what else it weighed; the details show the numbers."
        ),
        Entry(
            question: "Can I use it on my phone, or without a network?",
            answer:
                "Yes. Add it to your home screen from the browser's menu. Once open, it keeps working offline: what you do waits on the device, the page says how much, and it is sent when the connection returns, each change exactly once."
        ),
        Entry(
            question: "Who can see my data?",
            answer:
                "It stays on the server that runs The System, and the app makes no requests to anyone else. On your own machine, that is you alone. On a server someone runs for several people, each account sees only its own history, and the person who runs the server looks after its database and backups."
        ),
        Entry(
            question: "I signed in on someone else's computer. How do I sign out there?",
            answer:
                "Open Account: it lists every browser you are signed in on. End the one you left behind, or choose “Sign out everywhere”. Sessions also end by themselves after 14 days unused."
        ),
        Entry(
            question: "Can I use the command line?",
            answer:
                "Yes: system intend \"Write the report\" --for 25m, system now, system done --feeling happy, system log, system week. They work on the same history, even while the app runs."
        ),
    ]
}
