import Foundation
import Logging
import SystemCore

/// Reads a user's state without replaying their whole history: the snapshot's head, the events since it, and only
/// the parts a read asks for.
///
/// A read runs on a state loaded from the head; every part it (or folding the events since the head) needed and
/// did not have is noted, loaded, and the read runs again — views and decisions are pure, so the last run is the
/// answer. When the log has grown `threshold` events past the head, the read writes a new generation: the head and
/// the parts those events changed. A snapshot is only a cache: when there is none, or it is of another build, or
/// damaged, or ahead of the log, the state is folded from the whole log and a complete generation is written.
public struct SnapshotReader: Sendable {
    let events: any EventStore
    let snapshots: any SnapshotStore
    let modules: CoreModules
    let defaultTimeZone: String
    /// How many events past the stored head make a read write a new generation.
    let threshold: Int
    let logger: Logger

    public init(
        events: any EventStore, snapshots: any SnapshotStore, defaultTimeZone: String, modules: CoreModules = .standard,
        threshold: Int = 200, logger: Logger = Logger(label: "the-system.snapshots")
    ) {
        self.events = events
        self.snapshots = snapshots
        self.modules = modules
        self.defaultTimeZone = defaultTimeZone
        self.threshold = threshold
        self.logger = logger
    }

    /// What a read did, for tests and benchmarks: how it got its answer.
    public struct Outcome<Value> {
        public let value: Value
        /// Runs of the read until nothing was missing.
        public let rounds: Int
        /// Events folded on top of the head.
        public let folded: Int
        /// Whether the state was folded from the whole log (no usable snapshot).
        public let rebuilt: Bool
        /// The parts loaded.
        public let parts: Set<String>
    }

    /// Runs `read` on the user's state as of the log's latest event.
    public func read<Value>(_ user: UserID, _ read: (UserState) throws -> Value) async throws -> Outcome<Value> {
        let format = UserState(defaultTimeZone: defaultTimeZone, modules: modules).snapshotFormat
        do {
            if let head = try await snapshots.head(of: user), head.format == format,
                let outcome = try await readFromHead(user, head, read)
            {
                return outcome
            }
        } catch let damaged as SnapshotDamaged {
            logger.warning("A snapshot part is damaged; rebuilding from the log", metadata: ["user": "\(user)", "part": "\(damaged.part)"])
        }
        let state = try await rebuild(user)
        return Outcome(value: try read(state), rounds: 1, folded: Int(state.version), rebuilt: true, parts: [])
    }

    /// The read from a stored head, or nil when the head is ahead of the log (restored from elsewhere).
    private func readFromHead<Value>(
        _ user: UserID, _ head: Snapshot, _ read: (UserState) throws -> Value
    ) async throws -> Outcome<Value>? {
        let tail = try await events.readAll(user, after: head.version)
        if tail.isEmpty, try await events.version(of: user) < head.version {
            // Ahead of the log (restored from elsewhere): forget it, or the rebuild could not replace it.
            logger.warning("A snapshot is ahead of the log; rebuilding from the log", metadata: ["user": "\(user)"])
            try await snapshots.deleteSnapshots(of: user)
            return nil
        }
        var parts: [String: Data] = [:]
        var unknown: [String: Set<String>] = [:]
        var asked: [String: Set<String>] = [:]
        let empty = UserState(defaultTimeZone: defaultTimeZone, modules: modules)
        var round = 0
        while true {
            round += 1
            let load = PartLoad()
            var state: UserState
            do {
                state = try UserState(snapshotHead: head.payload, defaultTimeZone: defaultTimeZone, modules: modules, load: load)
            } catch {
                logger.warning("A snapshot head cannot be read; rebuilding from the log", metadata: ["user": "\(user)"])
                return nil
            }
            for (name, data) in parts { try state.loadPart(name, data) }
            for (kind, ids) in unknown { state.markUnknown(kind, ids: ids) }
            for envelope in tail { state.apply(envelope) }
            let value = try read(state)
            let missing = load.take()
            if missing.isEmpty {
                if tail.count >= threshold { try await save(state, of: user) }
                return Outcome(value: value, rounds: round, folded: tail.count, rebuilt: false, parts: Set(parts.keys))
            }
            var wanted = missing.parts.subtracting(parts.keys)
            for (kind, ids) in missing.ids {
                let new = ids.subtracting(asked[kind] ?? [])
                asked[kind, default: []].formUnion(new)
                let found = try await snapshots.directory(kind, ids: Array(new), of: user)
                wanted.formUnion(found.values.filter { parts[$0] == nil })
                unknown[kind, default: []].formUnion(new.filter { found[$0] == nil })
            }
            let loaded = try await snapshots.parts(Array(wanted), of: user)
            for snapshot in loaded { parts[snapshot.part] = snapshot.payload }
            // A part never written held nothing when the head was written.
            for name in wanted where parts[name] == nil { parts[name] = try empty.snapshotPart(name) ?? Data() }
            guard round < 100 else { preconditionFailure("a read kept asking for parts it was given: \(missing)") }
        }
    }

    /// Folds the whole log and writes a complete generation.
    private func rebuild(_ user: UserID) async throws -> UserState {
        var state = UserState(defaultTimeZone: defaultTimeZone, modules: modules)
        var position: Int64 = 0
        while true {
            let page = try await events.read(user, after: position, limit: 5_000)
            for envelope in page { state.apply(envelope) }
            guard let last = page.last, page.count == 5_000 else { break }
            position = last.seq
        }
        try await save(state, of: user, replacingAll: true)
        return state
    }

    /// Writes the head and the parts changed since the stored head.
    private func save(_ state: UserState, of user: UserID, replacingAll: Bool = false) async throws {
        let changed = state.changedParts
        var parts: [String: Data] = [:]
        for name in changed { parts[name] = try state.snapshotPart(name) }
        let generation = SnapshotGeneration(
            version: state.version, format: state.snapshotFormat, head: try state.snapshotHead(), parts: parts,
            directory: state.directory(of: changed),
            replacesAll: replacingAll)
        try await snapshots.save(generation, of: user)
    }
}
