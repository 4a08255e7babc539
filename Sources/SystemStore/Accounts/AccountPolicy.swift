import Foundation

/// The tunable rules of accounts: password hashing, session lifetimes, sign-in throttling.
public struct AccountPolicy: Sendable, Equatable {
    /// bcrypt's cost (log2 of its rounds): 12 in production; tests use 4, the least bcrypt allows.
    public var bcryptCost: UInt8
    public var passwords: PasswordPolicy
    /// A session not used for this long ends.
    public var sessionIdleTimeout: TimeInterval
    /// A session ends this long after sign-in, however much it is used.
    public var sessionAbsoluteTimeout: TimeInterval
    /// Sessions and tokens record their use at most this often, to spare the database a write per request.
    public var touchInterval: TimeInterval
    public var throttle: SignInThrottle
    /// The most characters in an access token's name.
    public var maximumTokenNameLength: Int

    public init(
        bcryptCost: UInt8 = 12, passwords: PasswordPolicy = PasswordPolicy(),
        sessionIdleTimeout: TimeInterval = 14 * 86_400, sessionAbsoluteTimeout: TimeInterval = 60 * 86_400,
        touchInterval: TimeInterval = 60, throttle: SignInThrottle = SignInThrottle(), maximumTokenNameLength: Int = 64
    ) {
        precondition((4...31).contains(bcryptCost), "bcrypt's cost is 4 to 31")
        self.bcryptCost = bcryptCost
        self.passwords = passwords
        self.sessionIdleTimeout = sessionIdleTimeout
        self.sessionAbsoluteTimeout = sessionAbsoluteTimeout
        self.touchInterval = touchInterval
        self.throttle = throttle
        self.maximumTokenNameLength = maximumTokenNameLength
    }

    /// Whether a session is still alive at `now`.
    public func isAlive(_ session: SessionRecord, at now: Date) -> Bool {
        now.timeIntervalSince(session.lastSeenAt) < sessionIdleTimeout
            && now.timeIntervalSince(session.createdAt) < sessionAbsoluteTimeout
    }
}
