import Foundation
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

/// What only the PostgreSQL store does: triggers that keep the log append-only, schema versions and migrations
/// racing between servers, and failing fast (with a readable reason) when the server cannot be used.
///
/// The store's behaviour shared with the other backends is in the contract suites, which run on PostgreSQL too.
@Suite(.serialized, .timeLimit(.minutes(15)), .disabled(if: !TestPostgres.isAvailable, Comment(rawValue: TestPostgres.skipMessage)))
struct PostgresEventStoreTests {
    let user = UserID.local

    @Test func eventsCannotBeUpdatedOrDeleted() async throws {
        try await TestPostgres.withDatabase { location in
            // Given a stored event
            try await PostgresEventStore.open(location).use { store async throws in
                let event = note(1)
                _ = try await store.append([event], to: user, expecting: .noStream)

                // When raw SQL tries to change or remove it, Then the triggers refuse, saying why
                for sql in ["UPDATE events SET type = 'x'", "UPDATE events SET seq = 7", "DELETE FROM events", "TRUNCATE events"] {
                    let error = await #expect(throws: TestPostgresError.self) { try await TestPostgres.administer(location, sql) }
                    #expect(error?.description.contains("append-only") == true, "\(sql): \(String(describing: error))")
                }

                // And the event is untouched
                let stored = try await store.event(event.id, in: user)
                #expect(stored?.type == "test.note")
                #expect(stored?.seq == 1)
                #expect(try await store.version(of: user) == 1)
            }
        }
    }

    @Test func reopeningKeepsEventsAndMigratesNothingTwice() async throws {
        try await TestPostgres.withDatabase { location in
            // Given a database with three events and a record, closed
            let written = try await PostgresEventStore.open(location).use { first async throws in
                _ = try await first.append(notes(3), to: user, expecting: .noStream)
                try await first.save(IdempotencyRecord(key: "k", fingerprint: "f", status: 201, body: "{}"), for: user)
                return try await first.readAll(user)
            }

            // When it is opened again (twice), Then everything is as written and appends continue where they left off
            for next in 4...5 {
                try await PostgresEventStore.open(location).use { reopened async throws in
                    #expect(try await reopened.readAll(user).prefix(3) == written[...])
                    #expect(try await reopened.idempotencyRecord("k", for: user)?.status == 201)
                    #expect(
                        try await reopened.append([note(next)], to: user, expecting: .exact(Int64(next - 1)))
                            == .appended(version: Int64(next))
                    )
                }
            }
        }
    }

    @Test func serversStartingAtOnceMigrateOnce() async throws {
        try await TestPostgres.withDatabase { location in
            // When eight stores open one new database at the same moment
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        let store = try await PostgresEventStore.open(location)
                        try await store.close()
                    }
                }
                try await group.waitForAll()
            }

            // Then each migration was applied exactly once and the store works
            try await PostgresEventStore.open(location).use { store async throws in
                #expect(try await store.append(notes(2), to: user, expecting: .noStream) == .appended(version: 2))
            }
            await #expect(throws: Never.self) {
                try await TestPostgres.administer(
                    location,
                    "DO $$ BEGIN IF (SELECT count(*) FROM schema_migrations) <> (SELECT max(version) FROM schema_migrations) THEN RAISE EXCEPTION 'migrated twice'; END IF; END $$"
                )
            }
        }
    }

    @Test func aDatabaseFromANewerVersionRefusesToOpen() async throws {
        try await TestPostgres.withDatabase { location in
            // Given a database whose schema was migrated past what this build knows
            try await PostgresEventStore.open(location).use { store async throws in
                _ = try await store.append(notes(2), to: user, expecting: .noStream)
            }
            try await TestPostgres.administer(location, "INSERT INTO schema_migrations (version) VALUES (99)")

            // When it is opened, Then it is refused with an error that says a newer version wrote it
            let error = try await #require(throws: EventStoreError.self) {
                let opened = try await PostgresEventStore.open(location)
                try await opened.close()
            }
            #expect(String(describing: error).contains("newer version of The System"))
            #expect(String(describing: error).contains("schema 99"))
            #expect(!error.isConflict)
        }
    }

    /// Ways a database URL can be wrong.
    enum UnusableServer: String, CaseIterable, Sendable {
        case unknownRole = "a role that does not exist"
        case unknownDatabase = "a database that does not exist"
        case closedPort = "a port nothing listens on"

        func location(on server: PostgresLocation) -> PostgresLocation {
            var location = server
            switch self {
            case .unknownRole: location.username = "nobody_here"
            case .unknownDatabase: location.database = "no_such_database"
            case .closedPort: location.port = 1
            }
            return location
        }

        /// What the error must mention.
        var mentioned: String {
            switch self {
            case .unknownRole: "nobody_here"
            case .unknownDatabase: "no_such_database"
            case .closedPort: "cannot connect"
            }
        }
    }

    /// The connection pool retries a refused login forever; opening must fail instead, quickly and readably.
    @Test(arguments: UnusableServer.allCases)
    func aServerThatCannotBeUsedFailsFastWithTheReason(_ wrong: UnusableServer) async throws {
        let location = wrong.location(on: try TestPostgres.server())
        let started = ContinuousClock.now
        let error = try await #require(throws: EventStoreError.self) {
            let store = try await PostgresEventStore.open(location, timeout: .seconds(10))
            try await store.close()
        }
        #expect(ContinuousClock.now - started < .seconds(12))
        #expect(error.description.contains(wrong.mentioned), "\(error)")
        #expect(!error.description.contains("PSQLError"), "\(error)")
    }

    @Test func twoStoresOnOneDatabaseSeeEachOthersWrites() async throws {
        try await TestPostgres.withDatabase { location in
            // Given two stores on one database, as two servers would have
            try await PostgresEventStore.open(location).use { first async throws in
                try await PostgresEventStore.open(location).use { second async throws in
                    // When one appends, Then the other sees it, and a stale append through it is a conflict
                    _ = try await first.append([note(1)], to: user, expecting: .noStream)
                    #expect(try await second.version(of: user) == 1)
                    _ = try await second.append([note(2)], to: user, expecting: .exact(1))
                    let stale = try await #require(throws: EventStoreError.self) {
                        try await first.append([note(3)], to: user, expecting: .exact(1))
                    }
                    #expect(stale.isConflict)

                    // And a projection over one store catches up with writes made through the other
                    let cache = ProjectionCache(store: first, defaultTimeZone: "UTC")
                    #expect(try await cache.state(for: user).version == 2)
                    _ = try await second.append([note(4)], to: user, expecting: .exact(2))
                    #expect(try await cache.state(for: user).version == 3)
                }
            }
        }
    }

    /// A database failure part-way through a batch (here a trigger raising at its 6,000th row, as a full disk would
    /// fail) writes none of it, and the error says what PostgreSQL said rather than PostgresNIO's generic text.
    @Test func aFailurePartWayThroughABatchWritesNoneOfItAndSaysWhy() async throws {
        try await TestPostgres.withDatabase { location in
            try await PostgresEventStore.open(location).use { store async throws in
                try await TestPostgres.administer(
                    location,
                    """
                    CREATE FUNCTION fail_at_6000() RETURNS trigger AS $$
                    BEGIN IF NEW.seq = 6000 THEN RAISE EXCEPTION 'simulated disk full'; END IF; RETURN NEW; END
                    $$ LANGUAGE plpgsql
                    """)
                try await TestPostgres.administer(
                    location,
                    "CREATE TRIGGER fail_at_6000 BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION fail_at_6000()")

                await #expect(throws: EventStoreError.unavailable("simulated disk full")) {
                    try await store.append(notes(10_000), to: user, expecting: .noStream)
                }

                #expect(try await store.version(of: user) == 0)
            }
        }
    }

    /// The same failure part-way through a history: the batches before it, in the same transaction, go too.
    @Test func aFailurePartWayThroughAHistoryWritesNoneOfItAndSaysWhy() async throws {
        try await TestPostgres.withDatabase { location in
            try await PostgresEventStore.open(location).use { store async throws in
                try await TestPostgres.administer(
                    location,
                    """
                    CREATE FUNCTION fail_at_6000() RETURNS trigger AS $$
                    BEGIN IF NEW.seq = 6000 THEN RAISE EXCEPTION 'simulated disk full'; END IF; RETURN NEW; END
                    $$ LANGUAGE plpgsql
                    """)
                try await TestPostgres.administer(
                    location,
                    "CREATE TRIGGER fail_at_6000 BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION fail_at_6000()")

                await #expect(throws: EventStoreError.unavailable("simulated disk full")) {
                    try await store.appendHistory(to: user) { appender in
                        for start in stride(from: 1, through: 10_000, by: 1_000) { try await appender.append(notes(1_000, from: start)) }
                    }
                }

                #expect(try await store.version(of: user) == 0)
            }
        }
    }

    /// A connection lost part-way through a history (the server ended it) writes nothing, and the history can be
    /// written again.
    @Test func aHistoryWhoseConnectionIsLostPartWayWritesNothing() async throws {
        try await TestPostgres.withDatabase { location in
            try await PostgresEventStore.open(location).use { store async throws in
                let events = notes(4_000)
                let error = await #expect(throws: EventStoreError.self) {
                    try await store.appendHistory(to: user) { appender in
                        try await appender.append(Array(events[..<2_000]))
                        try await TestPostgres.administer(
                            location,
                            """
                            SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                            WHERE datname = current_database() AND state = 'idle in transaction'
                            """)
                        try await appender.append(Array(events[2_000...]))
                    }
                }

                #expect(error?.isConflict == false)
                #expect(try await store.version(of: user) == 0)
                try await store.appendHistory(to: user) { appender in try await appender.append(events) }
                #expect(try await store.readAll(user).map(\.id) == events.map(\.id))
            }
        }
    }
}

/// Says, once, why the contract suites ran on memory and SQLite only.
@Suite struct PostgresAvailabilityTests {
    @Test(.disabled(if: !TestPostgres.isAvailable, Comment(rawValue: TestPostgres.skipMessage)))
    func theContractSuitesRunOnPostgreSQL() {
        #expect(Backend.allCases.contains(.postgres))
    }
}
