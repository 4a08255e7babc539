import Foundation
import SystemCore

/// A set as the API gives it.
public struct LiftSetJSON: Encodable, Sendable {
    let id: String
    let liftId: String
    let weightKg: Double
    let reps: Int
    let targetReps: Int?
    let at: String
    let epleyKg: Double?
    let brzyckiKg: Double?
    /// What the clip measured, or null for a set logged by hand.
    let measured: Measured?

    struct Measured: Encodable, Sendable {
        let repVelocities: [Double]
        let repRangesCm: [Double]
        let partialReps: Int
        let streamId: String?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(repVelocities, forKey: .repVelocities)
            try c.encode(repRangesCm, forKey: .repRangesCm)
            try c.encode(partialReps, forKey: .partialReps)
            try c.encode(streamId, forKey: .streamId)
        }

        enum CodingKeys: String, CodingKey { case repVelocities, repRangesCm, partialReps, streamId }
    }

    enum CodingKeys: String, CodingKey { case id, liftId, weightKg, reps, targetReps, at, epleyKg, brzyckiKg, measured }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(liftId, forKey: .liftId)
        try c.encode(weightKg, forKey: .weightKg)
        try c.encode(reps, forKey: .reps)
        try c.encode(targetReps, forKey: .targetReps)
        try c.encode(at, forKey: .at)
        try c.encode(epleyKg, forKey: .epleyKg)
        try c.encode(brzyckiKg, forKey: .brzyckiKg)
        try c.encode(measured, forKey: .measured)
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
        let bestEpleyKg: Double?

        enum CodingKeys: String, CodingKey { case id, name, isLowerBody, lastSession, bestEpleyKg }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(name, forKey: .name)
            try c.encode(isLowerBody, forKey: .isLowerBody)
            try c.encode(lastSession, forKey: .lastSession)
            try c.encode(bestEpleyKg, forKey: .bestEpleyKg)
        }
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
    let analysis: LiftAnalysisJSON?

    enum CodingKeys: String, CodingKey { case set, isRecord, nextWeightKg, analysis }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(set, forKey: .set)
        try c.encode(isRecord, forKey: .isRecord)
        try c.encode(nextWeightKg, forKey: .nextWeightKg)
        try c.encode(analysis, forKey: .analysis)
    }

    public init(_ set: LiftSet, analysis: LiftAnalysis?, goal: LiftAdvice.Goal, in state: UserState) {
        let log = state.workouts
        self.set = LiftSetJSON(set, calendar: state.calendar)
        isRecord = log.isRecord(set)
        nextWeightKg = log.nextWeight(
            for: WorkoutTemplate.Item(liftId: set.liftId, weightKg: set.weightKg, sets: 1, targetReps: set.targetReps ?? set.reps),
            calendar: state.calendar)
        self.analysis = analysis.map { LiftAnalysisJSON($0, goal: goal) }
    }
}
