import ArgumentParser
import Foundation
import SystemCore
import SystemStore

/// `--database` and `--data-dir`, shared by every command: where the data is.
///
/// Precedence: `--database URL`, then `--data-dir DIR` (the SQLite file in it), then the environment variable
/// `SYSTEM_DATABASE`, then the SQLite file in the default data folder. Giving both options is refused.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("database"), help: Self.databaseHelp)
    var database: String?

    @Option(name: .customLong("data-dir"), help: Self.dataDirectoryHelp)
    var dataDirectory: String?

    static let databaseHelp = ArgumentHelp(
        "The database: sqlite:PATH or postgres://USER:PASSWORD@HOST:PORT/DATABASE (default: $SYSTEM_DATABASE, or the SQLite file in the data folder).",
        valueName: "URL")
    static let dataDirectoryHelp = ArgumentHelp(
        "The folder holding the SQLite file (default: $XDG_DATA_HOME/the-system or ~/.local/share/the-system).", valueName: "DIR")

    func validate() throws {
        if database != nil && dataDirectory != nil {
            throw ValidationError("--database and --data-dir both say where the data is: give one of them.")
        }
        if let database {
            do { _ = try DatabaseURL(parsing: database, source: "--database") } catch { throw ValidationError(error.description) }
        }
    }

    /// Where the data is, by the precedence above.
    func location(environment: [String: String]? = nil) throws -> DatabaseURL {
        try Self.location(database: database, dataDirectory: dataDirectory, environment: environment)
    }

    /// The precedence above, for the options as ArgumentParser read them or as ``guess(from:)`` did.
    private static func location(database: String?, dataDirectory: String?, environment: [String: String]? = nil) throws
        -> DatabaseURL
    {
        if let database { return try DatabaseURL(parsing: database, source: "--database") }
        if let dataDirectory {
            return .sqlite(path: DataLocation.databasePath(in: DataLocation.expandingTilde(dataDirectory, environment: environment)))
        }
        if let fromEnvironment = DataLocation.variable("SYSTEM_DATABASE", in: environment), !fromEnvironment.isEmpty {
            return try DatabaseURL(parsing: fromEnvironment, source: "SYSTEM_DATABASE")
        }
        return .sqlite(path: DataLocation.databasePath(in: DataLocation.defaultDirectory(environment: environment)))
    }

    /// Where a command line's data is, read from its words before ArgumentParser reads them (the two options, up to
    /// a `--`), so that opening it can start at once (``DatabaseURL/startOpening(_:)``); nil if they are not clear.
    /// Only a guess: the command opens what its parsed options say.
    static func guess(from arguments: [String]) -> DatabaseURL? {
        var (database, dataDirectory): (String?, String?)
        var words = arguments[...]
        while let word = words.popFirst(), word != "--" {
            switch word {
            case "--database": database = words.popFirst()
            case "--data-dir": dataDirectory = words.popFirst()
            case _ where word.hasPrefix("--database="): database = String(word.dropFirst("--database=".count))
            case _ where word.hasPrefix("--data-dir="): dataDirectory = String(word.dropFirst("--data-dir=".count))
            default: continue
            }
        }
        guard database == nil || dataDirectory == nil else { return nil }
        // Not through a `StoreOptions`: making one (ArgumentParser's wrappers) took longer than the rest of the guess.
        return try? location(database: database, dataDirectory: dataDirectory)
    }

    /// Where the data is, for a log line (never with a password).
    var described: String {
        (try? location()).map(String.init(describing:)) ?? "?"
    }

    /// Where the data is, or a readable refusal.
    func url() throws -> DatabaseURL {
        do { return try location() } catch let error as DatabaseURLError { throw CLIError(error.description) }
    }

    /// Opens the database, runs `body` while it runs, and closes it.
    func withStore<T>(_ body: (any Database) async throws -> T) async throws -> T {
        try await url().withDatabase(body)
    }
}

/// `--json`, for read commands.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false
}

/// `--date`, for commands about one day.
struct DateOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("The day, as YYYY-MM-DD, today, yesterday or tomorrow (default: today).", valueName: "DATE"))
    var date: String?

    func validate() throws {
        if let date, TypedDate.parse(date, today: CivilDate(daysSinceEpoch: 0)) == nil {
            throw ValidationError("--date: “\(date)” is not a date; use YYYY-MM-DD, for example 2026-11-20.")
        }
    }

    /// Opens the store and hands over the user's state, the chosen day and the time, for commands about one day.
    func withDay<T>(_ store: DataOptions, _ body: (UserState, CivilDate, Date) async throws -> T) async throws -> T {
        try await store.withService { service in
            let state = try await service.state()
            let now = service.clock.now()
            return try await body(state, resolve(today: state.today(now: now)), now)
        }
    }

    func resolve(today: CivilDate) -> CivilDate {
        date.flatMap { TypedDate.parse($0, today: today) } ?? today
    }
}

/// A day as a person types it after `--date`: YYYY-MM-DD, or `today`, `yesterday`, `tomorrow`, `last-week` or
/// `next-week` (the same weekday a week before or after), in any case and with spaces around it. One reading for every
/// command, so `system log` and `system todo list` take the same words.
enum TypedDate {
    static let words = ["today": 0, "yesterday": -1, "tomorrow": 1, "last-week": -7, "next-week": 7]

    /// The day meant, relative words counted from `today`; nil when it is not a date.
    static func parse(_ text: String, today: CivilDate) -> CivilDate? {
        let text = text.trimmingWhitespace().lowercased()
        if let days = words[text] { return today.adding(days: days) }
        return CivilDate(text)
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

/// `--limit` and `--after`, for a list drawn from the whole past that comes a page at a time.
struct PageOptions: ParsableArguments {
    @Option(help: ArgumentHelp("How many to list, from 1 to 200.", valueName: "N"))
    var limit = Paging.defaultLimit

    @Option(help: ArgumentHelp("Where to begin: the cursor the page before printed (default: the newest).", valueName: "CURSOR"))
    var after: String?

    var cursor: PageCursor? { after.flatMap(PageCursor.init) }

    func validate() throws {
        guard Paging.limits.contains(limit) else {
            throw ValidationError(
                "--limit: \(limit) is not a page size; give a number from \(Paging.limits.lowerBound) to \(Paging.limits.upperBound).")
        }
        if let after, PageCursor(after) == nil {
            throw ValidationError("--after: “\(after)” is not a cursor; use the one the page before printed, or leave it out.")
        }
    }
}
