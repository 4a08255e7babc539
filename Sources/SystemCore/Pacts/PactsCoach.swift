import Foundation

// What the pacts tell the coach: in the morning, a pact of yesterday not answered yet; in the evening, today's pacts
// to answer. Neither speaks at night or during focus (the coach's house rules).

extension CoachTopic {
    static let pactCheck = CoachTopic("pact.check", title: "Your pacts")
}

extension PactsCore {
    /// The first pact that held yesterday and was not answered, when viewing today.
    static func unansweredYesterday(_ m: CoachMoment) -> Pact? {
        guard m.isToday else { return nil }
        let yesterday = m.today.adding(days: -1)
        return m.state.pacts(on: yesterday).first { $0.check == nil }?.pact
    }

    /// The first pact that holds today and is not answered yet.
    static func unansweredToday(_ m: CoachMoment) -> Pact? {
        guard m.isToday else { return nil }
        return m.state.pacts(on: m.today).first { $0.check == nil }?.pact
    }

    public static let coachTopics: [CoachTopic] = [.pactCheck]

    public static let coachWords: [CoachWord] = [
        CoachWord("pactYesterday", generic: "your pact") { m in unansweredYesterday(m)?.words },
        CoachWord("pactToday", generic: "your pact") { m in unansweredToday(m)?.words },
    ]

    public static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "pactYesterdayUnanswered", "Viewing today, a pact held yesterday and was not answered.",
            yes: "yesterday's pact is not answered", no: "yesterday's pacts are answered"
        ) { m in CoachSignal.bit(unansweredYesterday(m) != nil) },
        CoachSignal(
            "pactTodayUnanswered", "Viewing today, a pact holds today and is not answered yet.",
            yes: "today's pact is not answered yet", no: "no pact waits for today's answer"
        ) { m in CoachSignal.bit(unansweredToday(m) != nil) },
    ]

    static let answer = CoachOption.Action("Answer it", "/#pacts")

    public static let coachOptions: [CoachOption] = [
        CoachOption(
            "pact.yesterday", .pactCheck, 44, when: ["dayIsToday", "isMorning", "pactYesterdayUnanswered"],
            "Yesterday's pact, “{pactYesterday}”: kept or broken? Say it honestly; the record is only for you.", actions: [answer]),
        CoachOption(
            "pact.evening", .pactCheck, 44, when: ["dayIsToday", "isEvening", "pactTodayUnanswered"],
            "Before the day ends: did you keep “{pactToday}”? A broken day is worth a note, not a verdict.", actions: [answer]),
    ]
}
