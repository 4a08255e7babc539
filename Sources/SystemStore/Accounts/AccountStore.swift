import Foundation
import SystemCore

/// A person who can sign in to a hosted server. Their events live in the stream named by ``id``.
public struct Account: Hashable, Sendable {
    public let id: UserID
    /// The name as it was given; names are unique regardless of case (see ``Account/key(for:)``).
    public let name: String
    /// The password's hash in modular crypt form (`$2b$12$…`); never the password.
    public var passwordHash: String
    public let createdAt: Date
    /// When the account was disabled; a disabled account cannot sign in and has no sessions or working tokens.
    public var disabledAt: Date?

    public init(id: UserID, name: String, passwordHash: String, createdAt: Date, disabledAt: Date? = nil) {
        self.id = id
        self.name = name
        self.passwordHash = passwordHash
        self.createdAt = createdAt
        self.disabledAt = disabledAt
    }

    public var isDisabled: Bool { disabledAt != nil }

    /// The form of a name that uniqueness and look-ups use: trimmed and case-folded.
    public static func key(for name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}

/// A signed-in browser. The cookie holds a random token; the store keeps only its SHA-256 hash.
public struct SessionRecord: Hashable, Sendable {
    /// A public, random id for the sessions page (revoking one session); unrelated to the token.
    public let id: String
    /// Hex SHA-256 of the cookie's token.
    public let tokenHash: String
    public let user: UserID
    public let createdAt: Date
    public var lastSeenAt: Date
    /// What the browser said it was, shortened, for the sessions page.
    public let userAgent: String
    /// The client address at sign-in.
    public let address: String

    public init(id: String, tokenHash: String, user: UserID, createdAt: Date, lastSeenAt: Date, userAgent: String, address: String) {
        self.id = id
        self.tokenHash = tokenHash
        self.user = user
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
        self.userAgent = userAgent
        self.address = address
    }
}

/// A personal access token for the API (`Authorization: Bearer …`). Only its hash is stored; it is shown once.
public struct AccessTokenRecord: Hashable, Sendable {
    /// A public, random id, used to list and revoke the token.
    public let id: String
    public let user: UserID
    /// What the owner called it ("phone shortcut").
    public let name: String
    /// Hex SHA-256 of the token.
    public let tokenHash: String
    public let createdAt: Date
    public var lastUsedAt: Date?
    public var revokedAt: Date?

    public init(id: String, user: UserID, name: String, tokenHash: String, createdAt: Date, lastUsedAt: Date? = nil, revokedAt: Date? = nil)
    {
        self.id = id
        self.user = user
        self.name = name
        self.tokenHash = tokenHash
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.revokedAt = revokedAt
    }
}

/// One try at signing in, kept for rate limiting and the log. Never holds the password.
public struct SignInAttempt: Hashable, Sendable {
    public let at: Date
    /// ``Account/key(for:)`` of the name that was typed, whether or not such an account exists.
    public let accountKey: String
    public let address: String
    public let succeeded: Bool

    public init(at: Date, accountKey: String, address: String, succeeded: Bool) {
        self.at = at
        self.accountKey = accountKey
        self.address = address
        self.succeeded = succeeded
    }

    /// How long attempts are kept: recording one forgets those older than this (30 days) before it.
    public static let retention: TimeInterval = 30 * 86_400
}

/// Why an account store refused a write.
public enum AccountStoreError: Error, Equatable, Sendable {
    /// An account with this name (ignoring case) exists already.
    case nameTaken(String)
    /// No account has this id.
    case noSuchAccount
}

/// Accounts, sessions, access tokens, sign-in attempts and server-wide settings of a hosted server.
///
/// Unlike the event log these are mutable records: a session ends, a token is revoked. Every query about a
/// user's sessions or tokens names the user, so one user can never read or end another's.
public protocol AccountStore: Sendable {
    /// Adds an account. Throws ``AccountStoreError/nameTaken(_:)`` when the name's key is in use.
    func createAccount(_ account: Account) async throws
    func account(named name: String) async throws -> Account?
    func account(_ id: UserID) async throws -> Account?
    /// Every account, by name key.
    func accounts() async throws -> [Account]
    /// Disables (a date) or re-enables (nil) an account.
    func setDisabled(_ id: UserID, at date: Date?) async throws
    func setPasswordHash(_ id: UserID, to hash: String) async throws

    func createSession(_ session: SessionRecord) async throws
    func session(tokenHash: String) async throws -> SessionRecord?
    /// Records that the session was used at `date`.
    func touchSession(tokenHash: String, at date: Date) async throws
    /// The user's sessions, most recently used first.
    func sessions(of user: UserID) async throws -> [SessionRecord]
    func deleteSession(tokenHash: String) async throws
    /// Ends one of the user's sessions by its public id; false when the user has no such session.
    func deleteSession(id: String, of user: UserID) async throws -> Bool
    /// Ends all of the user's sessions (but the one with `keeping`, if given).
    func deleteSessions(of user: UserID, keeping tokenHash: String?) async throws

    func createAccessToken(_ token: AccessTokenRecord) async throws
    func accessToken(tokenHash: String) async throws -> AccessTokenRecord?
    /// The user's tokens, newest first, revoked ones included.
    func accessTokens(of user: UserID) async throws -> [AccessTokenRecord]
    func touchAccessToken(id: String, at date: Date) async throws
    /// Revokes one of the user's tokens; false when the user has no such live token.
    func revokeAccessToken(id: String, of user: UserID, at date: Date) async throws -> Bool

    /// Records an attempt, and forgets those more than ``SignInAttempt/retention`` older than it.
    func recordSignInAttempt(_ attempt: SignInAttempt) async throws
    /// Attempts since `date` for the account key, or from the address (either may be nil), oldest first.
    func signInAttempts(accountKey: String?, address: String?, since date: Date) async throws -> [SignInAttempt]

    /// A server-wide setting, such as whether anyone may register.
    func serverSetting(_ key: String) async throws -> String?
    func setServerSetting(_ key: String, to value: String?) async throws
}
