import AsyncAlgorithms

/// Runs `consume` on the pieces `produce` makes, each made one ahead in a child task: while the caller works on one
/// piece, the next is being read on the other core.
///
/// A history moves in stages that each wait for the one before: a page of events is read from the database, turned
/// into lines, and the lines are checked and written elsewhere. Run in turn, each stage left the second core idle
/// while the other worked (a migration kept a third of the machine idle); one ahead, the stages overlap. The channel
/// hands a piece over only when `consume` asks for it, so at most one piece waits, and memory stays a page.
///
/// `next` gives nil after the last piece and throws what `produce` threw. When `consume` returns or throws before
/// the end, the producer is cancelled at its next piece and awaited, so nothing runs on after this returns.
func withReadAhead<Piece: Sendable, Result>(
    _ produce: @escaping @Sendable (_ yield: (Piece) async throws -> Void) async throws -> Void,
    consume: (_ next: () async throws -> Piece?) async throws -> Result
) async throws -> Result {
    let channel = AsyncThrowingChannel<Piece, any Error>()
    return try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
            do {
                try await produce { piece in
                    await channel.send(piece)
                    try Task.checkCancellation()  // `send` returns without handing it over once the consumer has gone
                }
                channel.finish()
            } catch {
                channel.fail(error)
            }
        }
        defer { group.cancelAll() }
        var pieces = channel.makeAsyncIterator()
        return try await consume { try await pieces.next() }
    }
}
