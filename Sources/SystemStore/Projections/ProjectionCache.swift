import Foundation
import Logging
import SystemCore

/// Each user's folded state, kept in memory and caught up from the store by sequence before it is used; with a
/// ``SnapshotStore``, started from the user's snapshot instead of the whole history, and holding only the parts
/// (months of intentions) that reads asked for.
///
/// Catching up is one indexed read of the events after the cached version, so a CLI writing to the same SQLite
/// file (or another server on the same database) is seen on the next request.
///
/// **Partial states.** A state started from a snapshot's head answers a read of a part it does not hold as if the
/// part were empty and notes the miss in ``PartLoad/scope``; the caller loads what was missed (``load(_:for:)``)
/// and runs the read again, as ``read(_:_:)`` does. Views and decisions are pure, so the last run is the answer.
/// Folding an event that touches a part not held loads that part at once, so the state is always right for the
/// parts it holds. When the log has grown ``threshold`` events past the snapshot, a new generation is written: the
/// head and the parts those events changed. Each module's state in the head is read when first needed; one that
/// cannot be read is noted as a miss too, and loading it folds the log again. A snapshot is only a cache: when there
/// is none, or it is of another build, damaged, or ahead of the log, the whole log is folded once and a complete
/// generation written.
///
/// An event that could not be folded in (a type this build does not know, or a payload it cannot read) is logged
/// once, as it is met; `system doctor` lists them all.
public actor ProjectionCache {
    private let store: any EventStore
    private let snapshots: (any SnapshotStore)?
    private let defaultTimeZone: String
    private let modules: CoreModules
    /// How many events past the stored snapshot make a new generation.
    public let threshold: Int
    /// How many events behind a cached state may be folded on top of it; further behind, it starts again from the
    /// newest snapshot (which whoever wrote them most likely left: an import writes one, readers every `threshold`).
    private var catchUpLimit: Int { max(threshold * 10, 1) }
    private let logger: Logger
    private var entries: [UserID: Entry] = [:]

    /// What is kept of one user.
    private struct Entry {
        /// The snapshot head the state starts from; nil for a state folded whole (no snapshot store).
        var head: Snapshot?
        /// The parts loaded beside the head, as stored at the head's version.
        var parts: [String: Data] = [:]
        /// Ids of a kind that no part holds (as of the head).
        var unknown: [String: Set<String>] = [:]
        /// The state: the head, the parts, and every event since the head.
        var state: UserState
        /// Events folded on top of the head, for ``Outcome``.
        var folded = 0
        var rebuilt = false
    }

    public init(
        store: any EventStore, snapshots: (any SnapshotStore)? = nil, defaultTimeZone: String, modules: CoreModules = .standard,
        threshold: Int = 200, logger: Logger = Logger(label: "the-system.projections")
    ) {
        self.store = store
        self.snapshots = snapshots
        self.defaultTimeZone = defaultTimeZone
        self.modules = modules
        self.threshold = threshold
        self.logger = logger
    }

    /// The user's state as of the store's latest event. It may hold only some parts: a read that misses one notes
    /// it in ``PartLoad/scope`` (see ``read(_:_:)``).
    public func state(for user: UserID) async throws -> UserState {
        try await entry(for: user).state
    }

    /// The user's latest state with the parts `parts` names loaded too: for a reader that knows what it will read,
    /// which then reads it in one run. The names are taken from the latest state (the days it means depend on the
    /// settings).
    public func state(for user: UserID, loading parts: @Sendable (UserState) -> PartLoad.Missing) async throws -> UserState {
        let state = try await entry(for: user).state
        let wanted = parts(state)
        guard !wanted.isEmpty, try await load(wanted, for: user), let loaded = entries[user] else { return state }
        return loaded.state
    }

    /// What a read did, for tests and benchmarks: how it got its answer.
    public struct Outcome<Value> {
        public let value: Value
        /// Runs of the read until nothing was missing.
        public let rounds: Int
        /// Events folded on top of the snapshot's head (the whole log when rebuilt).
        public let folded: Int
        /// Whether the state was folded from the whole log (no usable snapshot).
        public let rebuilt: Bool
        /// The parts loaded.
        public let parts: Set<String>
    }

    /// Runs `read` on the user's latest state, loading what it missed and running it again until it misses nothing.
    public nonisolated func read<Value>(_ user: UserID, _ read: (UserState) throws -> Value) async throws -> Outcome<Value> {
        var round = 0
        var (folded, rebuilt) = (0, false)
        while true {
            round += 1
            // A guard: a read asks for a bounded set (its months, then the ids they hold), so this settles at once.
            let last = round == 8
            let entry = try await entry(for: user)
            if round == 1 { folded = entry.folded }
            rebuilt = rebuilt || entry.rebuilt
            let scope = PartLoad()
            let value = try PartLoad.$scope.withValue(scope) { try read(entry.state) }
            let missing = scope.take()
            guard !last, !missing.isEmpty, try await load(missing, for: user) else {
                return Outcome(value: value, rounds: round, folded: folded, rebuilt: rebuilt, parts: Set(entry.parts.keys))
            }
        }
    }

    /// Loads what a read missed into the user's state; false when there was nothing to load (the state is complete,
    /// or already holds it all), so running the read again would change nothing.
    ///
    /// The parts are added to the state as it is: the events folded since its head touched none of them (folding
    /// one that did would have loaded it), so the state is what the head, all its parts and those events make.
    @discardableResult
    public func load(_ missing: PartLoad.Missing, for user: UserID) async throws -> Bool {
        try await load(missing, for: user, foldingAgain: false)
    }

    /// - Parameter foldingAgain: whether the events since the head are folded again with the parts (when folding
    ///   them missed these parts, and so left out what they did to them).
    private func load(_ missing: PartLoad.Missing, for user: UserID, foldingAgain: Bool) async throws -> Bool {
        guard let snapshots, let entry = entries[user], let head = entry.head else { return false }
        if !missing.unreadableHeads.isEmpty {
            // Reads that met it at once all come here: the first rebuilds, and the others run again on its state.
            // A fold that meets it in a state just rebuilt stands as it is: folding again would only meet it again.
            guard !entry.rebuilt else { return !foldingAgain }
            warnUnreadable(missing, of: user)
            entries[user] = try await rebuild(user, in: snapshots)
            return true
        }
        var (parts, unknown) = (entry.parts, entry.unknown)
        let loaded: Entry?
        do {
            guard try await fetch(missing, after: head, from: snapshots, of: user, into: &parts, unknown: &unknown) else { return false }
            if !foldingAgain, var current = entries[user], current.head?.version == head.version,
                (try? parts.filter({ current.parts[$0.key] == nil }).forEach { try current.state.loadPart($0.key, $0.value) }) != nil
            {
                for (kind, ids) in unknown { current.state.markUnknown(kind, ids: ids.subtracting(current.unknown[kind] ?? [])) }
                // Kept with what other reads added meanwhile: the record names exactly what the state holds.
                current.parts.merge(parts) { held, _ in held }
                current.unknown.merge(unknown) { $0.union($1) }
                entries[user] = current
                return true
            }
            loaded = try await fromHead(head, of: user, parts: parts, unknown: unknown)
        } catch is MovedOn {
            entries[user] = try await open(user)
            return true
        } catch let damaged as SnapshotDamaged {
            logger.warning("A snapshot part is damaged; rebuilding from the log", metadata: ["user": "\(user)", "part": "\(damaged.part)"])
            loaded = nil
        }
        guard let fresh = loaded else {
            entries[user] = try await rebuild(user, in: snapshots)
            return true
        }
        if let current = entries[user], current.state.version > fresh.state.version {
            return true  // another read caught up meanwhile; the next round folds the rest again
        }
        entries[user] = fresh
        return true
    }

    /// Forgets every cached state (the next read starts again from the snapshot or the log).
    public func reset() {
        entries.removeAll()
    }

    // MARK: Catching up

    private func entry(for user: UserID) async throws -> Entry {
        if entries[user] == nil {
            let opened = try await open(user)
            if entries[user] == nil {
                // Opening read the log to its end a moment ago: reading it again is a round trip to find nothing.
                entries[user] = opened
                return try await snapshotIfDue(opened, of: user)
            }
        }
        let base = entries[user]!.state.version
        var events = try await store.read(user, after: base, limit: catchUpLimit)
        if events.count == catchUpLimit {
            if snapshots != nil {
                // Far behind (another process imported a history, or wrote for long without reading): start again
                // from the newest snapshot rather than folding all of it on top of this state.
                let reopened = try await open(user)
                entries[user] = reopened
                events = try await store.readAll(user, after: reopened.state.version)
            } else {
                events += try await store.readAll(user, after: events[events.count - 1].seq)
            }
        }
        if events.isEmpty, let entry = entries[user] { return try await snapshotIfDue(entry, of: user) }
        // The entry as it was stays in place until the fold is known to be whole: a fold that met a part not held
        // left out what those events did there, and no other request may read that state meanwhile.
        guard var entry = entries[user] else { return try await self.entry(for: user) }
        let before = entry
        let skipped = (unreadable: entry.state.unreadable.count, unknown: entry.state.unknown.count)
        let load = PartLoad()
        PartLoad.$scope.withValue(load) {
            for event in events where event.seq > entry.state.version {
                entry.state.apply(event)
                entry.folded += 1
            }
        }
        let missing = load.take()
        if !missing.isEmpty {
            // An event touched a part not held (an edit of an old intention): load it and fold again from the head.
            entries[user] = before
            if try await self.load(missing, for: user, foldingAgain: true) { return try await self.entry(for: user) }
            // Nothing more to load (what it asked for is in no part): the fold stands as it is.
        }
        report(entry.state, after: skipped, of: user)
        if (entries[user]?.state.version ?? -1) < entry.state.version { entries[user] = entry }
        return try await snapshotIfDue(entry, of: user)
    }

    /// Writes a generation when the state is `threshold` events past its head.
    private func snapshotIfDue(_ entry: Entry, of user: UserID) async throws -> Entry {
        guard let snapshots, let head = entry.head, entry.state.version - head.version >= Int64(threshold) else { return entry }
        try await write(entry, of: user, to: snapshots)
        return entries[user] ?? entry
    }

    /// A user's entry: from their snapshot when it can be used, else from the whole log (writing a snapshot).
    private func open(_ user: UserID) async throws -> Entry {
        guard let snapshots else { return Entry(state: try await foldWhole(user)) }
        let format = modules.snapshotFormat
        // A generation written by another process between reading the head and its parts: read the newer head.
        for _ in 0..<3 {
            do {
                if let head = try await snapshots.head(of: user), head.format == format,
                    let entry = try await fromHead(head, of: user, parts: [:], unknown: [:])
                {
                    return entry
                }
                break
            } catch is MovedOn {
                continue
            } catch let damaged as SnapshotDamaged {
                logger.warning(
                    "A snapshot part is damaged; rebuilding from the log", metadata: ["user": "\(user)", "part": "\(damaged.part)"])
                break
            }
        }
        return try await rebuild(user, in: snapshots)
    }

    /// Folds the whole log, writes it as a complete generation, and keeps it as a head alone.
    private func rebuild(_ user: UserID, in snapshots: any SnapshotStore) async throws -> Entry {
        let state = try await foldWhole(user)
        let format = state.snapshotFormat
        let generation = try Self.generation(of: state, replacingAll: true)
        try await snapshots.save(generation, of: user)
        // Kept as a head alone, as a later start would: memory holds only what reads ask for.
        let head = Snapshot(part: Snapshot.head, version: state.version, format: format, payload: generation.head)
        let entry = (try? await fromHead(head, of: user, parts: [:], unknown: [:])).flatMap { $0 } ?? Entry(state: state)
        return Entry(
            head: entry.head, parts: entry.parts, unknown: entry.unknown, state: entry.state, folded: Int(state.version), rebuilt: true)
    }

    /// The state of `head`, the given parts and the events since, loading the parts those events touch; nil when
    /// the head cannot be used (it is ahead of the log, or unreadable).
    private func fromHead(_ head: Snapshot, of user: UserID, parts: [String: Data], unknown: [String: Set<String>]) async throws
        -> Entry?
    {
        // From the head's own last event, in the same read: a log without it is behind the snapshot.
        var tail = try await store.readAll(user, after: max(head.version - 1, 0))[...]
        if head.version > 0, tail.popFirst()?.seq != head.version {
            // Ahead of the log (restored from elsewhere): forget it, or the rebuild could not replace it.
            logger.warning("A snapshot is ahead of the log; rebuilding from the log", metadata: ["user": "\(user)"])
            try await snapshots?.deleteSnapshots(of: user)
            return nil
        }
        var (parts, unknown) = (parts, unknown)
        for _ in 0..<100 {
            let load = PartLoad()
            var state: UserState
            do {
                state = try UserState(snapshotHead: head.payload, defaultTimeZone: defaultTimeZone, modules: modules, load: load)
                for (name, data) in parts { try state.loadPart(name, data) }
            } catch {
                logger.warning("A snapshot cannot be read; rebuilding from the log", metadata: ["user": "\(user)"])
                return nil
            }
            for (kind, ids) in unknown { state.markUnknown(kind, ids: ids) }
            let skipped = (unreadable: state.unreadable.count, unknown: state.unknown.count)
            PartLoad.$scope.withValue(nil) {
                for envelope in tail { state.apply(envelope) }
            }
            let missing = load.take()
            guard !missing.isEmpty, let snapshots else {
                report(state, after: skipped, of: user)
                return Entry(head: head, parts: parts, unknown: unknown, state: state, folded: tail.count)
            }
            guard missing.unreadableHeads.isEmpty else {
                warnUnreadable(missing, of: user)
                return nil
            }
            guard try await fetch(missing, after: head, from: snapshots, of: user, into: &parts, unknown: &unknown) else {
                preconditionFailure("folding kept asking for parts it was given: \(missing)")
            }
        }
        preconditionFailure("folding asked for parts a hundred times")
    }

    /// Adds the parts `missing` names (directly, or through the ids it names) to `parts`, and the ids no part holds
    /// to `unknown`; false when nothing new was asked for.
    ///
    /// - Throws: ``MovedOn`` when a part was written after `head` (another process wrote a newer generation): it
    ///   holds events that folding on `head` would apply again.
    private func fetch(
        _ missing: PartLoad.Missing, after head: Snapshot, from snapshots: any SnapshotStore, of user: UserID,
        into parts: inout [String: Data], unknown: inout [String: Set<String>]
    ) async throws -> Bool {
        var wanted = missing.parts.subtracting(parts.keys)
        var learned = false
        for (kind, ids) in missing.ids {
            let new = ids.subtracting(unknown[kind] ?? [])
            guard !new.isEmpty else { continue }
            let found = try await snapshots.directory(kind, ids: Array(new), of: user)
            wanted.formUnion(found.values.filter { parts[$0] == nil })
            // An id whose part is held and does not hold it was taken out (an action item left out of a corrected
            // retrospective): it is in no part.
            let absent = new.filter { found[$0].map { parts[$0] != nil } ?? true }
            learned = learned || !absent.isEmpty
            unknown[kind, default: []].formUnion(absent)
        }
        guard !wanted.isEmpty else { return learned }
        for snapshot in try await snapshots.parts(Array(wanted), of: user) {
            guard snapshot.version <= head.version else { throw MovedOn() }
            parts[snapshot.part] = snapshot.payload
        }
        // A part never written held nothing when the head was written.
        let empty = UserState(defaultTimeZone: defaultTimeZone, modules: modules)
        for name in wanted where parts[name] == nil { parts[name] = try empty.snapshotPart(name) ?? Data() }
        return true
    }

    private func warnUnreadable(_ missing: PartLoad.Missing, of user: UserID) {
        logger.warning(
            "A snapshot cannot be read; rebuilding from the log",
            metadata: ["user": "\(user)", "states": "\(missing.unreadableHeads.sorted())"])
    }

    /// A part newer than the head it would be folded on.
    private struct MovedOn: Error {}

    // MARK: Writing snapshots

    /// Writes the head and the parts changed since the entry's head, and moves the entry's head to it.
    private func write(_ entry: Entry, of user: UserID, to snapshots: any SnapshotStore) async throws {
        let generation = try Self.generation(of: entry.state, replacingAll: false)
        guard try await snapshots.save(generation, of: user) else {
            // Another process wrote as new a generation: start again from it on the next read.
            entries[user] = nil
            return
        }
        guard var current = entries[user], current.head?.version == entry.head?.version else { return }
        current.head = Snapshot(part: Snapshot.head, version: generation.version, format: generation.format, payload: generation.head)
        current.parts.merge(generation.parts) { _, new in new }
        // Only if no event came in meanwhile: their changes are not in this generation.
        if current.state.version == generation.version { current.state.markSnapshotted() }
        entries[user] = current
    }

    /// The generation of `state`: every part it changed since its head (all of them for a folded whole).
    static func generation(of state: UserState, replacingAll: Bool) throws -> SnapshotGeneration {
        let changed = state.changedParts
        var parts: [String: Data] = [:]
        for name in changed { parts[name] = try state.snapshotPart(name) }
        // In the directory's key order, so the store writes each entry at the end of the key's index: entries in
        // the order the modules give them (by random id within a month) landed all over it, and a whole history's
        // hundred thousand took a second, the most of an import's tail. Sorted where it was built, not copied.
        var directory = state.directory(of: changed)
        directory.sort { ($0.kind, $0.id) < ($1.kind, $1.id) }
        return SnapshotGeneration(
            version: state.version, format: state.snapshotFormat, head: try state.snapshotHead(), parts: parts,
            directory: directory, replacesAll: replacingAll)
    }

    // MARK: Folding the whole log

    private func foldWhole(_ user: UserID) async throws -> UserState {
        var state = UserState(defaultTimeZone: defaultTimeZone, modules: modules)
        var position: Int64 = 0
        while true {
            let page = try await store.read(user, after: position, limit: 5_000)
            let skipped = (unreadable: state.unreadable.count, unknown: state.unknown.count)
            for envelope in page { state.apply(envelope) }
            report(state, after: skipped, of: user)
            guard let last = page.last, page.count == 5_000 else { break }
            position = last.seq
        }
        return state
    }

    /// Logs the events left out since the counts in `skipped`.
    private func report(_ state: UserState, after skipped: (unreadable: Int, unknown: Int), of user: UserID) {
        for event in state.unreadable.dropFirst(skipped.unreadable) {
            logger.error("An event could not be read and was left out", metadata: Self.metadata(event, of: user))
        }
        for event in state.unknown.dropFirst(skipped.unknown) {
            logger.warning("An event of a type this build does not know was left out", metadata: Self.metadata(event, of: user))
        }
    }

    private static func metadata(_ event: SkippedEvent, of user: UserID) -> Logger.Metadata {
        [
            "user": "\(user)", "seq": "\(event.seq)", "type": "\(event.type)", "schemaVersion": "\(event.schemaVersion)",
            "reason": "\(event.reason)",
        ]
    }
}
