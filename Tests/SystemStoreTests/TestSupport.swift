import Foundation
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

/// An instant written as ISO 8601 (`2026-11-20T09:30:00Z`); traps on a typo so a broken fixture is loud.
func instant(_ iso: String) -> Date {
    guard let date = Readable.parseInstant(iso) else { preconditionFailure("not an ISO 8601 instant: \(iso)") }
    return date
}

/// When the fixtures' events were recorded: a whole second, so it survives every backend unchanged.
let recordedAt = instant("2026-11-20T09:30:00Z")

/// A stored-looking event with a fresh id and a small JSON payload the store does not interpret.
func note(_ number: Int, id: EventID = EventID(UUID())) -> PendingEvent {
    PendingEvent(id: id, recordedAt: recordedAt, type: "test.note", schemaVersion: 1, payload: Data(#"{"n":\#(number)}"#.utf8))
}

/// `count` fresh events numbered from `first`.
func notes(_ count: Int, from first: Int = 1) -> [PendingEvent] {
    (first..<first + count).map { note($0) }
}

/// A path for a throwaway SQLite database in the temporary directory.
func temporaryDatabasePath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("system-tests-\(UUID().uuidString).sqlite").path
}

/// Deletes a SQLite database and its WAL side files.
func removeDatabase(at path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        try? FileManager.default.removeItem(atPath: path + suffix)
    }
}

/// Runs `body` with a SQLite store on a fresh file, then closes the store and deletes the file.
func withSQLiteStore<R>(at path: String = temporaryDatabasePath(), _ body: (SQLiteEventStore) async throws -> R) async throws -> R {
    let store = try await SQLiteEventStore.open(path: path)
    do {
        let result = try await body(store)
        try await store.close()
        removeDatabase(at: path)
        return result
    } catch {
        try? await store.close()
        removeDatabase(at: path)
        throw error
    }
}

/// The backends every ``EventStore`` must behave the same on.
///
/// PostgreSQL is among them when `SYSTEM_TEST_POSTGRES_URL` names a server (./test starts one); otherwise
/// ``PostgresAvailabilityTests`` is skipped with the reason, and the suites run on memory and SQLite only.
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case memory
    case sqlite
    case postgres

    static var allCases: [Backend] {
        TestPostgres.isAvailable ? [.memory, .sqlite, .postgres] : [.memory, .sqlite]
    }

    var testDescription: String { rawValue }

    /// Runs `body` with an empty store of this kind (a fresh database for PostgreSQL) and cleans up afterwards.
    func withStore<R>(_ body: (any Storage) async throws -> R) async throws -> R {
        switch self {
        case .memory:
            return try await body(MemoryEventStore())
        case .sqlite:
            return try await withSQLiteStore { try await body($0) }
        case .postgres:
            return try await TestPostgres.withStore { try await body($0) }
        }
    }
}

extension Backend {
    /// The backends that keep accounts: all of them, each a whole ``Database``.
    static var withAccounts: [Backend] { allCases }

    /// Runs `body` with an empty database of this kind (events and accounts) and cleans up afterwards.
    func withDatabase<R>(_ body: (any Database) async throws -> R) async throws -> R {
        switch self {
        case .memory:
            return try await body(MemoryEventStore())
        case .sqlite:
            return try await withSQLiteStore { try await body($0) }
        case .postgres:
            return try await TestPostgres.withStore { try await body($0) }
        }
    }
}

extension AppendResult {
    /// The stream's version after an append, or nil for a duplicate.
    var appendedVersion: Int64? {
        if case .appended(let version) = self { version } else { nil }
    }

    /// The original envelopes of a duplicate, or nil for an append.
    var duplicates: [EventEnvelope]? {
        if case .duplicate(let envelopes) = self { envelopes } else { nil }
    }
}
