import ArgumentParser

extension CommandGroup {
    /// Pacts made in advance against distraction.
    static let pacts = CommandGroup(name: "Pacts", subcommands: [PactCommandLine.self])
}
