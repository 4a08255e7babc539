import ArgumentParser

extension CommandGroup {
    /// The user's settings: time zone, day and week, goal sizes, Today's modules, quiet hours.
    static let settings = CommandGroup(name: "Settings", subcommands: [SettingsCommand.self])
}
