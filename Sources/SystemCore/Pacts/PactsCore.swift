/// The pacts in the core: effort, price and identity pacts made in advance against distraction, each day's honest
/// answer, renegotiation that keeps the old version's record, and what the coach makes of them.
public enum PactsCore: CoreModule {
    public static let name = "pacts"
    public static let events: [any Event.Type] = [
        DomainEvent.PactMade.self, DomainEvent.PactRenegotiated.self, DomainEvent.PactChecked.self, DomainEvent.PactEnded.self,
    ]
    public static let states: [any ModuleState.Type] = [PactBook.self]
}
