import SystemCore

/// The example module in the core: its events and the states it folds.
enum TallyCore: CoreModule {
    static let name = "tally"
    static let events: [any Event.Type] = [DomainEvent.GlassesCounted.self, DomainEvent.TallySettingsChanged.self]
    static let states: [any ModuleState.Type] = [Tally.self, TallySettings.self]
}

extension CoreModules {
    /// The app's modules and the example: the one registration line.
    static let withTally = CoreModules.standard.adding([TallyCore.self])
}
