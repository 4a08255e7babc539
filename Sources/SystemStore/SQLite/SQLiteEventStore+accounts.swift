import Foundation
import SQLiteNIO
import SystemCore

/// The accounts of a hosted server in the same SQLite file as the events (tables of migration 3).
extension SQLiteEventStore {
    public func createAccount(_ account: Account) async throws {
        do {
            _ = try await connection.rows(
                "INSERT INTO accounts (id, name, name_key, password_hash, created_at, disabled_at) VALUES (?, ?, ?, ?, ?, ?)",
                [
                    .text(account.id.rawValue), .text(account.name), .text(Account.key(for: account.name)),
                    .text(account.passwordHash), Self.time(account.createdAt), Self.time(account.disabledAt),
                ])
        } catch let error as SQLiteError where error.reason == .constraintUniqueFailed || error.reason == .constraint {
            throw AccountStoreError.nameTaken(account.name)
        }
    }

    public func account(named name: String) async throws -> Account? {
        try await connection.rows(
            "SELECT \(Self.accountColumns) FROM accounts WHERE name_key = ?",
            [.text(Account.key(for: name))]
        ).first.map(Self.account)
    }

    public func account(_ id: UserID) async throws -> Account? {
        try await connection.rows("SELECT \(Self.accountColumns) FROM accounts WHERE id = ?", [.text(id.rawValue)])
            .first.map(Self.account)
    }

    public func accounts() async throws -> [Account] {
        try await connection.rows("SELECT \(Self.accountColumns) FROM accounts ORDER BY name_key").map(Self.account)
    }

    public func setDisabled(_ id: UserID, at date: Date?) async throws {
        let changed = try await connection.rows(
            "UPDATE accounts SET disabled_at = ? WHERE id = ? RETURNING id",
            [Self.time(date), .text(id.rawValue)])
        if changed.isEmpty { throw AccountStoreError.noSuchAccount }
    }

    public func setPasswordHash(_ id: UserID, to hash: String) async throws {
        let changed = try await connection.rows(
            "UPDATE accounts SET password_hash = ? WHERE id = ? RETURNING id",
            [.text(hash), .text(id.rawValue)])
        if changed.isEmpty { throw AccountStoreError.noSuchAccount }
    }

    public func createSession(_ session: SessionRecord) async throws {
        do {
            _ = try await connection.rows(
                """
                INSERT INTO sessions (token_hash, id, user_id, created_at, last_seen_at, user_agent, address)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(session.tokenHash), .text(session.id), .text(session.user.rawValue), Self.time(session.createdAt),
                    Self.time(session.lastSeenAt), .text(session.userAgent), .text(session.address),
                ])
        } catch let error as SQLiteError where error.reason == .constraintForeignKeyFailed || error.reason == .constraint {
            throw AccountStoreError.noSuchAccount
        }
    }

    public func session(tokenHash: String) async throws -> SessionRecord? {
        try await connection.rows("SELECT \(Self.sessionColumns) FROM sessions WHERE token_hash = ?", [.text(tokenHash)])
            .first.map(Self.session)
    }

    public func touchSession(tokenHash: String, at date: Date) async throws {
        _ = try await connection.rows(
            "UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?",
            [Self.time(date), .text(tokenHash)])
    }

    public func sessions(of user: UserID) async throws -> [SessionRecord] {
        try await connection.rows(
            "SELECT \(Self.sessionColumns) FROM sessions WHERE user_id = ? ORDER BY last_seen_at DESC, created_at DESC, id",
            [.text(user.rawValue)]
        ).map(Self.session)
    }

    public func deleteSession(tokenHash: String) async throws {
        _ = try await connection.rows("DELETE FROM sessions WHERE token_hash = ?", [.text(tokenHash)])
    }

    public func deleteSession(id: String, of user: UserID) async throws -> Bool {
        try await !connection.rows(
            "DELETE FROM sessions WHERE id = ? AND user_id = ? RETURNING id",
            [.text(id), .text(user.rawValue)]
        ).isEmpty
    }

    public func deleteSessions(of user: UserID, keeping tokenHash: String?) async throws {
        _ = try await connection.rows(
            "DELETE FROM sessions WHERE user_id = ? AND token_hash IS NOT ?",
            [.text(user.rawValue), tokenHash.map { .text($0) } ?? .null])
    }

    public func createAccessToken(_ token: AccessTokenRecord) async throws {
        do {
            _ = try await connection.rows(
                """
                INSERT INTO access_tokens (id, user_id, name, token_hash, created_at, last_used_at, revoked_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(token.id), .text(token.user.rawValue), .text(token.name), .text(token.tokenHash),
                    Self.time(token.createdAt), Self.time(token.lastUsedAt), Self.time(token.revokedAt),
                ])
        } catch let error as SQLiteError where error.reason == .constraintForeignKeyFailed || error.reason == .constraint {
            throw AccountStoreError.noSuchAccount
        }
    }

    public func accessToken(tokenHash: String) async throws -> AccessTokenRecord? {
        try await connection.rows("SELECT \(Self.tokenColumns) FROM access_tokens WHERE token_hash = ?", [.text(tokenHash)])
            .first.map(Self.accessToken)
    }

    public func accessTokens(of user: UserID) async throws -> [AccessTokenRecord] {
        try await connection.rows(
            "SELECT \(Self.tokenColumns) FROM access_tokens WHERE user_id = ? ORDER BY created_at DESC, id",
            [.text(user.rawValue)]
        ).map(Self.accessToken)
    }

    public func touchAccessToken(id: String, at date: Date) async throws {
        _ = try await connection.rows("UPDATE access_tokens SET last_used_at = ? WHERE id = ?", [Self.time(date), .text(id)])
    }

    public func revokeAccessToken(id: String, of user: UserID, at date: Date) async throws -> Bool {
        try await !connection.rows(
            "UPDATE access_tokens SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL RETURNING id",
            [Self.time(date), .text(id), .text(user.rawValue)]
        ).isEmpty
    }

    public func recordSignInAttempt(_ attempt: SignInAttempt) async throws {
        // Forgetting what is past the retention costs one indexed range delete, usually of nothing.
        _ = try await connection.rows(
            "DELETE FROM sign_in_attempts WHERE at < ?",
            [Self.time(attempt.at.addingTimeInterval(-SignInAttempt.retention))])
        _ = try await connection.rows(
            "INSERT INTO sign_in_attempts (at, account_key, address, succeeded) VALUES (?, ?, ?, ?)",
            [Self.time(attempt.at), .text(attempt.accountKey), .text(attempt.address), .integer(attempt.succeeded ? 1 : 0)])
    }

    public func signInAttempts(accountKey: String?, address: String?, since date: Date) async throws -> [SignInAttempt] {
        var filters: [String] = []
        var binds: [SQLiteData] = [Self.time(date)]
        if let accountKey {
            filters.append("account_key = ?")
            binds.append(.text(accountKey))
        }
        if let address {
            filters.append("address = ?")
            binds.append(.text(address))
        }
        guard !filters.isEmpty else { return [] }
        return try await connection.rows(
            "SELECT at, account_key, address, succeeded FROM sign_in_attempts WHERE at >= ? AND (\(filters.joined(separator: " OR "))) ORDER BY at, rowid",
            binds
        ).map {
            SignInAttempt(
                at: Self.date($0.column("at")) ?? .distantPast, accountKey: $0.column("account_key")?.string ?? "",
                address: $0.column("address")?.string ?? "", succeeded: $0.column("succeeded")?.integer == 1)
        }
    }

    public func serverSetting(_ key: String) async throws -> String? {
        try await connection.rows("SELECT value FROM server_settings WHERE key = ?", [.text(key)]).first?.column("value")?.string
    }

    public func setServerSetting(_ key: String, to value: String?) async throws {
        if let value {
            _ = try await connection.rows(
                "INSERT INTO server_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                [.text(key), .text(value)])
        } else {
            _ = try await connection.rows("DELETE FROM server_settings WHERE key = ?", [.text(key)])
        }
    }

    // MARK: Rows

    private static let accountColumns = "id, name, password_hash, created_at, disabled_at"
    private static let sessionColumns = "token_hash, id, user_id, created_at, last_seen_at, user_agent, address"
    private static let tokenColumns = "id, user_id, name, token_hash, created_at, last_used_at, revoked_at"

    private static func time(_ date: Date?) -> SQLiteData {
        guard let date else { return .null }
        return .integer(Int((date.timeIntervalSince1970 * 1000).rounded()))
    }

    private static func date(_ data: SQLiteData?) -> Date? {
        guard let data, let milliseconds = data.integer else { return nil }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    private static func account(_ row: SQLiteRow) -> Account {
        Account(
            id: UserID(row.column("id")?.string ?? ""), name: row.column("name")?.string ?? "",
            passwordHash: row.column("password_hash")?.string ?? "",
            createdAt: date(row.column("created_at")) ?? .distantPast, disabledAt: date(row.column("disabled_at")))
    }

    private static func session(_ row: SQLiteRow) -> SessionRecord {
        SessionRecord(
            id: row.column("id")?.string ?? "", tokenHash: row.column("token_hash")?.string ?? "",
            user: UserID(row.column("user_id")?.string ?? ""),
            createdAt: date(row.column("created_at")) ?? .distantPast,
            lastSeenAt: date(row.column("last_seen_at")) ?? .distantPast,
            userAgent: row.column("user_agent")?.string ?? "", address: row.column("address")?.string ?? "")
    }

    private static func accessToken(_ row: SQLiteRow) -> AccessTokenRecord {
        AccessTokenRecord(
            id: row.column("id")?.string ?? "", user: UserID(row.column("user_id")?.string ?? ""),
            name: row.column("name")?.string ?? "", tokenHash: row.column("token_hash")?.string ?? "",
            createdAt: date(row.column("created_at")) ?? .distantPast,
            lastUsedAt: date(row.column("last_used_at")), revokedAt: date(row.column("revoked_at")))
    }
}
