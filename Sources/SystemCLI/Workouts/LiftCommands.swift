import ArgumentParser
import Foundation
import SystemCore
import SystemServer

extension CommandGroup {
    /// Lifting, and the smart clip's stream.
    static let workouts = CommandGroup(name: "Workouts", subcommands: [LiftCommand.self])
}

/// `system lift`: lifts, sets and the clip.
struct LiftCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lift", abstract: "Analyse a set recorded by the smart clip.",
        subcommands: [Analyze.self])

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

        @Option(name: .customLong("min-range"), help: ArgumentHelp("The shortest rise that counts as a rep, in cm (default 15).", valueName: "CM"))
        var minimumRange = LiftAnalysis.defaultMinimumRangeCm

        @Option(help: ArgumentHelp("What you train for, which sets how much the bar may slow: power (10 %), strength (20 %) or hypertrophy (30 %).", valueName: "GOAL"))
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
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw CLIError("“\(file)” does not exist.") }
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
