import Foundation
import SystemCore
import SystemStore
import Testing

/// A module with tables of its own: readings a user records (their own data, exported with their history).
enum Readings: ModuleTables {
    static let module = "readings"

    static func migrations(for dialect: SQLDialect) -> [[String]] {
        let (integer, real, bytes) = dialect == .postgres ? ("BIGINT", "DOUBLE PRECISION", "BYTEA") : ("INTEGER", "REAL", "BLOB")
        return [
            [
                "CREATE TABLE readings_values (user_id TEXT NOT NULL, at \(integer) NOT NULL, value \(real) NOT NULL, note TEXT, raw \(bytes), PRIMARY KEY (user_id, at))"
            ],
            ["CREATE INDEX readings_values_by_value ON readings_values (user_id, value)"],
        ]
    }

    struct Reading: Codable, Equatable {
        var at: Int64
        var value: Double
        var note: String?
        var raw: [UInt8]?
    }

    static func add(_ reading: Reading, for user: UserID, to database: any ModuleDatabase) async throws {
        try await database.execute(
            "INSERT INTO readings_values (user_id, at, value, note, raw) VALUES (?, ?, ?, ?, ?)",
            [
                .text(user.rawValue), .integer(reading.at), .real(reading.value),
                reading.note.map(SQLValue.text) ?? .null, reading.raw.map(SQLValue.blob) ?? .null,
            ])
    }

    static func readings(of user: UserID, in database: any ModuleDatabase) async throws -> [Reading] {
        try await database.execute("SELECT at, value, note, raw FROM readings_values WHERE user_id = ? ORDER BY at", [.text(user.rawValue)])
            .map { Reading(at: $0["at"].integer ?? 0, value: $0["value"].real ?? 0, note: $0["note"].text, raw: $0["raw"].blob) }
    }

    static func exportRecords(of user: UserID, from database: any ModuleDatabase) async throws -> [Data] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try await readings(of: user, in: database).map { try encoder.encode($0) }
    }

    static func importRecords(_ records: [Data], for user: UserID, into database: any ModuleDatabase) async throws {
        for record in records { try await add(try JSONDecoder().decode(Reading.self, from: record), for: user, to: database) }
    }

    static func deleteRecords(of user: UserID, from database: any ModuleDatabase) async throws {
        try await database.execute("DELETE FROM readings_values WHERE user_id = ?", [.text(user.rawValue)])
    }
}

/// A module whose import loses part of each record (the note): a migration's comparison must catch the difference.
enum LossyNotes: ModuleTables {
    static let module = "lossy"

    static func migrations(for dialect: SQLDialect) -> [[String]] {
        [["CREATE TABLE lossy_notes (user_id TEXT NOT NULL, at \(dialect == .postgres ? "BIGINT" : "INTEGER") NOT NULL, note TEXT)"]]
    }

    struct Note: Codable {
        var at: Int64
        var note: String?
    }

    static func add(_ note: Note, for user: UserID, to database: any ModuleDatabase) async throws {
        try await database.execute(
            "INSERT INTO lossy_notes (user_id, at, note) VALUES (?, ?, ?)",
            [.text(user.rawValue), .integer(note.at), note.note.map(SQLValue.text) ?? .null])
    }

    static func exportRecords(of user: UserID, from database: any ModuleDatabase) async throws -> [Data] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try await database.execute("SELECT at, note FROM lossy_notes WHERE user_id = ? ORDER BY at", [.text(user.rawValue)])
            .map { try encoder.encode(Note(at: $0["at"].integer ?? 0, note: $0["note"].text)) }
    }

    static func importRecords(_ records: [Data], for user: UserID, into database: any ModuleDatabase) async throws {
        for record in records {
            let note = try JSONDecoder().decode(Note.self, from: record)
            try await add(Note(at: note.at, note: nil), for: user, to: database)  // the bug: the note is lost
        }
    }

    static func deleteRecords(of user: UserID, from database: any ModuleDatabase) async throws {
        try await database.execute("DELETE FROM lossy_notes WHERE user_id = ?", [.text(user.rawValue)])
    }
}

/// The contract of modules' tables, on each backend that has SQL: migrations, values, transactions, and records
/// that travel with a history.
@Suite(.serialized, .timeLimit(.minutes(15))) struct ModuleTablesContractTests {
    static var backends: [Backend] { Backend.allCases.filter { $0 != .memory } }
    let modules = StoreModules.standard.adding([Readings.self])
    let alice = UserID("alice")
    let bob = UserID("bob")

    @Test(arguments: backends)
    func migrationsRunOnceEachAndInOrder(_ backend: Backend) async throws {
        try await backend.withDatabase { store async throws in
            let database = try await store.moduleDatabase()
            // When the modules are migrated twice (a second start)
            try await modules.migrate(database)
            try await modules.migrate(database)

            // Then each migration ran once, and the table and its index exist
            let applied = try await database.execute(
                "SELECT version FROM module_migrations WHERE module = ? ORDER BY version",
                [.text("readings")])
            #expect(applied.map { $0["version"].integer } == [1, 2])
            #expect(try await Readings.readings(of: alice, in: database).isEmpty)
        }
    }

    @Test(arguments: backends)
    func everyKindOfValueRoundTrips(_ backend: Backend) async throws {
        try await backend.withDatabase { store async throws in
            let database = try await store.moduleDatabase()
            try await modules.migrate(database)
            let readings = [
                Readings.Reading(at: -5, value: 0.1, note: "Grüße, “quoted”, ? and '", raw: [0, 255, 10]),
                Readings.Reading(at: 1_795_591_200_000, value: -72.5, note: nil, raw: nil),
            ]
            for reading in readings { try await Readings.add(reading, for: alice, to: database) }
            #expect(try await Readings.readings(of: alice, in: database) == readings)
            #expect(try await Readings.readings(of: bob, in: database).isEmpty)
        }
    }

    @Test(arguments: backends)
    func aTransactionIsAllOrNothing(_ backend: Backend) async throws {
        try await backend.withDatabase { store async throws in
            let database = try await store.moduleDatabase()
            try await modules.migrate(database)
            struct Stop: Error {}

            // When a transaction adds two readings and then fails
            await #expect(throws: Stop.self) {
                try await database.transaction { database in
                    try await Readings.add(.init(at: 1, value: 1), for: alice, to: database)
                    try await Readings.add(.init(at: 2, value: 2), for: alice, to: database)
                    throw Stop()
                }
            }
            // Then neither is kept; and one that succeeds keeps both
            #expect(try await Readings.readings(of: alice, in: database).isEmpty)
            try await database.transaction { database in
                try await Readings.add(.init(at: 1, value: 1), for: alice, to: database)
                try await Readings.add(.init(at: 2, value: 2), for: alice, to: database)
            }
            #expect(try await Readings.readings(of: alice, in: database).map(\.at) == [1, 2])
        }
    }

    @Test(arguments: backends)
    func aUsersRecordsTravelWithTheirHistoryByteForByte(_ backend: Backend) async throws {
        try await backend.withDatabase { store async throws in
            // Given alice's events and readings
            let database = try await store.moduleDatabase()
            try await modules.migrate(database)
            let events = try (1...3).map { n in
                try PendingEvent(
                    id: EventID(UUID()), recordedAt: Date(timeIntervalSince1970: Double(n) * 60),
                    event: .labelCreated(.init(label: Label(id: LabelID(name: "label \(n)")!, name: "label \(n)", kind: .traction))))
            }
            _ = try await store.append(events, to: alice, expecting: .noStream)
            try await Readings.add(.init(at: 7, value: 36.6, note: "morning", raw: [1, 2]), for: alice, to: database)
            try await Readings.add(.init(at: 9, value: 37.1), for: alice, to: database)

            // When her history is exported and imported as bob's
            let export = try await HistoryExport.data(alice, from: store, modules: modules)
            let lines = String(decoding: export, as: UTF8.self).split(separator: "\n")
            #expect(lines.count == 5)
            #expect(lines[3] == #"{"module":"readings","record":{"at":7,"note":"morning","raw":[1,2],"value":36.6}}"#)
            let written = try await HistoryImport.load(export, into: bob, in: store, modules: modules)

            // Then bob has the same events and readings, and his export is the same bytes
            #expect(written.events == 3)
            #expect(written.records == 2)
            #expect(try await Readings.readings(of: bob, in: database).map(\.at) == [7, 9])
            #expect(try await HistoryExport.data(bob, from: store, modules: modules) == export)
        }
    }

    /// `system migrate` between every pair of SQL backends: the records come along with the events.
    @Test(arguments: backends.flatMap { from in backends.map { (from, $0) } })
    func aMigrationMovesTheRecordsWithTheEvents(_ from: Backend, _ to: Backend) async throws {
        try await from.withDatabase { source async throws in
            try await to.withDatabase { target async throws in
                // Given alice's events and readings in one database
                try await modules.migrate(source.moduleDatabase())
                try await modules.migrate(target.moduleDatabase())
                let event = try PendingEvent(
                    id: EventID(UUID()), recordedAt: Date(timeIntervalSince1970: 60),
                    event: .labelCreated(.init(label: Label(id: LabelID(name: "reading")!, name: "reading", kind: .traction))))
                _ = try await source.append([event], to: alice, expecting: .noStream)
                try await Readings.add(.init(at: 7, value: 36.6, note: "morning", raw: [1, 2]), for: alice, to: source.moduleDatabase())

                // When her history is migrated into bob's in the other
                let outcome = try await HistoryMigration.migrate(alice, from: source, to: bob, in: target, modules: modules)

                // Then bob has the event and the reading, and the two exports are the same bytes
                #expect(outcome.events == 1)
                #expect(outcome.records == 1)
                #expect(try await Readings.readings(of: bob, in: target.moduleDatabase()).map(\.note) == ["morning"])
                #expect(
                    try await HistoryExport.data(bob, from: target, modules: modules)
                        == HistoryExport.data(alice, from: source, modules: modules))
            }
        }
    }

    /// The records are written in the events' transaction: a record that cannot be stored undoes the events too.
    @Test(arguments: backends)
    func aRecordThatCannotBeStoredWritesNeitherEventsNorRecords(_ backend: Backend) async throws {
        try await backend.withDatabase { store async throws in
            // Given alice's history with a reading, and after it a reading the module cannot read
            let database = try await store.moduleDatabase()
            try await modules.migrate(database)
            _ = try await store.append(notes(2_500), to: alice, expecting: .noStream)
            try await Readings.add(.init(at: 7, value: 36.6), for: alice, to: database)
            var export = try await HistoryExport.data(alice, from: store, modules: modules)
            export += Data(#"{"module":"readings","record":{"at":"tomorrow","value":1}}"#.utf8 + [UInt8(ascii: "\n")])

            // When it is imported as bob's
            let error = await #expect(throws: HistoryTransferError.self) {
                try await HistoryImport.load(export, into: bob, in: store, modules: modules)
            }

            // Then it is refused and bob has neither the events nor the first reading
            #expect(error?.wroteNothing == true)
            #expect(try await store.version(of: bob) == 0)
            #expect(try await Readings.readings(of: bob, in: database).isEmpty)
        }
    }

    @Test(arguments: backends)
    func aHistorysTransactionHoldsTheModulesTables(_ backend: Backend) async throws {
        try await backend.withDatabase { store async throws in
            struct Interrupted: Error, Equatable {}
            try await modules.migrate(store.moduleDatabase())

            // When a history appends events and writes a reading in its transaction, and then fails
            await #expect(throws: Interrupted()) {
                try await store.appendHistory(to: bob) { appender in
                    try await appender.append(notes(1_000))
                    try await Readings.add(.init(at: 1, value: 2), for: bob, to: appender.moduleDatabase())
                    #expect(try await Readings.readings(of: bob, in: appender.moduleDatabase()).count == 1)
                    throw Interrupted()
                }
            }

            // Then neither was written
            #expect(try await store.version(of: bob) == 0)
            #expect(try await Readings.readings(of: bob, in: store.moduleDatabase()).isEmpty)

            // And when it succeeds, both are
            try await store.appendHistory(to: bob) { appender in
                try await appender.append(notes(1_000))
                try await Readings.add(.init(at: 1, value: 2), for: bob, to: appender.moduleDatabase())
            }
            #expect(try await store.version(of: bob) == 1_000)
            #expect(try await Readings.readings(of: bob, in: store.moduleDatabase()).count == 1)
        }
    }

    @Test(arguments: backends)
    func aMigrationWhoseCopyDiffersSaysFromWhichLine(_ backend: Backend) async throws {
        try await backend.withDatabase { store async throws in
            // Given alice's two events and a note kept by a module whose import loses the note
            let lossy = modules.adding([LossyNotes.self])
            try await lossy.migrate(store.moduleDatabase())
            _ = try await store.append(notes(2), to: alice, expecting: .noStream)
            try await LossyNotes.add(.init(at: 1, note: "remember this"), for: alice, to: store.moduleDatabase())

            // When her history is migrated into bob's
            let error = await #expect(throws: HistoryTransferError.self) {
                try await HistoryMigration.migrate(alice, from: store, to: bob, in: store, modules: lossy)
            }

            // Then the comparison of the two exports finds the third line different, and says so
            #expect(error == .verificationFailed(line: 3))
            #expect(error?.description == "the copy differs from the original from line 3 of their exports.")
        }
    }

    @Test(arguments: backends)
    func recordsOfAModuleThisBuildDoesNotHaveAreRefusedAndNothingIsWritten(_ backend: Backend) async throws {
        try await backend.withDatabase { store async throws in
            let history = Data(
                """
                {"id":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","seq":1,"recordedAt":"2026-11-20T09:30:00.000Z","type":"hint.dismissed","schemaVersion":1,"payload":{"hint":"focus"}}
                {"module":"photos","record":{"sha256":"00"}}

                """.utf8)
            await #expect(throws: HistoryTransferError.unknownModule("photos")) {
                try await HistoryImport.load(history, into: alice, in: store, modules: modules)
            }
            #expect(try await store.version(of: alice) == 0)
        }
    }

    @Test func anEventAfterTheRecordsIsAMalformedLine() async {
        let history = Data(
            """
            {"module":"readings","record":{"at":1,"value":2}}
            {"id":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","seq":1,"recordedAt":"2026-11-20T09:30:00.000Z","type":"hint.dismissed","schemaVersion":1,"payload":{"hint":"focus"}}

            """.utf8)
        await #expect(throws: HistoryTransferError.malformedLine(2, "an event after the modules' records (the events come first)")) {
            try await HistoryImport.load(history, into: alice, in: MemoryEventStore(), modules: modules)
        }
    }
}
