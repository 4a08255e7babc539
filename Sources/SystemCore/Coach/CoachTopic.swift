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
