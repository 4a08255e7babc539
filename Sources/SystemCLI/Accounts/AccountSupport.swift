import Foundation
import Logging
import SystemCore
import SystemStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StoreOptions {
    /// Opens the database and the account service over it, runs `body`, and closes the database.
    func withAccounts<T>(clock: any WallClock = CommandClock.current, _ body: (AccountService) async throws -> T) async throws -> T {
        // The command says what it did; the service's log lines are for the server's log.
        var logger = Logger(label: "the-system.accounts")
        logger.logLevel = .error
        return try await withStore { database in
            try await body(AccountService(store: database, clock: clock, logger: logger))
        }
    }
}

/// Reads a new password: on a terminal it asks twice without echoing; otherwise it reads one line of standard input.
enum PasswordInput {
    static func read(for name: String) throws -> String {
        guard isatty(STDIN_FILENO) != 0 else {
            guard var line = readLine(strippingNewline: true) else {
                throw CLIError("no password: type it on a terminal, or give it as one line on standard input")
            }
            if line.hasSuffix("\r") { line.removeLast() }
            return line
        }
        let first = try ask("Password for \(name): ")
        let second = try ask("The same password again: ")
        guard first == second else { throw CLIError("the two passwords differ; nothing was changed") }
        return first
    }

    /// Asks on the terminal with echo off, and turns echo back on afterwards, also when interrupted with ^C.
    private static func ask(_ prompt: String) throws -> String {
        guard tcgetattr(STDIN_FILENO, &savedTerminal) == 0 else { throw CLIError("cannot read the terminal's settings") }
        var silent = savedTerminal
        silent.c_lflag &= ~tcflag_t(ECHO)
        let previous = signal(SIGINT, restoreTerminalAndExit)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        // Asked only once the echo is off, so nothing typed after the prompt can show.
        FileHandle.standardError.write(Data(prompt.utf8))
        let line = readLine(strippingNewline: true)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
        signal(SIGINT, previous)
        FileHandle.standardError.write(Data("\n".utf8))
        guard let line else { throw CLIError("no password given; nothing was changed") }
        return line
    }
}

/// The terminal's settings before echo was turned off, for the ^C handler to put back.
nonisolated(unsafe) private var savedTerminal = termios()

/// On ^C while a password is being typed: turn echo back on, end the line, and exit as interrupted.
private func restoreTerminalAndExit(_ signal: Int32) {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
    _ = write(STDERR_FILENO, "\n", 1)
    _exit(128 + signal)
}

/// Instants as the CLI shows them: the local date and time to the minute.
enum LocalTime {
    static func text(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
