/// The coach in the core: its settings, and the topics, signals and options of the first modules (the coach reads
/// the intentions, the Weekly and the Daily). Later modules add their own in their `CoreModule`.
public enum CoachCore: CoreModule {
    public static let name = "coach"
    public static let events: [any Event.Type] = [DomainEvent.CoachSettingsChanged.self]
    public static let states: [any ModuleState.Type] = [CoachSettings.self]
    public static let coachTopics: [CoachTopic] = [
        .intentionStart, .intentionRunning, .intentionOverdue, .intentionReflect, .dayStandup, .dayReview, .todoUnlinked,
        .todoCarryover, .weekPlan, .weekOvercommitted, .weekRetro, .weekActionItem, .presenceCelebrate, .resurface, .encourage,
    ]
    public static let coachSignals = CoachSignal.all
    public static let coachOptions = CoachCatalogue.options
}
