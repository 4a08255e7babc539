import ArgumentParser
import Dispatch
import Foundation
import Synchronization
import SystemCore
import SystemStore

#if canImport(Glibc)
    import Glibc
#endif

extension LiftCommand {
    /// `system lift record squat 100kg --from /dev/ttyUSB0`: a set recorded live from the clip, each rep said as it
    /// is finished, the set kept (with its stream) when the stream ends or on Ctrl-C.
    struct Record: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "record", abstract: "Record a set live from the clip (a serial device, or standard input).",
            discussion: """
                Start it, then lift: each rep is said as soon as it is finished. The set ends when the stream does (the \
                device is unplugged, standard input closes), on Ctrl-C, or after --for seconds; then it is recorded with \
                its stream, as `lift set --clip` records a file. Lines without a time are timed as they arrive. Also \
                `lift start`.
                """, aliases: ["start"])

        @Argument(help: ArgumentHelp("The lift: squat, bench, deadlift, overhead, or one of your own.", valueName: "LIFT"))
        var lift: String
        @Argument(help: ArgumentHelp("The weight on the bar: 100, 102.5kg or 225lb.", valueName: "WEIGHT"))
        var weight: String
        @Option(help: ArgumentHelp("The reps you aim for.", valueName: "N"))
        var target: Int?
        @Option(
            help: ArgumentHelp(
                "Where the clip's lines come from: a serial device, or - for standard input (the default).", valueName: "DEVICE"))
        var from = "-"
        @Option(help: ArgumentHelp("The serial device's speed (default 115200).", valueName: "BAUD"))
        var baud = 115_200
        @Option(
            name: .customLong("for"),
            help: ArgumentHelp("End the set after this many seconds at the latest (default 600).", valueName: "SECONDS"))
        var seconds = 600
        @Option(help: ArgumentHelp("What you train for this time: power, strength or hypertrophy (default: yours).", valueName: "GOAL"))
        var goal: String?
        @OptionGroup var store: DataOptions

        /// The speeds a serial line is set to.
        static let speeds: [Int: speed_t] = [
            9_600: speed_t(B9600), 19_200: speed_t(B19200), 38_400: speed_t(B38400), 57_600: speed_t(B57600),
            115_200: speed_t(B115200), 230_400: speed_t(B230400),
        ]

        func validate() throws {
            guard Self.speeds[baud] != nil else {
                throw ValidationError("--baud: give one of \(Self.speeds.keys.sorted().map(String.init).joined(separator: ", ")).")
            }
            guard (1...3_600).contains(seconds) else { throw ValidationError("--for: give 1 to 3600 seconds.") }
            if let goal, LiftAdvice.Goal(rawValue: goal) == nil {
                throw ValidationError("--goal: “\(goal)” is not a goal; use power, strength or hypertrophy.")
            }
        }

        func run() async throws {
            let weightKg = try WorkoutCommand.barWeight(weight)
            // The lift is checked before the lifting: a typo found after a hard set would lose it.
            let lift = try await store.withService { service in
                let log = try await service.state().workouts
                guard let lift = log.lift(named: self.lift) else {
                    throw CLIError("“\(self.lift)” is not a lift; yours are \(Readable.list(log.lifts.map(\.name))).")
                }
                return lift
            }
            let source = from == "-" ? "standard input" : from
            let input = try ClipInput(from, baud: Self.speeds[baud]!)
            say(
                "\(lift.name), \(Readable.barWeight(weightKg)): recording from \(source). Lift; the set ends with the stream, or press Ctrl-C."
            )
            fflush(nil)
            var live = LiveLift()
            input.read(for: Double(seconds)) { line, at in
                let new = live.append(line, at: at)
                for (offset, rep) in new.enumerated() { say(Line.liveRep(live.reps.count - new.count + offset + 1, rep)) }
                // Each rep as it is found, also through a pipe (a status bar, a script), not when the set is over.
                if !new.isEmpty { fflush(nil) }
            }
            let (analysis, last) = live.finish()
            for (offset, rep) in last.enumerated() { say(Line.liveRep(live.reps.count - last.count + offset + 1, rep)) }
            guard live.lineCount > 0 else { throw CLIError("nothing came from \(source); no set was recorded.") }

            let setID = LiftSetID(UUID())
            let streamID = UUID().uuidString.lowercased()
            let text = live.text
            try await store.withService { service in
                let input = SystemService.SetInput(
                    liftID: lift.id, weightKg: weightKg, reps: nil, targetReps: target,
                    stream: (text, ClipStream.defaultRate, from == "-" ? "standard input" : (from as NSString).lastPathComponent))
                let (outcome, _) = try await service.writing {
                    try await $0.recordSet(input, id: setID, streamID: streamID, for: service.user)
                }
                guard let set = outcome.state.workouts[set: setID] else { return }
                for line in Line.recorded(set, lift: lift, in: outcome.state) { say(line) }
                for line in Line.lift(analysis, goal: goal.flatMap(LiftAdvice.Goal.init(rawValue:)) ?? outcome.state.workouts.goal) {
                    say(line)
                }
            }
        }
    }
}

/// Where a live set's lines come from: a serial device (set to raw mode at its speed) or standard input. Read by
/// hand with poll(2): no library reads a serial line, and the loop must also notice Ctrl-C and the time limit while
/// no line comes.
struct ClipInput {
    let descriptor: Int32

    init(_ path: String, baud: speed_t) throws {
        if path == "-" {
            descriptor = STDIN_FILENO
            return
        }
        let expanded = (path as NSString).expandingTildeInPath
        let opened = open(expanded, O_RDONLY | O_NOCTTY)
        guard opened >= 0 else { throw CLIError("cannot open “\(path)”: \(String(cString: strerror(errno))).") }
        descriptor = opened
        if isatty(descriptor) != 0 {
            var settings = termios()
            guard tcgetattr(descriptor, &settings) == 0 else { throw CLIError("“\(path)” is not a serial line I can set up.") }
            cfmakeraw(&settings)
            cfsetispeed(&settings, baud)
            cfsetospeed(&settings, baud)
            settings.c_cflag |= tcflag_t(CLOCAL | CREAD)
            guard tcsetattr(descriptor, TCSANOW, &settings) == 0 else {
                throw CLIError("cannot set “\(path)” to its speed: \(String(cString: strerror(errno))).")
            }
        }
    }

    /// Calls `line` with each line and the seconds since the start it arrived at, until the input ends, Ctrl-C, or
    /// `limit` seconds; closes a device.
    func read(for limit: Double, _ line: (Substring, Double) -> Void) {
        let stop = Interruption()
        defer {
            stop.release()
            if descriptor != STDIN_FILENO { close(descriptor) }
        }
        let start = ContinuousClock.now
        func elapsed() -> Double {
            let duration = ContinuousClock.now - start
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        func deliver(upToEnd: Bool) {
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                line(Substring(decoding: pending[..<end], as: UTF8.self), elapsed())
                pending.removeSubrange(...end)
            }
            if upToEnd, !pending.isEmpty {
                line(Substring(decoding: pending, as: UTF8.self), elapsed())
                pending.removeAll()
            }
        }
        while !stop.isRaised, elapsed() < limit {
            var watch = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&watch, 1, 200)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                break
            }
            if count == 0 { break }  // the end of the input: the device went away, or standard input closed
            pending += buffer[..<count]
            deliver(upToEnd: false)
        }
        deliver(upToEnd: true)
    }
}

extension Line {
    /// A rep as it is finished: "Rep 2: 52 cm in 0.84 s, 0.62 m/s".
    static func liveRep(_ number: Int, _ rep: LiftAnalysis.Rep) -> String {
        "Rep \(number): \(fixed(rep.romCm, 0)) cm in \(fixed(rep.durationS, 2)) s, \(fixed(rep.meanConcentricVelocity, 2)) m/s"
    }
}

extension LiftCommand {
    /// `system lift rest`: the rest between sets, counted down in the terminal.
    struct Rest: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rest", abstract: "Count down the rest before the next set (the template's, or 2:00).",
            discussion: """
                Without a time, the rest is that of the template you are in the middle of today, or two minutes. It ends \
                with a bell; Enter or Ctrl-C skips it. Then the next set is said when a template says it.
                """)
        @Argument(help: ArgumentHelp("How long: 2:00, 90s or 3m.", valueName: "TIME"))
        var time: String?
        @OptionGroup var store: DataOptions

        func validate() throws {
            if let time, WorkoutCommand.restSeconds(time).map({ $0 <= 3_600 }) != true {
                throw ValidationError("“\(time)” is not a rest of up to an hour; write 2:00, 90s or 3m.")
            }
        }

        func run() async throws {
            // The template begun today and not finished, if any: its rest, and its next set to say after.
            let (state, now) = try await store.withService { service in (try await service.state(), service.clock.now()) }
            let log = state.workouts
            let session = log.allTemplates.lazy.map { log.session(of: $0, on: state.today(now: now), calendar: state.calendar) }
                .first { $0.hasStarted && !$0.isFinished }
            let seconds = time.flatMap(WorkoutCommand.restSeconds) ?? session?.template.restSeconds ?? 120
            let finished = Countdown(seconds: seconds).run()
            say(finished ? "\u{7}Rest is over: on to the next set." : "Rest skipped: on to the next set.")
            if let session, let next = session.next {
                let lift = log.lift(next.liftId)?.name ?? "the next lift"
                say(
                    "Next: \(lift), set \(next.set) of \(session.template.items[next.item].sets), \(Readable.barWeight(next.weightKg)) × \(next.targetReps)."
                )
            }
        }
    }
}
