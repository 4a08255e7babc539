import Foundation
import Testing

@testable import SystemCore

/// The analysis against sets with known truth (issue 16): rep count exact, range of motion within 2 cm, mean
/// concentric velocity within 0.05 m/s, largest roll within 1°, for every impairment a real stream has.
@Suite struct LiftAnalysisAccuracyTests {
    enum Impairment: String, CaseIterable, CustomTestStringConvertible {
        case clean, noise, jitter, spikes, spikyRegions, dropped, garbage, pauses, tenHertz
        var testDescription: String { rawValue }
    }

    /// The sets that miss a target, out of 100 generated with this impairment.
    static func misses(_ impairment: Impairment) -> [String] {
        var misses: [String] = []
        for seed in UInt64(1)...100 {
            var random = SplitMix(seed: seed &* 7919)
            var options = ClipSimulator.Options()
            options.seed = seed
            options.rate = 50
            options.timed = true
            options.noiseCm = 0
            switch impairment {
            case .noise: options.noiseCm = 0.5
            case .jitter: options.jitter = 0.3
            case .spikes: options.spikes = 0.03
            case .spikyRegions: options.spikyRegions = 2
            case .dropped: options.dropped = 0.05
            case .garbage: options.garbage = 0.05
            case .pauses:
                options.pauseTop = random.unit() * 1.5
                options.pauseBottom = random.unit() * 1.5
            case .tenHertz: options.rate = 10
            case .clean: break
            }
            let count = 1 + Int(random.next() % 6)
            options.reps = (0..<count).map { _ in (20 + random.unit() * 50, 0.6 + random.unit() * 1.9, (random.unit() * 2 - 1) * 12) }
            let (text, truth) = ClipSimulator.stream(options)
            let analysis = LiftAnalysis(ClipStream(parsing: text, rate: options.rate))
            guard analysis.reps.count == truth.reps.count else {
                misses.append("seed \(seed): \(analysis.reps.count) reps, not \(truth.reps.count)")
                continue
            }
            for (rep, expected) in zip(analysis.reps, truth.reps)
            where abs(rep.romCm - expected.romCm) > 2 || abs(rep.meanConcentricVelocity - expected.mcv) > 0.05
                || abs((rep.maxAbsRollDeg ?? 0) - abs(expected.maxRoll)) > 1
            {
                misses.append(
                    "seed \(seed): ROM \(rep.romCm) for \(expected.romCm), MCV \(rep.meanConcentricVelocity) for \(expected.mcv)")
            }
            if analysis.ignoredLines != truth.garbage { misses.append("seed \(seed): \(analysis.ignoredLines) lines ignored") }
        }
        return misses
    }

    @Test(arguments: Impairment.allCases)
    func everySetMeetsTheTargets(_ impairment: Impairment) {
        let misses = Self.misses(impairment)
        #expect(misses.isEmpty, "\(misses.count) of 100: \(misses.prefix(3).joined(separator: "; "))")
    }
}
