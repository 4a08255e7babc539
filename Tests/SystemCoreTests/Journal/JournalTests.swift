import Foundation
import Testing

@testable import SystemCore

/// The journal as a person keeps it: an evening review a day from a template, notes at any hour, edits that keep
/// every earlier version, and templates of their own.
@Suite struct JournalTests {
    static let evening = instant("2026-11-20T21:30:00Z")
    static let day = civil("2026-11-20")

    static func writing(
        _ text: String, id: Int = 1, on date: CivilDate = day, kind: JournalEntry.Kind = .review,
        template: JournalTemplateID? = JournalTemplate.eveningReview.id, feeling: Feeling? = nil, tags: [String] = []
    ) -> UserCommand {
        .journal(
            .write(id: fixedID(id), date: date, kind: kind, templateId: template, JournalDraft(text: text, feeling: feeling, tags: tags)))
    }

    @Test func anEveningReviewFromATemplateIsTheDaysReviewAndANoteFollowsIt() throws {
        var state = UserState.fresh()
        let template = JournalTemplate.eveningReview
        #expect(template.markdown == "## What went well?\n\n\n## What did I learn?\n\n\n## Grateful for\n\n")
        try state.run(
            .journal(.write(id: fixedID(2), date: Self.day, kind: .note, templateId: nil, JournalDraft(text: "A thought at noon."))),
            at: Self.evening.plus(minutes: -600))
        try state.run(
            Self.writing(template.markdown + "The walk.\n\n\n", feeling: .happy, tags: ["#Family", " family ", "", "work"]),
            at: Self.evening)

        let entries = state.journal.entries(on: Self.day)
        #expect(entries.map(\.kind) == [.review, .note])
        let review = try #require(state.journal.review(on: Self.day))
        #expect(review.text == template.markdown + "The walk.")
        #expect(review.tags == ["Family", "work"])
        #expect(review.feeling == .happy)
        #expect(review.templateId == template.id)
        #expect(review.writtenAt == Self.evening)
        #expect(state.journal.entries(on: Self.day.adding(days: 1)).isEmpty)
    }

    @Test(arguments: [
        ("2026-11-20T21:30:00Z", "2026-11-20", "21:30"), ("2026-11-21T08:05:00Z", "2026-11-20", "written Sat 21 Nov 08:05"),
        ("2027-01-02T08:05:00Z", "2026-11-20", "written Sat 2 Jan 2027 08:05"),
    ])
    func anEntryWrittenOnAnotherDaySaysWhen(_ at: String, _ date: String, _ shown: String) throws {
        var state = UserState.fresh()
        try state.run(Self.writing("Looking back.", on: civil(date)), at: instant(at))
        #expect(state.journal.review(on: civil(date))?.written(in: state.calendar) == shown)
    }

    @Test func aSecondReviewOfADayIsRefusedNamingTheDay() throws {
        var state = UserState.fresh()
        try state.run(Self.writing("First."), at: Self.evening)
        let error = refusal(of: Self.writing("Second.", id: 2), by: state, at: Self.evening)
        #expect(error?.field == "kind")
        #expect(error?.message.contains("2026-11-20") == true)
    }

    @Test func anEditIsANewVersionAndTheEarlierOnesStay() throws {
        var state = UserState.fresh()
        try state.run(Self.writing("Tired."), at: Self.evening)
        try state.run(
            .journal(.edit(fixedID(1), JournalDraft(text: "Tired, but the demo went well.", feeling: .happy))),
            at: Self.evening.plus(minutes: 5))
        try state.run(
            .journal(.edit(fixedID(1), JournalDraft(text: "Tired, but the demo went well!", feeling: .happy, starred: true))),
            at: Self.evening.plus(minutes: 9))
        // The same words again are no edit.
        let none = try state.run(
            .journal(.edit(fixedID(1), JournalDraft(text: "Tired, but the demo went well!  \n", feeling: .happy, starred: true))),
            at: Self.evening.plus(minutes: 10))
        #expect(none.isEmpty)

        let entry = try #require(state.journal[fixedID(1)])
        #expect(entry.edits == 2)
        #expect(entry.versions.map(\.text) == ["Tired.", "Tired, but the demo went well.", "Tired, but the demo went well!"])
        #expect(entry.writtenAt == Self.evening)
        #expect(entry.current.at == Self.evening.plus(minutes: 9))
        #expect(entry.starred)
    }

    static let refusals: [(String, UserCommand, String)] = [
        ("an empty entry", writing(""), "text"),
        ("blanks only", writing(" \n\t\n "), "text"),
        ("too long", writing(String(repeating: "a", count: JournalCommand.maximumCharacters + 1)), "text"),
        ("tomorrow", writing("Plans.", on: day.adding(days: 1)), "date"),
        ("an unknown template", writing("Text.", template: fixedID(77)), "templateId"),
        ("too many tags", writing("Text.", tags: (0...JournalCommand.maximumTags).map { "t\($0)" }), "tags"),
        ("a long tag", writing("Text.", tags: [String(repeating: "x", count: 41)]), "tags"),
    ]

    @Test(arguments: refusals)
    func aBadEntryIsRefusedNamingItsField(_ name: String, _ command: UserCommand, _ field: String) {
        #expect(refusal(of: command, by: .fresh(), at: Self.evening)?.field == field, "\(name)")
    }

    @Test func anEntryWrittenAfterMidnightInTheUsersZoneBelongsToTheDayItWasWrittenOn() throws {
        // 23:30 in New York is already the next day in UTC: the day is the user's.
        var state = UserState.fresh(timeZone: "America/New_York")
        let now = instant("2026-11-21T04:30:00Z")
        #expect(state.calendar.day(containing: now) == Self.day)
        #expect(refusal(of: Self.writing("Late.", on: civil("2026-11-21")), by: state, at: now)?.field == "date")
        try state.run(Self.writing("Late."), at: now)
        #expect(state.journal.review(on: Self.day)?.text == "Late.")
    }

    @Test func ownTemplatesAreSavedRenamedChosenAndRemovedButTheStartersStay() throws {
        var state = UserState.fresh()
        let own = JournalTemplate(id: fixedID(10), name: " Morning pages ", questions: ["What is on my mind?", " ", "One thing today"])
        try state.run(.journal(.saveTemplate(own)), at: Self.evening)
        #expect(state.journal.template(named: "morning PAGES")?.questions == ["What is on my mind?", "One thing today"])
        #expect(state.journal.templates.count == JournalTemplate.starters.count + 1)

        // A name in use, in any case, is refused; so is a starter's.
        let copy = JournalTemplate(id: fixedID(11), name: "STANDUP", questions: ["Q"])
        #expect(refusal(of: .journal(.saveTemplate(copy)), by: state, at: Self.evening)?.field == "name")
        #expect(
            refusal(
                of: .journal(.saveTemplate(JournalTemplate(id: fixedID(11), name: "New", questions: [" "]))), by: state, at: Self.evening)?
                .field == "questions")
        #expect(refusal(of: .journal(.removeTemplate(JournalTemplate.starters[1].id)), by: state, at: Self.evening)?.field == "id")

        try state.run(.journal(.chooseDefaultTemplate(own.id)), at: Self.evening)
        #expect(state.journal.defaultTemplate.id == own.id)
        try state.run(.journal(.removeTemplate(own.id)), at: Self.evening)
        #expect(state.journal.defaultTemplate == .eveningReview)
        #expect(state.journal.template(own.id) == nil)
    }

    @Test func removingAnEntryTakesItOffItsDay() throws {
        var state = UserState.fresh()
        try state.run(Self.writing("Gone soon."), at: Self.evening)
        try state.run(.journal(.remove(fixedID(1))), at: Self.evening)
        #expect(state.journal.entries(on: Self.day).isEmpty)
        #expect(refusal(of: .journal(.remove(fixedID(1))), by: state, at: Self.evening)?.code == "entry_not_found")
        // With the review gone, the day can have another.
        try state.run(Self.writing("Again.", id: 3), at: Self.evening)
    }
}
