import Foundation
import SystemCore

/// A timer counted down in place on a terminal: one line rewritten each second (`  0:42 left · Enter stops it`),
/// ending with the terminal's bell. Written by hand: it waits on the clock and on standard input at once (`poll`), so
/// Enter stops it without a second thread left reading the next answer.
enum TerminalCountdown {
    /// Whether a timer can count down here: a terminal on both ends.
    static var isAvailable: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    /// Counts `seconds` down; true when it ran out, false when Enter (or the end of input) stopped it.
    @discardableResult
    static func run(seconds: Int) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        while true {
            let elapsed = start.duration(to: clock.now)
            let left = seconds - Int(elapsed.components.seconds)
            guard left > 0 else { break }
            write("\r  \(Readable.countdown(seconds: left)) left · Enter stops it ")
            // Until the next whole second, or until a line comes.
            let untilNextSecond = 1000 - Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
            var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if poll(&input, 1, Int32(max(1, untilNextSecond))) > 0 {
                _ = readLine()
                write("\u{1B}[1A\r  Stopped with \(Readable.countdown(seconds: left)) left.\u{1B}[K\n")
                return false
            }
        }
        write("\r  0:00 — time.\u{1B}[K\u{07}\n")
        return true
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
