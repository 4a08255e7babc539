import Foundation
import SystemCore
import SystemStore
import SystemTestSupport
import Testing
import ZIPFoundation

/// Day One in and out: its exports read (the real Mac export and a fictional one from the shared data, and a zip with
/// photos made here), each entry on its own day in its own time zone, again without adding anything twice; the
/// journal written out as Markdown and as Day One JSON, which reads back in whole.
@Suite struct DayOneTests {
    static var backends: [Backend] { Backend.allCases.filter { $0 != .memory } }
    let alice = UserID.local
    let bob = UserID("bob")
    let clock = ManualClock(instant("2026-11-27T20:00:00Z"))

    func service(_ store: any Database) async throws -> SystemService {
        try await StoreModules.standard.migrate(store.moduleDatabase())
        return SystemService(storage: store, clock: clock, defaultTimeZone: "Europe/Berlin")
    }

    @Test(.enabled(if: SharedData.dayOneMac != nil, Comment(rawValue: SharedData.skipMessage("Day One's Mac export"))))
    func theRealMacExportComesInOnItsOwnDaysAndOnlyOnce() async throws {
        let file = try #require(SharedData.dayOneMac)
        try await withSQLiteStore { store in
            let service = try await service(store)
            let summary = try await DayOneImport.load(file, into: service, for: alice)
            #expect(summary.entries == 9)
            #expect(summary.empty == 2)
            // 2020-05-03T00:00Z is noon in Auckland: the 3rd; 2020-05-07T21:31Z is the 8th there
            let state = try await service.state(for: alice)
            #expect(
                state.journal.entries(on: CivilDate("2020-05-03")!).map(\.text) == ["This is something happened in history even earlier."])
            let eighth = state.journal.entries(on: CivilDate("2020-05-08")!)
            #expect(eighth.first?.text == "# Hello Again\nThis is my second diary\\.")
            #expect(eighth.first?.writtenAt == instant("2020-05-07T21:31:13Z"))
            #expect(eighth.allSatisfy { $0.kind == .note })

            let again = try await DayOneImport.load(file, into: service, for: alice)
            #expect(again.entries == 0)
            #expect(again.alreadyThere == 9)
            #expect(try await service.state(for: alice).version == state.version)
        }
    }

    @Test(.enabled(if: SharedData.dayOneFictional != nil, Comment(rawValue: SharedData.skipMessage("The fictional Day One export"))))
    func aBareJournalKeepsTagsAndStarsAndCountsThePhotosItDoesNotHold() async throws {
        let file = try #require(SharedData.dayOneFictional)
        try await withSQLiteStore { store in
            let service = try await service(store)
            let summary = try await DayOneImport.load(file, into: service, for: alice)
            #expect(summary.entries == 3)
            #expect(summary.photosMissing == 1)
            #expect(summary.words.contains("1 photo is not in the file"))
            let garden = try #require(try await service.state(for: alice).journal.entries(on: CivilDate("2031-04-05")!).first)
            #expect(garden.tags == ["fictional", "sample", "garden"])
            #expect(garden.starred)
            #expect(garden.text.hasPrefix("# Lantern Garden Notes"))
        }
    }

    @Test(arguments: backends)
    func aZipBringsItsPhotosStrippedAndLinkedToTheirEntry(_ backend: Backend) async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dayone-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: url) }
        let made = try DayOneFixture.zip(at: url)
        try await backend.withDatabase { store in
            let service = try await service(store)
            let summary = try await DayOneImport.load(url, into: service, for: alice)
            #expect(summary.entries == 2 && summary.photos == 2 && summary.photosUnreadable == 1 && summary.photosMissing == 0)

            // 22:30 UTC is 23:30 in Berlin: the 20th; 08:00 UTC is 03:00 in New York: the 21st
            let state = try await service.state(for: alice)
            let lake = try #require(state.journal.entries(on: CivilDate("2026-11-20")!).first)
            #expect(lake.text == "The lake at dusk.\n\n\n\nCold, but worth it.")
            #expect(lake.starred && lake.tags == ["walks"])
            let photos = state.journal.photos(of: lake)
            #expect(photos.map(\.mediaType) == ["image/jpeg", "image/png"])
            let files = PhotoFiles(try await store.moduleDatabase(), of: alice)
            #expect(try await files.file(photos[0].sha256)?.bytes == TestPhotos.jpeg())
            #expect(try await files.file(photos[1].sha256)?.bytes == made.png)
            #expect(state.journal.entries(on: CivilDate("2026-11-21")!).map(\.text) == ["Early train."])

            // Again: nothing twice
            let again = try await DayOneImport.load(url, into: service, for: alice)
            #expect(again.entries == 0 && again.photos == 0 && again.alreadyThere == 2)
            #expect(try await service.state(for: alice).journal.photos(on: CivilDate("2026-11-20")!).count == 2)
        }
    }

    @Test func anExportThatFailsPartWayKeepsNoneOfItsPhotos() async throws {
        // Given Day One's zip with a second journal that is not one: its photos were read before the failure
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dayone-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try DayOneFixture.zip(at: url)
        let archive = try Archive(url: url, accessMode: .update)
        let broken = Data("not json".utf8)
        try archive.addEntry(with: "Export/Zzz.json", type: .file, uncompressedSize: Int64(broken.count)) { position, size in
            broken.subdata(in: Int(position)..<Int(position) + size)
        }
        try await withSQLiteStore { store in
            let service = try await service(store)
            await #expect(throws: DayOneError.self) { _ = try await DayOneImport.load(url, into: service, for: alice) }
            // Then nothing was written and no file is kept
            #expect(try await store.version(of: alice) == 0)
            let database = try await store.moduleDatabase()
            #expect(try await database.execute("SELECT COUNT(*) AS n FROM journal_photo_files").first?["n"].integer == 0)
        }
    }

    /// Hostile exports: a date past the calendar's end in its time zone, and a "photo" that inflates past the limit
    /// whatever the zip's header says. Each is refused in words; nothing is written.
    @Test(arguments: ["date", "bomb"])
    func aHostileExportIsRefusedInWords(_ kind: String) async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: url) }
        let archive = try Archive(url: url, accessMode: .create)
        let zeros = Data(count: JournalPhoto.maximumBytes + 1)
        let json =
            kind == "date"
            ? #"{"entries": [{"uuid": "A1", "creationDate": "9999-12-31T12:00:00Z", "timeZone": "Pacific/Kiritimati", "text": "Late."}]}"#
            : #"{"entries": [{"uuid": "A1", "creationDate": "2026-11-20T12:00:00Z", "text": "Big.", "photos": [{"identifier": "P", "md5": "00000000000000000000000000000000"}]}]}"#
        for (name, data) in [("Journal.json", Data(json.utf8)), ("photos/00000000000000000000000000000000.jpeg", zeros)] {
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) {
                position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try await withSQLiteStore { store in
            let service = try await service(store)
            do {
                _ = try await DayOneImport.load(url, into: service, for: alice)
                Issue.record("a hostile export was imported")
            } catch let error as DayOneError {
                #expect(error.description.contains(kind == "date" ? "outside the calendar" : "larger than 25 MB once unpacked"), "\(error)")
            }
            #expect(try await store.version(of: alice) == 0)
        }
    }

    @Test func whatIsNotADayOneExportIsRefusedAndAddsNothing() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"notes": []}"#.utf8).write(to: url)
        try await withSQLiteStore { store in
            let service = try await service(store)
            await #expect(throws: DayOneError.self) { _ = try await DayOneImport.load(url, into: service, for: alice) }
            do {
                _ = try await DayOneImport.load(url, into: service, for: alice)
            } catch let error as DayOneError {
                #expect(error.description.contains("is not a Day One export (no “entries”)"), "\(error.description)")
            }
            #expect(try await store.version(of: alice) == 0)
        }
    }

    @Test(arguments: backends)
    func theJournalGoesOutAsMarkdownAndAsDayOneWhichComesBackWhole(_ backend: Backend) async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dayone-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try DayOneFixture.zip(at: url)
        try await backend.withDatabase { store in
            let service = try await service(store)
            _ = try await DayOneImport.load(url, into: service, for: alice)
            let loose = try await service.addPhoto(
                TestPhotos.jpeg(shade: 90), date: CivilDate("2026-11-21")!, id: PhotoID(UUID()), for: alice)

            // Markdown: a file a day, its photos beside it, byte for byte
            let markdown = try Archive(data: try await JournalExport.zip(.markdown, of: alice, from: service), accessMode: .read)
            let day = try #require(markdown["2026-11-20.md"])
            var text = Data()
            _ = try markdown.extract(day) { text.append($0) }
            let page = String(decoding: text, as: UTF8.self)
            #expect(page.hasPrefix("# Friday 20 November 2026\n\n## Note · 23:30 · ★\n\n#walks\n\nThe lake at dusk."))
            #expect(page.contains("![Photo](photos/\(PhotoCodecs.sha256(TestPhotos.jpeg())).jpeg)"))
            let photo = try #require(markdown["photos/\(loose.photo.sha256).jpeg"])
            var bytes = Data()
            _ = try markdown.extract(photo) { bytes.append($0) }
            #expect([UInt8](bytes) == TestPhotos.jpeg(shade: 90))

            // Day One: read back into another account, the same entries and photos
            let dayOne = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString).zip")
            defer { try? FileManager.default.removeItem(at: dayOne) }
            try await JournalExport.zip(.dayone, of: alice, from: service).write(to: dayOne)
            let summary = try await DayOneImport.load(dayOne, into: service, for: bob)
            #expect(summary.entries == 3)
            #expect(summary.photos == 3)
            let hers = try await service.state(for: alice).journal
            let his = try await service.state(for: bob).journal
            for date in ["2026-11-20", "2026-11-21"].compactMap(CivilDate.init) {
                #expect(his.entries(on: date).map(\.text).filter { !$0.hasPrefix("Photos of") } == hers.entries(on: date).map(\.text))
                #expect(his.photos(on: date).map(\.sha256).sorted() == hers.photos(on: date).map(\.sha256).sorted())
            }
        }
    }
}
