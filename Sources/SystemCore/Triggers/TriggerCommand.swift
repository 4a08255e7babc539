import Foundation

/// What a user asks of the triggers: catch one during the running intention, and say what came of its surf.
public enum TriggerCommand: Command, Equatable {
    /// Catches a trigger during the running intention (`intention`, when given, must be it; `surfMinutes` nil: the
    /// length chosen last, 5 at first).
    case log(id: TriggerID, intention: IntentionID? = nil, what: String, toward: String?, surfMinutes: Int?)
    /// The urge passed, the user surfed again, or gave in (`minutes`: how long, for giving in only).
    case settle(id: TriggerID, outcome: InternalTrigger.Outcome.Kind, minutes: Int?)

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        switch self {
        case .log(let id, let intention, let what, let toward, let surfMinutes):
            guard let running = state.intentions.running else {
                throw DomainError(
                    .conflict, code: "no_running_intention",
                    message: "No intention is running: a trigger is caught during one. Start an intention first.", field: "intention")
            }
            if let intention, intention != running.id {
                throw DomainError(
                    .conflict, code: "no_running_intention",
                    message: "That intention is not the one running: a trigger is caught during the running intention.",
                    field: "intention")
            }
            guard state.triggers[id] == nil else {
                throw DomainError(.conflict, code: "trigger_exists", message: "A trigger with id \(id) already exists.", field: "id")
            }
            let what = try Self.words(what, field: "what", required: true)!
            let toward = try Self.words(toward ?? "", field: "toward", required: false)
            let minutes = surfMinutes ?? state.triggers.surfMinutes
            guard InternalTrigger.surfRange.contains(minutes) else {
                throw .invalid("surfMinutes", "Surf an urge for 1 to 60 minutes (5 is the usual).")
            }
            let trigger = InternalTrigger(
                id: id, intention: running.id, date: state.calendar.day(containing: running.startedAt), at: now,
                what: InternalTrigger.named.contains(what.lowercased()) ? what.lowercased() : what, toward: toward,
                surfMinutes: minutes)
            return [DomainEvent(DomainEvent.TriggerLogged(trigger))]
        case .settle(let id, let outcome, let minutes):
            guard let trigger = state.triggers[id] else {
                throw DomainError(.notFound, code: "trigger_not_found", message: "There is no trigger \(id).", field: "id")
            }
            if let settled = trigger.settled {
                throw DomainError(
                    .conflict, code: "trigger_settled", message: "This urge is settled already: it \(settled.words).", field: "outcome")
            }
            switch outcome {
            case .gaveIn:
                guard let minutes else {
                    throw .invalid("minutes", "Say how many minutes giving in took (0 if none): they count as distraction.")
                }
                guard InternalTrigger.minutesRange.contains(minutes) else {
                    throw .invalid("minutes", "Giving in is counted from 0 to 600 minutes.")
                }
            case .passed, .surfed:
                guard minutes == nil else { throw .invalid("minutes", "Only giving in takes minutes.") }
            }
            return [
                DomainEvent(
                    DomainEvent.TriggerOutcomeRecorded(triggerId: id, date: trigger.date, outcome: outcome, at: now, minutes: minutes))
            ]
        }
    }

    /// Words as typed, trimmed and on one line; nil when empty and not required.
    static func words(_ text: String, field: String, required: Bool) throws(DomainError) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !words.isEmpty else {
            guard !required else {
                throw .invalid(field, "Say what pulled: bored, anxious, tired, restless, hungry, curious, lonely, or your own words.")
            }
            return nil
        }
        guard words.count <= InternalTrigger.maxLength else {
            throw .invalid(field, "Keep it to \(InternalTrigger.maxLength) characters.")
        }
        return words
    }
}

extension UserCommand {
    public static func triggers(_ command: TriggerCommand) -> UserCommand { UserCommand(command) }
}
