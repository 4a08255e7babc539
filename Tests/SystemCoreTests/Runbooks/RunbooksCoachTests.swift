import Foundation
import Testing

@testable import SystemCore

/// The coach offers a runbook when a stretch of hard feelings shows (intentions, the journal, runs), never while an
/// intention runs, and not again soon after one was run; running one and feeling better ends the stretch.
@Suite struct RunbooksCoachTests {
    static let modules = CoreModules.standard
    static let coach = Coach(options: modules.coachOptions, signals: modules.coachSignals, words: modules.coachWords)

    /// The runbook options that score at `at` (the user is in UTC, awake 07:00–23:00).
    static func runbookKeys(_ state: UserState, at: Date) -> [String] {
        coach.evaluate(state, user: .local, at: at).scores.filter { $0.priority > 0 && $0.option.key.hasPrefix("runbook.") }
            .map(\.option.key).sorted()
    }

    /// Intentions of 25 minutes from 09:00, one an hour, each rated as given.
    static func day(_ feelings: [Feeling]) throws -> UserState {
        var state = UserState.fresh()
        for (index, feeling) in feelings.enumerated() {
            let start = instant("2026-11-27T09:00:00Z").plus(minutes: 60 * index)
            try state.record(intentionID(index + 1), "Work \(index)", from: start, endingAfter: 25)
            try state.run(.rateIntention(id: intentionID(index + 1), feeling: feeling), at: start.plus(minutes: 26))
        }
        return state
    }

    static let stretches: [([Feeling], Float)] = [
        ([.sad, .angry, .sad], 1), ([.happy, .sad, .angry], 0.5), ([.sad, .happy], 0), ([.sad, .sad, .sad, .meh], 0), ([], 0),
    ]

    @Test(arguments: stretches)
    func theStretchCountsTheLatestHardFeelingsInARow(_ feelings: [Feeling], _ value: Float) throws {
        let state = try Self.day(feelings)
        #expect(state.signal("feelingsLow", at: instant("2026-11-27T14:00:00Z")) == value)
    }

    @Test func aStretchOffersARunbookWithItsRunAction() throws {
        let state = try Self.day([.sad, .angry, .sad])
        let at = instant("2026-11-27T12:00:00Z")
        #expect(Self.runbookKeys(state, at: at) == ["runbook.offer.feelings.1", "runbook.offer.feelings.2"])
        let evaluation = Coach(
            options: Self.modules.coachOptions.filter { $0.key.hasPrefix("runbook.") }, signals: Self.modules.coachSignals,
            words: Self.modules.coachWords
        ).evaluate(state, user: .local, at: at)
        let actions = evaluation.message.actions
        #expect(actions.first?.href == "/runbooks/\(Runbook.starters[0].id)/run", "\(actions)")
        #expect(actions.first?.label == "Run “Anxiety”")
        #expect(actions.last?.href == "/runbooks")
    }

    @Test func notWhileAnIntentionRunsNorSoonAfterARunNorOnceARunFeltBetter() throws {
        var state = try Self.day([.sad, .angry, .sad])
        try state.record(intentionID(9), "Focus", from: instant("2026-11-27T12:00:00Z"))
        #expect(Self.runbookKeys(state, at: instant("2026-11-27T12:10:00Z")).isEmpty, "never during focus")

        state = try Self.day([.sad, .angry, .sad])
        let run = RunbookRun(
            id: fixedID(50), runbookId: Runbook.starters[0].id, version: 1, startedAt: instant("2026-11-27T12:00:00Z"),
            finishedAt: nil, stepsReached: 2, feeling: nil)
        try state.run(.runbook(.recordRun(run)), at: instant("2026-11-27T12:05:00Z"))
        #expect(Self.runbookKeys(state, at: instant("2026-11-27T12:30:00Z")).isEmpty, "a run a short while ago")
        #expect(!Self.runbookKeys(state, at: instant("2026-11-27T14:30:00Z")).isEmpty, "still hard, hours later")

        let better = RunbookRun(
            id: fixedID(51), runbookId: Runbook.starters[0].id, version: 1, startedAt: instant("2026-11-27T15:00:00Z"),
            finishedAt: instant("2026-11-27T15:06:00Z"), stepsReached: 7, feeling: .happy)
        try state.run(.runbook(.recordRun(better)), at: instant("2026-11-27T15:07:00Z"))
        #expect(state.signal("feelingsLow", at: instant("2026-11-27T18:00:00Z")) == 0)
    }

    @Test func theSuggestedRunbookIsTheOneRunMost() throws {
        var state = try Self.day([.sad, .sad, .sad])
        let burnout = Runbook.starters[3]
        for number in 1...2 {
            let at = instant("2026-11-26T10:00:00Z").plus(minutes: number * 10)
            try state.run(
                .runbook(
                    .recordRun(
                        RunbookRun(
                            id: fixedID(60 + number), runbookId: burnout.id, version: 1, startedAt: at, finishedAt: nil, stepsReached: 1,
                            feeling: nil))), at: at.plus(minutes: 1))
        }
        #expect(RunbooksCore.suggested(state)?.id == burnout.id)
    }

    @Test func theJournalsFeelingsCountToo() throws {
        var state = try Self.day([.sad, .sad])
        try state.run(
            .journal(
                .write(
                    id: fixedID(5), date: civil("2026-11-27"), kind: .note, templateId: nil, JournalDraft(text: "Heavy.", feeling: .angry))),
            at: instant("2026-11-27T11:00:00Z"))
        #expect(state.signal("feelingsLow", at: instant("2026-11-27T12:00:00Z")) == 1)
    }
}

extension RunbooksCoachTests {
    @Test func notAtNight() throws {
        // Hard feelings late in the evening; at 02:30 the coach says nothing about runbooks.
        var state = UserState.fresh()
        for (index, feeling) in [Feeling.sad, .angry, .sad].enumerated() {
            let start = instant("2026-11-27T19:00:00Z").plus(minutes: 60 * index)
            try state.record(intentionID(index + 1), "Work \(index)", from: start, endingAfter: 25)
            try state.run(.rateIntention(id: intentionID(index + 1), feeling: feeling), at: start.plus(minutes: 26))
        }
        #expect(!Self.runbookKeys(state, at: instant("2026-11-27T22:00:00Z")).isEmpty)
        #expect(Self.runbookKeys(state, at: instant("2026-11-28T02:30:00Z")).isEmpty)
    }
}
