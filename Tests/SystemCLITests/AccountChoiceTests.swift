import ArgumentParser
import Foundation
import SystemCore
import SystemStore
import Testing

@testable import SystemCLI

/// Whose history a data command works on: `--user` / `SYSTEM_USER` against the accounts of the database.
@Suite struct AccountChoiceTests {
    /// A database with the accounts Ada (enabled) and Carl (disabled), or none.
    static func database(withAccounts: Bool) async throws -> MemoryEventStore {
        let store = MemoryEventStore()
        guard withAccounts else { return store }
        let now = Date(timeIntervalSince1970: 1_795_167_000)
        try await store.createAccount(Account(id: UserID("u-ada"), name: "Ada", passwordHash: "$2b$04$x", createdAt: now))
        try await store.createAccount(Account(id: UserID("u-carl"), name: "carl", passwordHash: "$2b$04$x", createdAt: now))
        try await store.setDisabled(UserID("u-carl"), at: now)
        return store
    }

    enum Expected: Sendable, CustomTestStringConvertible {
        case stream(String)
        case refusal(String)
        var testDescription: String {
            switch self {
            case .stream(let id): "stream \(id)"
            case .refusal(let text): "refusal “\(text)”"
            }
        }
    }

    @Test(
        arguments: [
            // No accounts: the local stream, and naming one is an error that says how to create it
            (false, nil, "--user", Expected.stream("local")),
            (false, "ada", "--user", .refusal("no accounts here: this is a local database; create one with `system user add NAME`")),
            (
                false, "ada", "SYSTEM_USER",
                .refusal("SYSTEM_USER: no accounts here: this is a local database; create one with `system user add NAME`")
            ),
            (false, "ada", "--to-user", .refusal("--to-user: no accounts here: this is a local database")),
            // Accounts: one must be named, must exist and be enabled; names ignore case
            (true, nil, "--user", .refusal("this database has accounts: say which with --user NAME (or SYSTEM_USER)")),
            (true, nil, "--from-user", .refusal("this database has accounts: say which with --from-user NAME")),
            (true, "ada", "--user", .stream("u-ada")),
            (true, "ADA", "SYSTEM_USER", .stream("u-ada")),
            (true, "nobody", "--user", .refusal("there is no account named “nobody”; `system user list` shows them")),
            (true, "carl", "--user", .refusal("the account “carl” is disabled; `system user enable carl` enables it")),
        ] as [(Bool, String?, String, Expected)])
    func theAccountIsChosenByTheRules(_ withAccounts: Bool, _ name: String?, _ source: String, _ expected: Expected) async throws {
        let database = try await Self.database(withAccounts: withAccounts)
        let choice = AccountChoice(name: name, source: source)
        switch expected {
        case .stream(let id):
            #expect(try await choice.stream(in: database) == UserID(id))
        case .refusal(let text):
            let error = await #expect(throws: CLIError.self) { try await choice.stream(in: database) }
            #expect(error?.description.hasPrefix(text) == true, "\(error?.description ?? "")")
        }
    }

    @Test(
        arguments: [
            ([], [String: String](), nil, "--user"),
            (["--user", "ada"], ["SYSTEM_USER": "bob"], "ada", "--user"),
            ([], ["SYSTEM_USER": "bob"], "bob", "SYSTEM_USER"),
            ([], ["SYSTEM_USER": "  "], nil, "--user"),
        ] as [([String], [String: String], String?, String)])
    func theFlagWinsOverTheEnvironment(_ arguments: [String], _ environment: [String: String], _ name: String?, _ source: String) throws {
        let option = try UserOption.parse(arguments)
        let choice = option.chosen(environment: environment)
        #expect(choice.name == name)
        #expect(choice.source == source)
    }

    /// Every command that reads or writes a history takes --user; the server, which serves every account, does not.
    @Test(arguments: [
        ["now"], ["end"], ["log"], ["presence"], ["settings"], ["labels"], ["week"], ["week", "plan"], ["area"],
        ["area", "add", "X"], ["goal", "done", "X"], ["todo"], ["todo", "add", "X"], ["standup"], ["retro"], ["coach"],
        ["intend", "X"], ["done"], ["export"], ["import", "-"],
    ])
    func dataCommandsTakeUser(_ arguments: [String]) {
        #expect((try? SystemCommand.parseAsRoot(arguments + ["--user", "ada"])) != nil, "\(arguments)")
    }

    @Test func serveDoesNotTakeUser() {
        #expect(throws: (any Error).self) { try SystemCommand.parseAsRoot(["serve", "--user", "ada"]) }
        #expect((try? SystemCommand.parseAsRoot(["serve"])) != nil)
    }
}
