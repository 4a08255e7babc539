import Foundation

/// What a user asks of the workouts log. Each refusal names its field.
public enum WorkoutCommand: Command, Equatable {
    case addLift(Lift)
    case saveTemplate(WorkoutTemplate)
    case deleteTemplate(WorkoutTemplateID)
    case recordSet(LiftSet)
    case removeSet(LiftSetID)
    /// What the user trains for, which sets how much a set may slow before it should end.
    case setGoal(LiftAdvice.Goal)

    /// The heaviest weight a set may carry, and the most reps.
    public static let maximumWeightKg = 1_000.0
    public static let maximumReps = 100

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        let log = state.workouts
        switch self {
        case .addLift(let lift):
            let name = try Self.name(lift.name)
            guard log.lift(lift.id) == nil else {
                throw DomainError(.conflict, code: "lift_exists", message: "A lift with id \(lift.id) already exists.", field: "id")
            }
            if let existing = log.lifts.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
                throw .invalid("name", "There is a lift called “\(existing.name)” already.")
            }
            return [DomainEvent(DomainEvent.LiftAdded(Lift(id: lift.id, name: name, isLowerBody: lift.isLowerBody)))]
        case .saveTemplate(var template):
            template.name = try Self.name(template.name)
            guard !template.items.isEmpty else { throw .invalid("items", "A template needs at least one lift.") }
            for (index, item) in template.items.enumerated() {
                guard log.lift(item.liftId) != nil else { throw .invalid("items[\(index)].liftId", "There is no lift \(item.liftId).") }
                try Self.check(weightKg: item.weightKg, field: "items[\(index)].weightKg")
                guard (1...20).contains(item.sets) else { throw .invalid("items[\(index)].sets", "Sets go from 1 to 20.") }
                guard (1...Self.maximumReps).contains(item.targetReps) else {
                    throw .invalid("items[\(index)].targetReps", "Target reps go from 1 to \(Self.maximumReps).")
                }
            }
            guard (0...900).contains(template.restSeconds) else {
                throw .invalid("restSeconds", "Rest goes from 0 to 15 minutes (900 seconds).")
            }
            return [DomainEvent(DomainEvent.WorkoutTemplateSaved(template))]
        case .deleteTemplate(let id):
            guard log.template(id) != nil else {
                throw DomainError(.notFound, code: "template_not_found", message: "There is no template \(id).", field: "id")
            }
            return [DomainEvent(DomainEvent.WorkoutTemplateDeleted(id))]
        case .recordSet(let set):
            guard log[set: set.id] == nil else {
                throw DomainError(.conflict, code: "set_exists", message: "A set with id \(set.id) already exists.", field: "id")
            }
            guard log.lift(set.liftId) != nil else { throw .invalid("liftId", "There is no lift \(set.liftId).") }
            try Self.check(weightKg: set.weightKg, field: "weightKg")
            guard (0...Self.maximumReps).contains(set.reps) else { throw .invalid("reps", "Reps go from 0 to \(Self.maximumReps).") }
            if let target = set.targetReps, !(1...Self.maximumReps).contains(target) {
                throw .invalid("targetReps", "Target reps go from 1 to \(Self.maximumReps).")
            }
            guard set.at <= now.addingTimeInterval(60) else { throw .invalid("at", "The set cannot end in the future.") }
            return [DomainEvent(DomainEvent.LiftSetRecorded(set))]
        case .removeSet(let id):
            guard log[set: id] != nil else {
                throw DomainError(.notFound, code: "set_not_found", message: "There is no set \(id).", field: "id")
            }
            return [DomainEvent(DomainEvent.LiftSetRemoved(id))]
        case .setGoal(let goal):
            return log.goal == goal ? [] : [DomainEvent(DomainEvent.TrainingGoalSet(goal))]
        }
    }

    private static func name(_ raw: String) throws(DomainError) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .invalid("name", "Give it a name.") }
        guard name.count <= 80 else { throw .invalid("name", "A name has at most 80 characters.") }
        return name
    }

    private static func check(weightKg: Double, field: String) throws(DomainError) {
        guard weightKg.isFinite, weightKg >= 0, weightKg <= maximumWeightKg else {
            throw .invalid(field, "A weight goes from 0 to \(Int(maximumWeightKg)) kg.")
        }
    }
}

extension UserCommand {
    public static func workouts(_ command: WorkoutCommand) -> UserCommand { UserCommand(command) }
}

extension WorkoutLog {
    /// The weight to put on the bar for the next session of a template's lift: a step up (5 kg for the legs and
    /// hips, 2.5 kg otherwise) after a session whose every set reached its target, the same after one that fell
    /// short, and a tenth less after two short sessions in a row (a deload). The last session is the last day the
    /// lift was done; with none, the template's weight.
    public func nextWeight(for item: WorkoutTemplate.Item, calendar: DayCalendar) -> Double {
        let sessions = lastSessions(of: item.liftId, count: 2, calendar: calendar)
        guard let last = sessions.last?.last else { return item.weightKg }
        func reached(_ session: [LiftSet]) -> Bool { session.allSatisfy { $0.reps >= ($0.targetReps ?? item.targetReps) } }
        let weight = last.weightKg
        if reached(sessions.last!) { return weight + ((lift(item.liftId)?.isLowerBody ?? false) ? 5 : 2.5) }
        if sessions.count >= 2, !reached(sessions[sessions.count - 2]) { return (weight * 0.9 / 2.5).rounded() * 2.5 }
        return weight
    }
}

extension WorkoutLog {
    /// The lift a person means by `text`: its name in any case ("squat", "Bench press"), or the one lift whose name
    /// starts with it ("bench"); nil when none or several fit.
    public func lift(named text: String) -> Lift? {
        let wanted = text.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: "-", with: " ")
        guard !wanted.isEmpty else { return nil }
        if let exact = lifts.first(where: { $0.name.lowercased() == wanted }) { return exact }
        let starting = lifts.filter { $0.name.lowercased().hasPrefix(wanted) }
        return starting.count == 1 ? starting[0] : nil
    }
}

extension WorkoutCommand {
    /// The weight on a bar as typed: "100", "102.5kg", "225 lb" (a bare number is in kilograms), rounded to the
    /// gram; from 0 to ``maximumWeightKg``.
    public static func barWeight(_ text: String, field: String = "weight") throws(DomainError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: ",", with: ".")
        let number = trimmed.prefix { $0.isNumber || $0 == "." }
        let unit = trimmed.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
        let perUnit: Double? =
            switch unit {
            case "", "kg", "kgs": 1
            case "lb", "lbs": WeightUnit.lb.toKg(1)
            default: nil
            }
        guard let value = Double(number), value.isFinite, let perUnit else {
            throw .invalid(field, "“\(text)” is not a weight: write it as 100, 102.5kg or 225lb.")
        }
        let kg = (value * perUnit * 1000).rounded() / 1000
        try check(weightKg: kg, field: field)
        return kg
    }
}

extension WorkoutLog {
    /// The next session's weight after `set`, aiming at what it aimed at (its reps when it named no aim, at least 1).
    public func nextWeight(after set: LiftSet, calendar: DayCalendar) -> Double {
        let target = max(1, set.targetReps ?? set.reps)
        return nextWeight(
            for: WorkoutTemplate.Item(liftId: set.liftId, weightKg: set.weightKg, sets: 1, targetReps: target), calendar: calendar)
    }

    /// A lift's sessions: its sets grouped by the day they were done in `calendar`, oldest first.
    public func sessions(of lift: LiftID, calendar: DayCalendar) -> [(date: CivilDate, sets: [LiftSet])] {
        var byDay: [CivilDate: [LiftSet]] = [:]
        for set in sets(of: lift) { byDay[calendar.day(containing: set.at), default: []].append(set) }
        return byDay.keys.sorted().map { ($0, byDay[$0]!) }
    }

    /// The lift's one-rep max from the load–velocity line of its sets the clip measured, and how many weights it
    /// stands on; nil until ``OneRepMax/fromVelocity(_:minimumVelocity:)`` has enough.
    public func velocityOneRepMax(of lift: LiftID) -> (kg: Double, weights: Int)? {
        let points = sets(of: lift).compactMap { set in set.measured?.bestVelocity.map { (weightKg: set.weightKg, velocity: $0) } }
        return OneRepMax.fromVelocity(points).map { ($0, Set(points.map(\.weightKg)).count) }
    }
}
