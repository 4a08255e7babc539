import Foundation

/// The heaviest weight a lifter could lift once, estimated from a set that was not a single: from the reps done at a
/// weight (Epley's and Brzycki's formulas, which agree near five reps and part beyond ten), and, once a lift has
/// clip data at three or more weights, from the load–velocity profile.
public enum OneRepMax {
    /// Epley: weight × (1 + reps / 30); a single is itself. Nil without a rep or a weight.
    public static func epley(weightKg: Double, reps: Int) -> Double? {
        guard reps > 0, weightKg > 0 else { return nil }
        return reps == 1 ? weightKg : weightKg * (1 + Double(reps) / 30)
    }

    /// Brzycki: weight × 36 / (37 − reps); it has no answer from 37 reps up.
    public static func brzycki(weightKg: Double, reps: Int) -> Double? {
        guard reps > 0, reps < 37, weightKg > 0 else { return nil }
        return weightKg * 36 / Double(37 - reps)
    }

    /// A lift's mean concentric velocity at a one-rep max (m/s): about where the bar stops moving under a true
    /// maximum for the big barbell lifts.
    public static let minimumVelocity = 0.3

    /// From the load–velocity profile: the line through (weight, best rep's velocity) of each weight lifted with the
    /// clip, carried to ``minimumVelocity``. Nil with fewer than three weights, when the bar did not slow as the
    /// weight went up (the line must fall), or when the line gives less than the heaviest weight lifted.
    public static func fromVelocity(_ points: [(weightKg: Double, velocity: Double)], minimumVelocity: Double = minimumVelocity)
        -> Double?
    {
        // The fastest rep at each weight: the other reps of a set are slower through fatigue, not load.
        var best: [Double: Double] = [:]
        for point in points where point.weightKg > 0 && point.velocity > 0 {
            best[point.weightKg] = max(best[point.weightKg] ?? 0, point.velocity)
        }
        guard best.count >= 3 else { return nil }
        let n = Double(best.count)
        let meanW = best.keys.reduce(0, +) / n, meanV = best.values.reduce(0, +) / n
        var covariance = 0.0, variance = 0.0
        for (weight, velocity) in best {
            covariance += (weight - meanW) * (velocity - meanV)
            variance += (weight - meanW) * (weight - meanW)
        }
        guard variance > 0, covariance < 0 else { return nil }
        let slope = covariance / variance
        let estimate = meanW + (minimumVelocity - meanV) / slope
        return estimate >= (best.keys.max() ?? 0) ? estimate : nil  // never less than what was lifted
    }
}
