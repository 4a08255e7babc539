import ArgumentParser
import Foundation
import Synchronization
import SystemCore
import SystemStore

/// Where the data is (`--database`, `--data-dir`) and whose it is (`--user`): the options of every command that
/// reads or writes a history. `system serve` takes only ``StoreOptions``: a server serves every account.
struct DataOptions: ParsableArguments {
    // ``StoreOptions``' and ``UserOption``'s options, declared here rather than as option groups of those types:
    // ArgumentParser reflects on and decodes each group's type as a command starts, a few percent of `system now`.
    @Option(name: .customLong("database"), help: StoreOptions.databaseHelp)
    var database: String?
    @Option(name: .customLong("data-dir"), help: StoreOptions.dataDirectoryHelp)
    var dataDirectory: String?
    @Option(name: .customLong("user"), help: UserOption.help)
    var user: String?

    /// Where the data is.
    var location: StoreOptions {
        var options = StoreOptions()
        (options.database, options.dataDirectory) = (database, dataDirectory)
        return options
    }

    /// Whose history it is.
    var account: UserOption {
        var option = UserOption()
        option.user = user
        return option
    }

    func validate() throws {
        try location.validate()
    }

    /// Opens the database, finds whose history the command works on, runs `body` with the service bound to that
    /// user, and closes the database.
    ///
    /// The user's state starts from their snapshot and holds only the parts of the history the command reads: when
    /// it read one it did not hold (an old week, say), that part is loaded and `body` runs again, its first output
    /// held back and dropped. Only a command that has neither written nor asked a question runs again; one that has
    /// took its decisions on everything they needed (``SystemService/execute(_:for:idempotencyKey:)`` loads it).
    func withService<T>(clock: any WallClock = CommandClock.current, _ body: (ScopedService) async throws -> T) async throws -> T {
        try await withDatabase { database, user in
            let service = try await SystemService(database: database, clock: clock, defaultTimeZone: DataLocation.machineTimeZone)
            let console = Console.current
            for round in 1...Self.rounds {
                let run = ScopedService(service: service, user: user)
                let held = HeldOutput(console)
                let reads = PartLoad()
                let result: Result<T, any Error>
                do {
                    result = .success(
                        try await PartLoad.$scope.withValue(reads) {
                            try await Console.$current.withValue(held.console) { try await body(run) }
                        })
                } catch {
                    result = .failure(error)
                }
                let missing = reads.take()
                if round < Self.rounds, !missing.isEmpty, !held.hasAsked, !run.hasWritten, try await service.load(missing, for: user) {
                    continue
                }
                held.release()
                return try result.get()
            }
            preconditionFailure("the last round returns")
        }
    }

    /// How many times a command may run: the first, then after loading what it read (once is almost always
    /// enough: the months it names). A command that makes new ids on each run (a refused batch) misses those
    /// anew each time, and the last run's answer stands.
    static let rounds = 5

    /// Opens the database, finds whose history the command works on, runs `body`, and closes the database.
    func withDatabase<T>(_ body: (any Database, UserID) async throws -> T) async throws -> T {
        try await location.withStore { database in
            try await body(database, try await account.stream(in: database))
        }
    }
}

/// The app service bound to the one user a command acts for, so a command cannot read or write another's history.
struct ScopedService: Sendable {
    let service: SystemService
    let user: UserID
    private let writes = Writes()

    init(service: SystemService, user: UserID) {
        self.service = service
        self.user = user
    }

    /// Whether a command was executed through this service (it may have written).
    var hasWritten: Bool { writes.count.load(ordering: .relaxed) > 0 }

    var clock: any WallClock { service.clock }

    /// The user's state as of the latest event.
    func state() async throws -> UserState {
        try await service.state(for: user)
    }

    /// The user's latest state with the parts `parts` names loaded too, so a command that knows what it will read
    /// reads it in one run.
    func state(loading parts: @Sendable (UserState) -> PartLoad.Missing) async throws -> UserState {
        try await service.state(for: user, loading: parts)
    }

    /// Decides the command on the user's latest state and appends what it decided.
    @discardableResult
    func execute(_ command: UserCommand) async throws -> SystemService.Outcome {
        writes.count.add(1, ordering: .relaxed)
        return try await service.execute(command, for: user)
    }

    /// Runs a write the service offers beyond a command (a module's, such as a set with its clip's stream), counted
    /// as one: a command that wrote is not run again.
    func writing<T>(_ body: (SystemService) async throws -> T) async throws -> T {
        writes.count.add(1, ordering: .relaxed)
        return try await body(service)
    }

    /// Runs commands against a copy of the state first, so a batch that would fail part-way writes nothing. The
    /// copy is taken again with what the trial read and the state did not hold (the same commands ask for the same).
    func executeAll(_ commands: [UserCommand], state: UserState, now: Date) async throws -> UserState {
        var current = state
        for round in 1...DataOptions.rounds {
            let reads = PartLoad()
            var trial = current
            let outcome = Result {
                try PartLoad.$scope.withValue(reads) {
                    for command in commands {
                        for event in try trial.decide(command, now: now) { trial.evolve(event) }
                    }
                }
            }
            if round < DataOptions.rounds, try await service.load(reads.take(), for: user) {
                current = try await self.state()
                continue
            }
            try outcome.get()
            break
        }
        var result = state
        for command in commands { result = try await execute(command).state }
        return result
    }
}

/// `--user NAME`: the account a command is about (default: `$SYSTEM_USER`).
struct UserOption: ParsableArguments {
    @Option(name: .customLong("user"), help: Self.help)
    var user: String?

    static let help = ArgumentHelp("The account (default: $SYSTEM_USER).", valueName: "NAME")

    /// The account named by `--user` or `SYSTEM_USER`; a readable error when neither names one that exists.
    func account(in service: AccountService, environment: [String: String]? = nil) async throws -> Account {
        guard let name = user ?? DataLocation.variable("SYSTEM_USER", in: environment).flatMap({ $0.isEmpty ? nil : $0 }) else {
            guard try await service.hasAccounts() else {
                throw CLIError("no accounts: this is a local database; add one with: system user add NAME")
            }
            throw CLIError("--user: say which account, e.g. --user alice (or set SYSTEM_USER)")
        }
        guard let account = try await service.store.account(named: name) else {
            guard try await service.hasAccounts() else {
                throw CLIError("no accounts: this is a local database; add one with: system user add NAME")
            }
            throw CLIError("--user: there is no account named “\(name)”; see: system user list")
        }
        return account
    }
}

extension UserOption {
    /// The name given by `--user`, else by `SYSTEM_USER` (empty counts as unset), with where it came from.
    func chosen(environment: [String: String]? = nil) -> AccountChoice {
        if let user { return AccountChoice(name: user, source: "--user") }
        let fromEnvironment = DataLocation.variable("SYSTEM_USER", in: environment).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        return AccountChoice(name: fromEnvironment, source: fromEnvironment == nil ? "--user" : "SYSTEM_USER")
    }

    /// Whose history a data command works on in `database`: see ``AccountChoice/stream(in:)``.
    func stream(in database: any AccountStore, environment: [String: String]? = nil) async throws -> UserID {
        try await chosen(environment: environment).stream(in: database)
    }
}

/// An account named on the command line (or by nobody), and the option that named it, for the messages.
struct AccountChoice: Sendable {
    let name: String?
    /// `--user`, `SYSTEM_USER`, `--from-user`, `--to-user`.
    let source: String
    /// How to name an account, for the message when none was named: `--user NAME (or SYSTEM_USER)`.
    var howToChoose: String {
        source == "--user" || source == "SYSTEM_USER" ? "--user NAME (or SYSTEM_USER)" : "\(source) NAME"
    }

    /// The stream of the history to work on.
    ///
    /// A database without accounts is local: everything is ``UserID/local``, and naming an account is an error.
    /// A database with accounts needs one named, and it must exist and be enabled.
    func stream(in database: any AccountStore) async throws -> UserID {
        // Messages name the option, unless it is the plain --user that every data command has.
        let prefix = source == "--user" ? "" : "\(source): "
        guard let name else {
            guard try await database.accounts().isEmpty else {
                throw CLIError("this database has accounts: say which with \(howToChoose)")
            }
            return .local
        }
        guard let account = try await database.account(named: name) else {
            if try await database.accounts().isEmpty {
                throw CLIError("\(prefix)no accounts here: this is a local database; create one with `system user add NAME`")
            }
            throw CLIError("\(prefix)there is no account named “\(name)”; `system user list` shows them")
        }
        guard !account.isDisabled else {
            throw CLIError("\(prefix)the account “\(account.name)” is disabled; `system user enable \(account.name)` enables it")
        }
        return account.id
    }
}

/// How many commands a ``ScopedService`` executed.
private final class Writes: Sendable {
    let count = Atomic<Int>(0)
}

/// A command's lines, held back until it is known whether the command runs again (and dropped if it does); a
/// question lets them out first, so the person sees what they are asked about.
private final class HeldOutput: Sendable {
    private let target: Console
    private let state = Mutex((lines: [String](), asked: false))

    init(_ target: Console) { self.target = target }

    var hasAsked: Bool { state.withLock { $0.asked } }

    /// A console that holds lines back and asks through the real one.
    var console: Console {
        var ask: (@Sendable (String) -> String?)? = nil
        if let read = target.read {
            ask = { @Sendable question in
                self.state.withLock { $0.asked = true }
                self.release()
                return read(question)
            }
        }
        return Console(write: { @Sendable line in self.state.withLock { $0.lines.append(line) } }, read: ask)
    }

    /// Writes the lines held so far.
    func release() {
        for line in state.withLock({ state in
            defer { state.lines = [] }
            return state.lines
        }) { target.write(line) }
    }
}
