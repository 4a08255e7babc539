import Foundation
import Logging
import PostgresNIO
import SystemStore

/// The PostgreSQL server the tests use: `SYSTEM_TEST_POSTGRES_URL` (./test starts one with scripts/test-postgres).
///
/// Each test gets a database of its own, created with a random name and dropped afterwards, so tests never see each
/// other's data. Without the variable the PostgreSQL tests are skipped with ``skipMessage``.
public enum TestPostgres {
    /// The server's URL, or nil when the PostgreSQL tests are to be skipped.
    public static let url: String? = {
        guard let text = ProcessInfo.processInfo.environment["SYSTEM_TEST_POSTGRES_URL"], !text.isEmpty else { return nil }
        return text
    }()

    public static var isAvailable: Bool { url != nil }

    /// Why the PostgreSQL tests did not run.
    public static let skipMessage =
        "SYSTEM_TEST_POSTGRES_URL is unset, so the PostgreSQL tests are skipped (./test starts a server with scripts/test-postgres)"

    /// How long creating or dropping a database may take: on a loaded 2-core machine, with the suites creating
    /// databases side by side, CREATE DATABASE has taken more than 20 s (eight tests failed so at 2026-11-28's
    /// full run); the limit only keeps a broken server from hanging the run.
    static let timeout: Duration = .seconds(120)

    /// The server, parsed from ``url``.
    public static func server() throws -> PostgresLocation {
        guard let url else { throw TestPostgresError(skipMessage) }
        guard case .postgres(let location) = try DatabaseURL(parsing: url, source: "SYSTEM_TEST_POSTGRES_URL") else {
            throw TestPostgresError("SYSTEM_TEST_POSTGRES_URL must be a postgres:// URL")
        }
        return location
    }

    /// Creates an empty database with a random name, runs `body` with its location, and drops it afterwards.
    public static func withDatabase<R>(_ body: (PostgresLocation) async throws -> R) async throws -> R {
        let server = try server()
        let name = "system_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
        try await administer(server, "CREATE DATABASE \(name)")
        do {
            let result = try await body(server.with(database: name))
            try await administer(server, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
            return result
        } catch {
            try? await administer(server, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
            throw error
        }
    }

    /// Runs `body` with a ``PostgresEventStore`` on a fresh database, then closes it and drops the database.
    public static func withStore<R>(_ body: (PostgresEventStore) async throws -> R) async throws -> R {
        try await withDatabase { location in
            // The store's per-call limit only keeps a broken server from hanging the run: on a loaded 2-core CI
            // machine a 20,000-event append has taken more than 20 s.
            let store = try await PostgresEventStore.open(location, timeout: .seconds(120))
            return try await store.use { _ in try await body(store) }
        }
    }

    /// Runs one statement on the server's own database (outside a transaction, as CREATE DATABASE needs).
    public static func administer(_ server: PostgresLocation, _ sql: String) async throws {
        let logger = Logger(label: "the-system.test-postgres")
        var configuration = PostgresConnection.Configuration(
            host: server.host, port: server.port, username: server.username,
            password: server.password, database: server.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(10)
        let settings = configuration
        let deadline = timeout
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                let connection = try await PostgresConnection.connect(configuration: settings, id: 0, logger: logger)
                do {
                    try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
                    try await connection.close()
                } catch {
                    try? await connection.close()
                    throw TestPostgresError("\(sql): \(String(reflecting: error))")
                }
            }
            group.addTask {
                try await Task.sleep(for: deadline)
                throw TestPostgresError("\(sql): no answer from \(server) within \(deadline)")
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}

/// A test database that could not be made ready.
public struct TestPostgresError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
