import Foundation
import Testing

@testable import SystemCore

/// Runbooks as a person keeps them: starters that ship, their own written in calm, edits that are new versions with
/// the earlier ones kept, hiding and showing, and runs recorded with the version run and the feeling after; every
/// refusal naming its field.
@Suite struct RunbookTests {
    static let calm = instant("2026-11-20T10:00:00Z")
    static let anxiety = Runbook.starters[0]

    static func draft(_ name: String = "Before a hard call", steps: [Runbook.Step] = [.init("Write the first sentence.")])
        -> RunbookDraft
    {
        RunbookDraft(name: name, moment: "When my hands shake before I dial.", steps: steps)
    }

    @Test func theStartersShipAsVersionOneAndAreListedFirst() {
        let state = UserState.fresh()
        let listed = state.runbooks.runbooks()
        #expect(listed.map(\.name) == ["Anxiety", "Intense procrastination", "Negative thoughts", "Feeling burnt out"])
        #expect(listed.allSatisfy { $0.isStarter && $0.version == 1 && $0.savedAt == nil })
        // Plain, practical steps: name the feeling, breathe (with a timer), the smallest next action.
        for starter in listed {
            #expect(starter.steps.contains { $0.timerSeconds != nil }, "\(starter.name) has a timed breath")
            #expect((5...8).contains(starter.steps.count))
        }
        #expect(state.runbooks.runbook(named: " anxiety ")?.id == Self.anxiety.id)
    }

    @Test func aRunbookOfTheirOwnIsSavedTrimmedAndEachEditIsANewVersion() throws {
        var state = UserState.fresh()
        let id: RunbookID = fixedID(1)
        try state.run(
            .runbook(
                .save(
                    id,
                    RunbookDraft(name: "  Before a call ", steps: [.init(" Breathe. ", timerSeconds: 30), .init("   "), .init("Dial.")]))),
            at: Self.calm)
        let first = try #require(state.runbooks[id])
        #expect(first.name == "Before a call")
        #expect(first.steps == [.init("Breathe.", timerSeconds: 30), .init("Dial.")])
        #expect(first.version == 1 && first.savedAt == Self.calm && !first.isStarter)

        try state.run(.runbook(.save(id, RunbookDraft(name: "Before a call", steps: [.init("Dial.")]))), at: Self.calm.plus(minutes: 5))
        // The same words again are no new version.
        let none = try state.run(
            .runbook(.save(id, RunbookDraft(name: "Before a call", steps: [.init("Dial. ")]))), at: Self.calm.plus(minutes: 6))
        #expect(none.isEmpty)
        #expect(state.runbooks.versions(of: id).map(\.version) == [1, 2])
        #expect(state.runbooks.version(1, of: id)?.steps.count == 2)
        #expect(state.runbooks[id]?.steps == [.init("Dial.")])
        #expect(state.runbooks.runbooks().last?.id == id)
    }

    @Test func aStarterEditedBecomesTheUsersVersionAndTheShippedOneStaysVersionOne() throws {
        var state = UserState.fresh()
        try state.run(
            .runbook(.save(Self.anxiety.id, RunbookDraft(name: "Anxiety", moment: "Mine.", steps: Self.anxiety.steps.dropLast()))),
            at: Self.calm)
        let edited = try #require(state.runbooks[Self.anxiety.id])
        #expect(edited.version == 2 && edited.isStarter && edited.moment == "Mine.")
        #expect(state.runbooks.versions(of: Self.anxiety.id).map(\.version) == [1, 2])
        #expect(state.runbooks.version(1, of: Self.anxiety.id) == Self.anxiety)
        // Still one runbook in the list, in the starter's place.
        #expect(state.runbooks.runbooks().count == 4)
        #expect(state.runbooks.runbooks().first?.moment == "Mine.")
    }

    @Test func hidingTakesOneOffTheListAndShowingPutsItBack() throws {
        var state = UserState.fresh()
        try state.run(.runbook(.hide(Self.anxiety.id)), at: Self.calm)
        #expect(!state.runbooks.runbooks().contains { $0.id == Self.anxiety.id })
        #expect(state.runbooks.runbooks(includingHidden: true).count == 4)
        #expect(try state.run(.runbook(.hide(Self.anxiety.id)), at: Self.calm).isEmpty, "hidden already")
        try state.run(.runbook(.show(Self.anxiety.id)), at: Self.calm)
        #expect(state.runbooks.runbooks().first?.id == Self.anxiety.id)
    }

    static let refusals: [(String, RunbookDraft, String)] = [
        ("no name", RunbookDraft(name: "  ", steps: [.init("x")]), "name"),
        ("a long name", RunbookDraft(name: String(repeating: "n", count: 81), steps: [.init("x")]), "name"),
        ("the name of another", RunbookDraft(name: "ANXIETY", steps: [.init("x")]), "name"),
        ("a long moment", RunbookDraft(name: "A", moment: String(repeating: "m", count: 201), steps: [.init("x")]), "moment"),
        ("no steps", RunbookDraft(name: "A", steps: [.init(" ")]), "steps"),
        ("too many steps", RunbookDraft(name: "A", steps: Array(repeating: .init("x"), count: 31)), "steps"),
        ("a long step", RunbookDraft(name: "A", steps: [.init("x"), .init(String(repeating: "s", count: 501))]), "steps[1].text"),
        ("a short timer", RunbookDraft(name: "A", steps: [.init("x", timerSeconds: 4)]), "steps[0].timerSeconds"),
        ("a long timer", RunbookDraft(name: "A", steps: [.init("x", timerSeconds: 3601)]), "steps[0].timerSeconds"),
        ("a timer without words", RunbookDraft(name: "A", steps: [.init("x"), .init("", timerSeconds: 30)]), "steps[1].text"),
    ]

    @Test(arguments: refusals)
    func aRunbookThatCannotHelpIsRefusedNamingTheField(_ what: String, _ draft: RunbookDraft, _ field: String) {
        let error = refusal(of: .runbook(.save(fixedID(9), draft)), by: UserState.fresh(), at: Self.calm)
        #expect(error?.field == field, "\(what): \(String(describing: error))")
    }

    @Test func hidingOrShowingAnUnknownRunbookIsNotFound() {
        for command in [RunbookCommand.hide(fixedID(7)), .show(fixedID(7))] {
            let error = refusal(of: .runbook(command), by: UserState.fresh(), at: Self.calm)
            #expect(error?.code == "runbook_not_found" && error?.field == "id")
        }
    }

    static func run(
        _ number: Int = 1, version: Int = 1, reached: Int = 7, finished: Bool = true, feeling: Feeling? = .happy, words: String? = nil,
        startedAt: Date = calm, runbook: RunbookID = anxiety.id
    ) -> RunbookRun {
        RunbookRun(
            id: fixedID(100 + number), runbookId: runbook, version: version, startedAt: startedAt,
            finishedAt: finished ? startedAt.plus(minutes: 6) : nil, stepsReached: reached, feeling: feeling, words: words)
    }

    @Test func aRunIsRecordedWithTheVersionItRanAndStaysAfterAnEdit() throws {
        var state = UserState.fresh()
        try state.run(.runbook(.recordRun(Self.run(words: "  Calmer.  "))), at: Self.calm.plus(minutes: 7))
        try state.run(
            .runbook(.save(Self.anxiety.id, RunbookDraft(name: "Anxiety", steps: [.init("Breathe.", timerSeconds: 60)]))),
            at: Self.calm.plus(minutes: 10))
        try state.run(
            .runbook(.recordRun(Self.run(2, version: 2, reached: 1, finished: false, feeling: nil))), at: Self.calm.plus(minutes: 20))
        let runs = state.runbooks.runs(of: Self.anxiety.id)
        #expect(runs.map(\.version) == [2, 1], "newest first")
        #expect(runs.last?.words == "Calmer.")
        #expect(runs.first?.finishedAt == nil && runs.first?.feeling == nil)
        #expect(state.runbooks.version(runs.last!.version, of: Self.anxiety.id)?.steps.count == 7)
    }

    static let runRefusals: [(String, RunbookRun, String)] = [
        ("a version never saved", RunbookTests.run(version: 2), "version"),
        ("no step reached", RunbookTests.run(reached: 0, finished: false), "stepsReached"),
        ("more steps than it has", RunbookTests.run(reached: 8), "stepsReached"),
        ("finished before the last step", RunbookTests.run(reached: 6), "stepsReached"),
        ("started in the future", RunbookTests.run(startedAt: calm.plus(minutes: 30)), "startedAt"),
        ("long words", RunbookTests.run(words: String(repeating: "w", count: 2001)), "words"),
        ("an unknown runbook", RunbookTests.run(runbook: fixedID(55)), "id"),
    ]

    @Test(arguments: runRefusals)
    func aRunThatDoesNotAddUpIsRefusedNamingTheField(_ what: String, _ run: RunbookRun, _ field: String) {
        let error = refusal(of: .runbook(.recordRun(run)), by: UserState.fresh(), at: Self.calm.plus(minutes: 10))
        #expect(error?.field == field, "\(what): \(String(describing: error))")
    }

    @Test func aRunRecordedTwiceIsAConflict() throws {
        var state = UserState.fresh()
        try state.run(.runbook(.recordRun(Self.run())), at: Self.calm.plus(minutes: 7))
        #expect(refusal(of: .runbook(.recordRun(Self.run())), by: state, at: Self.calm.plus(minutes: 8))?.code == "run_exists")
    }

    static let stepLines: [(String, [Runbook.Step])] = [
        (
            "Name it.\n\n  Breathe [1m]\n1. Walk [90s]\n- Sit [1:30]\n* Drink water [45]",
            [
                .init("Name it."), .init("Breathe", timerSeconds: 60), .init("Walk", timerSeconds: 90), .init("Sit", timerSeconds: 90),
                .init("Drink water", timerSeconds: 45),
            ]
        ),
        ("One line", [.init("One line")]),
    ]

    @Test(arguments: stepLines)
    func stepsAreReadOneALineWithTimersInBrackets(_ text: String, _ steps: [Runbook.Step]) throws {
        #expect(try RunbookDraft.steps(fromLines: text) == steps)
        // And written back in a form that reads the same.
        #expect(try RunbookDraft.steps(fromLines: RunbookDraft.lines(steps)) == steps)
    }

    @Test func aTimerThatDoesNotReadNamesItsStep() {
        #expect(throws: DomainError.invalid("steps[1].timerSeconds", "Step 2: “[soon]” is not a timer: write [60s], [2m] or [1:30].")) {
            try RunbookDraft.steps(fromLines: "Name it.\nBreathe [soon]")
        }
    }

    @Test func theLogWritesTheSameBytesHoweverItWasFolded() throws {
        var state = UserState.fresh()
        try state.run(.runbook(.hide(Runbook.starters[1].id)), at: Self.calm)
        try state.run(.runbook(.hide(Runbook.starters[3].id)), at: Self.calm)
        try state.run(.runbook(.recordRun(Self.run())), at: Self.calm.plus(minutes: 7))
        let bytes = try state.runbooks.snapshotHead()
        let read = try RunbookLog(snapshotHead: bytes, context: ModuleContext(defaultTimeZone: "UTC"), load: PartLoad())
        #expect(try read.snapshotHead() == bytes)
        #expect(read.runs.count == 1 && read.isHidden(Runbook.starters[3].id))
    }
}
