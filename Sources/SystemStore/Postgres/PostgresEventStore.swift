import Foundation
import Logging
import PostgresNIO
import SystemCore

/// The hosted event store: a PostgreSQL database that several server processes can share.
///
/// Each append is one multi-row `INSERT` of seqs `expected + 1 …`, atomic on its own; a whole imported history is
/// written batch by batch in one transaction (``appendHistory(to:_:)``). The database decides
/// conflicts, as in SQLite: `UNIQUE(stream, seq)` refuses a stale expected version, a trigger refuses a gap (a version
/// from the future), and `UNIQUE(stream, id)` turns a retried batch into a recognisable duplicate.
///
/// Every call has a time limit: the connection pool retries a refused login forever, so without one a wrong password
/// or a server that went away would hang a request instead of failing it.
public final class PostgresEventStore: EventStore, IdempotencyStore {
    public let location: PostgresLocation
    let client: PostgresClient
    let timeout: Duration

    private init(location: PostgresLocation, client: PostgresClient, timeout: Duration) {
        self.location = location
        self.client = client
        self.timeout = timeout
    }

    /// Connects and brings the schema up to date. Queries wait until the connection pool runs (``run()``).
    ///
    /// - Parameter timeout: how long connecting and each later call may take before it fails.
    /// - Throws: ``EventStoreError`` saying why the server could not be used (unreachable, wrong password, no such
    ///   database, a schema newer than this build knows).
    public static func open(
        _ location: PostgresLocation, timeout: Duration = .seconds(30),
        logger: Logger = Logger(label: "the-system.postgres")
    ) async throws -> PostgresEventStore {
        // One plain connection first: it fails at once on a wrong password or database, where the pool would retry.
        let connectTimeout = min(timeout, .seconds(10))
        let connection = try await withTimeout(connectTimeout, "connecting to \(location)") {
            do {
                return try await PostgresConnection.connect(
                    configuration: try location.connectionConfiguration(connectTimeout: connectTimeout),
                    id: 0, logger: logger)
            } catch {
                throw EventStoreError.unavailable("cannot connect to \(location): \(describe(error))")
            }
        }
        do {
            // The connection is proven by now; a first migration on a busy server (or one waiting for another server's
            // migration to finish) may take longer than a query, so it has a limit of its own.
            try await withTimeout(max(timeout, migrationTimeout), "migrating \(location)") {
                do {
                    try await migrate(connection, logger: logger)
                } catch let error as PSQLError {
                    throw EventStoreError.unavailable("cannot migrate \(location): \(describe(error))")
                }
            }
            try? await connection.close()
        } catch {
            try? await connection.close()
            throw error
        }

        let client = PostgresClient(configuration: location.clientConfiguration(connectTimeout: connectTimeout), backgroundLogger: logger)
        return PostgresEventStore(location: location, client: client, timeout: timeout)
    }

    /// Runs the connection pool until the task running it is cancelled or the application shuts down.
    public func run() async {
        await client.run()
    }

    public var needsRunning: Bool { true }

    /// Nothing to do: the connections close when ``run()`` ends.
    public func close() async throws {}

    // MARK: Schema

    /// A key for `pg_advisory_xact_lock`, so two servers starting at once migrate one after the other.
    static let migrationLock: Int64 = 0x7379_7374_656d_0001  // "system" + 1

    /// Applies the migrations not yet applied, each in its own transaction under an advisory lock.
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        let known = PostgresMigrations.all.count
        // A server that finds the schema up to date (every start after the first) reads the version without the
        // lock or a transaction. A database without the table (a new one) makes this read fail, and goes the long way.
        if let current = try? await appliedVersion(on: connection, logger: logger), current >= known {
            guard current == known else { throw EventStoreError.schemaTooNew(found: current, known: known) }
            return
        }
        while true {
            let done = try await transaction(on: connection, logger: logger) { connection -> Bool in
                try await connection.query("SELECT pg_advisory_xact_lock(\(migrationLock))", logger: logger)
                try await connection.query(
                    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
                    logger: logger)
                let current = try await appliedVersion(on: connection, logger: logger)
                guard current <= known else { throw EventStoreError.schemaTooNew(found: current, known: known) }
                guard current < known else { return true }
                for statement in PostgresMigrations.all[current] {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query("INSERT INTO schema_migrations (version) VALUES (\(current + 1))", logger: logger)
                return false
            }
            if done { return }
        }
    }

    private static func appliedVersion(on connection: PostgresConnection, logger: Logger) async throws -> Int {
        var current = 0
        for try await version in try await connection.query(
            "SELECT COALESCE(MAX(version), 0)::INTEGER FROM schema_migrations", logger: logger
        ).decode(Int.self) {
            current = version
        }
        return current
    }

    /// Runs `body` between BEGIN and COMMIT, rolling back (and rethrowing `body`'s own error) when it throws.
    static func transaction<T>(
        on connection: PostgresConnection, logger: Logger,
        _ body: (PostgresConnection) async throws -> T
    ) async throws -> T {
        try await connection.query("BEGIN", logger: logger)
        do {
            let result = try await body(connection)
            try await connection.query("COMMIT", logger: logger)
            return result
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            throw error
        }
    }

    // MARK: Events

    public func append(_ events: [PendingEvent], to stream: UserID, expecting expected: ExpectedVersion) async throws -> AppendResult {
        guard !events.isEmpty else { return .appended(version: try await version(of: stream)) }
        // A batch naming one id twice can never be stored: refuse it rather than report a conflict that callers retry.
        guard Set(events.map(\.id)).count == events.count else { throw EventStoreError.duplicateIDMismatch }
        var attempt = 0
        while true {
            attempt += 1
            let required: Int64
            if let version = expected.required { required = version } else { required = try await version(of: stream) }
            do {
                try await insert(events, into: stream, after: required)
                return .appended(version: required + Int64(events.count))
            } catch let error as PSQLError where Self.isRace(error) {
                // Either a retry of stored events, or another writer got there first.
            } catch let error as PSQLError {
                // Anything else (a full disk, a lost connection) wrote nothing: say what PostgreSQL said.
                throw EventStoreError.unavailable(Self.describe(error))
            }
            if let duplicate = try await duplicates(of: events, in: stream) { return duplicate }
            // With `.any` there is nothing to re-decide: take the new version and try again (a few times).
            if expected.required == nil && attempt < 64 { continue }
            throw EventStoreError.conflict(expected: expected, actual: try await version(of: stream))
        }
    }

    private func insert(_ events: [PendingEvent], into stream: UserID, after required: Int64) async throws {
        let query = Self.insert(events, into: stream, after: required)
        try await run { client in try await client.query(query) }
    }

    /// One `INSERT` of the events as seqs `required + 1 …`, every column bound as one array.
    static func insert(_ events: [PendingEvent], into stream: UserID, after required: Int64) -> PostgresQuery {
        let ids = events.map(\.id.uuid)
        let times = events.map { Int64($0.recordedAt.timeIntervalSince1970 * 1000) }
        let types = events.map(\.type)
        let versions = events.map { Int64($0.schemaVersion) }
        let payloads = events.map { String(decoding: $0.payload, as: UTF8.self) }
        let streamName = stream.rawValue
        return """
            INSERT INTO events (id, stream, seq, recorded_at, type, schema_version, payload)
            SELECT e.id, \(streamName), \(required) + e.n, e.recorded_at, e.type, e.schema_version, e.payload
            FROM unnest(\(ids)::uuid[], \(times)::bigint[], \(types)::text[], \(versions)::bigint[], \(payloads)::text[])
                WITH ORDINALITY AS e(id, recorded_at, type, schema_version, payload, n)
            ORDER BY e.n
            """
    }

    /// A unique violation (stale version, stored id) or the contiguity trigger (version from the future).
    private static func isRace(_ error: PSQLError) -> Bool {
        guard let state = error.serverInfo?[.sqlState] else { return false }
        return state == "23505" || state == "SY001"
    }

    private func duplicates(of events: [PendingEvent], in stream: UserID) async throws -> AppendResult? {
        let ids = events.map(\.id.uuid)
        let streamName = stream.rawValue
        let found = try await rows { client in
            try await client.query(
                "SELECT \(unescaped: Self.columns) FROM events WHERE stream = \(streamName) AND id = ANY(\(ids)::uuid[]) ORDER BY seq")
        }
        guard !found.isEmpty else { return nil }
        guard found.count == events.count else { throw EventStoreError.duplicateIDMismatch }
        return .duplicate(found)
    }

    public func read(_ stream: UserID, after seq: Int64, limit: Int) async throws -> [EventEnvelope] {
        guard limit > 0 else { return [] }
        let streamName = stream.rawValue
        return try await rows { client in
            try await client.query(
                "SELECT \(unescaped: Self.columns) FROM events WHERE stream = \(streamName) AND seq > \(seq) ORDER BY seq LIMIT \(limit)")
        }
    }

    public func version(of stream: UserID) async throws -> Int64 {
        let streamName = stream.rawValue
        return try await run { client in
            var version: Int64 = 0
            for try await value in try await client.query(
                "SELECT COALESCE(MAX(seq), 0)::BIGINT FROM events WHERE stream = \(streamName)"
            ).decode(Int64.self) {
                version = value
            }
            return version
        }
    }

    public func event(_ id: EventID, in stream: UserID) async throws -> EventEnvelope? {
        let streamName = stream.rawValue
        let uuid = id.uuid
        return try await rows { client in
            try await client.query("SELECT \(unescaped: Self.columns) FROM events WHERE stream = \(streamName) AND id = \(uuid)")
        }.first
    }

    private static let columns = "id, stream, seq, recorded_at, type, schema_version, payload"

    /// Runs a query of ``columns`` and reads its rows as envelopes.
    private func rows(_ query: @escaping @Sendable (PostgresClient) async throws -> PostgresRowSequence) async throws -> [EventEnvelope] {
        try await run { client in
            var envelopes: [EventEnvelope] = []
            for try await (id, stream, seq, recordedAt, type, schemaVersion, payload) in try await query(client)
                .decode((UUID, String, Int64, Int64, String, Int32, String).self)
            {
                envelopes.append(
                    EventEnvelope(
                        id: EventID(id), stream: UserID(stream), seq: seq,
                        recordedAt: Date(timeIntervalSince1970: Double(recordedAt) / 1000), type: type,
                        schemaVersion: Int(schemaVersion), payload: Data(payload.utf8)))
            }
            return envelopes
        }
    }

    // MARK: Idempotency

    public func idempotencyRecord(_ key: String, for user: UserID) async throws -> IdempotencyRecord? {
        let stream = user.rawValue
        return try await run { client in
            for try await (fingerprint, status, body) in try await client.query(
                "SELECT fingerprint, status, body FROM idempotency_keys WHERE stream = \(stream) AND key = \(key)"
            )
            .decode((String, Int32, String).self) {
                return IdempotencyRecord(key: key, fingerprint: fingerprint, status: Int(status), body: body)
            }
            return nil
        }
    }

    public func save(_ record: IdempotencyRecord, for user: UserID) async throws {
        let stream = user.rawValue
        let status = Int32(clamping: record.status)
        try await run { client in
            try await client.query(
                """
                INSERT INTO idempotency_keys (stream, key, fingerprint, status, body)
                VALUES (\(stream), \(record.key), \(record.fingerprint), \(status), \(record.body))
                ON CONFLICT (stream, key) DO NOTHING
                """)
        }
    }

    // MARK: Running calls

    /// The least time a migration is given.
    static let migrationTimeout = Duration.seconds(300)

    /// Runs one call on the pool within the store's time limit.
    @discardableResult
    func run<T: Sendable>(_ body: @escaping @Sendable (PostgresClient) async throws -> T) async throws -> T {
        let client = client
        return try await Self.withTimeout(timeout, "a query on \(location)") { try await body(client) }
    }

    /// Runs `body`, failing with ``EventStoreError/unavailable(_:)`` when it takes longer than `limit`.
    static func withTimeout<T: Sendable>(
        _ limit: Duration, _ what: @autoclosure () -> String,
        _ body: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        let message = "\(what()) took longer than \(limit.components.seconds) s"
        return try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                throw EventStoreError.unavailable(message)
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    /// A readable reason for a connection failure: PostgreSQL's own message when it sent one.
    static func describe(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return describe(underlying) }
            switch error.code {
            case .serverClosedConnection, .uncleanShutdown: return "the connection was closed (is that a PostgreSQL server?)"
            case .sslUnsupported: return "the server does not offer TLS, which sslmode asks for"
            case .authMechanismRequiresPassword: return "the server asks for a password and the URL has none"
            default: return error.code.description
            }
        }
        if let error = error as? NIOConnectionError {
            if let failure = error.connectionErrors.last { return describe(failure.error) }
            if error.dnsAError != nil || error.dnsAAAAError != nil { return "cannot find the host \(error.host)" }
            return "cannot reach \(error.host):\(error.port)"
        }
        if let error = error as? IOError {
            return String(cString: strerror(error.errnoCode)).lowercased()
        }
        if let error = error as? ChannelError, case .connectTimeout(let limit) = error {
            return "no answer within \(limit.nanoseconds / 1_000_000_000) s"
        }
        return String(describing: error)
    }
}

extension PostgresLocation {
    /// Server-side limits so a stuck statement or lock fails instead of hanging a request.
    private var startupParameters: [(String, String)] {
        [
            ("statement_timeout", "30000"), ("lock_timeout", "30000"), ("idle_in_transaction_session_timeout", "60000"),
            ("application_name", "the-system"),
        ]
    }

    private var tlsConfiguration: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        // libpq's prefer and require encrypt without checking the certificate; verify-full checks it.
        if tls != .verifyFull { configuration.certificateVerification = .none }
        return configuration
    }

    func connectionConfiguration(connectTimeout: Duration) throws -> PostgresConnection.Configuration {
        let tlsMode: PostgresConnection.Configuration.TLS
        switch tls {
        case .disable: tlsMode = .disable
        case .prefer: tlsMode = .prefer(try NIOSSLContext(configuration: tlsConfiguration))
        case .require, .verifyFull: tlsMode = .require(try NIOSSLContext(configuration: tlsConfiguration))
        }
        var configuration =
            if let socketDirectory {
                PostgresConnection.Configuration(
                    unixSocketPath: "\(socketDirectory)/.s.PGSQL.\(port)", username: username,
                    password: password, database: database)
            } else {
                PostgresConnection.Configuration(
                    host: host, port: port, username: username, password: password,
                    database: database, tls: tlsMode)
            }
        configuration.options.connectTimeout = .nanoseconds(Int64(connectTimeout.components.seconds) * 1_000_000_000)
        configuration.options.additionalStartupParameters = startupParameters
        return configuration
    }

    func clientConfiguration(connectTimeout: Duration) -> PostgresClient.Configuration {
        let tlsMode: PostgresClient.Configuration.TLS =
            switch tls {
            case .disable: .disable
            case .prefer: .prefer(tlsConfiguration)
            case .require, .verifyFull: .require(tlsConfiguration)
            }
        var configuration =
            if let socketDirectory {
                PostgresClient.Configuration(
                    unixSocketPath: "\(socketDirectory)/.s.PGSQL.\(port)", username: username,
                    password: password, database: database)
            } else {
                PostgresClient.Configuration(
                    host: host, port: port, username: username, password: password,
                    database: database, tls: tlsMode)
            }
        configuration.options.connectTimeout = connectTimeout
        configuration.options.additionalStartupParameters = startupParameters
        configuration.options.maximumConnections = 10
        return configuration
    }
}
