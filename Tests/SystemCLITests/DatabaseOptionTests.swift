import ArgumentParser
import Foundation
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

@testable import SystemCLI

/// `--database`, `--data-dir` and `SYSTEM_DATABASE`: which one says where the data is, and what is refused.
@Suite struct DatabaseOptionTests {
    static let environment = ["HOME": "/home/ann", "SYSTEM_DATABASE": "sqlite:/from/environment.sqlite"]

    @Test(arguments: [
        // --database wins over the environment
        (["--database", "sqlite:/given.sqlite"], environment, DatabaseURL.sqlite(path: "/given.sqlite")),
        (
            ["--database", "postgres://ann@db/system"], environment,
            .postgres(PostgresLocation(host: "db", username: "ann", database: "system"))
        ),
        // --data-dir too: it names the SQLite file in the folder
        (["--data-dir", "/data"], environment, .sqlite(path: "/data/system.sqlite")),
        (["--data-dir", "/data/"], environment, .sqlite(path: "/data/system.sqlite")),
        (["--data-dir", "~/data"], environment, .sqlite(path: "/home/ann/data/system.sqlite")),
        (["--data-dir", "~"], environment, .sqlite(path: "/home/ann/system.sqlite")),
        (["--data-dir", "data"], environment, .sqlite(path: "data/system.sqlite")),
        // then SYSTEM_DATABASE
        ([], environment, .sqlite(path: "/from/environment.sqlite")),
        // then the default folder
        ([], ["HOME": "/home/ann"], .sqlite(path: "/home/ann/.local/share/the-system/system.sqlite")),
        ([], ["HOME": "/home/ann", "XDG_DATA_HOME": "/xdg"], .sqlite(path: "/xdg/the-system/system.sqlite")),
        ([], ["HOME": "/home/ann", "SYSTEM_DATABASE": ""], .sqlite(path: "/home/ann/.local/share/the-system/system.sqlite")),
    ])
    func theDatabaseIsChosenInOrder(_ arguments: [String], _ environment: [String: String], _ expected: DatabaseURL) throws {
        let options = try StoreOptions.parse(arguments)
        #expect(try options.location(environment: environment) == expected)
    }

    /// A command starts opening its database before ArgumentParser reads its words: the guess is what parsing finds
    /// when the words say it clearly, and nothing when they do not.
    @Test(arguments: [
        (["now", "--database", "sqlite:/given.sqlite"], DatabaseURL.sqlite(path: "/given.sqlite")),
        (["todo", "add", "Call Ann", "--database=sqlite:/given.sqlite"], .sqlite(path: "/given.sqlite")),
        (["week", "--data-dir", "/data"], .sqlite(path: "/data/system.sqlite")),
        (["week", "--data-dir=/data"], .sqlite(path: "/data/system.sqlite")),
        (
            ["serve", "--port", "8080", "--database", "postgres://ann@db/system"],
            .postgres(PostgresLocation(host: "db", username: "ann", database: "system"))
        ),
    ])
    func theDatabaseIsGuessedBeforeTheCommandLineIsRead(_ arguments: [String], _ expected: DatabaseURL) {
        #expect(StoreOptions.guess(from: arguments) == expected)
    }

    @Test func aCommandLineThatIsNotClearGivesNoGuess() throws {
        let unnamed = try StoreOptions.parse([]).location()
        #expect(StoreOptions.guess(from: ["now", "--database", "sqlite:/a.sqlite", "--data-dir", "/data"]) == nil)
        #expect(StoreOptions.guess(from: ["now", "--database", "mysql://db/system"]) == nil)
        #expect(StoreOptions.guess(from: ["now", "--database"]) == unnamed)
        // After `--` the words are a command's text, not its options.
        #expect(StoreOptions.guess(from: ["todo", "add", "--", "--database", "sqlite:/text.sqlite"]) == unnamed)
    }

    @Test func bothOptionsAtOnceAreRefused() {
        let error = #expect(throws: (any Error).self) {
            _ = try SystemCommand.parseAsRoot(["now", "--database", "sqlite:/a.sqlite", "--data-dir", "/data"])
        }
        #expect(SystemCommand.message(for: error!).contains("--database and --data-dir"))
    }

    @Test(arguments: [["now", "--database", "mysql://db/system"], ["serve", "--database", "postgres://db/system"]])
    func aWrongURLIsRefusedWhenParsedNamingTheOption(_ arguments: [String]) {
        let error = #expect(throws: (any Error).self) { _ = try SystemCommand.parseAsRoot(arguments) }
        #expect(SystemCommand.message(for: error!).hasPrefix("--database: "))
    }

    @Test func aWrongURLInTheEnvironmentIsRefusedNamingTheVariable() {
        let options = try? StoreOptions.parse([])
        let error = #expect(throws: DatabaseURLError.self) {
            _ = try options?.location(environment: ["SYSTEM_DATABASE": "postgres://nobody"])
        }
        #expect(error?.description.hasPrefix("SYSTEM_DATABASE: ") == true)
    }

    @Test func commandsRunOnASQLiteURL() async throws {
        // Given a SQLite file named by URL
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("system-url-\(UUID()).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }

        // When an area is added through it
        var command = try #require(
            try SystemCommand.parseAsRoot(["area", "add", "Health", "--database", "sqlite:\(path)"]) as? any AsyncParsableCommand)
        try await command.run()

        // Then the file holds it
        let store = try await SQLiteEventStore.open(path: path)
        let events = try await store.readAll(.local)
        try await store.close()
        #expect(events.map(\.type) == ["area.created"])
    }

    @Test(.timeLimit(.minutes(15)), .disabled(if: !TestPostgres.isAvailable, Comment(rawValue: TestPostgres.skipMessage)))
    func commandsRunOnAPostgresURL() async throws {
        try await TestPostgres.withDatabase { database in
            // When an area is added and listed through a postgres:// URL
            var command = try #require(
                try SystemCommand.parseAsRoot(["area", "add", "Health", "--database", database.url]) as? any AsyncParsableCommand)
            try await command.run()

            // Then the database holds it
            let events = try await DatabaseURL.postgres(database).withDatabase { try await $0.readAll(.local) }
            #expect(events.map(\.type) == ["area.created"])
        }
    }
}
