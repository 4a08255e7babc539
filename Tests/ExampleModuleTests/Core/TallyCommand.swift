import Foundation
import SystemCore

/// What a user asks of the tally.
enum TallyCommand: Command {
    case count(glasses: Int)
    case setDailyGoal(Int)

    func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        switch self {
        case .count(let glasses):
            guard (1...20).contains(glasses) else { throw .invalid("glasses", "Count between 1 and 20 glasses at a time.") }
            return [DomainEvent(DomainEvent.GlassesCounted(amount: glasses, at: now))]
        case .setDailyGoal(let goal):
            guard (1...40).contains(goal) else { throw .invalid("dailyGoal", "A daily goal is between 1 and 40 glasses.") }
            guard goal != state.tallySettings.dailyGoal else { return [] }
            return [DomainEvent(DomainEvent.TallySettingsChanged(settings: TallySettings(dailyGoal: goal)))]
        }
    }
}
