import Foundation
import Testing

@testable import SystemCore

/// The workouts log: lifts, templates and sets, one-rep maxes, records and the next weight.
@Suite struct WorkoutLogTests {
    static let squat = Lift.standard[0].id, bench = Lift.standard[1].id

    /// A user with the workouts module (not yet among the standard ones).
    static func fresh() -> UserState { UserState(defaultTimeZone: "Europe/Berlin", modules: .standard) }

    static func set(_ number: Int, _ lift: LiftID, _ kg: Double, _ reps: Int, target: Int? = 5, at: String) -> LiftSet {
        LiftSet(id: fixedID(number), liftId: lift, weightKg: kg, reps: reps, targetReps: target, at: instant(at), measured: nil)
    }

    @Test(arguments: [
        (100.0, 1, 100.0, 100.0), (100, 5, 116.67, 112.5), (100, 10, 133.33, 133.33), (80, 12, 112, 115.2),
    ])
    func epleyAndBrzyckiAgreeNearFiveRepsAndPartBeyondTen(_ kg: Double, _ reps: Int, _ epley: Double, _ brzycki: Double) throws {
        #expect(abs(try #require(OneRepMax.epley(weightKg: kg, reps: reps)) - epley) < 0.01)
        #expect(abs(try #require(OneRepMax.brzycki(weightKg: kg, reps: reps)) - brzycki) < 0.01)
    }

    @Test func noRepsNoWeightOrTooManyRepsGiveNoEstimate() {
        #expect(OneRepMax.epley(weightKg: 100, reps: 0) == nil)
        #expect(OneRepMax.epley(weightKg: 0, reps: 5) == nil)
        #expect(OneRepMax.brzycki(weightKg: 100, reps: 37) == nil)
    }

    /// A lifter whose best rep slows by 0.1 m/s for every 20 kg reaches 0.3 m/s at the line's end.
    @Test func theLoadVelocityProfileCarriesTheLineToTheSlowestSpeed() throws {
        let points = [(60.0, 1.0), (80, 0.9), (100, 0.8), (100, 0.7), (120, 0.7)]
        #expect(abs(try #require(OneRepMax.fromVelocity(points)) - 200) < 0.01)
        #expect(OneRepMax.fromVelocity([(60, 1.0), (80, 0.9)]) == nil)  // two weights are no profile
        #expect(OneRepMax.fromVelocity([(60, 0.8), (80, 0.9), (100, 1.0)]) == nil)  // faster when heavier: no line to trust
    }

    @Test func setsAreKeptPerLiftInOrderAndAFirstSetIsNoRecord() throws {
        var state = Self.fresh()
        let now = instant("2026-11-26T20:00:00Z")
        try state.run(.workouts(.recordSet(Self.set(2, Self.squat, 100, 5, at: "2026-11-20T18:10:00Z"))), at: now)
        try state.run(.workouts(.recordSet(Self.set(1, Self.squat, 100, 5, at: "2026-11-20T18:05:00Z"))), at: now)
        try state.run(.workouts(.recordSet(Self.set(3, Self.bench, 60, 8, at: "2026-11-20T18:20:00Z"))), at: now)
        try state.run(.workouts(.recordSet(Self.set(4, Self.squat, 105, 5, at: "2026-11-23T18:05:00Z"))), at: now)
        let log = state.workouts
        #expect(log.sets(of: Self.squat).map(\.id) == [fixedID(1), fixedID(2), fixedID(4)])
        #expect(log.sets(of: Self.bench).map(\.volumeKg) == [480])
        #expect(!log.isRecord(log[set: fixedID(1)]!))
        #expect(!log.isRecord(log[set: fixedID(2)]!))  // the same as the first: no record
        #expect(log.isRecord(log[set: fixedID(4)]!))

        try state.run(.workouts(.removeSet(fixedID(4))), at: now)
        #expect(state.workouts.sets(of: Self.squat).count == 2)
    }

    @Test func badInputIsRefusedNamingTheField() {
        let state = Self.fresh()
        let now = instant("2026-11-26T20:00:00Z")
        expectInvalid(
            .workouts(.recordSet(Self.set(1, Self.squat, -5, 5, at: "2026-11-26T19:00:00Z"))), by: state, at: now, field: "weightKg")
        expectInvalid(
            .workouts(.recordSet(Self.set(1, Self.squat, 1_500, 5, at: "2026-11-26T19:00:00Z"))), by: state, at: now, field: "weightKg")
        expectInvalid(
            .workouts(.recordSet(Self.set(1, Self.squat, 100, 101, at: "2026-11-26T19:00:00Z"))), by: state, at: now, field: "reps")
        expectInvalid(
            .workouts(.recordSet(Self.set(1, fixedID(99), 100, 5, at: "2026-11-26T19:00:00Z"))), by: state, at: now, field: "liftId")
        expectInvalid(.workouts(.recordSet(Self.set(1, Self.squat, 100, 5, at: "2026-11-27T19:00:00Z"))), by: state, at: now, field: "at")
        expectInvalid(.workouts(.addLift(Lift(id: fixedID(7), name: "  ", isLowerBody: false))), by: state, at: now, field: "name")
        expectInvalid(.workouts(.addLift(Lift(id: fixedID(7), name: "squat", isLowerBody: true))), by: state, at: now, field: "name")
        let empty = WorkoutTemplate(id: fixedID(8), name: "Day A", items: [], restSeconds: 120)
        expectInvalid(.workouts(.saveTemplate(empty)), by: state, at: now, field: "items")
        let zeroSets = WorkoutTemplate(
            id: fixedID(8), name: "Day A", items: [.init(liftId: Self.squat, weightKg: 100, sets: 0, targetReps: 5)], restSeconds: 120)
        expectInvalid(.workouts(.saveTemplate(zeroSets)), by: state, at: now, field: "items[0].sets")
        expectRefusal(.workouts(.removeSet(fixedID(1))), by: state, at: now, kind: .notFound, code: "set_not_found", field: "id")
    }

    @Test func aLiftersOwnLiftAndATemplateAreKept() throws {
        var state = Self.fresh()
        let now = instant("2026-11-26T20:00:00Z")
        try state.run(.workouts(.addLift(Lift(id: fixedID(7), name: " Front squat ", isLowerBody: true))), at: now)
        let template = WorkoutTemplate(
            id: fixedID(8), name: "Day A",
            items: [
                .init(liftId: fixedID(7), weightKg: 80, sets: 3, targetReps: 5),
                .init(liftId: Self.bench, weightKg: 60, sets: 3, targetReps: 8),
            ],
            restSeconds: 150)
        try state.run(.workouts(.saveTemplate(template)), at: now)
        #expect(state.workouts.lifts.map(\.name) == ["Squat", "Bench press", "Deadlift", "Overhead press", "Front squat"])
        #expect(state.workouts.template(fixedID(8)) == template)
        try state.run(.workouts(.deleteTemplate(fixedID(8))), at: now)
        #expect(state.workouts.allTemplates.isEmpty)
    }

    /// Reached every target → a step up (5 kg legs, 2.5 kg otherwise); short once → the same; short twice → a tenth
    /// off, to the nearest 2.5 kg.
    @Test(arguments: [
        ([[5, 5, 5]], 0, 105.0), ([[5, 5, 4]], 0, 100), ([[5, 4, 4], [5, 5, 3]], 0, 90), ([[5, 5, 5]], 1, 102.5),
        ([[5, 5, 3], [5, 5, 5]], 0, 105),
    ])
    func theNextWeightFollowsTheLastSessions(_ sessions: [[Int]], _ lift: Int, _ next: Double) throws {
        var state = Self.fresh()
        let id = Lift.standard[lift].id
        var number = 0
        for (day, reps) in sessions.enumerated() {
            for (index, count) in reps.enumerated() {
                number += 1
                try state.run(
                    .workouts(.recordSet(Self.set(number, id, 100, count, at: "2026-11-\(20 + day)T18:0\(index):00Z"))),
                    at: instant("2026-11-26T20:00:00Z"))
            }
        }
        let item = WorkoutTemplate.Item(liftId: id, weightKg: 100, sets: 3, targetReps: 5)
        #expect(state.workouts.nextWeight(for: item, calendar: state.calendar) == next)
        #expect(Self.fresh().workouts.nextWeight(for: item, calendar: state.calendar) == 100)  // no history: the template's
    }

    @Test func theTrainingGoalIsStrengthUntilSetAndSettingItAgainRecordsNothing() throws {
        var state = Self.fresh()
        let now = instant("2026-11-26T20:00:00Z")
        #expect(state.workouts.goal == .strength)
        #expect(try state.run(.workouts(.setGoal(.hypertrophy)), at: now).map(\.type) == ["workout.goal-set"])
        #expect(state.workouts.goal == .hypertrophy)
        #expect(try state.run(.workouts(.setGoal(.hypertrophy)), at: now).isEmpty)
    }
}
