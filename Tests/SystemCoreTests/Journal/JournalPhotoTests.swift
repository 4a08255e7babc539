import Foundation
import Testing

@testable import SystemCore

/// Photos in the journal's state: a day's and an entry's, in the order they were added; an entry's photo on its
/// entry's day; a photo kept with its day when its entry goes; refusals that name their field.
@Suite struct JournalPhotoTests {
    static let evening = instant("2026-11-20T21:30:00Z")
    static let day = civil("2026-11-20")

    static func photo(
        _ id: PhotoID, on date: CivilDate = day, entry: JournalEntryID? = nil, sha: String = String(repeating: "ab", count: 32)
    )
        -> JournalPhoto
    {
        JournalPhoto(
            id: id, date: date, entryId: entry, sha256: sha, mediaType: "image/jpeg", width: 4032, height: 3024, bytes: 2_000_000,
            addedAt: .distantPast)
    }

    @Test func aDaysAndAnEntrysPhotosAreKeptInOrderOnTheEntrysDay() throws {
        var state = UserState.fresh()
        try state.run(JournalTests.writing("Yesterday's walk.", id: 1, on: Self.day.adding(days: -1)), at: Self.evening)
        try state.run(.journal(.addPhoto(Self.photo(fixedID(10)))), at: Self.evening)
        // Asked for today, but the entry is yesterday's: the photo goes with it
        try state.run(.journal(.addPhoto(Self.photo(fixedID(11), entry: fixedID(1)))), at: Self.evening.plus(minutes: 1))
        try state.run(.journal(.addPhoto(Self.photo(fixedID(12)))), at: Self.evening.plus(minutes: 2))

        #expect(state.journal.photos(on: Self.day).map(\.id) == [fixedID(10), fixedID(12)])
        let entry = try #require(state.journal[fixedID(1) as JournalEntryID])
        #expect(state.journal.photos(of: entry).map(\.id) == [fixedID(11)])
        #expect(state.journal.photo(fixedID(11))?.date == Self.day.adding(days: -1))
        #expect(state.journal.photo(fixedID(12))?.addedAt == Self.evening.plus(minutes: 2))

        // The entry removed: its photo stays with its day
        try state.run(.journal(.remove(fixedID(1))), at: Self.evening.plus(minutes: 3))
        #expect(state.journal.photo(fixedID(11))?.entryId == nil)
        #expect(state.journal.photos(on: Self.day.adding(days: -1)).count == 1)

        // A photo removed leaves the day
        try state.run(.journal(.removePhoto(fixedID(10))), at: Self.evening.plus(minutes: 4))
        #expect(state.journal.photos(on: Self.day).map(\.id) == [fixedID(12)])
    }

    @Test(arguments: [
        (photo(fixedID(20), on: civil("2026-11-21")), "date"),
        (photo(fixedID(20), entry: fixedID(99)), "entry"),
        (photo(fixedID(20), sha: "not-a-hash"), "sha256"),
        (
            JournalPhoto(
                id: fixedID(20), date: day, entryId: nil, sha256: String(repeating: "0", count: 64), mediaType: "image/gif", width: 1,
                height: 1, bytes: 1, addedAt: .distantPast), "mediaType"
        ),
        (
            JournalPhoto(
                id: fixedID(20), date: day, entryId: nil, sha256: String(repeating: "0", count: 64), mediaType: "image/png", width: 1,
                height: 1, bytes: JournalPhoto.maximumBytes + 1, addedAt: .distantPast), "bytes"
        ),
    ])
    func aPhotoThatCannotBeIsRefusedByField(_ photo: JournalPhoto, _ field: String) {
        var state = UserState.fresh()
        #expect {
            try state.run(.journal(.addPhoto(photo)), at: Self.evening)
        } throws: { error in
            (error as? DomainError)?.field == field
        }
        #expect(state.journal.photos(on: Self.day).isEmpty)
    }

    @Test func theSameIdTwiceAndAnUnknownPhotoAreRefused() throws {
        var state = UserState.fresh()
        try state.run(.journal(.addPhoto(Self.photo(fixedID(30)))), at: Self.evening)
        #expect(throws: DomainError.self) { try state.run(.journal(.addPhoto(Self.photo(fixedID(30)))), at: Self.evening) }
        #expect(throws: DomainError.self) { try state.run(.journal(.removePhoto(fixedID(31))), at: Self.evening) }
    }

    @Test func onThisDayShowsTheDaysPhotos() throws {
        var state = UserState.fresh()
        try state.run(.journal(.addPhoto(Self.photo(fixedID(40), on: civil("2025-11-20")))), at: Self.evening)
        let moments = OnThisDay(state, on: Self.day).moments
        #expect(moments.map(\.label) == ["A year ago"])
        #expect(moments.first?.photos.map(\.id) == [fixedID(40)])
    }
}
