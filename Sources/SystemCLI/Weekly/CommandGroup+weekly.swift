import ArgumentParser

extension CommandGroup {
    /// The Weekly: plan the week, its areas and goals, and hold its retrospective.
    static let weekly = CommandGroup(
        name: "Weekly", subcommands: [WeekCommand.self, AreaCommand.self, GoalCommand.self, RetroCommand.self])
}
