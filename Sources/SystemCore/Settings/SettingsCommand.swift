import Foundation

/// What a user asks of the Settings module.
public enum SettingsCommand: Command, Equatable {
    /// Saves all settings: each module's part is recorded by its own event, and only where it changed.
    case changeSettings(Settings)
    /// The time zone a new user's device is in, taken only while the user has never saved settings: a choice made
    /// since (anywhere) is never overwritten.
    case adoptTimeZone(String)
    case dismissHint(String)

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        switch self {
        case .changeSettings(let settings):
            let settings = try settings.validated()
            let current = state.settings
            var events: [DomainEvent] = []
            if settings.general != current.general || !state.hasSavedSettings {
                events.append(DomainEvent(DomainEvent.GeneralSettingsChanged(settings: settings.general)))
            }
            if settings.weekly != current.weekly {
                events.append(DomainEvent(DomainEvent.WeeklySettingsChanged(settings: settings.weekly)))
            }
            if settings.daily != current.daily { events.append(DomainEvent(DomainEvent.DailySettingsChanged(settings: settings.daily))) }
            if settings.coach != current.coach { events.append(DomainEvent(DomainEvent.CoachSettingsChanged(settings: settings.coach))) }
            return events

        case .adoptTimeZone(let zone):
            guard !state.hasSavedSettings else { return [] }
            var settings = state.settings
            settings.timeZone = zone
            return [DomainEvent(DomainEvent.GeneralSettingsChanged(settings: try settings.validated().general))]

        case .dismissHint(let hint):
            guard Hint.all.contains(hint) else {
                throw .invalid("hint", "There is no hint called “\(hint)”.")
            }
            return state.dismissedHints.contains(hint) ? [] : [DomainEvent(DomainEvent.HintDismissed(hint: hint))]
        }
    }
}

extension UserCommand {
    public static func changeSettings(_ settings: Settings) -> UserCommand { UserCommand(SettingsCommand.changeSettings(settings)) }
    public static func adoptTimeZone(_ zone: String) -> UserCommand { UserCommand(SettingsCommand.adoptTimeZone(zone)) }
    public static func dismissHint(_ hint: String) -> UserCommand { UserCommand(SettingsCommand.dismissHint(hint)) }
}
