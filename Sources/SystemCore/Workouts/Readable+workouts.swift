import Foundation

extension Readable {
    /// A weight on a bar as a lifter reads it: "100 kg", "102.5 kg", "116.7 kg" (to the tenth).
    public static func barWeight(_ kg: Double) -> String {
        let tenths = (kg * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) kg" : String(tenths, places: 1) + " kg"
    }

    /// A session's sets: "3 × 5 at 100 kg", or each set when they differ ("100 kg × 5, 105 kg × 3").
    public static func sets(_ sets: [LiftSet]) -> String {
        guard let first = sets.first else { return "–" }
        if sets.allSatisfy({ $0.weightKg == first.weightKg && $0.reps == first.reps }) {
            return "\(sets.count) × \(first.reps) at \(barWeight(first.weightKg))"
        }
        return sets.map { "\(barWeight($0.weightKg)) × \($0.reps)" }.joined(separator: ", ")
    }
}

extension Readable {
    /// A template's lift: "Squat 3 × 5 at 100 kg".
    public static func templateItem(_ item: WorkoutTemplate.Item, in log: WorkoutLog) -> String {
        "\(log.lift(item.liftId)?.name ?? "A lift no longer kept") \(item.sets) × \(item.targetReps) at \(barWeight(item.weightKg))"
    }

    /// A template's rest between sets: "rest 2:00", or "no rest".
    public static func rest(_ seconds: Int) -> String { seconds == 0 ? "no rest" : "rest \(countdown(seconds: seconds))" }
}
