import Foundation
import Synchronization

/// Where "now" comes from. Core code never reads the system clock: a clock is passed in.
public protocol WallClock: Sendable {
    func now() -> Date
}

/// The machine's clock, for the running app.
public struct SystemClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock that stands still until told to move: for tests, benchmarks and replays.
public final class ManualClock: WallClock {
    private let current: Mutex<Date>

    public init(_ start: Date) { current = Mutex(start) }

    public func now() -> Date { current.withLock { $0 } }

    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}

/// The system clock shifted by a fixed offset: lets a whole server run "in the future" for end-to-end tests.
public struct OffsetClock: WallClock {
    public let offset: TimeInterval
    public init(offset: TimeInterval) { self.offset = offset }
    public func now() -> Date { Date().addingTimeInterval(offset) }
}

extension Date {
    /// This instant truncated to a whole second: stored instants are second-precise so they round-trip through JSON.
    public var wholeSecond: Date {
        Date(timeIntervalSince1970: (timeIntervalSince1970).rounded(.down))
    }
}
