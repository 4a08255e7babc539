import Foundation
import Logging
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
            for pragma in ["PRAGMA busy_timeout = 10000", "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON"] {
                _ = try await connection.query(pragma)
            }
            _ = try await connection.query("BEGIN IMMEDIATE")
            do {
                let rows = try await connection.query(
                    "SELECT COALESCE(MAX(seq), 0) AS v FROM events WHERE stream = ?", [.text(stream.rawValue)])
                let current = Int64(rows.first?.column("v")?.integer ?? 0)
                guard current == 0 else { throw EventStoreError.conflict(expected: .noStream, actual: current) }
                let result = try await body(SQLiteHistoryAppender(connection: connection, stream: stream))
                _ = try await connection.query("COMMIT")
                try? await connection.close()  // written: a failure to close changes nothing
                return result
            } catch {
                _ = try? await connection.query("ROLLBACK")
                throw error
            }
        } catch {
            try? await connection.close()
            throw error
        }
    }
}

/// Appends a history's batches inside ``SQLiteEventStore/appendHistory(to:_:)``'s transaction.
final class SQLiteHistoryAppender: HistoryAppender {
    /// Rows per `INSERT`: 6 bound values a row, far below SQLite's limit, and few statements to prepare.
    static let rowsPerStatement = 500

    private let connection: SQLiteConnection
    private let stream: UserID
    private var version: Int64 = 0

    init(connection: SQLiteConnection, stream: UserID) {
        self.connection = connection
        self.stream = stream
    }

    func append(_ events: [PendingEvent]) async throws {
        // A batch naming one id twice can never be stored; across batches UNIQUE(stream, id) refuses it.
        guard Set(events.map(\.id)).count == events.count else { throw EventStoreError.duplicateIDMismatch }
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
            do {
                _ = try await connection.query(Self.insert(rows: rows.count), binds)
            } catch let error as SQLiteError where error.reason == .constraintUniqueFailed {
                // No other writer can be in this transaction, and the seqs follow on: the unique key that failed is
                // UNIQUE(stream, id), an id given twice.
                throw EventStoreError.duplicateIDMismatch
            }
            version += Int64(rows.count)
            start += rows.count
        }
    }

    func moduleDatabase() async throws -> any ModuleDatabase {
        SQLiteModuleDatabase.InTransaction(connection: connection)
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
