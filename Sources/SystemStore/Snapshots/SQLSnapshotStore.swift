import Foundation
import SystemCore

/// Snapshots in the `snapshots` and `snapshot_directory` tables, on SQLite or PostgreSQL: the same statements on
/// either (the upserts are the `ON CONFLICT` both understand), run on the database's connection for modules' tables,
/// whose transactions take turns.
struct SQLSnapshotStore: SnapshotStore {
    let database: any ModuleDatabase

    func head(of stream: UserID) async throws -> Snapshot? {
        try await parts([Snapshot.head], of: stream).first
    }

    func parts(_ parts: [String], of stream: UserID) async throws -> [Snapshot] {
        guard !parts.isEmpty else { return [] }
        var found: [Snapshot] = []
        // In slices, so no statement binds more values than either backend takes.
        for slice in stride(from: 0, to: parts.count, by: 500).map({ parts[$0..<min($0 + 500, parts.count)] }) {
            let rows = try await database.execute(
                "SELECT part, version, format, checksum, payload FROM snapshots WHERE stream = ? AND part IN (\(placeholders(slice.count)))",
                [.text(stream.rawValue)] + slice.map { .text($0) })
            found += rows.compactMap(Self.snapshot)
        }
        return found
    }

    func directory(_ kind: String, ids: [String], of stream: UserID) async throws -> [String: String] {
        guard !ids.isEmpty else { return [:] }
        var found: [String: String] = [:]
        for slice in stride(from: 0, to: ids.count, by: 500).map({ ids[$0..<min($0 + 500, ids.count)] }) {
            let rows = try await database.execute(
                "SELECT id, part FROM snapshot_directory WHERE stream = ? AND kind = ? AND id IN (\(placeholders(slice.count)))",
                [.text(stream.rawValue), .text(kind)] + slice.map { .text($0) })
            for row in rows {
                if let id = row["id"].text, let part = row["part"].text { found[id] = part }
            }
        }
        return found
    }

    func save(_ generation: SnapshotGeneration, of stream: UserID) async throws -> Bool {
        let user = SQLValue.text(stream.rawValue)
        return try await database.transaction { database in
            let stored = try await database.execute(
                "SELECT version, format FROM snapshots WHERE stream = ? AND part = ?", [user, .text(Snapshot.head)]
            ).first
            let head = stored.flatMap { row in
                row["version"].integer.map { (version: $0, format: row["format"].text ?? "") }
            }
            guard generation.replaces(stored: head) else { return false }
            if generation.clearsStored(format: head?.format) {
                try await database.execute("DELETE FROM snapshots WHERE stream = ?", [user])
                try await database.execute("DELETE FROM snapshot_directory WHERE stream = ?", [user])
            }
            for (part, payload) in generation.parts.sorted(by: { $0.key < $1.key }) + [(Snapshot.head, generation.head)] {
                try await database.execute(
                    """
                    INSERT INTO snapshots (stream, part, version, format, checksum, payload) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (stream, part) DO UPDATE SET version = excluded.version, format = excluded.format,
                        checksum = excluded.checksum, payload = excluded.payload
                    """,
                    [
                        user, .text(part), .integer(generation.version), .text(generation.format),
                        .text(SnapshotChecksum.of(payload)), .blob([UInt8](payload)),
                    ])
            }
            for slice in stride(from: 0, to: generation.directory.count, by: 200).map({
                generation.directory[$0..<min($0 + 200, generation.directory.count)]
            }) {
                try await database.execute(
                    """
                    INSERT INTO snapshot_directory (stream, kind, id, part) VALUES \(Array(repeating: "(?, ?, ?, ?)", count: slice.count).joined(separator: ", "))
                    ON CONFLICT (stream, kind, id) DO UPDATE SET part = excluded.part
                    """,
                    slice.flatMap { [user, .text($0.kind), .text($0.id), .text($0.part)] })
            }
            return true
        }
    }

    func deleteSnapshots(of stream: UserID) async throws {
        try await database.transaction { database in
            try await database.execute("DELETE FROM snapshots WHERE stream = ?", [.text(stream.rawValue)])
            try await database.execute("DELETE FROM snapshot_directory WHERE stream = ?", [.text(stream.rawValue)])
        }
    }

    private func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }

    /// The row as a snapshot, or nil when its bytes are not the ones written.
    private static func snapshot(_ row: SQLRow) -> Snapshot? {
        guard let part = row["part"].text, let version = row["version"].integer, let format = row["format"].text,
            let checksum = row["checksum"].text, let bytes = row["payload"].blob
        else { return nil }
        let payload = Data(bytes)
        guard SnapshotChecksum.of(payload) == checksum else { return nil }
        return Snapshot(part: part, version: version, format: format, payload: payload)
    }
}
