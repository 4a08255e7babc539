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
        // The windows go in as one JSON array, so the statement's text is the same for any number of them: every page
        // with the energy ring asks for 30 days of basal energy, and a statement of 30 SELECTs joined by UNION ALL
        // took SQLite longer to parse and plan than to run.
        let windowsJSON = "[" + windows.map { "[\(Self.seconds($0.start)),\(Self.seconds($0.end))]" }.joined(separator: ",") + "]"
        var totals = Array(repeating: SourceTotals(), count: windows.count)
        for row in try await database.execute(
            database.dialect == .sqlite ? Self.sqliteTotals : Self.postgresTotals,
            [.text(windowsJSON), .text(user.rawValue), .text(kind.rawValue)])
        {
            guard let index = row["w"].integer.map(Int.init), totals.indices.contains(index), let source = row["source"].text else {
                continue
            }
            totals[index].bySource[source] = SourceTotals.Total(value: row["total"].real ?? 0, seconds: row["covered"].real ?? 0)
        }
        return totals
    }

    /// ``totals(_:in:)``'s statement, given the windows (`w`: index `i`, from `f`, to `t`): each window's share of a
    /// reading is its value in proportion to the time it spends in the window.
    private static func totalsStatement(windows: String, least: String, greatest: String) -> String {
        """
        WITH w AS (\(windows))
        SELECT w.i AS w, s.source,
            CAST(SUM(CASE WHEN s.end_at = s.start_at THEN s.value
                ELSE s.value * (\(least)(s.end_at, w.t) - \(greatest)(s.start_at, w.f)) / (s.end_at - s.start_at) END) AS DOUBLE PRECISION) AS total,
            CAST(SUM(\(least)(s.end_at, w.t) - \(greatest)(s.start_at, w.f)) AS DOUBLE PRECISION) AS covered
        FROM w JOIN health_samples s
            ON s.user_id = ? AND s.kind = ? AND s.start_at >= w.f - \(Int64(longest)) AND s.start_at < w.t
            AND (s.end_at > w.f OR (s.end_at = s.start_at AND s.start_at >= w.f))
        GROUP BY w.i, s.source
        """
    }

    private static let sqliteTotals = totalsStatement(
        windows: "SELECT CAST(key AS INTEGER) AS i, json_extract(value, '$[0]') AS f, json_extract(value, '$[1]') AS t FROM json_each(?)",
        least: "MIN", greatest: "MAX")

    private static let postgresTotals = totalsStatement(
        windows: """
            SELECT (n - 1)::BIGINT AS i, (e->>0)::BIGINT AS f, (e->>1)::BIGINT AS t FROM json_array_elements(?::json) WITH ORDINALITY AS a(e, n)
            """,
        least: "LEAST", greatest: "GREATEST")

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
