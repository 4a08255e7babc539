import Crypto
import Foundation
import NIOPosix
import SystemCore

extension DatabaseURL {
    /// Builds what opening any database and reading a user's state builds first: SwiftNIO's event loops and thread
    /// pool (which SQLiteNIO and PostgresNIO run on), the modules' registries, the snapshots' hash, the machine's
    /// time zone (a new user's default) and Foundation's cache of calendars (every day is computed in one).
    ///
    /// A command runs it on the second core as it starts (``startOpening(_:)``), while the first reads the command
    /// line: each is a few tenths of a millisecond, most of it the Swift runtime's first look at their generic types,
    /// and the two overlap instead of adding up. Safe to call any number of times from any thread: each part is built
    /// once.
    public static func warmUp() {
        _ = CoreModules.standard
        _ = StoreModules.standard
        _ = MultiThreadedEventLoopGroup.singleton
        _ = NIOThreadPool.singleton
        _ = SHA256.hash(data: [UInt8]())
        _ = DataLocation.machineTimeZone
        // The first calendar a process makes builds Foundation's cache of them (half a millisecond, most of it the
        // runtime resolving its generic types by name), on the way of every command that computes a day.
        _ = Calendar(identifier: .gregorian)
    }
}
