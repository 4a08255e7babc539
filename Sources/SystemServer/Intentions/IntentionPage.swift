import Foundation
import SystemCore

/// One intention: how it felt (after a pause, the first time), its tags and review in one form that saves as you go,
/// the to-do it served, and corrections to its text and times.
struct IntentionPage: Sendable, Encodable, FramedPage, PanelledPage {
    /// Other modules' parts of this page.
    var panels: [DrawnPanel] = []
    var panelScripts: [String] = []
    var panelStylesheets: [String] = []
    let chrome: Chrome
    let id: String
    /// This page's path, for forms that come back here.
    let pageHref: String
    let text: String
    let backHref: String
    let backLabel: String
    let statusLabel: String
    let timeLine: String
    let isRunning: Bool
    let isEnded: Bool
    /// The to-do it was started from, with "Mark it done" while it is open.
    let todo: TodoLine?
    let todoKey: String
    let formKey: String
    let labelGroups: [LabelGroup]
    let newLabel: String
    let newLabelIsDistraction: Bool
    let tagsError: String?
    let openedAt: String
    /// The feelings stay closed for a pause before the first rating; a rated intention shows its feeling at once.
    let needsPause: Bool
    let feelings: [FeelingChoice]
    let feelingError: String?
    let reviewFields: [ReviewField]
    let reviewLimit = Review.maxLength
    let labelLimit = Label.nameLimit.upperBound
    let editOpen: Bool
    let editText: String
    let editStart: String
    let editEnd: String
    let editErrors: [String: String]
    let textLimit = Intention.textLimit.upperBound
    let timeZone: String
    let revisionLine: String
    let hint: HintView?

    struct LabelGroup: Sendable, Encodable {
        let title: String
        let labels: [LabelChoice]
    }

    struct LabelChoice: Sendable, Encodable {
        let id: String
        let name: String
        let kind: String
        let checked: Bool
    }

    struct FeelingChoice: Sendable, Encodable {
        let value: String
        let emoji: String
        let checked: Bool
    }

    struct ReviewField: Sendable, Encodable {
        let name: String
        let question: String
        let value: String
        let error: String?
    }

    /// A refused form and everything it posted, shown again as it was typed.
    enum Problem: Sendable {
        /// Tags, feeling and review.
        case reflection(DomainError, Reflection)
        /// "Edit details": the text and times as typed.
        case edit(DomainError, text: String, start: String, end: String)

        var error: DomainError {
            switch self {
            case .reflection(let error, _), .edit(let error, _, _, _): error
            }
        }
    }

    /// What the reflection form posted.
    struct Reflection: Sendable, Encodable {
        var tags: [String] = []
        var newLabel = ""
        var newLabelKind = Label.Kind.traction
        var feeling: Feeling?
        var review = Review()
        /// When the page it came from was opened (seconds since 1970), so a refused post does not restart the pause.
        var openedAt: Int?

        init(
            tags: [String] = [], newLabel: String = "", newLabelKind: Label.Kind = .traction, feeling: Feeling? = nil,
            review: Review = Review(), openedAt: Int? = nil
        ) {
            (self.tags, self.newLabel, self.newLabelKind, self.feeling, self.review) = (tags, newLabel, newLabelKind, feeling, review)
            self.openedAt = openedAt
        }

        init(_ form: FormData) {
            tags = form.all("tags")
            newLabel = form["newLabel"] ?? ""
            newLabelKind = Label.Kind(rawValue: form["newLabelKind"] ?? "") ?? .traction
            feeling = form.nonEmpty("feeling").flatMap(Feeling.init(rawValue:))
            review = Review(wentWell: form["wentWell"], couldImprove: form["couldImprove"], interesting: form["interesting"])
            openedAt = form["openedAt"].flatMap(Int.init)
        }
    }

    static let savedMessages = [
        "reflect": "Saved.", "edit": "Changes saved.",
        "ended": "Intention ended. How did it feel? Tag it, rate it and review it below.",
        "ended-todo-done": "Intention ended, and its to-do is done. How did it feel?",
    ]

    init(state: UserState, intention: Intention, now: Date, problem: Problem? = nil, newKey: () -> String) {
        let calendar = state.calendar
        let day = calendar.day(containing: intention.startedAt)
        let today = state.today(now: now)
        chrome = Chrome(day: day, state: state, now: now)
        id = intention.id.description
        pageHref = "/intentions/\(intention.id)"
        text = intention.text
        backHref = DayPage.href(day, today: today)
        backLabel = day == today ? "Today" : Readable.day(day)
        isRunning = intention.status == .running
        isEnded = !isRunning
        let start = Readable.time(intention.startedAt, in: calendar)
        if let end = intention.endedAt {
            statusLabel = "Ended"
            timeLine =
                "\(start)–\(Readable.time(end, in: calendar)) · \(Readable.minutes(intention.actualMinutes ?? 0)) of \(Readable.minutes(intention.plannedMinutes)) planned"
        } else {
            statusLabel = "Running"
            timeLine =
                "Started \(start) · \(Readable.minutes(intention.plannedMinutes)) planned, until \(Readable.time(intention.plannedEndAt, in: calendar))"
        }
        todo = TodoLine(intention, state: state)
        todoKey = newKey()
        formKey = newKey()

        let error = problem?.error
        var posted: Reflection?
        if case .reflection(_, let reflection) = problem { posted = reflection }
        let checked = posted.map { Set($0.tags) } ?? Set(intention.tags.map(\.rawValue))
        labelGroups = Label.Kind.allCases.map { kind in
            LabelGroup(
                title: kind == .traction ? "Traction" : "Distraction",
                labels: state.sortedLabels.filter { $0.kind == kind }.map {
                    LabelChoice(id: $0.id.rawValue, name: $0.name, kind: kind.rawValue, checked: checked.contains($0.id.rawValue))
                })
        }
        newLabel = posted?.newLabel ?? ""
        newLabelIsDistraction = posted?.newLabelKind == .distraction
        tagsError = error?.field == "tags" || error?.field == "newLabel" ? error?.message : nil

        // A refused post from a page opened long enough ago has had its pause: it is not imposed again.
        let nowSeconds = Int(now.timeIntervalSince1970)
        let pauseTaken = posted?.openedAt.map { nowSeconds - $0 >= Int(Pages.ratingPause) } ?? false
        openedAt = String(pauseTaken ? posted?.openedAt ?? nowSeconds : nowSeconds)
        needsPause = isEnded && intention.feeling == nil && !pauseTaken
        let feeling = posted?.feeling ?? intention.feeling
        feelings = Feeling.allCases.map { FeelingChoice(value: $0.rawValue, emoji: $0.emoji, checked: $0 == feeling) }
        feelingError = error?.field == "feeling" ? error?.message : nil

        let review = posted?.review ?? intention.review
        reviewFields = [
            ("wentWell", "What went well?", review.wentWell),
            ("couldImprove", "What could be improved?", review.couldImprove),
            ("interesting", "What was interesting?", review.interesting),
        ].map { name, question, value in
            ReviewField(name: name, question: question, value: value ?? "", error: error?.field == name ? error?.message : nil)
        }

        if case .edit(let error, let text, let start, let end) = problem {
            editErrors = error.field.map { [$0: error.message] } ?? ["text": error.message]
            (editText, editStart, editEnd) = (text, start, end)
        } else {
            editErrors = [:]
            editText = intention.text
            editStart = Self.localInput(intention.startedAt, calendar)
            editEnd = intention.endedAt.map { Self.localInput($0, calendar) } ?? ""
        }
        editOpen = !editErrors.isEmpty
        timeZone = state.settings.timeZone
        hint = isEnded ? HintView(Hint.reflect, state: state) : nil
        let edits = intention.revision
        revisionLine = edits > 0 ? "Corrected \(edits == 1 ? "once" : "\(edits) times")." : ""
    }

    /// The value of a `datetime-local` input: local wall-clock time without a zone.
    static func localInput(_ instant: Date, _ calendar: DayCalendar) -> String {
        let iso = calendar.iso8601(instant)
        return String(iso.prefix(16))
    }
}
