import Foundation
import Mustache
import SystemCore

/// The day view (and, for today, the Today page): presence, the day's intentions, and the start form.
///
/// A presentation model computed from state alone; the template only renders it.
struct DayPage: Sendable {
    let chrome: Chrome
    let title: String
    let heading: String
    let subheading: String?
    let date: String
    let isToday: Bool
    let previous: String
    let next: String
    let previousLabel: String
    let nextLabel: String
    let presence: PresenceView
    let intentions: [IntentionRow]
    let isEmpty: Bool
    let emptyText: String
    let running: RunningView?
    let startForm: StartForm?
    let hint: HintView?

    struct PresenceView: Sendable {
        let percent: String
        let fill: Int
        let present: String
        let window: String
        let range: String
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
        let presets: [Preset]
        let customMinutes: String
        let textError: String?
        let minutesError: String?
        let conflict: Conflict?

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

    /// What the user typed into the start form, to show again with an error.
    struct StartInput: Sendable {
        var text = ""
        var minutes = 25
        var customMinutes = ""
        var error: DomainError?
    }

    struct IntentionRow: Sendable {
        let id: String
        let href: String
        let text: String
        let timeRange: String
        let duration: String
        let isRunning: Bool
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

    /// - Parameter place: `.today` for the Today page (with the start form and what runs), `.days` for the log;
    ///   by default, today's date is shown as the Today page.
    init(state: UserState, date: CivilDate, now: Date, place: Chrome.Place? = nil, input: StartInput? = nil, newKey: () -> String) {
        let calendar = state.calendar
        let today = state.today(now: now)
        let place = place ?? (date == today ? .today : .days)
        isToday = date == today && place == .today
        chrome = Chrome(place, state: state, now: now)
        heading = isToday ? "Today" : Readable.day(date)
        subheading = isToday ? Readable.day(date) : nil
        title = isToday ? "Today" : date.description
        self.date = date.description
        previous = date.adding(days: -1).description
        next = date.adding(days: 1).description
        previousLabel = date.adding(days: -1) == today ? "Today" : Readable.dayWithoutYear(date.adding(days: -1))
        nextLabel = date.adding(days: 1) == today ? "Today" : Readable.dayWithoutYear(date.adding(days: 1))

        let measured = state.presence(on: date, now: now)
        presence = PresenceView(
            percent: Readable.percent(measured.ratio),
            fill: min(100, Int((measured.ratio * 100).rounded())),
            present: Readable.minutes(measured.presentMinutes),
            window: Readable.minutes(measured.windowMinutes),
            range: "\(state.settings.wakingStart)–\(state.settings.wakingEnd)")

        let rows = state.intentions(on: date).reversed().map { IntentionRow($0, state: state, now: now) }
        intentions = rows
        isEmpty = rows.isEmpty
        emptyText = date == today
            ? "Nothing yet today. Set your first intention above: one clear activity and how long you'll give it."
            : (date > today ? "This day hasn't happened yet." : "No intentions were recorded on this day.")

        if isToday, let current = state.intentions.running {
            let left = current.secondsLeft(now: now)
            running = RunningView(
                id: current.id.description, text: current.text,
                plannedEndAt: calendar.iso8601(current.plannedEndAt),
                serverNow: calendar.iso8601(now),
                timeLeft: Readable.countdown(seconds: abs(left)),
                timeLeftLabel: left >= 0 ? "left" : "over time",
                formKey: newKey())
        } else {
            running = nil
        }

        hint = isToday ? HintView(Hint.today, state: state) : nil
        let showForm = isToday && (state.intentions.running == nil || input != nil)
        if showForm {
            let input = input ?? StartInput()
            let isCustom = !input.customMinutes.isEmpty
            var conflict: StartForm.Conflict?
            if let error = input.error, error.code == "intention_running", let current = state.intentions.running {
                conflict = .init(message: "“\(current.text)” is still running. Only one intention runs at a time.", runningText: current.text)
            }
            startForm = StartForm(
                idempotencyKey: newKey(),
                text: input.text,
                presets: StartForm.presetMinutes.map {
                    .init(minutes: $0, label: Readable.minutes($0), checked: !isCustom && $0 == input.minutes)
                },
                customMinutes: input.customMinutes,
                textError: conflict == nil && input.error?.field == "text" ? input.error?.message : nil,
                minutesError: input.error?.field == "minutes" ? input.error?.message : nil,
                conflict: conflict)
        } else {
            startForm = nil
        }
    }
}

extension DayPage.IntentionRow {
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
        tags = intention.tags.map { id in
            let label = state.labels[id]
            return Tag(name: label?.name ?? id.rawValue, kind: (label?.kind ?? .traction).rawValue)
        }
        feeling = intention.feeling.map { FeelingView(emoji: $0.emoji, word: $0.rawValue) }
        hasDetails = !tags.isEmpty || feeling != nil
        reviewLines = [
            ("Went well:", intention.review.wentWell),
            ("Could improve:", intention.review.couldImprove),
            ("Interesting:", intention.review.interesting),
        ].compactMap { question, answer in answer.map { ReviewLine(question: question, answer: $0) } }
    }
}

// Rows repeat on every day page: answering Mustache's lookups directly is much faster than reflection.
extension DayPage.IntentionRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "href": href
        case "text": text
        case "timeRange": timeRange
        case "duration": duration
        case "isRunning": isRunning
        case "tags": tags
        case "feeling": feeling
        case "hasDetails": hasDetails
        case "reviewLines": reviewLines
        default: nil
        }
    }
}

extension DayPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "chrome": chrome
        case "title": title
        case "heading": heading
        case "subheading": subheading
        case "date": date
        case "isToday": isToday
        case "previous": previous
        case "next": next
        case "previousLabel": previousLabel
        case "nextLabel": nextLabel
        case "presence": presence
        case "intentions": intentions
        case "isEmpty": isEmpty
        case "emptyText": emptyText
        case "running": running
        case "startForm": startForm
        case "hint": hint
        default: nil
        }
    }
}
