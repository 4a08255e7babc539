import Foundation
import Logging
import NIOCore
import PostgresNIO
import SystemCore

/// Modules' tables in the PostgreSQL database, on the store's pool; a transaction holds one connection.
struct PostgresModuleDatabase: ModuleDatabase {
    let dialect = SQLDialect.postgres
    let store: PostgresEventStore
    let logger: Logger

    func execute(_ sql: String, _ binds: [SQLValue]) async throws -> [SQLRow] {
        let query = try Self.query(sql, binds)
        return try await store.run { client in
            try await Self.rows(client.query(query, logger: logger))
        }
    }

    func transaction<T: Sendable>(_ body: @Sendable (any ModuleDatabase) async throws -> T) async throws -> T {
        do {
            return try await store.client.withTransaction(logger: logger) { connection in
                try await body(InTransaction(connection: connection, logger: logger))
            }
        } catch let error as PostgresTransactionError {
            // The body's own error is what the caller asked about; the transaction was rolled back.
            if let cause = error.closureError { throw cause }
            throw error
        }
    }

    /// A connection inside a transaction.
    struct InTransaction: ModuleDatabase {
        let dialect = SQLDialect.postgres
        let connection: PostgresConnection
        let logger: Logger

        func execute(_ sql: String, _ binds: [SQLValue]) async throws -> [SQLRow] {
            try await PostgresModuleDatabase.rows(connection.query(try PostgresModuleDatabase.query(sql, binds), logger: logger))
        }

        func transaction<T: Sendable>(_ body: @Sendable (any ModuleDatabase) async throws -> T) async throws -> T {
            try await body(self)  // already in one
        }
    }

    /// The statement with its `?` placeholders numbered as PostgreSQL wants them, and its values bound.
    static func query(_ sql: String, _ binds: [SQLValue]) throws -> PostgresQuery {
        var text = ""
        var number = 0
        for character in sql {
            if character == "?" {
                number += 1
                text += "$\(number)"
            } else {
                text.append(character)
            }
        }
        guard number == binds.count else {
            throw ModuleTablesError("the statement has \(number) placeholders for \(binds.count) values: \(sql)")
        }
        var bindings = PostgresBindings(capacity: binds.count)
        for value in binds {
            switch value {
            case .null: bindings.appendNull()
            case .integer(let integer): bindings.append(integer)
            case .real(let real): bindings.append(real)
            case .text(let string): bindings.append(string)
            case .blob(let bytes): bindings.append(ByteBuffer(bytes: bytes))
            }
        }
        return PostgresQuery(unsafeSQL: text, binds: bindings)
    }

    static func rows(_ sequence: PostgresRowSequence) async throws -> [SQLRow] {
        var rows: [SQLRow] = []
        var names: SQLColumns?
        for try await row in sequence {
            let columns = names ?? SQLColumns(row.map(\.columnName))
            names = columns
            rows.append(SQLRow(columns, try row.map(value(of:))))
        }
        return rows
    }

    private static func value(of cell: PostgresCell) throws -> SQLValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8: return .integer(try cell.decode(Int64.self))
        case .bool: return .integer(try cell.decode(Bool.self) ? 1 : 0)
        case .float4, .float8: return .real(try cell.decode(Double.self))
        case .bytea:
            var buffer = try cell.decode(ByteBuffer.self)
            return .blob(buffer.readBytes(length: buffer.readableBytes) ?? [])
        default: return .text(try cell.decode(String.self))
        }
    }
}

extension PostgresEventStore: ModuleStorage {
    public func moduleDatabase() async throws -> any ModuleDatabase {
        PostgresModuleDatabase(store: self, logger: Logger(label: "the-system.postgres.modules"))
    }
}
