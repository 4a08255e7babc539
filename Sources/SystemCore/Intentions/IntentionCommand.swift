import Foundation

/// What a user asks of the Intentions module.
public enum IntentionCommand: Command, Equatable {
    /// Starts an intention; from a to-do, its time counts toward that to-do's goal and area.
    case startIntention(id: IntentionID, text: String, minutes: Int, todo: TodoID? = nil)
    case extendIntention(id: IntentionID, minutes: Int)
    case endIntention(id: IntentionID)
    /// Sets the whole tag set; names not yet labels become new labels of the given kind (traction if none).
    case tagIntention(id: IntentionID, tags: [UserCommand.TagInput])
    case rateIntention(id: IntentionID, feeling: Feeling)
    case reviewIntention(id: IntentionID, review: Review)
    /// Tags, feeling and review of an intention in one step, as the review page saves them: each part given is
    /// recorded only where it changed, all in one append or none. The feeling and review need it ended.
    case reflectOnIntention(id: IntentionID, tags: [UserCommand.TagInput]?, feeling: Feeling?, review: Review?)
    /// Records, after the fact, an intention that ran between two past instants (a forgotten one).
    case recordIntention(id: IntentionID, text: String, startedAt: Date, endedAt: Date, todo: TodoID? = nil)
    /// Corrects a past intention; nil fields are left as they are.
    case editIntention(id: IntentionID, text: String?, startedAt: Date?, endedAt: Date?)
    case createLabel(name: String, kind: Label.Kind)

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        try state.decideIntention(self, now: now)
    }
}

extension UserCommand {
    /// A tag as a user gives it: a label's name or id, and the kind to use if it must be created.
    public struct TagInput: Sendable, Equatable {
        public var name: String
        public var kind: Label.Kind?
        public init(_ name: String, kind: Label.Kind? = nil) {
            self.name = name
            self.kind = kind
        }
    }
}

extension UserCommand {
    public static func startIntention(id: IntentionID, text: String, minutes: Int, todo: TodoID? = nil) -> UserCommand {
        UserCommand(IntentionCommand.startIntention(id: id, text: text, minutes: minutes, todo: todo))
    }
    public static func extendIntention(id: IntentionID, minutes: Int) -> UserCommand {
        UserCommand(IntentionCommand.extendIntention(id: id, minutes: minutes))
    }
    public static func endIntention(id: IntentionID) -> UserCommand { UserCommand(IntentionCommand.endIntention(id: id)) }
    public static func tagIntention(id: IntentionID, tags: [TagInput]) -> UserCommand {
        UserCommand(IntentionCommand.tagIntention(id: id, tags: tags))
    }
    public static func rateIntention(id: IntentionID, feeling: Feeling) -> UserCommand {
        UserCommand(IntentionCommand.rateIntention(id: id, feeling: feeling))
    }
    public static func reviewIntention(id: IntentionID, review: Review) -> UserCommand {
        UserCommand(IntentionCommand.reviewIntention(id: id, review: review))
    }
    public static func reflectOnIntention(id: IntentionID, tags: [TagInput]?, feeling: Feeling?, review: Review?) -> UserCommand {
        UserCommand(IntentionCommand.reflectOnIntention(id: id, tags: tags, feeling: feeling, review: review))
    }
    public static func recordIntention(id: IntentionID, text: String, startedAt: Date, endedAt: Date, todo: TodoID? = nil) -> UserCommand {
        UserCommand(IntentionCommand.recordIntention(id: id, text: text, startedAt: startedAt, endedAt: endedAt, todo: todo))
    }
    public static func editIntention(id: IntentionID, text: String?, startedAt: Date?, endedAt: Date?) -> UserCommand {
        UserCommand(IntentionCommand.editIntention(id: id, text: text, startedAt: startedAt, endedAt: endedAt))
    }
    public static func createLabel(name: String, kind: Label.Kind) -> UserCommand {
        UserCommand(IntentionCommand.createLabel(name: name, kind: kind))
    }
}

extension UserState {
    func decideIntention(_ command: IntentionCommand, now: Date) throws(DomainError) -> [DomainEvent] {
        let now = now.wholeSecond
        switch command {
        case .startIntention(let id, let text, let minutes, let todoID):
            let text = try Self.validText(text)
            if let todoID {
                guard let todo = daily[todoID] else { throw .todoNotFound(todoID) }
                guard todo.isOpen else {
                    throw DomainError(
                        .conflict, code: "todo_\(todo.status.name)",
                        message: "“\(todo.text)” is \(todo.status.name); reopen it to work on it again.", field: "todo")
                }
            }
            guard Intention.minutesLimit.contains(minutes) else {
                throw .invalid(
                    "minutes",
                    "The duration must be between \(Intention.minutesLimit.lowerBound) and \(Intention.minutesLimit.upperBound) minutes.")
            }
            if let running = intentions.running {
                throw DomainError(
                    .conflict, code: "intention_running",
                    message: "“\(running.text)” is still running. End it first, or end it and start this one.",
                    field: "text")
            }
            guard intentions[id] == nil else {
                throw DomainError(.conflict, code: "intention_exists", message: "An intention with id \(id) already exists.", field: "id")
            }
            return [.intentionStarted(.init(intentionId: id, text: text, plannedMinutes: minutes, startedAt: now, todoId: todoID))]

        case .extendIntention(let id, let minutes):
            let intention = try running(id)
            guard Intention.extensionLimit.contains(minutes) else {
                throw .invalid(
                    "minutes",
                    "An extension must be between \(Intention.extensionLimit.lowerBound) and \(Intention.extensionLimit.upperBound) minutes."
                )
            }
            guard intention.plannedMinutes + minutes <= 24 * 60 else {
                throw .invalid("minutes", "An intention cannot be planned for more than 24 hours.")
            }
            return [.intentionExtended(.init(intentionId: id, minutes: minutes, at: now))]

        case .endIntention(let id):
            let intention = try running(id)
            return [.intentionEnded(.init(intentionId: id, endedAt: max(now, intention.startedAt)))]

        case .tagIntention(let id, let tags):
            _ = try existing(id)
            let (created, ids) = try labels(for: tags)
            return created + [.intentionTagged(.init(intentionId: id, labels: ids))]

        case .rateIntention(let id, let feeling):
            _ = try ended(id)
            return [.intentionRated(.init(intentionId: id, feeling: feeling))]

        case .reviewIntention(let id, let review):
            _ = try ended(id)
            return [.intentionReviewed(.init(intentionId: id, review: try Self.cleaned(review)))]

        case .reflectOnIntention(let id, let tags, let feeling, let review):
            let intention = try existing(id)
            var events: [DomainEvent] = []
            if let tags {
                let (created, ids) = try labels(for: tags)
                if !created.isEmpty || Set(ids) != Set(intention.tags) {
                    events += created + [.intentionTagged(.init(intentionId: id, labels: ids))]
                }
            }
            if let feeling, feeling != intention.feeling {
                _ = try ended(id)
                events.append(.intentionRated(.init(intentionId: id, feeling: feeling)))
            }
            if let review {
                let cleaned = try Self.cleaned(review)
                if cleaned != intention.review {
                    _ = try ended(id)
                    events.append(.intentionReviewed(.init(intentionId: id, review: cleaned)))
                }
            }
            return events

        case .recordIntention(let id, let text, let startedAt, let endedAt, let todoID):
            let text = try Self.validText(text)
            let start = startedAt.wholeSecond, end = endedAt.wholeSecond
            guard end <= now else { throw .invalid("endedAt", "The end cannot be in the future: record it once it has happened.") }
            guard start < end else { throw .invalid("endedAt", "The end must come after the start.") }
            guard end.timeIntervalSince(start) <= 24 * 3600 else {
                throw .invalid("endedAt", "An intention cannot last more than 24 hours.")
            }
            if let todoID, daily[todoID] == nil { throw .todoNotFound(todoID) }
            guard intentions[id] == nil else {
                throw DomainError(.conflict, code: "intention_exists", message: "An intention with id \(id) already exists.", field: "id")
            }
            return [.intentionRecorded(.init(intentionId: id, text: text, startedAt: start, endedAt: end, todoId: todoID))]

        case .editIntention(let id, let text, let startedAt, let endedAt):
            let intention = try existing(id)
            let newText = try text.map { text throws(DomainError) in try Self.validText(text) }
            let start = startedAt?.wholeSecond ?? intention.startedAt
            guard start <= now else {
                throw .invalid("startedAt", "The start cannot be in the future.")
            }
            if let endedAt {
                guard intention.endedAt != nil else {
                    throw DomainError(
                        .conflict, code: "intention_running", message: "End the intention before correcting its end time.", field: "endedAt"
                    )
                }
                guard endedAt.wholeSecond <= now else { throw .invalid("endedAt", "The end cannot be in the future.") }
            }
            if let end = endedAt?.wholeSecond ?? intention.endedAt, end <= start {
                throw .invalid("endedAt", "The end must come after the start.")
            }
            let edit = DomainEvent.IntentionEdited(
                intentionId: id,
                text: newText == intention.text ? nil : newText,
                startedAt: start == intention.startedAt ? nil : start,
                endedAt: endedAt?.wholeSecond == intention.endedAt ? nil : endedAt?.wholeSecond)
            guard edit.text != nil || edit.startedAt != nil || edit.endedAt != nil else { return [] }
            return [.intentionEdited(edit)]

        case .createLabel(let name, let kind):
            let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let labelID = LabelID(name: name), Label.nameLimit.contains(name.count) else {
                throw .invalid("name", "A label needs 1 to \(Label.nameLimit.upperBound) characters with at least one letter or digit.")
            }
            if let existing = labels[labelID] {
                throw DomainError(.conflict, code: "label_exists", message: "You already have the label “\(existing.name)”.", field: "name")
            }
            return [.labelCreated(.init(label: Label(id: labelID, name: name, kind: kind)))]
        }
    }

    /// The labels a set of tags names, and the events that create those that do not exist yet.
    private func labels(for tags: [UserCommand.TagInput]) throws(DomainError) -> (created: [DomainEvent], ids: [LabelID]) {
        guard tags.count <= Intention.maxTags else {
            throw .invalid("tags", "An intention can carry at most \(Intention.maxTags) tags.")
        }
        var events: [DomainEvent] = []
        var ids: [LabelID] = []
        for tag in tags {
            let name = tag.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let labelID = LabelID(name: name), Label.nameLimit.contains(name.count) else {
                throw .invalid(
                    "tags",
                    "“\(tag.name)” is not a usable tag: give 1 to \(Label.nameLimit.upperBound) characters with at least one letter or digit."
                )
            }
            if labels[labelID] == nil, !events.contains(where: { $0.as(DomainEvent.LabelCreated.self)?.label.id == labelID }) {
                events.append(.labelCreated(.init(label: Label(id: labelID, name: name, kind: tag.kind ?? .traction))))
            }
            if !ids.contains(labelID) { ids.append(labelID) }
        }
        return (events, ids)
    }

    /// A review as stored: answers trimmed, blank ones left out, each within the limit.
    static func cleaned(_ review: Review) throws(DomainError) -> Review {
        func clean(_ text: String?, _ field: String) throws(DomainError) -> String? {
            guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
            guard text.count <= Review.maxLength else {
                throw .invalid(
                    field, "Keep this answer to \(Review.maxLength.formatted()) characters or fewer (it has \(text.count.formatted())).")
            }
            return text
        }
        return Review(
            wentWell: try clean(review.wentWell, "wentWell"),
            couldImprove: try clean(review.couldImprove, "couldImprove"),
            interesting: try clean(review.interesting, "interesting"))
    }

    static func validText(_ text: String) throws(DomainError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw .invalid("text", "Say what you intend to do: the activity cannot be empty.")
        }
        guard trimmed.count <= Intention.textLimit.upperBound else {
            throw .invalid("text", "Keep the activity to \(Intention.textLimit.upperBound) characters or fewer (it has \(trimmed.count)).")
        }
        return trimmed
    }

    private func existing(_ id: IntentionID) throws(DomainError) -> Intention {
        guard let intention = intentions[id] else { throw .intentionNotFound(id) }
        return intention
    }

    private func running(_ id: IntentionID) throws(DomainError) -> Intention {
        let intention = try existing(id)
        guard intention.endedAt == nil else {
            throw DomainError(.conflict, code: "intention_not_running", message: "“\(intention.text)” has already ended.", field: "id")
        }
        return intention
    }

    private func ended(_ id: IntentionID) throws(DomainError) -> Intention {
        let intention = try existing(id)
        guard intention.endedAt != nil else {
            throw DomainError(
                .conflict, code: "intention_running",
                message: "“\(intention.text)” is still running: end it before rating or reviewing it.", field: "id")
        }
        return intention
    }
}

extension DomainError {
    public static func intentionNotFound(_ id: IntentionID) -> Self {
        Self(.notFound, code: "intention_not_found", message: "No intention with id \(id).", field: "id")
    }
}
