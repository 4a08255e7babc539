import Foundation

public typealias IntentionID = Identifier<Intention>

/// How an intention felt, chosen after a short pause for honest reflection.
public enum Feeling: String, CaseIterable, Codable, Sendable {
    case ecstatic, happy, meh, sad, angry

    public var emoji: String {
        switch self {
        case .ecstatic: "🤩"
        case .happy: "🙂"
        case .meh: "😐"
        case .sad: "😢"
        case .angry: "😠"
        }
    }
}

/// The three questions asked after an intention; each answer optional, up to 2,000 characters.
public struct Review: Hashable, Codable, Sendable {
    public var wentWell: String?
    public var couldImprove: String?
    public var interesting: String?

    public init(wentWell: String? = nil, couldImprove: String? = nil, interesting: String? = nil) {
        self.wentWell = wentWell
        self.couldImprove = couldImprove
        self.interesting = interesting
    }

    public var isEmpty: Bool { wentWell == nil && couldImprove == nil && interesting == nil }

    public static let maxLength = 2000
}

/// One intention: a clear activity, a planned duration, and what happened.
public struct Intention: Hashable, Sendable, Identifiable, Codable {
    public enum Status: String, Codable, Sendable { case running, ended }

    public let id: IntentionID
    public var text: String
    public var startedAt: Date
    /// The planned duration including every extension.
    public var plannedMinutes: Int
    public var endedAt: Date?
    public var tags: [LabelID]
    public var feeling: Feeling?
    public var review: Review
    /// How many times it was corrected after the fact ("Edit details"); tags, feeling and review are not edits.
    public var revision: Int
    /// The to-do it was started from; nil for a free-standing intention, which counts toward no goal.
    public var todoID: TodoID?

    public var status: Status { endedAt == nil ? .running : .ended }
    public var plannedEndAt: Date { startedAt.addingTimeInterval(TimeInterval(plannedMinutes * 60)) }

    /// Whole minutes actually spent, once ended.
    public var actualMinutes: Int? {
        endedAt.map { Int(($0.timeIntervalSince(startedAt) / 60).rounded()) }
    }

    /// The time actually spent, up to `now` while it still runs.
    public func actualInterval(now: Date) -> DateInterval {
        let end = endedAt ?? max(now, startedAt)
        return DateInterval(start: startedAt, end: max(end, startedAt))
    }

    /// Whole minutes spent so far: up to `now` while it runs.
    public func minutes(now: Date) -> Int {
        Int((actualInterval(now: now).duration / 60).rounded())
    }

    /// Seconds left until the planned end (negative once overdue).
    public func secondsLeft(now: Date) -> Int {
        Int(plannedEndAt.timeIntervalSince(now).rounded(.up))
    }

    public static let textLimit = 1...280
    public static let minutesLimit = 5...240
    public static let extensionLimit = 1...120
    public static let maxTags = 20
}
