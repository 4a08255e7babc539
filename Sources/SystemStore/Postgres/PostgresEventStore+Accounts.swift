import Foundation
import PostgresNIO
import SystemCore

/// The accounts of a hosted server in the same PostgreSQL database as the events (tables of migration 2, the shape
/// of SQLite's). Every query about sessions or tokens names their user, so one user can never read or end another's.
extension PostgresEventStore: Database {
    // MARK: Accounts

    public func createAccount(_ account: Account) async throws {
        let id = account.id.rawValue, key = Account.key(for: account.name)
        let created = Self.time(account.createdAt), disabled = account.disabledAt.map(Self.time)
        do {
            try await run { client in
                try await client.query(
                    """
                    INSERT INTO accounts (id, name, name_key, password_hash, created_at, disabled_at)
                    VALUES (\(id), \(account.name), \(key), \(account.passwordHash), \(created), \(disabled))
                    """)
            }
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == Self.uniqueViolation {
            throw AccountStoreError.nameTaken(account.name)
        }
    }

    public func account(named name: String) async throws -> Account? {
        let key = Account.key(for: name)
        return try await accounts { client in
            try await client.query("SELECT \(unescaped: Self.accountColumns) FROM accounts WHERE name_key = \(key)")
        }.first
    }

    public func account(_ id: UserID) async throws -> Account? {
        let user = id.rawValue
        return try await accounts { client in
            try await client.query("SELECT \(unescaped: Self.accountColumns) FROM accounts WHERE id = \(user)")
        }.first
    }

    public func accounts() async throws -> [Account] {
        try await accounts { client in
            try await client.query("SELECT \(unescaped: Self.accountColumns) FROM accounts ORDER BY name_key")
        }
    }

    public func setDisabled(_ id: UserID, at date: Date?) async throws {
        let user = id.rawValue, disabled = date.map(Self.time)
        guard
            try await count({ client in
                try await client.query("UPDATE accounts SET disabled_at = \(disabled) WHERE id = \(user) RETURNING id")
            }) > 0
        else { throw AccountStoreError.noSuchAccount }
    }

    public func setPasswordHash(_ id: UserID, to hash: String) async throws {
        let user = id.rawValue
        guard
            try await count({ client in
                try await client.query("UPDATE accounts SET password_hash = \(hash) WHERE id = \(user) RETURNING id")
            }) > 0
        else { throw AccountStoreError.noSuchAccount }
    }

    // MARK: Sessions

    public func createSession(_ session: SessionRecord) async throws {
        let user = session.user.rawValue
        let created = Self.time(session.createdAt), seen = Self.time(session.lastSeenAt)
        do {
            try await run { client in
                try await client.query(
                    """
                    INSERT INTO sessions (token_hash, id, user_id, created_at, last_seen_at, user_agent, address)
                    VALUES (\(session.tokenHash), \(session.id), \(user), \(created), \(seen), \(session.userAgent), \(session.address))
                    """)
            }
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == Self.foreignKeyViolation {
            throw AccountStoreError.noSuchAccount
        }
    }

    public func session(tokenHash: String) async throws -> SessionRecord? {
        try await sessions { client in
            try await client.query("SELECT \(unescaped: Self.sessionColumns) FROM sessions WHERE token_hash = \(tokenHash)")
        }.first
    }

    public func touchSession(tokenHash: String, at date: Date) async throws {
        let seen = Self.time(date)
        try await run { client in
            try await client.query("UPDATE sessions SET last_seen_at = \(seen) WHERE token_hash = \(tokenHash)")
        }
    }

    public func sessions(of user: UserID) async throws -> [SessionRecord] {
        let owner = user.rawValue
        return try await sessions { client in
            try await client.query(
                """
                SELECT \(unescaped: Self.sessionColumns) FROM sessions WHERE user_id = \(owner)
                ORDER BY last_seen_at DESC, created_at DESC, id
                """)
        }
    }

    public func deleteSession(tokenHash: String) async throws {
        try await run { client in
            try await client.query("DELETE FROM sessions WHERE token_hash = \(tokenHash)")
        }
    }

    public func deleteSession(id: String, of user: UserID) async throws -> Bool {
        let owner = user.rawValue
        return try await count { client in
            try await client.query("DELETE FROM sessions WHERE id = \(id) AND user_id = \(owner) RETURNING id")
        } > 0
    }

    public func deleteSessions(of user: UserID, keeping tokenHash: String?) async throws {
        let owner = user.rawValue
        try await run { client in
            try await client.query("DELETE FROM sessions WHERE user_id = \(owner) AND token_hash IS DISTINCT FROM \(tokenHash)")
        }
    }

    // MARK: Access tokens

    public func createAccessToken(_ token: AccessTokenRecord) async throws {
        let user = token.user.rawValue
        let created = Self.time(token.createdAt), used = token.lastUsedAt.map(Self.time), revoked = token.revokedAt.map(Self.time)
        do {
            try await run { client in
                try await client.query(
                    """
                    INSERT INTO access_tokens (id, user_id, name, token_hash, created_at, last_used_at, revoked_at)
                    VALUES (\(token.id), \(user), \(token.name), \(token.tokenHash), \(created), \(used), \(revoked))
                    """)
            }
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == Self.foreignKeyViolation {
            throw AccountStoreError.noSuchAccount
        }
    }

    public func accessToken(tokenHash: String) async throws -> AccessTokenRecord? {
        try await accessTokens { client in
            try await client.query("SELECT \(unescaped: Self.tokenColumns) FROM access_tokens WHERE token_hash = \(tokenHash)")
        }.first
    }

    public func accessTokens(of user: UserID) async throws -> [AccessTokenRecord] {
        let owner = user.rawValue
        return try await accessTokens { client in
            try await client.query(
                "SELECT \(unescaped: Self.tokenColumns) FROM access_tokens WHERE user_id = \(owner) ORDER BY created_at DESC, id")
        }
    }

    public func touchAccessToken(id: String, at date: Date) async throws {
        let used = Self.time(date)
        try await run { client in
            try await client.query("UPDATE access_tokens SET last_used_at = \(used) WHERE id = \(id)")
        }
    }

    public func revokeAccessToken(id: String, of user: UserID, at date: Date) async throws -> Bool {
        let owner = user.rawValue, revoked = Self.time(date)
        return try await count { client in
            try await client.query(
                """
                UPDATE access_tokens SET revoked_at = \(revoked)
                WHERE id = \(id) AND user_id = \(owner) AND revoked_at IS NULL RETURNING id
                """)
        } > 0
    }

    // MARK: Sign-in attempts

    public func recordSignInAttempt(_ attempt: SignInAttempt) async throws {
        let at = Self.time(attempt.at), horizon = Self.time(attempt.at.addingTimeInterval(-SignInAttempt.retention))
        try await run { client in
            // Forgetting what is past the retention costs one indexed range delete, usually of nothing.
            try await client.query("DELETE FROM sign_in_attempts WHERE at < \(horizon)")
            try await client.query(
                """
                INSERT INTO sign_in_attempts (at, account_key, address, succeeded)
                VALUES (\(at), \(attempt.accountKey), \(attempt.address), \(attempt.succeeded))
                """)
        }
    }

    public func signInAttempts(accountKey: String?, address: String?, since date: Date) async throws -> [SignInAttempt] {
        guard accountKey != nil || address != nil else { return [] }
        let since = Self.time(date)
        return try await run { client in
            var attempts: [SignInAttempt] = []
            for try await (at, key, address, succeeded) in try await client.query(
                """
                SELECT at, account_key, address, succeeded FROM sign_in_attempts
                WHERE at >= \(since) AND (account_key = \(accountKey) OR address = \(address))
                ORDER BY at, position
                """
            ).decode((Int64, String, String, Bool).self) {
                attempts.append(SignInAttempt(at: Self.date(at), accountKey: key, address: address, succeeded: succeeded))
            }
            return attempts
        }
    }

    // MARK: Settings

    public func serverSetting(_ key: String) async throws -> String? {
        try await run { client in
            for try await value in try await client.query("SELECT value FROM server_settings WHERE key = \(key)").decode(String.self) {
                return value
            }
            return nil
        }
    }

    public func setServerSetting(_ key: String, to value: String?) async throws {
        try await run { client in
            if let value {
                try await client.query(
                    """
                    INSERT INTO server_settings (key, value) VALUES (\(key), \(value))
                    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
                    """)
            } else {
                try await client.query("DELETE FROM server_settings WHERE key = \(key)")
            }
        }
    }

    // MARK: Rows

    private static let uniqueViolation = "23505"
    private static let foreignKeyViolation = "23503"

    private static let accountColumns = "id, name, password_hash, created_at, disabled_at"
    private static let sessionColumns = "token_hash, id, user_id, created_at, last_seen_at, user_agent, address"
    private static let tokenColumns = "id, user_id, name, token_hash, created_at, last_used_at, revoked_at"

    /// A time as stored: whole milliseconds since 1970, rounded, as SQLite stores it.
    private static func time(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    private static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    private func accounts(_ query: @escaping @Sendable (PostgresClient) async throws -> PostgresRowSequence) async throws -> [Account] {
        try await run { client in
            var accounts: [Account] = []
            for try await (id, name, hash, created, disabled) in try await query(client)
                .decode((String, String, String, Int64, Int64?).self)
            {
                accounts.append(
                    Account(
                        id: UserID(id), name: name, passwordHash: hash, createdAt: Self.date(created),
                        disabledAt: disabled.map(Self.date)))
            }
            return accounts
        }
    }

    private func sessions(_ query: @escaping @Sendable (PostgresClient) async throws -> PostgresRowSequence) async throws -> [SessionRecord]
    {
        try await run { client in
            var sessions: [SessionRecord] = []
            for try await (hash, id, user, created, seen, userAgent, address) in try await query(client)
                .decode((String, String, String, Int64, Int64, String, String).self)
            {
                sessions.append(
                    SessionRecord(
                        id: id, tokenHash: hash, user: UserID(user), createdAt: Self.date(created),
                        lastSeenAt: Self.date(seen), userAgent: userAgent, address: address))
            }
            return sessions
        }
    }

    private func accessTokens(_ query: @escaping @Sendable (PostgresClient) async throws -> PostgresRowSequence) async throws
        -> [AccessTokenRecord]
    {
        try await run { client in
            var tokens: [AccessTokenRecord] = []
            for try await (id, user, name, hash, created, used, revoked) in try await query(client)
                .decode((String, String, String, String, Int64, Int64?, Int64?).self)
            {
                tokens.append(
                    AccessTokenRecord(
                        id: id, user: UserID(user), name: name, tokenHash: hash, createdAt: Self.date(created),
                        lastUsedAt: used.map(Self.date), revokedAt: revoked.map(Self.date)))
            }
            return tokens
        }
    }

    /// The number of rows a query returned (an `UPDATE` or `DELETE … RETURNING` says what it changed).
    private func count(_ query: @escaping @Sendable (PostgresClient) async throws -> PostgresRowSequence) async throws -> Int {
        try await run { client in
            var rows = 0
            for try await _ in try await query(client) { rows += 1 }
            return rows
        }
    }
}
