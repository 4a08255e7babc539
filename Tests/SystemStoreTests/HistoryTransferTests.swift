import Foundation
import SystemCore
import Testing

@testable import SystemStore

/// A realistic history of real domain events: settings, labels, intentions with every follow-up, weekly planning,
/// texts with quotes, line breaks and emoji, and times with milliseconds. Deterministic for a count.
func sampleHistory(intentions: Int = 12) throws -> [PendingEvent] {
    var counter: UInt64 = 0
    func id() -> UUID {
        counter += 1
        let hex = String(counter, radix: 16)
        return UUID(uuidString: "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - hex.count) + hex)!
    }
    var events: [PendingEvent] = []
    var clock = instant("2026-01-05T06:00:00Z")
    func add(_ event: DomainEvent) throws {
        clock = clock.addingTimeInterval(61)
        events.append(try PendingEvent(id: EventID(id()), recordedAt: clock, event: event))
    }
    try add(.settingsChanged(.init(settings: Settings(timeZone: "Europe/Berlin"))))
    let label = Label(id: LabelID(name: "Deep work \"focus\"")!, name: "Deep work \"focus\"", kind: .traction)
    try add(.labelCreated(.init(label: label)))
    let texts = ["Write the report", "Ré-écrire l'intro 🙂", "Line one\nline two", "Back\\slash and \"quotes\" / slash", "中文"]
    for index in 0..<intentions {
        let intention = IntentionID(id())
        let started = clock
        try add(.intentionStarted(.init(intentionId: intention, text: texts[index % texts.count], plannedMinutes: 25, startedAt: started)))
        try add(.intentionEnded(.init(intentionId: intention, endedAt: started.addingTimeInterval(25 * 60))))
        try add(.intentionTagged(.init(intentionId: intention, labels: [label.id])))
        try add(.intentionRated(.init(intentionId: intention, feeling: Feeling.allCases[index % Feeling.allCases.count])))
        try add(.intentionReviewed(.init(intentionId: intention, review: Review(wentWell: "Stayed\ton it", couldImprove: nil))))
    }
    // Events recorded with milliseconds, and one of a type a newer build wrote.
    events.append(
        PendingEvent(
            id: EventID(id()), recordedAt: Date(timeIntervalSince1970: 1_795_167_000.123), type: "hint.dismissed",
            schemaVersion: 1, payload: Data(#"{"hint":"first-week"}"#.utf8)))
    events.append(
        PendingEvent(
            id: EventID(id()), recordedAt: Date(timeIntervalSince1970: 1_795_167_000.999), type: "from.the.future",
            schemaVersion: 3, payload: Data(#"{"nested":{"list":[1,2.50,-3e2,true,null]},"text":"\u00e9"}"#.utf8)))
    return events
}

/// Stores events as a new stream's history.
func load(_ events: [PendingEvent], into store: any EventStore, stream: UserID) async throws {
    _ = try await store.append(events, to: stream, expecting: .noStream)
}

/// A store whose appends fail, as on a full disk or a lost connection; it counts the appends it was asked for.
actor FailingStore: EventStore {
    let base: any EventStore
    private(set) var appends = 0

    init(_ base: any EventStore) {
        self.base = base
    }

    func append(_ events: [PendingEvent], to stream: UserID, expecting expected: ExpectedVersion) async throws -> AppendResult {
        appends += 1
        throw EventStoreError.unavailable("disk full")
    }

    func read(_ stream: UserID, after seq: Int64, limit: Int) async throws -> [EventEnvelope] {
        try await base.read(stream, after: seq, limit: limit)
    }

    func version(of stream: UserID) async throws -> Int64 { try await base.version(of: stream) }

    func event(_ id: EventID, in stream: UserID) async throws -> EventEnvelope? { try await base.event(id, in: stream) }
}

/// A real store whose history fails at its `failingBatch`-th batch, after the batches before it went into the real
/// store's transaction: a full disk or a lost connection part-way through an import.
struct FailingPartWay: EventStore {
    let base: any EventStore
    let failingBatch: Int

    func appendHistory<T>(to stream: UserID, _ body: (any HistoryAppender) async throws -> T) async throws -> T {
        try await base.appendHistory(to: stream) { appender in
            try await body(Appender(base: appender, failingBatch: failingBatch))
        }
    }

    private final class Appender: HistoryAppender {
        let base: any HistoryAppender
        let failingBatch: Int
        var batches = 0

        init(base: any HistoryAppender, failingBatch: Int) {
            self.base = base
            self.failingBatch = failingBatch
        }

        func append(_ events: [PendingEvent]) async throws {
            batches += 1
            guard batches < failingBatch else { throw EventStoreError.unavailable("disk full at batch \(batches)") }
            try await base.append(events)
        }

        func flush() async throws { try await base.flush() }

        func moduleDatabase() async throws -> any ModuleDatabase { try await base.moduleDatabase() }
    }

    func append(_ events: [PendingEvent], to stream: UserID, expecting expected: ExpectedVersion) async throws -> AppendResult {
        try await base.append(events, to: stream, expecting: expected)
    }

    func read(_ stream: UserID, after seq: Int64, limit: Int) async throws -> [EventEnvelope] {
        try await base.read(stream, after: seq, limit: limit)
    }

    func version(of stream: UserID) async throws -> Int64 { try await base.version(of: stream) }

    func event(_ id: EventID, in stream: UserID) async throws -> EventEnvelope? { try await base.event(id, in: stream) }
}

/// Export, import and migration of a history, on every backend.
@Suite(.serialized) struct HistoryTransferTests {
    let alice = UserID("alice")
    let bob = UserID("bob")

    /// Every pair of backends, for copying from one to another.
    static var pairs: [(Backend, Backend)] {
        Backend.allCases.flatMap { from in Backend.allCases.map { (from, $0) } }
    }

    @Test(arguments: Backend.allCases)
    func anExportHasOneLinePerEventInOrder(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given a stored history
            let events = try sampleHistory()
            try await load(events, into: store, stream: alice)

            // When it is exported
            let export = try await HistoryExport.data(alice, from: store)

            // Then each line is one event, in seq order, ending with a line break
            let text = String(decoding: export, as: UTF8.self)
            #expect(text.hasSuffix("}\n"))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == events.count)
            for (index, line) in lines.enumerated() {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                #expect(object["seq"] as? Int == index + 1)
                #expect(object["id"] as? String == events[index].id.description)
                #expect(object["type"] as? String == events[index].type)
            }
            #expect(lines.last?.contains(#""recordedAt":"2026-11-20T09:30:00.999Z""#) == true)
        }
    }

    @Test(arguments: Backend.allCases)
    func anExportReadInPagesOfAnySizeHasTheSameLinesUpToTheSeqAsked(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given a stored history of 54 events, and its export in one page
            let events = try sampleHistory(intentions: 10)
            try await load(events, into: store, stream: alice)
            let whole = try await HistoryExport.data(alice, from: store)
            let lines = whole.split(separator: UInt8(ascii: "\n")).map { $0 + [UInt8(ascii: "\n")] }
            #expect(lines.count == events.count)

            // When it is read a page ahead in pages of every size, whole or up to a seq (at a page's end or within one)
            for pageSize in [1, 7, 31, events.count, events.count + 1] {
                for last in [nil, 1, 14, Int64(events.count - 1), Int64(events.count)] as [Int64?] {
                    var pieces: [Data] = []
                    let count = try await HistoryExport.export(alice, from: store, through: last, pageSize: pageSize) { pieces.append($0) }

                    // Then the lines are the same, in order, each page at most `pageSize` events
                    let expected = lines.prefix(Int(last ?? Int64(lines.count)))
                    #expect(count == expected.count, "\(pageSize), \(String(describing: last))")
                    #expect(pieces.reduce(Data(), +) == Data(expected.joined()), "\(pageSize), \(String(describing: last))")
                    #expect(pieces.allSatisfy { $0.count(where: { $0 == UInt8(ascii: "\n") }) <= pageSize })
                }
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func anEmptyHistoryExportsAsNothing(_ backend: Backend) async throws {
        try await backend.withStore { store in
            let export = try await HistoryExport.data(alice, from: store)
            #expect(export.isEmpty)
        }
    }

    @Test(arguments: Backend.allCases)
    func exportThenImportThenExportIsByteIdentical(_ backend: Backend) async throws {
        try await backend.withStore { store in
            try await backend.withStore { other in
                // Given alice's history exported
                let events = try sampleHistory()
                try await load(events, into: store, stream: alice)
                let first = try await HistoryExport.data(alice, from: store)

                // When it is imported into bob's empty stream in another database
                let written = try await HistoryImport.load(first, into: bob, in: other)

                // Then bob's export is the same bytes, and alice's is untouched
                #expect(written == HistoryImport.Outcome(events: events.count, records: 0))
                #expect(try await HistoryExport.data(bob, from: other) == first)
                #expect(try await HistoryExport.data(alice, from: store) == first)
            }
        }
    }

    @Test(arguments: pairs)
    func aHistoryCopiedToAnotherBackendExportsTheSame(_ from: Backend, _ to: Backend) async throws {
        try await from.withStore { source in
            try await to.withStore { target in
                try await load(try sampleHistory(), into: source, stream: .local)
                let original = try await HistoryExport.data(.local, from: source)
                try await HistoryImport.load(original, into: alice, in: target)
                #expect(try await HistoryExport.data(alice, from: target) == original)
            }
        }
    }

    /// Regression: a history longer than one SQLite statement's parameters took several appends, so a failure
    /// part-way left its first events behind.
    @Test(arguments: Backend.allCases)
    func aLongHistoryIsWrittenWhole(_ backend: Backend) async throws {
        try await backend.withStore { store in
            let events = try sampleHistory(intentions: 1_200)
            let export = try await exported(events)

            let written = try await HistoryImport.load(export, into: bob, in: store)

            #expect(written.events == events.count)
            #expect(events.count > 6_000)
            #expect(try await HistoryExport.data(bob, from: store) == export)
        }
    }

    @Test(arguments: Backend.allCases)
    func aNonEmptyTargetIsRefusedAndNothingIsWritten(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given bob has one event already
            let export = try await exported(try sampleHistory())
            _ = try await store.append([note(1)], to: bob, expecting: .noStream)

            // When alice's history is imported into bob
            let error = await #expect(throws: HistoryTransferError.self) {
                try await HistoryImport.load(export, into: bob, in: store)
            }

            // Then it is refused and bob still has only his event
            #expect(error == .targetNotEmpty(events: 1))
            #expect(error?.wroteNothing == true)
            #expect(try await store.version(of: bob) == 1)
        }
    }

    @Test(arguments: Backend.allCases)
    func aStoreFailureWritesNothingAndTheImportCanRunAgain(_ backend: Backend) async throws {
        try await backend.withStore { store in
            // Given a store that fails while the history is written
            let events = try sampleHistory(intentions: 300)
            let export = try await exported(events)
            let failing = FailingStore(store)

            // When it is imported, Then it is refused in one append, naming the cause, and nothing is written
            let error = await #expect(throws: HistoryTransferError.self) {
                try await HistoryImport.load(export, into: bob, in: failing)
            }
            #expect(error?.wroteNothing == true)
            #expect(error?.description.contains("disk full") == true)
            #expect(await failing.appends == 1)
            #expect(try await store.version(of: bob) == 0)

            // And the same import runs again once the store is back
            #expect(try await HistoryImport.load(export, into: bob, in: store).events == events.count)
            #expect(try await HistoryExport.data(bob, from: store) == export)
        }
    }

    /// The events go to the store batch by batch: a failure at the fifth batch undoes the four before it.
    @Test(arguments: Backend.allCases)
    func aStoreFailurePartWayThroughWritesNothingAndTheImportCanRunAgain(_ backend: Backend) async throws {
        try await backend.withStore { store async throws in
            // Given a history of seven batches and a store that fails at the fifth
            let events = try sampleHistory(intentions: 1_300)
            let export = try await exported(events)
            let failing = FailingPartWay(base: store, failingBatch: 5)

            // When it is imported
            let error = await #expect(throws: HistoryTransferError.self) {
                try await HistoryImport.load(export, into: bob, in: failing)
            }

            // Then it is refused, naming the cause, and none of the first four batches is in the store
            #expect(error == .nothingWritten(cause: "The event store is unavailable: disk full at batch 5"))
            #expect(try await store.version(of: bob) == 0)
            #expect(try await store.read(bob, after: 0, limit: 1).isEmpty)

            // And the same import runs again once the store is back
            #expect(try await HistoryImport.load(export, into: bob, in: store).events == events.count)
            #expect(try await HistoryExport.data(bob, from: store) == export)
        }
    }

    /// Lines are checked as they are read, after earlier batches went to the store: a bad last line writes nothing.
    @Test(arguments: Backend.allCases)
    func aMalformedLastLineWritesNothing(_ backend: Backend) async throws {
        try await backend.withStore { store async throws in
            // Given a long history whose last event is not a valid event of its type
            let events = try sampleHistory(intentions: 1_300)
            var lines = String(decoding: try await exported(events), as: UTF8.self).split(separator: "\n").map(String.init)
            let rated = try #require(lines.lastIndex { $0.contains(#""type":"intention.rated""#) })
            lines[rated] = lines[rated].replacingOccurrences(of: #""feeling":""#, with: #""feeling":"not-"#)
            let broken = Data((lines.joined(separator: "\n") + "\n").utf8)

            // When it is imported
            let error = await #expect(throws: HistoryTransferError.self) {
                try await HistoryImport.load(broken, into: bob, in: store)
            }

            // Then the line is named, and none of the thousands of events before it was written
            #expect(rated > 6_000)
            #expect(error?.line == rated + 1)
            #expect(error?.description.contains("is not a valid “intention.rated” event") == true)
            #expect(error?.wroteNothing == true)
            #expect(try await store.version(of: bob) == 0)
            #expect(try await store.event(events[0].id, in: bob) == nil)
        }
    }

    /// The first bad line of the file is the one named, whether its payload or the rest of it is wrong, and
    /// whatever comes after it. The numbers are the ordinals of the history's ratings: the payload of each rating
    /// named in `payloads` is broken, and with `json`, the line after that rating is not JSON.
    @Test(arguments: [([150], 150), ([150], 10), ([10, 150], nil), ([1_000], 1_299), ([900], 899)] as [([Int], Int?)])
    func theFirstBadLineIsNamed(_ payloads: [Int], _ json: Int?) async throws {
        for backend in [Backend.memory, .sqlite] {
            try await backend.withStore { store async throws in
                // Given a long history with bad lines
                var lines = String(decoding: try await exported(try sampleHistory(intentions: 1_300)), as: UTF8.self)
                    .split(separator: "\n").map(String.init)
                let ratings = lines.indices.filter { lines[$0].contains(#""type":"intention.rated""#) }
                for ordinal in payloads {
                    lines[ratings[ordinal]] = lines[ratings[ordinal]].replacingOccurrences(of: #""feeling":""#, with: #""feeling":"not-"#)
                }
                if let json { lines[ratings[json] + 1] = #"{"id":"# }
                let first = (payloads.map { ratings[$0] } + (json.map { [ratings[$0] + 1] } ?? [])).min()! + 1

                // When it is imported
                let error = await #expect(throws: HistoryTransferError.self) {
                    try await HistoryImport.load(Data((lines.joined(separator: "\n") + "\n").utf8), into: bob, in: store)
                }

                // Then the first of them is named, and nothing was written
                #expect(error?.line == first, "\(backend)")
                #expect(error?.wroteNothing == true)
                #expect(try await store.version(of: bob) == 0)
            }
        }
    }

    /// A repeated id is named by both its lines, as any malformed line is, though the store finds it (the reader keeps
    /// no ids): the first bad line is named whether the repeat or a broken line comes first, and whether it ends one
    /// of SQLite's 500-row inserts (2,500) or falls inside one, whose rows before it stay until the rollback (2,250).
    @Test(
        arguments: Backend.allCases.flatMap { backend in
            [(2_500, nil), (2_250, nil), (2_500, 2_400), (2_500, 2_600), (3, nil)].map { (backend, $0, $1) }
        })
    func aRepeatedIDIsNamedByItsLines(_ backend: Backend, _ repeatAt: Int, _ brokenAt: Int?) async throws {
        try await backend.withStore { store async throws in
            // Given a long history whose line `repeatAt` has the id of line 2, and whose line `brokenAt` is not JSON
            var lines = String(decoding: try await exported(try sampleHistory(intentions: 1_300)), as: UTF8.self)
                .split(separator: "\n").map(String.init)
            let id = { (line: String) in line.dropFirst(#"{"id":""#.count).prefix(36) }
            lines[repeatAt - 1] = lines[repeatAt - 1].replacingOccurrences(of: id(lines[repeatAt - 1]), with: id(lines[1]))
            if let brokenAt { lines[brokenAt - 1] = #"{"id":"# }

            // When it is imported
            let error = await #expect(throws: HistoryTransferError.self) {
                try await HistoryImport.load(Data((lines.joined(separator: "\n") + "\n").utf8), into: bob, in: store)
            }

            // Then the first bad line is named, the repeat with the line that had the id first, and nothing was written
            let first = min(repeatAt, brokenAt ?? .max)
            #expect(error?.line == first)
            if first == repeatAt { #expect(error?.description.hasSuffix("is already on line 2; nothing was imported.") == true) }
            #expect(error?.wroteNothing == true)
            #expect(try await store.version(of: bob) == 0)
        }
    }

    @Test(arguments: pairs)
    func aMigrationCopiesTheWholeHistoryAndChecksIt(_ from: Backend, _ to: Backend) async throws {
        try await from.withDatabase { source in
            try await to.withDatabase { target in
                // Given a local history in one store
                let events = try sampleHistory(intentions: 40)
                try await load(events, into: source, stream: .local)

                // When it is migrated into alice's account in another
                let outcome = try await HistoryMigration.migrate(.local, from: source, to: alice, in: target)

                // Then alice's history exports the same bytes and the source is unchanged
                let original = try await HistoryExport.data(.local, from: source)
                #expect(outcome.events == events.count)
                #expect(outcome.bytes == original.count)
                #expect(outcome.sha256.count == 64)
                #expect(try await HistoryExport.data(alice, from: target) == original)
                #expect(try await source.version(of: .local) == Int64(events.count))
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func aMigrationIntoANonEmptyAccountIsRefusedBeforeReading(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            try await load(try sampleHistory(), into: store, stream: alice)
            _ = try await store.append([note(1)], to: bob, expecting: .noStream)

            await #expect(throws: HistoryTransferError.targetNotEmpty(events: 1)) {
                try await HistoryMigration.migrate(alice, from: store, to: bob, in: store)
            }
            #expect(try await store.version(of: bob) == 1)
        }
    }

    @Test(
        arguments: [
            ("a\nb\n", "a\nb\n", nil), ("a\nb\n", "a\nc\n", 2), ("a\nb\n", "a\n", 2), ("a\n", "a\nb\n", 2), ("x", "y", 1), ("", "", nil),
            ("one\ntwo\nthree\n", "one\ntwo\nthreE\n", 3), ("one\ntwo\n", "one\ntwo\nthree\n", 3),
        ] as [(String, String, Int?)])
    func firstDifferentLineOfTwoExportsWhateverTheirPieces(_ first: String, _ second: String, _ line: Int?) async throws {
        // However each export is cut into pieces (whole, a byte at a time, three bytes at a time), the answer is the same
        func pieces(_ text: String, _ size: Int) -> [Data] {
            let bytes = Array(text.utf8)
            return stride(from: 0, to: bytes.count, by: size).map { Data(bytes[$0..<min(bytes.count, $0 + size)]) }
        }
        for (a, b) in [(100, 100), (1, 100), (100, 1), (3, 2), (1, 1)] {
            #expect(try await HistoryMigration.firstDifferentLine(pieces(first, a), pieces(second, b)) == line, "\(a), \(b)")
        }
    }

    /// The export of `events` as a fresh memory store would give it.
    func exported(_ events: [PendingEvent]) async throws -> Data {
        let memory = MemoryEventStore()
        try await load(events, into: memory, stream: alice)
        return try await HistoryExport.data(alice, from: memory)
    }
}

/// Reading a history piece by piece: the first bad line is named, and nothing else matters until it is fixed. Each
/// file is read whole, a byte at a time and in pieces of five bytes, so lines cut across pieces are read alike.
@Suite struct HistoryImportParsingTests {
    static let lines: [String] = {
        (1...3).map { seq in
            let envelope = EventEnvelope(
                id: EventID(UUID(uuidString: "00000000-0000-4000-8000-00000000000\(seq)")!), stream: .local,
                seq: Int64(seq), recordedAt: recordedAt, type: "test.note", schemaVersion: 1,
                payload: Data(#"{"n":\#(seq)}"#.utf8))
            return String(decoding: try! HistoryLine.encode(envelope), as: UTF8.self)
        }
    }()

    static let ids = (1...3).map { "00000000-0000-4000-8000-00000000000\($0)" }

    static func file(_ lines: [String], ending: String = "\n") -> Data {
        Data((lines.joined(separator: "\n") + ending).utf8)
    }

    /// The events of `data`, handed to a reader in pieces of `size` bytes.
    static func events(in data: Data, pieces size: Int) throws(HistoryTransferError) -> [PendingEvent] {
        var reader = HistoryReader()
        var events: [PendingEvent] = []
        var start = data.startIndex
        while start < data.endIndex {
            let end = min(data.endIndex, start + size)
            try reader.read(data[start..<end], into: &events)
            start = end
        }
        try reader.finish(into: &events)
        return events
    }

    @Test(arguments: [
        (file(lines), 3), (file(lines, ending: ""), 3), (Data((lines.joined(separator: "\r\n") + "\r\n").utf8), 3),
        (Data([0xEF, 0xBB, 0xBF]) + file(lines), 3), (Data(), 0), (Data([0xEF, 0xBB, 0xBF]), 0), (file(Array(lines.prefix(1))), 1),
    ])
    func aWellFormedFileIsRead(_ data: Data, _ count: Int) throws {
        for size in [1, 5, 1 << 20] {
            #expect(try Self.events(in: data, pieces: size).map(\.id.description) == Self.ids.prefix(count).map { $0 }, "\(size)")
        }
    }

    @Test(
        arguments: [
            (file([lines[0], "", lines[1]]), 2, "the line is empty"),
            (file([lines[0], lines[1], lines[2], "  "]), 4, "the line is empty"),
            (file([lines[0], lines[2]]), 2, "“seq” is 3 where 2 comes next"),
            (file([lines[1], lines[2]]), 1, "“seq” is 2 where 1 comes next"),
            (file([lines[0], String(lines[1].dropLast())]), 2, "it is not a JSON object"),
            (file([lines[0], lines[1], "not json at all"]), 3, "it is not a JSON object"),
            (file([lines[0], lines[1].replacingOccurrences(of: "\"seq\"", with: "\"Seq\"")]), 2, "unknown field “Seq”"),
        ] as [(Data, Int, String)])
    func aMalformedLineIsNamedByItsNumber(_ data: Data, _ line: Int, _ reason: String) {
        for size in [1, 5, 1 << 20] {
            #expect("\(size)") {
                try Self.events(in: data, pieces: size)
            } throws: { error in
                guard let error = error as? HistoryTransferError else { return false }
                return error.line == line && error.description.hasPrefix("line \(line): ") && error.description.contains(reason)
                    && error.description.hasSuffix("nothing was imported.")
            }
        }
    }
}
