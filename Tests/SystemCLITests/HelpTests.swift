import ArgumentParser
import Foundation
import Testing

@testable import SystemCLI

/// `system --help` is the app's map: one heading per module, in the order a person meets the app.
struct HelpTests {
    /// A heading of `system --help` and the commands under it.
    struct Section: Equatable, CustomStringConvertible {
        let heading: String
        let commands: [String]
        var description: String { "\(heading) \(commands.joined(separator: " "))" }
    }

    /// The map: the day (intentions, the Daily), the week, the coach, settings, then data and administration.
    static let map = [
        Section(heading: "INTENTIONS SUBCOMMANDS:", commands: ["intend", "now", "end", "done", "log", "presence", "labels"]),
        Section(heading: "DAILY SUBCOMMANDS:", commands: ["todo", "standup"]),
        Section(heading: "WEEKLY SUBCOMMANDS:", commands: ["week", "area", "goal", "retro"]),
        Section(heading: "COACH SUBCOMMANDS:", commands: ["coach"]),
        Section(heading: "HEALTH SUBCOMMANDS:", commands: ["eat", "meal", "foods", "recipe", "weight", "energy", "activity", "health"]),
        Section(heading: "SLEEP SUBCOMMANDS:", commands: ["sleep"]),
        Section(heading: "WORKOUTS SUBCOMMANDS:", commands: ["lift", "template"]),
        Section(heading: "JOURNAL SUBCOMMANDS:", commands: ["journal", "onthisday", "photo"]),
        Section(heading: "INDISTRACTABLE SUBCOMMANDS:", commands: ["urge"]),
        Section(heading: "RUNBOOKS SUBCOMMANDS:", commands: ["runbook"]),
        Section(heading: "TIMEBOXES SUBCOMMANDS:", commands: ["timebox", "calendar"]),
        Section(heading: "PACTS SUBCOMMANDS:", commands: ["pact"]),
        Section(heading: "SETTINGS SUBCOMMANDS:", commands: ["settings"]),
        Section(heading: "DATA SUBCOMMANDS:", commands: ["export", "import", "migrate", "doctor"]),
        Section(heading: "ACCOUNTS SUBCOMMANDS:", commands: ["user", "token"]),
        Section(heading: "SERVER SUBCOMMANDS:", commands: ["serve"]),
    ]

    /// What `system --help` prints: parsed as the root command parses the shell's arguments and run, as the other
    /// CLI tests run commands. Help is the error that ends the run, which the tool prints with a zero exit status.
    static func help() -> String {
        do {
            var command = try SystemCommand.parseAsRoot(["--help"])
            try command.run()
            Issue.record("--help ran without asking for help")
            return ""
        } catch {
            #expect(SystemCommand.exitCode(for: error) == .success)
            return SystemCommand.fullMessage(for: error)
        }
    }

    /// The subcommand sections of a help text: each heading ending in SUBCOMMANDS:, and the commands under it (a
    /// command's line starts with two spaces and its name; a wrapped abstract is indented further).
    static func sections(of help: String) -> [Section] {
        var sections: [Section] = []
        var heading: String?
        var commands: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [""] {
            if line.hasPrefix("  "), !line.hasPrefix("   ") {
                commands.append(String(line.dropFirst(2).prefix { $0 != " " }))
                continue
            }
            if line.hasPrefix(" ") { continue }
            if let heading { sections.append(Section(heading: heading, commands: commands)) }
            heading = line.hasSuffix("SUBCOMMANDS:") ? line : nil
            commands = []
        }
        return sections
    }

    @Test func helpShowsTheModulesInOrderAndEveryCommandOnce() {
        // Given every command the root knows
        let known = SystemCommand.configuration.subcommands.map { $0._commandName }
        #expect(SystemCommand.configuration.ungroupedSubcommands.isEmpty, "every command belongs to a module's group")

        // When
        let sections = Self.sections(of: Self.help())

        // Then the headings are the modules in order, each with its commands
        #expect(sections == Self.map)
        // and every command is listed exactly once
        let listed = sections.flatMap(\.commands)
        #expect(listed.count == Set(listed).count)
        #expect(listed.sorted() == known.sorted())
        #expect(listed.count == 41)
    }

    @Test func theCLIReferenceQuotesTheCurrentHelp() throws {
        // Given the reference, found from this file: Tests/SystemCLITests/ → docs/cli.md
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/cli.md")
        let reference = try String(contentsOf: docs, encoding: .utf8)

        // Then it quotes system --help as an 80-column terminal shows it
        let help = SystemCommand.helpMessage(columns: 80).trimmingCharacters(in: .newlines)
        let quotesIt = reference.contains("```text\n\(help)\n```")
        #expect(quotesIt, "docs/cli.md quotes an older system --help; paste the new one (COLUMNS=80 system --help)")
    }

    /// Every command states its name. ArgumentParser otherwise derives it from the type's name with
    /// `String(describing:)`, whose dynamic casts scan the binary's conformance tables once per command type: a third
    /// of the start-up time of every `system` process before any command ran.
    @Test func everyCommandNamesItself() {
        var unnamed: [String] = []
        var pending: [any ParsableCommand.Type] = [SystemCommand.self]
        while let command = pending.popLast() {
            if command.configuration.commandName == nil { unnamed.append(_typeName(command)) }
            pending += command.configuration.subcommands
        }
        #expect(unnamed == [])
    }
}
