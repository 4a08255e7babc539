import SystemCore

/// Each user's folded state, kept in memory and caught up from the store by sequence before it is used.
///
/// Catching up is one indexed read of the events after the cached version, so a CLI writing to the same SQLite
/// file (or another server on the same database) is seen on the next request.
public actor ProjectionCache {
    private let store: any EventStore
    private let defaultTimeZone: String
    private var states: [UserID: UserState] = [:]

    public init(store: any EventStore, defaultTimeZone: String) {
        self.store = store
        self.defaultTimeZone = defaultTimeZone
    }

    /// The user's state as of the store's latest event.
    public func state(for user: UserID) async throws -> UserState {
        let base = states[user]?.version ?? 0
        let events = try await store.readAll(user, after: base)
        if events.isEmpty, let state = states[user] { return state }
        // No suspension from here on: take the state out so folding does not copy it, fold, put it back.
        var state = states.removeValue(forKey: user) ?? UserState(defaultTimeZone: defaultTimeZone)
        for event in events where event.seq > state.version { state.apply(event) }
        states[user] = state
        return state
    }

    /// Forgets every cached state (the next read rebuilds from the whole history).
    public func reset() {
        states.removeAll()
    }
}
