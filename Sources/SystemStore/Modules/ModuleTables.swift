import Foundation
import SystemCore

/// A module's own tables: bulk and reference data that lives beside the event stream, never inside it (food tables,
/// health samples, sensor streams, photos). Events refer to it by id.
///
/// A module registers its tables by one line in ``StoreModules/standard``; its migrations run when a store opens
/// them (``StoreModules/migrate(_:)``). Its tables' names begin with its name and an underscore.
public protocol ModuleTables: SendableMetatype {
    /// The owning module's name (as in its core part): its migrations are counted under it.
    static var module: String { get }
    /// Its schema as migrations, in order, in the backend's dialect; each is a list of statements run in one
    /// transaction. Released migrations never change: add a new one.
    static func migrations(for dialect: SQLDialect) -> [[String]]
    /// The user's own records, each as one JSON object, in an order that is the same every time: they travel with
    /// the user's history (``HistoryExport`` writes them after the event lines). Shared reference data is not a
    /// user's record and is never exported. The default: none.
    static func exportRecords(of user: UserID, from database: any ModuleDatabase) async throws -> [Data]
    /// Stores records `exportRecords` wrote, for a user who has none yet. The default accepts none.
    static func importRecords(_ records: [Data], for user: UserID, into database: any ModuleDatabase) async throws
    /// Removes all of a user's records (an import that failed part-way is undone with it). The default: nothing.
    static func deleteRecords(of user: UserID, from database: any ModuleDatabase) async throws
    /// What its tables tell the coach about `user` at `at`, viewing `date` (see ``CoachFacts``), from the service's
    /// store (``moduleDatabase(of:)`` finds the tables, nil for a store without SQL). It runs before every coach
    /// message (each page, `system coach`), so it reads only what the moment can use, and opens the tables only
    /// then: in a fresh process that is a second connection. The default: nothing.
    static func coachFacts(of user: UserID, state: UserState, at: Date, date: CivilDate, in storage: any Sendable) async throws
        -> CoachFacts
}

extension ModuleTables {
    public static func exportRecords(of user: UserID, from database: any ModuleDatabase) async throws -> [Data] { [] }

    public static func importRecords(_ records: [Data], for user: UserID, into database: any ModuleDatabase) async throws {
        guard records.isEmpty else { throw ModuleTablesError("the module \(module) keeps no records of its users") }
    }

    public static func deleteRecords(of user: UserID, from database: any ModuleDatabase) async throws {}

    public static func coachFacts(of user: UserID, state: UserState, at: Date, date: CivilDate, in storage: any Sendable)
        async throws -> CoachFacts
    { CoachFacts() }
}

/// The SQL a backend speaks.
public enum SQLDialect: String, Sendable {
    case sqlite, postgres
}

/// A value bound to a statement or read from a row.
public enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    public var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
    public var real: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
    public var text: String? { if case .text(let value) = self { value } else { nil } }
    public var blob: [UInt8]? { if case .blob(let value) = self { value } else { nil } }
}

/// One row of a result: its values by column name.
///
/// The rows of one result share their columns' names, so a row is its values alone: a dictionary a row cost more
/// than reading it (hashing each name again for every row of a search's page).
public struct SQLRow: Sendable {
    let columns: SQLColumns
    let cells: [SQLValue]

    init(_ columns: SQLColumns, _ cells: [SQLValue]) {
        self.columns = columns
        self.cells = cells
    }

    public subscript(column: String) -> SQLValue { columns.position[column].map { cells[$0] } ?? .null }
}

/// The names of a result's columns and where each is in a row (the first of a name given twice).
final class SQLColumns: Sendable {
    let position: [String: Int]

    init(_ names: [String]) {
        position = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Where a module runs SQL on its own tables, on either backend. Statements take `?` placeholders, bound in order
/// (the PostgreSQL backend numbers them `$1`, `$2`…), so a `?` must not appear inside a string literal.
public protocol ModuleDatabase: Sendable {
    var dialect: SQLDialect { get }
    /// Runs one statement and returns its rows.
    @discardableResult
    func execute(_ sql: String, _ binds: [SQLValue]) async throws -> [SQLRow]
    /// Runs `body` in one transaction: every statement it runs, or none.
    func transaction<T: Sendable>(_ body: @Sendable (any ModuleDatabase) async throws -> T) async throws -> T
}

extension ModuleDatabase {
    @discardableResult
    public func execute(_ sql: String) async throws -> [SQLRow] { try await execute(sql, []) }

    /// Whether a table exists: a store whose modules' tables were never brought up to date (one a test opened bare,
    /// the target of a migration before it is used) has none, and so no records in them.
    public func hasTable(_ name: String) async throws -> Bool {
        let sql =
            switch dialect {
            case .sqlite: "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?"
            case .postgres: "SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?"
            }
        return (try await execute(sql, [.text(name)]).first?["n"].integer ?? 0) > 0
    }
}

/// A store that can give modules their tables.
public protocol ModuleStorage: Sendable {
    /// The store's database for modules' tables; a store without SQL (the memory one) throws.
    func moduleDatabase() async throws -> any ModuleDatabase
}

/// The modules' database of a store (the service's `storage`); nil for a store without SQL (the memory one), whose
/// modules keep no tables.
public func moduleDatabase(of storage: any Sendable) async throws -> (any ModuleDatabase)? {
    guard let storage = storage as? any ModuleStorage else { return nil }
    do {
        return try await storage.moduleDatabase()
    } catch is ModuleTablesError {
        return nil
    }
}

/// A module's tables refused something, in words.
public struct ModuleTablesError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The modules that own tables, in registration order.
public struct StoreModules: Sendable {
    public let tables: [any ModuleTables.Type]

    public init(_ tables: [any ModuleTables.Type]) {
        var seen: Set<String> = []
        for table in tables {
            precondition(seen.insert(table.module).inserted, "The tables of \(table.module) are registered twice.")
        }
        self.tables = tables
    }

    /// The app's modules that own tables. Registering one is one line here.
    public static let standard = StoreModules([
        HealthTables.self,
        WorkoutsTables.self,
        JournalTables.self,
        SearchTables.self,
        TimeboxesTables.self,
    ])

    /// These and more (a test adds its own).
    public func adding(_ more: [any ModuleTables.Type]) -> StoreModules { StoreModules(tables + more) }

    /// What every module's tables tell the coach about a moment, from the service's store (`storage`).
    public func coachFacts(of user: UserID, state: UserState, at: Date, date: CivilDate, in storage: any Sendable) async throws
        -> CoachFacts
    {
        var facts = CoachFacts()
        for table in tables {
            facts = facts.merging(try await table.coachFacts(of: user, state: state, at: at, date: date, in: storage))
        }
        return facts
    }

    /// Brings every module's tables up to date: each migration not yet applied runs in its own transaction, which
    /// also records it, so a migration interrupted half-way is run again whole.
    ///
    /// Two processes starting at once on one database (two servers on PostgreSQL) migrate one after the other: on
    /// PostgreSQL each transaction first takes an advisory lock; SQLite's `BEGIN IMMEDIATE` already admits one writer.
    public func migrate(_ database: any ModuleDatabase) async throws {
        guard !tables.isEmpty else { return }
        if await allApplied(in: database) { return }
        try await database.transaction { database in
            try await Self.lock(database)
            try await database.execute(
                """
                CREATE TABLE IF NOT EXISTS module_migrations (
                    module TEXT NOT NULL, version INTEGER NOT NULL, applied_at INTEGER NOT NULL, PRIMARY KEY (module, version))
                """)
        }
        for table in tables {
            let migrations = table.migrations(for: database.dialect)
            for (index, statements) in migrations.enumerated() {
                let version = Int64(index + 1)
                try await database.transaction { database in
                    try await Self.lock(database)
                    let applied = try await database.execute(
                        "SELECT COUNT(*) AS n FROM module_migrations WHERE module = ? AND version = ?",
                        [.text(table.module), .integer(version)])
                    guard applied.first?["n"].integer == 0 else { return }
                    for statement in statements { try await database.execute(statement) }
                    try await database.execute(
                        "INSERT INTO module_migrations (module, version, applied_at) VALUES (?, ?, ?)",
                        [.text(table.module), .integer(version), .integer(Int64(Date().timeIntervalSince1970))])
                }
            }
        }
    }

    /// Whether every migration is recorded already, read in one statement outside a transaction: every process after
    /// the first finds it so, and then starts without a write lock or a transaction a migration. Migrations are only
    /// ever added, and each is recorded in the transaction that applies it, so a recorded one is whole. A database
    /// without the table (a new one) makes the read fail, which answers no.
    private func allApplied(in database: any ModuleDatabase) async -> Bool {
        guard let rows = try? await database.execute("SELECT module, version FROM module_migrations") else { return false }
        // "module version" in a set of strings: a dictionary of sets would be a generic type of its own to set up at
        // run time, on every command's start.
        var applied: Set<String> = []
        for row in rows {
            if let module = row["module"].text, let version = row["version"].integer { applied.insert("\(module) \(version)") }
        }
        return tables.allSatisfy { table in
            (0..<table.migrations(for: database.dialect).count).allSatisfy { applied.contains("\(table.module) \($0 + 1)") }
        }
    }

    /// A key for `pg_advisory_xact_lock` ("system" + 2; the event store's own migrations use + 1).
    static let migrationLock: Int64 = 0x7379_7374_656d_0002

    private static func lock(_ database: any ModuleDatabase) async throws {
        if database.dialect == .postgres {
            try await database.execute("SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(\(migrationLock))) AS lock")
        }
    }

    /// The module that owns tables under this name.
    public func named(_ module: String) -> (any ModuleTables.Type)? {
        tables.first { $0.module == module }
    }
}
