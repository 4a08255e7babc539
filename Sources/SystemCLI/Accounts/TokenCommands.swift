import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system token …`: personal access tokens for the API (`Authorization: Bearer …`).
struct TokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token", abstract: "Create, list and revoke an account's personal access tokens for the API.",
        subcommands: [Create.self, List.self, Revoke.self])

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "create",
            abstract: "Create a token and print it. It is shown this once: only its hash is kept.")

        @Argument(help: "What the token is for, e.g. “phone shortcut”.") var name: String
        @OptionGroup var user: UserOption
        @OptionGroup var store: StoreOptions

        func run() async throws {
            try await store.withAccounts { service in
                let account = try await user.account(in: service)
                let (record, token) = try await service.createAccessToken(for: account.id, name: name)
                say(token)
                FileHandle.standardError.write(
                    Data(
                        """
                        This token for \(account.name) (“\(record.name)”, id \(record.id)) is shown once: store it now. \
                        Send it as Authorization: Bearer TOKEN; revoke it with: system token revoke \(record.id) --user \(account.name)

                        """.utf8))
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List an account's tokens, newest first, revoked ones included.")

        @OptionGroup var user: UserOption
        @OptionGroup var store: StoreOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            try await store.withAccounts { service in
                let account = try await user.account(in: service)
                let tokens = try await service.accessTokens(of: account.id)
                if output.json { return say(JSONText.encode(tokens.map(TokenJSON.init))) }
                if tokens.isEmpty {
                    return say("\(account.name) has no access tokens. Create one with: system token create NAME --user \(account.name)")
                }
                let rows =
                    [["ID", "NAME", "CREATED", "LAST USED", "REVOKED"]]
                    + tokens.map {
                        [
                            $0.id, $0.name, LocalTime.text($0.createdAt), $0.lastUsedAt.map(LocalTime.text) ?? "never",
                            $0.revokedAt.map(LocalTime.text) ?? "-",
                        ]
                    }
                for line in Table.lines(rows, indent: "") { say(line) }
            }
        }
    }

    struct Revoke: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "revoke", abstract: "Revoke a token: it stops working at once.")

        @Argument(help: "The token's id, as token list shows it.") var id: String
        @OptionGroup var user: UserOption
        @OptionGroup var store: StoreOptions

        func run() async throws {
            try await store.withAccounts { service in
                let account = try await user.account(in: service)
                let name = try await service.accessTokens(of: account.id).first { $0.id == id }?.name
                guard try await service.revokeAccessToken(id: id, of: account.id) else {
                    throw CLIError(
                        name == nil
                            ? "\(account.name) has no token with the id \(id); see: system token list --user \(account.name)"
                            : "the token \(id) of \(account.name) is revoked already")
                }
                say("Revoked the token \(id) (“\(name ?? id)”) of \(account.name).")
            }
        }
    }
}

/// A token as `system token list --json` prints it: never the token nor its hash.
struct TokenJSON: Encodable {
    let id: String
    let name: String
    let createdAt: String
    let lastUsedAt: String?
    let revokedAt: String?

    init(_ record: AccessTokenRecord) {
        id = record.id
        name = record.name
        createdAt = LocalTime.iso(record.createdAt)
        lastUsedAt = record.lastUsedAt.map(LocalTime.iso)
        revokedAt = record.revokedAt.map(LocalTime.iso)
    }

    enum CodingKeys: String, CodingKey { case id, name, createdAt, lastUsedAt, revokedAt }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(lastUsedAt, forKey: .lastUsedAt)
        try container.encode(revokedAt, forKey: .revokedAt)
    }
}
