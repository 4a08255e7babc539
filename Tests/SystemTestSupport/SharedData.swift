import Foundation

/// The test data read in place from `../shared/data` beside the checkout (USDA's SR Legacy zip, Apple Health and
/// Day One exports). A user's clone has none, so the tests that need it are skipped with ``skipMessage``; CI has it,
/// and `.ci/run` fails without it. `SYSTEM_SHARED_DATA` points elsewhere.
public enum SharedData {
    public static let directory: URL = {
        if let path = ProcessInfo.processInfo.environment["SYSTEM_SHARED_DATA"], !path.isEmpty { return URL(fileURLWithPath: path) }
        // Tests/SystemTestSupport/SharedData.swift → the checkout → its parent's shared/data.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/data")
    }()

    /// A file of the shared data, or nil when it is not here.
    public static func file(_ path: String) -> URL? {
        let url = directory.appendingPathComponent(path)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// USDA's SR Legacy download, as USDA ships it.
    public static let usdaSRLegacy = file("usda-sr-legacy/FoodData_Central_sr_legacy_food_csv_2018-04.zip")

    /// Day One's JSON exports: a real one from Day One for Mac (11 entries, no photos) and a fictional one with tags,
    /// stars and a photo its JSON names but does not hold.
    public static let dayOneMac = file("dayone/Journal_real_mac_export_robinshi918.json")
    public static let dayOneFictional = file("dayone/Fictional_Journal_automattic.json")

    public static func skipMessage(_ what: String) -> String {
        "\(what) is not in \(directory.path) (the shared test data beside the checkout), so this test is skipped"
    }
}
