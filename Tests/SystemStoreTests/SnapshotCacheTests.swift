import Foundation
import SystemStore
import Testing

@testable import SystemCore

/// Reading a user's state from snapshots gives what the fold of the whole log gives, on every backend, however the
/// snapshot came to be: none yet, one behind the log, damaged, of another build, or ahead of the log.
@Suite(.serialized, .timeLimit(.minutes(15))) struct SnapshotCacheTests {
    let user = UserID("ada")

    /// A year of intentions, one every three days in Berlin, plus an event of a type from a newer build.
    static func year(from first: Int = 0, count: Int = 120) throws -> [PendingEvent] {
        var events: [PendingEvent] = []
        let origin = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
        func add(_ event: DomainEvent, at: Date) throws {
            events.append(try PendingEvent(id: EventID(UUID()), recordedAt: at, event: event))
        }
        if first == 0 { try add(.settingsChanged(.init(settings: Settings(timeZone: "Europe/Berlin"))), at: origin) }
        for index in first..<first + count {
            let start = origin.addingTimeInterval(Double(index) * 3 * 86_400 + 8 * 3_600)
            let id = IntentionID(UUID())
            try add(.intentionStarted(.init(intentionId: id, text: "Intention \(index)", plannedMinutes: 25, startedAt: start)), at: start)
            try add(.intentionEnded(.init(intentionId: id, endedAt: start + 1_800)), at: start + 1_800)
            try add(.intentionRated(.init(intentionId: id, feeling: .happy)), at: start + 1_900)
        }
        if first == 0 {
            events.append(
                PendingEvent(id: EventID(UUID()), recordedAt: origin, type: "from.the.future", schemaVersion: 1, payload: Data("{}".utf8)))
        }
        return events
    }

    func whole(_ store: any EventStore) async throws -> UserState {
        var state = UserState(defaultTimeZone: "UTC")
        for envelope in try await store.readAll(user) { state.apply(envelope) }
        return state
    }

    /// Reads as a new process would: each read through a new cache, from what the database holds.
    struct Reader {
        let database: any Database
        let snapshots: any SnapshotStore
        let threshold: Int

        func read<Value>(_ user: UserID, _ read: (UserState) throws -> Value) async throws -> ProjectionCache.Outcome<Value> {
            try await ProjectionCache(store: database, snapshots: snapshots, defaultTimeZone: "UTC", threshold: threshold).read(user, read)
        }
    }

    func reader(_ database: any Database, threshold: Int = 200) async throws -> Reader {
        Reader(database: database, snapshots: try await database.snapshotStore(), threshold: threshold)
    }

    /// Views that touch the head and every month.
    func views(_ state: UserState) -> [String] {
        let days = stride(from: 0, to: 400, by: 11).map { CivilDate(year: 2026, month: 1, day: 1)!.adding(days: $0) }
        return [
            "\(state.version)", "\(state.settings.timeZone)", "\(state.unknown.map(\.type))", "\(state.intentions.count)",
            "\(state.intentions.latest?.text ?? "-")",
        ] + days.map { day in state.intentions(on: day).map(\.text).joined(separator: ",") }
    }

    @Test(arguments: Backend.allCases)
    func theFirstReadRebuildsAndTheNextReadsTheSnapshot(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await load(try Self.year(), into: database, stream: user)
            let reader = try await reader(database)
            let expected = views(try await whole(database))

            let first = try await reader.read(user, views)
            #expect(first.rebuilt)
            #expect(first.value == expected)

            // The next read folds nothing and loads only the months its days fall in
            let second = try await reader.read(user, views)
            #expect(!second.rebuilt)
            #expect(second.folded == 0)
            #expect(second.value == expected)
            #expect(try await reader.read(user) { $0.intentions.count }.parts.isEmpty)
        }
    }

    @Test(arguments: Backend.allCases)
    func partsNamedBeforeAReadComeWithTheState(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await load(try Self.year(), into: database, stream: user)
            let reader = try await reader(database)
            _ = try await reader.read(user, views)
            let whole = try await whole(database)
            // A week across two months, and one after the history (its month was never written)
            for start in [CivilDate(year: 2026, month: 3, day: 28)!, CivilDate(year: 2027, month: 6, day: 1)!] {
                let days = start...start.adding(days: 6)
                func week(_ state: UserState) -> [[String]] { (0..<7).map { state.intentions(on: start.adding(days: $0)).map(\.text) } }

                // Given a new process's cache, when the command names the days it will read
                let cache = ProjectionCache(store: database, snapshots: reader.snapshots, defaultTimeZone: "UTC")
                let state = try await cache.state(for: user) { _ in UserState.parts(of: [IntentionLog.self], covering: days) }

                // Then it reads them in one run, as the whole history has them
                let scope = PartLoad()
                let read = PartLoad.$scope.withValue(scope) { week(state) }
                #expect(scope.take().isEmpty)
                #expect(read == week(whole))
                #expect(read.joined().isEmpty == (start.year == 2027))
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func anImportLeavesTheSnapshotARebuildWouldWrite(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await load(try Self.year(), into: database, stream: user)
            let history = try await HistoryExport.data(user, from: database, modules: .standard)
            let copy = UserID("grace")
            let snapshots = try await database.snapshotStore()
            try await HistoryImport.load(
                history, into: copy, in: database, snapshotting: .init(to: snapshots, defaultTimeZone: "UTC"))

            // The first read after the import starts from its snapshot: nothing to rebuild, nothing to fold
            let reader = try await reader(database)
            let read = try await reader.read(copy, views)
            #expect(!read.rebuilt)
            #expect(read.folded == 0)
            #expect(read.value == views(try await whole(database)))

            // And the snapshot is the one a rebuild writes, to the byte
            let state = try await whole(database)
            let names = Array(state.changedParts)
            let imported = (try await snapshots.head(of: copy), try await snapshots.parts(names, of: copy))
            try await snapshots.deleteSnapshots(of: copy)
            #expect(try await reader.read(copy, views).rebuilt)
            let rebuilt = (try await snapshots.head(of: copy), try await snapshots.parts(names, of: copy))
            #expect(imported.0?.payload == rebuilt.0?.payload)
            #expect(imported.0?.version == rebuilt.0?.version)
            #expect(imported.1.count == names.count)
            #expect(imported.1.sorted { $0.part < $1.part }.map(\.payload) == rebuilt.1.sorted { $0.part < $1.part }.map(\.payload))

            // An import refused at its last line leaves neither events nor a snapshot
            let refused = UserID("hopper")
            await #expect(throws: HistoryTransferError.self) {
                try await HistoryImport.load(
                    history + Data("{not an event}\n".utf8), into: refused, in: database,
                    snapshotting: .init(to: snapshots, defaultTimeZone: "UTC"))
            }
            #expect(try await database.version(of: refused) == 0)
            #expect(try await snapshots.head(of: refused) == nil)
        }
    }

    @Test(arguments: Backend.allCases)
    func aStateFarBehindStartsAgainFromTheNewestSnapshot(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            let source = UserID("source")
            try await load(try Self.year(), into: database, stream: source)
            let history = try await HistoryExport.data(source, from: database, modules: .standard)
            let snapshots = try await database.snapshotStore()

            // Given a server that holds the user's empty history (a new account that opened a page)
            let cache = ProjectionCache(store: database, snapshots: snapshots, defaultTimeZone: "UTC", threshold: 20)
            #expect(try await cache.read(user) { $0.version }.value == 0)

            // When another process imports a year into it (361 events, more than ten generations' worth)
            try await HistoryImport.load(history, into: user, in: database, snapshotting: .init(to: snapshots, defaultTimeZone: "UTC"))

            // Then the server's next read starts from the import's snapshot instead of folding the year on top
            let read = try await cache.read(user, views)
            #expect(read.folded == 0)
            #expect(!read.rebuilt)
            #expect(read.value == views(try await whole(database)))
        }
    }

    @Test(arguments: Backend.allCases)
    func eventsPastTheHeadAreFoldedAndAGenerationWrittenPastTheThreshold(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await load(try Self.year(), into: database, stream: user)
            let reader = try await reader(database)
            _ = try await reader.read(user, views)

            // When 30 more intentions (90 events) come, and an old one is moved into another month
            var more = try Self.year(from: 120, count: 30)
            let old = try #require(try await whole(database).intentions.all.dropFirst(5).first)
            more.append(
                try PendingEvent(
                    id: EventID(UUID()), recordedAt: Date(),
                    event: .intentionEdited(.init(intentionId: old.id, text: "Moved", startedAt: old.startedAt + 40 * 86_400, endedAt: nil))
                ))
            _ = try await database.append(more, to: user, expecting: .exact(try await database.version(of: user)))
            let expected = views(try await whole(database))

            // Then a read folds them on the old head, under the threshold writing nothing
            let below = try await reader.read(user, views)
            #expect(below.value == expected)
            #expect(below.folded == 91)
            #expect(try await reader.read(user, views).folded == 91)

            // And past a lower threshold a read writes a generation, after which nothing is left to fold
            let eager = try await self.reader(database, threshold: 50)
            #expect(try await eager.read(user, views).folded == 91)
            let after = try await eager.read(user, views)
            #expect(after.folded == 0)
            #expect(after.value == expected)
        }
    }

    @Test(arguments: Backend.allCases.filter { $0 != .memory })
    func aDamagedPartIsRebuiltFromTheLog(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await load(try Self.year(), into: database, stream: user)
            let reader = try await reader(database)
            let expected = try await reader.read(user, views).value

            let blob = backend == .postgres ? "'\\x00'::bytea" : "x'00'"
            try await database.moduleDatabase().execute("UPDATE snapshots SET payload = \(blob) WHERE part = 'intentions/2026-03'")

            let read = try await reader.read(user, views)
            #expect(read.rebuilt)
            #expect(read.value == expected)
            #expect(try await !reader.read(user, views).rebuilt)
        }
    }

    /// A head whose frame for one module this build cannot read (a state whose shape changed) serves the reads
    /// that do not need that module; the first read that does folds the log again, and answers as the log does.
    @Test(arguments: Backend.allCases)
    func aModuleThatCannotBeReadFromTheHeadIsRebuiltWhenRead(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await load(try Self.year(), into: database, stream: user)
            let reader = try await reader(database)
            let expected = try await reader.read(user, views).value
            let snapshots = try await database.snapshotStore()
            let head = try #require(try await snapshots.head(of: user))
            var frames = try Frames.split(head.payload)
            let settings = try #require(UserState(defaultTimeZone: "UTC").modules.stateIndex[ObjectIdentifier(SettingsState.self)])
            frames[settings + 1] = Data(#"{"general": "#.utf8)
            try await snapshots.save(
                SnapshotGeneration(version: head.version, format: head.format, head: try Frames.join(frames), replacesAll: true), of: user)

            let version = try await reader.read(user) { $0.version }
            #expect(version.value == head.version)
            #expect(!version.rebuilt)
            let zone = try await reader.read(user) { $0.settings.timeZone }
            #expect(zone.rebuilt)
            #expect(zone.value == "Europe/Berlin")
            let read = try await reader.read(user, views)
            #expect(!read.rebuilt)
            #expect(read.value == expected)
        }
    }

    @Test(arguments: Backend.allCases)
    func aSnapshotOfAnotherBuildOrAheadOfTheLogIsRebuilt(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            try await load(try Self.year(), into: database, stream: user)
            let reader = try await reader(database)
            let expected = try await reader.read(user, views).value
            let snapshots = try await database.snapshotStore()

            // Another build's format
            try await snapshots.save(SnapshotGeneration(version: 1, format: "0:another build", head: Data([1, 2, 3])), of: user)
            #expect(try await reader.read(user, views).rebuilt)

            // A head of this build's format that claims more events than the log has (restored from elsewhere)
            let format = UserState(defaultTimeZone: "UTC").snapshotFormat
            try await snapshots.save(
                SnapshotGeneration(version: 99_999, format: format, head: try UserState(defaultTimeZone: "UTC").snapshotHead()),
                of: user)
            let read = try await reader.read(user, views)
            #expect(read.rebuilt)
            #expect(read.value == expected)
        }
    }
}
