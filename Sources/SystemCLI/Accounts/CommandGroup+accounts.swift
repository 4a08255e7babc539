import ArgumentParser

extension CommandGroup {
    /// Accounts and their API tokens, administered on the server's database.
    static let accounts = CommandGroup(name: "Accounts", subcommands: [UserAdminCommand.self, TokenCommand.self])
}
