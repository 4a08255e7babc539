import ArgumentParser
import Foundation
import SystemCore
import SystemStore
import Testing

@testable import SystemCLI

/// `system coach` on the command line, run on a temporary data folder with the real clock;
/// `--at` pins the instant where the answer depends on it.
@Suite(.serialized) struct CoachCLITests {
    typealias DataDir = CLITests.DataDir

    /// Friday 20 November 2026, 10:00 in Berlin.
    static let friday = "2026-11-20T10:00:00+01:00"

    /// A data folder in Berlin, so the commands and the tests agree on days and times.
    static func berlin() async throws -> DataDir {
        let dir = DataDir()
        try await dir.output(["settings", "--time-zone", "Europe/Berlin"])
        return dir
    }

    static func iso(_ instant: Date) -> String {
        ISO8601DateFormatter().string(from: instant)
    }

    // MARK: coach

    @Test func coachPrintsTheMessageInOneLine() async throws {
        let dir = try await Self.berlin()
        defer { dir.remove() }

        // When
        let now = try await dir.output(["coach"])
        let pinned = try await dir.output(["coach", "--at", Self.friday])

        // Then it is one line of text, the message's text
        #expect(!now.isEmpty)
        #expect(!now.contains("\n"))
        let message = try await dir.json(["coach", "--at", Self.friday])
        #expect(pinned == message["text"] as? String)
    }

    @Test func coachJSONIsTheAPIsMessageObject() async throws {
        let dir = try await Self.berlin()
        defer { dir.remove() }

        let message = try await dir.json(["coach", "--at", Self.friday])

        #expect(Set(message.keys) == ["key", "topic", "text", "priority", "actions"])
        #expect(CoachTopic(rawValue: message["topic"] as? String ?? "") != nil)
        #expect(message["actions"] is [Any])
    }

    @Test func aRunningIntentionIsOverdueAtALaterInstant() async throws {
        // Given a 25-minute intention started now
        let dir = try await Self.berlin()
        defer { dir.remove() }
        try await dir.output(["intend", "Write the report", "--for", "25m"])

        // When the coach is asked about 40 minutes from now
        let later = Self.iso(dir.now.addingTimeInterval(40 * 60))
        let message = try await dir.json(["coach", "--at", later])

        // Then it is overdue, and says which intention
        #expect(message["topic"] as? String == "intention.overdue")
        #expect((message["text"] as? String)?.contains("Write the report") == true)
    }

    @Test func anotherDayIsViewedWithDate() async throws {
        let dir = try await Self.berlin()
        defer { dir.remove() }

        // When the day before is viewed, by date or by word
        let byDate = try await dir.json(["coach", "--at", Self.friday, "--date", "2026-11-19"])
        let byWord = try await dir.json(["coach", "--at", Self.friday, "--date", "yesterday"])

        // Then it is the past day's message
        #expect(byDate["key"] as? String == "encourage.past")
        #expect(byWord["key"] as? String == "encourage.past")
    }

    @Test func explainShowsTheWinnerEveryOptionByPriorityAndEverySignal() async throws {
        let dir = try await Self.berlin()
        defer { dir.remove() }
        try await dir.output(["intend", "Write the report", "--for", "25m"])
        let at = Self.iso(dir.now.addingTimeInterval(60))
        let message = try await dir.json(["coach", "--at", at])

        // When
        let text = try await dir.output(["coach", "--explain", "--at", at])

        // Then the winner comes first, then every option highest first with its reason, then every signal
        let lines = text.components(separatedBy: "\n")
        let winner = try #require(lines.first { $0.hasPrefix("Winner: ") })
        #expect(winner.contains(message["key"] as? String ?? "?"))
        let optionsAt = try #require(lines.firstIndex(of: "Options, by priority:"))
        let signalsAt = try #require(lines.firstIndex(of: "Signals:"))
        let rows = lines[(optionsAt + 2)..<(signalsAt - 1)]
        #expect(rows.count == CoreModules.standard.coachOptions.count)
        let priorities = rows.map { Double($0.split(separator: " ").first ?? "") ?? -1 }
        #expect(priorities == priorities.sorted(by: >))
        let winning = try #require(rows.first { $0.contains(" \(message["key"] as? String ?? "?") ") })
        #expect(winning.split(separator: " ").first == rows.first?.split(separator: " ").first)
        #expect(rows.contains { $0.contains("plan.eve.1") && $0.contains("0 because") })
        let signals = lines[(signalsAt + 2)...]
        #expect(signals.count == CoreModules.standard.coachSignals.count)
        for signal in CoreModules.standard.coachSignals {
            #expect(signals.contains { $0.contains(" \(signal.name) ") && $0.hasSuffix(signal.meaning) }, "\(signal.name)")
        }
    }

    @Test func explainJSONIsTheAPIsExplainObject() async throws {
        let dir = try await Self.berlin()
        defer { dir.remove() }

        let body = try await dir.json(["coach", "--explain", "--at", Self.friday, "--date", "2026-11-19"])

        #expect(body["at"] as? String == Self.friday)
        #expect(body["date"] as? String == "2026-11-19")
        #expect(body["message"] is [String: Any])
        let options = try #require(body["options"] as? [[String: Any]])
        #expect(options.count == CoreModules.standard.coachOptions.count)
        #expect(options.allSatisfy { $0["conditions"] is [String: Any] && $0["reason"] is String })
        #expect((body["signals"] as? [Any])?.count == CoreModules.standard.coachSignals.count)
    }

    @Test func rulesPrintTheCatalogueAsAnAlignedTableThenTheSignals() async throws {
        let text = try await DataDir().output(["coach", "rules"])

        let lines = text.components(separatedBy: "\n")
        let header = try #require(lines.first { $0.contains("KEY") && $0.contains("CONDITIONS") })
        let topicColumn = try #require(header.range(of: "TOPIC")).lowerBound.utf16Offset(in: header)
        for option in CoreModules.standard.coachOptions {
            let row = try #require(lines.first { $0.hasPrefix("  \(option.key) ") }, "\(option.key)")
            let topic = row.range(of: " \(option.topic.rawValue) ")!.lowerBound.utf16Offset(in: row) + 1
            #expect(topic == topicColumn, "\(option.key)")
            #expect(row.hasSuffix(option.text))
            #expect(row.contains(option.conditions.joined(separator: " × ")))
        }
        let signalsAt = try #require(lines.firstIndex { $0.hasPrefix("Signals") })
        for signal in CoreModules.standard.coachSignals {
            #expect(lines[signalsAt...].contains { $0.hasPrefix("  \(signal.name) ") && $0.hasSuffix(signal.meaning) }, "\(signal.name)")
        }
    }

    @Test func rulesJSONIsTheAPIsCatalogue() async throws {
        let body = try await DataDir().json(["coach", "rules"])

        #expect((body["options"] as? [Any])?.count == CoreModules.standard.coachOptions.count)
        #expect((body["signals"] as? [Any])?.count == CoreModules.standard.coachSignals.count)
    }

    @Test(arguments: [
        ["coach", "--at", "yesterday"], ["coach", "--at", "2026-11-20T10:00:00"], ["coach", "--date", "someday"],
        ["coach", "--explain", "--date", "0001-01-01"], ["coach", "rules", "--at", Self.friday],
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

    @Test func theBinaryPrintsOneLineAndRefusesInOneLineWithANonZeroExit() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }

        // When the coach is asked through the binary
        let coach = try ProcessTests.run(["coach", "--data-dir", directory])

        // Then one line, exit 0
        #expect(coach.status == 0, "\(coach.stderr)")
        #expect(coach.stdout.split(separator: "\n").count == 1)

        // And a wrong instant is one line on stderr with a non-zero exit
        let refused = try ProcessTests.run(["coach", "--at", "noon", "--data-dir", directory])
        #expect(refused.status != 0)
        #expect(refused.stderr.hasPrefix("system: --at"))
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
    }
}
