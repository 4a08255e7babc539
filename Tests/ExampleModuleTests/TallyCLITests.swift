import ArgumentParser
import Foundation
import Synchronization
import Testing

@testable import SystemCLI

/// The example module on the command line: its group in `system --help`, and its command on a real data folder.
@Suite struct TallyCLITests {
    /// Runs a command of the app with the example module, in a console that keeps what it prints.
    func run(_ arguments: [String]) async throws -> String {
        let lines = Mutex<[String]>([])
        let console = Console(write: { line in lines.withLock { $0.append(line) } }, read: nil)
        try await Console.$current.withValue(console) {
            var command = try SystemWithTally.parseAsRoot(arguments)
            if var command = command as? any AsyncParsableCommand { try await command.run() } else { try command.run() }
        }
        return lines.withLock { $0.joined(separator: "\n") }
    }

    @Test func itsGroupFollowsTheAppsInHelp() {
        let help = SystemWithTally.helpMessage(columns: 80)
        let headings = help.split(separator: "\n").filter { $0.hasSuffix("SUBCOMMANDS:") }.map(String.init)
        #expect(headings.last == "TALLY SUBCOMMANDS:")
        #expect(headings.first == "INTENTIONS SUBCOMMANDS:")
        #expect(help.contains("tally                   Count glasses of water."))
    }

    @Test func itsCommandCountsInTheUsersHistory() async throws {
        let folder = NSTemporaryDirectory() + "tally-" + UUID().uuidString
        #expect(try await run(["tally", "--glasses", "2", "--data-dir", folder]) == "2 of 8 glasses today.")
        #expect(try await run(["tally", "--data-dir", folder]) == "3 of 8 glasses today.")
        await #expect(throws: (any Error).self) { try await run(["tally", "--glasses", "0", "--data-dir", folder]) }
        // The app's own commands run on the same data beside it
        #expect(try await run(["labels", "--data-dir", folder]).contains("deep-work"))
    }
}
