import Foundation

/// Reads an older stored version of an event and turns it into the current one.
public struct Upcaster: Sendable {
    public let type: String
    public let schemaVersion: Int
    let read: @Sendable (Data) throws -> DomainEvent

    /// Payloads stored as `Old` under `type` at `schemaVersion` are read and made into today's event by `upcast`.
    public init<Old: Decodable & SendableMetatype, New: Event>(
        _ old: Old.Type, type: String = New.type, schemaVersion: Int,
        upcast: @escaping @Sendable (Old) -> New
    ) {
        self.type = type
        self.schemaVersion = schemaVersion
        read = { data in DomainEvent(upcast(try PayloadDecoding.decode(Old.self, from: data))) }
    }
}

/// The decoding table of every registered event: (type, schemaVersion) → how to read the payload.
///
/// Built once from the modules' lists; a type and version registered twice is a programming error and stops the
/// program at start-up, naming it.
public struct EventRegistry: Sendable {
    public struct Key: Hashable, Sendable, Comparable, CustomStringConvertible {
        public let type: String
        public let schemaVersion: Int
        public static func < (a: Key, b: Key) -> Bool { (a.type, a.schemaVersion) < (b.type, b.schemaVersion) }
        public var description: String { "\(type) v\(schemaVersion)" }
    }

    private var readers: [Key: @Sendable (Data) throws -> DomainEvent] = [:]
    /// The current (written) version of each event type, with the Swift type that writes it.
    public private(set) var current: [String: any Event.Type] = [:]

    public init() {}

    /// Registers an event type at the version this code writes.
    public mutating func register<E: Event>(_ event: E.Type) {
        add(Key(type: E.type, schemaVersion: E.schemaVersion)) { data in DomainEvent(try PayloadDecoding.decode(E.self, from: data)) }
        current[E.type] = event
    }

    /// Registers a reader for an older version.
    public mutating func register(_ upcaster: Upcaster) {
        add(Key(type: upcaster.type, schemaVersion: upcaster.schemaVersion), upcaster.read)
    }

    private mutating func add(_ key: Key, _ read: @escaping @Sendable (Data) throws -> DomainEvent) {
        precondition(readers[key] == nil, "The event \(key) is registered twice: each type and version has one owner.")
        readers[key] = read
    }

    /// Every registered type and version.
    public var keys: [Key] { readers.keys.sorted() }

    /// Whether this build can read the type at some version.
    public func knows(type: String) -> Bool { readers.keys.contains { $0.type == type } }

    /// Decodes a stored payload; nil for a type or version no registered module knows (a newer build wrote it).
    /// A known type whose payload does not decode throws.
    public func decode(type: String, schemaVersion: Int, payload: Data) throws -> DomainEvent? {
        guard let read = readers[Key(type: type, schemaVersion: schemaVersion)] else { return nil }
        return try read(payload)
    }
}
