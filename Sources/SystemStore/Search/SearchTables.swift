import Foundation
import SystemCore

/// The search module's own tables: an index of the journal's entries and the intentions' texts and reviews, per
/// user, with the last event it has read and the calendar (time zone, day start) its intentions' days were cut by.
///
/// The index is a cache derived from the event stream, never the truth: ``JournalSearch`` brings it up to date from
/// the user's events before each search, and it is never exported (a history carries the events it is built from).
/// ``deleteRecords(of:from:)`` clears a user's index and where it had read to, so an import starts it again.
public enum SearchTables: ModuleTables {
    public static let module = "search"

    public static func migrations(for dialect: SQLDialect) -> [[String]] {
        switch dialect {
        case .sqlite: sqlite
        case .postgres: postgres
        }
    }

    /// On SQLite the words live in an FTS5 table whose rowid is the item's `id`; the item's other columns beside it.
    static let sqlite: [[String]] = [
        [
            """
            CREATE TABLE search_items (
                id INTEGER PRIMARY KEY, user_id TEXT NOT NULL, kind TEXT NOT NULL, item_id TEXT NOT NULL, date TEXT NOT NULL,
                at INTEGER NOT NULL, feeling TEXT, tags TEXT NOT NULL, tag_key TEXT NOT NULL, UNIQUE (user_id, kind, item_id)
            )
            """,
            "CREATE INDEX search_items_by_date ON search_items (user_id, date, at)",
            """
            CREATE VIRTUAL TABLE search_text USING fts5(text, prefix = '1 2 3', tokenize = 'unicode61 remove_diacritics 2')
            """,
            "CREATE TABLE search_cursors (user_id TEXT PRIMARY KEY, seq INTEGER NOT NULL, event_id TEXT NOT NULL, calendar TEXT NOT NULL)",
        ]
    ]

    /// On PostgreSQL the words are a `tsvector` ('simple': no stemming, so a prefix of what was typed matches) with a
    /// GIN index.
    static let postgres: [[String]] = [
        [
            """
            CREATE TABLE search_items (
                user_id TEXT NOT NULL, kind TEXT NOT NULL, item_id TEXT NOT NULL, date TEXT NOT NULL, at BIGINT NOT NULL,
                feeling TEXT, tags TEXT NOT NULL, tag_key TEXT NOT NULL, text TEXT NOT NULL, search TSVECTOR NOT NULL,
                PRIMARY KEY (user_id, kind, item_id)
            )
            """,
            "CREATE INDEX search_items_by_date ON search_items (user_id, date, at)",
            "CREATE INDEX search_items_search ON search_items USING GIN (search)",
            "CREATE TABLE search_cursors (user_id TEXT PRIMARY KEY, seq BIGINT NOT NULL, event_id TEXT NOT NULL, calendar TEXT NOT NULL)",
        ]
    ]

    // MARK: A user's records: none travel (the index is rebuilt from the events), but an import starts it again

    public static func deleteRecords(of user: UserID, from database: any ModuleDatabase) async throws {
        guard try await database.hasTable("search_items") else { return }
        try await clear(user, in: database)
    }

    /// Forgets the user's index and where it had read to.
    static func clear(_ user: UserID, in database: any ModuleDatabase) async throws {
        let binds: [SQLValue] = [.text(user.rawValue)]
        if database.dialect == .sqlite {
            try await database.execute("DELETE FROM search_text WHERE rowid IN (SELECT id FROM search_items WHERE user_id = ?)", binds)
        }
        try await database.execute("DELETE FROM search_items WHERE user_id = ?", binds)
        try await database.execute("DELETE FROM search_cursors WHERE user_id = ?", binds)
    }
}
