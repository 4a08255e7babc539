import Crypto
import NIOPosix
import SystemCore

extension DatabaseURL {
    /// Builds what opening any database and reading a user's state builds first: SwiftNIO's event loops and thread
    /// pool (which SQLiteNIO and PostgresNIO run on), the modules' registries, the snapshots' hash and the machine's
    /// time zone (a new user's default).
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
    }
}
