import Foundation
import SystemCore

/// "Why this?": every option the coach weighed with its priority and the reason for it, and every signal's value,
/// for any instant and viewed day.
struct CoachPage: Sendable {
    let chrome: Chrome
    let message: CoachModule.View
    let atLocal: String
    let atLabel: String
    let date: String
    let dateLabel: String
    let tied: String?
    let options: [OptionRow]
    let signals: [SignalRow]
    let error: String?

    struct OptionRow: Sendable {
        let key: String
        let topic: String
        let priority: String
        let reason: String
        let isWinner: Bool
        let isZero: Bool
        let text: String
    }

    struct SignalRow: Sendable {
        let name: String
        let value: String
        let meaning: String
        let fill: Int
    }

    init(state: UserState, user: UserID, at: Date, date: CivilDate?, now: Date, error: String? = nil) {
        let calendar = state.calendar
        chrome = Chrome(.other, state: state, now: now)
        let evaluation = Coach().evaluate(state, user: user, at: at, date: date)
        let viewed = date ?? calendar.day(containing: at)
        message = CoachModule.View(evaluation.message, date: viewed, now: at, calendar: calendar)
        atLocal = String(calendar.iso8601(at).prefix(16))
        atLabel = "\(Readable.day(calendar.calendarDate(at))), \(Readable.time(at, in: calendar))"
        self.date = viewed.description
        dateLabel = Readable.day(viewed)
        tied = evaluation.tied.count > 1
            ? "\(evaluation.tied.count) options tied at the top (\(evaluation.tied.joined(separator: ", "))); one is drawn for this user, day and hour, so a reload does not change it."
            : nil
        options = evaluation.scores.map { score in
            OptionRow(key: score.option.key, topic: score.option.topic.rawValue, priority: Coach.formatted(score.priority),
                      reason: score.reason, isWinner: score.option.key == evaluation.message.key && score.priority > 0,
                      isZero: score.priority == 0, text: score.option.text)
        }
        signals = evaluation.signals.map { signal, value in
            SignalRow(name: signal.name, value: Coach.formatted(value), meaning: signal.meaning, fill: Int((value * 100).rounded()))
        }
        self.error = error
    }
}
