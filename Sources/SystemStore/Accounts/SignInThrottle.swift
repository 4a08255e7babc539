import Foundation

/// When a sign-in may be tried again, decided from the recent attempts alone (no clock, no I/O).
///
/// After ``freeFailures`` failures within ``window`` for one account, or from one address, each further try waits
/// a delay that doubles from ``firstDelay`` up to ``maximumDelay``, counted from the latest failure. A success
/// starts the count again. To keep an attacker from locking a person out of their own account, an address that
/// signed in to the account successfully before (within ``trustWindow``) is exempt from the account's counter;
/// its own failures from that address still count.
public struct SignInThrottle: Sendable, Equatable {
    public var freeFailures: Int
    public var window: TimeInterval
    public var firstDelay: TimeInterval
    public var maximumDelay: TimeInterval
    /// How long a successful sign-in makes its address known to the account (the attempts' retention).
    public var trustWindow: TimeInterval

    public init(
        freeFailures: Int = 5, window: TimeInterval = 15 * 60, firstDelay: TimeInterval = 1,
        maximumDelay: TimeInterval = 5 * 60, trustWindow: TimeInterval = SignInAttempt.retention
    ) {
        self.freeFailures = freeFailures
        self.window = window
        self.firstDelay = firstDelay
        self.maximumDelay = maximumDelay
        self.trustWindow = trustWindow
    }

    /// Seconds until a sign-in to `accountKey` from `address` may be tried, or nil when it may be tried now.
    ///
    /// - Parameters:
    ///   - recent: the attempts within ``window`` for the account key or from the address (either), any order.
    ///   - addressIsKnown: whether the address signed in to the account successfully within ``trustWindow``.
    public func retryAfter(
        accountKey: String, address: String, recent: [SignInAttempt], addressIsKnown: Bool,
        now: Date
    ) -> Int? {
        let inWindow = recent.filter { $0.at > now.addingTimeInterval(-window) && $0.at <= now }
        var wait: TimeInterval = 0
        if !addressIsKnown {
            wait = max(wait, self.wait(after: inWindow.filter { $0.accountKey == accountKey }, now: now))
        }
        wait = max(wait, self.wait(after: inWindow.filter { $0.address == address }, now: now))
        return wait > 0 ? Int(wait.rounded(.up)) : nil
    }

    /// Whether `address` signed in to `accountKey` successfully among `attempts` within ``trustWindow`` of `now`.
    public func isKnown(address: String, to accountKey: String, in attempts: [SignInAttempt], now: Date) -> Bool {
        attempts.contains {
            $0.succeeded && $0.accountKey == accountKey && $0.address == address && $0.at > now.addingTimeInterval(-trustWindow)
        }
    }

    /// The delay owed after one counter's attempts: none until ``freeFailures`` failures since the last success.
    func delay(failures: Int) -> TimeInterval {
        guard failures >= freeFailures else { return 0 }
        let doublings = failures - freeFailures
        guard doublings < 62 else { return maximumDelay }
        return min(maximumDelay, firstDelay * Double(1 << doublings))
    }

    private func wait(after attempts: [SignInAttempt], now: Date) -> TimeInterval {
        let ordered = attempts.sorted { $0.at < $1.at }
        let sinceSuccess = ordered.lastIndex(where: \.succeeded).map { ordered[($0 + 1)...] } ?? ordered[...]
        let failures = sinceSuccess.filter { !$0.succeeded }
        guard let latest = failures.last else { return 0 }
        let until = latest.at.addingTimeInterval(delay(failures: failures.count))
        return max(0, until.timeIntervalSince(now))
    }
}
