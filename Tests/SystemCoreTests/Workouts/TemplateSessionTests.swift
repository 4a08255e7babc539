import Foundation
import Testing

@testable import SystemCore

/// A template's session on a day: what is done, what comes next and at which weight; templates as typed.
@Suite struct TemplateSessionTests {
    static let squat = Lift.standard[0].id, bench = Lift.standard[1].id
    static let day = CivilDate("2026-11-26")!

    /// Squat 2×5, bench 1×8, then squat again 1×8 lighter.
    static let template = WorkoutTemplate(
        id: fixedID(90), name: "Day A",
        items: [
            .init(liftId: squat, weightKg: 100, sets: 2, targetReps: 5), .init(liftId: bench, weightKg: 60, sets: 1, targetReps: 8),
            .init(liftId: squat, weightKg: 80, sets: 1, targetReps: 8),
        ], restSeconds: 150)

    /// The state after sets on the template's day (lift index, kg, reps), a minute apart from 18:00 UTC, after an
    /// earlier squat session of 100 kg × 5 × 2 on the 23rd that reached its target.
    static func state(after sets: [(LiftID, Double, Int)]) throws -> UserState {
        var state = WorkoutLogTests.fresh()
        let now = instant("2026-11-26T21:00:00Z")
        try state.run(.workouts(.recordSet(WorkoutLogTests.set(1, squat, 100, 5, at: "2026-11-23T18:00:00Z"))), at: now)
        try state.run(.workouts(.recordSet(WorkoutLogTests.set(2, squat, 100, 5, at: "2026-11-23T18:03:00Z"))), at: now)
        for (index, set) in sets.enumerated() {
            let at = String(format: "2026-11-26T18:%02d:00Z", index)
            try state.run(.workouts(.recordSet(WorkoutLogTests.set(10 + index, set.0, set.1, set.2, at: at))), at: now)
        }
        return state
    }

    @Test func aSessionWalksTheItemsInOrderAndEndsWhenEverySetIsDone() throws {
        typealias Step = TemplateSession.Step
        let steps: [(sets: [(LiftID, Double, Int)], done: [Int], next: Step?)] = [
            // Nothing yet: the squat a step up from the last session that reached its target.
            ([], [0, 0, 0], Step(item: 0, liftId: Self.squat, set: 1, weightKg: 105, targetReps: 5)),
            // The second set at the weight the first was done at, whatever was suggested.
            ([(Self.squat, 102.5, 5)], [1, 0, 0], Step(item: 0, liftId: Self.squat, set: 2, weightKg: 102.5, targetReps: 5)),
            (
                [(Self.squat, 102.5, 5), (Self.squat, 102.5, 4)], [2, 0, 0],
                Step(item: 1, liftId: Self.bench, set: 1, weightKg: 60, targetReps: 8)
            ),
            // The same lift again: the third squat counts for the last item, starting from the day's last squat weight.
            (
                [(Self.squat, 102.5, 5), (Self.squat, 102.5, 4), (Self.bench, 60, 8)], [2, 1, 0],
                Step(item: 2, liftId: Self.squat, set: 1, weightKg: 102.5, targetReps: 8)
            ),
            ([(Self.squat, 102.5, 5), (Self.squat, 102.5, 4), (Self.bench, 60, 8), (Self.squat, 80, 8)], [2, 1, 1], nil),
            // Sets beyond the template's change nothing.
            (
                [(Self.squat, 100, 5), (Self.squat, 100, 5), (Self.squat, 100, 5), (Self.squat, 80, 8), (Self.squat, 80, 8)], [2, 0, 1],
                Step(item: 1, liftId: Self.bench, set: 1, weightKg: 60, targetReps: 8)
            ),
        ]
        for step in steps {
            let state = try Self.state(after: step.sets)
            let session = state.workouts.session(of: Self.template, on: Self.day, calendar: state.calendar)
            #expect(session.done == step.done)
            #expect(session.next == step.next)
            #expect(session.setsPlanned == 4)
            #expect(session.isFinished == (step.next == nil))
        }
    }

    @Test(arguments: [
        ("squat 3x5 100kg", 0, 3, 5, 100.0), ("Bench 5×5 60", 1, 5, 5, 60), ("overhead press 3X8 40kg", 3, 3, 8, 40),
        ("deadlift 1x5 225lb", 2, 1, 5, 102.058),
    ])
    func aTemplatesLiftIsReadAsTyped(_ text: String, _ lift: Int, _ sets: Int, _ reps: Int, _ kg: Double) throws {
        let item = try WorkoutCommand.templateItem(text, in: WorkoutLogTests.fresh().workouts)
        #expect(item == WorkoutTemplate.Item(liftId: Lift.standard[lift].id, weightKg: kg, sets: sets, targetReps: reps))
    }

    @Test(arguments: [
        ("squat 100kg", "sets × reps"), ("3x5 100kg", "sets × reps"), ("squat 3x5", "sets × reps"), ("curl 3x5 20", "not a lift"),
        ("squat 3x5 heavy", "not a weight"), ("squat 30x5 100", "Sets go from 1 to 20"), ("squat 3x0 100", "Target reps"),
        ("squat 3x5x2 100", "sets × reps"),
    ])
    func aTemplatesLiftThatCannotBeReadIsRefusedWithWhatToWrite(_ text: String, _ message: String) {
        #expect {
            try WorkoutCommand.templateItem(text, in: WorkoutLogTests.fresh().workouts)
        } throws: { error in
            (error as? DomainError)?.field == "lift" && (error as? DomainError)?.message.contains(message) == true
        }
    }

    @Test(
        arguments: [
            ("2:00", 120), ("1:30", 90), ("90s", 90), ("90 sec", 90), ("2m", 120), ("3", 180), ("0", 0), ("2:5", nil), ("soon", nil),
            ("-1", nil), ("1:60", nil),
        ] as [(String, Int?)])
    func aRestIsReadAsAClockSecondsOrMinutes(_ text: String, _ seconds: Int?) {
        #expect(WorkoutCommand.restSeconds(text) == seconds)
    }

    @Test func aTemplateIsFoundByNameOrTheStartOfIt() throws {
        var state = WorkoutLogTests.fresh()
        let now = instant("2026-11-26T21:00:00Z")
        try state.run(.workouts(.saveTemplate(Self.template)), at: now)
        var other = Self.template
        other = WorkoutTemplate(id: fixedID(91), name: "Day B", items: other.items, restSeconds: 90)
        try state.run(.workouts(.saveTemplate(other)), at: now)
        #expect(state.workouts.template(named: "day a")?.id == fixedID(90))
        #expect(state.workouts.template(named: "Day B")?.id == fixedID(91))
        #expect(state.workouts.template(named: "day") == nil)  // two start so
        #expect(state.workouts.template(named: "") == nil)
    }
}
