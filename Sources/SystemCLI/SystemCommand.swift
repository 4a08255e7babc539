import ArgumentParser
import Foundation
import SystemStore

/// `system`: the command-line tool of The System. It shares the store with a running server.
public struct SystemCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "system",
        abstract: "The System: set intentions, execute them with presence, reflect, and look back.",
        // One line per module, in the order a person meets the app: the day, the week, the coach, settings, then
        // the data and the administration of accounts and the server. `system --help` lists them in this order.
        groupedSubcommands: [
            .intentions,
            .daily,
            .weekly,
            .coach,
            .health,
            .sleep,
            .workouts,
            .journal,
            .indistractable,
            .runbooks,
            .timeboxes,
            .pacts,
            .settings,
            .data,
            .accounts,
            .server,
        ]
    )

    public init() {}

    /// Parses the process's arguments and runs the command; an error is one line on stderr and a non-zero exit.
    public static func runFromCommandLine() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // The store is opened on the other core while this one reads the command line (not for help, which opens
        // nothing): ArgumentParser takes as long as opening the file and reading its schema twice.
        if arguments.first != "help", !arguments.contains("--help"), !arguments.contains("-h") {
            DatabaseURL.startOpening(StoreOptions.guess(from: arguments))
        }
        await run(arguments: arguments)
        await DatabaseURL.closeUnusedOpening()
    }

    static func run(arguments: [String]) async {
        do {
            var command = try parseAsRoot(arguments)
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            // The database opened for the command is closed before the process ends (its write-ahead log goes).
            await DatabaseURL.closeUnusedOpening()
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }  // --help, --version
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "failed"
            FileHandle.standardError.write(Data("system: \(message)\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }
}
