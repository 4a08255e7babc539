/// What a coach message is about: a fixed vocabulary, also returned by the API. Later modules add their own
/// (`health.*`, `sleep.*`, `workout.*`, `trigger.*`, `pact.*`).
public enum CoachTopic: String, CaseIterable, Codable, Sendable {
    case intentionStart = "intention.start"
    case intentionRunning = "intention.running"
    case intentionOverdue = "intention.overdue"
    case intentionReflect = "intention.reflect"
    case dayStandup = "day.standup"
    case dayReview = "day.review"
    case todoUnlinked = "todo.unlinked"
    case todoCarryover = "todo.carryover"
    case weekPlan = "week.plan"
    case weekOvercommitted = "week.overcommitted"
    case weekRetro = "week.retro"
    case weekActionItem = "week.actionitem"
    case presenceCelebrate = "presence.celebrate"
    case resurface
    case encourage
}

extension CoachTopic {
    /// The topic in words, for the explain view.
    public var title: String {
        switch self {
        case .intentionStart: "Starting an intention"
        case .intentionRunning: "The running intention"
        case .intentionOverdue: "Time's up"
        case .intentionReflect: "Reflecting on an intention"
        case .dayStandup: "The daily standup"
        case .dayReview: "Looking back on the day"
        case .todoUnlinked: "Time outside the plan"
        case .todoCarryover: "Unfinished to-dos"
        case .weekPlan: "Planning the week"
        case .weekOvercommitted: "Too much planned"
        case .weekRetro: "The retrospective"
        case .weekActionItem: "Action items"
        case .presenceCelebrate: "Celebrations"
        case .resurface: "Memories"
        case .encourage: "Encouragement"
        }
    }
}
