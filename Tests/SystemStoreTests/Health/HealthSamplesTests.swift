import Foundation
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

/// Apple Health's export into a user's readings, on SQLite and PostgreSQL: all or nothing, each reading once however
/// often it is imported, and read back by day the way the energy equation and the night's sleep need.
@Suite(.timeLimit(.minutes(15))) struct HealthSamplesTests {
    static var backends: [Backend] { Backend.allCases.filter { $0 != .memory } }
    typealias Record = AppleHealthFixture.Record
    let alice = UserID("alice")
    let bob = UserID("bob")

    func withTables(_ backend: Backend, _ body: (any ModuleDatabase) async throws -> Void) async throws {
        try await backend.withDatabase { store in
            let database = try await store.moduleDatabase()
            try await StoreModules.standard.migrate(database)
            try await body(database)
        }
    }

    func count(_ database: any ModuleDatabase, _ user: UserID? = nil) async throws -> Int {
        let rows: [SQLRow]
        if let user {
            rows = try await database.execute("SELECT COUNT(*) AS n FROM health_samples WHERE user_id = ?", [.text(user.rawValue)])
        } else {
            rows = try await database.execute("SELECT COUNT(*) AS n FROM health_samples")
        }
        return Int(rows.first?["n"].integer ?? -1)
    }

    static let watch = "Anna’s Apple Watch"
    static let day = [
        Record(AppleHealthFixture.active, watch, "2026-11-20 10:00:00 +0100", "2026-11-20 11:00:00 +0100", "30", unit: "Cal"),
        Record(AppleHealthFixture.active, "iPhone", "2026-11-20 10:00:00 +0100", "2026-11-20 11:00:00 +0100", "83.68", unit: "kJ"),
        Record(AppleHealthFixture.basal, watch, "2026-11-20 00:00:00 +0100", "2026-11-20 12:00:00 +0100", "800", unit: "kcal"),
        Record(AppleHealthFixture.mass, "Withings", "2026-11-20 07:00:00 +0100", "2026-11-20 07:00:00 +0100", "176.37", unit: "lb"),
        Record(AppleHealthFixture.steps, watch, "2026-11-20 10:00:00 +0100", "2026-11-20 11:00:00 +0100", "1200", unit: "count"),
        Record(
            AppleHealthFixture.sleep, watch, "2026-11-19 23:00:00 +0100", "2026-11-20 06:30:00 +0100",
            "HKCategoryValueSleepAnalysisAsleepCore"),
        Record(AppleHealthFixture.heartRate, watch, "2026-11-20 10:00:00 +0100", "2026-11-20 10:00:00 +0100", "61", unit: "count/min"),
    ]

    @Test(arguments: backends)
    func anExportIsReadInTheSystemsUnitsAndImportedAgainAddsNothing(_ backend: Backend) async throws {
        try await withTables(backend) { database in
            let zip = try AppleHealthFixture(Self.day).writeZip()
            defer { try? FileManager.default.removeItem(at: zip) }
            let first = try await AppleHealthImport.load(zip, for: alice, into: database)
            #expect(first.read == [.activeEnergy: 2, .basalEnergy: 1, .bodyMass: 1, .steps: 1, .sleep: 1])
            #expect(first.added == first.read)
            #expect(first.skipped[AppleHealthFixture.heartRate] == 1)

            let samples = HealthSamples(database, of: alice)
            let window = DateInterval(start: instant("2026-11-19T23:00:00Z"), end: instant("2026-11-20T23:00:00Z"))
            let read = try await samples.samples([.activeEnergy, .bodyMass], overlapping: window)
            #expect(read.count == 3)
            #expect(read.contains { $0.source == "iPhone" && abs($0.value - 20) < 1e-9 })  // kJ → kcal
            #expect(read.contains { $0.kind == .bodyMass && abs($0.value - 80) < 0.001 })  // lb → kg

            // The same export as XML, and a later one that overlaps it: only what is new is added.
            let xml = try AppleHealthFixture(Self.day).writeXML()
            defer { try? FileManager.default.removeItem(at: xml) }
            #expect(try await AppleHealthImport.load(xml, for: alice, into: database).added.isEmpty)
            let later = try AppleHealthFixture(
                Self.day + [
                    Record(
                        AppleHealthFixture.steps, Self.watch, "2026-11-21 10:00:00 +0100", "2026-11-21 11:00:00 +0100", "900", unit: "count"
                    )
                ]
            ).writeXML()
            defer { try? FileManager.default.removeItem(at: later) }
            #expect(try await AppleHealthImport.load(later, for: alice, into: database).added == [.steps: 1])
            #expect(try await count(database, alice) == 7)
            // Another user's import of the same file is theirs alone.
            #expect(try await AppleHealthImport.load(xml, for: bob, into: database).added.values.reduce(0, +) == 6)
            #expect(try await count(database, bob) == 6)
        }
    }

    @Test(arguments: backends)
    func aCorrelationsRecordsAreCountedOnce(_ backend: Backend) async throws {
        try await withTables(backend) { database in
            let record = Record(
                AppleHealthFixture.mass, "Scale", "2026-11-20 07:00:00 +0100", "2026-11-20 07:00:00 +0100", "80", unit: "kg")
            let correlation = """
                 <Correlation type="HKCorrelationTypeIdentifierFood" sourceName="Scale" startDate="2026-11-20 07:00:00 +0100" endDate="2026-11-20 07:00:00 +0100">
                  <Record type="\(record.type)" sourceName="Scale" unit="kg" startDate="\(record.start)" endDate="\(record.end)" value="80"/>
                 </Correlation>

                """
            let xml = try AppleHealthFixture([record], extra: correlation).writeXML()
            defer { try? FileManager.default.removeItem(at: xml) }
            let summary = try await AppleHealthImport.load(xml, for: alice, into: database)
            #expect(summary.read == [.bodyMass: 1])
            #expect(try await count(database) == 1)
        }
    }

    @Test(arguments: backends)
    func aBadExportImportsNothing(_ backend: Backend) async throws {
        try await withTables(backend) { database in
            let cases: [(AppleHealthFixture, String)] = [
                (AppleHealthFixture(Self.day, complete: false), "truncated"),
                (
                    AppleHealthFixture(
                        Self.day + [
                            Record(
                                AppleHealthFixture.active, "Watch", "2026-11-20 12:00:00 +0100", "2026-11-20 13:00:00 +0100", "5",
                                unit: "BTU")
                        ]),
                    "“BTU”"
                ),
                (
                    AppleHealthFixture(
                        Self.day + [
                            Record(
                                AppleHealthFixture.steps, "Watch", "2026-11-20 12:00:00 +0100", "2026-11-20 13:00:00 +0100", "-5",
                                unit: "count")
                        ]),
                    "“-5”"
                ),
            ]
            for (fixture, problem) in cases {
                let xml = try fixture.writeXML()
                defer { try? FileManager.default.removeItem(at: xml) }
                let error = await #expect(throws: AppleHealthExportError.self) {
                    try await AppleHealthImport.load(xml, for: alice, into: database)
                }
                #expect(error?.description.contains(problem) == true, "\(error?.description ?? "")")
                #expect(try await count(database) == 0)
            }
            let notAnExport = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).zip")
            try Data("PK\u{3}\u{4}not really a zip".utf8).write(to: notAnExport)
            defer { try? FileManager.default.removeItem(at: notAnExport) }
            await #expect(throws: AppleHealthExportError.self) { try await AppleHealthImport.load(notAnExport, for: alice, into: database) }
        }
    }

    @Test(arguments: backends)
    func totalsSplitAReadingAcrossMidnightAndKeepEachSourceApart(_ backend: Backend) async throws {
        try await withTables(backend) { database in
            let samples = HealthSamples(database, of: alice)
            func at(_ text: String) -> Date { instant(text) }
            try await samples.add([
                HealthSample(
                    kind: .activeEnergy, source: "Watch", start: at("2026-11-20T23:00:00Z"), end: at("2026-11-21T01:00:00Z"), value: 100),
                HealthSample(
                    kind: .activeEnergy, source: "Watch", start: at("2026-11-21T10:00:00Z"), end: at("2026-11-21T10:00:00Z"), value: 7),
                HealthSample(
                    kind: .activeEnergy, source: "iPhone", start: at("2026-11-21T09:00:00Z"), end: at("2026-11-21T12:00:00Z"), value: 40),
            ])
            let days = [
                DateInterval(start: at("2026-11-20T00:00:00Z"), end: at("2026-11-21T00:00:00Z")),
                DateInterval(start: at("2026-11-21T00:00:00Z"), end: at("2026-11-22T00:00:00Z")),
            ]
            let totals = try await samples.totals(.activeEnergy, in: days)
            #expect(totals[0].bySource["Watch"]?.value == 50)
            #expect(totals[0].bySource["Watch"]?.seconds == 3600)
            #expect(totals[1].bySource["Watch"]?.value == 57)
            #expect(totals[1].bySource["iPhone"]?.value == 40)
            #expect(totals[1].value == 57)  // the largest source, not the sum
            #expect(try await HealthSamples(database, of: bob).totals(.activeEnergy, in: days).allSatisfy { $0.value == nil })
        }
    }

    @Test(arguments: backends)
    func readingsTravelWithTheUsersHistory(_ backend: Backend) async throws {
        try await withTables(backend) { database in
            let xml = try AppleHealthFixture(Self.day).writeXML()
            defer { try? FileManager.default.removeItem(at: xml) }
            _ = try await AppleHealthImport.load(xml, for: alice, into: database)
            let records = try await HealthTables.exportRecords(of: alice, from: database)
            #expect(records.count == 6)
            try await HealthTables.deleteRecords(of: alice, from: database)
            #expect(try await count(database) == 0)
            try await HealthTables.importRecords(records, for: bob, into: database)
            #expect(try await HealthTables.exportRecords(of: bob, from: database) == records)
        }
    }

    @Test(arguments: backends)
    func aRangeOfDaysAddsUpAsEachDayAlone(_ backend: Backend) async throws {
        try await withTables(backend) { database in
            let samples = HealthSamples(database, of: alice)
            let state = UserState(defaultTimeZone: "UTC")
            let calendar = state.calendar
            let first = CivilDate("2026-11-01")!
            // 40 days of basal readings that differ day to day (one short day), and active energy on some.
            var readings: [HealthSample] = []
            for offset in -35..<5 {
                let window = calendar.interval(of: first.adding(days: offset))
                let end = offset == -3 ? window.start.addingTimeInterval(10 * 3600) : window.end
                readings.append(
                    HealthSample(kind: .basalEnergy, source: "Watch", start: window.start, end: end, value: 1500 + Double(offset * 7)))
                if offset >= 0 {
                    readings.append(
                        HealthSample(
                            kind: .activeEnergy, source: "Watch", start: window.start, end: window.end, value: 100 + Double(offset)))
                }
            }
            try await samples.add(readings)
            let report = HealthReport(state: Self.imported(readings, into: state), samples: samples)
            let range = try await report.energies(from: first, through: first.adding(days: 4))
            #expect(range.map(\.date) == (0..<5).map { first.adding(days: $0) })
            for (date, energy) in range {
                #expect(energy == (try await report.energy(on: date)), "\(date)")
            }
            #expect(range[0].energy.restingDays == 29)  // the short day is left out
            #expect(range[0].energy.deviceActiveKcal == 100)
        }
    }

    @Test(arguments: backends)
    func readingsCountOnceTheLogRecordsTheImportThatBroughtThem(_ backend: Backend) async throws {
        try await withTables(backend) { database in
            // Given a night's sleep, a weight and a day's energy in the tables
            let samples = HealthSamples(database, of: alice)
            let state = UserState(defaultTimeZone: "UTC")
            let day = CivilDate("2026-11-20")!
            let window = state.calendar.interval(of: day)
            let readings = [
                HealthSample(
                    kind: .sleep, source: "Watch", start: window.start.addingTimeInterval(-3600),
                    end: window.start.addingTimeInterval(6 * 3600), value: 0, stage: .asleep),
                HealthSample(
                    kind: .bodyMass, source: "Scale", start: window.start.addingTimeInterval(7 * 3600),
                    end: window.start.addingTimeInterval(7 * 3600), value: 81.5),
                HealthSample(kind: .activeEnergy, source: "Watch", start: window.start, end: window.end, value: 420),
            ]
            try await samples.add(readings)

            // When no import is in the log (the readings were stored, then the process died before it recorded the
            // import), Then the report reads none of them, and asks the tables nothing
            let before = HealthReport(state: state, samples: samples)
            #expect(before.readings(of: .sleep) == nil && before.readings(of: .bodyMass) == nil)
            #expect(try await before.sleep(on: day) == nil)
            #expect(try await before.weightKg(before: window.end) == nil)
            #expect(try await before.energy(on: day).deviceActiveKcal == 0)

            // When the log records an import that read them, Then each kind counts, and only the kinds it read
            let after = HealthReport(state: Self.imported(Array(readings.prefix(2)), into: state), samples: samples)
            #expect(try await after.sleep(on: day) != nil)
            #expect(try await after.weightKg(before: window.end) == 81.5)
            #expect(try await after.energy(on: day).deviceActiveKcal == 0)
            let all = HealthReport(state: Self.imported(readings, into: state), samples: samples)
            #expect(try await all.energy(on: day).deviceActiveKcal == 420)
        }
    }

    /// `state` after the log records an import that read `readings`, as ``SystemService/importAppleHealth`` records it.
    static func imported(_ readings: [HealthSample], into state: UserState) -> UserState {
        var state = state
        let read = Dictionary(readings.map { ($0.kind.rawValue, 1) }, uniquingKeysWith: +)
        state.evolve(
            DomainEvent(
                DomainEvent.HealthImported(
                    HealthImport(
                        id: HealthImportID(UUID.random()), file: "export.zip", at: Date(timeIntervalSince1970: 0), read: read,
                        added: read, skipped: [:]))))
        return state
    }

    @Test(
        .enabled(
            if: SharedData.file("apple-health/export_real_iphone_2019_rgosdin.xml") != nil,
            Comment(rawValue: SharedData.skipMessage("The Apple Health sample data"))))
    func realExportsAreRead() async throws {
        try await withTables(.sqlite) { database in
            let real = try #require(SharedData.file("apple-health/export_real_iphone_2019_rgosdin.xml"))
            let summary = try await AppleHealthImport.load(real, for: alice, into: database)
            #expect(summary.read == [.steps: 1588, .sleep: 4])
            #expect(summary.skipped["HKQuantityTypeIdentifierDistanceWalkingRunning"] == 1587)
            let curated = try #require(SharedData.file("apple-health/export_curated_v14_grll.xml"))
            let second = try await AppleHealthImport.load(curated, for: alice, into: database)
            #expect(second.read == [.activeEnergy: 1, .basalEnergy: 1, .bodyMass: 2, .sleep: 2, .steps: 2])
        }
    }
}
