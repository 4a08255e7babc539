import ArgumentParser
import Foundation
import SystemCore
import SystemStore

@testable import SystemCLI

/// `system tally`: count glasses of water from the command line.
struct TallyCountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tally", abstract: "Count glasses of water.")

    @Option(help: "How many glasses (1–20).")
    var glasses = 1

    @OptionGroup var store: DataOptions

    func run() async throws {
        try await store.withDatabase { database, user in
            let service = SystemService(storage: database, clock: SystemClock(), defaultTimeZone: "UTC", modules: .withTally)
            do {
                let state = try await service.execute(UserCommand(TallyCommand.count(glasses: glasses)), for: user).state
                let today = state.today(now: service.clock.now())
                say("\(state.tally.glasses(on: today, in: state.calendar)) of \(state.tallySettings.dailyGoal) glasses today.")
            } catch let error as DomainError {
                throw CLIError("--\(error.field ?? "glasses"): \(error.message)")
            }
        }
    }
}

extension CommandGroup {
    static let tally = CommandGroup(name: "Tally", subcommands: [TallyCountCommand.self])
}

/// The app's command line with the example module: the one registration line.
struct SystemWithTally: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "system", abstract: SystemCommand.configuration.abstract,
        groupedSubcommands: SystemCommand.configuration.groupedSubcommands + [.tally])
}
