import SystemCore

/// What an append expects the stream's version to be; a wrong expectation is a conflict, not a silent overwrite.
public enum ExpectedVersion: Hashable, Sendable {
    /// Append whatever the version.
    case any
    /// The stream must be empty.
    case noStream
    /// The stream's last seq must be exactly this.
    case exact(Int64)

    /// The one place the expectation is checked against a stream's current version.
    public func isSatisfied(by current: Int64) -> Bool {
        switch self {
        case .any: true
        case .noStream: current == 0
        case .exact(let version): current == version
        }
    }

    /// The version the stream must have, or nil for `.any`.
    public var required: Int64? {
        switch self {
        case .any: nil
        case .noStream: 0
        case .exact(let version): version
        }
    }
}

/// What an append did.
public enum AppendResult: Hashable, Sendable {
    /// The events were written; the stream is now at `version`.
    case appended(version: Int64)
    /// Every event id was already in the stream (a retry): nothing was written, these are the originals.
    case duplicate([EventEnvelope])

    public var isDuplicate: Bool { if case .duplicate = self { true } else { false } }
}

/// Why an append or a read failed.
public struct EventStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    private enum Reason: Equatable, Sendable {
        case conflict(expected: ExpectedVersion, actual: Int64)
        case duplicateIDMismatch
        case repeatedID(EventID, seq: Int64, first: Int64)
        case schemaTooNew(found: Int, known: Int)
        case unavailable(String)
    }

    private let reason: Reason

    /// Another writer appended first: re-decide on fresh state and try again.
    public static func conflict(expected: ExpectedVersion, actual: Int64) -> Self {
        Self(reason: .conflict(expected: expected, actual: actual))
    }

    /// Some, but not all, of the event ids already exist: the batch is not a clean retry.
    public static let duplicateIDMismatch = Self(reason: .duplicateIDMismatch)

    /// A history gives the event at `seq` an id already given to the one at `first` (``EventStore/appendHistory(to:_:)``).
    public static func repeatedID(_ id: EventID, seq: Int64, first: Int64) -> Self { Self(reason: .repeatedID(id, seq: seq, first: first)) }

    /// The event's id, seq and the seq that had the id first, when a history repeated an id.
    public var repeatedID: (id: EventID, seq: Int64, first: Int64)? {
        if case .repeatedID(let id, let seq, let first) = reason { (id, seq, first) } else { nil }
    }

    /// The first event of a history's batch (numbered on from `version`) whose id an event before it in the batch had:
    /// its offset in the batch, and the error that names both.
    static func firstRepeatedID(in events: [PendingEvent], after version: Int64) -> (offset: Int, error: Self)? {
        var offsetOfID: [EventID: Int] = [:]
        offsetOfID.reserveCapacity(events.count)
        for (offset, event) in events.enumerated() {
            if let first = offsetOfID.updateValue(offset, forKey: event.id) {
                return (offset, .repeatedID(event.id, seq: version + Int64(offset) + 1, first: version + Int64(first) + 1))
            }
        }
        return nil
    }

    public static func schemaTooNew(found: Int, known: Int) -> Self { Self(reason: .schemaTooNew(found: found, known: known)) }

    public static func unavailable(_ detail: String) -> Self { Self(reason: .unavailable(detail)) }

    public var isConflict: Bool { if case .conflict = reason { true } else { false } }

    public var description: String {
        switch reason {
        case .conflict(let expected, let actual):
            "Append conflict: expected version \(expected.required.map(String.init) ?? "any"), found \(actual)."
        case .duplicateIDMismatch:
            "Some event ids of this batch were already stored with other events."
        case .repeatedID(let id, let seq, let first):
            "The event id \(id) of seq \(seq) was already given to seq \(first)."
        case .schemaTooNew(let found, let known):
            "The database was written by a newer version of The System (schema \(found); this build knows up to \(known)). Upgrade The System to open it."
        case .unavailable(let detail):
            "The event store is unavailable: \(detail)"
        }
    }
}

/// An append-only log of events, one stream per user.
///
/// Implementations enforce order (`UNIQUE(stream, seq)`) and identity (`UNIQUE(stream, id)`) and never update or
/// delete. Every operation names its stream: nothing reads or writes across users.
public protocol EventStore: Sendable {
    /// Appends events atomically: all or none. A batch whose ids are all stored already is a no-op.
    func append(_ events: [PendingEvent], to stream: UserID, expecting expected: ExpectedVersion) async throws -> AppendResult

    /// Events of a stream with seq greater than `after`, in order, at most `limit` of them.
    func read(_ stream: UserID, after seq: Int64, limit: Int) async throws -> [EventEnvelope]

    /// The last seq of a stream (0 when empty).
    func version(of stream: UserID) async throws -> Int64

    /// A stored event of a stream by id. Ids are unique within a stream; another stream's event is never returned.
    func event(_ id: EventID, in stream: UserID) async throws -> EventEnvelope?

    /// Appends a whole history to an empty stream in one transaction, however long it is: `body` hands the events to
    /// the appender batch by batch, in order (the first is seq 1), and everything is written when `body` returns —
    /// or nothing, when the stream has events, `body` throws, an id repeats (``EventStoreError/repeatedID(_:seq:first:)``,
    /// naming both events: the store's unique key finds it, so no importer has to hold every id it has seen),
    /// another writer gets there first (a conflict) or the store fails. Unlike one ``append(_:to:expecting:)``, the
    /// history never has to be in memory at once.
    func appendHistory<T>(to stream: UserID, _ body: (any HistoryAppender) async throws -> T) async throws -> T
}

/// Takes a history's events, batch by batch, inside the one transaction of ``EventStore/appendHistory(to:_:)``.
public protocol HistoryAppender {
    /// Appends the next events after those appended before; the whole history fails with it when it throws. A store
    /// may still be writing the batch when this returns (while the caller reads the next): a failure then comes
    /// from a later call, or from ``EventStore/appendHistory(to:_:)`` itself, and nothing is written either way.
    func append(_ events: [PendingEvent]) async throws
    /// Waits until every batch handed over is written; throws what writing them threw (then the history fails).
    func flush() async throws
    /// The modules' tables inside the same transaction, so that a user's records are written with the events, all
    /// or nothing. A store without SQL (the memory one) throws.
    func moduleDatabase() async throws -> any ModuleDatabase
}

extension EventStore {
    /// Gathers every batch and appends them as one ``append(_:to:expecting:)`` at the end: atomic, but the whole
    /// history in memory, which suits the memory store (it holds every event anyway) and test doubles. The durable
    /// stores stream instead, in one transaction of their own, with the modules' tables in it.
    public func appendHistory<T>(to stream: UserID, _ body: (any HistoryAppender) async throws -> T) async throws -> T {
        let current = try await version(of: stream)
        guard current == 0 else { throw EventStoreError.conflict(expected: .noStream, actual: current) }
        let gathered = GatheredHistory()
        let result = try await body(gathered)
        if try await append(gathered.events, to: stream, expecting: .noStream).isDuplicate {
            // Every id was stored already: another import of the same history got there first.
            throw EventStoreError.conflict(expected: .noStream, actual: try await version(of: stream))
        }
        return result
    }

    /// Every event of a stream after `seq`, read in pages.
    public func readAll(_ stream: UserID, after seq: Int64 = 0) async throws -> [EventEnvelope] {
        var result: [EventEnvelope] = []
        var position = seq
        while true {
            let page = try await read(stream, after: position, limit: 10_000)
            result += page
            guard let last = page.last, page.count == 10_000 else { return result }
            position = last.seq
        }
    }
}

/// The first response to a request made with an `Idempotency-Key`, kept so a retry gets the same answer.
public struct IdempotencyRecord: Hashable, Sendable {
    public let key: String
    /// A digest of what was asked (method, path, body): the same key with another request is refused.
    public let fingerprint: String
    public let status: Int
    public let body: String

    public init(key: String, fingerprint: String, status: Int, body: String) {
        self.key = key
        self.fingerprint = fingerprint
        self.status = status
        self.body = body
    }
}

/// Remembers responses to idempotent requests, per user.
public protocol IdempotencyStore: Sendable {
    func idempotencyRecord(_ key: String, for user: UserID) async throws -> IdempotencyRecord?
    /// Saves the record unless one with the key exists already (the first response wins).
    func save(_ record: IdempotencyRecord, for user: UserID) async throws
}

/// A complete backend: the event log and the idempotency records beside it.
public typealias Storage = EventStore & IdempotencyStore

/// The batches of a history, gathered for one append at the end (``EventStore/appendHistory(to:_:)``'s default).
private final class GatheredHistory: HistoryAppender {
    var events: [PendingEvent] = []
    /// The seq of each id gathered, to name a repeated one as the durable stores do.
    private var seqOfID: [EventID: Int64] = [:]

    func append(_ events: [PendingEvent]) throws {
        for event in events {
            let seq = Int64(self.events.count + 1)
            if let first = seqOfID.updateValue(seq, forKey: event.id) {
                throw EventStoreError.repeatedID(event.id, seq: seq, first: first)
            }
            self.events.append(event)
        }
    }

    func flush() {}

    func moduleDatabase() async throws -> any ModuleDatabase {
        throw ModuleTablesError("modules' tables need SQLite or PostgreSQL, which write a history in one transaction")
    }
}
