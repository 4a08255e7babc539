import ArgumentParser

extension CommandGroup {
    /// Running the web app and the JSON API.
    static let server = CommandGroup(name: "Server", subcommands: [Serve.self])
}
