import Foundation
import Mustache
import SystemCore

/// The intentions of a day: what runs now, the start form (on Today), and the day's list.
///
/// Its presenter is the intention routes in `Pages+intention.swift`, which the focus and intention pages share.
struct IntentionsModule: DailyModule {
    let id = "intentions"
    let name = "Intentions"
    var template: String { Self.template }

    func view(for day: DailyContext) -> (any Sendable)? { View(day) }

    /// What the user typed into the start form, to show again with an error, or a to-do to start from.
    struct StartInput: Sendable {
        var text = ""
        var minutes = 25
        var customMinutes = ""
        var todoID: TodoID?
        var error: DomainError?
    }

    struct View: Sendable {
        let running: RunningView?
        let startForm: StartForm?
        let intentions: [IntentionRow]
        let isEmpty: Bool
        let emptyText: String

        init(_ day: DailyContext) {
            let state = day.state, now = day.now, date = day.date
            let calendar = state.calendar
            let rows = state.intentions(on: date).reversed().map { IntentionRow($0, state: state, now: now) }
            intentions = rows
            isEmpty = rows.isEmpty
            emptyText = date == day.today
                ? "Nothing yet today. Set your first intention: one clear activity and how long you'll give it."
                : (date > day.today ? "This day hasn't happened yet." : "No intentions were recorded on this day.")

            if day.isToday, let current = state.intentions.running {
                let left = current.secondsLeft(now: now)
                running = RunningView(
                    id: current.id.description, text: current.text,
                    plannedEndAt: calendar.iso8601(current.plannedEndAt),
                    serverNow: calendar.iso8601(now),
                    timeLeft: Readable.countdown(seconds: abs(left)),
                    timeLeftLabel: left >= 0 ? "left" : "over time",
                    formKey: day.newKey())
            } else {
                running = nil
            }

            let input = day.inputs["intentions"] as? StartInput
            guard day.isToday, state.intentions.running == nil || input?.error != nil else {
                startForm = nil
                return
            }
            let given = input ?? StartInput()
            let isCustom = !given.customMinutes.isEmpty
            var conflict: StartForm.Conflict?
            if let error = given.error, error.code == "intention_running", let current = state.intentions.running {
                conflict = .init(message: "“\(current.text)” is still running. Only one intention runs at a time.", runningText: current.text)
            }
            startForm = StartForm(
                idempotencyKey: day.newKey(),
                text: given.text,
                todo: given.todoID.flatMap { id in state.daily[id].map { StartForm.TodoLink(id: id.description, text: $0.text, goal: TodoRowText.serves($0, in: state)) } },
                presets: StartForm.presetMinutes.map {
                    .init(minutes: $0, label: Readable.minutes($0), checked: !isCustom && $0 == given.minutes)
                },
                customMinutes: given.customMinutes,
                textError: conflict == nil && given.error?.field == "text" ? given.error?.message : nil,
                minutesError: given.error?.field == "minutes" ? given.error?.message : nil,
                todoError: given.error?.field == "todo" ? given.error?.message : nil,
                conflict: conflict)
        }
    }

    struct RunningView: Sendable {
        let id: String
        let text: String
        let plannedEndAt: String
        let serverNow: String
        let timeLeft: String
        let timeLeftLabel: String
        let formKey: String
    }

    struct StartForm: Sendable {
        let idempotencyKey: String
        let text: String
        /// The to-do this intention is started from, if any.
        let todo: TodoLink?
        let presets: [Preset]
        let customMinutes: String
        let textError: String?
        let minutesError: String?
        let todoError: String?
        let conflict: Conflict?

        struct TodoLink: Sendable {
            let id: String
            let text: String
            let goal: String
        }

        struct Preset: Sendable {
            let minutes: Int
            let label: String
            let checked: Bool
        }

        struct Conflict: Sendable {
            let message: String
            let runningText: String
        }

        static let presetMinutes = [15, 25, 50, 90]
    }

    struct IntentionRow: Sendable {
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

        struct Tag: Sendable {
            let name: String
            let kind: String
        }

        struct FeelingView: Sendable {
            let emoji: String
            let word: String
        }

        struct ReviewLine: Sendable {
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
            duration = actual == intention.plannedMinutes
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

// Rows repeat on every day page: answering Mustache's lookups directly is much faster than reflection.
extension IntentionsModule.IntentionRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "href": href
        case "text": text
        case "timeRange": timeRange
        case "duration": duration
        case "isRunning": isRunning
        case "serves": serves
        case "isFreeStanding": isFreeStanding
        case "tags": tags
        case "feeling": feeling
        case "hasDetails": hasDetails
        case "reviewLines": reviewLines
        default: nil
        }
    }
}
