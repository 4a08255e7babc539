import ArgumentParser
import Foundation
import SystemCore
import SystemStore

/// `--data-dir`, shared by every command: where the SQLite file lives.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: ArgumentHelp("The folder holding the data (default: $XDG_DATA_HOME/the-system or ~/.local/share/the-system).", valueName: "DIR"))
    var dataDirectory: String?

    var resolvedDirectory: String {
        dataDirectory.map { ($0 as NSString).expandingTildeInPath } ?? DataLocation.defaultDirectory()
    }

    /// Opens the store and a service over it, runs `body`, and closes the store.
    func withService<T>(clock: any WallClock = SystemClock(), _ body: (SystemService) async throws -> T) async throws -> T {
        let store = try await openStore()
        do {
            let result = try await body(SystemService(storage: store, clock: clock, defaultTimeZone: DataLocation.machineTimeZone))
            try await store.close()
            return result
        } catch {
            try? await store.close()
            throw error
        }
    }

    func openStore() async throws -> SQLiteEventStore {
        do {
            return try await SQLiteEventStore.open(path: DataLocation.databasePath(in: resolvedDirectory))
        } catch let error as EventStoreError {
            throw error
        } catch {
            throw CLIError("cannot open the data in \(resolvedDirectory): \(error)")
        }
    }
}

/// `--json`, for read commands.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false
}

/// `--date`, for commands about one day.
struct DateOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The day, as YYYY-MM-DD, `today` or `yesterday` (default: today).", valueName: "DATE"))
    var date: String?

    func validate() throws {
        if let date, !["today", "yesterday"].contains(date), CivilDate(date) == nil {
            throw ValidationError("--date: “\(date)” is not a date; use YYYY-MM-DD, for example 2026-11-20.")
        }
    }

    /// Opens the store and hands over the user's state, the chosen day and the time, for commands about one day.
    func withDay<T>(_ store: StoreOptions, _ body: (UserState, CivilDate, Date) async throws -> T) async throws -> T {
        try await store.withService { service in
            let state = try await service.state(for: .local)
            let now = service.clock.now()
            return try await body(state, resolve(today: state.today(now: now)), now)
        }
    }

    func resolve(today: CivilDate) -> CivilDate {
        switch date {
        case nil, "today": today
        case "yesterday": today.adding(days: -1)
        case let text?: CivilDate(text) ?? today
        }
    }
}

/// A failure the CLI reports in one line.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Writes a line to the console (standard output).
func say(_ text: String) {
    Console.current.write(text)
}
