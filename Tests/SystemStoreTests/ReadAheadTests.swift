import Synchronization
import Testing

@testable import SystemStore

/// `withReadAhead`: what a transfer relies on when it reads one page ahead of writing it.
struct ReadAheadTests {
    struct Broken: Error, Equatable {}

    /// What a producer did, seen from the test.
    final class Tally: Sendable {
        let made = Atomic(0)
        let finished = Atomic(false)
        var count: Int { made.load(ordering: .relaxed) }
        var ended: Bool { finished.load(ordering: .relaxed) }
    }

    @Test(arguments: [0, 1, 2, 50])
    func everyPieceArrivesOnceInOrderThenNil(_ count: Int) async throws {
        let received = try await withReadAhead({ yield in
            for piece in 0..<count { try await yield(piece) }
        }) { next in
            var received: [Int] = []
            while let piece = try await next() { received.append(piece) }
            #expect(try await next() == nil)
            return received
        }
        #expect(received == Array(0..<count))
    }

    @Test(arguments: [0, 1, 5])
    func whatTheProducerThrowsComesAfterThePiecesBeforeIt(_ failingAt: Int) async throws {
        var received: [Int] = []
        await #expect(throws: Broken()) {
            try await withReadAhead({ yield in
                for piece in 0..<10 {
                    if piece == failingAt { throw Broken() }
                    try await yield(piece)
                }
            }) { next in
                while let piece = try await next() { received.append(piece) }
            }
        }
        #expect(received == Array(0..<failingAt))
    }

    @Test
    func aConsumerThatStopsEarlyStopsTheProducerBeforeItReturns() async throws {
        // Given a producer of a thousand pieces that counts what it made
        let tally = Tally()
        let first = try await withReadAhead({ yield in
            defer { tally.finished.store(true, ordering: .relaxed) }
            for piece in 0..<1_000 {
                tally.made.add(1, ordering: .relaxed)
                try await yield(piece)
            }
        }) { next in
            // When the consumer takes two and returns
            [try await next(), try await next()]
        }

        // Then the producer made at most one more than it handed over, and had ended when the call returned
        #expect(first == [0, 1])
        #expect(tally.count <= 3)
        #expect(tally.ended)
    }

    @Test
    func aConsumerThatThrowsStopsTheProducerAndItsErrorIsTheOneThrown() async throws {
        let tally = Tally()
        await #expect(throws: Broken()) {
            try await withReadAhead({ yield in
                defer { tally.finished.store(true, ordering: .relaxed) }
                for piece in 0..<1_000 { try await yield(piece) }
            }) { next in
                _ = try await next()
                throw Broken()
            }
        }
        #expect(tally.ended)
    }
}
