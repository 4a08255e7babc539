import Foundation
import Testing

@testable import SystemCore

/// The coach's workout messages: a personal record today, and a week without lifting for someone who lifts.
@Suite struct WorkoutsCoachTests {
    static let modules = CoreModules.standard
    static let coach = Coach(options: modules.coachOptions, signals: modules.coachSignals, words: modules.coachWords)
    static let squat = Lift.standard[0].id

    /// A lifter who did one squat set of `kg` × 5 on each of `days` (November 2026, 19:00 in Berlin).
    static func lifter(_ sets: [(day: Int, kg: Double)]) throws -> UserState {
        var state = UserState(defaultTimeZone: "Europe/Berlin", modules: modules)
        for (number, set) in sets.enumerated() {
            let at = instant(String(format: "2026-11-%02dT18:00:00Z", set.day))
            try state.run(
                .workouts(
                    .recordSet(
                        LiftSet(id: fixedID(number + 1), liftId: squat, weightKg: set.kg, reps: 5, targetReps: 5, at: at, measured: nil))),
                at: at)
        }
        return state
    }

    /// The workout options that score at `at` among all the coach's, and the text of the one the coach would pick
    /// among the workout options alone (another topic may rank higher at that moment).
    static func scored(_ state: UserState, at: String) -> (keys: [String], text: String) {
        let evaluation = coach.evaluate(state, user: .local, at: instant(at))
        let keys = evaluation.scores.filter { $0.priority > 0 && $0.option.key.hasPrefix("workout.") }.map(\.option.key)
        let workouts = Coach(
            options: modules.coachOptions.filter { $0.key.hasPrefix("workout.") }, signals: modules.coachSignals, words: modules.coachWords)
        return (keys, workouts.evaluate(state, user: .local, at: instant(at)).message.text)
    }

    @Test func aPersonalRecordTodayIsNamedWithItsSet() throws {
        let state = try Self.lifter([(16, 100), (19, 102.5), (23, 102.5), (26, 107.5)])
        let (keys, text) = Self.scored(state, at: "2026-11-26T19:30:00Z")
        #expect(keys.sorted() == ["workout.record.1", "workout.record.2"])
        #expect(text.contains("107.5 kg × 5") && text.contains("squat"), "\(text)")
        // The next day, it is no news
        #expect(Self.scored(state, at: "2026-11-27T09:30:00Z").keys.filter { $0.hasPrefix("workout.record") }.isEmpty)
    }

    @Test(
        arguments: [
            ([(5, 100.0), (9, 100), (12, 100)], 8, true), ([(5, 100.0), (9, 100), (12, 100)], 3, false),
            ([(9, 100.0), (12, 100)], 8, false),
        ] as [([(Int, Double)], Int, Bool)])
    func aWeekWithoutLiftingIsNoticedForALifter(_ sets: [(Int, Double)], _ daysAfter: Int, _ noticed: Bool) throws {
        let state = try Self.lifter(sets.map { (day: $0.0, kg: $0.1) })
        let today = 12 + daysAfter
        let (keys, text) = Self.scored(state, at: String(format: "2026-11-%02dT10:00:00Z", today))
        #expect(keys.contains { $0.hasPrefix("workout.lapsed") } == noticed)
        if noticed { #expect(text.contains("\(daysAfter) days"), "\(text)") }
    }
}
