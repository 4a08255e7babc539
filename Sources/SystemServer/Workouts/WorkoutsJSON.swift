import Foundation
import SystemCore

/// A set as the API gives it.
public struct LiftSetJSON: Encodable, Sendable {
    let id: String
    let liftId: String
    let weightKg: Double
    let reps: Int
    @Nullable var targetReps: Int?
    let at: String
    @Nullable var epleyKg: Double?
    @Nullable var brzyckiKg: Double?
    /// What the clip measured, or null for a set logged by hand.
    @Nullable var measured: Measured?

    struct Measured: Encodable, Sendable {
        let repVelocities: [Double]
        let repRangesCm: [Double]
        let partialReps: Int
        @Nullable var streamId: String?
    }

    init(_ set: LiftSet, calendar: DayCalendar) {
        func r(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        id = set.id.description
        liftId = set.liftId.description
        weightKg = set.weightKg
        reps = set.reps
        targetReps = set.targetReps
        at = calendar.iso8601(set.at)
        epleyKg = set.epleyKg.map(r)
        brzyckiKg = OneRepMax.brzycki(weightKg: set.weightKg, reps: set.reps).map(r)
        measured = set.measured.map {
            Measured(
                repVelocities: $0.repVelocities.map { ($0 * 100).rounded() / 100 }, repRangesCm: $0.repRangesCm.map(r),
                partialReps: $0.partialReps, streamId: $0.streamId)
        }
    }
}

/// `GET /api/v1/lifts`: every lift with its last session and best estimated one-rep max.
public struct LiftsJSON: Encodable, Sendable {
    let lifts: [Entry]

    struct Entry: Encodable, Sendable {
        let id: String
        let name: String
        let isLowerBody: Bool
        let lastSession: [LiftSetJSON]
        @Nullable var bestEpleyKg: Double?
    }

    public init(_ state: UserState) {
        let log = state.workouts
        lifts = log.lifts.map { lift in
            Entry(
                id: lift.id.description, name: lift.name, isLowerBody: lift.isLowerBody,
                lastSession: (log.lastSessions(of: lift.id, count: 1, calendar: state.calendar).last ?? []).map {
                    LiftSetJSON($0, calendar: state.calendar)
                },
                bestEpleyKg: log.sets(of: lift.id).compactMap(\.epleyKg).max().map { ($0 * 10).rounded() / 10 })
        }
    }
}

/// `POST /api/v1/lifts/sets`: the set recorded, whether it is a personal record, the next session's weight, and the
/// analysis of its stream (null without one).
public struct RecordedSetJSON: Encodable, Sendable {
    let set: LiftSetJSON
    let isRecord: Bool
    let nextWeightKg: Double
    @Nullable var analysis: LiftAnalysisJSON?

    public init(_ set: LiftSet, analysis: LiftAnalysis?, goal: LiftAdvice.Goal, in state: UserState) {
        let log = state.workouts
        self.set = LiftSetJSON(set, calendar: state.calendar)
        isRecord = log.isRecord(set)
        nextWeightKg = log.nextWeight(after: set, calendar: state.calendar)
        self.analysis = analysis.map { LiftAnalysisJSON($0, goal: goal) }
    }
}
