import Foundation

// The body's events: weigh-ins, activity logged by hand, the body's profile and the record of each import of a
// device's data. Their `type` strings are stored forever (see `Event`).

public typealias WeighInID = Identifier<WeighIn>
public typealias ActivityID = Identifier<Activity>
public typealias HealthImportID = Identifier<HealthImport>

/// A weight the user typed, at the moment it was taken.
public struct WeighIn: Hashable, Codable, Sendable, Identifiable {
    public let id: WeighInID
    public var date: CivilDate
    public var at: Date
    public var kg: Double

    public init(id: WeighInID, date: CivilDate, at: Date, kg: Double) {
        self.id = id
        self.date = date
        self.at = at
        self.kg = kg
    }
}

/// Active energy the user logged by hand ("Football, 450 kcal"): for movement no device recorded.
public struct Activity: Hashable, Codable, Sendable, Identifiable {
    public let id: ActivityID
    public var date: CivilDate
    public var label: String
    public var kcal: Double

    public init(id: ActivityID, date: CivilDate, label: String, kcal: Double) {
        self.id = id
        self.date = date
        self.label = label
        self.kcal = kcal
    }
}

/// One import of a device's export: the file, when, and what it read, added and skipped. The readings themselves
/// are in the health module's tables.
public struct HealthImport: Hashable, Codable, Sendable, Identifiable {
    public let id: HealthImportID
    public var file: String
    public var at: Date
    /// Readings of each kind The System reads (``HealthSample/Kind``), and of those the ones not already stored.
    public var read: [String: Int]
    public var added: [String: Int]
    /// Records of other types, by type, and other elements: counted, not stored.
    public var skipped: [String: Int]

    public init(id: HealthImportID, file: String, at: Date, read: [String: Int], added: [String: Int], skipped: [String: Int]) {
        self.id = id
        self.file = file
        self.at = at
        self.read = read
        self.added = added
        self.skipped = skipped
    }

    public var readCount: Int { read.values.reduce(0, +) }
    public var addedCount: Int { added.values.reduce(0, +) }
    public var skippedCount: Int { skipped.values.reduce(0, +) }
}

extension DomainEvent {
    public struct WeightLogged: Event {
        public static let type = "health.weight-logged"
        public var weighIn: WeighIn
        public init(_ weighIn: WeighIn) { self.weighIn = weighIn }
    }

    public struct WeightRemoved: Event {
        public static let type = "health.weight-removed"
        public var weighInId: WeighInID
        public init(_ id: WeighInID) { weighInId = id }
    }

    public struct ActivityLogged: Event {
        public static let type = "health.activity-logged"
        public var activity: Activity
        public init(_ activity: Activity) { self.activity = activity }
    }

    public struct ActivityRemoved: Event {
        public static let type = "health.activity-removed"
        public var activityId: ActivityID
        public init(_ id: ActivityID) { activityId = id }
    }

    /// The body's profile, replaced whole.
    public struct BodyProfileChanged: Event {
        public static let type = "health.profile-changed"
        public var profile: BodyProfile
        public init(_ profile: BodyProfile) { self.profile = profile }
    }

    public struct HealthImported: Event {
        public static let type = "health.imported"
        public var healthImport: HealthImport
        public init(_ healthImport: HealthImport) { self.healthImport = healthImport }
    }
}
