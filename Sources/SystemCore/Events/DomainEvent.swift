import Foundation

/// Everything a user can do, as facts. Each case is stored forever under its `type` and `schemaVersion`:
/// add cases and versions, never change what an existing one means.
public enum DomainEvent: Hashable, Sendable {
    case intentionStarted(IntentionStarted)
    case intentionExtended(IntentionExtended)
    case intentionEnded(IntentionEnded)
    case intentionTagged(IntentionTagged)
    case intentionRated(IntentionRated)
    case intentionReviewed(IntentionReviewed)
    case intentionEdited(IntentionEdited)
    case intentionRecorded(IntentionRecorded)
    case labelCreated(LabelCreated)
    case settingsChanged(SettingsChanged)
    case hintDismissed(HintDismissed)
    case areaCreated(AreaCreated)
    case areaChanged(AreaChanged)
    case areasReordered(AreasReordered)
    case areaArchived(AreaArchived)
    case areaRestored(AreaRestored)
    case goalAdded(GoalAdded)
    case goalChanged(GoalChanged)
    case goalCompleted(GoalCompleted)
    case goalDropped(GoalDropped)
    case goalReopened(GoalReopened)
    case capacitySet(CapacitySet)
    case retroRecorded(RetroRecorded)
    case actionItemChecked(ActionItemChecked)
    case todoAdded(TodoAdded)
    case todoChanged(TodoChanged)
    case todoCompleted(TodoCompleted)
    case todoReopened(TodoReopened)
    case todoDropped(TodoDropped)
    case todoCarried(TodoCarried)
    case todosReordered(TodosReordered)
    case standupRecorded(StandupRecorded)

    public struct IntentionStarted: Hashable, Codable, Sendable {
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

    public struct IntentionExtended: Hashable, Codable, Sendable {
        public var intentionId: IntentionID
        public var minutes: Int
        public var at: Date
        public init(intentionId: IntentionID, minutes: Int, at: Date) {
            self.intentionId = intentionId
            self.minutes = minutes
            self.at = at
        }
    }

    public struct IntentionEnded: Hashable, Codable, Sendable {
        public var intentionId: IntentionID
        public var endedAt: Date
        public init(intentionId: IntentionID, endedAt: Date) {
            self.intentionId = intentionId
            self.endedAt = endedAt
        }
    }

    /// Replaces the intention's whole tag set (so removing a tag is also a new event).
    public struct IntentionTagged: Hashable, Codable, Sendable {
        public var intentionId: IntentionID
        public var labels: [LabelID]
        public init(intentionId: IntentionID, labels: [LabelID]) {
            self.intentionId = intentionId
            self.labels = labels
        }
    }

    public struct IntentionRated: Hashable, Codable, Sendable {
        public var intentionId: IntentionID
        public var feeling: Feeling
        public init(intentionId: IntentionID, feeling: Feeling) {
            self.intentionId = intentionId
            self.feeling = feeling
        }
    }

    /// Replaces the intention's review answers.
    public struct IntentionReviewed: Hashable, Codable, Sendable {
        public var intentionId: IntentionID
        public var review: Review
        public init(intentionId: IntentionID, review: Review) {
            self.intentionId = intentionId
            self.review = review
        }
    }

    /// A correction of a past intention; nil fields stay as they were.
    public struct IntentionEdited: Hashable, Codable, Sendable {
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
    public struct IntentionRecorded: Hashable, Codable, Sendable {
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

    public struct LabelCreated: Hashable, Codable, Sendable {
        public var label: Label
        public init(label: Label) {
            self.label = label
        }
    }

    public struct SettingsChanged: Hashable, Codable, Sendable {
        public var settings: Settings
        public init(settings: Settings) {
            self.settings = settings
        }
    }

    /// A first-use hint the user closed; it is never shown again.
    public struct HintDismissed: Hashable, Codable, Sendable {
        public var hint: String

        public init(hint: String) {
            self.hint = hint
        }
    }
}

extension DomainEvent {
    /// The stored type name of each case.
    public var type: String {
        switch self {
        case .intentionStarted: "intention.started"
        case .intentionExtended: "intention.extended"
        case .intentionEnded: "intention.ended"
        case .intentionTagged: "intention.tagged"
        case .intentionRated: "intention.rated"
        case .intentionReviewed: "intention.reviewed"
        case .intentionEdited: "intention.edited"
        case .intentionRecorded: "intention.recorded"
        case .labelCreated: "label.created"
        case .settingsChanged: "settings.changed"
        case .hintDismissed: "hint.dismissed"
        case .areaCreated: "area.created"
        case .areaChanged: "area.changed"
        case .areasReordered: "areas.reordered"
        case .areaArchived: "area.archived"
        case .areaRestored: "area.restored"
        case .goalAdded: "goal.added"
        case .goalChanged: "goal.changed"
        case .goalCompleted: "goal.completed"
        case .goalDropped: "goal.dropped"
        case .goalReopened: "goal.reopened"
        case .capacitySet: "week.capacity-set"
        case .retroRecorded: "retro.recorded"
        case .actionItemChecked: "action-item.checked"
        case .todoAdded: "todo.added"
        case .todoChanged: "todo.changed"
        case .todoCompleted: "todo.completed"
        case .todoReopened: "todo.reopened"
        case .todoDropped: "todo.dropped"
        case .todoCarried: "todo.carried"
        case .todosReordered: "todos.reordered"
        case .standupRecorded: "standup.recorded"
        }
    }

    /// The version of the payload shape this code writes.
    public var schemaVersion: Int { 1 }

    /// The intention an event is about, if any.
    public var intentionID: IntentionID? {
        switch self {
        case .intentionStarted(let e): e.intentionId
        case .intentionExtended(let e): e.intentionId
        case .intentionEnded(let e): e.intentionId
        case .intentionTagged(let e): e.intentionId
        case .intentionRated(let e): e.intentionId
        case .intentionReviewed(let e): e.intentionId
        case .intentionEdited(let e): e.intentionId
        case .intentionRecorded(let e): e.intentionId
        default: nil
        }
    }
}

/// The JSON form of event payloads: sorted keys and ISO 8601 instants, so stored bytes are stable.
public enum EventCoding {
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// Encodes an event's payload.
    public static func payload(of event: DomainEvent) throws -> Data {
        let encoder = encoder()
        switch event {
        case .intentionStarted(let e): return try encoder.encode(e)
        case .intentionExtended(let e): return try encoder.encode(e)
        case .intentionEnded(let e): return try encoder.encode(e)
        case .intentionTagged(let e): return try encoder.encode(e)
        case .intentionRated(let e): return try encoder.encode(e)
        case .intentionReviewed(let e): return try encoder.encode(e)
        case .intentionEdited(let e): return try encoder.encode(e)
        case .intentionRecorded(let e): return try encoder.encode(e)
        case .labelCreated(let e): return try encoder.encode(e)
        case .settingsChanged(let e): return try encoder.encode(e)
        case .hintDismissed(let e): return try encoder.encode(e)
        case .areaCreated(let e): return try encoder.encode(e)
        case .areaChanged(let e): return try encoder.encode(e)
        case .areasReordered(let e): return try encoder.encode(e)
        case .areaArchived(let e): return try encoder.encode(e)
        case .areaRestored(let e): return try encoder.encode(e)
        case .goalAdded(let e): return try encoder.encode(e)
        case .goalChanged(let e): return try encoder.encode(e)
        case .goalCompleted(let e): return try encoder.encode(e)
        case .goalDropped(let e): return try encoder.encode(e)
        case .goalReopened(let e): return try encoder.encode(e)
        case .capacitySet(let e): return try encoder.encode(e)
        case .retroRecorded(let e): return try encoder.encode(e)
        case .actionItemChecked(let e): return try encoder.encode(e)
        case .todoAdded(let e): return try encoder.encode(e)
        case .todoChanged(let e): return try encoder.encode(e)
        case .todoCompleted(let e): return try encoder.encode(e)
        case .todoReopened(let e): return try encoder.encode(e)
        case .todoDropped(let e): return try encoder.encode(e)
        case .todoCarried(let e): return try encoder.encode(e)
        case .todosReordered(let e): return try encoder.encode(e)
        case .standupRecorded(let e): return try encoder.encode(e)
        }
    }

    /// Decodes a stored event; upcasts older schema versions here when they exist.
    /// Returns nil for a type this build does not know (a newer server wrote it), so replay never fails.
    public static func decode(type: String, schemaVersion: Int, payload: Data) throws -> DomainEvent? {
        let decoder = decoder()
        switch (type, schemaVersion) {
        case ("intention.started", 1): return .intentionStarted(try decoder.decode(DomainEvent.IntentionStarted.self, from: payload))
        case ("intention.extended", 1): return .intentionExtended(try decoder.decode(DomainEvent.IntentionExtended.self, from: payload))
        case ("intention.ended", 1): return .intentionEnded(try decoder.decode(DomainEvent.IntentionEnded.self, from: payload))
        case ("intention.tagged", 1): return .intentionTagged(try decoder.decode(DomainEvent.IntentionTagged.self, from: payload))
        case ("intention.rated", 1): return .intentionRated(try decoder.decode(DomainEvent.IntentionRated.self, from: payload))
        case ("intention.reviewed", 1): return .intentionReviewed(try decoder.decode(DomainEvent.IntentionReviewed.self, from: payload))
        case ("intention.edited", 1): return .intentionEdited(try decoder.decode(DomainEvent.IntentionEdited.self, from: payload))
        case ("intention.recorded", 1): return .intentionRecorded(try decoder.decode(DomainEvent.IntentionRecorded.self, from: payload))
        case ("label.created", 1): return .labelCreated(try decoder.decode(DomainEvent.LabelCreated.self, from: payload))
        case ("settings.changed", 1): return .settingsChanged(try decoder.decode(DomainEvent.SettingsChanged.self, from: payload))
        case ("hint.dismissed", 1): return .hintDismissed(try decoder.decode(DomainEvent.HintDismissed.self, from: payload))
        case ("area.created", 1): return .areaCreated(try decoder.decode(DomainEvent.AreaCreated.self, from: payload))
        case ("area.changed", 1): return .areaChanged(try decoder.decode(DomainEvent.AreaChanged.self, from: payload))
        case ("areas.reordered", 1): return .areasReordered(try decoder.decode(DomainEvent.AreasReordered.self, from: payload))
        case ("area.archived", 1): return .areaArchived(try decoder.decode(DomainEvent.AreaArchived.self, from: payload))
        case ("area.restored", 1): return .areaRestored(try decoder.decode(DomainEvent.AreaRestored.self, from: payload))
        case ("goal.added", 1): return .goalAdded(try decoder.decode(DomainEvent.GoalAdded.self, from: payload))
        case ("goal.changed", 1): return .goalChanged(try decoder.decode(DomainEvent.GoalChanged.self, from: payload))
        case ("goal.completed", 1): return .goalCompleted(try decoder.decode(DomainEvent.GoalCompleted.self, from: payload))
        case ("goal.dropped", 1): return .goalDropped(try decoder.decode(DomainEvent.GoalDropped.self, from: payload))
        case ("goal.reopened", 1): return .goalReopened(try decoder.decode(DomainEvent.GoalReopened.self, from: payload))
        case ("week.capacity-set", 1): return .capacitySet(try decoder.decode(DomainEvent.CapacitySet.self, from: payload))
        case ("retro.recorded", 1): return .retroRecorded(try decoder.decode(DomainEvent.RetroRecorded.self, from: payload))
        case ("action-item.checked", 1): return .actionItemChecked(try decoder.decode(DomainEvent.ActionItemChecked.self, from: payload))
        case ("todo.added", 1): return .todoAdded(try decoder.decode(DomainEvent.TodoAdded.self, from: payload))
        case ("todo.changed", 1): return .todoChanged(try decoder.decode(DomainEvent.TodoChanged.self, from: payload))
        case ("todo.completed", 1): return .todoCompleted(try decoder.decode(DomainEvent.TodoCompleted.self, from: payload))
        case ("todo.reopened", 1): return .todoReopened(try decoder.decode(DomainEvent.TodoReopened.self, from: payload))
        case ("todo.dropped", 1): return .todoDropped(try decoder.decode(DomainEvent.TodoDropped.self, from: payload))
        case ("todo.carried", 1): return .todoCarried(try decoder.decode(DomainEvent.TodoCarried.self, from: payload))
        case ("todos.reordered", 1): return .todosReordered(try decoder.decode(DomainEvent.TodosReordered.self, from: payload))
        case ("standup.recorded", 1): return .standupRecorded(try decoder.decode(DomainEvent.StandupRecorded.self, from: payload))
        default: return nil
        }
    }
}
