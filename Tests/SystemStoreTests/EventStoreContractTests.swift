import Foundation
import SystemCore
import SystemStore
import Testing

/// The contract every ``EventStore`` keeps, run against each backend.
@Suite(.serialized, .timeLimit(.minutes(15))) struct EventStoreContractTests {
    let alice = UserID("alice")
    let bob = UserID("bob")

    @Test(arguments: Backend.allCases)
    func appendToAnEmptyStreamThenToItsVersion(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given an empty stream
            #expect(try await store.version(of: alice) == 0)

            // When one event is appended expecting no stream, then two expecting version 1
            let first = [note(1)]
            let second = [note(2), note(3)]
            let firstResult = try await store.append(first, to: alice, expecting: .noStream)
            let secondResult = try await store.append(second, to: alice, expecting: .exact(1))

            // Then the stream holds all three in order, numbered 1, 2, 3, with what was given
            #expect(firstResult == .appended(version: 1))
            #expect(secondResult == .appended(version: 3))
            #expect(try await store.version(of: alice) == 3)
            let stored = try await store.read(alice, after: 0, limit: 100)
            #expect(stored.map(\.seq) == [1, 2, 3])
            #expect(stored.map(\.id) == (first + second).map(\.id))
            for (envelope, pending) in zip(stored, first + second) {
                #expect(envelope.stream == alice)
                #expect(envelope.type == pending.type)
                #expect(envelope.schemaVersion == pending.schemaVersion)
                #expect(envelope.payload == pending.payload)
                #expect(envelope.recordedAt == pending.recordedAt)
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func appendingWithAnyExpectationAlwaysAppends(_ backend: Backend) async throws {
        try await backend.withStore { store async throws in
            #expect(try await store.append(notes(2), to: alice, expecting: .any) == .appended(version: 2))
            #expect(try await store.append(notes(3, from: 3), to: alice, expecting: .any) == .appended(version: 5))
            #expect(try await store.readAll(alice).map(\.seq) == [1, 2, 3, 4, 5])
        }
    }

    @Test(arguments: Backend.allCases)
    func readAfterAPositionWithALimit(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given ten events
            let events = notes(10)
            _ = try await store.append(events, to: alice, expecting: .noStream)

            // Then reads return the events after the position, at most `limit` of them
            #expect(try await store.read(alice, after: 3, limit: 4).map(\.seq) == [4, 5, 6, 7])
            #expect(try await store.read(alice, after: 3, limit: 4).map(\.id) == events[3..<7].map(\.id))
            #expect(try await store.read(alice, after: 8, limit: 10).map(\.seq) == [9, 10])
            #expect(try await store.read(alice, after: 10, limit: 10).isEmpty)
            #expect(try await store.read(alice, after: 0, limit: 0).isEmpty)
            #expect(try await store.read(alice, after: 0, limit: 1).map(\.seq) == [1])
            #expect(try await store.readAll(alice, after: 6).map(\.seq) == [7, 8, 9, 10])
            #expect(try await store.readAll(alice).count == 10)

            // And an unknown stream is empty at version 0
            #expect(try await store.read(bob, after: 0, limit: 10).isEmpty)
            #expect(try await store.version(of: bob) == 0)
        }
    }

    @Test(arguments: Backend.allCases)
    func aWrongExpectationIsAConflictAndWritesNothing(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given a stream at version 2
            _ = try await store.append(notes(2), to: alice, expecting: .noStream)

            for expected in [ExpectedVersion.noStream, .exact(0), .exact(1), .exact(3), .exact(100)] {
                // When a batch is appended with the wrong expectation
                let rejected = notes(3, from: 10)
                let error = try await #require(throws: EventStoreError.self) {
                    try await store.append(rejected, to: alice, expecting: expected)
                }

                // Then it is a conflict and none of the batch was stored
                #expect(error.isConflict, "\(expected)")
                #expect(error.description.contains("found 2"), "\(error)")
                for event in rejected { #expect(try await store.event(event.id, in: alice) == nil) }
            }
            #expect(try await store.version(of: alice) == 2)
            #expect(try await store.readAll(alice).count == 2)
        }
    }

    @Test(arguments: Backend.allCases)
    func aBatchIsAtomic(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given a batch of 50 appended at once
            let batch = notes(50)
            #expect(try await store.append(batch, to: alice, expecting: .noStream) == .appended(version: 50))
            #expect(try await store.readAll(alice).map(\.seq) == Array(1...50))

            // When another batch of 50 conflicts
            let conflicting = notes(50, from: 51)
            await #expect(throws: EventStoreError.self) {
                try await store.append(conflicting, to: alice, expecting: .exact(49))
            }

            // Then the stream is exactly as it was: none of the second batch got in
            let stored = try await store.readAll(alice)
            #expect(stored.map(\.id) == batch.map(\.id))
            #expect(try await store.version(of: alice) == 50)
            for event in conflicting { #expect(try await store.event(event.id, in: alice) == nil) }
        }
    }

    /// A whole imported history is one append, beyond SQLite's limit on bound parameters (32,766: seven columns of
    /// 6,000 events are 42,000). Not larger: under the whole suite's load on two cores, twenty thousand rows through
    /// PostgreSQL's contiguity trigger once took longer than the store's 30-second statement timeout.
    @Test(arguments: Backend.allCases)
    func aLongBatchIsOneAtomicAppend(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given one stored event
            let stored = note(0)
            _ = try await store.append([stored], to: alice, expecting: .noStream)

            // When 6,000 new events and, last, the stored one are appended, Then none of them is written
            let batch = notes(6_000)
            await #expect(throws: EventStoreError.duplicateIDMismatch) {
                try await store.append(batch + [stored], to: alice, expecting: .exact(1))
            }
            #expect(try await store.version(of: alice) == 1)

            // And the 6,000 alone are appended whole, in order
            #expect(try await store.append(batch, to: alice, expecting: .exact(1)) == .appended(version: 6_001))
            let events = try await store.readAll(alice)
            #expect(events.map(\.id) == [stored.id] + batch.map(\.id))
            #expect(events.map(\.seq) == Array(1...6_001))
            #expect(events.last?.payload == batch.last?.payload)
        }
    }

    /// Regression: SQLite reported a batch repeating an id as a conflict (so callers retried a batch that can never
    /// succeed), and with `.any` it retried it forever.
    @Test(.timeLimit(.minutes(15)), arguments: Backend.allCases, [ExpectedVersion.noStream, .any])
    func aBatchRepeatingAnIdIsRefusedAndWritesNothing(_ backend: Backend, _ expected: ExpectedVersion) async throws {
        try await backend.withStore { store async throws in
            // Given a batch whose third event reuses the id of the first
            let first = note(1)
            let batch = [first, note(2), note(3, id: first.id)]

            // When it is appended, Then it is refused as a mismatch and nothing is written
            await #expect(throws: EventStoreError.duplicateIDMismatch) {
                try await store.append(batch, to: alice, expecting: expected)
            }
            #expect(try await store.version(of: alice) == 0)
            #expect(try await store.event(first.id, in: alice) == nil)
        }
    }

    @Test(arguments: Backend.allCases)
    func reappendingTheSameBatchIsADuplicate(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given a batch of three appended
            let batch = notes(3)
            _ = try await store.append(batch, to: alice, expecting: .noStream)
            let originals = try await store.readAll(alice)

            // When the very same batch is appended again, with its old expectation or the current one
            let retry = try await store.append(batch, to: alice, expecting: .noStream)
            let retryAtCurrent = try await store.append(batch, to: alice, expecting: .exact(3))
            let retryAny = try await store.append(batch, to: alice, expecting: .any)

            // Then each is a duplicate carrying the original envelopes, and nothing was written
            for result in [retry, retryAtCurrent, retryAny] {
                #expect(result.isDuplicate)
                #expect(result.duplicates == originals)
            }
            #expect(try await store.version(of: alice) == 3)
            #expect(try await store.readAll(alice) == originals)
        }
    }

    @Test(arguments: Backend.allCases)
    func aBatchMixingStoredAndNewIdsIsRefused(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given a stream with three events
            let batch = notes(3)
            _ = try await store.append(batch, to: alice, expecting: .noStream)

            // When a batch repeats one stored id next to a new one
            let fresh = note(4)
            let error = try await #require(throws: EventStoreError.self) {
                try await store.append([batch[2], fresh], to: alice, expecting: .exact(3))
            }

            // Then it is refused as a mismatch, not a conflict, and the new event was not written
            #expect(error == .duplicateIDMismatch)
            #expect(!error.isConflict)
            #expect(try await store.event(fresh.id, in: alice) == nil)
            #expect(try await store.version(of: alice) == 3)
        }
    }

    @Test(arguments: Backend.allCases)
    func theSameIdMayBeStoredInAnotherStreamAndEachStreamSeesOnlyItsOwn(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given an event in Alice's stream
            let event = note(1)
            _ = try await store.append([event], to: alice, expecting: .noStream)

            // When an event with the same id (another payload) is appended to Bob's stream
            let copy = PendingEvent(
                id: event.id, recordedAt: recordedAt, type: "test.note", schemaVersion: 1,
                payload: Data(#"{"n":2}"#.utf8))
            let result = try await store.append([copy], to: bob, expecting: .noStream)

            // Then it is stored there, and each stream reads only its own
            #expect(result == .appended(version: 1))
            #expect(try await store.version(of: alice) == 1)
            #expect(try await store.version(of: bob) == 1)
            let fromAlice = try await store.event(event.id, in: alice)
            let fromBob = try await store.event(event.id, in: bob)
            #expect(fromAlice?.stream == alice)
            #expect(fromAlice?.payload == event.payload)
            #expect(fromBob?.stream == bob)
            #expect(fromBob?.payload == copy.payload)
            #expect(try await store.readAll(alice).map(\.payload) == [event.payload])
            #expect(try await store.readAll(bob).map(\.payload) == [copy.payload])
            #expect(try await store.event(event.id, in: UserID("carol")) == nil)

            // And a retry in Bob's stream is still a duplicate of Bob's event, not Alice's
            let retry = try await store.append([copy], to: bob, expecting: .noStream)
            #expect(retry.duplicates?.map(\.stream) == [bob])
            #expect(retry.duplicates?.map(\.payload) == [copy.payload])
            #expect(try await store.version(of: bob) == 1)
        }
    }

    @Test(arguments: Backend.allCases)
    func streamsAreIndependent(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given events appended to two streams, interleaved
            let aliceEvents = notes(3)
            let bobEvents = notes(2, from: 10)
            _ = try await store.append([aliceEvents[0]], to: alice, expecting: .noStream)
            _ = try await store.append([bobEvents[0]], to: bob, expecting: .noStream)
            _ = try await store.append(Array(aliceEvents[1...]), to: alice, expecting: .exact(1))
            _ = try await store.append([bobEvents[1]], to: bob, expecting: .exact(1))

            // Then each stream is numbered on its own and holds only its own events
            #expect(try await store.version(of: alice) == 3)
            #expect(try await store.version(of: bob) == 2)
            let aliceStored = try await store.readAll(alice)
            let bobStored = try await store.readAll(bob)
            #expect(aliceStored.map(\.id) == aliceEvents.map(\.id))
            #expect(aliceStored.map(\.seq) == [1, 2, 3])
            #expect(bobStored.map(\.id) == bobEvents.map(\.id))
            #expect(bobStored.map(\.seq) == [1, 2])
            #expect(bobStored.allSatisfy { $0.stream == bob })
        }
    }

    @Test(arguments: Backend.allCases)
    func lookUpAnEventById(_ backend: Backend) async throws {
        try await backend.withStore { store in
            let events = notes(3)
            _ = try await store.append(events, to: alice, expecting: .noStream)

            let lookedUp = try await store.event(events[1].id, in: alice)
            let found = try #require(lookedUp)
            #expect(found.seq == 2)
            #expect(found.stream == alice)
            #expect(found.payload == events[1].payload)
            let read = try await store.read(alice, after: 1, limit: 1)
            #expect(read == [found])
            #expect(try await store.event(EventID(UUID()), in: alice) == nil)
        }
    }

    @Test(arguments: Backend.allCases)
    func storedEventsDecodeBackToDomainEvents(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given real domain events decided by the core
            var state = UserState(defaultTimeZone: "UTC")
            let id = IntentionID(UUID())
            let events = try state.decide(.startIntention(id: id, text: "Write “it” / ship it", minutes: 25), now: recordedAt)
            let pending = try events.map { try PendingEvent(id: EventID(UUID()), recordedAt: recordedAt, event: $0) }

            // When they are stored and read back
            _ = try await store.append(pending, to: alice, expecting: .noStream)
            let stored = try await store.readAll(alice)

            // Then they decode to the same events and fold into the same state
            let decoded = try stored.map { try $0.decoded() }
            #expect(decoded == events.map(Optional.some))
            for envelope in stored { state.apply(envelope) }
            #expect(state.intentions[id]?.text == "Write “it” / ship it")
            #expect(state.version == 1)
        }
    }

    @Test(arguments: Backend.allCases)
    func concurrentAppendersEachGetTheirTurn(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given 20 writers, each appending one event at the version it read and retrying when it loses a race
            let events = notes(20)
            let stream = alice
            try await withThrowingTaskGroup(of: Int.self) { group in
                for event in events {
                    group.addTask {
                        var attempts = 0
                        while true {
                            attempts += 1
                            let version = try await store.version(of: stream)
                            do {
                                _ = try await store.append([event], to: stream, expecting: .exact(version))
                                return attempts
                            } catch let error as EventStoreError where error.isConflict {
                                continue
                            }
                        }
                    }
                }
                for try await attempts in group { #expect(attempts <= 20) }
            }

            // Then the stream holds every event exactly once, numbered 1…20 without gaps
            #expect(try await store.version(of: stream) == 20)
            let stored = try await store.readAll(stream)
            #expect(stored.map(\.seq) == Array(1...20))
            #expect(Set(stored.map(\.id)) == Set(events.map(\.id)))
            #expect(stored.count == 20)
        }
    }

    // MARK: A whole history in one transaction

    @Test(arguments: Backend.allCases)
    func aHistoryIsAppendedBatchByBatchInOneTransaction(_ backend: Backend) async throws {
        try await backend.withStore { store async throws in
            // Given 4,500 events in three batches
            let events = notes(4_500)
            let batches = stride(from: 0, to: events.count, by: 1_500).map { Array(events[$0..<$0 + 1_500]) }

            // When they are appended as one history
            let returned = try await store.appendHistory(to: alice) { appender in
                for batch in batches { try await appender.append(batch) }
                return "done"
            }

            // Then the stream holds them all, in order, numbered 1…4,500, and the body's result comes back
            #expect(returned == "done")
            #expect(try await store.version(of: alice) == 4_500)
            let stored = try await store.readAll(alice)
            #expect(stored.map(\.seq) == Array(1...4_500))
            #expect(stored.map(\.id) == events.map(\.id))
            #expect(stored.last?.payload == events.last?.payload)
            #expect(stored.last?.recordedAt == events.last?.recordedAt)
        }
    }

    /// The import's guarantee: a bad line found after thousands of events were handed to the store writes none.
    @Test(arguments: Backend.allCases)
    func aHistoryWhoseBodyFailsAfterManyBatchesWritesNothing(_ backend: Backend) async throws {
        try await backend.withStore { store async throws in
            struct BadLine: Error, Equatable {}
            let events = notes(5_000)

            // When five batches are appended and then the body fails
            await #expect(throws: BadLine()) {
                try await store.appendHistory(to: alice) { appender in
                    for start in stride(from: 0, to: events.count, by: 1_000) {
                        try await appender.append(Array(events[start..<start + 1_000]))
                    }
                    throw BadLine()
                }
            }

            // Then the body's own error comes back and none of the events was written
            #expect(try await store.version(of: alice) == 0)
            #expect(try await store.event(events[0].id, in: alice) == nil)
            #expect(try await store.event(events[4_999].id, in: alice) == nil)

            // And the stream takes the history once the body succeeds
            _ = try await store.appendHistory(to: alice) { appender in try await appender.append(events) }
            #expect(try await store.version(of: alice) == 5_000)
        }
    }

    /// The store finds a repeated id (an importer keeps no set of the ids it has seen) and names both events by seq:
    /// in the same batch, or in a later one at its start, past SQLite's first multi-row statement, or at its end.
    @Test(arguments: Backend.allCases.flatMap { backend in [(1, 0), (1, 600), (1, 999), (0, 700)].map { (backend, $0, $1) } })
    func aHistoryRepeatingAnIdIsRefusedNamingBothEventsAndWritesNothing(_ backend: Backend, _ batch: Int, _ offset: Int) async throws {
        try await backend.withStore { store async throws in
            // Given two batches where the event at `offset` of batch `batch` repeats the id of the first batch's 101st
            var batches = [notes(1_000), notes(1_000, from: 1_001)]
            let repeated = batches[0][100].id
            batches[batch][offset] = note(batch * 1_000 + offset + 1, id: repeated)

            // When they are appended as one history
            let error = await #expect(throws: EventStoreError.self) {
                try await store.appendHistory(to: alice) { appender in
                    for events in batches { try await appender.append(events) }
                    try await appender.flush()
                }
            }

            // Then the store names the repeat and the event that had the id first, and writes nothing
            let named = try #require(error?.repeatedID)
            #expect(named.id == repeated)
            #expect(named.seq == Int64(batch * 1_000 + offset + 1))
            #expect(named.first == 101)
            #expect(try await store.version(of: alice) == 0)
            #expect(try await store.event(batches[0][0].id, in: alice) == nil)
        }
    }

    @Test(arguments: Backend.allCases)
    func aHistoryIntoAStreamWithEventsIsAConflictAndChangesNothing(_ backend: Backend) async throws {
        try await backend.withStore { store async throws in
            // Given a stream with one event
            _ = try await store.append([note(1)], to: alice, expecting: .noStream)

            // When a history is appended to it
            var asked = false
            let error = try await #require(throws: EventStoreError.self) {
                try await store.appendHistory(to: alice) { appender in
                    asked = true
                    try await appender.append(notes(3, from: 2))
                }
            }

            // Then it is a conflict found before the history was asked for, and the stream is as it was
            #expect(error.isConflict)
            #expect(error.description.contains("found 1"))
            #expect(!asked)
            #expect(try await store.version(of: alice) == 1)
        }
    }

    @Test(arguments: Backend.allCases)
    func twoHistoriesIntoOneStreamAtOnceWriteOneWhole(_ backend: Backend) async throws {
        try await backend.withStore { store async throws in
            // Given two imports of different histories into the same empty stream, at the same time
            let histories = [notes(3_000), notes(2_000, from: 5_000)]
            let stream = alice
            let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
                for history in histories {
                    group.addTask {
                        do {
                            try await store.appendHistory(to: stream) { appender in
                                for start in stride(from: 0, to: history.count, by: 500) {
                                    try await appender.append(Array(history[start..<start + 500]))
                                }
                            }
                            return true
                        } catch let error as EventStoreError where error.isConflict {
                            return false
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            // Then one is written whole, the other is a conflict that left nothing of its own
            #expect(outcomes.filter { $0 }.count == 1)
            let stored = try await store.readAll(stream).map(\.id)
            #expect(histories.contains { $0.map(\.id) == stored })
        }
    }

    @Test(arguments: Backend.allCases)
    func idempotencyRecordsKeepTheFirstResponsePerUser(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given no record
            #expect(try await store.idempotencyRecord("key-1", for: alice) == nil)

            // When a record is saved, and then another under the same key
            let first = IdempotencyRecord(key: "key-1", fingerprint: "POST /intentions abc", status: 201, body: #"{"id":"1"}"#)
            let second = IdempotencyRecord(key: "key-1", fingerprint: "POST /intentions def", status: 409, body: "{}")
            try await store.save(first, for: alice)
            try await store.save(second, for: alice)

            // Then the first one wins
            #expect(try await store.idempotencyRecord("key-1", for: alice) == first)

            // And keys belong to one user: Bob has none until he saves his own
            #expect(try await store.idempotencyRecord("key-1", for: bob) == nil)
            try await store.save(second, for: bob)
            #expect(try await store.idempotencyRecord("key-1", for: bob) == second)
            #expect(try await store.idempotencyRecord("key-1", for: alice) == first)
            #expect(try await store.idempotencyRecord("key-2", for: alice) == nil)
        }
    }
}
