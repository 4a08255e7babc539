import Foundation
import Testing

@testable import SystemCore

/// The user the coach speaks to in these tests (the tie-break is seeded by the user).
let coachUser = UserID("alice")

extension UserState {
    /// A user in Berlin with the defaults: days from 04:00, waking 07:00–23:00, weeks from Monday, standup by 10:00.
    static func berlin(_ change: (inout Settings) -> Void = { _ in }) -> UserState {
        var settings = Settings(timeZone: "Europe/Berlin")
        change(&settings)
        return .with(settings)
    }

    /// The value of the signal `name` for this user at `at`, viewing `date` (the day containing `at` by default).
    func signal(_ name: String, at: Date, date: CivilDate? = nil) -> Float {
        guard let signal = CoreModules.standard.coachSignals.first(where: { $0.name == name }) else {
            preconditionFailure("no signal called \(name)")
        }
        return signal.value(CoachMoment(state: self, at: at, date: date))
    }

    /// What the catalogue's coach weighs for this user at `at`, viewing `date`.
    func coach(at: Date, date: CivilDate? = nil) -> Coach.Evaluation {
        Coach().evaluate(self, user: coachUser, at: at, date: date)
    }

    /// Records a fully reflected intention: tagged, rated and reviewed a minute after it ends.
    mutating func reflected(
        _ id: IntentionID, _ text: String = "Focus", from start: Date, minutes: Int = 25,
        wentWell: String = "It went to plan", todo: TodoID? = nil
    ) throws(DomainError) {
        try record(id, text, from: start, planned: minutes, endingAfter: minutes, todo: todo)
        let after = start.plus(minutes: minutes + 1)
        try run(.tagIntention(id: id, tags: [.init("Deep work")]), at: after)
        try run(.rateIntention(id: id, feeling: .happy), at: after)
        try run(.reviewIntention(id: id, review: Review(wentWell: wentWell)), at: after)
    }
}

extension Coach.Evaluation {
    /// The score of the option `key`.
    func score(_ key: String) -> Coach.Score? { scores.first { $0.option.key == key } }

    /// The value of the signal `name` as the evaluation saw it.
    func value(of name: String) -> Float? { signals.first { $0.signal.name == name }?.value }

    /// The options that scored above zero.
    var scoring: [Coach.Score] { scores.filter { $0.priority > 0 } }
}

/// A hand-made signal with a fixed value, for testing the engine apart from the catalogue.
func fixedSignal(_ name: String, _ value: Float) -> CoachSignal {
    CoachSignal(name, "Always \(value).", yes: "\(name) holds", no: "\(name) does not hold") { _ in value }
}
