import ArgumentParser

extension CommandGroup {
    /// The day planned as timeboxes, and the calendar feed that shows them on a phone.
    static let timeboxes = CommandGroup(name: "Timeboxes", subcommands: [TimeboxCommands.self, CalendarCommands.self])
}
