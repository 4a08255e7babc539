import Foundation

/// The seed's equation for one day: Calories Consumed − Calories Burned = Leftover Calories, where Burned is the
/// day's active energy plus resting energy, and resting energy is the mean daily basal energy of the 30 days
/// before (each with a full day of readings) — or, with no such day, an estimate from the body, labelled as one.
public struct EnergyBalance: Hashable, Sendable {
    public var consumedKcal: Double
    /// Active energy from devices (the day's largest source: the watch and the phone both count the same steps).
    public var deviceActiveKcal: Double
    /// Activity the user logged by hand.
    public var manualActiveKcal: Double
    /// Nil when there is neither a full day of basal readings nor the body's figures to estimate it.
    public var restingKcal: Double?
    public var restingIsEstimate: Bool
    /// How many days the resting energy is the mean of (0 for an estimate).
    public var restingDays: Int
    /// What the weight goal adds to the day's allowance (negative to lose).
    public var goalKcal: Double

    public init(
        consumedKcal: Double, deviceActiveKcal: Double, manualActiveKcal: Double, restingKcal: Double?, restingIsEstimate: Bool,
        restingDays: Int, goalKcal: Double
    ) {
        self.consumedKcal = consumedKcal
        self.deviceActiveKcal = deviceActiveKcal
        self.manualActiveKcal = manualActiveKcal
        self.restingKcal = restingKcal
        self.restingIsEstimate = restingIsEstimate
        self.restingDays = restingDays
        self.goalKcal = goalKcal
    }

    /// Energy from movement. A workout's own energy is part of the watch's active energy, never added on top.
    public var activeKcal: Double { deviceActiveKcal + manualActiveKcal }
    public var burnedKcal: Double { activeKcal + (restingKcal ?? 0) }
    /// What the day allows: burned, shifted by the goal.
    public var allowanceKcal: Double { burnedKcal + goalKcal }
    public var leftoverKcal: Double { allowanceKcal - consumedKcal }

    /// How full the ring is: what is left of the allowance, from 1 (nothing eaten) to 0 (all of it eaten); past 0
    /// the ring is empty and the day is over.
    public var ringFraction: Double {
        guard allowanceKcal > 0 else { return 0 }
        return min(1, max(0, leftoverKcal / allowanceKcal))
    }

    /// A day counts towards resting energy when its basal readings cover at least this much of it.
    public static let fullDaySeconds = 18.0 * 3600
    /// The days before a day whose basal energy is averaged.
    public static let restingWindowDays = 30

    /// The mean basal energy of the days given (each the day's totals per source), counting only days whose largest
    /// source covers 18 hours or more; nil when none does.
    public static func resting(from days: [SourceTotals]) -> (kcal: Double, days: Int)? {
        let full = days.compactMap { day -> Double? in
            guard let largest = day.largest, largest.total.seconds >= fullDaySeconds else { return nil }
            return largest.total.value
        }
        guard !full.isEmpty else { return nil }
        return (full.reduce(0, +) / Double(full.count), full.count)
    }
}

/// Beyond the seed: the energy a person's weight trend says they burn, next to what their devices say. Over the
/// weeks looked at, what was eaten minus what the trend gained (7,700 kcal a kilogram) is what was burned; a watch
/// that counts more than that over-counts.
public struct ImpliedExpenditure: Hashable, Sendable {
    /// kcal a day the trend implies.
    public let impliedKcal: Double
    /// kcal a day the devices and estimates said (the mean of the equation's burned on the same days).
    public let measuredKcal: Double
    /// The days with food logged that went into it, and the span of the weight trend.
    public let days: Int
    public let spanDays: Int

    /// How much the devices over-count (positive) or under-count (negative), as a fraction of the implied figure.
    public var difference: Double { impliedKcal > 0 ? (measuredKcal - impliedKcal) / impliedKcal : 0 }

    /// At least three weeks of intake and of weight are needed: fewer is noise.
    public static let minimumDays = 21

    /// From the days with food logged (their intake and burned), and the weight trend over the same weeks; nil
    /// with less than three weeks of either.
    public static func from(days: [(date: CivilDate, eaten: Double, burned: Double)], weights: [WeightDay]) -> ImpliedExpenditure? {
        guard days.count >= minimumDays, let first = weights.first, let last = weights.last else { return nil }
        let span = last.date.daysSinceEpoch - first.date.daysSinceEpoch
        guard span >= minimumDays else { return nil }
        let eaten = days.reduce(0) { $0 + $1.eaten } / Double(days.count)
        let burned = days.reduce(0) { $0 + $1.burned } / Double(days.count)
        let stored = (last.trendKg - first.trendKg) * BodyProfile.kcalPerKg / Double(span)
        return ImpliedExpenditure(impliedKcal: eaten - stored, measuredKcal: burned, days: days.count, spanDays: span)
    }
}
