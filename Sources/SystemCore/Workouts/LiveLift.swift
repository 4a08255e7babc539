import Foundation

/// A set as it streams in from the clip while the lifter lifts: each line is added as it arrives, and the reps are
/// read again from everything so far, at most every ``interval`` seconds, so each finished rep is reported once,
/// while the bar is still moving.
///
/// A line that carries no time of its own ("s:141", as a clip sends it live) is stamped with the milliseconds since
/// the start at which it arrived, so the stream kept with the set is timed as it really was, whatever rate the clip
/// ran at; a line with its time ("1234 s:141", a clip that times its readings) is kept as it is.
public struct LiveLift: Sendable {
    /// The stream as kept: one line each, timed.
    public private(set) var text = ""
    /// The reps reported so far.
    public private(set) var reps: [LiftAnalysis.Rep] = []
    public let minimumRangeCm: Double
    /// How often, at most, the stream is read again (seconds of arrival time).
    public let interval: Double
    private var lastRead = -Double.infinity
    private var lines = 0

    public init(minimumRangeCm: Double = LiftAnalysis.defaultMinimumRangeCm, interval: Double = 0.25) {
        self.minimumRangeCm = minimumRangeCm
        self.interval = interval
    }

    public var lineCount: Int { lines }

    /// Adds a line that arrived `seconds` after the start, and returns the reps finished since the last call.
    public mutating func append(_ line: some StringProtocol, at seconds: Double) -> [LiftAnalysis.Rep] {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return [] }
        text += Self.isTimed(trimmed) ? trimmed : "\(Int((max(0, seconds) * 1000).rounded())) \(trimmed)"
        text += "\n"
        lines += 1
        guard seconds - lastRead >= interval else { return [] }
        lastRead = seconds
        return newReps()
    }

    /// The whole set once the stream has ended: its analysis, after reporting (in `last`) any rep not yet reported.
    public mutating func finish() -> (analysis: LiftAnalysis, last: [LiftAnalysis.Rep]) {
        let last = newReps(final: true)
        return (analysis(), last)
    }

    /// The stream so far, analysed.
    public func analysis() -> LiftAnalysis {
        LiftAnalysis(ClipStream(parsing: text), minimumRangeCm: minimumRangeCm)
    }

    /// The reps found past those reported. While the stream goes on, a rise still under way is no rep yet (read at
    /// the stream's end, it would look like one of the height reached so far): a rep counts once the bar has come
    /// back down from its top, as far as the analysis needs to call it a turn.
    private mutating func newReps(final: Bool = false) -> [LiftAnalysis.Rep] {
        let analysis = analysis()
        var found = analysis.reps
        if !final {
            while let last = found.last, found.count > reps.count, !Self.cameDown(after: last, in: analysis.series) { found.removeLast() }
        }
        guard found.count > reps.count else { return [] }
        let new = Array(found[reps.count...])
        reps = found
        return new
    }

    /// Whether the bar, after `rep`'s top, came down by the turn's margin from the highest it reached.
    static func cameDown(after rep: LiftAnalysis.Rep, in series: LiftAnalysis.Series) -> Bool {
        guard let start = series.seconds.firstIndex(where: { $0 >= rep.start }) else { return false }
        var highest = -Double.infinity
        for index in start..<series.seconds.count {
            highest = max(highest, series.height[index])
            if series.seconds[index] > rep.end, series.height[index] <= highest - LiftAnalysis.hysteresisCm { return true }
        }
        return false
    }

    /// Whether a line starts with its own time: digits, then a space.
    static func isTimed(_ line: String) -> Bool {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).first == " "
    }
}
