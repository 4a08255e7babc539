import SystemCore

/// The health module's own tables: the food database (USDA's foods, their nutrients per 100 g and household
/// portions, a search index) and the record of each food import. Reference data shared by every account, never
/// part of a user's history.
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
        ]
    ]

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
        ]
    ]
}
