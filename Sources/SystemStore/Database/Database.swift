import ServiceLifecycle

/// A complete backend: the event log, the idempotency records, the accounts and the modules' tables, in one
/// database.
///
/// A database is a `Service`: ``run()`` is its background work (PostgreSQL's connection pool), which runs for as
/// long as the database is used — in `system serve` as one of the application's services, in a command beside the
/// command's work (``whileRunning(_:)``, ``DatabaseURL/withDatabase(modules:_:)``). Nothing is started by opening it.
public protocol Database: EventStore, IdempotencyStore, AccountStore, ModuleStorage, Service {
    /// Where the snapshots of folded state are kept.
    func snapshotStore() async throws -> any SnapshotStore
    /// Closes the connections; the database cannot be used afterwards.
    func close() async throws
    /// Whether ``run()`` does work the database needs while it is used (PostgreSQL's connection pool). SQLite's and
    /// the memory store's only wait for the application to stop, and a command does not start them.
    var needsRunning: Bool { get }
}

extension Database {
    /// The SQL backends keep snapshots in their tables, on the connection for modules' tables.
    public func snapshotStore() async throws -> any SnapshotStore {
        SQLSnapshotStore(database: try await moduleDatabase())
    }
}

extension Database {
    /// Runs `body` with the database's background work running beside it, and stops that work after.
    public func whileRunning<T>(_ body: () async throws -> T) async throws -> T {
        guard needsRunning else { return try await body() }
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.run() }
            defer { group.cancelAll() }
            return try await body()
        }
    }

    /// Runs the database, brings the modules' tables up to date, runs `body`, and closes the database (which cannot
    /// be used afterwards).
    public func use<T>(modules: StoreModules = .standard, _ body: (any Database) async throws -> T) async throws -> T {
        do {
            let result = try await whileRunning {
                try await prepare(modules)
                return try await body(self)
            }
            try await close()
            return result
        } catch {
            try? await close()
            throw error
        }
    }

    /// Brings the modules' own tables up to date; the database must be running.
    public func prepare(_ modules: StoreModules) async throws {
        guard !modules.tables.isEmpty else { return }
        do {
            try await modules.migrate(moduleDatabase())
        } catch {
            throw EventStoreError.unavailable("cannot bring the modules' tables up to date: \(error)")
        }
    }
}

extension DatabaseURL {
    /// Opens the database (creating a SQLite file if needed) with its schema and the modules' tables up to date,
    /// runs `body` while the database runs, and closes it.
    ///
    /// - Throws: ``EventStoreError`` when the database cannot be used (unreachable, refused, or written by a newer
    ///   version of The System), or what `body` throws.
    public func withDatabase<T>(modules: StoreModules = .standard, _ body: (any Database) async throws -> T) async throws -> T {
        try await open().use(modules: modules, body)
    }

    /// Opens the database (creating a SQLite file if needed) and brings its own schema up to date, or takes the one
    /// ``startOpening(_:)`` opened for this URL. It is not running yet: run it (``Database/whileRunning(_:)`` or as a
    /// service) and ``Database/prepare(_:)`` the modules' tables before use, as ``withDatabase(modules:_:)`` does.
    ///
    /// - Throws: ``EventStoreError``, naming the database, when it cannot be used.
    public func open() async throws -> any Database {
        if let opened = await Self.takeEarlyOpening(of: self) { return opened }
        do {
            switch self {
            case .sqlite(let path): return try await SQLiteEventStore.open(path: path)
            case .postgres(let location): return try await PostgresEventStore.open(location)
            }
        } catch let error as EventStoreError {
            throw error
        } catch {
            throw EventStoreError.unavailable("cannot open \(self): \(error)")
        }
    }
}
