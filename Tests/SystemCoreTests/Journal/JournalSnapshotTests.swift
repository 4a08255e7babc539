import Foundation
import Testing

@testable import SystemCore

/// Two years of evening reviews and notes, edited and removed now and then, read from a snapshot cut anywhere,
/// answer as the whole fold does.
@Suite struct JournalSnapshotTests {
    static func life() throws -> [DomainEvent] {
        var state = UserState.fresh()
        var events: [DomainEvent] = []
        func run(_ command: JournalCommand, _ at: Date) throws { events += try state.run(.journal(command), at: at) }
        let start = instant("2025-01-01T21:00:00Z")
        let own = JournalTemplate(id: fixedID(9_000), name: "Gratitude", questions: ["Three good things"])
        try run(.saveTemplate(own), start)
        for offset in 0..<730 {
            let at = start.addingTimeInterval(Double(offset) * 86_400)
            let date = civil("2025-01-01").adding(days: offset)
            let template = offset % 3 == 0 ? own.id : JournalTemplate.eveningReview.id
            try run(
                .write(
                    id: fixedID(offset * 2 + 1), date: date, kind: .review, templateId: template,
                    JournalDraft(text: "Day \(offset).", feeling: .happy)), at)
            if offset % 5 == 0 {
                try run(
                    .write(id: fixedID(offset * 2 + 2), date: date, kind: .note, templateId: nil, JournalDraft(text: "A note, \(offset).")),
                    at.addingTimeInterval(-3_600))
            }
            // A review edited a few days later, which may touch an earlier month.
            if offset % 7 == 3, state.journal[fixedID(max(1, offset * 2 - 7))] != nil {
                try run(.edit(fixedID(max(1, offset * 2 - 7)), JournalDraft(text: "Looking back on it.", tags: ["later"])), at)
            }
            // A photo every fourth day, some of the review; one removed now and then, and a review with its photo.
            if offset % 4 == 0 {
                let photo = JournalPhotoTests.photo(
                    fixedID(100_000 + offset), on: date, entry: offset % 8 == 0 ? fixedID(offset * 2 + 1) : nil)
                try run(.addPhoto(photo), at)
                if offset % 36 == 0 { try run(.removePhoto(photo.id), at) }
            }
            if offset % 50 == 49 { try run(.remove(fixedID(offset * 2 + 1)), at) }
        }
        try run(.chooseDefaultTemplate(own.id), start.addingTimeInterval(730 * 86_400))
        return events
    }

    @Test(arguments: [0, 400, 1_111])
    func everyDayReadsFromASnapshotAsTheWholeFoldReadsIt(cut: Int) throws {
        let events = try Self.life()
        let cut = min(cut, events.count)
        var whole = UserState.fresh()
        for event in events { whole.evolve(event) }
        for offset in stride(from: 0, to: 730, by: 37) {
            let date = civil("2025-01-01").adding(days: offset)
            #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.journal.entries(on: date) } == whole.journal.entries(on: date))
            #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.journal.photos(on: date) } == whole.journal.photos(on: date))
        }
        #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.journal[fixedID(3)] } == whole.journal[fixedID(3)])
        #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.journal[fixedID(99)] } == nil)
        #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.journal.defaultTemplate.name } == "Gratitude")
        // The counts a page shows without reading every month
        let days = whole.journal.daysWrittenAbout
        #expect(whole.journal.entryCount == days.reduce(0) { $0 + whole.journal.entries(on: $1).count })
        #expect(whole.journal.photoCount == days.reduce(0) { $0 + whole.journal.photos(on: $1).count })
        #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.journal.entryCount } == whole.journal.entryCount)
        #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.journal.photoCount } == whole.journal.photoCount)
        #expect(
            try UserStateSnapshotTests.read(events, cut: cut) { $0.journal.photo(fixedID(100_004)) }
                == whole.journal.photo(fixedID(100_004)))
        #expect(whole.changedParts.filter { $0.hasPrefix("journal/") && !$0.hasPrefix("journal/photos/") }.count == 24)
        #expect(whole.changedParts.filter { $0.hasPrefix("journal/photos/") }.count == 24)
    }
}
