import Foundation
import SystemCore

/// The health module's own tables: the food database (USDA's foods, their nutrients per 100 g and household
/// portions, a search index) and the record of each food import — reference data shared by every account, never
/// part of a user's history — and each user's readings from devices (``HealthSamples``), which travel with their
/// history.
public enum HealthTables: ModuleTables {
    public static let module = "health"

    public static func migrations(for dialect: SQLDialect) -> [[String]] {
        switch dialect {
        case .sqlite: sqlite
        case .postgres: postgres
        }
    }

    static let sqlite: [[String]] = [
        [
            "CREATE TABLE health_nutrients (id INTEGER PRIMARY KEY, name TEXT NOT NULL, unit TEXT NOT NULL, rank INTEGER NOT NULL)",
            """
            CREATE TABLE health_foods (
                id INTEGER PRIMARY KEY,
                data_type TEXT NOT NULL,
                name TEXT NOT NULL,
                name_folded TEXT NOT NULL UNIQUE,
                description TEXT NOT NULL,
                category TEXT,
                kcal REAL,
                release TEXT NOT NULL,
                search_text TEXT NOT NULL,
                search_order INTEGER
            )
            """,
            "CREATE INDEX health_foods_by_type ON health_foods (data_type)",
            "CREATE INDEX health_foods_by_order ON health_foods (search_order)",
            """
            CREATE TABLE health_food_nutrients (
                food_id INTEGER NOT NULL, nutrient_id INTEGER NOT NULL, amount REAL NOT NULL, PRIMARY KEY (food_id, nutrient_id)
            ) WITHOUT ROWID
            """,
            """
            CREATE TABLE health_food_portions (
                food_id INTEGER NOT NULL, seq INTEGER NOT NULL, amount REAL NOT NULL, unit TEXT NOT NULL, grams REAL NOT NULL,
                PRIMARY KEY (food_id, seq)
            ) WITHOUT ROWID
            """,
            // The folded name and description of each food. Its rowid is the food's `search_order` (shorter names
            // first), so a search reads matches in the order it shows them and stops at the page's end; prefix
            // indexes make a query of one to three letters as quick as a word.
            """
            CREATE VIRTUAL TABLE health_food_search USING fts5(
                name, description, prefix = '1 2 3', tokenize = 'unicode61 remove_diacritics 2')
            """,
            """
            CREATE TABLE health_food_imports (
                id INTEGER PRIMARY KEY AUTOINCREMENT, file TEXT NOT NULL, data_types TEXT NOT NULL, foods INTEGER NOT NULL,
                nutrients INTEGER NOT NULL, portions INTEGER NOT NULL, imported_at INTEGER NOT NULL
            )
            """,
        ],
        samples(integer: "INTEGER", real: "REAL"),
        [optimizeSearch],
    ]

    /// Merges the search index into one segment. FTS5 writes an index of thousands of rows as many segments (15 for
    /// SR Legacy), and every query looks each word up in each of them: merged, a search reads half as much.
    static let optimizeSearch = "INSERT INTO health_food_search (health_food_search) VALUES ('optimize')"

    static let postgres: [[String]] = [
        [
            "CREATE TABLE health_nutrients (id BIGINT PRIMARY KEY, name TEXT NOT NULL, unit TEXT NOT NULL, rank BIGINT NOT NULL)",
            """
            CREATE TABLE health_foods (
                id BIGINT PRIMARY KEY,
                data_type TEXT NOT NULL,
                name TEXT NOT NULL,
                name_folded TEXT NOT NULL UNIQUE,
                description TEXT NOT NULL,
                category TEXT,
                kcal DOUBLE PRECISION,
                release TEXT NOT NULL,
                search TSVECTOR NOT NULL
            )
            """,
            "CREATE INDEX health_foods_by_type ON health_foods (data_type)",
            "CREATE INDEX health_foods_search ON health_foods USING GIN (search)",
            """
            CREATE TABLE health_food_nutrients (
                food_id BIGINT NOT NULL, nutrient_id BIGINT NOT NULL, amount DOUBLE PRECISION NOT NULL, PRIMARY KEY (food_id, nutrient_id)
            )
            """,
            """
            CREATE TABLE health_food_portions (
                food_id BIGINT NOT NULL, seq BIGINT NOT NULL, amount DOUBLE PRECISION NOT NULL, unit TEXT NOT NULL,
                grams DOUBLE PRECISION NOT NULL, PRIMARY KEY (food_id, seq)
            )
            """,
            """
            CREATE TABLE health_food_imports (
                id BIGSERIAL PRIMARY KEY, file TEXT NOT NULL, data_types TEXT NOT NULL, foods BIGINT NOT NULL,
                nutrients BIGINT NOT NULL, portions BIGINT NOT NULL, imported_at BIGINT NOT NULL
            )
            """,
        ],
        samples(integer: "BIGINT", real: "DOUBLE PRECISION"),
        // (SQLite's third merges its search index; PostgreSQL's GIN index needs no such step, so its planner's
        // statistics are brought up to date instead.)
        ["ANALYZE health_foods"],
    ]

    /// A user's readings from devices: each once (an export imported again adds nothing), read by kind and time.
    /// `stage` is a sleep reading's stage, empty for others (so the uniqueness holds: NULLs never collide).
    static func samples(integer: String, real: String) -> [String] {
        [
            """
            CREATE TABLE health_samples (
                user_id TEXT NOT NULL, kind TEXT NOT NULL, source TEXT NOT NULL, start_at \(integer) NOT NULL,
                end_at \(integer) NOT NULL, value \(real) NOT NULL, stage TEXT NOT NULL,
                UNIQUE (user_id, kind, start_at, source, end_at, value, stage)
            )
            """
        ]
    }

    // MARK: A user's records

    public static func exportRecords(of user: UserID, from database: any ModuleDatabase) async throws -> [Data] {
        guard try await database.hasTable("health_samples") else { return [] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        let rows = try await database.execute(
            "SELECT kind, source, start_at, end_at, value, stage FROM health_samples WHERE user_id = ? ORDER BY kind, start_at, source, end_at, value, stage",
            [.text(user.rawValue)])
        return try rows.compactMap(HealthSamples.sample).map { try encoder.encode($0) }
    }

    public static func importRecords(_ records: [Data], for user: UserID, into database: any ModuleDatabase) async throws {
        guard !records.isEmpty else { return }
        if try await !database.hasTable("health_samples") { try await StoreModules([Self.self]).migrate(database) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        _ = try await HealthSamples.add(records.map { try decoder.decode(HealthSample.self, from: $0) }, for: user, into: database)
    }

    public static func deleteRecords(of user: UserID, from database: any ModuleDatabase) async throws {
        guard try await database.hasTable("health_samples") else { return }
        try await database.execute("DELETE FROM health_samples WHERE user_id = ?", [.text(user.rawValue)])
    }
}
