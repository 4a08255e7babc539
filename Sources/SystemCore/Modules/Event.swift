import Foundation

/// A fact a module records. It is stored forever under its `type` and `schemaVersion`, in the JSON its `Codable`
/// conformance writes (see `EventCoding`).
///
/// The rule for changing an event (also in docs/architecture.md):
/// - `type` is written out as a string literal, never derived from the Swift name, and never changes.
/// - An existing version's payload never changes meaning. An optional field may be added (older payloads decode
///   without it); anything else — a renamed, removed or retyped field, a new required field — is a new
///   `schemaVersion`: the struct moves on to the new shape, and the old shape stays readable as an ``Upcaster``
///   that turns it into the new one.
/// - Every type and version has a golden payload in the tests (`EventGoldenJSONTests`).
public protocol Event: Codable, Hashable, Sendable {
    /// The stored type name, e.g. `"intention.started"`.
    static var type: String { get }
    /// The version of the payload shape this code writes.
    static var schemaVersion: Int { get }
}

extension Event {
    public static var schemaVersion: Int { 1 }
}

/// A recorded fact of any module: the value commands return, states fold and the store encodes.
///
/// Modules add their events without editing this type: `DomainEvent(SomethingHappened(...))`, or a factory a module
/// declares in its own folder (`.intentionStarted(...)`), and `event.as(SomethingHappened.self)` to read one.
public struct DomainEvent: Hashable, Sendable, CustomStringConvertible {
    public let payload: any Event

    public init(_ payload: some Event) {
        self.payload = payload
    }

    /// The stored type name.
    public var type: String { Swift.type(of: payload).type }

    /// The version of the payload shape.
    public var schemaVersion: Int { Swift.type(of: payload).schemaVersion }

    /// The payload, if it is an event of type `E`.
    public func `as`<E: Event>(_ type: E.Type) -> E? { payload as? E }

    public static func == (lhs: DomainEvent, rhs: DomainEvent) -> Bool {
        AnyHashable(lhs.payload) == AnyHashable(rhs.payload)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(payload))
    }

    public var description: String { "\(type) \(payload)" }
}

/// The JSON form of event payloads: sorted keys and ISO 8601 instants, so stored bytes are stable.
public enum EventCoding {
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// Encodes an event's payload.
    public static func payload(of event: DomainEvent) throws -> Data {
        try encoder().encode(event.payload)
    }

    /// Decodes a stored event with the standard modules' registry; nil for a type or version none of them knows.
    public static func decode(type: String, schemaVersion: Int, payload: Data) throws -> DomainEvent? {
        try CoreModules.standard.events.decode(type: type, schemaVersion: schemaVersion, payload: payload)
    }

    /// What is wrong with a payload that does not decode, in words that name the field: "“endedAt” is not valid".
    public static func reason(_ error: any Error) -> String {
        func path(_ context: [any CodingKey]) -> String {
            context.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "“\((context.codingPath.map { $0 } + [key]).map { $0.stringValue }.joined(separator: "."))” is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "“\(path(context.codingPath))” has the wrong type"
        case DecodingError.dataCorrupted(let context):
            let field = path(context.codingPath)
            return field.isEmpty ? "it cannot be read" : "“\(field)” is not valid"
        default:
            return "it cannot be read"
        }
    }
}
