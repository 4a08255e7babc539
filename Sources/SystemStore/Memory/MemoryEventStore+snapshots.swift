import Foundation
import SystemCore

extension MemoryEventStore {
    public func snapshotStore() -> any SnapshotStore { snapshotsInMemory }
}

/// Snapshots in memory, for tests: the same rules as the SQL store's.
actor MemorySnapshotStore: SnapshotStore {
    private var stored: [UserID: [String: Snapshot]] = [:]
    private var directories: [UserID: [String: [String: String]]] = [:]

    func head(of stream: UserID) -> Snapshot? { stored[stream]?[Snapshot.head] }

    func parts(_ parts: [String], of stream: UserID) -> [Snapshot] {
        parts.compactMap { stored[stream]?[$0] }
    }

    func directory(_ kind: String, ids: [String], of stream: UserID) -> [String: String] {
        let known = directories[stream]?[kind] ?? [:]
        return ids.reduce(into: [:]) { found, id in found[id] = known[id] }
    }

    func save(_ generation: SnapshotGeneration, of stream: UserID) -> Bool {
        let head = stored[stream]?[Snapshot.head]
        guard generation.replaces(stored: head.map { ($0.version, $0.format) }) else { return false }
        if generation.clearsStored(format: head?.format) {
            stored[stream] = [:]
            directories[stream] = [:]
        }
        for (part, payload) in generation.parts.merging([Snapshot.head: generation.head], uniquingKeysWith: { $1 }) {
            stored[stream, default: [:]][part] = Snapshot(
                part: part, version: generation.version, format: generation.format, payload: payload)
        }
        for entry in generation.directory { directories[stream, default: [:]][entry.kind, default: [:]][entry.id] = entry.part }
        return true
    }

    func deleteSnapshots(of stream: UserID) {
        stored[stream] = nil
        directories[stream] = nil
    }
}
