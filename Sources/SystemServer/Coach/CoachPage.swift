import Foundation
import SystemCore

/// "Why this?": the message, one plain sentence on why it shows, what each other topic would say or why it is
/// quiet; and, behind "Details", every option with its priority and reason and every signal's value — for any
/// instant and viewed day.
struct CoachPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let message: CoachModule.View
    let because: String
    let alternatives: [Alternative]
    let atLocal: String
    let atLabel: String
    let date: String
    let dateLabel: String
    let tied: String?
    let options: [OptionRow]
    let signals: [SignalRow]
    let error: String?

    struct Alternative: Sendable, Encodable {
        let title: String
        let text: String?
        let reason: String
    }

    struct OptionRow: Sendable, Encodable {
        let key: String
        let topic: String
        let priority: String
        let reason: String
        let isWinner: Bool
        let isZero: Bool
        let text: String
    }

    struct SignalRow: Sendable, Encodable {
        let name: String
        let value: String
        let meaning: String
        let fill: Int
    }

    init(_ evaluation: Coach.Evaluation, state: UserState, at: Date, date: CivilDate?, now: Date, error: String? = nil) {
        let calendar = state.calendar
        let viewed = date ?? calendar.day(containing: at)
        chrome = Chrome(day: viewed, state: state, now: now)
        message = CoachModule.View(evaluation.message, date: viewed, now: at, calendar: calendar)
        let explanation = evaluation.explanation
        because = explanation.because
        alternatives = explanation.alternatives.map { Alternative(title: $0.topic.title, text: $0.text, reason: $0.reason) }
        atLocal = String(calendar.iso8601(at).prefix(16))
        atLabel = "\(Readable.day(calendar.calendarDate(at))), \(Readable.time(at, in: calendar))"
        self.date = viewed.description
        dateLabel = viewed == state.today(now: now) ? "today" : Readable.day(viewed)
        tied =
            evaluation.tied.count > 1
            ? "\(evaluation.tied.count) options tied at the top (\(evaluation.tied.joined(separator: ", "))); one is drawn for this user, day and hour, so a reload does not change it."
            : nil
        options = evaluation.scores.map { score in
            OptionRow(
                key: score.option.key, topic: score.option.topic.rawValue, priority: Coach.formatted(score.priority),
                reason: score.reason, isWinner: score.option.key == evaluation.message.key && score.priority > 0,
                isZero: score.priority == 0, text: evaluation.filled(score.option.text))
        }
        signals = evaluation.signals.map { signal, value in
            SignalRow(name: signal.name, value: Coach.formatted(value), meaning: signal.meaning, fill: Int((value * 100).rounded()))
        }
        self.error = error
    }
}
