import Foundation
import SystemCore

/// The timeboxes' own table: each user's calendar feed token, kept as its SHA-256 only.
///
/// The token is a secret (whoever has the feed's address reads the timeboxes), so it is kept out of the event stream,
/// which is exported and copied whole; here it is a row the user can replace ("reset") and that an export leaves
/// behind: an imported history starts without a feed, and the user makes a new address. Only the hash is stored, so
/// a copy of the database gives no one a working address, and the address is shown once, when it is made.
public enum TimeboxesTables: ModuleTables {
    public static let module = "timeboxes"

    public static func migrations(for dialect: SQLDialect) -> [[String]] {
        let integer = dialect == .sqlite ? "INTEGER" : "BIGINT"
        return [
            [
                """
                CREATE TABLE timeboxes_calendar_feeds (
                    user_id TEXT PRIMARY KEY, token_sha256 TEXT NOT NULL UNIQUE, created_at \(integer) NOT NULL)
                """
            ]
        ]
    }

    public static func deleteRecords(of user: UserID, from database: any ModuleDatabase) async throws {
        guard try await database.hasTable("timeboxes_calendar_feeds") else { return }
        try await database.execute("DELETE FROM timeboxes_calendar_feeds WHERE user_id = ?", [.text(user.rawValue)])
    }
}

/// The calendar feeds' tokens: made, replaced, and looked up by the hash of the token a feed's address carries.
public struct CalendarFeeds: Sendable {
    let database: any ModuleDatabase

    public init(_ database: any ModuleDatabase) {
        self.database = database
    }

    /// The feeds of a store; nil for a store without SQL (the memory one), which keeps none.
    public static func of(_ storage: any Sendable) async throws -> CalendarFeeds? {
        try await moduleDatabase(of: storage).map(CalendarFeeds.init)
    }

    /// A new token for the user's feed, replacing the old one (whose address stops working at once). Only its hash
    /// is kept: the token is returned to be shown this once.
    public func reset(for user: UserID, at now: Date) async throws -> String {
        let token = Self.newToken()
        try await database.execute(
            """
            INSERT INTO timeboxes_calendar_feeds (user_id, token_sha256, created_at) VALUES (?, ?, ?)
            ON CONFLICT (user_id) DO UPDATE SET token_sha256 = excluded.token_sha256, created_at = excluded.created_at
            """,
            [.text(user.rawValue), .text(Self.hash(token)), .integer(Int64(now.timeIntervalSince1970))])
        return token
    }

    /// Whose feed a token opens, or nil (a malformed token, or one reset since).
    public func user(token: String) async throws -> UserID? {
        guard Self.isWellFormed(token) else { return nil }
        let rows = try await database.execute(
            "SELECT user_id FROM timeboxes_calendar_feeds WHERE token_sha256 = ?", [.text(Self.hash(token))])
        return rows.first?["user_id"].text.map { UserID($0) }
    }

    /// When the user's current feed address was made, or nil when they have none.
    public func madeAt(for user: UserID) async throws -> Date? {
        let rows = try await database.execute(
            "SELECT created_at FROM timeboxes_calendar_feeds WHERE user_id = ?", [.text(user.rawValue)])
        return rows.first?["created_at"].integer.map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    /// Switches the user's feed off: no address works any more.
    public func remove(for user: UserID) async throws {
        try await database.execute("DELETE FROM timeboxes_calendar_feeds WHERE user_id = ?", [.text(user.rawValue)])
    }

    /// 32 random bytes in base64url without padding: 43 characters.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// A token as ``newToken()`` writes them.
    public static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 43
            && token.utf8.allSatisfy { byte in
                (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 45 || byte == 95
            }
    }

    /// The SHA-256 of a token, in hex: what the table keeps (as the accounts keep theirs).
    public static func hash(_ token: String) -> String {
        Secrets.sha256Hex(token)
    }
}
