import Foundation
import SystemCore

// The API's view of the coach. Field names are a public contract: add, never rename.
// Numbers in 0…1 and priorities are rounded to four decimals, so they read the same in every client.

/// What the coach says: the message shown on the Today page, in `system coach` and in a status bar.
public struct CoachMessageJSON: Encodable, Sendable {
    let key: String
    let topic: String
    let text: String
    let priority: Double
    let actions: [CoachActionJSON]

    public init(_ message: Coach.Message) {
        key = message.key
        topic = message.topic.rawValue
        text = message.text
        priority = CoachNumber.rounded(message.priority)
        actions = message.actions.map(CoachActionJSON.init)
    }
}

/// A link or button beside a message: `{"label": "Plan my week", "href": "/weeks/2026-11-23#plan"}`.
public struct CoachActionJSON: Encodable, Sendable {
    let label: String
    let href: String

    public init(_ action: CoachOption.Action) {
        label = action.label
        href = action.href
    }
}

/// One option as weighed at a moment: its priority, why, and the value of each condition.
public struct CoachScoreJSON: Encodable, Sendable {
    let key: String
    let topic: String
    let priority: Double
    let maxPriority: Double
    /// In words: "0 because weekIsPlanned = 1" or "85 × 1 × 0.5 = 42.5".
    let reason: String
    /// Each condition by name (`!name` is one minus the signal) and the factor it contributed.
    let conditions: [String: Double]

    public init(_ score: Coach.Score) {
        key = score.option.key
        topic = score.option.topic.rawValue
        priority = CoachNumber.rounded(score.priority)
        maxPriority = CoachNumber.rounded(score.option.maxPriority)
        reason = score.reason
        var conditions: [String: Double] = [:]
        for condition in score.conditions { conditions[condition.name] = CoachNumber.rounded(condition.value) }
        self.conditions = conditions
    }
}

/// A signal's value at a moment, with what it means.
public struct CoachSignalValueJSON: Encodable, Sendable {
    let name: String
    let meaning: String
    let value: Double

    public init(_ signal: CoachSignal, value: Float) {
        name = signal.name
        meaning = signal.meaning
        self.value = CoachNumber.rounded(value)
    }
}

/// `GET /api/v1/coach`: the message for an instant and a viewed day; with `explain`, every option by priority and
/// every signal's value.
public struct CoachJSON: Encodable, Sendable {
    let message: CoachMessageJSON
    let at: String
    let date: String
    // The explanation's fields are left out entirely unless it was asked for.
    /// Why it shows, in one plain sentence (explain only).
    let because: String?
    /// Every other topic: what it would say, or why it is quiet (explain only).
    let alternatives: [CoachAlternativeJSON]?
    let options: [CoachScoreJSON]?
    let signals: [CoachSignalValueJSON]?
    /// The keys of the options that tied at the top (the winner was drawn among them; explain only).
    let tied: [String]?

    public init(_ evaluation: Coach.Evaluation, at: Date, date: CivilDate, explain: Bool, calendar: DayCalendar) {
        message = CoachMessageJSON(evaluation.message)
        self.at = calendar.iso8601(at)
        self.date = date.description
        let explanation = explain ? evaluation.explanation : nil
        because = explanation?.because
        alternatives = explanation?.alternatives.map(CoachAlternativeJSON.init)
        options = explain ? evaluation.scores.map(CoachScoreJSON.init) : nil
        signals = explain ? evaluation.signals.map { CoachSignalValueJSON($0.signal, value: $0.value) } : nil
        tied = explain ? evaluation.tied : nil
    }
}

/// Another topic the coach weighed: what it would say (`text`, null when it has nothing to say now) and why it is
/// not the one shown.
public struct CoachAlternativeJSON: Encodable, Sendable {
    let topic: String
    let title: String
    let text: String?
    let reason: String

    init(_ alternative: Coach.Evaluation.Alternative) {
        topic = alternative.topic.rawValue
        title = alternative.topic.title
        text = alternative.text
        reason = alternative.reason
    }

    enum CodingKeys: String, CodingKey { case topic, title, text, reason }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(topic, forKey: .topic)
        try c.encode(title, forKey: .title)
        try c.encode(text, forKey: .text)
        try c.encode(reason, forKey: .reason)
    }
}

/// `GET /api/v1/coach/topics`: the fixed vocabulary of what messages are about.
public struct CoachTopicsJSON: Encodable, Sendable {
    let topics: [String]

    public init(_ topics: [CoachTopic] = CoachTopic.allCases) {
        self.topics = topics.map(\.rawValue)
    }
}

/// A row of the catalogue, as written: placeholders such as `{running}` are left in.
public struct CoachRuleJSON: Encodable, Sendable {
    let key: String
    let topic: String
    let maxPriority: Double
    /// The signals multiplied together, in order; `!name` means one minus that signal.
    let conditions: [String]
    let text: String
    let actions: [CoachActionJSON]

    public init(_ option: CoachOption) {
        key = option.key
        topic = option.topic.rawValue
        maxPriority = CoachNumber.rounded(option.maxPriority)
        conditions = option.conditions
        text = option.text
        actions = option.actions.map(CoachActionJSON.init)
    }
}

/// A signal as the catalogue reads it: its name and meaning.
public struct CoachSignalJSON: Encodable, Sendable {
    let name: String
    let meaning: String

    public init(_ signal: CoachSignal) {
        name = signal.name
        meaning = signal.meaning
    }
}

/// `GET /api/v1/coach/rules`: the whole catalogue as a table, the message shown when nothing scores, and the signals.
public struct CoachRulesJSON: Encodable, Sendable {
    let options: [CoachRuleJSON]
    let calm: CoachRuleJSON
    let signals: [CoachSignalJSON]

    public init(_ coach: Coach = Coach()) {
        options = coach.options.map(CoachRuleJSON.init)
        calm = CoachRuleJSON(CoachCatalogue.calm)
        signals = coach.signals.map(CoachSignalJSON.init)
    }
}

/// A reminder an open tab shows as a notification at `at`.
public struct CoachReminderJSON: Encodable, Sendable {
    let key: String
    let at: String
    let title: String
    let body: String
    let href: String

    public init(_ reminder: CoachReminder, calendar: DayCalendar) {
        key = reminder.key
        at = calendar.iso8601(reminder.at)
        title = reminder.title
        body = reminder.body
        href = reminder.href
    }
}

/// `GET /api/v1/coach/reminders`: what is due from five minutes ago to twelve hours ahead, quiet ones left out.
public struct CoachRemindersJSON: Encodable, Sendable {
    let now: String
    let reminders: [CoachReminderJSON]

    public init(_ reminders: [CoachReminder], now: Date, calendar: DayCalendar) {
        self.now = calendar.iso8601(now)
        self.reminders = reminders.map { CoachReminderJSON($0, calendar: calendar) }
    }
}

enum CoachNumber {
    /// Four decimals, as a Double, so `0.1` stays `0.1` in JSON rather than `0.100000001`.
    static func rounded(_ value: Float) -> Double {
        (Double(value) * 10_000).rounded() / 10_000
    }
}
