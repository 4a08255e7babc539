import Foundation
import ZIPFoundation

/// A small Apple Health export made in code: `export.xml` with the records given, written as the XML itself or in a
/// zip the way the Health app shares it (`apple_health_export/export.xml`).
public struct AppleHealthFixture: Sendable {
    /// One `<Record>`: its type, source, start and end (as the export writes them, "2026-11-20 07:00:00 +0100"), value
    /// and unit.
    public struct Record: Sendable {
        public var type: String
        public var source: String
        public var start: String
        public var end: String
        public var value: String
        public var unit: String?

        public init(_ type: String, _ source: String, _ start: String, _ end: String, _ value: String, unit: String? = nil) {
            self.type = type
            self.source = source
            self.start = start
            self.end = end
            self.value = value
            self.unit = unit
        }
    }

    public var records: [Record]
    /// Lines added after the records (a Correlation, a Workout…).
    public var extra = ""
    /// Whether the file ends (`</HealthData>`): false cuts it off, as a truncated download does.
    public var complete = true

    public init(_ records: [Record], extra: String = "", complete: Bool = true) {
        self.records = records
        self.extra = extra
        self.complete = complete
    }

    public var xml: String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData [
            <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
            <!ATTLIST ExportDate
              value CDATA #REQUIRED
            <!ELEMENT Record ((MetadataEntry)*)>
            ]>
            <HealthData locale="en_GB">
             <ExportDate value="2026-11-20 12:00:00 +0100"/>

            """
        for record in records {
            let unit = record.unit.map { #" unit="\#($0)""# } ?? ""
            text +=
                #" <Record type="\#(record.type)" sourceName="\#(record.source)"\#(unit) creationDate="\#(record.end)" "#
                + #"startDate="\#(record.start)" endDate="\#(record.end)" value="\#(record.value)"/>"# + "\n"
        }
        text += extra
        if complete { text += "</HealthData>\n" } else { text.removeLast(40) }
        return text
    }

    /// Writes the XML to a temporary file.
    public func writeXML() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).xml")
        try Data(xml.utf8).write(to: url)
        return url
    }

    /// Writes the Health app's zip to a temporary file.
    public func writeZip() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).zip")
        let archive = try Archive(url: url, accessMode: .create)
        let data = Data(xml.utf8)
        try archive.addEntry(
            with: "apple_health_export/export.xml", type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
        ) {
            position, size in data.subdata(in: Data.Index(position)..<Int(position) + size)
        }
        return url
    }

    public static let active = "HKQuantityTypeIdentifierActiveEnergyBurned"
    public static let basal = "HKQuantityTypeIdentifierBasalEnergyBurned"
    public static let mass = "HKQuantityTypeIdentifierBodyMass"
    public static let steps = "HKQuantityTypeIdentifierStepCount"
    public static let sleep = "HKCategoryTypeIdentifierSleepAnalysis"
    public static let heartRate = "HKQuantityTypeIdentifierHeartRate"
}
