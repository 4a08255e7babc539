import Foundation
import SystemCore
import SystemStore
import SystemTestSupport
import Testing
import ZIPFoundation

@testable import SystemCLI

/// `system journal` as a person keeps it from a shell: the review written (from standard input, piped in, or the
/// argument), shown, a note beside it, a second review refused, the templates listed.
@Suite(.serialized) struct JournalCLITests {
    typealias DataDir = CLITests.DataDir

    @Test func aReviewAndANoteAreWrittenAndShown() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        #expect(try await dir.output(["journal"]).hasPrefix("Nothing written for "))
        let saved = try await dir.output(["journal", "write", "## What went well?\n\nThe walk.", "--feeling", "happy", "--tag", "family"])
        #expect(saved.hasPrefix("Saved the review of "), "\(saved)")
        try await dir.output(["journal", "write", "--note", "Call the bank.", "--star"])
        let shown = try await dir.output(["journal", "show"])
        // Each entry under its kind and the time it was written, how it felt, then its words
        #expect(shown.contains(" · 🙂 happy\n## What went well?\n\nThe walk.\n#family\n"), "\(shown)")
        #expect(shown.contains("\nReview, ") && shown.contains("\nNote, "), "\(shown)")
        #expect(shown.contains(" · ★\nCall the bank."), "\(shown)")
        let review = try #require(try await dir.state().journal.review(on: dir.state().today(now: dir.now)))
        #expect(review.templateId == JournalTemplate.eveningReview.id)

        do {
            try await dir.output(["journal", "write", "Again."])
            Issue.record("a second review was written")
        } catch {
            #expect("\(error)".contains("has its review already: edit it, or write a note."), "\(error)")
        }
    }

    @Test(arguments: [
        (["journal", "write", "x", "--feeling", "fine"], "--feeling: “fine” is not one of"),
        (["journal", "write", "x", "--template", "Diary"], "--template: there is no template “Diary”; there are Evening review, Standup"),
        (["journal", "write", "   "], "Write something first."),
        (["journal", "write", "x", "--date", "2099-01-01"], "That day has not come yet."),
    ])
    func whatCannotBeWrittenIsRefusedInOneLine(_ arguments: [String], _ message: String) async throws {
        let dir = DataDir()
        defer { dir.remove() }
        do {
            try await dir.output(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let text = "\(error)" + ((error as? CLIError)?.description ?? "")
            #expect(text.contains(message), "\(text)")
        }
    }

    @Test func theTemplatesAreListedWithTheDefault() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        let listed = try await dir.output(["journal", "templates"])
        #expect(listed.hasPrefix("Evening review (default, starter)\n  - What went well?\n"), "\(listed)")
        #expect(listed.contains("Retrospective (starter)"))
    }

    @Test func onThisDayShowsAYearBefore() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        #expect(try await dir.output(["onthisday"]).hasPrefix("Nothing from a week, a month or a year before "))
        let today = try await dir.state().today(now: dir.now)
        let yearAgo = CivilDate(year: today.year - 1, month: today.month, day: min(today.day, 28))!
        try await dir.output(["journal", "write", "The first snow.", "--date", yearAgo.description])
        let shown = try await dir.output([
            "onthisday", "--date", CivilDate(year: today.year, month: today.month, day: min(today.day, 28))!.description,
        ])
        #expect(shown.hasPrefix("A year ago: \(Readable.day(yearAgo))\nReview, "), "\(shown)")
        #expect(shown.contains("\nThe first snow."))
    }

    /// Piped in, as from a script or another program: the text is read from standard input.
    @Test func aReviewIsReadFromStandardInput() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let written = try ProcessTests.run(
            ["journal", "write", "--template", "standup", "--data-dir", directory],
            input: Data("## What did I do yesterday?\n\nShipped.\n".utf8))
        #expect(written.status == 0, "\(written.stderr)")
        let shown = try ProcessTests.run(["journal", "--json", "--data-dir", directory])
        #expect(shown.stdout.contains(###""text":"## What did I do yesterday?\n\nShipped.""###), "\(shown.stdout)")
        #expect(shown.stdout.contains(JournalTemplate.starters[1].id.description))
    }

    @Test func photosAreAddedAllOrNothingAndDayOneComesInAndGoesOut() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        let folder = URL(fileURLWithPath: dir.path + "-files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let jpeg = folder.appendingPathComponent("walk.jpg")
        try Data(TestPhotos.jpeg(metadata: true)).write(to: jpeg)
        let fake = folder.appendingPathComponent("notes.jpg")
        try Data("not a picture".utf8).write(to: fake)

        // A file that is not a photo stops the command before any is added
        do {
            try await dir.output(["photo", "add", jpeg.path, fake.path])
            Issue.record("a file that is not a photo was accepted")
        } catch {
            #expect("\(error)".contains("notes.jpg: This file is not a photo"), "\(error)")
        }
        let today = try await dir.state().today(now: dir.now)
        #expect(try await dir.state().journal.photos(on: today).isEmpty)

        let added = try await dir.output(["photo", "add", jpeg.path])
        #expect(added.hasPrefix("Added walk.jpg to ") && added.contains("(64 × 32, "), "\(added)")
        #expect(try await dir.state().journal.photos(on: today).map(\.sha256) == [PhotoCodecs.sha256(TestPhotos.jpeg())])
        #expect(try await dir.output(["journal"]).contains("Photos of the day: 1"))

        // Day One in, twice; the journal out as a zip
        let export = folder.appendingPathComponent("Export.zip")
        _ = try DayOneFixture.zip(at: export)
        let imported = try await dir.output(["journal", "import", export.path])
        #expect(imported.hasPrefix("Imported 2 entries and 2 photos."), "\(imported)")
        #expect(
            try await dir.output(["journal", "import", export.path]).hasPrefix(
                "Imported 0 entries and 0 photos. 2 entries were there already."))
        let zip = folder.appendingPathComponent("journal.zip")
        try await dir.output(["journal", "export", "--output", zip.path])
        let archive = try Archive(url: zip, accessMode: .read)
        #expect(archive["2026-11-20.md"] != nil)
        #expect(archive["\(today).md"] != nil)
        #expect(!dir.parses(["journal", "export", "--format", "pdf", "-o", zip.path]))
    }
}

/// `system journal search` from a shell: one line a match, newest first, the matches marked, the filters checked.
@Suite(.serialized) struct JournalSearchCLITests {
    typealias DataDir = CLITests.DataDir

    @Test func theJournalIsSearchedOneLineAMatch() async throws {
        let dir = DataDir()
        defer { dir.remove() }
        try await dir.output([
            "journal", "write", "A swim in the cold lake.", "--feeling", "happy", "--tag", "sport", "--date", "2026-11-01",
        ])
        try await dir.output(["journal", "write", "--note", "Lake frozen; no <swim> today", "--date", "2026-11-02"])

        let found = try await dir.output(["journal", "search", "swim"])
        #expect(
            found == "2026-11-02  journal    Lake frozen; no <«swim»> today\n2026-11-01  journal    A «swim» in the cold lake. 🙂  #sport",
            "\(found)")
        let tagged = try await dir.output(["journal", "search", "LAKE", "--tag", "sport", "--feeling", "happy"])
        #expect(tagged.hasPrefix("2026-11-01  journal    A swim in the cold «lake»."), "\(tagged)")
        #expect(try await dir.output(["journal", "search", "lake", "--from", "2026-11-02"]).hasPrefix("2026-11-02"))
        #expect(try await dir.output(["journal", "search", "zebra"]) == "Nothing matches “zebra”.")
        #expect(try await dir.output(["journal", "search", "\"*:-"]) == "Nothing to search for: give a word.")
        let json = try await dir.output(["journal", "search", "frozen", "--json"])
        #expect(json.contains(#""html":"Lake <mark>frozen</mark>; no &lt;swim&gt; today""#), "\(json)")

        do {
            try await dir.output(["journal", "search", "lake", "--from", "someday"])
            Issue.record("a bad date was accepted")
        } catch {
            #expect("\(error)".contains("--from: “someday” is not a date"), "\(error)")
        }
    }
}
