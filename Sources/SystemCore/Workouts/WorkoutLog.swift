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
    /// Estimated one-rep max by Brzycki's formula.
    public var brzyckiKg: Double? { OneRepMax.brzycki(weightKg: weightKg, reps: reps) }
}

extension Sequence<LiftSet> {
    /// The weight moved: each set's weight times its reps.
    public var volumeKg: Double { reduce(0) { $0 + $1.volumeKg } }
    /// The set with the highest estimated one-rep max (Epley); nil when there are none.
    public var best: LiftSet? { self.max { ($0.epleyKg ?? 0) < ($1.epleyKg ?? 0) } }
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

    public struct TrainingGoalSet: Event {
        public static let type = "workout.goal-set"
        public var goal: LiftAdvice.Goal
        public init(_ goal: LiftAdvice.Goal) { self.goal = goal }
    }

    public struct LiftSetRemoved: Event {
        public static let type = "workout.set-removed"
        public var setId: LiftSetID
        public init(_ id: LiftSetID) { setId = id }
    }
}

/// The lifts, the templates and every set.
///
/// Kept by the month each set was done in (UTC, so a change of time zone moves no set), like ``DailyLog``: a log
/// folded from the whole history holds every month; one loaded from a snapshot holds its head — the user's lifts, the
/// templates, and for each lift the months it was done in with the best estimated one-rep max of each month — and the
/// months it was given. A read of a month it does not hold is noted in its ``PartLoad`` and answers as if there were
/// nothing, so the reader loads the month and reads again. Years of lifting cost a command only the months it reads.
public struct WorkoutLog: ModuleState {
    /// What every answer needs, whatever the length of the history.
    struct Head: Codable, Sendable, Equatable {
        var ownLifts: [LiftID: Lift] = [:]
        var templates: [WorkoutTemplateID: WorkoutTemplate] = [:]
        /// For each lift, each month it has sets in, with that month's best estimated one-rep max (0 without one).
        var liftMonths: [LiftID: [Int: Double]] = [:]
        var goal = LiftAdvice.Goal.strength

        init() {}

        // Written as sorted lists: a dictionary keyed by an id encodes in its hash order, which changes from process
        // to process, and the same state must always write the same bytes.
        private enum Keys: String, CodingKey { case lifts, templates, months, goal }
        private struct LiftMonths: Codable {
            var lift: LiftID
            var months: [Int]
            var best: [Double]
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            for lift in try container.decode([Lift].self, forKey: .lifts) { ownLifts[lift.id] = lift }
            for template in try container.decode([WorkoutTemplate].self, forKey: .templates) { templates[template.id] = template }
            for entry in try container.decode([LiftMonths].self, forKey: .months) {
                guard entry.months.count == entry.best.count else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "months and bests differ"))
                }
                liftMonths[entry.lift] = Dictionary(uniqueKeysWithValues: zip(entry.months, entry.best))
            }
            goal = try container.decodeIfPresent(LiftAdvice.Goal.self, forKey: .goal) ?? .strength
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(ownLifts.values.sorted { $0.id.description < $1.id.description }, forKey: .lifts)
            try container.encode(templates.values.sorted { $0.id.description < $1.id.description }, forKey: .templates)
            let months = liftMonths.sorted { $0.key.description < $1.key.description }.map { lift, byMonth in
                let sorted = byMonth.sorted { $0.key < $1.key }
                return LiftMonths(lift: lift, months: sorted.map(\.key), best: sorted.map(\.value))
            }
            try container.encode(months, forKey: .months)
            try container.encode(goal, forKey: .goal)
        }
    }

    private var head = Head()
    private var sets: [LiftSetID: LiftSet] = [:]
    /// The sets of each month, in no order.
    private var byMonth: [Int: [LiftSetID]] = [:]
    /// Nil when every month is held (a fold of the whole history).
    private var partial: MonthHoldings?
    /// Months changed since ``markSnapshotted()``.
    private var changedMonths: Set<Int> = []
    /// Sets removed since this log was loaded: the snapshot's directory still names their month, but they are gone,
    /// and looking one up is no miss.
    private var removed: Set<LiftSetID> = []

    public init(context: ModuleContext) {}
    public init() {}

    /// The four standard lifts, then the user's own by name.
    public var lifts: [Lift] {
        Lift.standard + head.ownLifts.values.sorted { ($0.name, $0.id.description) < ($1.name, $1.id.description) }
    }

    public func lift(_ id: LiftID) -> Lift? { Lift.standard.first { $0.id == id } ?? head.ownLifts[id] }

    public var allTemplates: [WorkoutTemplate] {
        head.templates.values.sorted { ($0.name, $0.id.description) < ($1.name, $1.id.description) }
    }

    public func template(_ id: WorkoutTemplateID) -> WorkoutTemplate? { head.templates[id] }

    /// What the user trains for (strength until they say).
    public var goal: LiftAdvice.Goal { head.goal }

    public subscript(set id: LiftSetID) -> LiftSet? {
        if let set = sets[id] { return set }
        if !removed.contains(id) { partial?.missed(Self.kind, id.description) }
        return nil
    }

    /// The sets of a lift, oldest first (every month it was done in: a lift's whole history).
    public func sets(of lift: LiftID) -> [LiftSet] {
        sets(of: lift, inMonths: (head.liftMonths[lift] ?? [:]).keys.sorted())
    }

    /// The sets done within `window`, in order.
    public func sets(in window: DateInterval) -> [LiftSet] {
        let first = Self.month(of: window.start), last = Self.month(of: window.end.addingTimeInterval(-0.001))
        guard first <= last else { return [] }
        return (first...last).filter(holds).flatMap { byMonth[$0] ?? [] }.compactMap { sets[$0] }
            .filter { window.start <= $0.at && $0.at < window.end }.sorted(by: Self.inOrder)
    }

    /// The lift's sets of its last `sessions` days with sets (in `calendar`), oldest first.
    public func lastSessions(of lift: LiftID, count sessions: Int, calendar: DayCalendar) -> [[LiftSet]] {
        var found: [CivilDate: [LiftSet]] = [:]
        for month in (head.liftMonths[lift] ?? [:]).keys.sorted(by: >) {
            for set in sets(of: lift, inMonths: [month]) { found[calendar.day(containing: set.at), default: []].append(set) }
            // A month's sets may belong to a day that the month before also has (time zones): one month more settles it.
            if found.count > sessions { break }
        }
        return found.keys.sorted().suffix(sessions).map { found[$0]! }
    }

    /// Whether `set` beat every earlier set of its lift on estimated one-rep max (a personal record); a lift's first
    /// set is no record. The months before the set's are read from the head; its own month is loaded.
    public func isRecord(_ set: LiftSet) -> Bool {
        guard let estimate = set.epleyKg else { return false }
        let month = Self.month(of: set.at)
        let months = head.liftMonths[set.liftId] ?? [:]
        let before = months.filter { $0.key < month }
        let earlier = sets(of: set.liftId, inMonths: [month]).filter { Self.inOrder($0, set) }
        guard !before.isEmpty || !earlier.isEmpty else { return false }
        return before.values.allSatisfy { $0 < estimate } && earlier.allSatisfy { ($0.epleyKg ?? 0) < estimate }
    }

    private func sets(of lift: LiftID, inMonths months: [Int]) -> [LiftSet] {
        months.filter(holds).flatMap { byMonth[$0] ?? [] }.compactMap { sets[$0] }.filter { $0.liftId == lift }.sorted(by: Self.inOrder)
    }

    private static func inOrder(_ a: LiftSet, _ b: LiftSet) -> Bool { (a.at, a.id.description) < (b.at, b.id.description) }

    public static let folds = Folds<WorkoutLog>()
        .on(DomainEvent.LiftAdded.self) { log, event in log.head.ownLifts[event.lift.id] = event.lift }
        .on(DomainEvent.WorkoutTemplateSaved.self) { log, event in log.head.templates[event.template.id] = event.template }
        .on(DomainEvent.WorkoutTemplateDeleted.self) { log, event in log.head.templates[event.templateId] = nil }
        .on(DomainEvent.LiftSetRecorded.self) { log, event in log.record(event.set) }
        .on(DomainEvent.LiftSetRemoved.self) { log, event in log.remove(event.setId) }
        .on(DomainEvent.TrainingGoalSet.self) { log, event in log.head.goal = event.goal }

    private mutating func record(_ set: LiftSet) {
        let month = Self.month(of: set.at)
        guard holds(month) else { return }  // the reader loads the month and folds again
        if sets[set.id] == nil {
            guard removed.remove(set.id) != nil || isKnownAbsent(set.id) else { return }
        } else {
            remove(set.id)
        }
        sets[set.id] = set
        byMonth[month, default: []].append(set.id)
        refresh(month, of: set.liftId)
    }

    private mutating func remove(_ id: LiftSetID) {
        guard let set = self[set: id] else { return }
        let month = Self.month(of: set.at)
        sets[id] = nil
        byMonth[month]?.removeAll { $0 == id }
        if partial != nil { removed.insert(id) }
        refresh(month, of: set.liftId)
    }

    /// Works out again the lift's best of a month the log holds, and marks the month changed.
    private mutating func refresh(_ month: Int, of lift: LiftID) {
        let inMonth = (byMonth[month] ?? []).compactMap { sets[$0] }.filter { $0.liftId == lift }
        if inMonth.isEmpty {
            head.liftMonths[lift]?[month] = nil
            if head.liftMonths[lift]?.isEmpty == true { head.liftMonths[lift] = nil }
        } else {
            head.liftMonths[lift, default: [:]][month] = inMonth.compactMap(\.epleyKg).max() ?? 0
        }
        changedMonths.insert(month)
    }

    // MARK: Months and snapshots

    public static let partPrefix: String? = "workouts"

    /// The kind of id the snapshot directory keeps for sets.
    public static let kind = "lift-set"

    /// The month (UTC) an instant is in.
    static func month(of instant: Date) -> Int {
        MonthParts.month(of: CivilDate(daysSinceEpoch: Int((instant.timeIntervalSince1970 / 86_400).rounded(.down))))
    }

    static func partName(_ month: Int) -> String { MonthParts.name("workouts", month) }

    static func month(ofPart name: String) -> Int? { MonthParts.month(ofPart: name, prefix: "workouts") }

    public func snapshotHead() throws -> Data { try SnapshotJSON.encoder.encode(head) }

    public init(snapshotHead data: Data, context: ModuleContext, load: PartLoad) throws {
        head = try JSONDecoder().decode(Head.self, from: data)
        partial = MonthHoldings(prefix: "workouts", load: load)
    }

    public var changedParts: Set<String> { Set(changedMonths.map(Self.partName)) }

    public func snapshotPart(_ name: String) throws -> Data {
        let month = Self.month(ofPart: name)
        let inMonth = month.map { (byMonth[$0] ?? []).compactMap { sets[$0] }.sorted(by: Self.inOrder) } ?? []
        return try SnapshotJSON.encoder.encode(inMonth)
    }

    public mutating func loadPart(_ name: String, _ data: Data) throws {
        guard let month = Self.month(ofPart: name), partial?.isLoaded(month) == false else { return }
        for set in try JSONDecoder().decode([LiftSet].self, from: data) {
            sets[set.id] = set
            byMonth[month, default: []].append(set.id)
        }
        partial?.loaded(month)
    }

    public mutating func markUnknown(_ kind: String, ids: Set<String>) {
        guard kind == Self.kind else { return }
        partial?.markUnknown(kind, ids: ids)
    }

    public func directory(of parts: Set<String>) -> [PartLoad.Entry] {
        parts.compactMap(Self.month(ofPart:)).sorted().flatMap { month in
            (byMonth[month] ?? []).map { PartLoad.Entry(kind: Self.kind, id: $0.description, part: Self.partName(month)) }
        }
    }

    public mutating func markSnapshotted() { changedMonths = [] }

    private func isKnownAbsent(_ id: LiftSetID) -> Bool { partial?.isKnownAbsent(Self.kind, id.description) ?? true }

    private func holds(_ month: Int) -> Bool { partial?.holds(month) ?? true }
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
        DomainEvent.TrainingGoalSet.self,
    ]
    public static let states: [any ModuleState.Type] = [WorkoutLog.self]
}
