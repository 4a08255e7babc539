import Foundation

/// The body as the user told it: weigh-ins, activity logged by hand, the profile, and the imports of a device's data.
///
/// Small by nature (a weigh-in a day is 3,650 in ten years), so it is kept whole in the snapshot's head.
public struct BodyLog: ModuleState, Codable {
    public private(set) var profile = BodyProfile()
    private var weighIns: [WeighInID: WeighIn] = [:]
    private var activities: [ActivityID: Activity] = [:]
    public private(set) var imports: [HealthImport] = []
    /// The daily nutrient targets (none by default).
    public private(set) var targets = NutrientTargets()

    public init(context: ModuleContext) {}
    public init() {}

    public subscript(id: WeighInID) -> WeighIn? { weighIns[id] }
    public subscript(id: ActivityID) -> Activity? { activities[id] }

    /// The weigh-ins of a day, in time order.
    public func weighIns(on date: CivilDate) -> [WeighIn] {
        weighIns.values.filter { $0.date == date }.sorted { ($0.at, $0.id.description) < ($1.at, $1.id.description) }
    }

    /// Weigh-ins between two days, inclusive, in time order.
    public func weighIns(from: CivilDate, to: CivilDate) -> [WeighIn] {
        weighIns.values.filter { $0.date >= from && $0.date <= to }.sorted { ($0.at, $0.id.description) < ($1.at, $1.id.description) }
    }

    /// The last weigh-in before the end of `date`.
    public func lastWeighIn(onOrBefore date: CivilDate) -> WeighIn? {
        weighIns.values.filter { $0.date <= date }.max { ($0.date, $0.at) < ($1.date, $1.at) }
    }

    public func activities(on date: CivilDate) -> [Activity] {
        activities.values.filter { $0.date == date }.sorted { ($0.label, $0.id.description) < ($1.label, $1.id.description) }
    }

    public static let folds = Folds<BodyLog>()
        .on(DomainEvent.WeightLogged.self) { $0.weighIns[$1.weighIn.id] = $1.weighIn }
        .on(DomainEvent.WeightRemoved.self) { $0.weighIns[$1.weighInId] = nil }
        .on(DomainEvent.ActivityLogged.self) { $0.activities[$1.activity.id] = $1.activity }
        .on(DomainEvent.ActivityRemoved.self) { $0.activities[$1.activityId] = nil }
        .on(DomainEvent.BodyProfileChanged.self) { $0.profile = $1.profile }
        .on(DomainEvent.NutrientTargetsSet.self) { $0.targets = $1.targets }
        .on(DomainEvent.HealthImported.self) { log, e in
            guard !log.imports.contains(where: { $0.id == e.healthImport.id }) else { return }
            log.imports.append(e.healthImport)
        }
}

extension BodyLog {
    /// Whether an import read readings of `kind`: the tables hold none of a kind no import read.
    public func hasImported(_ kind: HealthSample.Kind) -> Bool {
        imports.contains { ($0.read[kind.rawValue] ?? 0) > 0 }
    }
}

extension UserState {
    public var body: BodyLog { self[BodyLog.self] }
}
