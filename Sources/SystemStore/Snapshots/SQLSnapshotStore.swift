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
            found += try rows.compactMap(Self.snapshot)
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
        /// Another writer's generation is as new: nothing of this one may stay.
        struct NotNewer: Error {}
        @Sendable func row(_ user: SQLValue, _ part: String, _ payload: Data) -> [SQLValue] {
            [
                user, .text(part), .integer(generation.version), .text(generation.format), .text(SnapshotChecksum.of(payload)),
                .blob([UInt8](payload)),
            ]
        }
        do {
            return try await database.transaction { database in
                // PostgreSQL locks the stored head, so writers of one stream take turns; SQLite's transactions
                // already do.
                let lock = database.dialect == .postgres ? " FOR UPDATE" : ""
                let stored = try await database.execute(
                    "SELECT version, format FROM snapshots WHERE stream = ? AND part = ?\(lock)", [user, .text(Snapshot.head)]
                ).first
                let head = stored.flatMap { row in
                    row["version"].integer.map { (version: $0, format: row["format"].text ?? "") }
                }
                guard generation.replaces(stored: head) else { return false }
                // The head first, and only over an older one: two first writers of a stream both find no head, and
                // the second's insert waits here for the first to commit, then keeps the newer.
                let written = try await database.execute(
                    """
                    INSERT INTO snapshots (stream, part, version, format, checksum, payload) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (stream, part) DO UPDATE SET version = excluded.version, format = excluded.format,
                        checksum = excluded.checksum, payload = excluded.payload
                    WHERE snapshots.format <> excluded.format OR snapshots.version < excluded.version
                        OR (? = 1 AND snapshots.version = excluded.version)
                    RETURNING version
                    """,
                    row(user, Snapshot.head, generation.head) + [.integer(generation.replacesAll ? 1 : 0)])
                guard !written.isEmpty else { throw NotNewer() }
                if generation.clearsStored(format: head?.format) {
                    try await database.execute("DELETE FROM snapshots WHERE stream = ? AND part <> ?", [user, .text(Snapshot.head)])
                    try await database.execute("DELETE FROM snapshot_directory WHERE stream = ?", [user])
                }
                for (part, payload) in generation.parts.sorted(by: { $0.key < $1.key }) {
                    try await database.execute(
                        """
                        INSERT INTO snapshots (stream, part, version, format, checksum, payload) VALUES (?, ?, ?, ?, ?, ?)
                        ON CONFLICT (stream, part) DO UPDATE SET version = excluded.version, format = excluded.format,
                            checksum = excluded.checksum, payload = excluded.payload
                        """,
                        row(user, part, payload))
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
        } catch is NotNewer {
            return false
        }

    }

    func deleteSnapshots(of stream: UserID) async throws {
        try await database.transaction { database in
            try await database.execute("DELETE FROM snapshots WHERE stream = ?", [.text(stream.rawValue)])
            try await database.execute("DELETE FROM snapshot_directory WHERE stream = ?", [.text(stream.rawValue)])
        }
    }

    /// `?, ?, ?` for `count` values. Written out rather than joining an array: the standard library's unspecialized
    /// `joined(separator:)` has the runtime look its associated types up by name, a scan of every conformance record
    /// in the binary (BENCHMARKS.md) on every command's first snapshot read.
    private func placeholders(_ count: Int) -> String {
        count == 0 ? "" : "?" + String(repeating: ", ?", count: count - 1)
    }

    /// The row as a snapshot; throws when its bytes are not the ones written.
    private static func snapshot(_ row: SQLRow) throws -> Snapshot? {
        guard let part = row["part"].text else { return nil }
        guard let version = row["version"].integer, let format = row["format"].text, let checksum = row["checksum"].text,
            let bytes = row["payload"].blob, SnapshotChecksum.of(Data(bytes)) == checksum
        else { throw SnapshotDamaged(part: part) }
        return Snapshot(part: part, version: version, format: format, payload: Data(bytes))
    }
}
