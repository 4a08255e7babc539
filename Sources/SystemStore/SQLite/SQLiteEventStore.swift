import Foundation
import Logging
import SQLiteNIO
import ServiceLifecycle
import Synchronization
import SystemCore

/// The embedded event store: one SQLite file in WAL mode, every acknowledged append fsynced.
///
/// Each append is a single `INSERT … SELECT` of seqs `expected + 1 …` from one JSON array bound as one parameter, so
/// it is atomic without an explicit transaction, has no limit on bound parameters, and is safe to share between the
/// server and the CLI in other processes. A whole imported history is written by ``appendHistory(to:_:)`` instead, in
/// one transaction on a connection of its own. The database decides
/// conflicts: `UNIQUE(stream, seq)` refuses a stale expected version, a trigger refuses a gap (a version from the
/// future), and `UNIQUE(stream, id)` turns a retried batch into a recognisable duplicate. Ids are unique per
/// stream only: the same event may be stored in two users' streams (one account's history imported into another).
public final class SQLiteEventStore: Database {
    public let path: String
    let connection: SQLiteConnection
    /// Modules' tables, on a connection of their own opened on first use.
    let modules: ModuleConnection
    /// Histories just written, being copied from the write-ahead log into the file on their own connections
    /// (``appendHistory(to:_:)``); ``close()`` waits for them.
    private let copying = Mutex<(next: Int, tasks: [Int: Task<Void, Never>])>((0, [:]))
    let logger: Logger

    private init(path: String, connection: SQLiteConnection, logger: Logger) {
        self.path = path
        self.connection = connection
        self.logger = logger
        modules = ModuleConnection(path: path, logger: logger)
    }

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    public static func open(path: String, logger: Logger = Logger(label: "the-system.sqlite")) async throws -> SQLiteEventStore {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        return try await open(path: path, logger: logger, migrating: true)!
    }

    /// Opens the database at `path` only if it exists and its schema is up to date (nil otherwise): what may be
    /// opened before anyone asked, as it creates and changes nothing.
    static func openIfUpToDate(path: String, logger: Logger = Logger(label: "the-system.sqlite")) async throws -> SQLiteEventStore? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try await open(path: path, logger: logger, migrating: false)
    }

    private static func open(path: String, logger: Logger, migrating: Bool) async throws -> SQLiteEventStore? {
        let connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        // Two processes opening a new file at once (the CLI and the server) can find it locked while the other
        // switches it to WAL or migrates it; SQLite does not always wait for that, so wait here.
        var attempt = 0
        while true {
            do {
                _ = try await connection.rows("PRAGMA busy_timeout = 10000")
                _ = try await connection.rows("PRAGMA journal_mode = WAL")
                _ = try await connection.rows("PRAGMA synchronous = FULL")
                _ = try await connection.rows("PRAGMA foreign_keys = ON")
                if migrating {
                    try await migrate(connection)
                } else if try await !isUpToDate(connection) {
                    try? await connection.closeEvenIfCancelled()
                    return nil
                }
                break
            } catch let error as SQLiteError where Self.isBusy(error) && attempt < 100 {
                attempt += 1
                try await Task.sleep(for: .milliseconds(20 + Int.random(in: 0...30)))
            } catch {
                try? await connection.closeEvenIfCancelled()
                throw error
            }
        }
        let store = SQLiteEventStore(path: path, connection: connection, logger: logger)
        // Nearly every use reads the modules' tables (the snapshots) next: their connection opens on the other core
        // meanwhile, instead of after (each open reads and parses the whole schema).
        await store.modules.startOpening()
        return store
    }

    /// Nothing runs in the background: waits until the application shuts down (or the task is cancelled).
    public func run() async {
        try? await gracefulShutdown()
    }

    public var needsRunning: Bool { false }

    /// Closes the connections; the store cannot be used afterwards. The log's connection is closed even when the
    /// modules' one fails to (a connection left open stops the program when it is freed).
    public func close() async throws {
        for copy in copying.withLock({ Array($0.tasks.values) }) { await copy.value }
        var failure: (any Error)?
        do { try await modules.close() } catch { failure = error }
        try await connection.closeEvenIfCancelled()
        if let failure { throw failure }
    }

    /// Whether the schema is this version's; a newer one is refused. A file without the version table (a new one)
    /// is not up to date.
    private static func isUpToDate(_ connection: SQLiteConnection) async throws -> Bool {
        let known = SQLiteMigrations.all.count
        guard
            let current = try? await connection.rows("SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations")
                .first?.column("v")?.integer, current >= known
        else { return false }
        guard current == known else { throw EventStoreError.schemaTooNew(found: current, known: known) }
        return true
    }

    static func migrate(_ connection: SQLiteConnection) async throws {
        let known = SQLiteMigrations.all.count
        // Every process after the first finds the schema up to date: it reads the version without a transaction,
        // so opening the file takes no write lock and one statement instead of four. A new file goes the long way.
        if try await isUpToDate(connection) { return }
        _ = try await connection.rows("BEGIN IMMEDIATE")
        do {
            _ = try await connection.rows(
                "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)")
            let current =
                try await connection.rows("SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations")
                .first?.column("v")?.integer ?? 0
            guard current <= known else { throw EventStoreError.schemaTooNew(found: Int(current), known: known) }
            for (index, statements) in SQLiteMigrations.all.enumerated() where index + 1 > current {
                for statement in statements { _ = try await connection.rows(statement) }
                _ = try await connection.rows(
                    "INSERT INTO schema_migrations (version, applied_at) VALUES (?, strftime('%s','now'))",
                    [.integer(index + 1)])
            }
            _ = try await connection.rows("COMMIT")
        } catch {
            _ = try? await connection.rows("ROLLBACK")
            throw error
        }
    }

    public func append(_ events: [PendingEvent], to stream: UserID, expecting expected: ExpectedVersion) async throws -> AppendResult {
        guard !events.isEmpty else { return .appended(version: try await version(of: stream)) }
        // A batch naming one id twice can never be stored: refuse it here, as the memory store does, rather than
        // let UNIQUE(stream, id) fail and report it as a conflict (which callers retry, and `.any` retried forever).
        guard Set(events.map(\.id)).count == events.count else { throw EventStoreError.duplicateIDMismatch }
        let required: Int64
        if let version = expected.required { required = version } else { required = try await version(of: stream) }

        do {
            if events.count == 1, let event = events.first {
                // The common write, one event, binds its columns directly: the JSON array a batch is bound as
                // costs a single durable append about a fifth more than a raw insert.
                _ = try await connection.rows(
                    "INSERT INTO events (id, stream, seq, recorded_at, type, schema_version, payload) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [
                        .text(event.id.description), .text(stream.rawValue), .integer(Int(required) + 1),
                        .integer(Int(Int64(event.recordedAt.timeIntervalSince1970 * 1000))), .text(event.type),
                        .integer(event.schemaVersion), .text(String(decoding: event.payload, as: UTF8.self)),
                    ])
            } else {
                _ = try await connection.rows(
                    """
                    INSERT INTO events (id, stream, seq, recorded_at, type, schema_version, payload)
                    SELECT json_extract(e.value, '$[0]'), ?1, ?2 + e.key + 1, json_extract(e.value, '$[1]'),
                           json_extract(e.value, '$[2]'), json_extract(e.value, '$[3]'), json_extract(e.value, '$[4]')
                    FROM json_each(?3) AS e ORDER BY e.key
                    """, [.text(stream.rawValue), .integer(Int(required)), .text(try Self.rows(events))])
            }
            return .appended(version: required + Int64(events.count))
        } catch let error as SQLiteError where Self.isConflict(error) {
            // Either a retry of stored events, or another writer got there first.
        }
        if let duplicate = try await duplicates(of: events, in: stream) { return duplicate }
        let actual = try await version(of: stream)
        if expected.required == nil { return try await append(events, to: stream, expecting: .any) }
        throw EventStoreError.conflict(expected: expected, actual: actual)
    }

    /// The events as the JSON array an append binds: `[[id, recorded_at, type, schema_version, payload], …]`.
    private static func rows(_ events: [PendingEvent]) throws -> String {
        struct Row: Encodable {
            let event: PendingEvent
            func encode(to encoder: any Encoder) throws {
                var row = encoder.unkeyedContainer()
                try row.encode(event.id.description)
                try row.encode(Int64(event.recordedAt.timeIntervalSince1970 * 1000))
                try row.encode(event.type)
                try row.encode(event.schemaVersion)
                try row.encode(String(decoding: event.payload, as: UTF8.self))
            }
        }
        return String(decoding: try JSONEncoder().encode(events.map(Row.init)), as: UTF8.self)
    }

    private static func isBusy(_ error: SQLiteError) -> Bool {
        switch error.reason {
        case .busy, .busyTimeout, .busyInRecovery, .busyInSnapshot, .locked: true
        default: false
        }
    }

    private static func isConflict(_ error: SQLiteError) -> Bool {
        switch error.reason {
        case .constraint, .constraintUniqueFailed, .constraintPrimaryKeyFailed, .constraintTriggerFailed, .busy, .busyInSnapshot,
            .busyTimeout,
            .busyInRecovery, .locked:
            true
        default:
            false
        }
    }

    private func duplicates(of events: [PendingEvent], in stream: UserID) async throws -> AppendResult? {
        let ids = String(decoding: try JSONEncoder().encode(events.map(\.id.description)), as: UTF8.self)
        let found = try await connection.rows(
            "SELECT \(Self.columns) FROM events WHERE stream = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY seq",
            [.text(stream.rawValue), .text(ids)]
        ).map(Self.envelope)
        guard !found.isEmpty else { return nil }
        guard found.count == events.count else {
            throw EventStoreError.duplicateIDMismatch
        }
        return .duplicate(found)
    }

    public func read(_ stream: UserID, after seq: Int64, limit: Int) async throws -> [EventEnvelope] {
        try await connection.rows(
            "SELECT \(Self.columns) FROM events WHERE stream = ? AND seq > ? ORDER BY seq LIMIT ?",
            [.text(stream.rawValue), .integer(Int(seq)), .integer(limit)]
        ).map(Self.envelope)
    }

    public func version(of stream: UserID) async throws -> Int64 {
        let rows = try await connection.rows("SELECT COALESCE(MAX(seq), 0) AS v FROM events WHERE stream = ?", [.text(stream.rawValue)])
        return Int64(rows.first?.column("v")?.integer ?? 0)
    }

    public func event(_ id: EventID, in stream: UserID) async throws -> EventEnvelope? {
        try await connection.rows(
            "SELECT \(Self.columns) FROM events WHERE stream = ? AND id = ?",
            [.text(stream.rawValue), .text(id.description)]
        )
        .first.map(Self.envelope)
    }

    public func idempotencyRecord(_ key: String, for user: UserID) async throws -> IdempotencyRecord? {
        let rows = try await connection.rows(
            "SELECT fingerprint, status, body FROM idempotency_keys WHERE stream = ? AND key = ?",
            [.text(user.rawValue), .text(key)])
        return rows.first.map {
            IdempotencyRecord(
                key: key, fingerprint: $0.column("fingerprint")?.string ?? "",
                status: $0.column("status")?.integer ?? 0, body: $0.column("body")?.string ?? "")
        }
    }

    public func save(_ record: IdempotencyRecord, for user: UserID) async throws {
        _ = try await connection.rows(
            "INSERT OR IGNORE INTO idempotency_keys (stream, key, fingerprint, status, body) VALUES (?, ?, ?, ?, ?)",
            [.text(user.rawValue), .text(record.key), .text(record.fingerprint), .integer(record.status), .text(record.body)])
    }

    /// Runs raw SQL on the store's connection: for benchmarks that compare against plain inserts.
    public func execute(_ sql: String, _ binds: [SQLiteData] = []) async throws -> [SQLiteRow] {
        try await connection.rows(sql, binds)
    }

    private static let columns = "id, stream, seq, recorded_at, type, schema_version, payload"

    private static func envelope(_ row: SQLiteRow) -> EventEnvelope {
        // The payload's bytes are copied as they lie (`Data(buffer:)`), not through `Data(_: some Sequence)`, which asks
        // at run time whether the sequence is `ContiguousBytes`: the first time in a process, a scan of all the program's
        // conformance records, on the way of every command that reads an event.
        var payload = row.column("payload")?.string ?? ""
        return EventEnvelope(
            id: EventID(row.column("id")?.string ?? "") ?? EventID(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!),
            stream: UserID(row.column("stream")?.string ?? ""),
            seq: Int64(row.column("seq")?.integer ?? 0),
            recordedAt: Date(timeIntervalSince1970: Double(row.column("recorded_at")?.integer ?? 0) / 1000),
            type: row.column("type")?.string ?? "",
            schemaVersion: row.column("schema_version")?.integer ?? 0,
            payload: payload.withUTF8 { Data(buffer: $0) })
    }
}

extension SQLiteEventStore {
    /// Copies what `connection` committed from the write-ahead log into the file (a passive checkpoint: writers go on
    /// meanwhile), then closes it, without waiting.
    func startCopyingIntoFile(on connection: SQLiteConnection) {
        copying.withLock { copying in
            let id = copying.next
            copying.next += 1
            // Made under the lock, so the task cannot take itself off the list before it is on it.
            copying.tasks[id] = Task {
                _ = try? await connection.rows("PRAGMA wal_checkpoint(PASSIVE)")
                try? await connection.closeEvenIfCancelled()
                self.copying.withLock { _ = $0.tasks.removeValue(forKey: id) }
            }
        }
    }
}

extension SQLiteEventStore: ModuleStorage {
    public func moduleDatabase() async throws -> any ModuleDatabase {
        try await modules.get()
    }
}
