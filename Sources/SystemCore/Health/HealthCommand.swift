import Foundation

/// What a user asks of the body's log: weigh-ins, activity, the profile, and recording an import.
public enum HealthCommand: Command, Equatable {
    case weigh(WeighIn)
    case removeWeighIn(WeighInID)
    case logActivity(Activity)
    case removeActivity(ActivityID)
    case setProfile(BodyProfile)
    case setTargets(NutrientTargets)
    /// Records an import whose readings are already in the module's tables.
    case recordImport(HealthImport)

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        switch self {
        case .weigh(let weighIn):
            guard state.body[weighIn.id] == nil else {
                throw DomainError(
                    .conflict, code: "weigh_in_exists", message: "A weigh-in with id \(weighIn.id) already exists.", field: "id")
            }
            guard weighIn.kg.isFinite, (20...400).contains(weighIn.kg) else {
                throw .invalid("weight", "A weight is between 20 and 400 kg (44 and 880 lb).")
            }
            return [DomainEvent(DomainEvent.WeightLogged(weighIn))]
        case .removeWeighIn(let id):
            guard state.body[id] != nil else {
                throw DomainError(.notFound, code: "weigh_in_not_found", message: "There is no weigh-in \(id).", field: "id")
            }
            return [DomainEvent(DomainEvent.WeightRemoved(id))]
        case .logActivity(var activity):
            guard state.body[activity.id] == nil else {
                throw DomainError(
                    .conflict, code: "activity_exists", message: "An activity with id \(activity.id) already exists.", field: "id")
            }
            activity.label = activity.label.trimmingCharacters(in: .whitespacesAndNewlines)
            guard (1...100).contains(activity.label.count) else {
                throw .invalid("label", "Say what the activity was (at most 100 characters), such as Football.")
            }
            guard activity.kcal.isFinite, activity.kcal > 0, activity.kcal <= 10_000 else {
                throw .invalid("kcal", "Active energy is a number of kcal more than 0 and at most 10,000.")
            }
            activity.kcal = activity.kcal.rounded()
            return [DomainEvent(DomainEvent.ActivityLogged(activity))]
        case .removeActivity(let id):
            guard state.body[id] != nil else {
                throw DomainError(.notFound, code: "activity_not_found", message: "There is no activity \(id).", field: "id")
            }
            return [DomainEvent(DomainEvent.ActivityRemoved(id))]
        case .setProfile(let profile):
            let valid = try profile.validated()
            return valid == state.body.profile ? [] : [DomainEvent(DomainEvent.BodyProfileChanged(valid))]
        case .setTargets(let targets):
            let valid = try targets.validated()
            return valid == state.body.targets ? [] : [DomainEvent(DomainEvent.NutrientTargetsSet(valid))]
        case .recordImport(let record):
            guard !state.body.imports.contains(where: { $0.id == record.id }) else { return [] }
            return [DomainEvent(DomainEvent.HealthImported(record))]
        }
    }
}

extension UserCommand {
    /// The body's log.
    public static func health(_ command: HealthCommand) -> UserCommand { UserCommand(command) }
}
