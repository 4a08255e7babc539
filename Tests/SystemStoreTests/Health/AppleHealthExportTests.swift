import Foundation
import SystemTestSupport
import Testing

@testable import SystemStore

/// Apple Health's `export.xml` read as a stream: the wanted Records of real exports, whatever the pieces the file
/// arrives in, and the exports that libxml2 refuses (a DTD missing a `>`, control characters in device names).
@Suite struct AppleHealthExportTests {
    static let wanted: Set<String> = [
        "HKQuantityTypeIdentifierActiveEnergyBurned", "HKQuantityTypeIdentifierBasalEnergyBurned",
        "HKQuantityTypeIdentifierBodyMass", "HKCategoryTypeIdentifierSleepAnalysis", "HKQuantityTypeIdentifierStepCount",
    ]
    static let curated = SharedData.file("apple-health/export_curated_v14_grll.xml")
    static let real = SharedData.file("apple-health/export_real_iphone_2019_rgosdin.xml")
    static let sharedFiles = ["export_curated_v14_grll.xml", "export_real_iphone_2019_rgosdin.xml"]

    /// What reading gave: the Records passed on, and the reader with its counts.
    struct Read {
        var records: [AppleHealthRecord] = []
        var reader: AppleHealthExportReader

        func count(_ type: String) -> Int { records.count { $0.type == type } }
    }

    /// Reads `bytes` fed in pieces of `chunk` bytes (all at once when nil).
    static func read(_ bytes: [UInt8], chunk: Int? = nil, types: Set<String> = wanted) throws -> Read {
        var read = Read(reader: AppleHealthExportReader(types: types))
        try bytes.withUnsafeBytes { all in
            let size = max(chunk ?? all.count, 1)
            for start in stride(from: 0, to: all.count, by: size) {
                try read.reader.feed(UnsafeRawBufferPointer(rebasing: all[start..<min(start + size, all.count)])) {
                    read.records.append($0)
                }
            }
        }
        try read.reader.finish { read.records.append($0) }
        return read
    }

    static func read(_ xml: String, chunk: Int? = nil, types: Set<String> = wanted) throws -> Read {
        try read(Array(xml.utf8), chunk: chunk, types: types)
    }

    /// Reads a file a megabyte at a time, as the import does.
    static func read(_ url: URL, chunk: Int = 1 << 20) throws -> Read {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var read = Read(reader: AppleHealthExportReader(types: wanted))
        while let data = try handle.read(upToCount: chunk), !data.isEmpty {
            try data.withUnsafeBytes { try read.reader.feed($0) { read.records.append($0) } }
        }
        try read.reader.finish { read.records.append($0) }
        return read
    }

    /// A small export around `body`, with a DTD like Apple's.
    static func export(_ body: String, dtd: String = dtd) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(dtd)
        <HealthData locale="en_GB">
         <ExportDate value="2025-06-17 12:00:00 +0100"/>
        \(body)
        </HealthData>

        """
    }

    static let dtd = """
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 14 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
        <!ATTLIST Me
          HKCharacteristicTypeIdentifierDateOfBirth                   CDATA #REQUIRED
          HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse   CDATA #REQUIRED
        >
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        ]>
        """

    static func steps(
        _ value: String = "234", source: String = "Jane’s Apple Watch", start: String = "2025-05-28 14:00:00 +0100",
        end: String = "2025-05-28 14:15:00 +0100"
    ) -> String {
        #" <Record type="HKQuantityTypeIdentifierStepCount" sourceName="\#(source)" sourceVersion="10.0" "#
            + #"device="&lt;&lt;HKDevice: 0x533ad2350&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch&gt;" "#
            + #"unit="count" creationDate="\#(end)" startDate="\#(start)" endDate="\#(end)" value="\#(value)"/>"#
    }

    /// The 1-based line of `xml` on which `text` begins.
    static func line(of text: String, in xml: String) -> Int {
        xml[..<xml.range(of: text)!.lowerBound].count { $0 == "\n" } + 1
    }

    static func date(_ text: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        return formatter.date(from: text)!
    }

    // MARK: - The shared exports

    @Test(.enabled(if: curated != nil, Comment(rawValue: SharedData.skipMessage("The curated Apple Health export"))))
    func theCuratedExportGivesItsWantedRecordsAndCountsTheRest() throws {
        // Given the hand-curated export (version 14 DTD, a Correlation, Workouts and Activity Summaries)
        let read = try Self.read(try #require(Self.curated))

        // Then every Record of a wanted type is passed on, and BodyMassIndex is not taken for BodyMass
        #expect(read.count("HKQuantityTypeIdentifierActiveEnergyBurned") == 1)
        #expect(read.count("HKQuantityTypeIdentifierBasalEnergyBurned") == 1)
        #expect(read.count("HKQuantityTypeIdentifierBodyMass") == 2)
        #expect(read.count("HKCategoryTypeIdentifierSleepAnalysis") == 2)
        #expect(read.count("HKQuantityTypeIdentifierStepCount") == 2)
        #expect(read.records.count == 8)
        #expect(read.reader.skipped["HKQuantityTypeIdentifierBodyMassIndex"] == 2)
        #expect(read.reader.skipped["HKQuantityTypeIdentifierHeartRate"] == 3)

        // And the Correlation's two Records are only counted, as are the Workouts and Activity Summaries
        #expect(read.reader.inCorrelations == 2)
        #expect(read.reader.skipped["HKQuantityTypeIdentifierBloodPressureSystolic"] == nil)
        #expect(read.reader.skipped["Correlation"] == 1)
        #expect(read.reader.skipped["Workout"] == 2)
        #expect(read.reader.skipped["ActivitySummary"] == 3)

        // And a Record reads as written, its dates at the right instants
        let steps = try #require(read.records.first { $0.type == "HKQuantityTypeIdentifierStepCount" })
        #expect(
            steps
                == AppleHealthRecord(
                    type: "HKQuantityTypeIdentifierStepCount", sourceName: "Guillaume's Apple Watch", unit: "count",
                    value: "234", startDate: Self.date("2025-05-28 14:00:00 +0100"), endDate: Self.date("2025-05-28 14:15:00 +0100")))
        let sleep = try #require(read.records.first { $0.type == "HKCategoryTypeIdentifierSleepAnalysis" })
        #expect(sleep.unit == nil)
        #expect(sleep.value == "HKCategoryValueSleepAnalysisInBed")
        #expect(read.reader.bytesRead == 22_386)
    }

    @Test(.enabled(if: real != nil, Comment(rawValue: SharedData.skipMessage("The real 2019 iPhone export"))))
    func aRealIPhoneExportGivesItsStepsAndSleep() throws {
        // Given a real iOS 12 export, dates at -0400
        let read = try Self.read(try #require(Self.real))

        // Then its steps and sleep are all there, and what it has besides is counted
        #expect(read.count("HKQuantityTypeIdentifierStepCount") == 1588)
        #expect(read.count("HKCategoryTypeIdentifierSleepAnalysis") == 4)
        #expect(read.records.count == 1592)
        #expect(read.reader.skipped["HKQuantityTypeIdentifierDistanceWalkingRunning"] == 1587)
        #expect(read.reader.skipped["HKQuantityTypeIdentifierFlightsClimbed"] == 170)
        let sleep = try #require(read.records.first { $0.type == "HKCategoryTypeIdentifierSleepAnalysis" })
        #expect(sleep.sourceName == "Clock")
        #expect(sleep.startDate == Self.date("2019-06-15 08:13:44 -0400"))
        #expect(read.reader.line >= 3488)
    }

    @Test(
        .enabled(if: curated != nil && real != nil, Comment(rawValue: SharedData.skipMessage("The Apple Health sample data"))),
        arguments: sharedFiles, [1, 7, 4096])
    func pieceSizesChangeNothing(_ file: String, _ chunk: Int) throws {
        // Given an export read whole
        let bytes = try Array(Data(contentsOf: try #require(SharedData.file("apple-health/\(file)"))))
        let whole = try Self.read(bytes)

        // When it comes in pieces that split tags, attribute values, entities and multi-byte characters
        let pieces = try Self.read(bytes, chunk: chunk)

        // Then the same Records come out in the same order, and the same counts
        #expect(pieces.records == whole.records)
        #expect(pieces.reader.skipped == whole.reader.skipped)
        #expect(pieces.reader.inCorrelations == whole.reader.inCorrelations)
        #expect(pieces.reader.line == whole.reader.line)
        #expect(pieces.reader.bytesRead == bytes.count)
    }

    // MARK: - What libxml2 refuses

    @Test func anIOS16DTDMissingAGreaterThanStillReads() throws {
        // Given an export whose DTD has a declaration without its `>`, as iOS 16 wrote them
        let dtd = """
            <!DOCTYPE HealthData [
            <!ATTLIST ExportDate
              value CDATA #REQUIRED
            <!ELEMENT Me EMPTY>
            <!ATTLIST Me
              HKCharacteristicTypeIdentifierDateOfBirth CDATA #REQUIRED
            ]>
            """
        // When it is read
        let read = try Self.read(Self.export(Self.steps("12") + "\n" + Self.steps("34"), dtd: dtd))

        // Then its Records are there
        #expect(read.records.map(\.value) == ["12", "34"])
    }

    @Test func aDoctypeWithoutAnInternalSubsetReads() throws {
        let read = try Self.read(Self.export(Self.steps(), dtd: #"<!DOCTYPE HealthData SYSTEM "healthdata.dtd">"#))
        #expect(read.records.count == 1)
    }

    @Test(arguments: ["\u{1}", "\u{0B}", "\u{1F}", "\u{7F}", "\t", "&#1;", "&#x0B;"])
    func controlCharactersInASourceNameAreRemoved(_ control: String) throws {
        // Given a source name holding a control character, raw or as a reference
        let xml = Self.export(Self.steps(source: "Jane\(control)s Watch\(control)"))

        // When it is read
        let read = try Self.read(xml)

        // Then the name comes without it
        #expect(read.records.map(\.sourceName) == ["Janes Watch"])
    }

    @Test func entitiesInAttributeValuesAreDecoded() throws {
        // Given a source name with every kind of entity, an unknown one and a bare ampersand
        let source = "&lt;Jane&gt; &amp; &quot;Co&quot; &apos;s &#65;&#x42;&#x1F600; &nbsp; R&D"

        // When it is read
        let read = try Self.read(Self.export(Self.steps(source: source)))

        // Then the entities XML knows are decoded, and the rest is kept as written
        #expect(read.records.first?.sourceName == "<Jane> & \"Co\" 's AB😀 &nbsp; R&D")
    }

    @Test func singleQuotesAndAGreaterThanInsideAValueAreRead() throws {
        let record = """
             <Record type='HKQuantityTypeIdentifierBodyMass' sourceName="Scale > 2" unit='kg' \
            startDate='2025-04-18 22:38:45 +0100' endDate="2025-04-18 22:38:45 +0100" value = '68.5' />
            """
        let read = try Self.read(Self.export(record), chunk: 3)
        #expect(read.records.map(\.sourceName) == ["Scale > 2"])
        #expect(read.records.map(\.value) == ["68.5"])
        #expect(read.records.map(\.unit) == ["kg"])
    }

    // MARK: - Structure

    @Test func aRecordInsideACorrelationIsOnlyCounted() throws {
        // Given a Correlation holding a StepCount Record, and a Record with children after it
        let body = """
             <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Health" \
            startDate="2025-05-23 11:30:00 +0100" endDate="2025-05-23 11:30:00 +0100">
              <MetadataEntry key="HKWasUserEntered" value="1"/>
              <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Inside" unit="count" \
            startDate="2025-05-23 11:30:00 +0100" endDate="2025-05-23 11:30:00 +0100" value="1">
               <MetadataEntry key="HKWasUserEntered" value="1"/>
              </Record>
             </Correlation>
             <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="AutoSleep" \
            startDate="2025-04-28 01:05:06 +0100" endDate="2025-04-28 08:30:00 +0100" value="HKCategoryValueSleepAnalysisInBed">
              <MetadataEntry key="HKTimeZone" value="Europe/Zurich"/>
              <!-- a comment with <Record type="HKQuantityTypeIdentifierStepCount"/> in it -->
             </Record>
            """
        // When it is read
        let read = try Self.read(Self.export(body))

        // Then only the top-level Record is passed on, and the one inside the Correlation is counted
        #expect(read.records.map(\.sourceName) == ["AutoSleep"])
        #expect(read.reader.inCorrelations == 1)
        #expect(read.reader.skipped["Correlation"] == 1)
    }

    @Test func recordsOfOtherTypesAreCountedWithoutBeingDecoded() throws {
        // Given a HeartRate Record whose date is not a date, among steps
        let heartRate = #" <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" startDate="soon" endDate="later" value="56"/>"#

        // When only steps are wanted
        let read = try Self.read(Self.export([Self.steps(), heartRate, heartRate].joined(separator: "\n")))

        // Then the HeartRate Records are counted by type, and their dates never looked at
        #expect(read.records.count == 1)
        #expect(read.reader.skipped["HKQuantityTypeIdentifierHeartRate"] == 2)
        #expect(read.reader.skipped["ExportDate"] == 1)
    }

    // MARK: - Dates

    @Test(arguments: [
        ("2025-05-28 14:00:00 +0100", 1_748_437_200),
        ("2019-06-15 08:13:44 -0400", 1_560_600_824),
        ("2024-02-29 23:59:59 +0000", 1_709_251_199),
        ("1969-12-31 19:00:00 -0500", 0),
        ("2000-01-01 05:30:00 +0530", 946_684_800),
    ])
    func datesAreTheInstantsTheyName(_ text: String, _ seconds: Int) throws {
        let read = try Self.read(Self.export(Self.steps(start: text, end: text)))
        let record = try #require(read.records.first)
        #expect(record.startDate == Date(timeIntervalSince1970: TimeInterval(seconds)))
        #expect(record.endDate == record.startDate)
    }

    @Test(arguments: ["2025-13-01 10:00:00 +0100", "2025-02-29 10:00:00 +0100", "2025-05-28T14:00:00Z", "2025-05-28 14:00:00", "yesterday"])
    func aWantedRecordWithABadDateIsRefusedWithItsLine(_ text: String) throws {
        // Given a wanted Record whose start is not a date
        let xml = Self.export(Self.steps(start: text))

        // When it is read, then the error names the Record's line and the text
        let error = #expect(throws: AppleHealthExportError.self) { try Self.read(xml) }
        #expect(error?.description.hasPrefix("line \(Self.line(of: "<Record", in: xml)): ") == true)
        #expect(error?.description.contains("\"\(text)\"") == true)
    }

    @Test(arguments: ["startDate", "endDate"])
    func aWantedRecordWithoutADateIsRefusedWithItsLine(_ attribute: String) throws {
        let xml = Self.export(Self.steps().replacingOccurrences(of: " \(attribute)=", with: " other="))
        let error = #expect(throws: AppleHealthExportError.self) { try Self.read(xml) }
        let line = Self.line(of: "<Record", in: xml)
        #expect(error?.description == "line \(line): a HKQuantityTypeIdentifierStepCount Record has no \(attribute)")
    }

    // MARK: - Files that are not whole exports

    /// The ends of the places an export may be cut off at: inside a Record's tag, inside a child's tag, between a
    /// Record's children, inside its end tag, inside a comment, before `</HealthData>` and inside it.
    @Test(arguments: [
        #"startDate="2025-05-28 14:00"#, #"<MetadataEntry key="HKWas"#, #"value="1"/>"#, "</Rec", "</Record>", "<!-- a comm",
        "<!-- a comment -->", "</HealthDa",
    ])
    func aTruncatedExportIsRefused(_ cutAfter: String) throws {
        // Given an export cut off just after `cutAfter`
        let xml = Self.export(
            """
             <Record type="HKQuantityTypeIdentifierStepCount" sourceName="W" startDate="2025-05-28 14:00:00 +0100" \
            endDate="2025-05-28 14:00:00 +0100" value="1">
              <MetadataEntry key="HKWasUserEntered" value="1"/>
             </Record>
             <!-- a comment -->
            """)
        let truncated = String(xml[..<xml.range(of: cutAfter)!.upperBound])

        // When it is read, in one piece or many, then it is refused as truncated
        for chunk in [nil, 5] {
            let error = #expect(throws: AppleHealthExportError.self) { try Self.read(truncated, chunk: chunk) }
            #expect(error?.description.contains("the file looks truncated") == true, "\(error?.description ?? "")")
            #expect(error?.description.hasPrefix("line ") == true)
        }
    }

    @Test func aTruncatedExportSaysWhichElementItEndsIn() throws {
        let xml = Self.export(
            #" <Record type="X" sourceName="W" startDate="a" endDate="b">"# + "\n  <MetadataEntry key=\"k\" value=\"v\"/>")
        let cut = String(xml[..<xml.range(of: "</HealthData>")!.lowerBound])
        let error = #expect(throws: AppleHealthExportError.self) { try Self.read(cut) }
        let line = Self.line(of: "<Record", in: xml)
        #expect(error?.description == "line \(line): the export ends inside a Record element — the file looks truncated")
    }

    @Test(arguments: [
        "hello",
        "",
        "fdc_id,data_type,description,food_category_id,publication_date\n167512,sr_legacy_food,\"Pillsbury Golden Layer\",18,2019-04-01\n",
        "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n",
        "<?xml version=\"1.0\"?>\n<!-- nothing else -->\n",
    ])
    func aFileThatIsNotAnExportIsRefused(_ text: String) throws {
        for chunk in [nil, 2] {
            let error = #expect(throws: AppleHealthExportError.self) { try Self.read(text, chunk: chunk) }
            #expect(error?.description.contains("not an Apple Health export") == true, "\(error?.description ?? "")")
        }
    }
}
