import Foundation

public typealias EventID = Identifier<EventEnvelope>

/// An event as the store keeps it: identity, place in its stream, when it was recorded, and its JSON payload.
public struct EventEnvelope: Hashable, Sendable {
    public let id: EventID
    public let stream: UserID
    /// 1, 2, 3… within the stream.
    public let seq: Int64
    public let recordedAt: Date
    public let type: String
    public let schemaVersion: Int
    public let payload: Data

    public init(id: EventID, stream: UserID, seq: Int64, recordedAt: Date, type: String, schemaVersion: Int, payload: Data) {
        self.id = id
        self.stream = stream
        self.seq = seq
        self.recordedAt = recordedAt
        self.type = type
        self.schemaVersion = schemaVersion
        self.payload = payload
    }

    /// The domain event inside, or nil for a type this build does not know.
    public func decoded() throws -> DomainEvent? {
        try EventCoding.decode(type: type, schemaVersion: schemaVersion, payload: payload)
    }
}

/// An event about to be appended: it has an id and a payload but no place in a stream yet.
public struct PendingEvent: Hashable, Sendable {
    public let id: EventID
    public let recordedAt: Date
    public let type: String
    public let schemaVersion: Int
    public let payload: Data

    public init(id: EventID, recordedAt: Date, type: String, schemaVersion: Int, payload: Data) {
        self.id = id
        self.recordedAt = recordedAt
        self.type = type
        self.schemaVersion = schemaVersion
        self.payload = payload
    }

    public init(id: EventID, recordedAt: Date, event: DomainEvent) throws {
        self.init(
            id: id, recordedAt: recordedAt.wholeSecond, type: event.type, schemaVersion: event.schemaVersion,
            payload: try EventCoding.payload(of: event))
    }
}
