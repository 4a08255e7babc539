import ArgumentParser

extension CommandGroup {
    /// A whole history as a file, from one database to another, and a check that every event can be read.
    static let data = CommandGroup(
        name: "Data",
        subcommands: [
            ExportCommand.self, ImportCommand.self, MigrateCommand.self,
            DoctorCommand.self,
        ])
}
