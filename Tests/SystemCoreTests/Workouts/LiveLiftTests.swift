import Foundation
import Testing

@testable import SystemCore

/// A set read while it streams in: each rep reported once, as soon as it is finished; untimed lines stamped with when
/// they arrived, timed ones kept; the whole set at the end the same as reading the recording afterwards.
@Suite struct LiveLiftTests {
    /// Three reps with noise, at 50 timed readings a second (``ClipSimulator``).
    static let recording = ClipSimulator.stream(ClipSimulator.Options(rate: 50)).text

    /// A recording's lines with their times taken off, as a clip sends them live, and the second each arrived.
    static func arriving(_ stream: String) -> [(line: String, at: Double)] {
        stream.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let ms = Double(parts[0]) else { return nil }
            return (String(parts[1]), ms / 1000)
        }
    }

    @Test func eachRepIsReportedOnceAsSoonAsItIsFinished() throws {
        var live = LiveLift()
        var reported: [(rep: LiftAnalysis.Rep, at: Double)] = []
        for (line, at) in Self.arriving(Self.recording) {
            reported += live.append(line, at: at).map { ($0, at) }
        }
        let (analysis, last) = live.finish()
        reported += last.map { ($0, .infinity) }

        // Then three reps, each reported once, within a second and a half of the top of its rise (its pause there,
        // the turn, the next reading)
        #expect(reported.count == 3)
        #expect(analysis.reps.count == 3)
        for (rep, at) in reported { #expect(at - rep.end < 1.5, "reported \(at - rep.end) s after its end") }
        // And the stream kept is the recording: the same reps from it as from the original
        let original = LiftAnalysis(ClipStream(parsing: Self.recording))
        #expect(analysis.reps.map { ($0.romCm * 10).rounded() } == original.reps.map { ($0.romCm * 10).rounded() })
        #expect(zip(analysis.reps, original.reps).allSatisfy { abs($0.meanConcentricVelocity - $1.meanConcentricVelocity) < 0.005 })
    }

    @Test(arguments: [("s:141", 1.2345, "1235 s:141\n"), ("40 s:52", 9.0, "40 s:52\n"), ("a:1.5:-2", 0, "0 a:1.5:-2\n"), ("  \r", 3, "")])
    func untimedLinesAreStampedWithTheirArrivalAndTimedOnesKept(_ line: String, _ at: Double, _ kept: String) {
        var live = LiveLift()
        _ = live.append(line, at: at)
        #expect(live.text == kept)
    }

    @Test func aStreamIsReadAgainAtMostEveryInterval() {
        var live = LiveLift(interval: 10)
        // Eight seconds of a bar going up and down twice, read only at the first line and at the end
        var reported = 0
        for step in 0..<400 {
            let t = Double(step) * 0.02
            reported += live.append("s:\(40 + 25 * (1 - cos(2 * Double.pi * t / 4)))", at: t).count
        }
        #expect(reported == 0)
        #expect(live.finish().last.count == 2)
    }

    /// Read while the bar is still rising, the rise so far is not a rep: it is said once the bar comes back down,
    /// with its whole range.
    @Test func aRiseStillUnderWayIsNoRepYet() {
        var live = LiveLift(interval: 0)
        var reported: [LiftAnalysis.Rep] = []
        for step in 0..<200 {  // a rise of 50 cm over 2 s, 1 s at the top, then down
            let t = Double(step) * 0.02
            let cm = t < 1 ? 20 : t < 3 ? 20 + 50 * (1 - cos(Double.pi * (t - 1) / 2)) / 2 : 70
            let new = live.append("s:\(cm)", at: t)
            reported += new
        }
        #expect(reported.isEmpty, "a rep said while the bar was still up")
        for step in 200..<300 {
            let t = Double(step) * 0.02
            reported += live.append("s:\(70 - 50 * (1 - cos(Double.pi * (t - 4) / 2)) / 2)", at: t)
        }
        #expect(reported.count == 1)
        #expect(abs((reported.first?.romCm ?? 0) - 50) <= 2)
    }
}
