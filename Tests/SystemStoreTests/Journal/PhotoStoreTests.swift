import Foundation
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

/// Photos in the journal's tables, on every SQL backend: stored once by their content, served to their owners only,
/// and carried byte for byte by an export into another account.
@Suite struct PhotoStoreTests {
    static var backends: [Backend] { Backend.allCases.filter { $0 != .memory } }
    let alice = UserID.local
    let bob = UserID("bob")
    let clock = ManualClock(instant("2026-11-20T20:00:00Z"))
    let day = CivilDate("2026-11-20")!

    func service(_ store: any Database) async throws -> SystemService {
        try await StoreModules.standard.migrate(store.moduleDatabase())
        return SystemService(storage: store, clock: clock, defaultTimeZone: "UTC")
    }

    @Test(arguments: backends)
    func theSamePhotoTwiceIsStoredOnce(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            let service = try await service(store)
            let photo = TestPhotos.jpeg(metadata: true)
            let (_, first) = try await service.addPhoto(photo, date: day, id: PhotoID(UUID()), for: alice)
            let (outcome, second) = try await service.addPhoto(photo, date: day, id: PhotoID(UUID()), for: alice)
            #expect(first.sha256 == second.sha256)
            #expect(outcome.state.journal.photos(on: day).map(\.id) == [first.id, second.id])
            let database = try await store.moduleDatabase()
            #expect(try await database.execute("SELECT COUNT(*) AS n FROM journal_photo_files").first?["n"].integer == 1)
            let file = try await PhotoFiles(database, of: alice).file(first.sha256)
            #expect(file?.bytes == TestPhotos.jpeg())
            #expect(file?.mediaType == "image/jpeg")
        }
    }

    @Test(arguments: backends)
    func aPhotoIsServedToItsOwnerOnly(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            let service = try await service(store)
            let (_, photo) = try await service.addPhoto(TestPhotos.jpeg(), date: day, id: PhotoID(UUID()), for: alice)
            let database = try await store.moduleDatabase()
            #expect(try await PhotoFiles(database, of: alice).file(photo.sha256, thumbnail: true) != nil)
            #expect(try await PhotoFiles(database, of: bob).file(photo.sha256) == nil)
            #expect(try await PhotoFiles(database, of: bob).file(photo.sha256, thumbnail: true) == nil)
        }
    }

    @Test(arguments: backends)
    func aRefusedPhotoKeepsNoFile(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            let service = try await service(store)
            // A day that has not come yet is refused after the file was prepared
            await #expect(throws: DomainError.self) {
                _ = try await service.addPhoto(TestPhotos.jpeg(), date: CivilDate("2026-12-01")!, id: PhotoID(UUID()), for: alice)
            }
            let database = try await store.moduleDatabase()
            #expect(try await database.execute("SELECT COUNT(*) AS n FROM journal_photo_files").first?["n"].integer == 0)
            #expect(try await PhotoFiles(database, of: alice).held().isEmpty)
        }
    }

    @Test(arguments: backends)
    func anExportCarriesEveryPhotoByteForByteIntoAnEmptyAccount(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            // Given alice with a JPEG kept with its metadata, a PNG, and a photo of an entry
            let service = try await service(store)
            let entry = JournalEntryID(UUID())
            try await service.execute(
                .journal(.write(id: entry, date: day, kind: .review, templateId: nil, JournalDraft(text: "A day."))), for: alice)
            let jpeg = TestPhotos.jpeg(metadata: true)
            _ = try await service.addPhoto(jpeg, date: day, keepMetadata: true, id: PhotoID(UUID()), for: alice)
            _ = try await service.addPhoto(TestPhotos.png(), date: day, id: PhotoID(UUID()), for: alice)
            _ = try await service.addPhoto(TestPhotos.jpeg(shade: 128), date: day, entry: entry, id: PhotoID(UUID()), for: alice)

            // When her history is exported and imported as bob's
            let export = try await HistoryExport.data(alice, from: store, modules: .standard)
            _ = try await HistoryImport.load(export, into: bob, in: store, modules: .standard)

            // Then bob has every photo, each file the same bytes, and his export is hers
            let database = try await store.moduleDatabase()
            let theirs = try await service.state(for: alice).journal.photos(on: day)
            let his = try await service.state(for: bob).journal.photos(on: day)
            #expect(his == theirs)
            #expect(his.count == 3)
            for photo in his {
                let mine = try await PhotoFiles(database, of: alice).file(photo.sha256)
                let copied = try await PhotoFiles(database, of: bob).file(photo.sha256)
                #expect(copied != nil)
                #expect(copied?.bytes == mine?.bytes)
                #expect(PhotoCodecs.sha256(copied?.bytes ?? []) == photo.sha256)
            }
            #expect(try await PhotoFiles(database, of: bob).file(his[0].sha256)?.bytes == jpeg)
            #expect(try await HistoryExport.data(bob, from: store, modules: .standard) == export)
        }
    }

    @Test(arguments: backends)
    func anExportWhosePhotoWasAlteredIsRefusedWhole(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            let service = try await service(store)
            _ = try await service.addPhoto(TestPhotos.jpeg(), date: day, id: PhotoID(UUID()), for: alice)
            var text = String(decoding: try await HistoryExport.data(alice, from: store, modules: .standard), as: UTF8.self)
            // One base64 character of the photo changed
            let range = try #require(text.range(of: #""data":""#))
            let at = text.index(range.upperBound, offsetBy: 40)
            text.replaceSubrange(at...at, with: text[at] == "A" ? "B" : "A")
            await #expect(throws: (any Error).self) {
                _ = try await HistoryImport.load(Data(text.utf8), into: bob, in: store, modules: .standard)
            }
            #expect(try await store.version(of: bob) == 0)
            #expect(try await PhotoFiles(try await store.moduleDatabase(), of: bob).held().isEmpty)
        }
    }

    @Test(arguments: backends)
    func deletingAUsersRecordsRemovesTheFilesNoOneElseHolds(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            let service = try await service(store)
            let shared = TestPhotos.jpeg()
            _ = try await service.addPhoto(shared, date: day, id: PhotoID(UUID()), for: alice)
            _ = try await service.addPhoto(shared, date: day, id: PhotoID(UUID()), for: bob)
            _ = try await service.addPhoto(TestPhotos.png(), date: day, id: PhotoID(UUID()), for: alice)
            let database = try await store.moduleDatabase()
            try await JournalTables.deleteRecords(of: alice, from: database)
            #expect(try await database.execute("SELECT COUNT(*) AS n FROM journal_photo_files").first?["n"].integer == 1)
            #expect(try await PhotoFiles(database, of: bob).file(PhotoCodecs.sha256(shared)) != nil)
        }
    }
}
