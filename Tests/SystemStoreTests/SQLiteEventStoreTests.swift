import Foundation
import Testing
import SystemCore
import SystemStore

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

    @Test func appendsTheLargestBatch() async throws {
        try await withSQLiteStore { store async throws in
            let batch = notes(SQLiteEventStore.maxBatch)
            #expect(try await store.append(batch, to: user, expecting: .noStream) == .appended(version: Int64(SQLiteEventStore.maxBatch)))
            #expect(try await store.readAll(user).last?.id == batch.last?.id)
        }
    }
}
