import Foundation

/// Where the commands write their lines and read answers to their questions.
///
/// The standard console prints to standard output and asks only when standard input is a terminal; tests run the
/// commands in a scripted one (`Console.$current.withValue(…)`) to read what they printed and answer their prompts.
struct Console: Sendable {
    /// Writes one line.
    var write: @Sendable (String) -> Void
    /// Asks a question and returns the answer, or nil at the end of input; nil itself when no one can answer.
    var read: (@Sendable (String) -> String?)?

    @TaskLocal static var current = Console.standard

    static let standard = Console(write: printLine, read: isatty(STDIN_FILENO) != 0 ? askOnTerminal : nil)

    @Sendable private static func printLine(_ line: String) {
        print(line)
    }

    @Sendable private static func askOnTerminal(_ question: String) -> String? {
        print(question, terminator: " ")
        fflush(nil)
        return readLine()
    }

    /// True when the commands may ask questions instead of requiring flags.
    var isInteractive: Bool { read != nil }

    /// Asks and returns the trimmed answer; nil at the end of input or when not interactive.
    func ask(_ question: String) -> String? {
        read?(question)?.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
