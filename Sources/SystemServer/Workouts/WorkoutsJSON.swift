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
        brzyckiKg = set.brzyckiKg.map(r)
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
    /// What the user trains for: power, strength or hypertrophy.
    let goal: String

    struct Entry: Encodable, Sendable {
        let id: String
        let name: String
        let isLowerBody: Bool
        let lastSession: [LiftSetJSON]
        @Nullable var bestEpleyKg: Double?

        init(_ lift: Lift, in state: UserState) {
            let log = state.workouts
            id = lift.id.description
            name = lift.name
            isLowerBody = lift.isLowerBody
            lastSession = (log.lastSessions(of: lift.id, count: 1, calendar: state.calendar).last ?? []).map {
                LiftSetJSON($0, calendar: state.calendar)
            }
            bestEpleyKg = log.sets(of: lift.id).compactMap(\.epleyKg).max().map { ($0 * 10).rounded() / 10 }
        }
    }

    public init(_ state: UserState) {
        goal = state.workouts.goal.rawValue
        lifts = state.workouts.lifts.map { Entry($0, in: state) }
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

/// A template as the API gives it, with where today's session of it stands.
public struct LiftTemplateJSON: Encodable, Sendable {
    let id: String
    let name: String
    let restSeconds: Int
    let items: [Item]
    let today: Today

    struct Item: Encodable, Sendable {
        let liftId: String
        let liftName: String
        let weightKg: Double
        let sets: Int
        let targetReps: Int
        /// Sets of this item done today.
        let done: Int
    }

    struct Today: Encodable, Sendable {
        let setsDone: Int
        let setsPlanned: Int
        /// The next set, or null when every set is done.
        @Nullable var next: Next?
    }

    struct Next: Encodable, Sendable {
        let item: Int
        let liftId: String
        let set: Int
        let weightKg: Double
        let targetReps: Int
    }

    public init(_ template: WorkoutTemplate, in state: UserState, today: CivilDate) {
        let log = state.workouts
        let session = log.session(of: template, on: today, calendar: state.calendar)
        id = template.id.description
        name = template.name
        restSeconds = template.restSeconds
        items = template.items.enumerated().map { index, item in
            Item(
                liftId: item.liftId.description, liftName: log.lift(item.liftId)?.name ?? "", weightKg: item.weightKg, sets: item.sets,
                targetReps: item.targetReps, done: session.done[index])
        }
        self.today = Today(
            setsDone: session.setsDone, setsPlanned: session.setsPlanned,
            next: session.next.map {
                Next(item: $0.item, liftId: $0.liftId.description, set: $0.set, weightKg: $0.weightKg, targetReps: $0.targetReps)
            })
    }
}

/// `GET /api/v1/lift-templates`.
public struct LiftTemplatesJSON: Encodable, Sendable {
    let templates: [LiftTemplateJSON]

    public init(_ state: UserState, today: CivilDate) {
        templates = state.workouts.allTemplates.map { LiftTemplateJSON($0, in: state, today: today) }
    }
}

/// `GET /api/v1/lifts/{id}/sessions`: a lift's history, newest session first — each day's sets, volume and best set
/// with its estimated one-rep max — and the estimates over all of it.
public struct LiftSessionsJSON: Encodable, Sendable {
    let lift: LiftsJSON.Entry
    /// From the load–velocity line, once the clip has seen the lift at three or more weights.
    @Nullable var velocityOneRepMax: FromVelocity?
    let sessions: [Session]
    /// Sessions older than the ones given.
    let earlierSessions: Int

    struct FromVelocity: Encodable, Sendable {
        let kg: Double
        let weights: Int
    }

    struct Session: Encodable, Sendable {
        let day: String
        let sets: [LiftSetJSON]
        let volumeKg: Double
        /// The set with the highest estimated one-rep max (Epley).
        let bestSetId: String
        @Nullable var epleyKg: Double?
        @Nullable var brzyckiKg: Double?
    }

    init(_ lift: Lift, limit: Int, in state: UserState) {
        func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        let log = state.workouts
        self.lift = LiftsJSON.Entry(lift, in: state)
        velocityOneRepMax = log.velocityOneRepMax(of: lift.id).map { FromVelocity(kg: rounded($0.kg), weights: $0.weights) }
        let all = log.sessions(of: lift.id, calendar: state.calendar)
        sessions = all.reversed().prefix(limit).map { day, sets in
            let best = sets.best!  // a session has at least one set
            return Session(
                day: day.description, sets: sets.map { LiftSetJSON($0, calendar: state.calendar) },
                volumeKg: rounded(sets.volumeKg), bestSetId: best.id.description,
                epleyKg: best.epleyKg.map(rounded), brzyckiKg: best.brzyckiKg.map(rounded))
        }
        earlierSessions = max(0, all.count - limit)
    }
}
