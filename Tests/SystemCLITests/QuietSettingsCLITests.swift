import ArgumentParser
import Foundation
import SystemCore
import SystemStore
import Testing

@testable import SystemCLI

/// `system settings --quiet` and `--dnd-until`, run on a temporary data folder with the real clock.
@Suite(.serialized) struct QuietSettingsCLITests {
    typealias DataDir = CLITests.DataDir

    @Test func quietHoursAndDoNotDisturbAreSetAndSwitchedOff() async throws {
        let dir = try await CoachCLITests.berlin()
        defer { dir.remove() }

        // When quiet hours and do-not-disturb until the next 18:00 are set
        let shown = try await dir.output(["settings", "--quiet", "22:00-07:00", "--dnd-until", "18:00"])

        // Then they are stored, 18:00 being the next one in Berlin
        let settings = try await dir.state().settings
        #expect(settings.quietFrom == TimeOfDay(hour: 22))
        #expect(settings.quietUntil == TimeOfDay(hour: 7))
        let until = try #require(settings.doNotDisturbUntil)
        let calendar = DayCalendar(settings: settings)
        #expect(calendar.timeOfDay(until) == TimeOfDay(hour: 18))
        #expect(until > dir.now && until <= dir.now.addingTimeInterval(24 * 3600))
        #expect(shown.contains("Quiet hours: 22:00–07:00"))
        #expect(shown.contains("Do not disturb: until"))

        // When an instant is given, then off
        let instant = dir.now.addingTimeInterval(3 * 3600).wholeSecond
        try await dir.output(["settings", "--dnd-until", CoachCLITests.iso(instant)])
        #expect(try await dir.state().settings.doNotDisturbUntil == instant)
        let off = try await dir.output(["settings", "--quiet", "off", "--dnd-until", "off"])

        // Then both are off
        let after = try await dir.state().settings
        #expect(after.quietFrom == nil && after.quietUntil == nil && after.doNotDisturbUntil == nil)
        #expect(off.contains("Quiet hours: off"))
        #expect(off.contains("Do not disturb: off"))
    }

    @Test(arguments: [
        ["settings", "--quiet", "22-7"], ["settings", "--quiet", "22:00"], ["settings", "--quiet", "22:00-22:00"],
        ["settings", "--quiet", "25:00-07:00"], ["settings", "--dnd-until", "soon"], ["settings", "--dnd-until", "2026-11-20"],
    ])
    func badArgumentsAreRefusedInOneLine(arguments: [String]) {
        let dir = DataDir()
        #expect(!dir.parses(arguments))
        do {
            _ = try SystemCommand.parseAsRoot(arguments + ["--data-dir", dir.path])
        } catch {
            #expect(!SystemCommand.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines).contains("\n"))
        }
    }

    @Test func doNotDisturbInThePastIsRefusedAndWritesNothing() async throws {
        let dir = try await CoachCLITests.berlin()
        defer { dir.remove() }
        let version = try await dir.state().version

        let error = await #expect(throws: CLIError.self) { try await dir.output(["settings", "--dnd-until", "2020-01-01T10:00:00Z"]) }

        #expect(error?.description.contains("--dnd-until") == true)
        #expect(error?.description.contains("\n") == false)
        #expect(try await dir.state().version == version)
    }

    @Test func theBinaryRefusesInOneLineWithANonZeroExit() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }

        for arguments in [
            ["settings", "--quiet", "22:00-99:00"], ["settings", "--dnd-until", "later"],
            ["settings", "--dnd-until", "2020-01-01T10:00:00Z"],
        ] {
            let result = try ProcessTests.run(arguments + ["--data-dir", directory])
            #expect(result.status != 0, "\(arguments)")
            #expect(result.stderr.hasPrefix("system: --"), "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
    }
}
