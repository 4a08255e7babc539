import Foundation
import Synchronization
import SystemCore

/// A timer counted down on the terminal — the rest between sets, a runbook's breathing step — redrawn in place each
/// second where the output is a terminal, one line otherwise. Ctrl-C ends it early, and so does Enter where the input
/// is a terminal too: it waits on the clock and on standard input at once (`poll`), so no second thread is left
/// behind reading the next answer.
struct Countdown {
    let seconds: Int
    /// What is counted, before the clock: "Rest" draws "Rest 1:59".
    var label = "Rest"

    /// Whether a countdown can be drawn in place and stopped with Enter: a terminal on both ends.
    static var isInteractive: Bool { isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 }

    /// True when it ran to the end, false when Ctrl-C or Enter stopped it.
    func run() -> Bool {
        let stop = Interruption()
        defer { stop.release() }
        let terminal = isatty(STDOUT_FILENO) != 0
        let enterStops = Self.isInteractive
        let end = ContinuousClock.now + .seconds(seconds)
        if !terminal { say("\(label) \(Readable.countdown(seconds: seconds)).") }
        var stoppedByEnter = false
        while !stop.isRaised {
            let left = ContinuousClock.now.duration(to: end)
            let whole = max(0, Int(left.components.seconds) + (left.components.attoseconds > 0 ? 1 : 0))
            if terminal {
                let hint = enterStops ? " · Enter stops it" : ""
                print("\r\u{1B}[K\(label) \(Readable.countdown(seconds: whole))\(hint)", terminator: "")
                fflush(nil)
            }
            if left <= .zero { break }
            let milliseconds = min(
                200, max(10, Int(left.components.seconds) * 1000 + Int(left.components.attoseconds / 1_000_000_000_000_000)))
            if enterStops {
                var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                if poll(&input, 1, Int32(milliseconds)) > 0 {
                    _ = readLine()
                    stoppedByEnter = true
                    break
                }
            } else {
                usleep(useconds_t(milliseconds * 1000))
            }
        }
        // Enter's echo has ended the line already.
        if terminal, !stoppedByEnter { print("") }
        return !stop.isRaised && !stoppedByEnter
    }
}

/// Ctrl-C caught while a loop (a live set, a rest, a timer) runs, instead of ending the process; ``release()`` gives
/// Ctrl-C back its usual meaning.
struct Interruption {
    /// Set by the signal's handler, read by the loop.
    private final class Flag: Sendable {
        private let raised = Atomic(false)
        func raise() { raised.store(true, ordering: .relaxed) }
        var isRaised: Bool { raised.load(ordering: .relaxed) }
    }

    private let flag = Flag()
    private let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())

    init() {
        signal(SIGINT, SIG_IGN)
        let flag = flag
        source.setEventHandler { flag.raise() }
        source.resume()
    }

    var isRaised: Bool { flag.isRaised }

    func release() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
