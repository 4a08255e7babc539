import ArgumentParser

extension CommandGroup {
    /// A whole history as a file, and from one database to another.
    static let data = CommandGroup(name: "Data", subcommands: [ExportCommand.self, ImportCommand.self, MigrateCommand.self])
}
