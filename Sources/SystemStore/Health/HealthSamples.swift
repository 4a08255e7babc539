import Foundation
import SystemCore

/// A user's readings from devices, in the health module's tables: stored once however often an export is imported
/// again, and read back by day.
public struct HealthSamples: Sendable {
    let database: any ModuleDatabase
    let user: UserID

    public init(_ database: any ModuleDatabase, of user: UserID) {
        self.database = database
        self.user = user
    }

    /// A user's readings in a store; nil for a store without SQL (the memory one), which keeps none.
    public static func of(_ storage: any Sendable, for user: UserID) async throws -> HealthSamples? {
        try await moduleDatabase(of: storage).map { HealthSamples($0, of: user) }
    }

    /// A reading may last at most this long (a night, a day's summary); a reader looks this far back for readings
    /// that reach into a window.
    public static let longest: TimeInterval = 48 * 3600

    /// Stores readings not stored yet, and returns how many of each kind that was.
    @discardableResult
    public func add(_ samples: [HealthSample]) async throws -> [HealthSample.Kind: Int] {
        try await Self.add(samples, for: user, into: database)
    }

    static func add(_ samples: [HealthSample], for user: UserID, into database: any ModuleDatabase) async throws -> [HealthSample.Kind: Int]
    {
        guard !samples.isEmpty else { return [:] }
        let before = try await counts(of: user, in: database)
        try await insert(samples, for: user, into: database)
        return try await counts(of: user, in: database).added(since: before)
    }

    /// Stores readings not stored yet, a batch a statement; what was added is counted by ``counts(of:in:)`` before
    /// and after (RETURNING a row per reading costs more than the insert).
    static func insert(_ samples: [HealthSample], for user: UserID, into database: any ModuleDatabase) async throws {
        for batch in samples.chunkedBy(rowsPerInsert) {
            var binds: [SQLValue] = []
            binds.reserveCapacity(batch.count * 7)
            for sample in batch {
                binds += [
                    .text(user.rawValue), .text(sample.kind.rawValue), .text(sample.source), .integer(Self.seconds(sample.start)),
                    .integer(Self.seconds(sample.end)), .real(sample.value), .text(sample.stage?.rawValue ?? ""),
                ]
            }
            try await database.execute(
                "INSERT INTO health_samples (user_id, kind, source, start_at, end_at, value, stage) VALUES "
                    + (batch.count == rowsPerInsert ? fullBatch : marks(batch.count)) + " ON CONFLICT DO NOTHING", binds)
        }
    }

    /// A user's readings of each kind.
    static func counts(of user: UserID, in database: any ModuleDatabase) async throws -> [HealthSample.Kind: Int] {
        var counts: [HealthSample.Kind: Int] = [:]
        let rows = try await database.execute(
            "SELECT kind, COUNT(*) AS n FROM health_samples WHERE user_id = ? GROUP BY kind", [.text(user.rawValue)])
        for row in rows {
            if let kind = row["kind"].text.flatMap(HealthSample.Kind.init) { counts[kind] = Int(row["n"].integer ?? 0) }
        }
        return counts
    }

    static func marks(_ rows: Int) -> String { Array(repeating: "(?, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", ") }
    static let fullBatch = marks(rowsPerInsert)

    /// Rows per INSERT: seven values each, well inside both backends' limit on bound values.
    static let rowsPerInsert = 500

    /// The readings of `kinds` that overlap `window` (and, for a reading of no duration, fall in it), oldest first.
    public func samples(_ kinds: Set<HealthSample.Kind>, overlapping window: DateInterval) async throws -> [HealthSample] {
        guard !kinds.isEmpty else { return [] }
        let from = Self.seconds(window.start), to = Self.seconds(window.end)
        let rows = try await database.execute(
            """
            SELECT kind, source, start_at, end_at, value, stage FROM health_samples
            WHERE user_id = ? AND kind IN (\(Array(repeating: "?", count: kinds.count).joined(separator: ", ")))
            AND start_at >= ? AND start_at < ? AND (end_at > ? OR (end_at = start_at AND start_at >= ?))
            ORDER BY start_at, end_at, source
            """,
            [.text(user.rawValue)] + kinds.sorted { $0.rawValue < $1.rawValue }.map { .text($0.rawValue) } + [
                .integer(from - Int64(Self.longest)), .integer(to), .integer(from), .integer(from),
            ])
        return rows.compactMap(Self.sample)
    }

    /// Per source, the total of `kind` in each window and the seconds its readings cover there, summed by the
    /// database (a watch writes a basal reading every few minutes: a month of them is never read row by row).
    public func totals(_ kind: HealthSample.Kind, in windows: [DateInterval]) async throws -> [SourceTotals] {
        guard !windows.isEmpty else { return [] }
        let (least, greatest) = database.dialect == .sqlite ? ("MIN", "MAX") : ("LEAST", "GREATEST")
        // Each window's share of a reading: its value in proportion to the time it spends in the window.
        var parts: [String] = []
        var binds: [SQLValue] = []
        for (index, window) in windows.enumerated() {
            let from = Self.seconds(window.start), to = Self.seconds(window.end)
            parts.append(
                """
                SELECT \(index) AS w, source,
                    CAST(SUM(CASE WHEN end_at = start_at THEN value
                        ELSE value * (\(least)(end_at, ?) - \(greatest)(start_at, ?)) / (end_at - start_at) END) AS DOUBLE PRECISION) AS total,
                    CAST(SUM(\(least)(end_at, ?) - \(greatest)(start_at, ?)) AS DOUBLE PRECISION) AS covered
                FROM health_samples
                WHERE user_id = ? AND kind = ? AND start_at >= ? AND start_at < ? AND (end_at > ? OR (end_at = start_at AND start_at >= ?))
                GROUP BY source
                """)
            binds += [
                .integer(to), .integer(from), .integer(to), .integer(from), .text(user.rawValue), .text(kind.rawValue),
                .integer(from - Int64(Self.longest)), .integer(to), .integer(from), .integer(from),
            ]
        }
        var totals = Array(repeating: SourceTotals(), count: windows.count)
        for row in try await database.execute(parts.joined(separator: " UNION ALL "), binds) {
            guard let index = row["w"].integer.map(Int.init), let source = row["source"].text else { continue }
            totals[index].bySource[source] = SourceTotals.Total(value: row["total"].real ?? 0, seconds: row["covered"].real ?? 0)
        }
        return totals
    }

    /// The last reading of `kind` that began before `instant`.
    public func latest(_ kind: HealthSample.Kind, before instant: Date) async throws -> HealthSample? {
        try await database.execute(
            """
            SELECT kind, source, start_at, end_at, value, stage FROM health_samples
            WHERE user_id = ? AND kind = ? AND start_at < ? ORDER BY start_at DESC, end_at DESC, source LIMIT 1
            """, [.text(user.rawValue), .text(kind.rawValue), .integer(Self.seconds(instant))]
        ).first.flatMap(Self.sample)
    }

    static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

    static func sample(_ row: SQLRow) -> HealthSample? {
        guard let kind = row["kind"].text.flatMap(HealthSample.Kind.init), let source = row["source"].text,
            let start = row["start_at"].integer, let end = row["end_at"].integer
        else { return nil }
        let stage = row["stage"].text.flatMap { $0.isEmpty ? nil : SleepStage(rawValue: $0) }
        return HealthSample(
            kind: kind, source: source, start: Date(timeIntervalSince1970: Double(start)), end: Date(timeIntervalSince1970: Double(end)),
            value: row["value"].real ?? 0, stage: stage)
    }
}

extension Dictionary where Key == HealthSample.Kind, Value == Int {
    /// The kinds that grew since `before`, and by how much.
    func added(since before: Self) -> Self {
        reduce(into: [:]) { added, entry in
            let grown = entry.value - before[entry.key, default: 0]
            if grown > 0 { added[entry.key] = grown }
        }
    }
}

extension Array {
    fileprivate func chunkedBy(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
