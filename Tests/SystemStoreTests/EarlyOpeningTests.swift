import Foundation
import SQLiteNIO
import SystemCore
import Testing

@testable import SystemStore

/// A command starts opening its database before it has read its command line (``DatabaseURL/startOpening(_:)``):
/// the open that follows takes that database, a guess that was wrong creates and changes nothing, and a database no
/// one took is closed. Serialized: the early opening is one per process.
@Suite(.serialized) struct EarlyOpeningTests {
    @Test func theNextOpenOfTheSameURLTakesTheDatabaseOnce() async throws {
        let (path, url) = try await historyOfTwoNotes()
        defer { removeDatabase(at: path) }

        DatabaseURL.startOpening(url)
        #expect(await DatabaseURL.takeEarlyOpening(of: .sqlite(path: path + "-other")) == nil)
        let early = try #require(await DatabaseURL.takeEarlyOpening(of: url))
        #expect(await DatabaseURL.takeEarlyOpening(of: url) == nil)
        // It works as any opened database does: it reads what is there and appends after it.
        let version = try await early.use { database in
            _ = try await database.append(notes(1, from: 3), to: .local, expecting: .exact(2))
            return try await database.version(of: .local)
        }
        #expect(version == 3)
    }

    @Test func aCommandOpeningTheURLWorksOnTheEarlyDatabase() async throws {
        let (path, url) = try await historyOfTwoNotes()
        defer { removeDatabase(at: path) }

        DatabaseURL.startOpening(url)
        let appended = try await url.withDatabase { try await $0.append(notes(1, from: 3), to: .local, expecting: .exact(2)) }
        #expect(appended == .appended(version: 3))
        #expect(await DatabaseURL.takeEarlyOpening(of: url) == nil)
        await DatabaseURL.closeUnusedOpening()
        #expect(try await url.withDatabase { try await $0.version(of: .local) } == 3)
    }

    @Test func aFileThatDoesNotExistIsNotCreated() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }
        DatabaseURL.startOpening(.sqlite(path: path))
        #expect(await DatabaseURL.takeEarlyOpening(of: .sqlite(path: path)) == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A file of an older version is brought up to date by the command that asks for it, not by a guess.
    @Test func aFileOfAnOlderSchemaIsLeftAsItIs() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }
        let connection = try await SQLiteConnection.open(storage: .file(path: path))
        _ = try await connection.query("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)")
        _ = try await connection.query("INSERT INTO schema_migrations (version, applied_at) VALUES (1, 0)")

        DatabaseURL.startOpening(.sqlite(path: path))
        #expect(await DatabaseURL.takeEarlyOpening(of: .sqlite(path: path)) == nil)
        let versions = try await connection.query("SELECT version FROM schema_migrations").compactMap { $0.column("version")?.integer }
        let tables = try await connection.query("SELECT name FROM sqlite_master WHERE name = 'events'")
        try await connection.close()
        #expect(versions == [1])
        #expect(tables.isEmpty)
    }

    /// A database opened for a command that opened another, or none, is closed as the command ends: its connections
    /// gone, SQLite removes the write-ahead log.
    @Test func aDatabaseNoOneTookIsClosed() async throws {
        let (path, url) = try await historyOfTwoNotes()
        defer { removeDatabase(at: path) }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))

        DatabaseURL.startOpening(url)
        await DatabaseURL.closeUnusedOpening()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(await DatabaseURL.takeEarlyOpening(of: url) == nil)
    }

    /// A database file holding two events, closed, and its URL.
    private func historyOfTwoNotes() async throws -> (path: String, url: DatabaseURL) {
        let path = temporaryDatabasePath()
        let url = DatabaseURL.sqlite(path: path)
        try await url.withDatabase { _ = try await $0.append(notes(2), to: .local, expecting: .noStream) }
        return (path, url)
    }
}
