import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system user …`: the accounts of a hosted server, for its administrator.
struct UserAdminCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user", abstract: "Add, list, disable and enable accounts, reset passwords, open or close registration.",
        discussion: """
            A database with accounts is hosted: the server asks people to sign in, and every command needs --user. \
            Without accounts it is local: one person, no sign-in, loopback only.
            """,
        subcommands: [Add.self, List.self, Disable.self, Enable.self, Password.self, Registration.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add an account. The password is asked for on a terminal, or read as one line of standard input.")

        @Argument(help: "Its name: 1 to 32 letters, digits, “.”, “_” or “-”.") var name: String
        @OptionGroup var store: StoreOptions

        func validate() throws {
            do { _ = try AccountName.validated(name) } catch { throw ValidationError(error.message) }
        }

        func run() async throws {
            try await store.withAccounts { service in
                if try await service.store.account(named: name) != nil { throw AccountError.nameTaken(name) }
                let first = try await !service.hasAccounts()
                let password = try PasswordInput.read(for: name)
                let account = try await service.createAccount(name: name, password: password)
                say("Added the account \(account.name).")
                if first {
                    say("This database now has accounts: the server asks people to sign in, and commands need --user \(account.name).")
                }
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the accounts: name, created, disabled, live sessions.")

        @OptionGroup var store: StoreOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await store.withAccounts { service in
                var rows: [AccountJSON] = []
                for account in try await service.store.accounts() {
                    rows.append(AccountJSON(account, sessions: try await service.sessions(of: account.id).count))
                }
                if output.json { return say(JSONText.encode(rows)) }
                if rows.isEmpty { return say("No accounts: this is a local database. Add one with: system user add NAME") }
                let table =
                    [["NAME", "CREATED", "DISABLED", "SESSIONS"]]
                    + rows.map {
                        [$0.name, LocalTime.text($0.created), $0.disabled.map(LocalTime.text) ?? "-", String($0.sessions)]
                    }
                for line in Table.lines(table, indent: "") { say(line) }
            }
        }
    }

    struct Disable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "disable",
            abstract: "Disable an account: it cannot sign in, its sessions end and its access tokens stop working.")

        @Argument(help: "The account's name.") var name: String
        @OptionGroup var store: StoreOptions

        func run() async throws {
            try await store.withAccounts { service in
                guard let existing = try await service.store.account(named: name) else { throw AccountError.noSuchAccount(name) }
                let sessions = try await service.sessions(of: existing.id).count
                let account = try await service.setDisabled(name: name, true)
                say(
                    "Disabled \(account.name): \(sessions == 1 ? "1 session" : "\(sessions) sessions") ended, "
                        + "its access tokens stop working until it is enabled again.")
            }
        }
    }

    struct Enable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "enable", abstract: "Enable a disabled account again.")

        @Argument(help: "The account's name.") var name: String
        @OptionGroup var store: StoreOptions

        func run() async throws {
            try await store.withAccounts { service in
                let account = try await service.setDisabled(name: name, false)
                say("Enabled \(account.name): it can sign in again, and its access tokens work again.")
            }
        }
    }

    struct Password: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "password",
            abstract: "Set an account's password (asked on a terminal, or one line of standard input); its sessions end.")

        @Argument(help: "The account's name.") var name: String
        @OptionGroup var store: StoreOptions

        func run() async throws {
            try await store.withAccounts { service in
                guard let account = try await service.store.account(named: name) else { throw AccountError.noSuchAccount(name) }
                let password = try PasswordInput.read(for: account.name)
                try await service.resetPassword(name: account.name, to: password)
                say("Changed the password of \(account.name); its sessions ended.")
            }
        }
    }

    struct Registration: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "registration",
            abstract: "Show whether anyone may create an account on the sign-in page, or turn it on or off (off by default).")

        @Argument(help: ArgumentHelp("on or off; nothing to show the setting.", valueName: "on|off")) var setting: String?
        @OptionGroup var store: StoreOptions

        func validate() throws {
            if let setting, !["on", "off"].contains(setting.lowercased()) {
                throw ValidationError("“\(setting)” is neither on nor off: use system user registration on, or off.")
            }
        }

        func run() async throws {
            try await store.withAccounts { service in
                if let setting { try await service.setRegistrationOpen(setting.lowercased() == "on") }
                say(
                    try await service.isRegistrationOpen()
                        ? "Registration is on: anyone who reaches the server can create an account."
                        : "Registration is off: only the administrator adds accounts (system user add NAME).")
            }
        }
    }
}

/// An account as `system user list --json` prints it.
struct AccountJSON: Encodable {
    let id: String
    let name: String
    let created: Date
    let disabled: Date?
    let sessions: Int

    init(_ account: Account, sessions: Int) {
        id = account.id.rawValue
        name = account.name
        created = account.createdAt
        disabled = account.disabledAt
        self.sessions = sessions
    }

    enum CodingKeys: String, CodingKey { case id, name, createdAt, disabledAt, sessions }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(LocalTime.iso(created), forKey: .createdAt)
        try container.encode(disabled.map(LocalTime.iso), forKey: .disabledAt)
        try container.encode(sessions, forKey: .sessions)
    }
}
