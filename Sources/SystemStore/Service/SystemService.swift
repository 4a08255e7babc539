import Foundation
import SystemCore

/// The application service: runs a user's commands against their event stream.
///
/// A user's commands in this process take turns (``CommandQueue``). Each is decided on the latest state and
/// appended with that state's version as the expected version; if another writer got there first (the CLI, or another server on the same PostgreSQL), it is decided again on
/// fresh state, after a short random pause that doubles each time so racing writers spread out (a bounded number of
/// times: then the conflict is reported).
public struct SystemService: Sendable {
    public let storage: any Storage
    public let clock: any WallClock
    public let projections: ProjectionCache
    private let commands = CommandQueue()

    /// How often a command is tried in all before losing a race to another writer is reported.
    static let maxAttempts = 16

    /// How many times a decision may load parts of the history it read and be taken again: a guard, never reached by
    /// a decision that asks for the same things each time.
    static let maxLoads = 8

    /// The longest pause before another try, in milliseconds.
    static let maxBackoffMilliseconds: Int64 = 128

    /// A random pause before try number `attempt + 1`: up to 2, 4, 8 … ms, never more than ``maxBackoffMilliseconds``.
    static func backoff(after attempt: Int) -> Duration {
        let ceiling = min(Int64(1) << Int64(min(max(attempt, 1), 20)), maxBackoffMilliseconds)
        return .microseconds(Int64.random(in: 0...(ceiling * 1000)))
    }

    /// - Parameters:
    ///   - snapshots: where users' states are kept between runs, so a start reads a snapshot instead of the whole
    ///     history; nil folds every history whole (tests of small histories).
    ///   - modules: the modules whose events and states a user's stream folds into (a test adds its own).
    ///   - snapshotThreshold: how many events past a user's snapshot make a new one.
    public init(
        storage: any Storage, snapshots: (any SnapshotStore)? = nil, clock: any WallClock, defaultTimeZone: String,
        modules: CoreModules = .standard, snapshotThreshold: Int = 200
    ) {
        self.storage = storage
        self.clock = clock
        self.projections = ProjectionCache(
            store: storage, snapshots: snapshots, defaultTimeZone: defaultTimeZone, modules: modules, threshold: snapshotThreshold)
    }

    /// The service over a database, its snapshots included.
    public init(database: any Database, clock: any WallClock, defaultTimeZone: String, modules: CoreModules = .standard) async throws {
        self.init(
            storage: database, snapshots: try await database.snapshotStore(), clock: clock, defaultTimeZone: defaultTimeZone,
            modules: modules)
    }

    /// The user's current state. It may hold only the parts of the history read so far: a read of another part
    /// notes the miss in ``PartLoad/scope``, and the caller loads it (``load(_:for:)``) and reads again.
    public func state(for user: UserID) async throws -> UserState {
        try await projections.state(for: user)
    }

    /// The user's current state with the parts `parts` names (from that state) loaded too: for a reader that knows
    /// what it will read (``UserState/parts(of:covering:)``).
    public func state(for user: UserID, loading parts: @Sendable (UserState) -> PartLoad.Missing) async throws -> UserState {
        try await projections.state(for: user, loading: parts)
    }

    /// Runs `read` on the user's current state, with every part it reads.
    public func read<Value>(_ user: UserID, _ read: (UserState) throws -> Value) async throws -> Value {
        try await projections.read(user, read).value
    }

    /// Loads what reads of the user's state missed; false when there is nothing more to load.
    @discardableResult
    public func load(_ missing: PartLoad.Missing, for user: UserID) async throws -> Bool {
        try await projections.load(missing, for: user)
    }

    /// What a command did.
    public struct Outcome: Sendable {
        /// The state after the command (or after the original, for a replay).
        public let state: UserState
        /// The events the command recorded; empty when nothing changed.
        public let events: [DomainEvent]
        /// True when the command had been applied before under the same idempotency key.
        public let isReplay: Bool
    }

    /// Decides and records a command.
    ///
    /// - Parameter idempotencyKey: when given, event ids derive from it, so repeating the call writes nothing new.
    /// - Throws: ``DomainError`` when the command is refused; ``EventStoreError`` when the store fails.
    @discardableResult
    public func execute(_ command: UserCommand, for user: UserID, idempotencyKey: String? = nil) async throws -> Outcome {
        try await commands.inTurn(for: user) {
            try await decideAndRecord(command, for: user, idempotencyKey: idempotencyKey)
        }
    }

    private func decideAndRecord(_ command: UserCommand, for user: UserID, idempotencyKey: String?) async throws -> Outcome {
        if let idempotencyKey, try await storage.event(Self.eventID(user, idempotencyKey, 0), in: user) != nil {
            return Outcome(state: try await state(for: user), events: [], isReplay: true)
        }
        var attempt = 0
        var loads = 0
        /// Loads what a decision read and the state did not hold; true when it should be taken again. A decision
        /// asks for a bounded set (its command's ids and the months they live in), so this settles in a few rounds.
        func loaded(_ decision: PartLoad) async throws -> Bool {
            loads += 1
            return try await load(decision.take(), for: user) && loads < Self.maxLoads
        }
        while true {
            attempt += 1
            let state = try await state(for: user)
            let events: [DomainEvent]
            let decision = PartLoad()
            do {
                events = try PartLoad.$scope.withValue(decision) { try state.decide(command, now: clock.now()) }
                // A decision that read a part of the history not in memory is taken again with it.
                if try await loaded(decision) {
                    attempt -= 1
                    continue
                }
            } catch {
                if try await loaded(decision) {
                    attempt -= 1
                    continue
                }
                // A concurrent copy of this very request may have won the race: then this is a replay, not a refusal.
                if let idempotencyKey, try await storage.event(Self.eventID(user, idempotencyKey, 0), in: user) != nil {
                    return Outcome(state: try await self.state(for: user), events: [], isReplay: true)
                }
                throw error
            }
            guard !events.isEmpty else { return Outcome(state: state, events: [], isReplay: false) }
            let now = clock.now()
            let pending = try events.enumerated().map { index, event in
                try PendingEvent(
                    id: idempotencyKey.map { Self.eventID(user, $0, index) } ?? EventID(.random()),
                    recordedAt: now, event: event)
            }
            do {
                let result = try await storage.append(pending, to: user, expecting: .exact(state.version))
                return Outcome(
                    state: try await self.state(for: user), events: result.isDuplicate ? [] : events,
                    isReplay: result.isDuplicate)
            } catch let error as EventStoreError where error.isConflict && attempt < Self.maxAttempts {
                try await Task.sleep(for: Self.backoff(after: attempt))
                continue
            }
        }
    }

    /// The id of the `index`th event recorded under an idempotency key.
    static func eventID(_ user: UserID, _ key: String, _ index: Int) -> EventID {
        EventID.derived(from: "event", user.rawValue, key, String(index))
    }

    /// A new intention's id: derived from the idempotency key when there is one, so a retry names the same intention.
    public static func newIntentionID(for user: UserID, idempotencyKey: String?) -> IntentionID {
        newID("intention", for: user, idempotencyKey: idempotencyKey)
    }

    /// A new object's id (an area, a goal, a to-do…): derived from the idempotency key and `index` when there is a
    /// key, so a retried request names the same object; random otherwise.
    public static func newID<Tag>(_ kind: String, for user: UserID, idempotencyKey: String?, index: Int = 0) -> Identifier<Tag> {
        guard let idempotencyKey else { return Identifier(.random()) }
        return index == 0
            ? .derived(from: kind, user.rawValue, idempotencyKey)
            : .derived(from: kind, user.rawValue, idempotencyKey, String(index))
    }
}
