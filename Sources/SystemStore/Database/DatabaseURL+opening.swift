import Dispatch
import Synchronization

extension DatabaseURL {
    /// Starts, on the other core, what a command opening this database will need, while the first core reads the
    /// command line: the warm-up (``warmUp()``) and, for a SQLite file that exists with its schema up to date, the
    /// opening itself. The next ``open()`` of the same URL takes that database instead of opening another.
    ///
    /// `url` is a guess made before the command line is read: opening a file that way creates and changes nothing, and
    /// a database nobody takes is closed by ``closeUnusedOpening()``. Opening a PostgreSQL database (a connection
    /// over the network, with a password) always waits to be asked.
    public static func startOpening(_ url: DatabaseURL?) {
        // The warm-up on a thread of its own: each step of the opening after a statement needs a thread of Swift's
        // pool (two, one per core), and the command line is read on the other.
        DispatchQueue.global().async { warmUp() }
        let task = Task.detached { () -> (any Database)? in
            guard case .sqlite(let path)? = url else { return nil }
            return try? await SQLiteEventStore.openIfUpToDate(path: path)
        }
        guard let url else { return }
        let replaced = early.withLock { early in
            defer { early = (url, task) }
            return early?.task
        }
        if let replaced { Task { try? await replaced.value?.close() } }
    }

    /// The database opened by ``startOpening(_:)`` for this URL, once; nil if none was started or it could not open.
    static func takeEarlyOpening(of url: DatabaseURL) async -> (any Database)? {
        let task = early.withLock { early -> Task<(any Database)?, Never>? in
            guard let started = early, started.url == url else { return nil }
            early = nil
            return started.task
        }
        return await task?.value
    }

    /// Closes the database ``startOpening(_:)`` opened if the command never took it (it opened another, or none).
    public static func closeUnusedOpening() async {
        let task = early.withLock { early in
            defer { early = nil }
            return early?.task
        }
        try? await task?.value?.close()
    }

    private static let early = Mutex<(url: DatabaseURL, task: Task<(any Database)?, Never>)?>(nil)
}
