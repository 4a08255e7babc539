import Foundation
import SystemCore
import SystemStore
import Testing

@testable import SystemCLI

/// `system pact` as a person uses it from a shell: a pact made, answered for today and yesterday, renegotiated and
/// listed with its record; and refused in one line when an answer or a day does not read.
@Suite(.serialized) struct PactCLITests {
    typealias DataDir = CLITests.DataDir

    @Test func aPactIsMadeAnsweredRenegotiatedAndListed() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        let yesterday = try await dir.state().today(now: dir.now).adding(days: -1).description

        // When a price pact is made from yesterday
        let made = try await dir.output([
            "pact", "add", "Phone stays in the hall", "--kind", "price", "--stake", "€20", "--to", "Sam", "--from", yesterday,
        ])
        #expect(made.contains("Pact made: “Phone stays in the hall” (price, every day, at stake: €20 to Sam)."), "\(made)")

        // When today is kept and yesterday broken, the pact named by its words
        let kept = try await dir.output(["pact", "check", "phone", "kept"])
        #expect(kept.contains(": kept. Record: kept 1 of 1 day."), "\(kept)")
        let broken = try await dir.output(["pact", "check", "phone", "broken", "--note", "a call came", "--date", "yesterday"])
        #expect(broken.contains(": broken. Record: kept 1 of 2 days."), "\(broken)")
        // A mistaken answer is answered again: it says what it was, and the record follows
        await #expect(throws: DomainError.self) {
            try await dir.output(["pact", "check", "phone", "broken", "--note", "a call came", "--date", "yesterday"])
        }
        let corrected = try await dir.output(["pact", "check", "phone", "kept", "--date", "yesterday"])
        #expect(corrected.contains(": kept (was broken). Record: kept 2 of 2 days."), "\(corrected)")
        let noted = try await dir.output(["pact", "check", "phone", "kept", "--note", "the call waited", "--date", "yesterday"])
        #expect(noted.contains(": kept (its note changed). Record: kept 2 of 2 days."), "\(noted)")
        #expect(
            try await dir.output(["pact", "check", "phone", "broken", "--note", "a call came", "--date", "yesterday"]).contains(
                "(was kept)"))

        // When it is renegotiated, Then the old version keeps its record
        let renegotiated = try await dir.output(["pact", "renegotiate", "phone", "Phone in the drawer", "--kind", "effort"])
        #expect(renegotiated.contains("Renegotiated: “Phone in the drawer” (effort, every day), version 2 from today."), "\(renegotiated)")
        #expect(renegotiated.contains("The old version keeps its record: kept 1 of 2 days."), "\(renegotiated)")

        // Then the list shows it with its record and its earlier version; the JSON is the API's
        let listed = try await dir.output(["pact", "list"])
        #expect(listed.contains("Phone in the drawer"), "\(listed)")
        #expect(listed.contains("effort, every day · kept 1 of 2 days · kept today"), "\(listed)")
        #expect(listed.contains("version 1 from \(yesterday): “Phone stays in the hall” · kept 1 of 2 days"), "\(listed)")
        let json = try await dir.json(["pact", "list", "--json"])
        let pacts = json["pacts"] as? [[String: Any]] ?? []
        #expect((pacts.first?["record"] as? [String: Any])?["line"] as? String == "kept 1 of 2 days")

        // When it is ended, Then the list is empty unless --all
        #expect(try await dir.output(["pact", "end", "drawer"]).contains("Ended: “Phone in the drawer”."))
        #expect(try await dir.output(["pact"]).contains("No pacts yet."))
        #expect(try await dir.output(["pact", "list", "--all"]).contains("ended on"))
    }

    @Test(arguments: [
        (["pact", "add", "Inbox twice", "--kind", "vow"], "--kind: “vow” is not a kind of pact"),
        (["pact", "add", "Inbox twice", "--every", "sometimes"], "--every: “sometimes” is not a period"),
        (["pact", "add", "Inbox twice", "--kind", "price"], "A price pact has a price"),
        (["pact", "check", "inbox", "maybe"], "“maybe” is not an answer: say kept or broken."),
        (["pact", "check", "gym", "kept"], "No pact matches “gym”"),
        (["pact", "check", "inbox", "kept", "--date", "2020-01-01"], "is before it"),
    ])
    func whatCannotBeDoneIsRefusedInOneLine(_ arguments: [String], _ message: String) async throws {
        let dir = DataDir()
        defer { dir.remove() }
        if arguments.count > 2, arguments[1] == "check" { try await dir.output(["pact", "add", "Inbox twice a day"]) }
        do {
            try await dir.output(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let text = "\(error)" + ((error as? CLIError)?.description ?? "")
            #expect(text.contains(message), "\(text)")
        }
    }
}
