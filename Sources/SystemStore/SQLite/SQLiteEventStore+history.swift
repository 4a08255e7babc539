import Foundation
import Logging
import NIOCore
import SQLiteNIO
import SystemCore

extension SQLiteEventStore {
    /// A whole history in one transaction on a connection of its own: the store's connection is shared by every
    /// append of this process, which a long transaction on it would take in. `BEGIN IMMEDIATE` takes the file's write
    /// lock first, so no other writer (another process) can slip in between the check that the stream is empty and
    /// the commit; the events go in as multi-row inserts of ``SQLiteHistoryAppender/rowsPerStatement`` rows.
    public func appendHistory<T>(to stream: UserID, _ body: (any HistoryAppender) async throws -> T) async throws -> T {
        let connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        do {
            // The statement journal each multi-row insert keeps (to undo that statement alone) stays in memory rather
            // than in a temporary file; a bigger page cache keeps the id index's pages, which random ids touch all
            // over, instead of spilling and reading them again.
            for pragma in [
                "PRAGMA busy_timeout = 10000", "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON", "PRAGMA temp_store = MEMORY",
                "PRAGMA cache_size = -32768",
            ] {
                _ = try await connection.rows(pragma)
            }
            _ = try await connection.rows("BEGIN IMMEDIATE")
            do {
                let rows = try await connection.rows(
                    "SELECT COALESCE(MAX(seq), 0) AS v FROM events WHERE stream = ?", [.text(stream.rawValue)])
                let current = Int64(rows.first?.column("v")?.integer ?? 0)
                guard current == 0 else { throw EventStoreError.conflict(expected: .noStream, actual: current) }
                let appender = SQLiteHistoryAppender(connection: connection, stream: stream, logger: logger)
                let result: T
                do {
                    result = try await body(appender)
                    try await appender.finish()
                } catch {
                    try? await appender.finish()  // the statement in flight ends before the rollback
                    throw error
                }
                _ = try await connection.rows("COMMIT")
                try? await connection.close()  // written: a failure to close changes nothing
                return result
            } catch {
                _ = try? await connection.rows("ROLLBACK")
                throw error
            }
        } catch {
            try? await connection.close()
            throw error
        }
    }
}

/// Appends a history's batches inside ``SQLiteEventStore/appendHistory(to:_:)``'s transaction.
///
/// A batch is written on SQLite's thread while the caller reads and checks the next one: ``append(_:)`` waits for
/// the batch before, starts its own and returns, and ``finish()`` waits for the last. A batch that fails is
/// reported by the next call, which is still inside the transaction, so the history fails whole all the same.
final class SQLiteHistoryAppender: HistoryAppender {
    /// Rows per `INSERT`: 6 bound values a row, far below SQLite's limit, and few statements to prepare.
    static let rowsPerStatement = 500

    private let connection: SQLiteConnection
    private let stream: UserID
    private let logger: Logger
    private var version: Int64 = 0
    /// The batch being written, if one is.
    private var writing: EventLoopFuture<Void>?

    init(connection: SQLiteConnection, stream: UserID, logger: Logger) {
        self.connection = connection
        self.stream = stream
        self.logger = logger
    }

    func append(_ events: [PendingEvent]) async throws {
        // A batch naming one id twice can never be stored; across batches UNIQUE(stream, id) refuses it.
        guard Set(events.map(\.id)).count == events.count else { throw EventStoreError.duplicateIDMismatch }
        try await finish()
        var written: EventLoopFuture<Void>? = nil
        var start = 0
        while start < events.count {
            let rows = events[start..<min(events.count, start + Self.rowsPerStatement)]
            var binds: [SQLiteData] = [.text(stream.rawValue)]
            binds.reserveCapacity(1 + rows.count * 6)
            for (offset, event) in rows.enumerated() {
                binds.append(.text(event.id.description))
                binds.append(.integer(Int(version) + offset + 1))
                binds.append(.integer(Int(event.recordedAt.timeIntervalSince1970 * 1000)))
                binds.append(.text(event.type))
                binds.append(.integer(event.schemaVersion))
                binds.append(.text(String(decoding: event.payload, as: UTF8.self)))
            }
            let statement = Self.insert(rows: rows.count)
            let (connection, logger, values) = (connection, logger, binds)
            let insert: @Sendable () -> EventLoopFuture<Void> = { connection.query(statement, values, logger: logger) { _ in } }
            written = written.map { $0.flatMap { insert() } } ?? insert()
            version += Int64(rows.count)
            start += rows.count
        }
        writing = written
    }

    /// Waits until the batches handed over are written; throws what writing them threw.
    func finish() async throws {
        guard let batch = writing else { return }
        writing = nil
        do {
            try await batch.get()
        } catch let error as SQLiteError where error.reason == .constraintUniqueFailed {
            // No other writer can be in this transaction, and the seqs follow on: the unique key that failed is
            // UNIQUE(stream, id), an id given twice.
            throw EventStoreError.duplicateIDMismatch
        }
    }

    func moduleDatabase() async throws -> any ModuleDatabase {
        try await finish()
        return SQLiteModuleDatabase.InTransaction(connection: connection)
    }

    private static let fullInsert = insertStatement(rows: rowsPerStatement)

    private static func insert(rows: Int) -> String {
        rows == rowsPerStatement ? fullInsert : insertStatement(rows: rows)
    }

    /// `INSERT … VALUES (?1, ?, ?, ?, ?, ?, ?), …`: the stream is bound once, as ?1, and each row's `?`s number on.
    private static func insertStatement(rows: Int) -> String {
        "INSERT INTO events (stream, id, seq, recorded_at, type, schema_version, payload) VALUES "
            + Array(repeating: "(?1, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", ")
    }
}
