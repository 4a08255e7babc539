import Foundation

/// One user's whole state: a fold of their event stream.
///
/// `evolve` never fails — old events must always replay — so anything odd in history is skipped, not thrown.
public struct UserState: Sendable {
    public private(set) var intentions = IntentionLog()
    /// Areas, goals, capacity, retrospectives and action items.
    public private(set) var weekly = WeeklyLog()
    /// To-dos and standups.
    public private(set) var daily = DailyLog()
    public private(set) var labels: [LabelID: Label]
    public private(set) var settings: Settings {
        didSet { calendar = DayCalendar(settings: settings) }
    }
    /// Days cut in the user's settings; rebuilt only when the settings change.
    public private(set) var calendar: DayCalendar
    /// The first-use hints the user has closed.
    public private(set) var dismissedHints: Set<String> = []
    /// Whether the user ever saved settings (otherwise the defaults apply).
    public private(set) var hasSavedSettings = false
    /// The seq of the last event folded in (0 for an empty stream).
    public private(set) var version: Int64 = 0

    /// The state of a user with no history, on a machine in `defaultTimeZone`.
    public init(defaultTimeZone: String) {
        labels = Dictionary(uniqueKeysWithValues: Label.starterSet.map { ($0.id, $0) })
        let settings = Settings.defaults(timeZone: defaultTimeZone)
        self.settings = settings
        calendar = DayCalendar(settings: settings)
    }

    /// Labels sorted for display: traction first, then by name.
    public var sortedLabels: [Label] {
        labels.values.sorted { ($0.kind == .distraction ? 1 : 0, $0.name) < ($1.kind == .distraction ? 1 : 0, $1.name) }
    }

    /// Folds one stored event in.
    public mutating func apply(_ envelope: EventEnvelope) {
        if let event = try? envelope.decoded() { evolve(event) }
        version = envelope.seq
    }

    /// Folds a domain event in.
    public mutating func evolve(_ event: DomainEvent) {
        switch event {
        case .intentionStarted(let e):
            guard intentions[e.intentionId] == nil else { return }
            // A start while another runs can only come from a concurrent writer; the older one ends there.
            if let running = intentions.runningID {
                intentions.update(running) { $0.endedAt = max($0.startedAt, e.startedAt) }
            }
            intentions.insert(Intention(id: e.intentionId, text: e.text, startedAt: e.startedAt,
                                        plannedMinutes: e.plannedMinutes, endedAt: nil, tags: [], feeling: nil,
                                        review: Review(), revision: 0, todoID: e.todoId))
            if let todo = e.todoId { daily.linkIntention(e.intentionId, to: todo) }
        case .intentionExtended(let e):
            intentions.update(e.intentionId) { $0.plannedMinutes += e.minutes }
        case .intentionEnded(let e):
            intentions.update(e.intentionId) { intention in
                if intention.endedAt == nil { intention.endedAt = max(e.endedAt, intention.startedAt) }
            }
        case .intentionTagged(let e):
            intentions.update(e.intentionId) { $0.tags = e.labels }
        case .intentionRated(let e):
            intentions.update(e.intentionId) { $0.feeling = e.feeling }
        case .intentionReviewed(let e):
            intentions.update(e.intentionId) { $0.review = e.review }
        case .intentionRecorded(let e):
            guard intentions[e.intentionId] == nil, e.endedAt > e.startedAt else { return }
            let minutes = max(1, Int((e.endedAt.timeIntervalSince(e.startedAt) / 60).rounded()))
            intentions.insert(Intention(id: e.intentionId, text: e.text, startedAt: e.startedAt, plannedMinutes: minutes,
                                        endedAt: e.endedAt, tags: [], feeling: nil, review: Review(), revision: 0,
                                        todoID: e.todoId))
            if let todo = e.todoId { daily.linkIntention(e.intentionId, to: todo) }
        case .intentionEdited(let e):
            intentions.update(e.intentionId) { intention in
                intention.revision += 1
                if let text = e.text { intention.text = text }
                if let start = e.startedAt { intention.startedAt = start }
                if let end = e.endedAt, intention.endedAt != nil { intention.endedAt = max(end, intention.startedAt) }
            }
        case .labelCreated(let e):
            labels[e.label.id] = e.label
        case .settingsChanged(let e):
            settings = e.settings
            hasSavedSettings = true
        case .hintDismissed(let e):
            dismissedHints.insert(e.hint)
        case .areaCreated, .areaChanged, .areasReordered, .areaArchived, .areaRestored, .goalAdded, .goalChanged,
             .goalCompleted, .goalDropped, .goalReopened, .capacitySet, .retroRecorded, .actionItemChecked:
            weekly.evolve(event)
        case .todoAdded, .todoChanged, .todoCompleted, .todoReopened, .todoDropped, .todoCarried, .todosReordered,
             .standupRecorded:
            daily.evolve(event)
        }
    }

    /// Resolves a label given by id or name.
    public func label(named text: String) -> Label? {
        LabelID(name: text).flatMap { labels[$0] }
    }
}
