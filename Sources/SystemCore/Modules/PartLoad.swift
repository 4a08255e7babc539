import Synchronization

/// What a partly loaded state was asked for and does not hold.
///
/// A long history is kept as snapshots of parts (a month of intentions, say) plus a small head; a reader loads the
/// head and the parts it needs. Which parts a view or a decision needs is found by running it: every read of a part
/// that is not in memory is noted here (and answers as if the part were empty), the caller loads what was noted and
/// runs it again. Views and decisions are pure, so the second run is the answer. Every copy of one partial state
/// shares its recorder.
public final class PartLoad: Sendable {
    /// Parts and ids that were asked for and are not loaded.
    public struct Missing: Hashable, Sendable {
        /// Parts by name, such as `intentions/2026-11`.
        public var parts: Set<String> = []
        /// Ids whose part is not known here, by kind (`intention`).
        public var ids: [String: Set<String>] = [:]
        /// States whose part of the snapshot's head could not be read when they were first needed, by type name: the
        /// snapshot is of no use, and the state is folded again from the log.
        public var unreadableHeads: Set<String> = []

        public var isEmpty: Bool { parts.isEmpty && ids.isEmpty && unreadableHeads.isEmpty }

        public init(parts: Set<String> = []) {
            self.parts = parts
        }
    }

    /// Which part holds an id, for the snapshot's directory.
    public struct Entry: Hashable, Sendable {
        public let kind: String
        public let id: String
        public let part: String

        public init(kind: String, id: String, part: String) {
            self.kind = kind
            self.id = id
            self.part = part
        }
    }

    private let missing = Mutex(Missing())

    public init() {}

    /// The recorder of the read in progress (a request, a command), told of every miss besides the state's own:
    /// one state serves many reads at once on a server, and each must learn what it alone missed.
    @TaskLocal public static var scope: PartLoad?

    /// What was asked for and not found in memory since the last ``take()``.
    public func take() -> Missing {
        missing.withLock { missing in
            defer { missing = Missing() }
            return missing
        }
    }

    /// Whether something was noted and not yet taken.
    public var hasMissed: Bool { missing.withLock { !$0.isEmpty } }

    func miss(part: String) {
        _ = missing.withLock { $0.parts.insert(part) }
        if let scope = Self.scope, scope !== self { _ = scope.missing.withLock { $0.parts.insert(part) } }
    }

    func miss(head state: String) {
        _ = missing.withLock { $0.unreadableHeads.insert(state) }
        if let scope = Self.scope, scope !== self { _ = scope.missing.withLock { $0.unreadableHeads.insert(state) } }
    }

    func miss(_ kind: String, id: String) {
        _ = missing.withLock { $0.ids[kind, default: []].insert(id) }
        if let scope = Self.scope, scope !== self { _ = scope.missing.withLock { $0.ids[kind, default: []].insert(id) } }
    }
}
