import ArgumentParser

extension CommandGroup {
    /// The Daily: the day's to-dos and its standup.
    static let daily = CommandGroup(name: "Daily", subcommands: [TodoCommand.self, StandupCommand.self])
}
