import Foundation

// The journal: an evening review of each day and notes at any hour, written in Markdown from the user's templates.
// An entry is never rewritten: an edit is a new version, and every earlier one stays readable.

public typealias JournalEntryID = Identifier<JournalEntry>
public typealias JournalTemplateID = Identifier<JournalTemplate>

/// An entry of the journal: the day's review, or a note written at any time of day, which belongs to the day it was
/// written on.
public struct JournalEntry: Hashable, Codable, Sendable, Identifiable, DatedEntry {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The evening entry: one a day.
        case review
        /// A thought or a note, as many a day as the user writes.
        case note
    }

    /// The entry as it read from one edit to the next.
    public struct Version: Hashable, Codable, Sendable {
        /// Markdown.
        public var text: String
        public var feeling: Feeling?
        public var tags: [String]
        public var starred: Bool
        /// When it was written or edited.
        public var at: Date

        public init(text: String, feeling: Feeling?, tags: [String], starred: Bool, at: Date) {
            self.text = text
            self.feeling = feeling
            self.tags = tags
            self.starred = starred
            self.at = at
        }
    }

    public let id: JournalEntryID
    /// The day it belongs to, in the user's calendar.
    public var date: CivilDate
    public var kind: Kind
    /// The template it was started from, if any.
    public var templateId: JournalTemplateID?
    /// Every version, the first as written and the last as it reads now; never empty.
    public var versions: [Version]

    public init(id: JournalEntryID, date: CivilDate, kind: Kind, templateId: JournalTemplateID?, versions: [Version]) {
        precondition(!versions.isEmpty, "An entry has at least the version it was written as.")
        self.id = id
        self.date = date
        self.kind = kind
        self.templateId = templateId
        self.versions = versions
    }

    public var current: Version { versions[versions.count - 1] }
    public var text: String { current.text }
    public var feeling: Feeling? { current.feeling }
    public var tags: [String] { current.tags }
    public var starred: Bool { current.starred }
    /// When it was first written.
    public var writtenAt: Date { versions[0].at }
    /// When it was written, as a person reads it on its day: the time, or the day and time when it was written on
    /// another day (a review of yesterday, written this morning).
    public func written(in calendar: DayCalendar) -> String {
        let day = calendar.day(containing: writtenAt)
        let time = Readable.time(writtenAt, in: calendar)
        return day == date ? time : "written \(Readable.shortDay(day))\(day.year == date.year ? "" : " \(day.year)") \(time)"
    }

    /// How many times it was edited after it was written.
    public var edits: Int { versions.count - 1 }
}

/// A template: a name and the questions an entry starts with.
public struct JournalTemplate: Hashable, Codable, Sendable, Identifiable {
    public let id: JournalTemplateID
    public var name: String
    public var questions: [String]

    public init(id: JournalTemplateID, name: String, questions: [String]) {
        self.id = id
        self.name = name
        self.questions = questions
    }

    /// Whether it ships with the app (it cannot be removed, only left unused).
    public var isStarter: Bool { Self.starters.contains { $0.id == id } }

    /// The text an entry from this template starts with: each question a heading, with room to answer below it.
    public var markdown: String {
        questions.map { "## \($0)\n\n" }.joined(separator: "\n")
    }

    /// The templates that ship with the app, with ids that never change: the evening review, and the rituals of the
    /// seed (the standup, the sprint demo, the retrospective), as a person who kept them in Day One would have them.
    public static let starters: [JournalTemplate] = [
        JournalTemplate(
            id: .derived(from: "journal-template", "evening-review"), name: "Evening review",
            questions: ["What went well?", "What did I learn?", "Grateful for"]),
        JournalTemplate(
            id: .derived(from: "journal-template", "standup"), name: "Standup",
            questions: ["What did I do yesterday?", "What will I do today?", "What is in the way?"]),
        JournalTemplate(
            id: .derived(from: "journal-template", "sprint-demo"), name: "Sprint demo",
            questions: ["What did I finish this week?", "What does it show?", "What is left for next week?"]),
        JournalTemplate(
            id: .derived(from: "journal-template", "retrospective"), name: "Retrospective",
            questions: ["What went well?", "What did not go well?", "What will I change next week?"]),
    ]

    /// The evening review: the default until the user chooses another.
    public static var eveningReview: JournalTemplate { starters[0] }
}
