import Foundation
import SystemCore
import SystemStore
import Testing

@testable import SystemCLI

/// `system timebox` and `system calendar` as a person uses them from a shell. The commands' clock is today's noon in
/// Berlin.
@Suite(.serialized) struct TimeboxCLITests {
    typealias DataDir = CLITests.DataDir

    @Test func aDayIsPlannedListedPlannedAgainstActualAndStarted() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.output(["settings", "--time-zone", "Europe/Berlin"])
        try await dir.output(["area", "add", "Career"])

        // When two timeboxes are planned, one around noon for an area
        let added = try await dir.output(["timebox", "add", "11:45-13:00", "Write the report", "--area", "Career"])
        #expect(added.hasPrefix("Planned 11:45–13:00 “Write the report” on "), "\(added)")
        try await dir.output(["timebox", "add", "15:00-15:30", "Call Anna"])

        // Then the list shows them, the one due now first, and the share of the waking day
        let listed = try await dir.output(["timebox", "list"])
        #expect(listed.contains("11:45–13:00  Write the report · now  ["), "\(listed)")
        #expect(listed.contains("15:00–15:30  Call Anna · later  ["), "\(listed)")
        #expect(listed.contains("1 h 45 min planned: 11 % of the waking day (16 h)."), "\(listed)")

        // When the one whose time has come is started
        let started = try await dir.output(["timebox", "start"])
        // (the commands' clock starts at noon and runs on: the minutes left depend on how long the test has taken)
        #expect(started.hasPrefix("Started “Write the report” for ") && started.contains("until 13:00."), "\(started)")
        #expect(try await dir.state().intentions.running?.text == "Write the report")
        let after = try await dir.output(["timebox", "list"])
        #expect(after.contains("Write the report · started 1") && after.contains(" min late"), "\(after)")
        let json = try await dir.json(["timebox", "list", "--json"])
        #expect(json["plannedMinutes"] as? Int == 105)
    }

    @Test(arguments: [
        (["timebox", "add", "9-10", "Walk"], "“9” is not a time"),
        (["timebox", "add", "09:00", "Walk"], "“09:00” is not two times"),
        (["timebox", "add", "10:00-09:00", "Walk"], "The timebox ends before it starts"),
        (["timebox", "add", "10:00-10:10", "Walk"], "A timebox lasts at least 15 minutes"),
        (["timebox", "add", "10:00-13:00", "Walk"], "A timebox lasts at most 2 hours"),
        (["timebox", "start"], "No timebox's time has come"),
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

    @Test func anOverlapIsRefusedNamingTheOther() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.output(["timebox", "add", "09:00-10:00", "Deep work"])
        do {
            try await dir.output(["timebox", "add", "09:30-10:30", "Walk"])
            Issue.record("an overlap was accepted")
        } catch {
            #expect("\(error)".contains("It overlaps “Deep work” (09:00–10:00)"), "\(error)")
        }
    }

    @Test func theCalendarFeedIsMadeOnceShownAndReset() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        #expect(try await dir.output(["calendar"]).contains("The calendar feed is off."))
        let made = try await dir.output(["calendar", "reset", "--server", "https://system.example.org/"])
        let url = try #require(made.split(separator: "\n").last.map(String.init))
        #expect(url.hasPrefix("https://system.example.org/calendar/"), "\(made)")
        #expect(url.hasSuffix(".ics"))
        #expect(try await dir.output(["calendar"]).contains("The calendar feed is on since "))
        let again = try await dir.output(["calendar", "reset"])
        #expect(!again.contains(url))
    }
}
