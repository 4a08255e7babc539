import Foundation
import SystemCore

/// The workouts module's own tables: each raw stream the smart clip sent, as it came (a set's result is an event
/// that names its stream; the readings never enter the event stream). A user's streams travel with their history.
public enum WorkoutsTables: ModuleTables {
    public static let module = "workouts"

    public static func migrations(for dialect: SQLDialect) -> [[String]] {
        switch dialect {
        case .sqlite: [streams(integer: "INTEGER", real: "REAL")]
        case .postgres: [streams(integer: "BIGINT", real: "DOUBLE PRECISION")]
        }
    }

    /// A stream is kept whole, as text (one reading per line, a few bytes each: an hour at 100 readings a second is
    /// about 8 MB), with the rate its untimed lines are read at.
    static func streams(integer: String, real: String) -> [String] {
        [
            """
            CREATE TABLE workouts_streams (
                user_id TEXT NOT NULL, id TEXT NOT NULL, recorded_at \(integer) NOT NULL, rate \(real) NOT NULL,
                name TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (user_id, id)
            )
            """,
            "CREATE INDEX workouts_streams_by_time ON workouts_streams (user_id, recorded_at)",
        ]
    }

    // MARK: A user's records

    public static func exportRecords(of user: UserID, from database: any ModuleDatabase) async throws -> [Data] {
        guard try await database.hasTable("workouts_streams") else { return [] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        return try await ClipStreams(database, of: user).all().map { try encoder.encode($0) }
    }

    public static func importRecords(_ records: [Data], for user: UserID, into database: any ModuleDatabase) async throws {
        guard !records.isEmpty else { return }
        if try await !database.hasTable("workouts_streams") { try await StoreModules([Self.self]).migrate(database) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let streams = ClipStreams(database, of: user)
        for record in records { try await streams.add(try decoder.decode(StoredClipStream.self, from: record)) }
    }

    public static func deleteRecords(of user: UserID, from database: any ModuleDatabase) async throws {
        guard try await database.hasTable("workouts_streams") else { return }
        try await database.execute("DELETE FROM workouts_streams WHERE user_id = ?", [.text(user.rawValue)])
    }
}

/// A stream as kept: its text, when it was recorded, how its untimed lines are timed, and the name it came with.
public struct StoredClipStream: Codable, Sendable, Hashable, Identifiable {
    public let id: String
    public let recordedAt: Date
    public let rate: Double
    /// The file it was read from ("set.txt"), or how it came in ("the clip", "the demo").
    public let name: String
    public let body: String

    public init(id: String, recordedAt: Date, rate: Double, name: String, body: String) {
        self.id = id
        self.recordedAt = recordedAt
        self.rate = rate
        self.name = name
        self.body = body
    }

    /// The stream's readings.
    public var stream: ClipStream { ClipStream(parsing: body, rate: rate) }
}

/// A user's clip streams in the workouts module's tables.
public struct ClipStreams: Sendable {
    let database: any ModuleDatabase
    let user: UserID

    public init(_ database: any ModuleDatabase, of user: UserID) {
        self.database = database
        self.user = user
    }

    /// A user's streams in a store; nil for a store without SQL (the memory one), which keeps none.
    public static func of(_ storage: any Sendable, for user: UserID) async throws -> ClipStreams? {
        try await moduleDatabase(of: storage).map { ClipStreams($0, of: user) }
    }

    /// The largest stream kept: over an hour at 100 readings a second.
    public static let maximumBytes = 16 << 20

    /// Keeps a stream; the same id again keeps the first (a retried upload stores it once).
    public func add(_ stream: StoredClipStream) async throws {
        guard stream.body.utf8.count <= Self.maximumBytes else {
            throw ModuleTablesError("a stream is at most \(Self.maximumBytes >> 20) MB")
        }
        try await database.execute(
            "INSERT INTO workouts_streams (user_id, id, recorded_at, rate, name, body) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            [
                .text(user.rawValue), .text(stream.id), .integer(Int64(stream.recordedAt.timeIntervalSince1970.rounded(.down))),
                .real(stream.rate), .text(stream.name), .text(stream.body),
            ])
    }

    /// One stream, or nil when the user has none by that id.
    public func stream(_ id: String) async throws -> StoredClipStream? {
        try await database.execute(
            "SELECT id, recorded_at, rate, name, body FROM workouts_streams WHERE user_id = ? AND id = ?",
            [.text(user.rawValue), .text(id)]
        ).first.flatMap(Self.stream)
    }

    /// Every stream of the user, oldest first (ties by id), for an export.
    public func all() async throws -> [StoredClipStream] {
        try await database.execute(
            "SELECT id, recorded_at, rate, name, body FROM workouts_streams WHERE user_id = ? ORDER BY recorded_at, id",
            [.text(user.rawValue)]
        ).compactMap(Self.stream)
    }

    static func stream(_ row: SQLRow) -> StoredClipStream? {
        guard let id = row["id"].text, let at = row["recorded_at"].integer, let rate = row["rate"].real, let name = row["name"].text,
            let body = row["body"].text
        else { return nil }
        return StoredClipStream(id: id, recordedAt: Date(timeIntervalSince1970: Double(at)), rate: rate, name: name, body: body)
    }
}

extension ClipStreams {
    /// Forgets a stream (a set that named it was refused, so nothing refers to it).
    public func remove(_ id: String) async throws {
        try await database.execute("DELETE FROM workouts_streams WHERE user_id = ? AND id = ?", [.text(user.rawValue), .text(id)])
    }
}
