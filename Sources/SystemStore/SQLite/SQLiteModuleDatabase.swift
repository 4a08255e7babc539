import Foundation
import Logging
import NIOCore
import SQLiteNIO
import SystemCore

/// Modules' tables in the SQLite file, on a connection of their own: the event log's connection never runs an
/// explicit transaction (each append is one statement), so a module's transaction cannot take in an append. The
/// module connection's statements and transactions take turns.
final class SQLiteModuleDatabase: ModuleDatabase {
    let dialect = SQLDialect.sqlite
    private let connection: SQLiteConnection
    private let turns = Turns()

    private init(connection: SQLiteConnection) {
        self.connection = connection
    }

    static func open(path: String, logger: Logger) async throws -> SQLiteModuleDatabase {
        let connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        do {
            _ = try await connection.rows("PRAGMA busy_timeout = 10000")
            _ = try await connection.rows("PRAGMA synchronous = FULL")
            _ = try await connection.rows("PRAGMA foreign_keys = ON")
        } catch {
            try? await connection.closeEvenIfCancelled()
            throw error
        }
        return SQLiteModuleDatabase(connection: connection)
    }

    func close() async throws {
        try await connection.closeEvenIfCancelled()
    }

    func execute(_ sql: String, _ binds: [SQLValue]) async throws -> [SQLRow] {
        try await turns.inTurn { try await Self.run(sql, binds, on: connection) }
    }

    func transaction<T: Sendable>(_ body: @Sendable (any ModuleDatabase) async throws -> T) async throws -> T {
        try await turns.inTurn {
            _ = try await connection.rows("BEGIN IMMEDIATE")
            do {
                let result = try await body(InTransaction(connection: connection))
                _ = try await connection.rows("COMMIT")
                return result
            } catch {
                _ = try? await connection.rows("ROLLBACK")
                throw error
            }
        }
    }

    /// The connection inside a transaction that already has the turn (or that a history is written in).
    struct InTransaction: ModuleDatabase {
        let dialect = SQLDialect.sqlite
        let connection: SQLiteConnection

        func execute(_ sql: String, _ binds: [SQLValue]) async throws -> [SQLRow] {
            try await SQLiteModuleDatabase.run(sql, binds, on: connection)
        }

        func transaction<T: Sendable>(_ body: @Sendable (any ModuleDatabase) async throws -> T) async throws -> T {
            try await body(self)  // already in one
        }
    }

    static func run(_ sql: String, _ binds: [SQLValue], on connection: SQLiteConnection) async throws -> [SQLRow] {
        let data: [SQLiteData] = binds.map { value in
            switch value {
            case .null: .null
            case .integer(let integer): .integer(Int(integer))
            case .real(let real): .float(real)
            case .text(let text): .text(text)
            case .blob(let bytes): .blob(ByteBuffer(bytes: bytes))
            }
        }
        let rows = try await connection.rows(sql, data)
        guard let first = rows.first else { return [] }
        let names = SQLColumns(first.columns.map(\.name))
        return rows.map { row in
            SQLRow(
                names,
                row.columns.map { column in
                    switch column.data {
                    case .null: .null
                    case .integer(let integer): .integer(Int64(integer))
                    case .float(let real): .real(real)
                    case .text(let text): .text(text)
                    case .blob(var buffer): .blob(buffer.readBytes(length: buffer.readableBytes) ?? [])
                    }
                })
        }
    }
}

/// Runs one piece of work at a time, in the order asked, across suspension points (an actor alone would let a
/// second transaction in while the first awaits).
actor Turns {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func inTurn<T: Sendable>(_ work: () async throws -> T) async throws -> T {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
        defer {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
        return try await work()
    }
}

/// The SQLite file's connection for modules' tables, opened when a module first asks for it.
///
/// Requests that ask at once share one opening (two would leave one connection unclosed), and a close waits for an
/// opening in flight, so no connection outlives the store.
actor ModuleConnection {
    private let path: String
    private let logger: Logger
    private var opening: Task<SQLiteModuleDatabase, any Error>?
    private var closed = false

    init(path: String, logger: Logger) {
        self.path = path
        self.logger = logger
    }

    /// Starts opening the connection, if it is not open or opening, without waiting for it.
    func startOpening() {
        guard !closed, opening == nil else { return }
        opening = Task { [path, logger] in try await SQLiteModuleDatabase.open(path: path, logger: logger) }
    }

    func get() async throws -> SQLiteModuleDatabase {
        guard !closed else { throw EventStoreError.unavailable("the database is closed") }
        startOpening()
        guard let task = opening else { throw EventStoreError.unavailable("the database is closed") }
        do {
            return try await task.value
        } catch {
            if opening == task { opening = nil }  // the next request tries again
            throw error
        }
    }

    func close() async throws {
        closed = true
        guard let opening else { return }
        self.opening = nil
        if let database = try? await opening.value { try await database.close() }
    }
}
