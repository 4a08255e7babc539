import Foundation

// The workouts module's log: the lifts (four to start, plus the user's own), templates, and every set done. A set's
// raw clip stream lives in the module's tables; the set's result, with what the clip measured, is an event here.

public typealias LiftID = Identifier<Lift>
public typealias WorkoutTemplateID = Identifier<WorkoutTemplate>
public typealias LiftSetID = Identifier<LiftSet>

/// A lift: one of the four every lifter knows, or the user's own.
public struct Lift: Hashable, Codable, Sendable, Identifiable {
    public let id: LiftID
    public var name: String
    /// Whether it works the legs and hips (squat, deadlift): they take bigger steps up in weight.
    public var isLowerBody: Bool

    public init(id: LiftID, name: String, isLowerBody: Bool) {
        self.id = id
        self.name = name
        self.isLowerBody = isLowerBody
    }

    /// The four lifts to start with, with ids that never change.
    public static let standard: [Lift] = [
        Lift(id: .derived(from: "lift", "squat"), name: "Squat", isLowerBody: true),
        Lift(id: .derived(from: "lift", "bench-press"), name: "Bench press", isLowerBody: false),
        Lift(id: .derived(from: "lift", "deadlift"), name: "Deadlift", isLowerBody: true),
        Lift(id: .derived(from: "lift", "overhead-press"), name: "Overhead press", isLowerBody: false),
    ]
}

/// A named list of lifts, each with its weight, sets and target reps, and the rest between sets.
public struct WorkoutTemplate: Hashable, Codable, Sendable, Identifiable {
    public struct Item: Hashable, Codable, Sendable {
        public var liftId: LiftID
        public var weightKg: Double
        public var sets: Int
        public var targetReps: Int

        public init(liftId: LiftID, weightKg: Double, sets: Int, targetReps: Int) {
            self.liftId = liftId
            self.weightKg = weightKg
            self.sets = sets
            self.targetReps = targetReps
        }
    }

    public let id: WorkoutTemplateID
    public var name: String
    public var items: [Item]
    public var restSeconds: Int

    public init(id: WorkoutTemplateID, name: String, items: [Item], restSeconds: Int) {
        self.id = id
        self.name = name
        self.items = items
        self.restSeconds = restSeconds
    }
}

/// One set as done: the lift, the weight, the reps (counted by the clip or typed), and what the clip measured.
public struct LiftSet: Hashable, Codable, Sendable, Identifiable {
    /// What the clip measured of the set, kept with it (the raw stream stays in the module's tables).
    public struct Measured: Hashable, Codable, Sendable {
        /// Mean concentric velocity of each rep, m/s.
        public var repVelocities: [Double]
        /// Range of motion of each rep, cm.
        public var repRangesCm: [Double]
        public var partialReps: Int
        /// The raw stream's key in the module's tables.
        public var streamId: String?

        public init(repVelocities: [Double], repRangesCm: [Double], partialReps: Int, streamId: String?) {
            self.repVelocities = repVelocities
            self.repRangesCm = repRangesCm
            self.partialReps = partialReps
            self.streamId = streamId
        }

        /// The fastest rep's mean concentric velocity: the set's speed at its weight, for the load–velocity profile.
        public var bestVelocity: Double? { repVelocities.max() }
    }

    public let id: LiftSetID
    public var liftId: LiftID
    public var weightKg: Double
    public var reps: Int
    public var targetReps: Int?
    /// When the set was completed.
    public var at: Date
    public var measured: Measured?

    public init(id: LiftSetID, liftId: LiftID, weightKg: Double, reps: Int, targetReps: Int?, at: Date, measured: Measured?) {
        self.id = id
        self.liftId = liftId
        self.weightKg = weightKg
        self.reps = reps
        self.targetReps = targetReps
        self.at = at
        self.measured = measured
    }

    public var volumeKg: Double { weightKg * Double(reps) }

    /// Estimated one-rep max by Epley's formula (``OneRepMax``).
    public var epleyKg: Double? { OneRepMax.epley(weightKg: weightKg, reps: reps) }
}

extension DomainEvent {
    public struct LiftAdded: Event {
        public static let type = "workout.lift-added"
        public var lift: Lift
        public init(_ lift: Lift) { self.lift = lift }
    }

    public struct WorkoutTemplateSaved: Event {
        public static let type = "workout.template-saved"
        public var template: WorkoutTemplate
        public init(_ template: WorkoutTemplate) { self.template = template }
    }

    public struct WorkoutTemplateDeleted: Event {
        public static let type = "workout.template-deleted"
        public var templateId: WorkoutTemplateID
        public init(_ id: WorkoutTemplateID) { templateId = id }
    }

    public struct LiftSetRecorded: Event {
        public static let type = "workout.set-recorded"
        public var set: LiftSet
        public init(_ set: LiftSet) { self.set = set }
    }

    public struct LiftSetRemoved: Event {
        public static let type = "workout.set-removed"
        public var setId: LiftSetID
        public init(_ id: LiftSetID) { setId = id }
    }
}

/// The lifts, the templates and every set, in the order they were done.
public struct WorkoutLog: ModuleState, Codable {
    private var ownLifts: [LiftID: Lift] = [:]
    private var templates: [WorkoutTemplateID: WorkoutTemplate] = [:]
    private var sets: [LiftSetID: LiftSet] = [:]
    /// Each lift's sets by completion time.
    private var setsOfLift: [LiftID: [LiftSetID]] = [:]

    public init(context: ModuleContext) {}
    public init() {}

    /// The four standard lifts, then the user's own by name.
    public var lifts: [Lift] { Lift.standard + ownLifts.values.sorted { ($0.name, $0.id.description) < ($1.name, $1.id.description) } }

    public func lift(_ id: LiftID) -> Lift? { Lift.standard.first { $0.id == id } ?? ownLifts[id] }

    public var allTemplates: [WorkoutTemplate] {
        templates.values.sorted { ($0.name, $0.id.description) < ($1.name, $1.id.description) }
    }

    public func template(_ id: WorkoutTemplateID) -> WorkoutTemplate? { templates[id] }

    public subscript(set id: LiftSetID) -> LiftSet? { sets[id] }

    /// The sets of a lift, oldest first.
    public func sets(of lift: LiftID) -> [LiftSet] { (setsOfLift[lift] ?? []).compactMap { sets[$0] } }

    /// The sets done within `window`, in order.
    public func sets(in window: DateInterval) -> [LiftSet] {
        sets.values.filter { window.start <= $0.at && $0.at < window.end }.sorted {
            ($0.at, $0.id.description) < ($1.at, $1.id.description)
        }
    }

    /// Whether `set` beat every earlier set of its lift on estimated one-rep max (a personal record); a lift's first
    /// set is no record.
    public func isRecord(_ set: LiftSet) -> Bool {
        guard let estimate = set.epleyKg else { return false }
        let earlier = sets(of: set.liftId).filter { ($0.at, $0.id.description) < (set.at, set.id.description) }
        guard !earlier.isEmpty else { return false }
        return earlier.allSatisfy { ($0.epleyKg ?? 0) < estimate }
    }

    public static let folds = Folds<WorkoutLog>()
        .on(DomainEvent.LiftAdded.self) { $0.ownLifts[$1.lift.id] = $1.lift }
        .on(DomainEvent.WorkoutTemplateSaved.self) { $0.templates[$1.template.id] = $1.template }
        .on(DomainEvent.WorkoutTemplateDeleted.self) { $0.templates[$1.templateId] = nil }
        .on(DomainEvent.LiftSetRecorded.self) { log, event in log.record(event.set) }
        .on(DomainEvent.LiftSetRemoved.self) { log, event in log.remove(event.setId) }

    private mutating func record(_ set: LiftSet) {
        if let old = sets[set.id] { setsOfLift[old.liftId]?.removeAll { $0 == set.id } }
        sets[set.id] = set
        var ids = setsOfLift[set.liftId] ?? []
        let index = ids.firstIndex { (sets[$0]!.at, $0.description) > (set.at, set.id.description) } ?? ids.count
        ids.insert(set.id, at: index)
        setsOfLift[set.liftId] = ids
    }

    private mutating func remove(_ id: LiftSetID) {
        guard let set = sets.removeValue(forKey: id) else { return }
        setsOfLift[set.liftId]?.removeAll { $0 == id }
    }
}

extension UserState {
    public var workouts: WorkoutLog { self[WorkoutLog.self] }
}

/// The workouts module in the core.
public enum WorkoutsCore: CoreModule {
    public static let name = "workouts"
    public static let events: [any Event.Type] = [
        DomainEvent.LiftAdded.self,
        DomainEvent.WorkoutTemplateSaved.self,
        DomainEvent.WorkoutTemplateDeleted.self,
        DomainEvent.LiftSetRecorded.self,
        DomainEvent.LiftSetRemoved.self,
    ]
    public static let states: [any ModuleState.Type] = [WorkoutLog.self]
}
