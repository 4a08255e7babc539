import ServiceLifecycle
import SystemCore

/// An event store in memory, for tests and benchmarks. Same contract as the durable stores.
public actor MemoryEventStore: Database {
    private var streams: [UserID: [EventEnvelope]] = [:]
    private var byID: [UserID: [EventID: EventEnvelope]] = [:]
    private var records: [UserID: [String: IdempotencyRecord]] = [:]
    var tables = MemoryAccountTables()
    let snapshotsInMemory = MemorySnapshotStore()

    public init() {}

    /// Nothing to close: the store lives as long as it is referenced.
    /// Nothing runs in the background: waits until the application shuts down (or the task is cancelled).
    public nonisolated func run() async {
        try? await gracefulShutdown()
    }

    public nonisolated var needsRunning: Bool { false }

    public func close() {}

    public func append(_ events: [PendingEvent], to stream: UserID, expecting expected: ExpectedVersion) throws -> AppendResult {
        let existing = events.compactMap { byID[stream]?[$0.id] }
        if !existing.isEmpty {
            guard existing.count == events.count else {
                throw EventStoreError.duplicateIDMismatch
            }
            return .duplicate(existing)
        }
        let current = Int64(streams[stream]?.count ?? 0)
        guard expected.isSatisfied(by: current) else {
            throw EventStoreError.conflict(expected: expected, actual: current)
        }
        guard Set(events.map(\.id)).count == events.count else { throw EventStoreError.duplicateIDMismatch }
        for (offset, event) in events.enumerated() {
            let envelope = EventEnvelope(
                id: event.id, stream: stream, seq: current + Int64(offset) + 1,
                recordedAt: event.recordedAt, type: event.type,
                schemaVersion: event.schemaVersion, payload: event.payload)
            streams[stream, default: []].append(envelope)
            byID[stream, default: [:]][event.id] = envelope
        }
        return .appended(version: current + Int64(events.count))
    }

    public func read(_ stream: UserID, after seq: Int64, limit: Int) -> [EventEnvelope] {
        let events = streams[stream] ?? []
        let start = Int(min(max(seq, 0), Int64(events.count)))
        return Array(events[start..<min(events.count, start + max(limit, 0))])
    }

    public func version(of stream: UserID) -> Int64 {
        Int64(streams[stream]?.count ?? 0)
    }

    public func event(_ id: EventID, in stream: UserID) -> EventEnvelope? { byID[stream]?[id] }

    public func idempotencyRecord(_ key: String, for user: UserID) -> IdempotencyRecord? {
        records[user]?[key]
    }

    public func save(_ record: IdempotencyRecord, for user: UserID) {
        if records[user]?[record.key] == nil { records[user, default: [:]][record.key] = record }
    }
}

extension MemoryEventStore: ModuleStorage {
    /// The memory store runs no SQL: a module with tables needs SQLite or PostgreSQL.
    public func moduleDatabase() async throws -> any ModuleDatabase {
        throw ModuleTablesError("modules' tables need SQLite or PostgreSQL; the memory store has none")
    }
}
