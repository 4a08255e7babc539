import Foundation
import Testing

@testable import SystemCore
@testable import SystemStore

/// The application service: commands decided on the latest state, appended with optimistic concurrency.
@Suite struct SystemServiceTests {
    let user = UserID.local
    let store = MemoryEventStore()
    let clock = ManualClock(instant("2026-11-20T09:00:00Z"))

    var service: SystemService { SystemService(storage: store, clock: clock, defaultTimeZone: "UTC") }

    @Test func startThenEnd() async throws {
        // Given a service with an empty store
        let service = service
        let id = IntentionID(UUID())

        // When an intention is started
        let started = try await service.execute(.startIntention(id: id, text: "Write", minutes: 25), for: user)

        // Then it is recorded and running
        #expect(!started.isReplay)
        #expect(started.events.count == 1)
        #expect(started.state.intentions.running?.id == id)
        #expect(started.state.version == 1)

        // When it is ended 25 minutes later
        clock.advance(by: 25 * 60)
        let ended = try await service.execute(.endIntention(id: id), for: user)

        // Then it ended at that moment, and the store holds both events
        #expect(ended.events == [.intentionEnded(.init(intentionId: id, endedAt: instant("2026-11-20T09:25:00Z")))])
        #expect(ended.state.intentions[id]?.actualMinutes == 25)
        #expect(ended.state.intentions.running == nil)
        #expect(try await store.version(of: user) == 2)
        #expect(try await store.readAll(user).map(\.type) == ["intention.started", "intention.ended"])
    }

    @Test func aRefusedCommandWritesNothing() async throws {
        let service = service
        let error = try await #require(throws: DomainError.self) {
            try await service.execute(.endIntention(id: IntentionID(UUID())), for: user)
        }
        #expect(error.code == "intention_not_found")
        #expect(try await store.version(of: user) == 0)
    }

    @Test func aCommandThatChangesNothingWritesNothing() async throws {
        let service = service
        let id = IntentionID(UUID())
        try await service.execute(.startIntention(id: id, text: "Write", minutes: 25), for: user)

        let outcome = try await service.execute(.editIntention(id: id, text: "Write", startedAt: nil, endedAt: nil), for: user)
        #expect(outcome.events.isEmpty)
        #expect(!outcome.isReplay)
        #expect(try await store.version(of: user) == 1)
    }

    @Test func anIdempotencyKeyReplays() async throws {
        // Given a start sent with an idempotency key, and the id the key names
        let service = service
        let id = SystemService.newIntentionID(for: user, idempotencyKey: "req-1")
        #expect(id == SystemService.newIntentionID(for: user, idempotencyKey: "req-1"))
        #expect(id != SystemService.newIntentionID(for: UserID("someone-else"), idempotencyKey: "req-1"))

        // When it is sent twice
        let first = try await service.execute(.startIntention(id: id, text: "Write", minutes: 25), for: user, idempotencyKey: "req-1")
        let second = try await service.execute(.startIntention(id: id, text: "Write", minutes: 25), for: user, idempotencyKey: "req-1")

        // Then the second is a replay and there is one intention
        #expect(!first.isReplay)
        #expect(first.events.count == 1)
        #expect(second.isReplay)
        #expect(second.events.isEmpty)
        #expect(second.state.intentions.count == 1)
        #expect(try await store.version(of: user) == 1)

        // And it stays a replay after the intention ended (it is not refused as a second start)
        try await service.execute(.endIntention(id: id), for: user)
        let late = try await service.execute(.startIntention(id: id, text: "Write", minutes: 25), for: user, idempotencyKey: "req-1")
        #expect(late.isReplay)
        #expect(try await store.version(of: user) == 2)

        // While another key is a new request
        let other = SystemService.newIntentionID(for: user, idempotencyKey: "req-2")
        let next = try await service.execute(.startIntention(id: other, text: "Read", minutes: 10), for: user, idempotencyKey: "req-2")
        #expect(!next.isReplay)
        #expect(next.state.intentions.count == 2)
    }

    @Test func concurrentStartsLetExactlyOneWin() async throws {
        // Given ten clients starting different intentions at once
        let service = service
        let user = user
        let results = await withTaskGroup(of: Result<IntentionID, any Error>.self) { group in
            for number in 0..<10 {
                group.addTask {
                    let id = IntentionID(UUID())
                    do {
                        try await service.execute(.startIntention(id: id, text: "Task \(number)", minutes: 25), for: user)
                        return .success(id)
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: [Result<IntentionID, any Error>]()) { $0.append($1) }
        }

        // Then exactly one started; the other nine were refused because it was running
        let winners = results.compactMap { try? $0.get() }
        #expect(winners.count == 1)
        let codes = results.compactMap { result -> String? in
            guard case .failure(let error) = result else { return nil }
            return (error as? DomainError)?.code ?? "\(error)"
        }
        #expect(codes == Array(repeating: "intention_running", count: 9))
        #expect(try await store.version(of: user) == 1)
        let state = try await service.state(for: user)
        #expect(state.intentions.count == 1)
        #expect(state.intentions.running?.id == winners.first)
    }

    @Test func concurrentRetriesOfOneRequestWriteOnce() async throws {
        // Given five copies of one request (same idempotency key) sent at once
        let service = service
        let user = user
        let id = SystemService.newIntentionID(for: user, idempotencyKey: "retry-me")
        let replays = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<5 {
                group.addTask {
                    try await service.execute(
                        .startIntention(id: id, text: "Write", minutes: 25), for: user,
                        idempotencyKey: "retry-me"
                    ).isReplay
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }

        // Then none is refused, one wrote and the rest are replays
        #expect(replays.filter { !$0 }.count == 1)
        #expect(replays.filter { $0 }.count == 4)
        #expect(try await store.version(of: user) == 1)
    }

    @Test func theProjectionSeesAnotherWritersEvents() async throws {
        // Given a service whose cache has seen the empty stream
        let service = service
        #expect(try await service.state(for: user).version == 0)

        // When another writer appends a start directly to the store
        let id = IntentionID(UUID())
        let events = try UserState(defaultTimeZone: "UTC")
            .decide(.startIntention(id: id, text: "From the CLI", minutes: 25), now: clock.now())
        let pending = try events.map { try PendingEvent(id: EventID(UUID()), recordedAt: clock.now(), event: $0) }
        _ = try await store.append(pending, to: user, expecting: .noStream)

        // Then the service's next read includes it
        let state = try await service.state(for: user)
        #expect(state.version == 1)
        #expect(state.intentions.running?.text == "From the CLI")

        // And commands are decided on it: a second start is refused, ending works
        await #expect(throws: DomainError.self) {
            try await service.execute(.startIntention(id: IntentionID(UUID()), text: "Other", minutes: 5), for: user)
        }
        clock.advance(by: 600)
        let ended = try await service.execute(.endIntention(id: id), for: user)
        #expect(ended.state.intentions[id]?.actualMinutes == 10)
        #expect(ended.state.version == 2)
    }

    @Test func aCommandIsDecidedOnWhatAnotherServiceWrote() async throws {
        // Given a service that has cached the state, and another service on the same store that starts an intention
        let service = service
        _ = try await service.state(for: user)
        let id = IntentionID(UUID())
        let other = SystemService(storage: store, clock: clock, defaultTimeZone: "UTC")
        try await other.execute(.startIntention(id: id, text: "Elsewhere", minutes: 25), for: user)

        // When the first service ends it, Then it catches up first and records the end after the start
        let ended = try await service.execute(.endIntention(id: id), for: user)
        #expect(ended.state.version == 2)
        #expect(try await store.readAll(user).map(\.seq) == [1, 2])
    }

    @Test func resettingTheCacheRebuildsTheSameState() async throws {
        let service = service
        let id = IntentionID(UUID())
        try await service.execute(.startIntention(id: id, text: "Write", minutes: 25), for: user)
        try await service.execute(.tagIntention(id: id, tags: [.init("Side project")]), for: user)

        await service.projections.reset()
        let rebuilt = try await service.state(for: user)
        #expect(rebuilt.version == 3)  // label created, tagged, after the start
        #expect(rebuilt.intentions[id]?.tags.map(\.rawValue) == ["side-project"])
        #expect(rebuilt.label(named: "side project")?.kind == .traction)
    }

    /// Several servers on one database: each has its own projection cache, and their writes race.
    // The limit only catches a hang: on a loaded 2-core machine this race has taken over a minute.
    @Test(.timeLimit(.minutes(15)), arguments: Backend.allCases)
    func servicesSharingAStoreLoseNothingUnderConcurrentWrites(_ backend: Backend) async throws {
        let clock = clock
        let user = user
        try await backend.withStore { store in
            // Given three services on one store, each with its own cache, as three servers would have
            let services = (0..<3).map { _ in SystemService(storage: store, clock: clock, defaultTimeZone: "UTC") }
            for service in services { _ = try await service.state(for: user) }

            // When 45 labels are created through them at once
            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in 0..<45 {
                    let service = services[number % services.count]
                    group.addTask { try await service.execute(.createLabel(name: "Label \(number)", kind: .traction), for: user) }
                }
                try await group.waitForAll()
            }

            // Then each was recorded exactly once, numbered without gaps, and every service reads the same state
            let stored = try await store.readAll(user)
            #expect(stored.map(\.seq) == Array(1...45))
            for service in services {
                let state = try await service.state(for: user)
                #expect(state.version == 45)
                #expect(Set(state.labels.values.map(\.name).filter { $0.hasPrefix("Label ") }) == Set((0..<45).map { "Label \($0)" }))
            }
        }
    }

    @Test func aUsersCommandsInOneServiceTakeTurnsInsteadOfRacing() async throws {
        // Given one service (one server) on a store that counts the appends that lost a race
        let store = CountingConflicts(MemoryEventStore())
        let service = SystemService(storage: store, clock: clock, defaultTimeZone: "UTC")
        let user = user

        // When 30 commands of one user arrive at once
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<30 {
                group.addTask { try await service.execute(.createLabel(name: "Label \(number)", kind: .traction), for: user) }
            }
            try await group.waitForAll()
        }

        // Then each was decided once, on the latest state: no append lost a race, all 30 are recorded
        #expect(await store.conflicts == 0)
        #expect(try await service.state(for: user).version == 30)
    }

    @Test func aCommandThatKeepsLosingRacesGivesUpWithTheConflict() async throws {
        // Given a store on which every append loses a race
        let store = AlwaysConflicting()
        let service = SystemService(storage: store, clock: clock, defaultTimeZone: "UTC")

        // When a command is executed, Then it is tried a bounded number of times and the conflict is reported
        let error = try await #require(throws: EventStoreError.self) {
            try await service.execute(.createLabel(name: "Never", kind: .traction), for: user)
        }
        #expect(error.isConflict)
        #expect(await store.appends == SystemService.maxAttempts)
    }

    @Test(arguments: [1, 2, 3, 5, 7, 8, 15, 40])
    func pausesBetweenTriesDoubleUpTo128Milliseconds(_ attempt: Int) {
        let ceiling = Duration.milliseconds(min(1 << attempt, 128))
        for _ in 0..<100 {
            let pause = SystemService.backoff(after: attempt)
            #expect(pause >= .zero && pause <= ceiling)
        }
    }
}

/// A store where another writer always got there first.
private actor AlwaysConflicting: EventStore, IdempotencyStore {
    private(set) var appends = 0

    func append(_ events: [PendingEvent], to stream: UserID, expecting expected: ExpectedVersion) throws -> AppendResult {
        appends += 1
        throw EventStoreError.conflict(expected: expected, actual: 0)
    }

    func read(_ stream: UserID, after seq: Int64, limit: Int) -> [EventEnvelope] { [] }
    func version(of stream: UserID) -> Int64 { 0 }
    func event(_ id: EventID, in stream: UserID) -> EventEnvelope? { nil }
    func idempotencyRecord(_ key: String, for user: UserID) -> IdempotencyRecord? { nil }
    func save(_ record: IdempotencyRecord, for user: UserID) {}
}

/// A store that passes everything on and counts the appends refused because another writer got there first.
private actor CountingConflicts: EventStore, IdempotencyStore {
    private let store: MemoryEventStore
    private(set) var conflicts = 0

    init(_ store: MemoryEventStore) { self.store = store }

    func append(_ events: [PendingEvent], to stream: UserID, expecting expected: ExpectedVersion) async throws -> AppendResult {
        do {
            return try await store.append(events, to: stream, expecting: expected)
        } catch let error as EventStoreError where error.isConflict {
            conflicts += 1
            throw error
        }
    }

    func read(_ stream: UserID, after seq: Int64, limit: Int) async throws -> [EventEnvelope] {
        try await store.read(stream, after: seq, limit: limit)
    }
    func version(of stream: UserID) async throws -> Int64 { try await store.version(of: stream) }
    func event(_ id: EventID, in stream: UserID) async throws -> EventEnvelope? { try await store.event(id, in: stream) }
    func idempotencyRecord(_ key: String, for user: UserID) async throws -> IdempotencyRecord? {
        try await store.idempotencyRecord(key, for: user)
    }
    func save(_ record: IdempotencyRecord, for user: UserID) async throws { try await store.save(record, for: user) }
}
