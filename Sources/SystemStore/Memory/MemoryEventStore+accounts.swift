import Foundation
import SystemCore

/// The account tables of a ``MemoryEventStore``.
struct MemoryAccountTables {
    var accounts: [UserID: Account] = [:]
    var sessions: [String: SessionRecord] = [:]  // by token hash
    var tokens: [String: AccessTokenRecord] = [:]  // by id
    var attempts: [SignInAttempt] = []
    var settings: [String: String] = [:]
}

extension MemoryEventStore {
    public func createAccount(_ account: Account) throws {
        let key = Account.key(for: account.name)
        guard !tables.accounts.values.contains(where: { Account.key(for: $0.name) == key }),
            tables.accounts[account.id] == nil
        else {
            throw AccountStoreError.nameTaken(account.name)
        }
        tables.accounts[account.id] = account
    }

    public func account(named name: String) -> Account? {
        let key = Account.key(for: name)
        return tables.accounts.values.first { Account.key(for: $0.name) == key }
    }

    public func account(_ id: UserID) -> Account? { tables.accounts[id] }

    public func accounts() -> [Account] {
        tables.accounts.values.sorted { Account.key(for: $0.name) < Account.key(for: $1.name) }
    }

    public func setDisabled(_ id: UserID, at date: Date?) throws {
        guard tables.accounts[id] != nil else { throw AccountStoreError.noSuchAccount }
        tables.accounts[id]?.disabledAt = date
    }

    public func setPasswordHash(_ id: UserID, to hash: String) throws {
        guard tables.accounts[id] != nil else { throw AccountStoreError.noSuchAccount }
        tables.accounts[id]?.passwordHash = hash
    }

    public func createSession(_ session: SessionRecord) throws {
        guard tables.accounts[session.user] != nil else { throw AccountStoreError.noSuchAccount }
        tables.sessions[session.tokenHash] = session
    }

    public func session(tokenHash: String) -> SessionRecord? { tables.sessions[tokenHash] }

    public func touchSession(tokenHash: String, at date: Date) {
        tables.sessions[tokenHash]?.lastSeenAt = date
    }

    public func sessions(of user: UserID) -> [SessionRecord] {
        tables.sessions.values.filter { $0.user == user }.sorted {
            ($0.lastSeenAt, $0.createdAt) != ($1.lastSeenAt, $1.createdAt)
                ? ($0.lastSeenAt, $0.createdAt) > ($1.lastSeenAt, $1.createdAt) : $0.id < $1.id
        }
    }

    public func deleteSession(tokenHash: String) {
        tables.sessions[tokenHash] = nil
    }

    public func deleteSession(id: String, of user: UserID) -> Bool {
        guard let session = tables.sessions.values.first(where: { $0.id == id && $0.user == user }) else { return false }
        tables.sessions[session.tokenHash] = nil
        return true
    }

    public func deleteSessions(of user: UserID, keeping tokenHash: String?) {
        tables.sessions = tables.sessions.filter { $0.value.user != user || $0.key == tokenHash }
    }

    public func createAccessToken(_ token: AccessTokenRecord) throws {
        guard tables.accounts[token.user] != nil else { throw AccountStoreError.noSuchAccount }
        tables.tokens[token.id] = token
    }

    public func accessToken(tokenHash: String) -> AccessTokenRecord? {
        tables.tokens.values.first { $0.tokenHash == tokenHash }
    }

    public func accessTokens(of user: UserID) -> [AccessTokenRecord] {
        tables.tokens.values.filter { $0.user == user }.sorted {
            $0.createdAt != $1.createdAt ? $0.createdAt > $1.createdAt : $0.id < $1.id
        }
    }

    public func touchAccessToken(id: String, at date: Date) {
        tables.tokens[id]?.lastUsedAt = date
    }

    public func revokeAccessToken(id: String, of user: UserID, at date: Date) -> Bool {
        guard let token = tables.tokens[id], token.user == user, token.revokedAt == nil else { return false }
        tables.tokens[id]?.revokedAt = date
        return true
    }

    public func recordSignInAttempt(_ attempt: SignInAttempt) {
        let horizon = attempt.at.addingTimeInterval(-SignInAttempt.retention)
        tables.attempts.removeAll { $0.at < horizon }
        tables.attempts.append(attempt)
    }

    public func signInAttempts(accountKey: String?, address: String?, since date: Date) -> [SignInAttempt] {
        guard accountKey != nil || address != nil else { return [] }
        return tables.attempts
            .filter { $0.at >= date && ($0.accountKey == accountKey || $0.address == address) }
            .enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
    }

    public func serverSetting(_ key: String) -> String? { tables.settings[key] }

    public func setServerSetting(_ key: String, to value: String?) {
        tables.settings[key] = value
    }
}
