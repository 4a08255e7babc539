import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

extension CommandGroup {
    /// Lifting, and the smart clip's stream.
    static let workouts = CommandGroup(name: "Workouts", subcommands: [LiftCommand.self, TemplateCommand.self])
}

/// `system lift`: lifts, sets and the clip.
struct LiftCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lift", abstract: "Record a set (with the clip's stream, if you have one), see a lift's history, analyse a stream.",
        subcommands: [List.self, Add.self, SetCommand.self, Record.self, Rest.self, History.self, Analyze.self, Goal.self],
        defaultSubcommand: List.self)

    /// `system lift list`: every lift, with its last session and best estimated one-rep max.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the lifts with their last session.")
        @OptionGroup var store: DataOptions

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                let log = state.workouts
                var rows = [["Lift", "Last", "Sets", "Best 1RM"]]
                for lift in log.lifts {
                    let last = log.lastSessions(of: lift.id, count: 1, calendar: state.calendar).last ?? []
                    let best = log.sets(of: lift.id).compactMap(\.epleyKg).max()
                    rows.append([
                        lift.name, last.first.map { Readable.day(state.calendar.day(containing: $0.at)) } ?? "never",
                        last.isEmpty ? "–" : Readable.sets(last), best.map { "\(Readable.barWeight($0)) (Epley)" } ?? "–",
                    ])
                }
                for line in Line.aligned(rows, rightAligned: []) { say(line) }
            }
        }
    }

    /// `system lift add "Front squat" --lower-body`: a lift of your own.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a lift of your own.",
            discussion: """
                Its name then works wherever a lift is asked for: `lift set`, `lift record`, templates, its history. A \
                lower-body lift (legs and hips) steps up 5 kg after a session where every set reached its reps; others \
                2.5 kg.
                """)
        @Argument(help: ArgumentHelp("The lift's name, e.g. \"Front squat\".", valueName: "NAME"))
        var name: String
        @Flag(help: "It works the legs and hips: steps of 5 kg, not 2.5 kg.")
        var lowerBody = false
        @OptionGroup var store: DataOptions

        func run() async throws {
            // Made once, outside the service's rounds: a round run again adds the same lift, not a second one.
            let lift = Lift(id: LiftID(UUID()), name: name, isLowerBody: lowerBody)
            try await store.withService { service in
                let added = try await service.execute(.workouts(.addLift(lift))).state.workouts.lift(lift.id)
                let name = added?.name ?? lift.name
                say("Added \(name), stepping up \(lowerBody ? "5" : "2.5") kg at a time: system lift set \"\(name)\" WEIGHT REPS")
            }
        }
    }

    /// `system lift set squat 100kg 5`: records a set, with the clip's stream when there is one.
    struct SetCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: "Record a set: the lift, the weight, the reps (counted from --clip when given).",
            discussion: """
                The weight is in kilograms unless it says lb ("225lb"). With --clip, the reps are counted from the clip's \
                recorded stream (a file, or - for standard input), the set keeps what each rep measured, the stream is \
                kept with your history, and the advice follows. Also `lift complete`, as the page's button says.
                """, aliases: ["complete"])

        @Argument(help: ArgumentHelp("The lift: squat, bench, deadlift, overhead, or one of your own.", valueName: "LIFT"))
        var lift: String
        @Argument(help: ArgumentHelp("The weight on the bar: 100, 102.5kg or 225lb.", valueName: "WEIGHT"))
        var weight: String
        @Argument(help: ArgumentHelp("The reps done (counted from --clip when left out).", valueName: "REPS"))
        var reps: Int?
        @Option(help: ArgumentHelp("The reps you aimed for.", valueName: "N"))
        var target: Int?
        @Option(help: ArgumentHelp("The clip's recorded stream of the set, or - for standard input.", valueName: "FILE"))
        var clip: String?
        @Option(help: ArgumentHelp("Readings per second of the stream's lines without a time (default 25).", valueName: "HZ"))
        var rate = ClipStream.defaultRate
        @Option(
            help: ArgumentHelp(
                "What you train for this time: power, strength or hypertrophy (default: yours, lift goal).", valueName: "GOAL"))
        var goal: String?
        @OptionGroup var store: DataOptions

        func validate() throws {
            guard reps != nil || clip != nil else { throw ValidationError("Give the reps done, or the clip's stream with --clip.") }
            guard ClipStream.rates.contains(rate) else { throw ValidationError("--rate: give 1 to 1000 readings a second.") }
            if let goal, LiftAdvice.Goal(rawValue: goal) == nil {
                throw ValidationError("--goal: “\(goal)” is not a goal; use power, strength or hypertrophy.")
            }
        }

        func run() async throws {
            let weightKg = try WorkoutCommand.barWeight(weight)
            let text = try clip.map(Analyze.read)
            let chosen = goal.flatMap(LiftAdvice.Goal.init(rawValue:))
            // Made once, outside the service's rounds: a round run again stores the same stream, not a second one.
            let setID = LiftSetID(UUID())
            let streamID = UUID().uuidString.lowercased()
            try await store.withService { service in
                let state = try await service.state()
                guard let lift = state.workouts.lift(named: self.lift) else {
                    throw CLIError("“\(self.lift)” is not a lift; yours are \(Readable.list(state.workouts.lifts.map(\.name))).")
                }
                let input = SystemService.SetInput(
                    liftID: lift.id, weightKg: weightKg, reps: reps, targetReps: target,
                    stream: text.map { ($0, rate, clip == "-" ? "standard input" : ((clip ?? "") as NSString).lastPathComponent) })
                let (outcome, analysis) = try await service.writing {
                    try await $0.recordSet(input, id: setID, streamID: streamID, for: service.user)
                }
                guard let set = outcome.state.workouts[set: setID] else { return }
                let after = outcome.state
                for line in Line.recorded(set, lift: lift, in: after) { say(line) }
                if let analysis { for line in Line.lift(analysis, goal: chosen ?? after.workouts.goal) { say(line) } }
            }
        }
    }

    /// `system lift history squat`: a lift's sessions, volume, best sets and estimated one-rep max.
    struct History: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history", abstract: "A lift's sessions, volume and estimated one-rep max, newest first.")
        @Argument(help: ArgumentHelp("The lift.", valueName: "LIFT"))
        var lift: String
        @Option(help: ArgumentHelp("How many sessions to show (default 10).", valueName: "N"))
        var limit = 10
        @OptionGroup var store: DataOptions

        func validate() throws {
            guard (1...200).contains(limit) else { throw ValidationError("--limit: give 1 to 200.") }
        }

        func run() async throws {
            try await store.withService { service in
                let state = try await service.state()
                guard let lift = state.workouts.lift(named: self.lift) else {
                    throw CLIError("“\(self.lift)” is not a lift; yours are \(Readable.list(state.workouts.lifts.map(\.name))).")
                }
                for line in Line.history(of: lift, in: state, sessions: limit) { say(line) }
            }
        }
    }

    /// `system lift goal [GOAL]`: what the user trains for, which sets how much a set may slow.
    struct Goal: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "goal", abstract: "Show or set what you train for: power, strength or hypertrophy.",
            discussion: """
                The goal sets how much the bar may slow, from the fastest rep to the last, before the advice says to end \
                the set: power 10 %, strength 20 %, hypertrophy 30 %. The pages and the API use it too.
                """)
        @Argument(help: ArgumentHelp("power, strength or hypertrophy; left out, the goal is shown.", valueName: "GOAL"))
        var goal: String?
        @OptionGroup var store: DataOptions

        func validate() throws {
            if let goal, LiftAdvice.Goal(rawValue: goal.lowercased()) == nil {
                throw ValidationError("“\(goal)” is not a goal; use power, strength or hypertrophy.")
            }
        }

        func run() async throws {
            try await store.withService { service in
                var current = try await service.state().workouts.goal
                if let chosen = goal.flatMap({ LiftAdvice.Goal(rawValue: $0.lowercased()) }) {
                    current = try await service.execute(.workouts(.setGoal(chosen))).state.workouts.goal
                }
                say(
                    "You train for \(current.rawValue): a set ends once the bar slows \(Int(current.velocityLossCutOff)) % from its fastest rep."
                )
            }
        }
    }

    /// `system lift analyze FILE`: a recorded stream's reps, their figures and the advice.
    struct Analyze: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "analyze",
            abstract: "Find the reps in a clip's recorded stream and say what they show.",
            discussion: """
                The clip sends one reading per line: s:<cm from the floor> (sonar) or a:<pitch>:<roll> (degrees), each \
                optionally after the milliseconds since the start ("1234 s:141"). Lines without a time are read at --rate. \
                Anything else is skipped and counted. A rep is a rise of at least --min-range; shorter ones are listed as \
                partial reps and not counted.
                """)

        @Argument(help: ArgumentHelp("The recorded stream, or - for standard input.", valueName: "FILE"))
        var file: String

        @Option(help: ArgumentHelp("Readings per second of lines without a time (default 25).", valueName: "HZ"))
        var rate = ClipStream.defaultRate

        @Option(
            name: .customLong("min-range"),
            help: ArgumentHelp("The shortest rise that counts as a rep, in cm (default 15).", valueName: "CM"))
        var minimumRange = LiftAnalysis.defaultMinimumRangeCm

        @Option(
            help: ArgumentHelp(
                "What you train for, which sets how much the bar may slow: power (10 %), strength (20 %) or hypertrophy (30 %).",
                valueName: "GOAL"))
        var goal = "strength"

        @OptionGroup var output: OutputOptions

        /// The largest stream read: over an hour at 100 readings a second.
        static let maximumBytes = 64 << 20

        func validate() throws {
            guard ClipStream.rates.contains(rate) else {
                throw ValidationError("--rate: \(Line.fixed(rate, 1)) is not a rate the clip sends; give 1 to 1000 readings a second.")
            }
            guard minimumRange.isFinite, (1...200).contains(minimumRange) else {
                throw ValidationError("--min-range: give 1 to 200 cm.")
            }
            guard LiftAdvice.Goal(rawValue: goal) != nil else {
                throw ValidationError("--goal: “\(goal)” is not a goal; use power, strength or hypertrophy.")
            }
        }

        func run() async throws {
            let text = try Self.read(file)
            let analysis = LiftAnalysis(ClipStream(parsing: text, rate: rate), minimumRangeCm: minimumRange)
            let goal = LiftAdvice.Goal(rawValue: goal) ?? .strength
            if output.json { return say(JSONText.encode(LiftAnalysisJSON(analysis, goal: goal))) }
            for line in Line.lift(analysis, goal: goal) { say(line) }
        }

        /// The stream's text, from a file or standard input; one readable line when it cannot be read.
        static func read(_ file: String) throws -> String {
            let data: Data
            if file == "-" {
                data = FileHandle.standardInput.readDataToEndOfFile()
            } else {
                let path = (file as NSString).expandingTildeInPath
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    throw CLIError("“\(file)” does not exist.")
                }
                guard !isDirectory.boolValue, let read = FileManager.default.contents(atPath: path) else {
                    throw CLIError("cannot read “\(file)”: it is a folder or not readable.")
                }
                data = read
            }
            guard data.count <= maximumBytes else {
                throw CLIError("“\(file)” is over \(maximumBytes >> 20) MB: a recorded set is far smaller; nothing was read.")
            }
            // A stream is ASCII; a stray byte that is not UTF-8 is a line to skip, not a reason to refuse the file.
            return String(decoding: data, as: UTF8.self)
        }
    }
}
