import Foundation

// What the runbooks tell the coach: when the last feelings the user gave (an intention's, the journal's, a run's
// feeling after) are a stretch of sad and angry ones, a runbook written in calm is offered — never during focus, nor
// at night (the runbooks stay one tap away in the header). Running one and feeling better after ends the stretch.
// Another module's option (an internal trigger logged, say) offers a runbook the same way: its row's actions are
// `RunbooksCore.runAction` and `RunbooksCore.listAction`, and its text may say `{runbook}`.

extension CoachTopic {
    public static let runbookOffer = CoachTopic("runbook.offer", title: "A runbook for a hard moment")
}

extension RunbooksCore {
    /// Runs the runbook the coach suggests (`{runbookID}`).
    public static let runAction = CoachOption.Action("Run “{runbook}”", "/runbooks/{runbookID}/run")
    /// The list of runbooks, to choose one.
    public static let listAction = CoachOption.Action("Choose a runbook", "/runbooks")

    /// How far back the stretch of feelings is read.
    static let window: TimeInterval = 24 * 3600

    /// The feelings given in the day before the moment, oldest first: intentions (when they ended), journal entries
    /// (when their current version was written) and runs (when they ended).
    static func recentFeelings(_ m: CoachMoment) -> [Feeling] {
        let from = m.at.addingTimeInterval(-window)
        var given: [(Date, Feeling)] = []
        // An intention that ended in the window started at most a day and a half before it.
        m.state.intentions.visitStarted(in: DateInterval(start: from.addingTimeInterval(-12 * 3600), end: m.at)) { intention in
            if let end = intention.endedAt, let feeling = intention.feeling, end > from, end <= m.at { given.append((end, feeling)) }
        }
        for day in [m.today.adding(days: -1), m.today] {
            for entry in m.state.journal.entries(on: day) {
                if let feeling = entry.feeling, entry.current.at > from, entry.current.at <= m.at {
                    given.append((entry.current.at, feeling))
                }
            }
        }
        for run in m.state.runbooks.runs.reversed() {
            let end = run.finishedAt ?? run.startedAt
            guard end > from else { break }
            if let feeling = run.feeling, end <= m.at { given.append((end, feeling)) }
        }
        return given.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// How many of the latest feelings in a row were sad or angry.
    static func badStretch(_ m: CoachMoment) -> Int {
        recentFeelings(m).reversed().prefix { $0 == .sad || $0 == .angry }.count
    }

    /// The runbook the coach suggests: the one run most often (the user's own first on a tie), else the first in the
    /// list.
    static func suggested(_ state: UserState) -> Runbook? {
        let log = state.runbooks
        let visible = log.runbooks()
        let counts = Dictionary(log.runs.map { ($0.runbookId, 1) }, uniquingKeysWith: +)
        let used = visible.filter { counts[$0.id] != nil }
        return used.max { (counts[$0.id] ?? 0, $0.isStarter ? 0 : 1) < (counts[$1.id] ?? 0, $1.isStarter ? 0 : 1) } ?? visible.first
    }

    public static let coachTopics: [CoachTopic] = [.runbookOffer]

    public static let coachWords: [CoachWord] = [
        CoachWord("runbook", generic: "a runbook") { m in suggested(m.state)?.name },
        // A link that works even read in the explain view, where the moment may have no suggestion: the first starter.
        CoachWord("runbookID", generic: Runbook.starters[0].id.description) { m in suggested(m.state)?.id.description },
    ]

    public static let coachSignals: [CoachSignal] = [
        CoachSignal(
            "feelingsLow",
            "The latest feelings given in the last 24 hours (intentions, the journal, runbook runs) are sad or angry, in a row: 0.5 at two, 1 at three or more.",
            yes: "the last feelings you gave were hard ones", no: "no stretch of hard feelings"
        ) { m in m.isToday ? CoachSignal.ramp(Double(badStretch(m)), from: 1, to: 3) : 0 },
        CoachSignal(
            "runbookRanRecently", "A runbook was run in the last two hours.",
            yes: "you ran a runbook a short while ago", no: "no runbook run in the last two hours"
        ) { m in
            CoachSignal.bit(
                m.state.runbooks.runs.last.map { m.at.timeIntervalSince($0.startedAt) < 2 * 3600 && $0.startedAt <= m.at } ?? false)
        },
    ]

    public static let coachOptions: [CoachOption] = [
        CoachOption(
            "runbook.offer.feelings.1", .runbookOffer, 78,
            when: ["dayIsToday", "inWakingHours", "feelingsLow", "!intentionRunning", "!runbookRanRecently"],
            "The last few things felt hard. There is a plan for moments like this, written in calm: one step at a time.",
            actions: [runAction, listAction]),
        CoachOption(
            "runbook.offer.feelings.2", .runbookOffer, 78,
            when: ["dayIsToday", "inWakingHours", "feelingsLow", "!intentionRunning", "!runbookRanRecently"],
            "A rough stretch. Before the next thing, take a few minutes with “{runbook}”.",
            actions: [runAction, listAction]),
    ]
}
