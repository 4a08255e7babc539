/// The Intentions module in the core: intentions (started, extended, ended, recorded, tagged, rated, reviewed,
/// corrected) and the labels their tags use.
public enum IntentionsCore: CoreModule {
    public static let name = "intentions"
    public static let events: [any Event.Type] = [
        DomainEvent.IntentionStarted.self,
        DomainEvent.IntentionExtended.self,
        DomainEvent.IntentionEnded.self,
        DomainEvent.IntentionTagged.self,
        DomainEvent.IntentionRated.self,
        DomainEvent.IntentionReviewed.self,
        DomainEvent.IntentionEdited.self,
        DomainEvent.IntentionRecorded.self,
        DomainEvent.LabelCreated.self,
    ]
    public static let states: [any ModuleState.Type] = [IntentionLog.self, LabelBook.self]
}
