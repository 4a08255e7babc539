import Foundation
import Synchronization
import SystemCore
import SystemStore
import Testing

@testable import SystemCLI

/// `system runbook` from a shell: the list (starters marked), one shown, one run a step at a time from answers (a
/// terminal's, scripted) and from piped standard input (the real binary), back and stop, the feeling asked at the end
/// and the run recorded; one written from options and a file, edited into a new version, hidden.
@Suite(.serialized) struct RunbookCLITests {
    typealias DataDir = CLITests.DataDir
    static let anxiety = Runbook.starters[0]

    @Test func theListMarksTheStartersAndShowGivesTheSteps() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        let listed = try await dir.output(["runbook"])
        #expect(listed.hasPrefix("Anxiety (starter, 7 steps): When worry speeds up"), "\(listed)")
        let shown = try await dir.output(["runbook", "show", "ANXIETY"])
        #expect(shown.contains("\n3. Breathe in for four, out for six. Follow the timer. [timer 1:00]\n"), "\(shown)")
        #expect(shown.hasSuffix("A starter, as it ships with the app."))
        do {
            try await dir.output(["runbook", "show", "panic"])
            Issue.record("an unknown runbook was shown")
        } catch {
            #expect("\(error)".contains("There is no runbook “panic”; there are “Anxiety”"), "\(error)")
        }
    }

    @Test func aRunGoesAStepAtATimeBackAndForthAndEndsAskingTheFeeling() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        // Next, next, back, then on to the end; the feeling, then words.
        let answers = ["", "", "b", "", "", "", "", "", "", "fine", "meh", "A bit better."]
        let transcript = try await dir.output(["runbook", "run", "anxiety"], answers: answers)
        #expect(transcript.contains("Step 1 of 7\nStop what you are doing."), "\(transcript)")
        #expect(transcript.contains("Step 3 of 7\nBreathe in for four, out for six. Follow the timer.\nTimer: 1:00."))
        #expect(transcript.contains("[Enter] finish · b back · q stop ›"))
        #expect(transcript.contains("“fine” is not on the scale: ecstatic, happy, meh, sad or angry."))
        #expect(transcript.hasSuffix("Recorded: all 7 steps."), "\(transcript)")
        let run = try #require(try await dir.state().runbooks.runs.first)
        #expect(run.finishedAt != nil && run.stepsReached == 7 && run.feeling == .meh && run.words == "A bit better.")
    }

    /// On a terminal a step's timer counts down when asked (`t`), and the step stays: Enter then goes on.
    @Test func aStepsTimerCountsDownWhenAskedAndTheStepStays() throws {
        let runbook = try RunbookGroup.find("anxiety", in: UserState(defaultTimeZone: "UTC"))
        // `t` on a step without a timer is an answer like any other: on to the next step
        let transcript = Transcript(answers: ["t", "", "t", "", "q"])
        let counted = Mutex<[Int]>([])
        let walk = Console.$current.withValue(transcript.console) {
            RunbookGroup.Run.walk(runbook, read: { Console.current.ask($0) }, timer: { seconds in counted.withLock { $0.append(seconds) } })
        }
        #expect(counted.withLock { $0 } == [60])
        #expect(walk == .init(finished: false, reached: 4, ended: true))
        let text = transcript.text
        #expect(text.contains("Timer: 1:00. t starts it.\n[Enter] next · t timer · b back · q stop ›"), "\(text)")
        // The step is shown once: after the timer, its prompt again
        #expect(text.components(separatedBy: "Step 3 of 7").count == 2, "\(text)")
        #expect(!text.contains("Step 2 of 7\nTimer"), "\(text)")
    }

    @Test func stoppingRecordsTheStepReached() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        let transcript = try await dir.output(["runbook", "run", "negative thoughts"], answers: ["", "", "q", "", ""])
        #expect(transcript.hasSuffix("Recorded: stopped at step 3 of 6."), "\(transcript)")
        let run = try #require(try await dir.state().runbooks.runs.first)
        #expect(run.finishedAt == nil && run.stepsReached == 3 && run.feeling == nil)
    }

    @Test func aRunReadsOneLineAStepFromAPipe() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = Data((Array(repeating: "", count: 7) + ["sad", "heavy day"]).joined(separator: "\n").appending("\n").utf8)
        let result = try ProcessTests.run(["runbook", "run", "anxiety", "--json", "--data-dir", directory], input: input)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.split(separator: "\n").last!.utf8)) as? [String: Any])
        #expect(json["stepsReached"] as? Int == 7 && json["feeling"] as? String == "sad" && json["words"] as? String == "heavy day")
        #expect(json["finishedAt"] as? String != nil)
        // A pipe that ends early stops the run where it was, without asking.
        let short = try ProcessTests.run(["runbook", "run", "anxiety", "--data-dir", directory], input: Data("\n\n".utf8))
        #expect(short.stdout.contains("Input ended: the run stops at step 3 of 7."), "\(short.stdout)")
        let shown = try ProcessTests.run(["runbook", "show", "anxiety", "--data-dir", directory])
        #expect(shown.stdout.contains(": all 7 steps, felt 😢 sad after."), "\(shown.stdout)")
        #expect(shown.stdout.contains(": stopped at step 3 of 7."), "\(shown.stdout)")
    }

    @Test func oneIsWrittenFromOptionsOrAFileEditedAndHidden() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        let saved = try await dir.output([
            "runbook", "add", "Before a call", "--moment", "Hands shake.", "--step", "Write the line.", "--step", "Breathe [45s]",
        ])
        #expect(saved.hasPrefix("Saved “Before a call”: 2 steps."), "\(saved)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("1. Stand up.\n2. Water [1m]\n".utf8).write(to: file)
        let edited = try await dir.output(["runbook", "edit", "before a call", "--file", file.path])
        #expect(edited == "Saved “Before a call”, version 2.")
        let runbook = try #require(try await dir.state().runbooks.runbook(named: "Before a call"))
        #expect(runbook.steps == [.init("Stand up."), .init("Water", timerSeconds: 60)] && runbook.moment == "Hands shake.")
        #expect(try await dir.output(["runbook", "edit", "before a call", "--file", file.path]) == "Nothing changed.")

        try await dir.output(["runbook", "hide", "anxiety"])
        #expect(!(try await dir.output(["runbook"])).contains("Anxiety"))
        #expect(try await dir.output(["runbook", "list", "--all"]).contains("Anxiety (starter, 7 steps, hidden)"))
        try await dir.output(["runbook", "unhide", "anxiety"])
        #expect(try await dir.output(["runbook"]).hasPrefix("Anxiety"))
    }

    static let refusals: [([String], String)] = [
        (["runbook", "add", "X"], "Give the steps"),
        (["runbook", "add", "Anxiety", "--step", "x"], "There is a runbook called “Anxiety” already."),
        (["runbook", "add", "X", "--step", "Breathe [soon]"], "Step 1: “[soon]” is not a timer"),
        (["runbook", "add", "X", "--step", "x", "--file", "y"], "not both"),
    ]

    @Test(arguments: refusals)
    func whatCannotBeSavedIsRefusedInOneLine(_ arguments: [String], _ message: String) async throws {
        let dir = DataDir()
        defer { dir.remove() }
        do {
            try await dir.output(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let text = "\(error)" + ((error as? CLIError)?.description ?? "")
            #expect(text.contains(message), "\(text)")
        }
    }
}
