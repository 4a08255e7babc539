import Foundation
import SystemCore

/// One intention: tag it, rate it (after a pause), review it, and correct it.
struct IntentionPage: Sendable {
    let chrome: Chrome
    let id: String
    let text: String
    let date: String
    let dayLabel: String
    let statusLabel: String
    let timeLine: String
    let isRunning: Bool
    let isEnded: Bool
    let savedMessage: String?
    let formKey: String
    let labelGroups: [LabelGroup]
    let newLabel: String
    let tagsError: String?
    let openedAt: String
    let feelings: [FeelingChoice]
    let feelingError: String?
    let reviewFields: [ReviewField]
    let editOpen: Bool
    let editText: String
    let editStart: String
    let editEnd: String
    let editErrors: [String: String]
    let timeZone: String
    let revisionLine: String
    let hint: HintView?

    struct LabelGroup: Sendable {
        let title: String
        let labels: [LabelChoice]
    }

    struct LabelChoice: Sendable {
        let id: String
        let name: String
        let kind: String
        let checked: Bool
    }

    struct FeelingChoice: Sendable {
        let value: String
        let emoji: String
        let checked: Bool
    }

    struct ReviewField: Sendable {
        let name: String
        let question: String
        let value: String
        let error: String?
    }

    /// Which form was posted and what went wrong, to show inline.
    struct Problem: Sendable {
        var error: DomainError
        var review: Review?
        var editText: String?
        var newLabel: String?
    }

    static let savedMessages = [
        "tags": "Tags saved.", "feeling": "Feeling saved.", "review": "Review saved.", "edit": "Changes saved.",
        "ended": "Intention ended. How did it go? Tag it, rate it and review it below.",
    ]

    init(state: UserState, intention: Intention, now: Date, saved: String? = nil, problem: Problem? = nil, newKey: () -> String) {
        let calendar = state.calendar
        let day = calendar.day(containing: intention.startedAt)
        chrome = Chrome(.days, state: state, now: now)
        id = intention.id.description
        text = intention.text
        date = day.description
        dayLabel = day == state.today(now: now) ? "Today" : Readable.day(day)
        isRunning = intention.status == .running
        isEnded = !isRunning
        statusLabel = isRunning ? "Running" : "Ended"
        let start = Readable.time(intention.startedAt, in: calendar)
        if let end = intention.endedAt {
            timeLine = "\(start)–\(Readable.time(end, in: calendar)) · \(Readable.minutes(intention.actualMinutes ?? 0)) of \(Readable.minutes(intention.plannedMinutes)) planned"
        } else {
            timeLine = "Started \(start) · \(Readable.minutes(intention.plannedMinutes)) planned, until \(Readable.time(intention.plannedEndAt, in: calendar))"
        }
        savedMessage = saved.flatMap { Self.savedMessages[$0] }
        formKey = newKey()

        let error = problem?.error
        let checked = Set(intention.tags)
        labelGroups = Label.Kind.allCases.map { kind in
            LabelGroup(title: kind == .traction ? "Traction" : "Distraction",
                       labels: state.sortedLabels.filter { $0.kind == kind }.map {
                           LabelChoice(id: $0.id.rawValue, name: $0.name, kind: kind.rawValue, checked: checked.contains($0.id))
                       })
        }
        newLabel = problem?.newLabel ?? ""
        tagsError = error?.field == "tags" || error?.field == "newLabel" ? error?.message : nil

        openedAt = String(Int(now.timeIntervalSince1970))
        feelings = Feeling.allCases.map { FeelingChoice(value: $0.rawValue, emoji: $0.emoji, checked: $0 == intention.feeling) }
        feelingError = error?.field == "feeling" ? error?.message : nil

        let review = problem?.review ?? intention.review
        reviewFields = [
            ReviewField(name: "wentWell", question: "What went well?", value: review.wentWell ?? "",
                        error: error?.field == "wentWell" ? error?.message : nil),
            ReviewField(name: "couldImprove", question: "What could be improved?", value: review.couldImprove ?? "",
                        error: error?.field == "couldImprove" ? error?.message : nil),
            ReviewField(name: "interesting", question: "What was interesting?", value: review.interesting ?? "",
                        error: error?.field == "interesting" ? error?.message : nil),
        ]

        if let error, let field = error.field, ["text", "startedAt", "endedAt"].contains(field) {
            editErrors = [field: error.message]
        } else {
            editErrors = [:]
        }
        editOpen = !editErrors.isEmpty
        editText = problem?.editText ?? intention.text
        editStart = Self.localInput(intention.startedAt, calendar)
        editEnd = intention.endedAt.map { Self.localInput($0, calendar) } ?? ""
        timeZone = state.settings.timeZone
        hint = isEnded ? HintView(Hint.reflect, state: state) : nil
        revisionLine = intention.revision > 0 ? "Changed \(intention.revision) time\(intention.revision == 1 ? "" : "s") since it started." : ""
    }

    /// The value of a `datetime-local` input: local wall-clock time without a zone.
    static func localInput(_ instant: Date, _ calendar: DayCalendar) -> String {
        let iso = calendar.iso8601(instant)
        return String(iso.prefix(16))
    }
}
