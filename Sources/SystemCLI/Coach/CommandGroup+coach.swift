import ArgumentParser

extension CommandGroup {
    /// The coach: its message, why it won, and its rules.
    static let coach = CommandGroup(name: "Coach", subcommands: [CoachCommand.self])
}
