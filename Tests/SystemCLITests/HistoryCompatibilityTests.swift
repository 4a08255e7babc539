import Foundation
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

/// A history exported by the build before modules became folders (every kind of event of the time, the old
/// whole-settings event among them) still reads and round-trips byte for byte.
@Suite(.serialized)
struct HistoryCompatibilityTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/history-before-modules.jsonl").path

    @Test func anOldExportImportsAndExportsByteForByte() throws {
        // Given the old export, imported into a new data folder
        let folder = ProcessTests.temporaryDirectory()
        try TransferProcessTests.succeed(["import", Self.fixture, "--data-dir", folder])

        // When it is exported again
        let exported = try TransferProcessTests.succeed(["export", "--data-dir", folder])

        // Then the bytes are exactly the old ones
        #expect(exported.stdout == (try String(contentsOfFile: Self.fixture, encoding: .utf8)))
    }

    @Test func anOldExportKeepsItsSettingsAndEveryEventIsRead() throws {
        // Given the old export, imported
        let folder = ProcessTests.temporaryDirectory()
        try TransferProcessTests.succeed(["import", Self.fixture, "--data-dir", folder])

        // Then each module has its part of the old whole-settings events
        let settings = try TransferProcessTests.succeed(["settings", "--data-dir", folder]).stdout
        #expect(settings.contains("Time zone: Europe/Berlin"))
        #expect(settings.contains("Standup by: 09:30"))
        #expect(settings.contains("Goal sizes: S 1 h, M 3 h, L 6 h"))
        #expect(settings.contains("Quiet hours: 22:00–07:00"))
        #expect(!settings.contains("todos"), "the to-dos were hidden on Today")

        // And the doctor finds every event readable
        let doctor = try TransferProcessTests.succeed(["doctor", "--data-dir", folder]).stdout
        #expect(doctor == "Checked 28 events in 1 history: every one can be read.\n")
    }

    @Test func theDoctorNamesAnEventItCannotReadAndFails() async throws {
        // Given the old history, then an event whose payload does not decode and one of a type no module knows
        let folder = ProcessTests.temporaryDirectory()
        try TransferProcessTests.succeed(["import", Self.fixture, "--data-dir", folder])
        let store = try await SQLiteEventStore.open(path: DataLocation.databasePath(in: folder))
        let broken = PendingEvent(
            id: EventID(UUID()), recordedAt: Date(timeIntervalSince1970: 1_790_000_000), type: "settings.changed",
            schemaVersion: 1, payload: Data(#"{"settings":{"weekStart":"Monday"}}"#.utf8))
        let unknown = PendingEvent(
            id: EventID(UUID()), recordedAt: Date(timeIntervalSince1970: 1_790_000_000), type: "intention.paused",
            schemaVersion: 1, payload: Data("{}".utf8))
        _ = try await store.append([broken, unknown], to: .local, expecting: .exact(28))
        try await store.close()

        // When the doctor looks
        let result = try TransferProcessTests.run(["doctor", "--data-dir", folder])

        // Then it names each event and why, and exits non-zero with one line on stderr
        #expect(result.status != 0)
        #expect(
            result.stdout.contains("the local history, event #29 (settings.changed v1) cannot be read: “settings.timeZone” is missing"),
            "\(result.stdout)")
        #expect(result.stdout.contains("event #30 (intention.paused v1) is of an unknown type"), "\(result.stdout)")
        #expect(result.stderr.hasPrefix("system: 2 of 30 events in 1 history could not be folded in"), "\(result.stderr)")
    }
}
