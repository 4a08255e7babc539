import Foundation

/// What a module keeps from a user's event stream: a value folded from events, its own and other modules'.
///
/// A state is read from `UserState` by its type (`state[IntentionLog.self]`); a module usually adds a named accessor
/// in its own folder (`state.intentions`).
public protocol ModuleState: Sendable {
    /// The state of a user with no history.
    init(context: ModuleContext)
    /// How each event changes this state; an event it does not list leaves it as it is. A `static let`.
    static var folds: Folds<Self> { get }
}

/// What a fresh state may depend on.
public struct ModuleContext: Sendable {
    /// The time zone of the machine, for a user who has not chosen one.
    public let defaultTimeZone: String

    public init(defaultTimeZone: String) {
        self.defaultTimeZone = defaultTimeZone
    }
}

/// A state's folds, one per event type it reacts to, looked up by the event's Swift type.
public struct Folds<State>: Sendable {
    private var folds: [ObjectIdentifier: @Sendable (inout State, any Event) -> Void] = [:]

    public init() {}

    /// This table, with `fold` applied to every event of type `E`.
    public func on<E: Event>(_ event: E.Type, _ fold: @escaping @Sendable (inout State, E) -> Void) -> Folds {
        var table = self
        table.folds[ObjectIdentifier(E.self)] = { state, event in
            if let event = event as? E { fold(&state, event) }
        }
        return table
    }

    /// The event types folded.
    var eventTypes: Set<ObjectIdentifier> { Set(folds.keys) }

    func apply(_ event: any Event, of type: ObjectIdentifier, to state: inout State) {
        folds[type]?(&state, event)
    }
}

extension ModuleState {
    mutating func fold(_ event: any Event, of type: ObjectIdentifier) {
        Self.folds.apply(event, of: type, to: &self)
    }
}
