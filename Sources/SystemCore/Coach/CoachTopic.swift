/// What a coach message is about, also returned by the API. Each module names its own topics (`health.*`,
/// `sleep.*`, `workout.*`, `trigger.*`, `pact.*`) and lists them in its `CoreModule.coachTopics`; the name is
/// stable, the title is words for the explain view.
public struct CoachTopic: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    /// The topic in words, for the explain view.
    public let title: String
    /// Whether it may speak about today outside the waking window. At night the coach says only what matters then
    /// (the running or overdue intention, or that the rest can wait for tomorrow): no celebrations, memories or
    /// nudges.
    public let speaksAtNight: Bool
    /// Whether it may speak about today while an intention runs: focus is never interrupted by anything else.
    public let speaksDuringFocus: Bool

    public init(_ rawValue: String, title: String, speaksAtNight: Bool = false, speaksDuringFocus: Bool = false) {
        self.rawValue = rawValue
        self.title = title
        self.speaksAtNight = speaksAtNight
        self.speaksDuringFocus = speaksDuringFocus
    }

    /// The topic of the standard modules with this name.
    public init?(rawValue: String) {
        guard let topic = CoachTopic.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = topic
    }

    public static func == (a: CoachTopic, b: CoachTopic) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public var description: String { rawValue }

    /// Every topic of the standard modules, in their order.
    public static var allCases: [CoachTopic] { CoreModules.standard.coachTopics }
}

extension CoachTopic {
    public static let intentionStart = CoachTopic("intention.start", title: "Starting an intention")
    public static let intentionRunning = CoachTopic(
        "intention.running", title: "The running intention", speaksAtNight: true, speaksDuringFocus: true)
    public static let intentionOverdue = CoachTopic("intention.overdue", title: "Time's up", speaksAtNight: true, speaksDuringFocus: true)
    public static let intentionReflect = CoachTopic("intention.reflect", title: "Reflecting on an intention")
    public static let dayStandup = CoachTopic("day.standup", title: "The daily standup")
    public static let dayReview = CoachTopic("day.review", title: "Looking back on the day")
    public static let todoUnlinked = CoachTopic("todo.unlinked", title: "Time outside the plan")
    public static let todoCarryover = CoachTopic("todo.carryover", title: "Unfinished to-dos")
    public static let weekPlan = CoachTopic("week.plan", title: "Planning the week")
    public static let weekOvercommitted = CoachTopic("week.overcommitted", title: "Too much planned")
    public static let weekRetro = CoachTopic("week.retro", title: "The retrospective")
    public static let weekActionItem = CoachTopic("week.actionitem", title: "Action items")
    public static let presenceCelebrate = CoachTopic("presence.celebrate", title: "Celebrations")
    public static let resurface = CoachTopic("resurface", title: "Memories")
    /// "It can wait for tomorrow" is what the night has to say.
    public static let encourage = CoachTopic("encourage", title: "Encouragement", speaksAtNight: true)
}
