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
    ///
    /// The contiguity trigger is dropped for the load and created again, as it was, before the commit: it looks up
    /// the previous seq of every row (a fifth of the load's time), and the appender numbers the rows itself, which a
    /// count of the stream's rows against its last seq confirms at the end. DDL is part of the transaction, so every
    /// other connection sees the trigger throughout, and a failure or a crash leaves it where it was.
    ///
    /// The commit does not copy the history from the write-ahead log into the file (a tenth of a ten-year import, which
    /// the command would wait for before it goes on to write the snapshot): the connection copies it afterwards, while
    /// the caller goes on, and ``close()`` waits for that. The history is durable at the commit either way: in the log,
    /// fsynced, where any reader finds it, and a crash before the copy leaves it there for the next checkpoint.
    public func appendHistory<T>(to stream: UserID, _ body: (any HistoryAppender) async throws -> T) async throws -> T {
        let connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        do {
            // The statement journal each multi-row insert keeps (to undo that statement alone) stays in memory rather
            // than in a temporary file; a bigger page cache keeps the id index's pages, which random ids touch all
            // over, instead of spilling and reading them again.
            for pragma in [
                "PRAGMA busy_timeout = 10000", "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON", "PRAGMA temp_store = MEMORY",
                "PRAGMA cache_size = -32768", "PRAGMA wal_autocheckpoint = 0",
            ] {
                _ = try await connection.rows(pragma)
            }
            _ = try await connection.rows("BEGIN IMMEDIATE")
            do {
                let rows = try await connection.rows(
                    "SELECT COALESCE(MAX(seq), 0) AS v FROM events WHERE stream = ?", [.text(stream.rawValue)])
                let current = Int64(rows.first?.column("v")?.integer ?? 0)
                guard current == 0 else { throw EventStoreError.conflict(expected: .noStream, actual: current) }
                let trigger = try await connection.rows(
                    "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'events_are_contiguous'"
                ).first?.column("sql")?.string
                if trigger != nil { _ = try await connection.rows("DROP TRIGGER events_are_contiguous") }
                let appender = SQLiteHistoryAppender(connection: connection, stream: stream, logger: logger)
                let result: T
                do {
                    result = try await body(appender)
                    try await appender.finish()
                } catch {
                    try? await appender.finish()  // the statement in flight ends before the rollback
                    throw error
                }
                let written = try await connection.rows(
                    "SELECT COUNT(*) AS n, COALESCE(MAX(seq), 0) AS v FROM events WHERE stream = ?", [.text(stream.rawValue)]
                ).first
                guard written?.column("n")?.integer == written?.column("v")?.integer else {
                    throw EventStoreError.unavailable("the history's seqs were not contiguous; nothing was written")
                }
                if let trigger { _ = try await connection.rows(trigger) }
                _ = try await connection.rows("COMMIT")
                // Written. The copy into the file, then the close, go on without the caller; a failure changes nothing.
                startCopyingIntoFile(on: connection)
                return result
            } catch {
                _ = try? await connection.rows("ROLLBACK")
                throw error
            }
        } catch {
            try? await connection.closeEvenIfCancelled()
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
    /// The batch being written, if one is, and the ids of its events with the seq of the first.
    private var writing: EventLoopFuture<Void>?
    private var written: (ids: [EventID], first: Int64) = ([], 1)

    init(connection: SQLiteConnection, stream: UserID, logger: Logger) {
        self.connection = connection
        self.stream = stream
        self.logger = logger
    }

    func append(_ events: [PendingEvent]) async throws {
        try await finish()
        // An id the batch itself repeats is found here; one given in an earlier batch, by UNIQUE(stream, id) (see
        // `finish()`). The events before the repeat are written first: one of them may repeat an earlier batch's id,
        // and the first repeat of the history is the one to name.
        let repeated = EventStoreError.firstRepeatedID(in: events, after: version)
        let events = repeated.map { events[..<$0.offset] } ?? events[...]
        written = (events.map(\.id), version + 1)
        var chain: EventLoopFuture<Void>? = nil
        var start = events.startIndex
        while start < events.endIndex {
            let rows = events[start..<min(events.endIndex, start + Self.rowsPerStatement)]
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
            chain = chain.map { $0.flatMap { insert() } } ?? insert()
            version += Int64(rows.count)
            start += rows.count
        }
        writing = chain
        if let repeated {
            try await finish()
            throw repeated.error
        }
    }

    func flush() async throws { try await finish() }

    /// Waits until the batches handed over are written; throws what writing them threw.
    func finish() async throws {
        guard let batch = writing else { return }
        writing = nil
        do {
            try await batch.get()
        } catch let error as SQLiteError where error.reason == .constraintUniqueFailed {
            // No other writer can be in this transaction, and the seqs follow on: the unique key that failed is
            // UNIQUE(stream, id), an id given twice.
            throw try await repeatedID()
        }
    }

    /// The first event of the batch just refused whose id an earlier event has. The failed statement stopped at that
    /// event (`OR FAIL`) and the transaction goes on, so the stored events with the batch's ids are those of earlier
    /// batches and this batch's events before it (which have their own seq).
    private func repeatedID() async throws -> EventStoreError {
        let ids = written.ids
        let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let stored = try await connection.rows(
            "SELECT id, seq FROM events WHERE stream = ? AND id IN (\(placeholders))",
            [.text(stream.rawValue)] + ids.map { .text($0.description) })
        var firstSeq: [EventID: Int64] = [:]
        for row in stored {
            if let text = row.column("id")?.string, let id = EventID(text), let seq = row.column("seq")?.integer {
                firstSeq[id] = Int64(seq)
            }
        }
        for (offset, id) in ids.enumerated() {
            let seq = written.first + Int64(offset)
            if let first = firstSeq[id], first != seq { return .repeatedID(id, seq: seq, first: first) }
        }
        return .duplicateIDMismatch
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
    ///
    /// `OR FAIL`: a row that breaks a constraint stops the statement but leaves the rows before it, where the default
    /// (`ABORT`) undoes the whole statement, which made SQLite copy every page the statement touched into a journal
    /// of its own first (a tenth of the load's time). A failed import is rolled back whole anyway, and the rows left
    /// are what ``repeatedID()`` reads: each of the batch's ids stored under its own seq, or an earlier one's.
    private static func insertStatement(rows: Int) -> String {
        "INSERT OR FAIL INTO events (stream, id, seq, recorded_at, type, schema_version, payload) VALUES "
            + Array(repeating: "(?1, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", ")
    }
}
