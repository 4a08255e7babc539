import Foundation

// The events of the Intentions module: an intention's life (started or recorded, extended, ended, tagged, rated,
// reviewed, corrected) and the labels its tags use. Their `type` strings are stored forever (see `Event`).

/// An event about one intention.
public protocol IntentionEvent: Event {
    var intentionId: IntentionID { get }
}

extension DomainEvent {
    public struct IntentionStarted: Event, IntentionEvent {
        public static let type = "intention.started"
        public var intentionId: IntentionID
        public var text: String
        public var plannedMinutes: Int
        public var startedAt: Date
        /// The to-do it was started from, so its time counts toward that to-do's goal and area.
        public var todoId: TodoID?
        public init(intentionId: IntentionID, text: String, plannedMinutes: Int, startedAt: Date, todoId: TodoID? = nil) {
            self.intentionId = intentionId
            self.text = text
            self.plannedMinutes = plannedMinutes
            self.startedAt = startedAt
            self.todoId = todoId
        }
    }

    public struct IntentionExtended: Event, IntentionEvent {
        public static let type = "intention.extended"
        public var intentionId: IntentionID
        public var minutes: Int
        public var at: Date
        public init(intentionId: IntentionID, minutes: Int, at: Date) {
            self.intentionId = intentionId
            self.minutes = minutes
            self.at = at
        }
    }

    public struct IntentionEnded: Event, IntentionEvent {
        public static let type = "intention.ended"
        public var intentionId: IntentionID
        public var endedAt: Date
        public init(intentionId: IntentionID, endedAt: Date) {
            self.intentionId = intentionId
            self.endedAt = endedAt
        }
    }

    /// Replaces the intention's whole tag set (so removing a tag is also a new event).
    public struct IntentionTagged: Event, IntentionEvent {
        public static let type = "intention.tagged"
        public var intentionId: IntentionID
        public var labels: [LabelID]
        public init(intentionId: IntentionID, labels: [LabelID]) {
            self.intentionId = intentionId
            self.labels = labels
        }
    }

    public struct IntentionRated: Event, IntentionEvent {
        public static let type = "intention.rated"
        public var intentionId: IntentionID
        public var feeling: Feeling
        public init(intentionId: IntentionID, feeling: Feeling) {
            self.intentionId = intentionId
            self.feeling = feeling
        }
    }

    /// Replaces the intention's review answers.
    public struct IntentionReviewed: Event, IntentionEvent {
        public static let type = "intention.reviewed"
        public var intentionId: IntentionID
        public var review: Review
        public init(intentionId: IntentionID, review: Review) {
            self.intentionId = intentionId
            self.review = review
        }
    }

    /// A correction of a past intention; nil fields stay as they were.
    public struct IntentionEdited: Event, IntentionEvent {
        public static let type = "intention.edited"
        public var intentionId: IntentionID
        public var text: String?
        public var startedAt: Date?
        public var endedAt: Date?
        public init(intentionId: IntentionID, text: String?, startedAt: Date?, endedAt: Date?) {
            self.intentionId = intentionId
            self.text = text
            self.startedAt = startedAt
            self.endedAt = endedAt
        }
    }

    /// An intention recorded after the fact: it ran between two past instants (one forgotten at the time).
    public struct IntentionRecorded: Event, IntentionEvent {
        public static let type = "intention.recorded"
        public var intentionId: IntentionID
        public var text: String
        public var startedAt: Date
        public var endedAt: Date
        /// The to-do it served, so its time counts toward that to-do's goal and area.
        public var todoId: TodoID?
        public init(intentionId: IntentionID, text: String, startedAt: Date, endedAt: Date, todoId: TodoID? = nil) {
            self.intentionId = intentionId
            self.text = text
            self.startedAt = startedAt
            self.endedAt = endedAt
            self.todoId = todoId
        }
    }

    public struct LabelCreated: Event {
        public static let type = "label.created"
        public var label: Label
        public init(label: Label) {
            self.label = label
        }
    }
}

extension DomainEvent {
    public static func intentionStarted(_ e: IntentionStarted) -> DomainEvent { DomainEvent(e) }
    public static func intentionExtended(_ e: IntentionExtended) -> DomainEvent { DomainEvent(e) }
    public static func intentionEnded(_ e: IntentionEnded) -> DomainEvent { DomainEvent(e) }
    public static func intentionTagged(_ e: IntentionTagged) -> DomainEvent { DomainEvent(e) }
    public static func intentionRated(_ e: IntentionRated) -> DomainEvent { DomainEvent(e) }
    public static func intentionReviewed(_ e: IntentionReviewed) -> DomainEvent { DomainEvent(e) }
    public static func intentionEdited(_ e: IntentionEdited) -> DomainEvent { DomainEvent(e) }
    public static func intentionRecorded(_ e: IntentionRecorded) -> DomainEvent { DomainEvent(e) }
    public static func labelCreated(_ e: LabelCreated) -> DomainEvent { DomainEvent(e) }

    /// The intention an event is about, if any.
    public var intentionID: IntentionID? { (payload as? any IntentionEvent)?.intentionId }
}
