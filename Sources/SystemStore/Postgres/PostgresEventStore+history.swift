import Foundation
import Logging
import PostgresNIO
import SystemCore

extension PostgresEventStore {
    /// A whole history in one transaction on a connection of its own (the pool's connections go back after each call),
    /// each batch one `INSERT … SELECT FROM unnest(…)` within the store's time limit. Two imports into one stream
    /// both find it empty, but the second's first row waits on the first's `UNIQUE(stream, seq)` and fails once that
    /// one commits. Any failure closes the connection, which rolls the transaction back.
    public func appendHistory<T>(to stream: UserID, _ body: (any HistoryAppender) async throws -> T) async throws -> T {
        let logger = Logger(label: "the-system.postgres.history")
        let connectTimeout = min(timeout, .seconds(10))
        let location = location
        let connection = try await Self.withTimeout(connectTimeout, "connecting to \(location)") {
            do {
                return try await PostgresConnection.connect(
                    configuration: try location.connectionConfiguration(connectTimeout: connectTimeout), id: 1, logger: logger)
            } catch {
                throw EventStoreError.unavailable("cannot connect to \(location): \(Self.describe(error))")
            }
        }
        let appender = PostgresHistoryAppender(connection: connection, stream: stream, store: self, logger: logger)
        do {
            try await appender.run("BEGIN")
            let current = try await appender.version()
            guard current == 0 else { throw EventStoreError.conflict(expected: .noStream, actual: current) }
            let result = try await body(appender)
            try await appender.run("COMMIT")
            // A whole history at once leaves the planner's statistics of the table far behind until autovacuum
            // catches up: reads planned without them (a migrate exports the copy at once) scanned and sorted the
            // whole table for every page. ANALYZE reads a sample; written is written, so a failure changes nothing.
            try? await appender.run("ANALYZE events")
            try? await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw try await appender.failure(error)
        }
    }
}

/// Appends a history's batches inside ``PostgresEventStore/appendHistory(to:_:)``'s transaction.
final class PostgresHistoryAppender: HistoryAppender {
    private let connection: PostgresConnection
    private let stream: UserID
    private let store: PostgresEventStore
    private let logger: Logger
    private var version: Int64 = 0

    init(connection: PostgresConnection, stream: UserID, store: PostgresEventStore, logger: Logger) {
        self.connection = connection
        self.stream = stream
        self.store = store
        self.logger = logger
    }

    /// Each batch is written inside a savepoint: an id an earlier batch gave fails the insert on UNIQUE(stream, id),
    /// and a failed statement aborts a PostgreSQL transaction, so rolling back to the savepoint is what lets the
    /// appender ask which id it was (two more round trips a batch, a fraction of a millisecond here).
    func append(_ events: [PendingEvent]) async throws {
        // An id the batch itself repeats is found here; the events before it are written first, as one of them may
        // repeat an earlier batch's id, and the first repeat of the history is the one to name.
        let repeated = EventStoreError.firstRepeatedID(in: events, after: version)
        let events = repeated.map { Array(events[..<$0.offset]) } ?? events
        if !events.isEmpty {
            try await run("SAVEPOINT batch")
            do {
                try await run(PostgresEventStore.insert(events, into: stream, after: version))
            } catch let error as PSQLError
                where error.serverInfo?[.sqlState] == "23505" && error.serverInfo?[.constraintName]?.contains("seq") == false
            {
                try await run("ROLLBACK TO SAVEPOINT batch")
                throw try await repeatedID(in: events)
            }
            try await run("RELEASE SAVEPOINT batch")
            version += Int64(events.count)
        }
        if let repeated { throw repeated.error }
    }

    func flush() {}

    /// The first of `events` (the batch refused, numbered on from ``version``) whose id an earlier batch gave.
    private func repeatedID(in events: [PendingEvent]) async throws -> EventStoreError {
        let (streamName, ids) = (stream.rawValue, events.map(\.id.uuid))
        let query: PostgresQuery = "SELECT id, seq FROM events WHERE stream = \(streamName) AND id = ANY(\(ids)::uuid[])"
        let (connection, logger) = (connection, logger)
        let stored = try await PostgresEventStore.withTimeout(store.timeout, "a query on \(store.location)") {
            var stored: [UUID: Int64] = [:]
            for try await (id, seq) in try await connection.query(query, logger: logger).decode((UUID, Int64).self) { stored[id] = seq }
            return stored
        }
        for (offset, event) in events.enumerated() {
            if let first = stored[event.id.uuid] { return .repeatedID(event.id, seq: version + Int64(offset) + 1, first: first) }
        }
        return .duplicateIDMismatch
    }

    func moduleDatabase() async throws -> any ModuleDatabase {
        PostgresModuleDatabase.InTransaction(connection: connection, logger: logger)
    }

    /// The stream's version as this transaction sees it.
    func version() async throws -> Int64 {
        try checkOpen()
        let streamName = stream.rawValue
        let query: PostgresQuery = "SELECT COALESCE(MAX(seq), 0)::BIGINT FROM events WHERE stream = \(streamName)"
        let connection = connection
        let logger = logger
        return try await PostgresEventStore.withTimeout(store.timeout, "a query on \(store.location)") {
            var version: Int64 = 0
            for try await value in try await connection.query(query, logger: logger).decode(Int64.self) { version = value }
            return version
        }
    }

    /// Runs one statement within the store's time limit.
    func run(_ query: PostgresQuery) async throws {
        try checkOpen()
        let connection = connection
        let logger = logger
        try await PostgresEventStore.withTimeout(store.timeout, "a query on \(store.location)") {
            _ = try await connection.query(query, logger: logger)
        }
    }

    /// Fails when the server has closed the connection (it went away, or ended this session): PostgresNIO drops a
    /// query written to a closed connection without ever answering it, which would hang the import instead of
    /// failing it — the time limit cannot end a query that waits for nothing.
    private func checkOpen() throws {
        guard !connection.isClosed else {
            throw EventStoreError.unavailable("the connection to \(store.location) was lost")
        }
    }

    /// What to say about a failed history: a repeated id, another writer, or what PostgreSQL said.
    func failure(_ error: any Error) async throws -> any Error {
        guard let error = error as? PSQLError else { return error }
        switch error.serverInfo?[.sqlState] {
        case "23505" where error.serverInfo?[.constraintName]?.contains("seq") == false:
            return EventStoreError.duplicateIDMismatch
        case "23505", "SY001":
            return EventStoreError.conflict(expected: .noStream, actual: (try? await store.version(of: stream)) ?? 0)
        default:
            return EventStoreError.unavailable(PostgresEventStore.describe(error))
        }
    }
}
