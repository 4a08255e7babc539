import Foundation
import SystemCore
import SystemStore
import Testing

/// The contract of the snapshot store, on every backend: a generation is written whole or not at all, only a newer
/// one replaces it, and what comes back is exactly what was written — or nothing, never a damaged part.
@Suite(.serialized, .timeLimit(.minutes(15))) struct SnapshotStoreContractTests {
    let alice = UserID("alice")
    let bob = UserID("bob")

    func generation(_ version: Int64, _ parts: [String: String], format: String = "f1", replacesAll: Bool = false) -> SnapshotGeneration {
        SnapshotGeneration(
            version: version, format: format, head: Data("head \(version)".utf8),
            parts: parts.mapValues { Data($0.utf8) },
            directory: parts.keys.map { PartLoad.Entry(kind: "intention", id: "id-\($0)", part: $0) },
            replacesAll: replacesAll)
    }

    func texts(_ snapshots: [Snapshot]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: snapshots.map { ($0.part, String(decoding: $0.payload, as: UTF8.self)) })
    }

    @Test(arguments: Backend.allCases)
    func aGenerationComesBackAsWrittenAndOnlyForItsStream(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            let store = try await database.snapshotStore()
            #expect(try await store.head(of: alice) == nil)

            // When a generation is saved for alice
            #expect(try await store.save(generation(10, ["intentions/2026-10": "october", "intentions/2026-11": "november"]), of: alice))

            // Then her head, parts and directory come back as written; bob has none
            let head = try #require(try await store.head(of: alice))
            #expect(head.version == 10)
            #expect(head.format == "f1")
            #expect(head.payload == Data("head 10".utf8))
            let parts = try await store.parts(["intentions/2026-10", "intentions/2026-11", "intentions/2019-01"], of: alice)
            #expect(texts(parts) == ["intentions/2026-10": "october", "intentions/2026-11": "november"])
            #expect(
                try await store.directory("intention", ids: ["id-intentions/2026-11", "unknown"], of: alice)
                    == ["id-intentions/2026-11": "intentions/2026-11"])
            #expect(try await store.head(of: bob) == nil)
            #expect(try await store.parts(["intentions/2026-10"], of: bob).isEmpty)
        }
    }

    @Test(arguments: Backend.allCases)
    func onlyANewerGenerationReplacesAndUntouchedPartsStay(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            let store = try await database.snapshotStore()
            try await store.save(generation(10, ["a": "a10", "b": "b10"]), of: alice)

            // When an older and an equal generation come late (a slower process), Then they write nothing
            #expect(try await !store.save(generation(9, ["a": "a9"]), of: alice))
            #expect(try await !store.save(generation(10, ["a": "a10 again"]), of: alice))
            #expect(try await store.head(of: alice)?.version == 10)
            #expect(texts(try await store.parts(["a"], of: alice)) == ["a": "a10"])

            // When a newer generation touched only b, Then b and the head move on and a stays as it was
            #expect(try await store.save(generation(12, ["b": "b12"]), of: alice))
            #expect(try await store.head(of: alice)?.version == 12)
            let parts = try await store.parts(["a", "b"], of: alice)
            #expect(texts(parts) == ["a": "a10", "b": "b12"])
            #expect(parts.first { $0.part == "a" }?.version == 10)
        }
    }

    @Test(arguments: Backend.allCases)
    func aRebuildOrAnotherFormatDropsWhatItDoesNotHold(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            let store = try await database.snapshotStore()
            try await store.save(generation(10, ["a": "a10", "b": "b10"]), of: alice)

            // When a rebuild at the same version holds only a, Then b and its directory entry are gone
            #expect(try await store.save(generation(10, ["a": "rebuilt"], replacesAll: true), of: alice))
            #expect(texts(try await store.parts(["a", "b"], of: alice)) == ["a": "rebuilt"])
            #expect(try await store.directory("intention", ids: ["id-b"], of: alice).isEmpty)

            // When a build with another format writes an older version, Then it still replaces everything
            #expect(try await store.save(generation(3, ["c": "c3"], format: "f2"), of: alice))
            #expect(try await store.head(of: alice)?.format == "f2")
            #expect(texts(try await store.parts(["a", "c"], of: alice)) == ["c": "c3"])
        }
    }

    @Test(arguments: Backend.allCases)
    func writersRacingLeaveTheNewestGeneration(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            let store = try await database.snapshotStore()
            // When eight writers save generations 1…8 at once
            try await withThrowingTaskGroup(of: Bool.self) { group in
                for version in Int64(1)...8 {
                    group.addTask { try await store.save(generation(version, ["p": "p\(version)"]), of: alice) }
                }
                try await group.waitForAll()
            }
            // Then the head and its part are the newest, together
            #expect(try await store.head(of: alice)?.version == 8)
            #expect(texts(try await store.parts(["p"], of: alice)) == ["p": "p8"])
        }
    }

    @Test(arguments: Backend.allCases)
    func snapshotsAreForgottenOnRequestAndNeverExported(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            let event = try PendingEvent(
                id: EventID(UUID()), recordedAt: Date(timeIntervalSince1970: 60),
                event: .labelCreated(.init(label: Label(id: LabelID(name: "focus")!, name: "focus", kind: .traction))))
            _ = try await database.append([event], to: alice, expecting: .noStream)
            let before = try await HistoryExport.data(alice, from: database, modules: .standard)

            let store = try await database.snapshotStore()
            try await store.save(generation(1, ["a": "a1"]), of: alice)
            try await store.save(generation(1, ["a": "a1"]), of: bob)
            #expect(try await HistoryExport.data(alice, from: database, modules: .standard) == before)

            try await store.deleteSnapshots(of: alice)
            #expect(try await store.head(of: alice) == nil)
            #expect(try await store.parts(["a"], of: alice).isEmpty)
            #expect(try await store.head(of: bob)?.version == 1)
        }
    }

    /// A row whose bytes changed after they were written (a torn write, a damaged disk) is refused, by name.
    @Test(arguments: Backend.allCases.filter { $0 != .memory })
    func aDamagedPartIsRefused(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            let store = try await database.snapshotStore()
            try await store.save(generation(5, ["a": "a5", "b": "b5"]), of: alice)
            let blob = backend == .postgres ? "'\\x00'::bytea" : "x'00'"
            try await database.moduleDatabase().execute("UPDATE snapshots SET payload = \(blob) WHERE part = 'a'")

            await #expect(throws: SnapshotDamaged(part: "a")) { try await store.parts(["a", "b"], of: alice) }
            #expect(texts(try await store.parts(["b"], of: alice)) == ["b": "b5"])
        }
    }
}
