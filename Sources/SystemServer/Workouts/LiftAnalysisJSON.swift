import Foundation
import SystemCore

/// A set's analysis as the API and `system lift analyze --json` give it: every rep with what it measured, the
/// partial reps that were not counted, the set's figures and the advice. Lengths in cm, speeds in m/s,
/// accelerations in m/s², times in seconds (`start` and `end` from the stream's start); what the stream could not
/// say is null. Each name says its unit (`romCm`, `timeToPeakS`, `maxAbsPitchDeg`).
public struct LiftAnalysisJSON: Encodable, Sendable {
    let repCount: Int
    let reps: [Rep]
    let partialReps: [Partial]
    @Nullable var velocityLossPercent: Double?
    @Nullable var slowestRep: Int?
    @Nullable var leastStableRep: Int?
    let goal: String
    let advice: [Advice]
    /// The distance readings the analysis used (in time order; one that goes back in time is dropped).
    let distanceReadings: Int
    let ignoredLines: Int

    struct Rep: Encodable, Sendable {
        let number: Int
        let romCm: Double
        let meanConcentricVelocity: Double
        let peakVelocity: Double
        let peakVelocityAtPercent: Double
        let timeToPeakS: Double
        let peakAcceleration: Double
        let durationS: Double
        @Nullable var maxAbsPitchDeg: Double?
        @Nullable var maxAbsRollDeg: Double?
        let start: Double
        let end: Double
    }

    struct Partial: Encodable, Sendable {
        let romCm: Double
        let start: Double
        let end: Double
    }

    struct Advice: Encodable, Sendable {
        let kind: String
        /// The rep it names first (1-based), or null when it is about the set.
        @Nullable var rep: Int?
        /// Every rep it names.
        let reps: [Int]
        let text: String
    }

    public init(_ analysis: LiftAnalysis, goal: LiftAdvice.Goal) {
        // Rounded as a person reads them: a millimetre, a centimetre a second, a hundredth of a second.
        func r(_ value: Double, _ places: Double) -> Double { (value * places).rounded() / places }
        reps = analysis.reps.enumerated().map { index, rep in
            Rep(
                number: index + 1, romCm: r(rep.romCm, 10), meanConcentricVelocity: r(rep.meanConcentricVelocity, 100),
                peakVelocity: r(rep.peakVelocity, 100), peakVelocityAtPercent: r(rep.peakVelocityAtPercent, 1),
                timeToPeakS: r(rep.timeToPeakS, 100), peakAcceleration: r(rep.peakAcceleration, 10),
                durationS: r(rep.durationS, 100), maxAbsPitchDeg: rep.maxAbsPitchDeg.map { r($0, 10) },
                maxAbsRollDeg: rep.maxAbsRollDeg.map { r($0, 10) }, start: r(rep.start, 100), end: r(rep.end, 100))
        }
        repCount = analysis.reps.count
        partialReps = analysis.partialReps.map { Partial(romCm: r($0.romCm, 10), start: r($0.start, 100), end: r($0.end, 100)) }
        velocityLossPercent = analysis.velocityLossPercent.map { r($0, 1) }
        slowestRep = analysis.slowestRep
        leastStableRep = analysis.leastStableRep
        self.goal = goal.rawValue
        advice = LiftAdvice.of(analysis, goal: goal).map {
            Advice(kind: $0.kind.rawValue, rep: $0.reps.first, reps: $0.reps, text: $0.text)
        }
        distanceReadings = analysis.series.seconds.count
        ignoredLines = analysis.ignoredLines
    }
}
