import Foundation
import Synchronization
import SystemCore
import SystemStore
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `system user …` and `system token …` run as the administrator would: the real binary, passwords on standard input
/// or typed on a terminal.
@Suite(.serialized)
struct AccountProcessTests {
    let directory = ProcessTests.temporaryDirectory()

    /// Runs the binary on the test's data folder with `input` as standard input.
    func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws -> ProcessTests.Result {
        let process = Process()
        process.executableURL = try #require(ProcessTests.binary, "build the `system` product first (swift build)")
        process.arguments = arguments + ["--data-dir", directory]
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "SYSTEM_USER" && $0.key != "SYSTEM_DATABASE" }
            .merging(environment) { $1 }
        let stdin = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessTests.Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The account service over the same file, as the server would have it.
    func withService<T>(_ body: (AccountService) async throws -> T) async throws -> T {
        let store = try await SQLiteEventStore.open(path: DataLocation.databasePath(in: directory))
        do {
            let result = try await body(AccountService(store: store, clock: SystemClock(), policy: AccountPolicy(bcryptCost: 4)))
            try await store.close()
            return result
        } catch {
            try? await store.close()
            throw error
        }
    }

    func expectOneLineRefusal(_ result: ProcessTests.Result, containing text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status != 0, sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("system: "), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation)
    }

    @Test func addingListingDisablingAndEnablingAccounts() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Given a local database
        let empty = try run(["user", "list"])
        #expect(empty.status == 0)
        #expect(empty.stdout.contains("No accounts"))

        // When two accounts are added with their passwords on standard input
        let added = try run(["user", "add", "Alice"], input: "alice's long password\n")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Added the account Alice."))
        #expect(added.stdout.contains("--user"))  // the first account makes the database hosted
        let second = try run(["user", "add", "bob"], input: "bob's long password\r\n")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stdout.contains("--user"))
        #expect(second.stderr.isEmpty)

        // Then they sign in with those passwords (a CRLF line ending is not part of it), and only hashes are stored
        let session = try await withService { service in
            let signedIn = try await service.signIn(name: "alice", password: "alice's long password", address: "192.0.2.1", userAgent: "")
            _ = try await service.signIn(name: "bob", password: "bob's long password", address: "192.0.2.1", userAgent: "")
            return signedIn
        }
        let path = DataLocation.databasePath(in: directory)
        let files = [path, path + "-wal"].compactMap { FileManager.default.contents(atPath: $0) }
        #expect(!files.isEmpty)
        #expect(!files.contains { $0.range(of: Data("alice's long password".utf8)) != nil })

        // And they are listed with when they were created and how many sessions they have
        let list = try run(["user", "list"])
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].contains("NAME") && lines[0].contains("SESSIONS"))
        #expect(lines[1].hasPrefix("Alice ") && lines[1].hasSuffix(" 1"))
        let json = try run(["user", "list", "--json"])
        let accounts = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(accounts.map { $0["name"] as? String } == ["Alice", "bob"])
        #expect(accounts.map { $0["sessions"] as? Int } == [1, 1])
        #expect(accounts.allSatisfy { $0["passwordHash"] == nil && $0["disabledAt"] is NSNull })

        // When Alice is disabled, Then her session ends and she cannot sign in
        let disabled = try run(["user", "disable", "alice"])
        #expect(disabled.status == 0, "\(disabled.stderr)")
        #expect(disabled.stdout.contains("1 session ended"))
        try await withService { service async throws in
            #expect(try await service.authenticate(sessionToken: session.token) == nil)
            await #expect(throws: AccountError.self) {
                try await service.signIn(name: "alice", password: "alice's long password", address: "192.0.2.1", userAgent: "")
            }
        }
        let listed = try run(["user", "list", "--json"])
        let afterDisable = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(afterDisable.first?["disabledAt"] is String)
        #expect(afterDisable.first?["sessions"] as? Int == 0)

        // When she is enabled again, Then she signs in
        let enabled = try run(["user", "enable", "ALICE"])
        #expect(enabled.status == 0, "\(enabled.stderr)")
        try await withService { service in
            _ = try await service.signIn(name: "alice", password: "alice's long password", address: "192.0.2.1", userAgent: "")
        }
    }

    @Test(arguments: [
        (["user", "add", "with space"], "x long enough password\n", "name may only hold"),
        (["user", "add", "carol"], "password123\n", "most common"),
        (["user", "add", "carol"], "short\n", "at least 8 characters"),
        (["user", "add", "carol"], String(repeating: "é", count: 40) + "\n", "at most 72 bytes"),
        (["user", "add", "carol"], "carol2026\n", "name"),
        (["user", "add", "carol"], "", "no password"),
        (["user", "disable", "nobody"], "", "no account named “nobody”"),
        (["user", "enable", "nobody"], "", "no account named “nobody”"),
        (["user", "password", "nobody"], "a fine new password\n", "no account named “nobody”"),
        (["user", "registration", "maybe"], "", "neither on nor off"),
        (["token", "list"], "", "no accounts: this is a local database"),
        (["token", "create", "phone", "--user", "dave"], "", "no accounts: this is a local database"),
    ])
    func badInputIsOneLineAndChangesNothing(_ arguments: [String], _ input: String, _ message: String) async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        expectOneLineRefusal(try run(arguments, input: input), containing: message)
        #expect(try run(["user", "list", "--json"]).stdout == "[]\n")
    }

    @Test func aTakenNameIsRefusedBeforeThePasswordIsAskedFor() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try run(["user", "add", "alice"], input: "alice's long password\n").status == 0)
        expectOneLineRefusal(try run(["user", "add", "ALICE"], input: "another long password\n"), containing: "“ALICE” is taken")
    }

    @Test func settingAPasswordEndsTheSessions() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try run(["user", "add", "alice"], input: "alice's long password\n").status == 0)
        let session = try await withService {
            try await $0.signIn(name: "alice", password: "alice's long password", address: "192.0.2.1", userAgent: "")
        }

        let changed = try run(["user", "password", "alice"], input: "a brand new password\n")

        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(changed.stdout.contains("sessions ended"))
        try await withService { service in
            #expect(try await service.authenticate(sessionToken: session.token) == nil)
            _ = try await service.signIn(name: "alice", password: "a brand new password", address: "192.0.2.1", userAgent: "")
        }
        expectOneLineRefusal(try run(["user", "password", "alice"], input: "qwerty123\n"), containing: "most common")
    }

    @Test func registrationIsOffUntilTurnedOn() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try run(["user", "registration"]).stdout.contains("Registration is off"))
        #expect(try run(["user", "registration", "on"]).stdout.contains("Registration is on"))
        #expect(try run(["user", "registration"]).stdout.contains("Registration is on"))
        #expect(try run(["user", "registration", "off"]).stdout.contains("Registration is off"))
        #expect(try run(["user", "registration"]).stdout.contains("Registration is off"))
    }

    @Test func aTokenIsPrintedOnceWorksAndIsRevoked() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try run(["user", "add", "alice"], input: "alice's long password\n").status == 0)
        #expect(try run(["user", "add", "bob"], input: "bob's long password\n").status == 0)

        // When a token is created, Then standard output is the token alone, and standard error says it is shown once
        let created = try run(["token", "create", "phone shortcut", "--user", "alice"])
        #expect(created.status == 0, "\(created.stderr)")
        let token = created.stdout.trimmingCharacters(in: .newlines)
        #expect(token.hasPrefix("sys_"))
        #expect(!token.contains("\n"))
        #expect(created.stderr.contains("shown once"))

        // And it authenticates as Alice
        let alice = try await withService { service in try #require(try await service.authenticate(accessToken: token)) }
        #expect(alice.name == "alice")

        // And the list shows it by id and name, never the token (SYSTEM_USER names the account too)
        let list = try run(["token", "list"], environment: ["SYSTEM_USER": "alice"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("phone shortcut"))
        #expect(!list.stdout.contains(token) && !list.stdout.contains(String(token.dropFirst(4))))
        let json = try run(["token", "list", "--json", "--user", "alice"])
        let tokens = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let id = try #require(tokens.first?["id"] as? String)
        #expect(tokens.count == 1)
        #expect(tokens.first?["lastUsedAt"] is String)
        #expect(!json.stdout.contains(Secrets.sha256Hex(token)))
        #expect(try run(["token", "list", "--user", "bob"]).stdout.contains("no access tokens"))

        // When Bob's name is given, Then Alice's token cannot be revoked
        expectOneLineRefusal(try run(["token", "revoke", id, "--user", "bob"]), containing: "bob has no token with the id")

        // When Alice revokes it, Then it stops working, and a second time says it is revoked already
        let revoked = try run(["token", "revoke", id, "--user", "alice"])
        #expect(revoked.status == 0, "\(revoked.stderr)")
        #expect(revoked.stdout.contains("Revoked the token \(id)"))
        try await withService { service async throws in #expect(try await service.authenticate(accessToken: token) == nil) }
        expectOneLineRefusal(try run(["token", "revoke", id, "--user", "alice"]), containing: "revoked already")

        // And without an account, or with an unknown one, the command says so in one line
        expectOneLineRefusal(try run(["token", "list"]), containing: "--user")
        expectOneLineRefusal(try run(["token", "create", "x", "--user", "zed"]), containing: "no account named “zed”")
        expectOneLineRefusal(try run(["token", "create", " ", "--user", "alice"]), containing: "name is empty")
    }

    // MARK: On a terminal

    @Test func onATerminalThePasswordIsAskedTwiceWithoutEcho() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let terminal = try PseudoTerminal()
        let session = try terminal.start(try #require(ProcessTests.binary), ["user", "add", "carol", "--data-dir", directory])

        // When the password is typed at each prompt
        try session.waitForError(containing: "Password for carol:")
        #expect(try terminal.echoIsOn() == false)
        terminal.type("typed on a terminal\n")
        try session.waitForError(containing: "again")
        terminal.type("typed on a terminal\n")
        let status = try session.wait()

        // Then the account is added, nothing typed was echoed, and echo is back on
        #expect(status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("Added the account carol."))
        #expect(!terminal.echoed().contains("typed"))
        #expect(try terminal.echoIsOn())
        try await withService { service in
            _ = try await service.signIn(name: "carol", password: "typed on a terminal", address: "192.0.2.1", userAgent: "")
        }
    }

    @Test func onATerminalTwoDifferentPasswordsChangeNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let terminal = try PseudoTerminal()
        let session = try terminal.start(try #require(ProcessTests.binary), ["user", "add", "carol", "--data-dir", directory])
        try session.waitForError(containing: "Password for carol:")
        terminal.type("typed on a terminal\n")
        try session.waitForError(containing: "again")
        terminal.type("typed something else\n")
        #expect(try session.wait() != 0)
        #expect(session.stderr.contains("the two passwords differ"))
        #expect(try run(["user", "list", "--json"]).stdout == "[]\n")
    }

    @Test func interruptingThePromptTurnsEchoBackOn() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let terminal = try PseudoTerminal()
        let session = try terminal.start(try #require(ProcessTests.binary), ["user", "add", "carol", "--data-dir", directory])
        try session.waitForError(containing: "Password for carol:")
        #expect(try terminal.echoIsOn() == false)

        // When ^C interrupts it
        kill(session.process.processIdentifier, SIGINT)

        // Then it exits as interrupted, with echo on again and nothing added
        #expect(try session.wait() == 130)
        #expect(try terminal.echoIsOn())
        #expect(try run(["user", "list", "--json"]).stdout == "[]\n")
    }
}

/// A pseudo-terminal to run a command on, as if a person typed at it.
final class PseudoTerminal {
    let primary: Int32
    let secondary: Int32

    init() throws {
        // posix_openpt and its friends are not in the Glibc module (they need _XOPEN_SOURCE): look them up by name.
        let libc = dlopen(nil, RTLD_NOW)
        func function<F>(_ name: String, as type: F.Type) throws -> F {
            guard let symbol = dlsym(libc, name) else { throw CocoaError(.featureUnsupported) }
            return unsafeBitCast(symbol, to: type)
        }
        typealias OnDescriptor = @convention(c) (Int32) -> Int32
        let openpt = try function("posix_openpt", as: OnDescriptor.self)
        let grantpt = try function("grantpt", as: OnDescriptor.self)
        let unlockpt = try function("unlockpt", as: OnDescriptor.self)
        let ptsname = try function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        primary = openpt(O_RDWR | O_NOCTTY)
        guard primary >= 0, grantpt(primary) == 0, unlockpt(primary) == 0, let name = ptsname(primary) else {
            throw CocoaError(.featureUnsupported)
        }
        secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { throw CocoaError(.featureUnsupported) }
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(primary)
        close(secondary)
    }

    /// Starts the command with the terminal as its standard input; its output goes to pipes.
    func start(_ binary: URL, _ arguments: [String]) throws -> Session {
        try Session(binary: binary, arguments: arguments, input: FileHandle(fileDescriptor: secondary, closeOnDealloc: false))
    }

    func type(_ text: String) {
        _ = text.withCString { write(primary, $0, strlen($0)) }
    }

    /// What the terminal showed of what was typed (its echo), since the last call.
    func echoed() -> String {
        var result = Data()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = read(primary, &buffer, buffer.count)
            guard count > 0 else { break }
            result.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: result, as: UTF8.self)
    }

    func echoIsOn() throws -> Bool {
        var settings = termios()
        guard tcgetattr(secondary, &settings) == 0 else { throw CocoaError(.featureUnsupported) }
        return settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// A running command whose output is collected as it comes.
    final class Session {
        let process: Process
        private let output = Output()

        final class Output: Sendable {
            let data = Mutex((stdout: Data(), stderr: Data()))
            func withLock<T>(_ body: (inout (stdout: Data, stderr: Data)) -> T) -> T { data.withLock { body(&$0) } }
        }

        init(binary: URL, arguments: [String], input: FileHandle) throws {
            process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "SYSTEM_DATABASE" }
            let out = Pipe(), err = Pipe()
            process.standardInput = input
            process.standardOutput = out
            process.standardError = err
            out.fileHandleForReading.readabilityHandler = { [output] handle in
                let data = handle.availableData
                output.withLock { $0.stdout.append(data) }
            }
            err.fileHandleForReading.readabilityHandler = { [output] handle in
                let data = handle.availableData
                output.withLock { $0.stderr.append(data) }
            }
            try process.run()
        }

        var stdout: String { output.withLock { String(decoding: $0.stdout, as: UTF8.self) } }
        var stderr: String { output.withLock { String(decoding: $0.stderr, as: UTF8.self) } }

        /// Waits up to ten seconds for standard error to show `text`.
        func waitForError(containing text: String) throws {
            let deadline = Date().addingTimeInterval(10)
            while !stderr.contains(text) {
                guard Date() < deadline, process.isRunning || stderr.contains(text) else {
                    Issue.record("waited for “\(text)” on standard error; it shows “\(stderr)”")
                    throw CocoaError(.fileReadUnknown)
                }
                usleep(10_000)
            }
        }

        /// Waits up to ten seconds for the command to end and returns its exit status.
        func wait() throws -> Int32 {
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning {
                guard Date() < deadline else {
                    process.terminate()
                    Issue.record("the command did not end")
                    throw CocoaError(.fileReadUnknown)
                }
                usleep(10_000)
            }
            usleep(50_000)  // the last output
            return process.terminationStatus
        }
    }
}
