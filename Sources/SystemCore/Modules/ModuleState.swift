import Foundation

/// What a module keeps from a user's event stream: a value folded from events, its own and other modules'.
///
/// A state is read from `UserState` by its type (`state[IntentionLog.self]`); a module usually adds a named accessor
/// in its own folder (`state.intentions`).
///
/// A state is also kept in snapshots, so a long history is not replayed on every start: a `Codable` state is written
/// whole into the snapshot's head (nothing to write but the conformance). A state that grows with the history
/// splits into parts that are loaded only when read (``IntentionLog`` keeps a part per month) by implementing the
/// snapshot requirements itself.
public protocol ModuleState: Sendable {
    /// The state of a user with no history.
    init(context: ModuleContext)
    /// How each event changes this state; an event it does not list leaves it as it is. A `static let`.
    static var folds: Folds<Self> { get }
    /// Folds in an event of `type` by ``folds``; a state keeps the default. It is a requirement so that each state's
    /// witness is compiled for its own type: called through the extension alone, the generic code asked the runtime
    /// for the fold's function type on every call, for every state and event (a seventh of an import's reading).
    mutating func fold(_ event: any Event, of type: ObjectIdentifier)
    /// Whether ``folds`` changes this state for an event of `type`; a state keeps the default. A requirement for
    /// the same reason as ``fold(_:of:)``.
    static func reacts(to type: ObjectIdentifier) -> Bool

    /// The first segment of its parts' names (`intentions` for `intentions/2026-11`); nil when it has no parts. A
    /// state with parts keeps a part per month under it (``UserState/parts(of:covering:)`` names them by that rule).
    static var partPrefix: String? { get }
    /// What the snapshot's head keeps of it: all of it, for a state not split into parts.
    func snapshotHead() throws -> Data
    /// The state from its head alone; reads of parts it does not hold are noted in `load`.
    init(snapshotHead: Data, context: ModuleContext, load: PartLoad) throws
    /// The parts changed since ``markSnapshotted()``, by name (such as `intentions/2026-11`); none for a state
    /// not split into parts.
    var changedParts: Set<String> { get }
    /// A part as the snapshot keeps it.
    func snapshotPart(_ name: String) throws -> Data
    /// Adds a part read from a snapshot to a state loaded from its head. Ignores names it does not own.
    mutating func loadPart(_ name: String, _ data: Data) throws
    /// Where the ids held in `parts` live, for the snapshot's directory.
    func directory(of parts: Set<String>) -> [PartLoad.Entry]
    /// Says that these ids (of a kind it noted as missing) are in no part.
    mutating func markUnknown(_ kind: String, ids: Set<String>)
    /// Forgets which parts changed: a snapshot of them was written.
    mutating func markSnapshotted()
}

extension ModuleState {
    public static var partPrefix: String? { nil }
    public var changedParts: Set<String> { [] }
    public func snapshotPart(_ name: String) throws -> Data { Data() }
    public mutating func loadPart(_ name: String, _ data: Data) throws {}
    public func directory(of parts: Set<String>) -> [PartLoad.Entry] { [] }
    public mutating func markUnknown(_ kind: String, ids: Set<String>) {}
    public mutating func markSnapshotted() {}
}

extension ModuleState where Self: Codable {
    public func snapshotHead() throws -> Data { try SnapshotJSON.encoder.encode(self) }

    public init(snapshotHead: Data, context: ModuleContext, load: PartLoad) throws {
        self = try JSONDecoder().decode(Self.self, from: snapshotHead)
    }
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

    /// Whether events of `type` are folded.
    func contains(_ type: ObjectIdentifier) -> Bool { folds[type] != nil }

    func apply(_ event: any Event, of type: ObjectIdentifier, to state: inout State) {
        folds[type]?(&state, event)
    }
}

extension ModuleState {
    public mutating func fold(_ event: any Event, of type: ObjectIdentifier) {
        Self.folds.apply(event, of: type, to: &self)
    }

    public static func reacts(to type: ObjectIdentifier) -> Bool {
        Self.folds.contains(type)
    }
}
