import Foundation
import SQLiteNIO
import SystemCore
import SystemStore
import Testing

/// What only the SQLite store does: triggers that keep the log append-only, durability across opens, schema
/// versions, and sharing one file between processes.
@Suite(.serialized) struct SQLiteEventStoreTests {
    let user = UserID.local

    @Test func eventsCannotBeUpdatedOrDeleted() async throws {
        try await withSQLiteStore { store in
            // Given a stored event
            let event = note(1)
            _ = try await store.append([event], to: user, expecting: .noStream)

            // When raw SQL tries to change or remove it, Then the triggers refuse
            await #expect(throws: (any Error).self) { try await store.execute("UPDATE events SET type = 'x'") }
            await #expect(throws: (any Error).self) { try await store.execute("UPDATE events SET seq = 7") }
            await #expect(throws: (any Error).self) { try await store.execute("DELETE FROM events") }

            // And the event is untouched
            let stored = try await store.event(event.id, in: user)
            #expect(stored?.type == "test.note")
            #expect(stored?.seq == 1)
            #expect(try await store.version(of: user) == 1)
        }
    }

    /// A database failure part-way through a history (here a trigger raising at its 6,000th row, as a full disk
    /// would fail) writes none of it, and the error says what SQLite said.
    @Test func aFailurePartWayThroughAHistoryWritesNoneOfIt() async throws {
        try await withSQLiteStore { store in
            _ = try await store.execute(
                "CREATE TRIGGER fail_at_6000 BEFORE INSERT ON events WHEN NEW.seq = 6000 BEGIN SELECT RAISE(ABORT, 'simulated disk full'); END"
            )

            let error = await #expect(throws: (any Error).self) {
                try await store.appendHistory(to: user) { appender in
                    for start in stride(from: 1, through: 10_000, by: 1_000) { try await appender.append(notes(1_000, from: start)) }
                }
            }

            #expect(String(describing: error).contains("simulated disk full"))
            #expect(try await store.version(of: user) == 0)
        }
    }

    /// A history holds the file's write lock until it commits: another process's append waits, and goes after it.
    @Test func anAppendFromAnotherConnectionWaitsForAHistory() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }
        let first = try await SQLiteEventStore.open(path: path)
        let second = try await SQLiteEventStore.open(path: path)

        // When another connection appends to the stream while a history is being written into it
        try await withThrowingTaskGroup(of: Void.self) { group in
            try await first.appendHistory(to: user) { appender in
                try await appender.append(notes(1_000))
                group.addTask {
                    // Then it waits for the history and, expecting an empty stream, finds it taken
                    await #expect(throws: EventStoreError.conflict(expected: .noStream, actual: 2_000)) {
                        try await second.append([note(0)], to: UserID.local, expecting: .noStream)
                    }
                }
                try await Task.sleep(for: .milliseconds(200))
                try await appender.append(notes(1_000, from: 1_001))
            }
            try await group.waitForAll()
        }
        #expect(try await first.version(of: user) == 2_000)
        try await first.close()
        try await second.close()
    }

    /// A command started while an import holds the file's write lock (`system now` during `system import`) opens
    /// the file, finds its schema and modules' tables up to date, and reads what was there before, without waiting
    /// for the lock: opening takes no write lock once the file is migrated.
    @Test(.timeLimit(.minutes(15))) func aCommandOpensTheFileWhileAHistoryIsWritten() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }
        let first = try await SQLiteEventStore.open(path: path)
        try await first.prepare(.standard)
        _ = try await first.append(notes(2), to: user, expecting: .noStream)

        try await first.appendHistory(to: UserID("alice")) { appender in
            try await appender.append(notes(1_000, from: 10))
            // When another process opens the file while the history holds the write lock
            let second = try await SQLiteEventStore.open(path: path)
            try await second.prepare(.standard)
            // Then it reads the stream as it was, and not the history yet
            #expect(try await second.version(of: user) == 2)
            #expect(try await second.version(of: UserID("alice")) == 0)
            try await second.close()
        }
        #expect(try await first.version(of: UserID("alice")) == 1_000)
        try await first.close()
    }

    /// A store closed from a cancelled task (a server stopped by a signal, a test stopped by its time limit) still
    /// closes both its connections: the last to close folds the WAL into the file and removes it.
    @Test func aStoreClosedFromACancelledTaskClosesTheFile() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }
        let store = try await SQLiteEventStore.open(path: path)
        try await store.prepare(.standard)  // opens the modules' connection too
        _ = try await store.append(notes(2), to: user, expecting: .noStream)
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))

        try await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await store.close()
        }.value

        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    /// Requests that first ask for the modules' tables at the same moment share one connection: a second one
    /// would be left open when the store closes.
    @Test func requestsAskingForTheModulesTablesAtOnceShareOneConnection() async throws {
        try await withSQLiteStore { store in
            let connections = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<8 { group.addTask { ObjectIdentifier(try await store.moduleDatabase() as AnyObject) } }
                return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
            }
            #expect(connections.count == 1)
        }
    }

    @Test func reopeningKeepsEvents() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }

        // Given a database with three events, closed
        let first = try await SQLiteEventStore.open(path: path)
        _ = try await first.append(notes(3), to: user, expecting: .noStream)
        try await first.save(IdempotencyRecord(key: "k", fingerprint: "f", status: 201, body: "{}"), for: user)
        let written = try await first.readAll(user)
        try await first.close()

        // When it is opened again
        let reopened = try await SQLiteEventStore.open(path: path)
        let read = try await reopened.readAll(user)
        let version = try await reopened.version(of: user)
        let record = try await reopened.idempotencyRecord("k", for: user)
        // And appended to where it left off
        let appended = try await reopened.append([note(4)], to: user, expecting: .exact(3))
        try await reopened.close()

        // Then everything is as it was written
        #expect(read == written)
        #expect(read.count == 3)
        #expect(version == 3)
        #expect(record?.status == 201)
        #expect(appended == .appended(version: 4))
    }

    @Test func aDatabaseFromANewerVersionRefusesToOpen() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }

        // Given a database whose schema was migrated past what this build knows
        let store = try await SQLiteEventStore.open(path: path)
        _ = try await store.append(notes(2), to: user, expecting: .noStream)
        _ = try await store.execute("INSERT INTO schema_migrations (version, applied_at) VALUES (99, 0)")
        try await store.close()

        // When it is opened, Then it is refused with an error that says a newer version wrote it
        let error = try await #require(throws: EventStoreError.self) {
            let opened = try await SQLiteEventStore.open(path: path)
            try await opened.close()
        }
        #expect(String(describing: error).contains("newer"))
        #expect(String(describing: error).contains("99"))
        #expect(!error.isConflict)
    }

    @Test func aVersionOneDatabaseIsUpgradedAndKeepsItsEvents() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }

        // Given a database as the first release left it (the schema of migration 1, written out here as released),
        // with events in two streams and an idempotency record
        let alice = UserID("alice")
        let aliceEvents = notes(3)
        let localEvents = notes(2, from: 10)
        let connection = try await SQLiteConnection.open(storage: .file(path: path))
        do {
            for statement in Self.versionOneSchema { _ = try await connection.query(statement) }
            _ = try await connection.query("INSERT INTO schema_migrations (version, applied_at) VALUES (1, 0)")
            for (stream, events) in [(alice, aliceEvents), (user, localEvents)] {
                for (offset, event) in events.enumerated() {
                    _ = try await connection.query(
                        "INSERT INTO events (id, stream, seq, recorded_at, type, schema_version, payload) VALUES (?,?,?,?,?,?,?)",
                        [
                            .text(event.id.description), .text(stream.rawValue), .integer(offset + 1),
                            .integer(Int(event.recordedAt.timeIntervalSince1970 * 1000)), .text(event.type),
                            .integer(event.schemaVersion), .text(String(decoding: event.payload, as: UTF8.self)),
                        ])
                }
            }
            _ = try await connection.query(
                "INSERT INTO idempotency_keys (stream, key, fingerprint, status, body) VALUES ('local', 'k', 'f', 201, '{}')")
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()

        // When this build opens it
        try await withSQLiteStore(at: path) { store in
            // Then every event is still there, in order, in its stream
            let readAlice = try await store.readAll(alice)
            let readLocal = try await store.readAll(user)
            #expect(readAlice.map(\.id) == aliceEvents.map(\.id))
            #expect(readAlice.map(\.seq) == [1, 2, 3])
            #expect(readAlice.map(\.payload) == aliceEvents.map(\.payload))
            #expect(readAlice.map(\.recordedAt) == aliceEvents.map(\.recordedAt))
            #expect(readLocal.map(\.id) == localEvents.map(\.id))
            #expect(try await store.idempotencyRecord("k", for: user)?.status == 201)

            // And the schema is at this build's version, with ids unique per stream only
            let version = try await store.execute("SELECT MAX(version) AS v FROM schema_migrations").first?.column("v")?.integer
            #expect(version ?? 0 >= 2)
            #expect(try await store.append([aliceEvents[0]], to: user, expecting: .exact(2)) == .appended(version: 3))
            #expect(try await store.append([aliceEvents[0]], to: alice, expecting: .exact(3)).duplicates?.count == 1)

            // And the triggers still keep the log contiguous and append-only
            let gap = try await #require(throws: EventStoreError.self) {
                try await store.append([note(20)], to: alice, expecting: .exact(7))
            }
            #expect(gap.isConflict)
            await #expect(throws: (any Error).self) {
                try await store.execute(
                    "INSERT INTO events (id, stream, seq, recorded_at, type, schema_version, payload) VALUES ('x', 'alice', 9, 0, 't', 1, '{}')"
                )
            }
            await #expect(throws: (any Error).self) { try await store.execute("UPDATE events SET type = 'x'") }
            await #expect(throws: (any Error).self) { try await store.execute("DELETE FROM events") }
            #expect(try await store.version(of: alice) == 3)
            #expect(try await store.append([note(21)], to: alice, expecting: .exact(3)) == .appended(version: 4))
        }
    }

    /// The schema the first release created (migration 1), kept verbatim to test upgrades from it.
    static let versionOneSchema = [
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)",
        """
        CREATE TABLE events (
            position INTEGER PRIMARY KEY AUTOINCREMENT,
            id TEXT NOT NULL UNIQUE,
            stream TEXT NOT NULL,
            seq INTEGER NOT NULL CHECK (seq > 0),
            recorded_at INTEGER NOT NULL,
            type TEXT NOT NULL,
            schema_version INTEGER NOT NULL,
            payload TEXT NOT NULL,
            UNIQUE (stream, seq)
        )
        """,
        """
        CREATE TRIGGER events_are_contiguous BEFORE INSERT ON events
        WHEN NEW.seq <> 1 AND NOT EXISTS (SELECT 1 FROM events WHERE stream = NEW.stream AND seq = NEW.seq - 1)
        BEGIN SELECT RAISE(ABORT, 'events must be contiguous in their stream'); END
        """,
        """
        CREATE TRIGGER events_are_append_only_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END
        """,
        """
        CREATE TRIGGER events_are_append_only_delete BEFORE DELETE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END
        """,
        """
        CREATE TABLE idempotency_keys (
            stream TEXT NOT NULL,
            key TEXT NOT NULL,
            fingerprint TEXT NOT NULL,
            status INTEGER NOT NULL,
            body TEXT NOT NULL,
            PRIMARY KEY (stream, key)
        )
        """,
    ]

    @Test func migratingTwiceChangesNothing() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }

        // Given a database opened, written and closed
        let store = try await SQLiteEventStore.open(path: path)
        _ = try await store.append(notes(1), to: user, expecting: .noStream)
        try await store.close()

        // When it is opened twice more, Then the migrations are not run again (the tables would already exist)
        for _ in 0..<2 {
            let again = try await SQLiteEventStore.open(path: path)
            let count = try await again.readAll(user).count
            try await again.close()
            #expect(count == 1)
        }
    }

    @Test func twoStoresOnOneFileSeeEachOthersWrites() async throws {
        let path = temporaryDatabasePath()
        defer { removeDatabase(at: path) }

        // Given two stores on one file, as the CLI and the server would have
        let server = try await SQLiteEventStore.open(path: path)
        let cli = try await SQLiteEventStore.open(path: path)
        do {
            // When the server appends, Then the CLI sees it
            let fromServer = note(1)
            _ = try await server.append([fromServer], to: user, expecting: .noStream)
            #expect(try await cli.version(of: user) == 1)
            #expect(try await cli.event(fromServer.id, in: user)?.seq == 1)

            // When the CLI appends after it, Then the server sees that
            let fromCLI = note(2)
            _ = try await cli.append([fromCLI], to: user, expecting: .exact(1))
            #expect(try await server.readAll(user).map(\.id) == [fromServer.id, fromCLI.id])

            // And a server append on a stale version is a conflict, not an overwrite
            let stale = try await #require(throws: EventStoreError.self) {
                try await server.append([note(3)], to: user, expecting: .exact(1))
            }
            #expect(stale.isConflict)

            // And a projection over one store catches up with writes made through the other
            let cache = ProjectionCache(store: server, defaultTimeZone: "UTC")
            #expect(try await cache.state(for: user).version == 2)
            _ = try await cli.append([note(4)], to: user, expecting: .exact(2))
            #expect(try await cache.state(for: user).version == 3)
        } catch {
            try? await server.close()
            try? await cli.close()
            throw error
        }
        try await server.close()
        try await cli.close()
    }
}
