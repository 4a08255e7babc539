import Foundation
import SystemCore

/// The journal's own tables: its photos' bytes, stored once by their SHA-256 whoever adds them and however often,
/// with their thumbnails; and which user holds which, so a photo is served to its owners only and removed with the
/// last of them. What each photo is (its day, its entry, its size) is an event; the bytes never enter the stream.
///
/// The bytes live in the database rather than in files beside it: a photo is then kept in the same transaction that
/// records its owner, is as durable as the database once acknowledged, is backed up with it, and one code path serves
/// SQLite and PostgreSQL.
public enum JournalTables: ModuleTables {
    public static let module = "journal"

    public static func migrations(for dialect: SQLDialect) -> [[String]] {
        let blob = dialect == .sqlite ? "BLOB" : "BYTEA"
        let integer = dialect == .sqlite ? "INTEGER" : "BIGINT"
        return [
            [
                "CREATE TABLE journal_photo_files (sha256 TEXT PRIMARY KEY, media_type TEXT NOT NULL, bytes \(blob) NOT NULL)",
                "CREATE TABLE journal_photo_thumbnails (sha256 TEXT PRIMARY KEY, bytes \(blob) NOT NULL)",
                """
                CREATE TABLE journal_photo_owners (
                    user_id TEXT NOT NULL, sha256 TEXT NOT NULL, added_at \(integer) NOT NULL, PRIMARY KEY (user_id, sha256))
                """,
                "CREATE INDEX journal_photo_owners_by_file ON journal_photo_owners (sha256)",
            ]
        ]
    }

    // MARK: A user's records: each photo file they hold, its bytes in base64

    struct Record: Codable {
        var sha256: String
        var mediaType: String
        var data: Data
    }

    public static func exportRecords(of user: UserID, from database: any ModuleDatabase) async throws -> [Data] {
        guard try await database.hasTable("journal_photo_owners") else { return [] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let photos = PhotoFiles(database, of: user)
        var records: [Data] = []
        for sha256 in try await photos.held() {
            guard let file = try await photos.file(sha256) else { continue }
            records.append(try encoder.encode(Record(sha256: sha256, mediaType: file.mediaType, data: Data(file.bytes))))
        }
        return records
    }

    /// Keeps each file again, checking that its bytes are what its SHA-256 says (an export edited by hand, or cut
    /// short, is refused whole), and makes its thumbnail again.
    public static func importRecords(_ records: [Data], for user: UserID, into database: any ModuleDatabase) async throws {
        guard !records.isEmpty else { return }
        if try await !database.hasTable("journal_photo_owners") { try await StoreModules([Self.self]).migrate(database) }
        let decoder = JSONDecoder()
        let photos = PhotoFiles(database, of: user)
        for record in records {
            let file = try decoder.decode(Record.self, from: record)
            let bytes = [UInt8](file.data)
            guard PhotoCodecs.sha256(bytes) == file.sha256 else {
                throw ModuleTablesError("the photo \(file.sha256.prefix(12))… does not match its SHA-256: the export is damaged")
            }
            // The type is the bytes', never the record's word: a record edited to say `text/html` serves nothing as HTML.
            let format = PhotoFile(bytes).format
            guard format == .jpeg || format == .png else {
                throw ModuleTablesError("the photo \(file.sha256.prefix(12))… is not a JPEG or PNG: the export is damaged")
            }
            let thumbnail = try PhotoCodecs.thumbnail(of: bytes)
            try await photos.keep(bytes: bytes, sha256: file.sha256, mediaType: format.mediaType, thumbnail: thumbnail, at: Date())
        }
    }

    public static func deleteRecords(of user: UserID, from database: any ModuleDatabase) async throws {
        guard try await database.hasTable("journal_photo_owners") else { return }
        let held = try await PhotoFiles(database, of: user).held()
        try await database.transaction { database in
            try await PhotoFiles.lock(database)
            try await database.execute("DELETE FROM journal_photo_owners WHERE user_id = ?", [.text(user.rawValue)])
            for sha256 in held { try await PhotoFiles.removeIfUnheld(sha256, database) }
        }
    }
}

/// The photo files a user holds, in the journal's tables.
public struct PhotoFiles: Sendable {
    let database: any ModuleDatabase
    let user: UserID

    public init(_ database: any ModuleDatabase, of user: UserID) {
        self.database = database
        self.user = user
    }

    /// A user's photo files in a store; nil for a store without SQL (the memory one), which keeps none.
    public static func of(_ storage: any Sendable, for user: UserID) async throws -> PhotoFiles? {
        try await moduleDatabase(of: storage).map { PhotoFiles($0, of: user) }
    }

    /// Keeps a file for the user: stored once whoever holds it, with its thumbnail.
    public func keep(_ photo: PreparedPhoto, at: Date) async throws {
        try await keep(bytes: photo.bytes, sha256: photo.sha256, mediaType: photo.mediaType, thumbnail: photo.thumbnail, at: at)
    }

    func keep(bytes: [UInt8], sha256: String, mediaType: String, thumbnail: [UInt8], at: Date) async throws {
        try await database.transaction { database in
            try await Self.lock(database)
            try await database.execute(
                "INSERT INTO journal_photo_files (sha256, media_type, bytes) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                [.text(sha256), .text(mediaType), .blob(bytes)])
            try await database.execute(
                "INSERT INTO journal_photo_thumbnails (sha256, bytes) VALUES (?, ?) ON CONFLICT DO NOTHING",
                [.text(sha256), .blob(thumbnail)])
            try await database.execute(
                "INSERT INTO journal_photo_owners (user_id, sha256, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                [.text(user.rawValue), .text(sha256), .integer(Int64(at.timeIntervalSince1970))])
        }
    }

    /// A file the user holds, or nil: another user's photo is not found, whatever its SHA-256.
    public func file(_ sha256: String, thumbnail: Bool = false) async throws -> (mediaType: String, bytes: [UInt8])? {
        let sql =
            thumbnail
            ? """
            SELECT 'image/jpeg' AS media_type, t.bytes FROM journal_photo_thumbnails t JOIN journal_photo_owners o ON o.sha256 = t.sha256
            WHERE o.user_id = ? AND t.sha256 = ?
            """
            : """
            SELECT f.media_type, f.bytes FROM journal_photo_files f JOIN journal_photo_owners o ON o.sha256 = f.sha256
            WHERE o.user_id = ? AND f.sha256 = ?
            """
        guard let row = try await database.execute(sql, [.text(user.rawValue), .text(sha256)]).first,
            let mediaType = row["media_type"].text, let bytes = row["bytes"].blob
        else { return nil }
        return (mediaType, bytes)
    }

    /// Whether the user holds the file.
    public func holds(_ sha256: String) async throws -> Bool {
        let rows = try await database.execute(
            "SELECT COUNT(*) AS n FROM journal_photo_owners WHERE user_id = ? AND sha256 = ?", [.text(user.rawValue), .text(sha256)])
        return (rows.first?["n"].integer ?? 0) > 0
    }

    /// The SHA-256 of every file the user holds, in order.
    public func held() async throws -> [String] {
        try await database.execute("SELECT sha256 FROM journal_photo_owners WHERE user_id = ? ORDER BY sha256", [.text(user.rawValue)])
            .compactMap { $0["sha256"].text }
    }

    /// Lets go of a file no photo of the user shows any more; the file goes when no one holds it.
    public func release(_ sha256: String) async throws {
        try await database.transaction { database in
            try await Self.lock(database)
            try await database.execute(
                "DELETE FROM journal_photo_owners WHERE user_id = ? AND sha256 = ?", [.text(user.rawValue), .text(sha256)])
            try await Self.removeIfUnheld(sha256, database)
        }
    }

    /// Removes a file and its thumbnail once no one holds it.
    static func removeIfUnheld(_ sha256: String, _ database: any ModuleDatabase) async throws {
        for table in ["journal_photo_files", "journal_photo_thumbnails"] {
            try await database.execute(
                "DELETE FROM \(table) WHERE sha256 = ? AND NOT EXISTS (SELECT 1 FROM journal_photo_owners o WHERE o.sha256 = ?)",
                [.text(sha256), .text(sha256)])
        }
    }

    /// Keeping and letting go of files take turns: on PostgreSQL a transaction-wide advisory lock (SQLite already
    /// admits one writer), so a file one user lets go of is never removed under another who is keeping it.
    static func lock(_ database: any ModuleDatabase) async throws {
        if database.dialect == .postgres {
            try await database.execute("SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(\(lockKey))) AS lock")
        }
    }

    /// "system" + 3 (the event store's migrations use + 1, the modules' + 2).
    static let lockKey: Int64 = 0x7379_7374_656d_0003
}
