import CSV
import Foundation
import SystemCore
import ZIPFoundation

/// Loads USDA FoodData Central's CSV download (SR Legacy; Foundation Foods and FNDDS share the layout) into the
/// food database, in one transaction: the foods of the data types it holds are replaced whole, or nothing changes.
///
/// It streams: each CSV file is unpacked to a temporary folder and read a row at a time, and only the foods' names
/// (for ``FoodNames``, which needs them all at once) are held in memory. In SR Legacy a portion's unit is in
/// `modifier` (every `measure_unit_id` is 9999, "undetermined"); a nutrient without a row was not analysed, and
/// gets no row here either.
public enum USDAImport {
    /// The data types of foods a person eats; the full download's others (branded foods, lab samples) are skipped.
    public static let dataTypes: Set<String> = ["sr_legacy_food", "foundation_food", "survey_fndds_food"]
    /// Rows per multi-row `INSERT`: at most 9 values a row, 3,600 a statement, below either backend's limit on bound values.
    static let rowsPerInsert = 400

    /// Loads the zip at `zip`; `file` is its name as the user knows it, for messages and the import's record.
    public static func load(_ zip: URL, named file: String, into database: any ModuleDatabase, at now: Date) async throws
        -> FoodImportSummary
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("the-system-usda-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try unpack(zip, named: file, to: folder)
        let nutrients = try readNutrients(files.nutrient, in: file)
        let categories = try files.category.map { try readNames($0, column: "description", in: file) } ?? [:]
        let (foods, skipped) = try readFoods(files.food, categories: categories, in: file)
        guard !foods.isEmpty else {
            throw FoodImportError("\(file) holds no SR Legacy, Foundation or FNDDS foods (its food.csv has none of them).")
        }
        let units = try files.measureUnit.map { try readNames($0, column: "name", in: file) } ?? [:]
        let types = Set(foods.map(\.dataType)).sorted()
        return try await database.transaction { database in
            let writer = Writer(database: database)
            try await writer.removeFoods(of: types)
            try await writer.upsert(nutrients.values.sorted { $0.id < $1.id })
            let known = Set(foods.map(\.id))
            let (amounts, kcal) = try await writer.loadNutrients(files.foodNutrient, of: known, nutrients: nutrients, in: file)
            let portions = try await writer.loadPortions(files.foodPortion, of: known, units: units, in: file)
            try await writer.insert(foods, kcal: kcal, release: file)
            try await writer.reindex()
            try await database.execute(
                "INSERT INTO health_food_imports (file, data_types, foods, nutrients, portions, imported_at) VALUES (?, ?, ?, ?, ?, ?)",
                [
                    .text(file), .text(types.joined(separator: ",")), .integer(Int64(foods.count)), .integer(Int64(amounts)),
                    .integer(Int64(portions)), .integer(Int64(now.timeIntervalSince1970 * 1000)),
                ])
            return FoodImportSummary(
                file: file, dataTypes: types, foods: foods.count, nutrients: amounts, portions: portions, skipped: skipped,
                importedAt: now)
        }
    }

    /// A food as food.csv gives it.
    struct Row: Sendable {
        let id: Int
        let dataType: String
        let description: String
        let category: String?
    }

    /// The CSV files of the download, unpacked.
    struct Files: Sendable {
        let food: URL
        let foodNutrient: URL
        let nutrient: URL
        let foodPortion: URL?
        let category: URL?
        let measureUnit: URL?
    }

    static func unpack(_ zip: URL, named file: String, to folder: URL) throws -> Files {
        let archive: Archive
        do {
            archive = try Archive(url: zip, accessMode: .read)
        } catch {
            throw FoodImportError("\(file) is not a zip file: download the CSV zip from USDA FoodData Central.")
        }
        var found: [String: URL] = [:]
        let wanted: Set = ["food.csv", "food_nutrient.csv", "nutrient.csv", "food_portion.csv", "food_category.csv", "measure_unit.csv"]
        for entry in archive where entry.type == .file {
            let name = (entry.path as NSString).lastPathComponent
            guard wanted.contains(name), found[name] == nil else { continue }
            let target = folder.appendingPathComponent(name)
            do {
                _ = try archive.extract(entry, to: target)
            } catch {
                throw FoodImportError("\(file) is damaged: its \(name) cannot be unpacked.")
            }
            found[name] = target
        }
        let missing = ["food.csv", "food_nutrient.csv", "nutrient.csv"].filter { found[$0] == nil }
        guard missing.isEmpty, let food = found["food.csv"], let foodNutrient = found["food_nutrient.csv"],
            let nutrient = found["nutrient.csv"]
        else {
            throw FoodImportError(
                "\(file) is not a USDA FoodData Central CSV download: it has no \(Readable.list(missing)).")
        }
        return Files(
            food: food, foodNutrient: foodNutrient, nutrient: nutrient, foodPortion: found["food_portion.csv"],
            category: found["food_category.csv"], measureUnit: found["measure_unit.csv"])
    }

    static func readNutrients(_ url: URL, in file: String) throws -> [Int: Nutrient] {
        var nutrients: [Int: Nutrient] = [:]
        var csv = try CSVFile(url, in: file, columns: ["id", "name", "unit_name"], optional: ["rank"])
        while let values = try csv.next() {
            guard let id = Int(values[0]) else { throw csv.error("its id “\(values[0])” is not a number") }
            nutrients[id] = Nutrient(id: id, name: values[1], unit: values[2], rank: Int(Double(values[3]) ?? 999_999))
        }
        return nutrients
    }

    /// A small table of ids and names (food_category.csv, measure_unit.csv).
    static func readNames(_ url: URL, column: String, in file: String) throws -> [String: String] {
        var names: [String: String] = [:]
        var csv = try CSVFile(url, in: file, columns: ["id", column])
        while let values = try csv.next() { names[values[0]] = values[1] }
        return names
    }

    static func readFoods(_ url: URL, categories: [String: String], in file: String) throws -> ([Row], skipped: Int) {
        var foods: [Row] = []
        var seen: Set<Int> = []
        var skipped = 0
        var csv = try CSVFile(url, in: file, columns: ["fdc_id", "data_type", "description"], optional: ["food_category_id"])
        while let values = try csv.next() {
            guard dataTypes.contains(values[1]) else {
                skipped += 1
                continue
            }
            guard let id = Int(values[0]) else { throw csv.error("its fdc_id “\(values[0])” is not a number") }
            guard seen.insert(id).inserted else { throw csv.error("it repeats the food \(id)") }
            let description = values[2].trimmingCharacters(in: .whitespaces)
            guard !description.isEmpty else { throw csv.error("the food \(id) has no description") }
            foods.append(Row(id: id, dataType: values[1], description: description, category: categories[values[3]]))
        }
        return (foods, skipped)
    }

    /// Writes inside the import's transaction.
    struct Writer: Sendable {
        let database: any ModuleDatabase

        func removeFoods(of types: [String]) async throws {
            let marks = types.map { _ in "?" }.joined(separator: ", ")
            let binds = types.map(SQLValue.text)
            let ofTypes = "SELECT id FROM health_foods WHERE data_type IN (\(marks))"
            try await database.execute("DELETE FROM health_food_nutrients WHERE food_id IN (\(ofTypes))", binds)
            try await database.execute("DELETE FROM health_food_portions WHERE food_id IN (\(ofTypes))", binds)
            try await database.execute("DELETE FROM health_foods WHERE data_type IN (\(marks))", binds)
        }

        func upsert(_ nutrients: [Nutrient]) async throws {
            for chunk in nutrients.chunked(USDAImport.rowsPerInsert) {
                try await database.execute(
                    "INSERT INTO health_nutrients (id, name, unit, rank) VALUES \(Self.marks(4, chunk.count))"
                        + " ON CONFLICT (id) DO UPDATE SET name = excluded.name, unit = excluded.unit, rank = excluded.rank",
                    chunk.flatMap { [.integer(Int64($0.id)), .text($0.name), .text($0.unit), .integer(Int64($0.rank))] })
            }
        }

        /// Streams food_nutrient.csv; returns how many amounts it stored and each food's energy per 100 g.
        func loadNutrients(_ url: URL, of foods: Set<Int>, nutrients: [Int: Nutrient], in file: String) async throws
            -> (Int, [Int: Double])
        {
            // A food's energy as each nutrient gives it (kcal, Atwater specific and general, kJ): a small value per
            // food, not a dictionary, since the full download has hundreds of thousands of foods.
            var energy: [Int: (kcal: Double?, specific: Double?, general: Double?, kJ: Double?)] = [:]
            var pending: [SQLValue] = []
            var stored = 0
            var csv = try CSVFile(url, in: file, columns: ["fdc_id", "nutrient_id", "amount"])
            while let values = try csv.next() {
                guard let food = Int(values[0]), foods.contains(food) else { continue }
                guard let nutrient = Int(values[1]) else { throw csv.error("its nutrient_id “\(values[1])” is not a number") }
                guard nutrients[nutrient] != nil, let amount = Double(values[2]), amount.isFinite else { continue }
                switch nutrient {
                case Nutrient.energyKcal: energy[food, default: (nil, nil, nil, nil)].kcal = amount
                case 2048: energy[food, default: (nil, nil, nil, nil)].specific = amount
                case 2047: energy[food, default: (nil, nil, nil, nil)].general = amount
                case Nutrient.energyKJ: energy[food, default: (nil, nil, nil, nil)].kJ = amount
                default: break
                }
                pending += [.integer(Int64(food)), .integer(Int64(nutrient)), .real(amount)]
                if pending.count >= 3 * USDAImport.rowsPerInsert { stored += try await storeNutrients(&pending) }
            }
            stored += try await storeNutrients(&pending)
            let kcal = energy.compactMapValues { found in
                found.kcal ?? found.specific ?? found.general ?? found.kJ.map { $0 / Nutrient.kJPerKcal }
            }
            return (stored, kcal)
        }

        private func storeNutrients(_ pending: inout [SQLValue]) async throws -> Int {
            let rows = pending.count / 3
            guard rows > 0 else { return 0 }
            try await database.execute(
                "INSERT INTO health_food_nutrients (food_id, nutrient_id, amount) VALUES \(Self.marks(3, rows))"
                    + " ON CONFLICT (food_id, nutrient_id) DO NOTHING", pending)
            pending.removeAll(keepingCapacity: true)
            return rows
        }

        func loadPortions(_ url: URL?, of foods: Set<Int>, units: [String: String], in file: String) async throws -> Int {
            guard let url else { return 0 }
            var pending: [SQLValue] = []
            var stored = 0
            var seq: [Int: Int] = [:]
            var csv = try CSVFile(
                url, in: file, columns: ["fdc_id", "gram_weight"],
                optional: ["amount", "measure_unit_id", "portion_description", "modifier"])
            while let values = try csv.next() {
                guard let food = Int(values[0]), foods.contains(food) else { continue }
                guard let grams = Double(values[1]), grams > 0, grams.isFinite else { continue }
                guard let (amount, unit) = Self.portion(values, units: units) else { continue }
                let next = seq[food, default: 0] + 1
                seq[food] = next
                pending += [.integer(Int64(food)), .integer(Int64(next)), .real(amount), .text(unit), .real(grams)]
                if pending.count >= 5 * USDAImport.rowsPerInsert { stored += try await storePortions(&pending) }
            }
            return stored + (try await storePortions(&pending))
        }

        private func storePortions(_ pending: inout [SQLValue]) async throws -> Int {
            let rows = pending.count / 5
            guard rows > 0 else { return 0 }
            try await database.execute(
                "INSERT INTO health_food_portions (food_id, seq, amount, unit, grams) VALUES \(Self.marks(5, rows))", pending)
            pending.removeAll(keepingCapacity: true)
            return rows
        }

        /// A portion's amount and unit: the unit's name and its modifier, or (SR Legacy) the modifier alone, or the
        /// portion's own description (FNDDS: "1 cup").
        static func portion(_ values: [String], units: [String: String]) -> (Double, String)? {
            let amount = Double(values[2]).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            let modifier = values[5].trimmingCharacters(in: .whitespaces)
            let description = values[4].trimmingCharacters(in: .whitespaces)
            if values[3] != "9999", let unit = units[values[3]], unit != "undetermined" {
                return (amount ?? 1, modifier.isEmpty ? unit : "\(unit), \(modifier)")
            }
            if !modifier.isEmpty, !modifier.allSatisfy(\.isNumber) { return (amount ?? 1, modifier) }
            if !description.isEmpty, description.lowercased() != "quantity not specified" { return (amount ?? 1, description) }
            return nil
        }

        func insert(_ foods: [Row], kcal: [Int: Double], release: String) async throws {
            let others = try await database.execute("SELECT id, description FROM health_foods").map {
                (id: Int($0["id"].integer ?? 0), description: $0["description"].text ?? "")
            }
            let names = FoodNames.names(for: foods.map { ($0.id, $0.description) } + others)
            try await rename(to: names)
            for chunk in foods.chunked(USDAImport.rowsPerInsert) {
                var binds: [SQLValue] = []
                for food in chunk {
                    let name = names[food.id] ?? food.description
                    let folded = FoodText.folded(name)
                    binds += [
                        .integer(Int64(food.id)), .text(food.dataType), .text(name), .text(folded),
                        .text(food.description), food.category.map(SQLValue.text) ?? .null, kcal[food.id].map(SQLValue.real) ?? .null,
                        .text(release),
                    ]
                    switch database.dialect {
                    case .sqlite: binds.append(.text(FoodText.folded(food.description)))
                    case .postgres: binds.append(.text(folded + " " + FoodText.folded(food.description)))
                    }
                }
                let columns = "id, data_type, name, name_folded, description, category, kcal, release"
                switch database.dialect {
                case .sqlite:
                    try await database.execute(
                        "INSERT INTO health_foods (\(columns), search_text) VALUES \(Self.marks(9, chunk.count))", binds)
                case .postgres:
                    let row = "(?, ?, ?, ?, ?, ?, ?, ?, to_tsvector('simple', ?))"
                    try await database.execute(
                        "INSERT INTO health_foods (\(columns), search) VALUES "
                            + Array(repeating: row, count: chunk.count).joined(separator: ", "), binds)
                }
            }
        }

        /// SQLite: numbers every food by its name's length, then its name, and indexes them in that order (see
        /// ``HealthTables``); the whole index is written again, as names may have changed, then merged into one
        /// segment (``HealthTables/optimizeSearch``).
        func reindex() async throws {
            guard database.dialect == .sqlite else { return }
            try await database.execute(
                """
                UPDATE health_foods SET search_order = ordered.n
                FROM (SELECT id, row_number() OVER (ORDER BY length(name), name, id) AS n FROM health_foods) AS ordered
                WHERE ordered.id = health_foods.id
                """)
            try await database.execute("DELETE FROM health_food_search")
            try await database.execute(
                "INSERT INTO health_food_search (rowid, name, description) SELECT search_order, name_folded, search_text FROM health_foods")
            try await database.execute(HealthTables.optimizeSearch)
        }

        /// Foods of other data types whose names change now that more foods share the database.
        func rename(to names: [Int: String]) async throws {
            let changed = try await database.execute("SELECT id, name, description FROM health_foods").compactMap {
                row -> (id: Int64, name: String, description: String)? in
                let id = row["id"].integer ?? 0
                guard let name = names[Int(id)], name != row["name"].text else { return nil }
                return (id, name, row["description"].text ?? "")
            }
            // Names are unique at every statement: those that change step out of each other's way first.
            for food in changed {
                try await database.execute(
                    "UPDATE health_foods SET name_folded = '#' || CAST(id AS TEXT) WHERE id = ?", [.integer(food.id)])
            }
            for food in changed {
                let folded = FoodText.folded(food.name)
                switch database.dialect {
                case .sqlite:  // the search index is written again whole (reindex)
                    try await database.execute(
                        "UPDATE health_foods SET name = ?, name_folded = ? WHERE id = ?",
                        [.text(food.name), .text(folded), .integer(food.id)])
                case .postgres:
                    try await database.execute(
                        "UPDATE health_foods SET name = ?, name_folded = ?, search = to_tsvector('simple', ?) WHERE id = ?",
                        [.text(food.name), .text(folded), .text(folded + " " + FoodText.folded(food.description)), .integer(food.id)])
                }
            }
        }

        /// `(?, ?), (?, ?)`: placeholders for `rows` rows of `columns` values.
        static func marks(_ columns: Int, _ rows: Int) -> String {
            let row = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
            return Array(repeating: row, count: rows).joined(separator: ", ")
        }
    }
}

/// One CSV file of the download, read a row at a time by its columns' names (yaslab/CSV.swift parses the quoting).
struct CSVFile {
    private let reader: CSVReader
    private let name: String
    private let file: String
    /// Where each asked-for column is; nil for an optional column the file does not have.
    private let indexes: [Int?]
    private var row = 1

    init(_ url: URL, in file: String, columns: [String], optional: [String] = []) throws {
        name = url.lastPathComponent
        self.file = file
        guard let stream = InputStream(url: url) else { throw FoodImportError("\(file): its \(url.lastPathComponent) cannot be read.") }
        do {
            reader = try CSVReader(stream: stream, hasHeaderRow: true)
        } catch {
            throw FoodImportError("\(file): its \(name) is not a CSV file with a header row.")
        }
        let header = (reader.headerRow ?? []).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for column in columns where !header.contains(column) {
            throw FoodImportError("\(file): its \(name) has no column “\(column)”, so it is not USDA's layout.")
        }
        indexes = (columns + optional).map { header.firstIndex(of: $0) }
    }

    /// The next row's values in the order asked for ("" for a missing optional column or field), or nil at the end.
    mutating func next() throws -> [String]? {
        guard let values = reader.next() else {
            // On Linux an InputStream says it has bytes until a read returns none, which the reader reports as an
            // error at the end of every file; only a failure of the stream itself is one.
            if case CSVError.streamErrorHasOccurred? = reader.error { throw error("it cannot be read to the end") }
            return nil
        }
        row += 1
        return indexes.map { index in index.flatMap { $0 < values.count ? values[$0] : nil } ?? "" }
    }

    /// An error about the row just read.
    func error(_ what: String) -> FoodImportError {
        FoodImportError("\(file): \(name), row \(row): \(what).")
    }
}

/// An import refused, with why, in words that name the file and the problem.
public struct FoodImportError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension Array {
    fileprivate func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
