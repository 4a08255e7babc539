import Foundation

/// What a set's reps say to do next, right after the set (the seed's Lift Buddy: range of motion from the position,
/// weak points from the velocity, explosiveness from how fast the bar gets going, stability from pitch and roll),
/// and whether fatigue has gone past what the user's goal allows.
public struct LiftAdvice: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case rangeOfMotion, weakPoint, explosiveness, stability, fatigue
    }

    public let kind: Kind
    /// The reps it is about, 1-based; empty when it is about the set.
    public let reps: [Int]
    public let text: String

    /// What the user trains for: how much velocity a set may lose before it stops serving that.
    public enum Goal: String, Sendable, CaseIterable, Codable {
        case power, strength, hypertrophy

        /// Velocity loss, fastest rep to last, past which the set should end (%): the usual cut-offs of
        /// velocity-based training.
        public var velocityLossCutOff: Double {
            switch self {
            case .power: 10
            case .strength: 20
            case .hypertrophy: 30
            }
        }
    }

    /// How far a rep may fall short of the set's usual range before it is named: this share of it, and at least
    /// `shortRangeMinimumCm`.
    public static let shortRangeShare = 0.1
    public static let shortRangeMinimumCm = 5.0
    /// A tilt past this, either way, is named.
    public static let tiltLimitDeg = 8.0
    /// A rep whose speed peaks past this share of the way up got going slowly.
    public static let latePeakPercent = 65.0
    /// A dip in velocity counts as a weak point when it falls this far under the speed before it, and the bar
    /// speeds up again after it.
    public static let dipShare = 0.8

    /// The advice for `analysis`, most useful first: fatigue, then the form (range, stability), then the power
    /// (weak points, explosiveness). Nothing when there are no reps.
    public static func of(_ analysis: LiftAnalysis, goal: Goal) -> [LiftAdvice] {
        let reps = analysis.reps
        guard !reps.isEmpty else { return [] }
        var advice: [LiftAdvice] = []

        if let loss = analysis.velocityLossPercent, loss > goal.velocityLossCutOff, let slowest = analysis.slowestRep {
            advice.append(
                LiftAdvice(
                    kind: .fatigue, reps: [slowest],
                    text: "The bar slowed \(Int(loss.rounded())) % from your fastest rep, past the \(Int(goal.velocityLossCutOff)) % "
                        + "a \(goal.rawValue) set allows. End the set here, or rest longer before the next."))
        }

        if reps.count >= 2 {
            let usual = median(reps.map(\.romCm))
            let short = reps.indices.filter { usual - reps[$0].romCm > max(shortRangeMinimumCm, usual * shortRangeShare) }
            if !short.isEmpty {
                let worst = short.max { reps[$0].romCm > reps[$1].romCm }!
                let missing = Int((usual - reps[worst].romCm).rounded())
                advice.append(
                    LiftAdvice(
                        kind: .rangeOfMotion, reps: short.map { $0 + 1 },
                        text: "\(Self.named(short)) stopped short of your usual \(Int(usual.rounded())) cm "
                            + "(by up to \(missing) cm). Take every rep through the whole range, or lower the weight."))
            }
        }

        let tilted = reps.indices.filter { max(reps[$0].maxAbsPitchDeg ?? 0, reps[$0].maxAbsRollDeg ?? 0) > tiltLimitDeg }
        if !tilted.isEmpty {
            let worst = tilted.max { tilt(reps[$0]) < tilt(reps[$1]) }!
            let axis = (reps[worst].maxAbsRollDeg ?? 0) >= (reps[worst].maxAbsPitchDeg ?? 0) ? "side to side" : "forward or back"
            advice.append(
                LiftAdvice(
                    kind: .stability, reps: tilted.map { $0 + 1 },
                    text: "\(Self.named(tilted)) tilted \(axis), up to \(Int(tilt(reps[worst]).rounded()))°. Keep the bar level: "
                        + "grip evenly, brace, and slow down until it stays flat."))
        }

        let dips = reps.indices.compactMap { index in dip(in: reps[index], of: analysis.series).map { (index, $0) } }
        if !dips.isEmpty {
            let at = median(dips.map(\.1))
            advice.append(
                LiftAdvice(
                    kind: .weakPoint, reps: dips.map { $0.0 + 1 },
                    text: "\(Self.named(dips.map(\.0))) slowed about \(Int((at / 5).rounded()) * 5) % of the way up, then sped up "
                        + "again: that is your sticking point. Pauses or partial reps at that height build it."))
        }

        let late = reps.indices.filter { reps[$0].peakVelocityAtPercent > latePeakPercent }
        if late.count * 2 > reps.count {
            let at = median(late.map { reps[$0].peakVelocityAtPercent })
            advice.append(
                LiftAdvice(
                    kind: .explosiveness, reps: late.map { $0 + 1 },
                    text: "The bar got going slowly: its speed peaked about \(Int((at / 5).rounded()) * 5) % of the way up. "
                        + "Drive hard off the bottom from the first inch."))
        }
        return advice
    }

    /// Where in `rep` (% of the way up) the bar slowed and then sped up again, if it did.
    static func dip(in rep: LiftAnalysis.Rep, of series: LiftAnalysis.Series) -> Double? {
        guard let range = LiftAnalysis.window(series.seconds, from: rep.start, to: rep.end), range.count >= 5 else { return nil }
        let velocity = Array(series.velocity[range]), height = Array(series.height[range])
        guard let peak = velocity.max(), peak > 0 else { return nil }
        // From where the bar reaches half its peak speed: a fall under `dipShare` of the fastest speed so far that
        // comes back to 90 % of it is a dip; one that never comes back is the bar slowing to the top.
        guard var fastest = velocity.firstIndex(where: { $0 >= peak / 2 }) else { return nil }
        var index = fastest
        while index < velocity.count {
            if velocity[index] > velocity[fastest] { fastest = index }
            if velocity[index] < velocity[fastest] * dipShare {
                var slowest = index
                while index < velocity.count, velocity[index] < velocity[fastest] * 0.9 {
                    if velocity[index] < velocity[slowest] { slowest = index }
                    index += 1
                }
                guard index < velocity.count else { return nil }
                return max(0, min(100, (height[slowest] - height[0]) / max(rep.romCm, 1) * 100))
            }
            index += 1
        }
        return nil
    }

    private static func tilt(_ rep: LiftAnalysis.Rep) -> Double { max(rep.maxAbsPitchDeg ?? 0, rep.maxAbsRollDeg ?? 0) }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// "Rep 3", "Reps 2 and 5", "Reps 1, 3 and 4" (0-based indices in).
    static func named(_ indices: [Int]) -> String {
        let numbers = indices.map { String($0 + 1) }
        guard numbers.count > 1 else { return "Rep \(numbers.first ?? "")" }
        return "Reps " + numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
    }
}
