import SystemCore

/// One user's commands, in one process, take turns: each waits for the one before it to be recorded.
///
/// Commands racing inside one server would only make each other decide again on fresh state, over and over; so they
/// queue here, first come first served, and the optimistic retry in ``SystemService`` is left for what it is for:
/// other processes on the same database (another server, the CLI). Different users never wait for each other.
actor CommandQueue {
    /// Users with a command running, and the commands waiting behind it, in order.
    private var waiting: [UserID: [CheckedContinuation<Void, Never>]] = [:]

    /// Runs `body` when every earlier command of `user` in this queue has finished.
    nonisolated func inTurn<Result: Sendable>(for user: UserID, _ body: () async throws -> Result) async throws -> Result {
        await acquire(user)
        do {
            let result = try await body()
            await release(user)
            return result
        } catch {
            await release(user)
            throw error
        }
    }

    private func acquire(_ user: UserID) async {
        guard waiting[user] != nil else {
            waiting[user] = []
            return
        }
        await withCheckedContinuation { waiting[user]!.append($0) }
    }

    /// Passes the turn to the next command waiting, or frees the user's queue.
    private func release(_ user: UserID) {
        guard var queue = waiting[user], !queue.isEmpty else {
            waiting[user] = nil
            return
        }
        let next = queue.removeFirst()
        waiting[user] = queue
        next.resume()
    }
}
