import Foundation
import SystemCore

/// The food database on either backend: search as you type, one food with its portions and nutrients, and what was
/// imported. Its tables are ``HealthTables``.
public struct FoodDatabase: Sendable {
    let database: any ModuleDatabase

    public init(_ database: any ModuleDatabase) {
        self.database = database
    }

    /// Foods matching every word of the query as a prefix (accents and case folded), best first: the name itself,
    /// then names whose first part is the word ("egg" finds "Egg, raw" and "Eggs, scrambled" before "Eggplant"),
    /// names that begin with the words, names that begin with the text, any other match; within each, the foods the
    /// user eats most and most lately (`preferring`, a score per food id: ``FoodLog/preferences(on:)``), then shorter
    /// names.
    public func search(_ query: String, limit: Int = 20, preferring preferences: [Int: Double] = [:]) async throws -> [FoodMatch] {
        let terms = FoodText.terms(query)
        guard !terms.isEmpty else { return [] }
        let folded = terms.joined(separator: " ")
        let heads = Self.heads(of: folded)
        let tier = """
            CASE WHEN f.name_folded = ? THEN 0 WHEN f.head_folded IN (?, ?, ?) THEN 1 WHEN f.name_folded LIKE ? THEN 2
            WHEN f.name_folded LIKE ? THEN 3 ELSE 4 END
            """
        let tierBinds: [SQLValue] = [.text(folded)] + heads.map(SQLValue.text) + [.text(folded + " %"), .text(folded + "%")]
        // The user's foods first within a tier: a flag here, their order among themselves below.
        let mine = preferences.keys.sorted()
        let mineSQL = mine.isEmpty ? "1" : "CASE WHEN f.id IN (\(mine.map { _ in "?" }.joined(separator: ", "))) THEN 0 ELSE 1 END"
        let mineBinds = mine.map { SQLValue.integer(Int64($0)) }
        let rows: [SQLRow]
        switch database.dialect {
        case .sqlite:
            let match = terms.map { "\"\($0)\"*" }.joined(separator: " ")
            rows = try await database.execute(
                """
                SELECT f.id, f.name, f.description, f.kcal, \(tier) AS tier, \(mineSQL) AS others
                FROM health_food_search s JOIN health_foods f ON f.id = s.rowid
                WHERE health_food_search MATCH ? ORDER BY tier, others, length(f.name), f.name LIMIT ?
                """, tierBinds + mineBinds + [.text(match), .integer(Int64(limit))])
        case .postgres:
            let match = terms.map { "'\($0)':*" }.joined(separator: " & ")
            rows = try await database.execute(
                """
                SELECT f.id, f.name, f.description, f.kcal, \(tier) AS tier, \(mineSQL) AS others FROM health_foods f
                WHERE f.search @@ to_tsquery('simple', ?) ORDER BY tier, others, length(f.name), f.name LIMIT ?
                """, tierBinds + mineBinds + [.text(match), .integer(Int64(limit))])
        }
        let found = rows.map { row in
            (
                tier: row["tier"].integer ?? 4,
                match: FoodMatch(
                    id: Int(row["id"].integer ?? 0), name: row["name"].text ?? "", description: row["description"].text ?? "",
                    kcalPer100g: row["kcal"].real)
            )
        }
        // Within a tier, the user's foods by how much and how lately they are eaten; the rest keep the database's order.
        return found.enumerated().sorted { a, b in
            guard a.element.tier == b.element.tier else { return a.element.tier < b.element.tier }
            let scoreA = preferences[a.element.match.id] ?? -1, scoreB = preferences[b.element.match.id] ?? -1
            return scoreA != scoreB ? scoreA > scoreB : a.offset < b.offset
        }.map(\.element.match)
    }

    /// The first parts of a name that count as the query's own word: itself, its plural, its singular.
    static func heads(of folded: String) -> [String] {
        let singular =
            folded.hasSuffix("es") && folded.count > 3
            ? String(folded.dropLast(2)) : folded.hasSuffix("s") && folded.count > 2 ? String(folded.dropLast()) : folded
        return [folded, folded + "s", singular == folded ? folded + "es" : singular]
    }

    /// One food with its portions and the nutrients USDA analysed, or nil when there is no such food.
    public func food(_ id: Int) async throws -> Food? {
        let found = try await database.execute(
            "SELECT id, name, description, category, data_type FROM health_foods WHERE id = ?", [.integer(Int64(id))])
        guard let row = found.first else { return nil }
        let nutrients = try await database.execute(
            """
            SELECT n.id, n.name, n.unit, n.rank, a.amount FROM health_food_nutrients a JOIN health_nutrients n ON n.id = a.nutrient_id
            WHERE a.food_id = ? ORDER BY n.rank, n.id
            """, [.integer(Int64(id))])
        let portions = try await database.execute(
            "SELECT amount, unit, grams FROM health_food_portions WHERE food_id = ? ORDER BY seq", [.integer(Int64(id))])
        return Food(
            id: id, name: row["name"].text ?? "", description: row["description"].text ?? "", category: row["category"].text,
            dataType: row["data_type"].text ?? "",
            portions: portions.map {
                FoodPortion(amount: $0["amount"].real ?? 1, unit: $0["unit"].text ?? "", grams: $0["grams"].real ?? 0)
            },
            nutrients: nutrients.map { nutrient in
                NutrientAmount(
                    nutrient: Nutrient(
                        id: Int(nutrient["id"].integer ?? 0), name: nutrient["name"].text ?? "", unit: nutrient["unit"].text ?? "",
                        rank: Int(nutrient["rank"].integer ?? 0)),
                    amount: nutrient["amount"].real ?? 0)
            })
    }

    /// Loads USDA FoodData Central's CSV zip (see ``USDAImport``), replacing the foods of the data types it holds.
    public func importUSDA(_ zip: URL, named file: String, at now: Date) async throws -> FoodImportSummary {
        try await USDAImport.load(zip, named: file, into: database, at: now)
    }

    /// How many foods there are.
    public func count() async throws -> Int {
        Int(try await database.execute("SELECT COUNT(*) AS n FROM health_foods").first?["n"].integer ?? 0)
    }

    /// Every import, newest first.
    public func imports() async throws -> [FoodImportSummary] {
        try await database.execute(
            "SELECT file, data_types, foods, nutrients, portions, imported_at FROM health_food_imports ORDER BY id DESC"
        ).map { row in
            FoodImportSummary(
                file: row["file"].text ?? "", dataTypes: (row["data_types"].text ?? "").split(separator: ",").map(String.init),
                foods: Int(row["foods"].integer ?? 0), nutrients: Int(row["nutrients"].integer ?? 0),
                portions: Int(row["portions"].integer ?? 0), skipped: 0,
                importedAt: Date(timeIntervalSince1970: Double(row["imported_at"].integer ?? 0) / 1000))
        }
    }
}

/// What one import of a food database loaded.
public struct FoodImportSummary: Sendable, Hashable, Codable {
    public let file: String
    /// USDA's data types it held ("sr_legacy_food"…); the foods of these types it replaced.
    public let dataTypes: [String]
    public let foods: Int
    /// Nutrient amounts (one food's one nutrient per 100 g).
    public let nutrients: Int
    public let portions: Int
    /// Rows of other data types (branded foods, samples) it left out.
    public let skipped: Int
    public let importedAt: Date
}
