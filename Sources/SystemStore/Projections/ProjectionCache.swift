import Logging
import SystemCore

/// Each user's folded state, kept in memory and caught up from the store by sequence before it is used.
///
/// Catching up is one indexed read of the events after the cached version, so a CLI writing to the same SQLite
/// file (or another server on the same database) is seen on the next request. An event that could not be folded
/// in (a type this build does not know, or a payload it cannot read) is logged once, as it is met; `system doctor`
/// lists them all.
public actor ProjectionCache {
    private let store: any EventStore
    private let defaultTimeZone: String
    private let modules: CoreModules
    private let logger: Logger
    private var states: [UserID: UserState] = [:]

    public init(
        store: any EventStore, defaultTimeZone: String, modules: CoreModules = .standard,
        logger: Logger = Logger(label: "the-system.projections")
    ) {
        self.store = store
        self.defaultTimeZone = defaultTimeZone
        self.modules = modules
        self.logger = logger
    }

    /// The user's state as of the store's latest event.
    public func state(for user: UserID) async throws -> UserState {
        let base = states[user]?.version ?? 0
        let events = try await store.readAll(user, after: base)
        if events.isEmpty, let state = states[user] { return state }
        // No suspension from here on: take the state out so folding does not copy it, fold, put it back.
        var state = states.removeValue(forKey: user) ?? UserState(defaultTimeZone: defaultTimeZone, modules: modules)
        let skipped = (unreadable: state.unreadable.count, unknown: state.unknown.count)
        for event in events where event.seq > state.version { state.apply(event) }
        for event in state.unreadable.dropFirst(skipped.unreadable) {
            logger.error("An event could not be read and was left out", metadata: Self.metadata(event, of: user))
        }
        for event in state.unknown.dropFirst(skipped.unknown) {
            logger.warning("An event of a type this build does not know was left out", metadata: Self.metadata(event, of: user))
        }
        states[user] = state
        return state
    }

    private static func metadata(_ event: SkippedEvent, of user: UserID) -> Logger.Metadata {
        [
            "user": "\(user)", "seq": "\(event.seq)", "type": "\(event.type)", "schemaVersion": "\(event.schemaVersion)",
            "reason": "\(event.reason)",
        ]
    }

    /// Forgets every cached state (the next read rebuilds from the whole history).
    public func reset() {
        states.removeAll()
    }
}
