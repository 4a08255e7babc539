import Foundation
import SystemCore
import SystemStore
import Testing

@testable import SystemCLI

/// `system urge` as a person uses it from a shell during an intention: caught, surfed again, given in to, listed; and
/// refused in one line when there is nothing to catch it in or the outcome does not read.
@Suite(.serialized) struct UrgeCLITests {
    typealias DataDir = CLITests.DataDir

    @Test func anUrgeIsCaughtSurfedAndGivenInTo() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.output(["intend", "Write the report", "--for", "50m"])

        // When boredom pulls toward the news, surfed for 3 minutes
        let caught = try await dir.output(["urge", "--what", "bored", "--toward", "the news", "--surf", "3m"])
        #expect(caught.contains("Caught: bored (it wants the news) during “Write the report”. The intention keeps running."), "\(caught)")
        #expect(caught.contains("Surf it: make it 3 min more, until "), "\(caught)")
        #expect(try await dir.state().intentions.running?.text == "Write the report")

        // When the user surfs again, then gives in for 7 minutes
        #expect(try await dir.output(["urge", "done", "surfed"]).hasPrefix("Another 3 min, until "))
        #expect(
            try await dir.output(["urge", "done", "gave-in", "--minutes", "7"]).hasPrefix(
                "Noted: gave in to bored for 7 min. Back to your intention."))

        // Then the day's list shows it, and the JSON is the API's
        let listed = try await dir.output(["urge", "list"])
        #expect(listed.contains("bored → the news during “Write the report” · gave in, 7 min"), "\(listed)")
        #expect(listed.contains("1 urge: 1 given in to (7 min)."), "\(listed)")
        let json = try await dir.json(["urge", "list", "--json"])
        #expect((json["summary"] as? [String: Any])?["distractionMinutes"] as? Int == 7)
    }

    @Test(arguments: [
        (["urge", "--what", "bored"], "No intention is running: a trigger is caught during one."),
        (["urge", "done", "maybe"], "“maybe” is not an outcome: say passed, surfed or gave-in."),
        (["urge", "done", "gave-in"], "--minutes: say how many minutes giving in took"),
        (["urge", "done", "passed", "--minutes", "3"], "--minutes goes with gave-in only."),
        (["urge", "done", "passed"], "No urge is being surfed: catch one first"),
        (["urge", "--what", "bored", "--surf", "soon"], "--surf: “soon” is not a duration"),
    ])
    func whatCannotBeDoneIsRefusedInOneLine(_ arguments: [String], _ message: String) async throws {
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
