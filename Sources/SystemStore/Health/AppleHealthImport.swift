import Foundation
import SystemCore
import ZIPFoundation

/// Imports Apple Health's export — the `export.zip` the Health app shares, or the `export.xml` inside it — into a
/// user's readings: streaming, a megabyte at a time, in one transaction, so a file that fails half-way adds nothing.
///
/// It reads active and basal energy, body mass, steps and sleep analysis; everything else is counted and skipped.
/// A reading already stored (the same export again, or a later one that overlaps it) is not stored twice.
public enum AppleHealthImport {
    /// What an import read, added and skipped, by kind.
    public struct Summary: Sendable, Equatable {
        public var read: [HealthSample.Kind: Int] = [:]
        public var added: [HealthSample.Kind: Int] = [:]
        public var skipped: [String: Int] = [:]
        public var bytes = 0
    }

    /// The export's record types The System reads, and what each becomes.
    static let kinds: [String: HealthSample.Kind] = [
        "HKQuantityTypeIdentifierActiveEnergyBurned": .activeEnergy,
        "HKQuantityTypeIdentifierBasalEnergyBurned": .basalEnergy,
        "HKQuantityTypeIdentifierBodyMass": .bodyMass,
        "HKQuantityTypeIdentifierStepCount": .steps,
        "HKCategoryTypeIdentifierSleepAnalysis": .sleep,
    ]

    static let stages: [String: SleepStage] = [
        "HKCategoryValueSleepAnalysisInBed": .inBed,
        "HKCategoryValueSleepAnalysisAsleep": .asleep,
        "HKCategoryValueSleepAnalysisAsleepUnspecified": .asleep,
        "HKCategoryValueSleepAnalysisAsleepCore": .core,
        "HKCategoryValueSleepAnalysisAsleepDeep": .deep,
        "HKCategoryValueSleepAnalysisAsleepREM": .rem,
        "HKCategoryValueSleepAnalysisAwake": .awake,
    ]

    /// Imports `file` (a zip holding `export.xml`, or the XML itself) for `user`.
    public static func load(_ file: URL, for user: UserID, into database: any ModuleDatabase) async throws -> Summary {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("the-system-health-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = try unpackIfZipped(file, to: folder)
        return try await database.transaction { database in
            try await read(xml, for: user, into: database)
        }
    }

    /// The XML to read: the file itself, or the export in the zip, unpacked to `folder`.
    static func unpackIfZipped(_ file: URL, to folder: URL) throws -> URL {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: file)
        } catch {
            throw AppleHealthExportError("\(file.lastPathComponent) cannot be read: \(error.localizedDescription)")
        }
        let magic = try handle.read(upToCount: 4) ?? Data()
        try? handle.close()
        guard magic.starts(with: [0x50, 0x4B, 0x03, 0x04]) else { return file }
        let archive: Archive
        do {
            archive = try Archive(url: file, accessMode: .read)
        } catch {
            throw AppleHealthExportError("\(file.lastPathComponent) is not a zip we can open: \(error)")
        }
        // The Health app's zip holds apple_health_export/export.xml beside export_cda.xml and workout routes.
        guard let entry = archive.first(where: { $0.type == .file && ($0.path as NSString).lastPathComponent == "export.xml" }) else {
            throw AppleHealthExportError(
                "\(file.lastPathComponent) holds no export.xml: it is not Apple Health's export (Health → your picture → Export All Health Data)."
            )
        }
        let target = folder.appendingPathComponent("export.xml")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            _ = try archive.extract(entry, to: target, skipCRC32: false)
        } catch {
            throw AppleHealthExportError(
                "export.xml in \(file.lastPathComponent) cannot be unpacked (\(error)): the zip looks damaged or cut short.")
        }
        return target
    }

    /// Reads the XML a megabyte at a time; each megabyte's readings are stored before the next is read, so memory
    /// stays the same whatever the size of the export.
    static func read(_ xml: URL, for user: UserID, into database: any ModuleDatabase) async throws -> Summary {
        let handle = try FileHandle(forReadingFrom: xml)
        defer { try? handle.close() }
        var reader = AppleHealthExportReader(types: Set(kinds.keys))
        var summary = Summary()
        let before = try await HealthSamples.counts(of: user, in: database)
        var pending: [HealthSample] = []
        func take(_ record: AppleHealthRecord) throws {
            guard let sample = try sample(record) else { return }
            summary.read[sample.kind, default: 0] += 1
            pending.append(sample)
        }
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            try chunk.withUnsafeBytes { try reader.feed($0, take) }
            summary.bytes += chunk.count
            if pending.count >= 5_000 {
                try await HealthSamples.insert(pending, for: user, into: database)
                pending.removeAll(keepingCapacity: true)
            }
        }
        try reader.finish(take)
        try await HealthSamples.insert(pending, for: user, into: database)
        summary.added = try await HealthSamples.counts(of: user, in: database).added(since: before)
        summary.skipped = reader.skipped
        if reader.inCorrelations > 0 { summary.skipped["Records inside a Correlation (also listed on their own)"] = reader.inCorrelations }
        return summary
    }

    /// A record as a reading, in The System's units; nil for one that is not a reading (a zero-length sleep).
    static func sample(_ record: AppleHealthRecord) throws -> HealthSample? {
        guard let kind = kinds[record.type] else { return nil }
        func refuse(_ problem: String) -> AppleHealthExportError {
            let when = ISO8601DateFormatter.string(from: record.startDate, timeZone: .gmt, formatOptions: [.withFullDate])
            return AppleHealthExportError("A \(record.type) record from “\(record.sourceName)” on \(when) \(problem).")
        }
        guard record.endDate >= record.startDate else { throw refuse("ends before it starts") }
        guard record.endDate.timeIntervalSince(record.startDate) <= HealthSamples.longest else { return nil }
        if kind == .sleep {
            guard let text = record.value, let stage = stages[text] else {
                throw refuse("has the value “\(record.value ?? "")”, which is not a sleep stage The System knows")
            }
            guard record.endDate > record.startDate else { return nil }
            return HealthSample(
                kind: .sleep, source: record.sourceName, start: record.startDate, end: record.endDate, value: 0, stage: stage)
        }
        guard let text = record.value, let number = Double(text), number.isFinite, number >= 0 else {
            throw refuse("has the value “\(record.value ?? "")”, which is not a number of 0 or more")
        }
        let unit = record.unit ?? ""
        let factor: Double? =
            switch kind {
            case .activeEnergy, .basalEnergy: ["Cal": 1, "kcal": 1, "kJ": 1 / 4.184, "cal": 0.001][unit]
            case .bodyMass: ["kg": 1, "lb": WeightUnit.kgPerLb, "g": 0.001, "st": 6.350_293_18][unit]
            case .steps: ["count": 1][unit]
            case .sleep: 1
            }
        guard let factor else {
            throw refuse("is in “\(unit)”, a unit The System does not read for it (it reads \(units(of: kind)))")
        }
        return HealthSample(kind: kind, source: record.sourceName, start: record.startDate, end: record.endDate, value: number * factor)
    }

    static func units(of kind: HealthSample.Kind) -> String {
        switch kind {
        case .activeEnergy, .basalEnergy: "Cal, kcal, kJ and cal"
        case .bodyMass: "kg, lb, g and st"
        case .steps: "count"
        case .sleep: "sleep stages"
        }
    }
}

extension SystemService {
    /// Imports an Apple Health export for `user`: the readings into the health module's tables, then the import's
    /// record (file, time, counts) as an event. Nil on a store without SQL, which keeps no readings.
    public func importAppleHealth(_ file: URL, named name: String, for user: UserID, idempotencyKey: String? = nil) async throws
        -> HealthImport?
    {
        guard let samples = try await HealthSamples.of(storage, for: user) else { return nil }
        let summary = try await AppleHealthImport.load(file, for: user, into: samples.database)
        let id: HealthImportID = Self.newID("health-import", for: user, idempotencyKey: idempotencyKey)
        let record = HealthImport(
            id: id, file: name, at: clock.now(), read: Dictionary(uniqueKeysWithValues: summary.read.map { ($0.key.rawValue, $0.value) }),
            added: Dictionary(uniqueKeysWithValues: summary.added.map { ($0.key.rawValue, $0.value) }), skipped: summary.skipped)
        let outcome = try await execute(.health(.recordImport(record)), for: user, idempotencyKey: idempotencyKey)
        return outcome.state.body.imports.first { $0.id == id } ?? record
    }
}
