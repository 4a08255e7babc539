import Foundation
import SystemCore

/// The intentions of a day: the list with tags, feelings and reviews, and a form to add one that was forgotten.
///
/// What runs now and the start form are ``NowModule``'s; adding a forgotten one is this module's presenter.
struct IntentionsModule: DailyModule {
    let id = "intentions"
    let name = "Intentions"
    let position = 50

    func view(for day: DailyContext) -> (any Encodable & Sendable)? { View(day) }

    var savedMessages: [String: String] {
        ["recorded": "Intention added. How did it feel? Tag it, rate it and review it below."]
    }

    /// What the "add one you forgot" form posted, to show again with its problem.
    struct PastInput: Sendable, Encodable {
        var text = ""
        var from = ""
        var to = ""
        var todo = ""
        var error: DomainError?
    }

    struct View: Sendable, Encodable {
        let intentions: [IntentionRow]
        let isEmpty: Bool
        let emptyText: String
        /// The form that records a forgotten intention; nil on a day still ahead.
        let pastForm: PastForm?

        init(_ day: DailyContext) {
            let state = day.state, now = day.now, date = day.date
            let rows = state.intentions(on: date).reversed().map { IntentionRow($0, state: state, now: now) }
            intentions = rows
            isEmpty = rows.isEmpty
            emptyText =
                date == day.today
                ? "Nothing yet today. Set your first intention: one clear activity and how long you'll give it."
                : (date > day.today ? "This day hasn't happened yet." : "No intentions were recorded on this day.")
            guard date <= day.today else {
                pastForm = nil
                return
            }
            let input = day.inputs[IntentionsModule().id] as? PastInput
            let error = input?.error
            pastForm = PastForm(
                date: date.description, key: day.newKey(), isOpen: input != nil, text: input?.text ?? "",
                from: input?.from ?? "", to: input?.to ?? "",
                todos: state.daily.todos(on: date).filter { !$0.isDropped }.map { todo in
                    PastForm.Choice(value: todo.id.description, label: todo.text, selected: input?.todo == todo.id.description)
                },
                textError: error?.field == "text" ? error?.message : nil,
                fromError: error?.field == "startedAt" ? error?.message : nil,
                toError: error?.field == "endedAt" ? error?.message : nil,
                otherError: error.flatMap { ["text", "startedAt", "endedAt"].contains($0.field ?? "") ? nil : $0.message },
                textLimit: Intention.textLimit.upperBound)
        }
    }

    /// "Forgot one? Add it": an intention that ran earlier on this day, with its start and end.
    struct PastForm: Sendable, Encodable {
        let date: String
        let key: String
        /// Open when it comes back with a problem.
        let isOpen: Bool
        let text: String
        let from: String
        let to: String
        let todos: [Choice]
        let textError: String?
        let fromError: String?
        let toError: String?
        let otherError: String?
        let textLimit: Int
        var hasTodos: Bool { !todos.isEmpty }

        struct Choice: Sendable, Encodable {
            let value: String
            let label: String
            let selected: Bool
        }
    }

    struct IntentionRow: Sendable, Encodable {
        let id: String
        let href: String
        let text: String
        let timeRange: String
        let duration: String
        let isRunning: Bool
        /// The goal or area its time counts toward, or "No goal" for a free-standing intention.
        let serves: String
        let isFreeStanding: Bool
        let tags: [Tag]
        let feeling: FeelingView?
        let hasDetails: Bool
        let reviewLines: [ReviewLine]

        struct Tag: Sendable, Encodable {
            let name: String
            let kind: String
        }

        struct FeelingView: Sendable, Encodable {
            let emoji: String
            let word: String
        }

        struct ReviewLine: Sendable, Encodable {
            let question: String
            let answer: String
        }
    }
}

extension IntentionsModule.IntentionRow {
    init(_ intention: Intention, state: UserState, now: Date) {
        let calendar = state.calendar
        id = intention.id.description
        href = "/intentions/\(intention.id)"
        text = intention.text
        isRunning = intention.status == .running
        let start = Readable.time(intention.startedAt, in: calendar)
        if let end = intention.endedAt {
            timeRange = "\(start)–\(Readable.time(end, in: calendar))"
            let actual = intention.actualMinutes ?? 0
            duration =
                actual == intention.plannedMinutes
                ? Readable.minutes(actual)
                : "\(Readable.minutes(actual)) of \(Readable.minutes(intention.plannedMinutes))"
        } else {
            timeRange = "\(start)–"
            duration = "running · \(Readable.minutes(intention.plannedMinutes)) planned"
        }
        let todo = intention.todoID.flatMap { state.daily[$0] }
        serves = todo.map { "For: \(TodoRowText.serves($0, in: state))" } ?? "No goal"
        isFreeStanding = todo == nil
        tags = intention.tags.map { id in
            let label = state.labels[id]
            return Tag(name: label?.name ?? id.rawValue, kind: (label?.kind ?? .traction).rawValue)
        }
        feeling = intention.feeling.map { FeelingView(emoji: $0.emoji, word: $0.rawValue) }
        hasDetails = true
        reviewLines = [
            ("Went well:", intention.review.wentWell),
            ("Could improve:", intention.review.couldImprove),
            ("Interesting:", intention.review.interesting),
        ].compactMap { question, answer in answer.map { ReviewLine(question: question, answer: $0) } }
    }
}
