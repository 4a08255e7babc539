import Foundation

/// One user's whole state: a fold of their event stream into every registered module's states.
///
/// `apply` never fails — old events must always replay — but nothing is dropped in silence: an event of a type this
/// build does not know, or whose payload does not decode, is kept in `unknown` or `unreadable` (and reported by the
/// store's log and `system doctor`).
public struct UserState: Sendable {
    /// The modules this state folds for.
    public let modules: CoreModules
    var states: [any ModuleState]
    /// The heads of the states not read yet from a snapshot, at their states' positions (nil for a state read or
    /// folded); empty when there are none. An unread state's place in `states` holds an ``UnreadPlaceholder`` until
    /// something reads it or an event changes it.
    var unread: [UnreadHead?] = []
    /// The seq of the last event folded in (0 for an empty stream).
    public internal(set) var version: Int64 = 0
    /// Events of a known type whose payload could not be read: folded without them.
    public internal(set) var unreadable: [SkippedEvent] = []
    /// Events of a type or version no registered module knows (a newer build wrote them).
    public internal(set) var unknown: [SkippedEvent] = []

    /// The state of a user with no history, on a machine in `defaultTimeZone`.
    public init(defaultTimeZone: String, modules: CoreModules = .standard) {
        self.modules = modules
        let context = ModuleContext(defaultTimeZone: defaultTimeZone)
        states = modules.states.map { $0.init(context: context) }
    }

    /// A module's state, by its type.
    public subscript<State: ModuleState>(_ type: State.Type) -> State {
        guard let index = modules.stateIndex[ObjectIdentifier(type)], let state = state(at: index) as? State else {
            preconditionFailure("\(State.self) is not the state of a registered module.")
        }
        return state
    }

    /// The state at `index`, read from its head if it is unread.
    func state(at index: Int) -> any ModuleState {
        (unread.isEmpty ? nil : unread[index]?.state()) ?? states[index]
    }

    /// Folds one stored event in.
    public mutating func apply(_ envelope: EventEnvelope) {
        let event: DomainEvent?
        do {
            event = try modules.events.decode(type: envelope.type, schemaVersion: envelope.schemaVersion, payload: envelope.payload)
        } catch {
            unreadable.append(SkippedEvent(envelope, reason: EventCoding.reason(error)))
            version = envelope.seq
            return
        }
        apply(envelope, read: event)
    }

    /// Folds in a stored event whose payload was already read with `modules.events` (an import reads every payload
    /// to check it): `event` is what that gave, nil for a type or version no module knows.
    public mutating func apply(_ envelope: EventEnvelope, read event: DomainEvent?) {
        if let event {
            evolve(event)
        } else {
            unknown.append(SkippedEvent(envelope, reason: "no module of this build knows \(envelope.type) v\(envelope.schemaVersion)"))
        }
        version = envelope.seq
    }

    /// Folds a domain event into every state that reacts to its type.
    public mutating func evolve(_ event: DomainEvent) {
        let type = ObjectIdentifier(Swift.type(of: event.payload))
        if !unread.isEmpty { readHeads(changedBy: type) }
        for index in states.indices { states[index].fold(event.payload, of: type) }
    }
}

/// A stored event that was not folded in, and why.
public struct SkippedEvent: Hashable, Sendable, Codable {
    public let seq: Int64
    public let id: EventID
    public let type: String
    public let schemaVersion: Int
    public let reason: String

    init(_ envelope: EventEnvelope, reason: String) {
        seq = envelope.seq
        id = envelope.id
        type = envelope.type
        schemaVersion = envelope.schemaVersion
        self.reason = reason
    }

    /// In a snapshot's head (``BinaryWriter``).
    func write(to writer: inout BinaryWriter) {
        writer.int(Int(seq))
        writer.uuid(id.uuid)
        writer.string(type)
        writer.int(schemaVersion)
        writer.string(reason)
    }

    init(from reader: inout BinaryReader) throws {
        seq = Int64(try reader.int())
        id = EventID(try reader.uuid())
        type = try reader.string()
        schemaVersion = try reader.int()
        reason = try reader.string()
    }
}
