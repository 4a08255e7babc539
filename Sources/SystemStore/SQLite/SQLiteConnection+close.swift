import NIOCore
import SQLiteNIO

extension SQLiteConnection {
    /// Closes the connection, even from a task that has been cancelled.
    ///
    /// SQLiteNIO's `async` close runs on NIO's thread pool through a cancellable submission: from a cancelled task
    /// it throws `CancellationError` and leaves the file open. A connection freed open stops a debug build (an
    /// assertion in its `deinit`) and leaks the file and its WAL in a release one. A server shut down by a signal, or
    /// a test stopped by its time limit, closes from just such a task, so every close goes through the future, which
    /// cancellation does not touch.
    func closeEvenIfCancelled() async throws {
        let closed: EventLoopFuture<Void> = close()
        try await closed.get()
    }
}
