import Foundation
import ZIPFoundation

/// A small USDA FoodData Central CSV download made in code, in USDA's layout: quoted CSV files in a folder of a zip.
public struct USDAFixture: Sendable {
    public var foods: [(id: Int, description: String)]
    /// fdc_id, nutrient_id, amount per 100 g.
    public var amounts: [(food: Int, nutrient: Int, amount: Double)]
    /// fdc_id, modifier (SR Legacy's unit), gram weight.
    public var portions: [(food: Int, modifier: String, grams: Double)]
    /// The foods' data type: SR Legacy's unless a test says otherwise.
    public var dataType = "sr_legacy_food"
    /// Files to leave out, or to write as given instead ("food.csv": "…").
    public var replacing: [String: String?] = [:]

    public init(
        foods: [(id: Int, description: String)], amounts: [(food: Int, nutrient: Int, amount: Double)],
        portions: [(food: Int, modifier: String, grams: Double)]
    ) {
        self.foods = foods
        self.amounts = amounts
        self.portions = portions
    }

    /// A few foods that test naming and search: eggs before eggplant, accents, a food with no nutrients analysed.
    public static let sample = USDAFixture(
        foods: [
            (171287, "Egg, whole, raw, fresh"), (169904, "Eggs, scrambled, frozen mixture"), (169228, "Eggplant, raw"),
            (171267, "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D"), (900001, "Café au lait, prepared"),
            (900002, "Peppers, jalapeño, raw"),
        ],
        amounts: [
            (171287, 1008, 143), (171287, 1003, 12.56), (171287, 1004, 9.51), (171287, 1162, 0),
            (169904, 1008, 147), (169228, 1008, 25), (171267, 1008, 50), (171267, 1003, 3.3), (900002, 1062, 121),
        ],
        portions: [(171287, "large", 50), (171287, "cup (4.86 large eggs)", 243), (171267, "cup", 244)])

    public func without(_ file: String) -> USDAFixture {
        var copy = self
        copy.replacing[file] = .some(nil)
        return copy
    }

    public func replacing(_ file: String, with text: String) -> USDAFixture {
        var copy = self
        copy.replacing[file] = .some(text)
        return copy
    }

    /// Writes the zip to a new temporary file.
    public func write() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("usda-fixture-\(UUID().uuidString).zip")
        let archive = try Archive(url: url, accessMode: .create)
        for (name, text) in files() {
            let data = Data(text.utf8)
            try archive.addEntry(
                with: "FoodData_Central_fixture_csv/\(name)", type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
            ) { position, size in data.subdata(in: Data.Index(position)..<Data.Index(position) + size) }
        }
        return url
    }

    func files() -> [(String, String)] {
        func quoted(_ rows: [[String]]) -> String {
            rows.map { $0.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"" }.joined(separator: ",") }.joined(separator: "\n")
                + "\n"
        }
        var files: [(String, String)] = [
            (
                "food.csv",
                quoted(
                    [["fdc_id", "data_type", "description", "food_category_id", "publication_date"]]
                        + foods.map {
                            ["\($0.id)", dataType, $0.description, "1", "2019-04-01"]
                        } + [["999999", "branded_food", "A branded food", "", "2019-04-01"]])
            ),
            (
                "nutrient.csv",
                quoted([
                    ["id", "name", "unit_name", "nutrient_nbr", "rank"], ["1003", "Protein", "G", "203", "600"],
                    ["1004", "Total lipid (fat)", "G", "204", "800"],
                    ["1008", "Energy", "KCAL", "208", "300"], ["1062", "Energy", "kJ", "268", "400"],
                    ["1162", "Vitamin C, total ascorbic acid", "MG", "401", "6300"],
                ])
            ),
            (
                "food_nutrient.csv",
                quoted(
                    [
                        [
                            "id", "fdc_id", "nutrient_id", "amount", "data_points", "derivation_id", "min", "max", "median", "footnote",
                            "min_year_acquired",
                        ]
                    ]
                        + amounts.enumerated().map {
                            [
                                "\($0.offset + 1)", "\($0.element.food)", "\($0.element.nutrient)", "\($0.element.amount)", "", "", "", "",
                                "", "", "",
                            ]
                        })
            ),
            (
                "food_portion.csv",
                quoted(
                    [
                        [
                            "id", "fdc_id", "seq_num", "amount", "measure_unit_id", "portion_description", "modifier", "gram_weight",
                            "data_points", "footnote", "min_year_acquired",
                        ]
                    ]
                        + portions.enumerated().map {
                            [
                                "\($0.offset + 1)", "\($0.element.food)", "1", "1", "9999", "", $0.element.modifier, "\($0.element.grams)",
                                "", "", "",
                            ]
                        })
            ),
            ("food_category.csv", quoted([["id", "code", "description"], ["1", "0100", "Dairy and Egg Products"]])),
            ("measure_unit.csv", quoted([["id", "name"], ["1000", "cup"], ["9999", "undetermined"]])),
        ]
        files = files.compactMap { name, text in
            guard let replacement = replacing[name] else { return (name, text) }
            return replacement.map { (name, $0) }
        }
        return files
    }
}
