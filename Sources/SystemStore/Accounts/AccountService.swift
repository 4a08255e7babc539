import Dispatch
import Foundation
import HummingbirdBcrypt
import Logging
import Synchronization
import SystemCore

/// A successful sign-in: the account, its new session and the session's token, which only the cookie holds.
public struct SignedIn: Sendable {
    public let account: Account
    public let session: SessionRecord
    public let token: String
}

/// Accounts of a hosted server: creating them, signing in and out, sessions, access tokens, throttling.
///
/// Every rule lives here, above the ``AccountStore``, so the web app, the API and the CLI keep the same ones.
/// Secrets are random, only their SHA-256 is stored; passwords are hashed with bcrypt off the cooperative thread
/// pool. Every refusal is an ``AccountError``.
public struct AccountService: Sendable {
    public let store: any AccountStore
    public let clock: any WallClock
    public let policy: AccountPolicy
    let logger: Logger

    /// The server setting that opens registration when it is "open".
    public static let registrationSetting = "registration"

    public init(
        store: any AccountStore, clock: any WallClock, policy: AccountPolicy = AccountPolicy(),
        logger: Logger = Logger(label: "the-system.accounts")
    ) {
        self.store = store
        self.clock = clock
        self.policy = policy
        self.logger = logger
    }

    // MARK: Accounts

    /// Whether this is a hosted database (one account or more) rather than a local one.
    public func hasAccounts() async throws -> Bool {
        try await !store.accounts().isEmpty
    }

    /// Creates an account (the administrator's way, from the CLI). The name and password follow the policy.
    public func createAccount(name: String, password: String) async throws -> Account {
        let name = try AccountName.validated(name)
        try policy.passwords.check(password, name: name)
        if try await store.account(named: name) != nil { throw AccountError.nameTaken(name) }
        let account = Account(
            id: UserID(UUID().uuidString.lowercased()), name: name,
            passwordHash: await hash(password), createdAt: clock.now())
        do {
            try await store.createAccount(account)
        } catch AccountStoreError.nameTaken {
            throw AccountError.nameTaken(name)
        }
        logger.info("account created", metadata: ["account": .string(LogSafe.quoted(Account.key(for: name)))])
        return account
    }

    /// Creates an account for someone who signed up themselves; only while registration is open.
    public func register(name: String, password: String, address: String) async throws -> Account {
        guard try await isRegistrationOpen() else {
            logger.notice("registration refused: closed", metadata: ["address": .string(LogSafe.quoted(address))])
            throw AccountError.registrationClosed
        }
        let account = try await createAccount(name: name, password: password)
        logger.info(
            "account registered",
            metadata: [
                "account": .string(LogSafe.quoted(Account.key(for: account.name))),
                "address": .string(LogSafe.quoted(address)),
            ])
        return account
    }

    /// Disables an account (ending all its sessions; its tokens stop working) or enables it again.
    @discardableResult
    public func setDisabled(name: String, _ disabled: Bool) async throws -> Account {
        guard var account = try await store.account(named: name) else { throw AccountError.noSuchAccount(name) }
        account.disabledAt = disabled ? (account.disabledAt ?? clock.now()) : nil
        try await store.setDisabled(account.id, at: account.disabledAt)
        if disabled { try await store.deleteSessions(of: account.id, keeping: nil) }
        logger.notice(
            disabled ? "account disabled" : "account enabled",
            metadata: ["account": .string(LogSafe.quoted(Account.key(for: account.name)))])
        return account
    }

    /// Sets a new password without the current one (the administrator's way); every session of the account ends.
    public func resetPassword(name: String, to password: String) async throws {
        guard let account = try await store.account(named: name) else { throw AccountError.noSuchAccount(name) }
        try policy.passwords.check(password, name: account.name)
        try await store.setPasswordHash(account.id, to: await hash(password))
        try await store.deleteSessions(of: account.id, keeping: nil)
        logger.notice("password reset", metadata: ["account": .string(LogSafe.quoted(Account.key(for: account.name)))])
    }

    /// Changes one's own password, given the current one; every other session of the account ends.
    ///
    /// A wrong current password counts as a failed sign-in of the account from `address`, and the sign-in limits
    /// hold it back, so a borrowed session cannot be used to guess the password.
    public func changePassword(
        _ user: UserID, current: String, new: String, keeping sessionToken: String?,
        address: String
    ) async throws {
        guard let account = try await store.account(user) else { throw AccountError.noSuchUser }
        let key = Account.key(for: account.name)
        let address = String(address.prefix(100))
        let now = clock.now()
        try await holdBack(key: key, address: address, now: now)
        guard current.utf8.count <= policy.passwords.maximumBytes, await verify(current, account.passwordHash) else {
            try await store.recordSignInAttempt(SignInAttempt(at: now, accountKey: key, address: address, succeeded: false))
            logger.notice(
                "password change refused: wrong current password",
                metadata: ["account": .string(LogSafe.quoted(key)), "address": .string(LogSafe.quoted(address))])
            throw AccountError.wrongCurrentPassword
        }
        try policy.passwords.check(new, name: account.name)
        try await store.setPasswordHash(user, to: await hash(new))
        try await store.deleteSessions(of: user, keeping: sessionToken.map(Secrets.sha256Hex))
        logger.notice("password changed", metadata: ["account": .string(LogSafe.quoted(Account.key(for: account.name)))])
    }

    public func isRegistrationOpen() async throws -> Bool {
        try await store.serverSetting(Self.registrationSetting) == "open"
    }

    public func setRegistrationOpen(_ open: Bool) async throws {
        try await store.setServerSetting(Self.registrationSetting, to: open ? "open" : nil)
    }

    // MARK: Signing in and sessions

    /// Checks the name and password and starts a new session.
    ///
    /// Throttled tries are refused before the password is looked at. An unknown name costs a bcrypt check against
    /// a dummy hash, so it takes as long as a known one. Every checked try is recorded for the throttle and logged
    /// (never the password).
    public func signIn(name: String, password: String, address: String, userAgent: String) async throws -> SignedIn {
        let key = String(Account.key(for: name).prefix(64))
        let address = String(address.prefix(100))
        let now = clock.now()
        try await holdBack(key: key, address: address, now: now)

        let account = try await store.account(named: key)
        let fits = password.utf8.count <= policy.passwords.maximumBytes
        let matches = await verify(fits ? password : "", account?.passwordHash)
        guard let account, fits, matches else {
            try await store.recordSignInAttempt(SignInAttempt(at: now, accountKey: key, address: address, succeeded: false))
            logAttempt("failed", key: key, address: address)
            throw AccountError.badCredentials
        }
        guard !account.isDisabled else {
            try await store.recordSignInAttempt(SignInAttempt(at: now, accountKey: key, address: address, succeeded: false))
            logAttempt("disabled", key: key, address: address)
            throw AccountError.disabled
        }
        let token = Secrets.token()
        let session = SessionRecord(
            id: Secrets.publicID(), tokenHash: Secrets.sha256Hex(token), user: account.id, createdAt: now,
            lastSeenAt: now, userAgent: String(userAgent.prefix(200)), address: address)
        try await store.createSession(session)
        try await store.recordSignInAttempt(SignInAttempt(at: now, accountKey: key, address: address, succeeded: true))
        logAttempt("succeeded", key: key, address: address)
        return SignedIn(account: account, session: session, token: token)
    }

    /// Throws ``AccountError/throttled(retryAfter:)`` while the sign-in limits hold back a password try for the
    /// account `key` from `address`.
    private func holdBack(key: String, address: String, now: Date) async throws {
        let throttle = policy.throttle
        let recent = try await store.signInAttempts(accountKey: key, address: address, since: now.addingTimeInterval(-throttle.window))
        guard throttle.retryAfter(accountKey: key, address: address, recent: recent, addressIsKnown: false, now: now) != nil else { return }
        // Held back as a stranger: one who signed in to this account from here before is held only to the address's count.
        let history = try await store.signInAttempts(
            accountKey: nil, address: address,
            since: now.addingTimeInterval(-throttle.trustWindow))
        let known = throttle.isKnown(address: address, to: key, in: history, now: now)
        if let wait = throttle.retryAfter(accountKey: key, address: address, recent: recent, addressIsKnown: known, now: now) {
            logAttempt("throttled", key: key, address: address)
            throw AccountError.throttled(retryAfter: wait)
        }
    }

    /// The account and session of a session token, or nil when it is unknown, timed out or its account disabled.
    /// Records the use (at most once per ``AccountPolicy/touchInterval``).
    public func authenticate(sessionToken: String) async throws -> (account: Account, session: SessionRecord)? {
        guard !sessionToken.isEmpty, sessionToken.utf8.count <= 256 else { return nil }
        let tokenHash = Secrets.sha256Hex(sessionToken)
        guard var session = try await store.session(tokenHash: tokenHash) else { return nil }
        let now = clock.now()
        guard policy.isAlive(session, at: now), let account = try await store.account(session.user), !account.isDisabled else {
            try await store.deleteSession(tokenHash: tokenHash)
            return nil
        }
        if now.timeIntervalSince(session.lastSeenAt) >= policy.touchInterval {
            try await store.touchSession(tokenHash: tokenHash, at: now)
            session.lastSeenAt = now
        }
        return (account, session)
    }

    /// Ends the session of this token (signing out); nothing happens for an unknown token.
    public func signOut(sessionToken: String) async throws {
        try await store.deleteSession(tokenHash: Secrets.sha256Hex(sessionToken))
    }

    /// Ends every session of the user, except the one of `sessionToken` when given.
    public func signOutEverywhere(_ user: UserID, keeping sessionToken: String?) async throws {
        try await store.deleteSessions(of: user, keeping: sessionToken.map(Secrets.sha256Hex))
    }

    /// The user's live sessions, most recently used first.
    public func sessions(of user: UserID) async throws -> [SessionRecord] {
        let now = clock.now()
        return try await store.sessions(of: user).filter { policy.isAlive($0, at: now) }
    }

    /// Ends one of the user's sessions by its public id; false when the user has no such session.
    public func endSession(id: String, of user: UserID) async throws -> Bool {
        try await store.deleteSession(id: id, of: user)
    }

    // MARK: Access tokens

    /// Creates a personal access token. The token is returned this once; only its hash is stored.
    public func createAccessToken(for user: UserID, name: String) async throws -> (record: AccessTokenRecord, token: String) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw AccountError.tokenNameEmpty }
        guard name.count <= policy.maximumTokenNameLength,
            !name.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
        else {
            throw name.count > policy.maximumTokenNameLength
                ? AccountError.tokenNameTooLong(limit: policy.maximumTokenNameLength) : AccountError.tokenNameInvalid
        }
        guard let account = try await store.account(user) else { throw AccountError.noSuchUser }
        guard !account.isDisabled else { throw AccountError.disabled }
        let token = Secrets.accessToken()
        let record = AccessTokenRecord(
            id: Secrets.publicID(), user: user, name: name, tokenHash: Secrets.sha256Hex(token),
            createdAt: clock.now())
        try await store.createAccessToken(record)
        logger.info(
            "access token created",
            metadata: [
                "account": .string(LogSafe.quoted(Account.key(for: account.name))),
                "token": .string(record.id),
            ])
        return (record, token)
    }

    /// The account of an access token, or nil when the token is unknown, revoked or its account disabled.
    /// Records the use (at most once per ``AccountPolicy/touchInterval``).
    public func authenticate(accessToken: String) async throws -> Account? {
        guard accessToken.hasPrefix(Secrets.accessTokenPrefix), accessToken.utf8.count <= 256 else { return nil }
        guard let record = try await store.accessToken(tokenHash: Secrets.sha256Hex(accessToken)), record.revokedAt == nil,
            let account = try await store.account(record.user), !account.isDisabled
        else { return nil }
        let now = clock.now()
        if record.lastUsedAt.map({ now.timeIntervalSince($0) >= policy.touchInterval }) ?? true {
            try await store.touchAccessToken(id: record.id, at: now)
        }
        return account
    }

    /// The user's tokens, newest first, revoked ones included.
    public func accessTokens(of user: UserID) async throws -> [AccessTokenRecord] {
        try await store.accessTokens(of: user)
    }

    /// Revokes one of the user's tokens; false when the user has no such live token.
    public func revokeAccessToken(id: String, of user: UserID) async throws -> Bool {
        try await store.revokeAccessToken(id: id, of: user, at: clock.now())
    }

    // MARK: Passwords

    /// bcrypt at the policy's cost, run off the cooperative thread pool (it takes a quarter of a second at cost 12).
    func hash(_ password: String) async -> String {
        let cost = policy.bcryptCost
        return await Self.offload { Bcrypt.hash(password, cost: cost) }
    }

    /// Checks the password against the hash, or against a dummy hash at the policy's cost when there is none, so
    /// that an unknown name takes as long as a known one.
    func verify(_ password: String, _ hash: String?) async -> Bool {
        let cost = policy.bcryptCost
        return await Self.offload {
            let verified = Bcrypt.verify(password, hash: hash ?? Self.dummyHash(cost: cost))
            return hash != nil && verified
        }
    }

    private static func offload<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
        }
    }

    private static let dummyHashes = Mutex<[UInt8: String]>([:])

    /// A hash of a random password at `cost`, made once: checking an unknown name against it takes as long as a real one.
    static func dummyHash(cost: UInt8) -> String {
        if let hash = dummyHashes.withLock({ $0[cost] }) { return hash }
        let hash = Bcrypt.hash(Secrets.token(), cost: cost)
        return dummyHashes.withLock { hashes in
            if let existing = hashes[cost] { return existing }
            hashes[cost] = hash
            return hash
        }
    }

    private func logAttempt(_ outcome: String, key: String, address: String) {
        logger.notice(
            "sign-in \(outcome)",
            metadata: [
                "account": .string(LogSafe.quoted(key)),
                "address": .string(LogSafe.quoted(address)),
            ])
    }
}
