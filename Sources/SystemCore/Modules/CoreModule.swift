import Foundation

/// A module's part in the core: the events it owns and the states it folds. Its commands are ``Command`` values
/// and need no registration.
///
/// A module lives in its own folder (`SystemCore/<Module>/`) and is registered by one line in
/// ``CoreModules/standard``.
public protocol CoreModule: SendableMetatype {
    /// A short, stable name (`intentions`).
    static var name: String { get }
    /// The event types it writes, at their current versions.
    static var events: [any Event.Type] { get }
    /// Readers for older stored versions of its events.
    static var upcasters: [Upcaster] { get }
    /// The states it folds from the event stream.
    static var states: [any ModuleState.Type] { get }
    /// The coach's topics it owns, and the signals and options (rows of the coach's table) it adds.
    static var coachTopics: [CoachTopic] { get }
    static var coachSignals: [CoachSignal] { get }
    static var coachOptions: [CoachOption] { get }
    /// The `{placeholders}` its options use beyond the coach's own.
    static var coachWords: [CoachWord] { get }
    /// The moments it has the coach speak up on its own (notifications in an open tab), from a state at `now`; the
    /// coach keeps those in its window and out of quiet hours.
    static var coachReminders: [CoachReminderSource] { get }
}

/// A module's reminders at a moment: the user's state and the instant.
public typealias CoachReminderSource = @Sendable (UserState, Date) -> [CoachReminder]

extension CoreModule {
    public static var upcasters: [Upcaster] { [] }
    public static var states: [any ModuleState.Type] { [] }
    public static var coachTopics: [CoachTopic] { [] }
    public static var coachSignals: [CoachSignal] { [] }
    public static var coachOptions: [CoachOption] { [] }
    public static var coachWords: [CoachWord] { [] }
    public static var coachReminders: [CoachReminderSource] { [] }
}

/// The modules a build runs with: the decoding table of all their events and the states a user's stream folds into.
public struct CoreModules: Sendable {
    /// The modules, in registration order.
    public let modules: [any CoreModule.Type]
    /// Every registered event type and version.
    public let events: EventRegistry
    let states: [any ModuleState.Type]
    let stateIndex: [ObjectIdentifier: Int]

    public init(_ modules: [any CoreModule.Type]) {
        var names: [String] = []
        var events = EventRegistry()
        var states: [any ModuleState.Type] = []
        for module in modules {
            precondition(!names.contains(module.name), "The module \(module.name) is registered twice.")
            names.append(module.name)
            for event in module.events { register(event, in: &events) }
            for upcaster in module.upcasters { events.register(upcaster) }
            states += module.states
        }
        var index: [ObjectIdentifier: Int] = [:]
        for (position, state) in states.enumerated() {
            precondition(index[ObjectIdentifier(state)] == nil, "The state \(state) is registered twice.")
            index[ObjectIdentifier(state)] = position
        }
        self.modules = modules
        self.events = events
        self.states = states
        stateIndex = index
    }

    /// The coach's topics, signals, options and words of every module, in registration order.
    public var coachTopics: [CoachTopic] { modules.flatMap { $0.coachTopics } }
    public var coachSignals: [CoachSignal] { modules.flatMap { $0.coachSignals } }
    public var coachOptions: [CoachOption] { modules.flatMap { $0.coachOptions } }
    public var coachWords: [CoachWord] { modules.flatMap { $0.coachWords } }
    public var coachReminders: [CoachReminderSource] { modules.flatMap { $0.coachReminders } }

    /// These modules and more (a test adds its own).
    public func adding(_ more: [any CoreModule.Type]) -> CoreModules {
        CoreModules(modules + more)
    }
}

private func register<E: Event>(_ event: E.Type, in registry: inout EventRegistry) {
    registry.register(event)
}

extension CoreModules {
    /// The modules of The System. Registering a module is one line here.
    public static let standard = CoreModules([
        SettingsCore.self,
        IntentionsCore.self,
        WeeklyCore.self,
        DailyCore.self,
        CoachCore.self,
        HealthCore.self,
        SleepCore.self,
        WorkoutsCore.self,
        JournalCore.self,
        TriggersCore.self,
        RunbooksCore.self,
        TimeboxesCore.self,
        PactsCore.self,
    ])
}
