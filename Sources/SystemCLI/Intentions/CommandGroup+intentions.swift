import ArgumentParser

extension CommandGroup {
    /// The day as it happens: start, end and reflect on intentions, list the day, its presence and labels.
    static let intentions = CommandGroup(
        name: "Intentions", subcommands: [Intend.self, Now.self, End.self, Done.self, Log.self, PresenceCommand.self, Labels.self])
}
