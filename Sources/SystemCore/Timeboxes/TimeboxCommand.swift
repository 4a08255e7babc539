import Foundation

/// What a user asks of the timeboxes: plan one, change it, take it off the plan, and start its intention.
public enum TimeboxCommand: Command, Equatable {
    /// Plans a timebox on `date` from `start` to `end` (15 minutes to 2 hours, not overlapping another of the day).
    case plan(id: TimeboxID, date: CivilDate, start: Date, end: Date, text: String, link: Todo.Link?)
    /// Changes a timebox's times, words and link; its day stays.
    case change(id: TimeboxID, start: Date, end: Date, text: String, link: Todo.Link?)
    case remove(TimeboxID)
    /// Starts the timebox's intention, named by its words, for the minutes left of it.
    case start(id: TimeboxID, intention: IntentionID)

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        switch self {
        case .plan(let id, let date, let start, let end, let text, let link):
            guard state.timeboxes[id] == nil else {
                throw DomainError(.conflict, code: "timebox_exists", message: "A timebox with id \(id) already exists.", field: "id")
            }
            let timebox = try Self.valid(
                Timebox(id: id, date: date, start: start, end: end, text: text, link: link), in: state)
            return [DomainEvent(DomainEvent.TimeboxPlanned(timebox))]
        case .change(let id, let start, let end, let text, let link):
            let old = try Self.existing(id, in: state)
            var timebox = old
            timebox.start = start
            timebox.end = end
            timebox.text = text
            timebox.link = link
            timebox = try Self.valid(timebox, in: state, linkWas: old.link)
            guard timebox != old else { return [] }
            return [DomainEvent(DomainEvent.TimeboxChanged(timebox))]
        case .remove(let id):
            let timebox = try Self.existing(id, in: state)
            return [DomainEvent(DomainEvent.TimeboxRemoved(timeboxId: id, date: timebox.date))]
        case .start(let id, let intention):
            let timebox = try Self.existing(id, in: state)
            if timebox.intention != nil {
                throw DomainError(
                    .conflict, code: "timebox_started", message: "“\(timebox.text)” was started already.", field: "timebox")
            }
            guard now < timebox.end else {
                throw DomainError(
                    .conflict, code: "timebox_over",
                    message: "“\(timebox.text)” is over: its time has passed. Plan a new timebox, or start an intention.",
                    field: "timebox")
            }
            guard now >= timebox.start.addingTimeInterval(-Timebox.earlyStart) else {
                throw DomainError(
                    .conflict, code: "timebox_not_yet",
                    message:
                        "“\(timebox.text)” starts at \(Readable.time(timebox.start, in: state.calendar)): start it when its time comes.",
                    field: "timebox")
            }
            let minutes = min(Intention.minutesLimit.upperBound, timebox.remainingMinutes(at: now.wholeSecond))
            var events = try state.decideIntention(
                .startIntention(id: intention, text: timebox.text, minutes: minutes), now: now)
            events.append(DomainEvent(DomainEvent.TimeboxStarted(timeboxId: id, date: timebox.date, intentionId: intention)))
            return events
        }
    }

    static func existing(_ id: TimeboxID, in state: UserState) throws(DomainError) -> Timebox {
        guard let timebox = state.timeboxes[id] else {
            throw DomainError(.notFound, code: "timebox_not_found", message: "There is no timebox \(id).", field: "id")
        }
        return timebox
    }

    /// The timebox with its words trimmed, or the first thing wrong with it, naming the field.
    static func valid(_ timebox: Timebox, in state: UserState, linkWas: Todo.Link? = nil) throws(DomainError) -> Timebox {
        var timebox = timebox
        let calendar = state.calendar
        let text = timebox.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.isEmpty else {
            throw .invalid("text", "Say what the timebox is for: work, rest, friends or chores all count.")
        }
        guard text.count <= Timebox.maxLength else {
            throw .invalid("text", "Keep it to \(Timebox.maxLength) characters (it has \(text.count)).")
        }
        timebox.text = text
        let day = calendar.interval(of: timebox.date)
        guard day.start <= timebox.start, timebox.start < day.end else {
            throw .invalid("start", "The timebox starts outside \(Readable.day(timebox.date)).")
        }
        guard timebox.end > timebox.start else {
            throw .invalid("end", "The timebox ends before it starts: its end must come after its start.")
        }
        let minutes = timebox.end.timeIntervalSince(timebox.start) / 60
        guard minutes >= Double(Timebox.minutesRange.lowerBound) else {
            throw .invalid("end", "A timebox lasts at least 15 minutes (this one has \(Readable.minutes(Int(minutes.rounded())))).")
        }
        guard minutes <= Double(Timebox.minutesRange.upperBound) else {
            throw .invalid(
                "end", "A timebox lasts at most 2 hours (this one has \(Readable.minutes(Int(minutes.rounded())))): split it in two.")
        }
        if let other = state.timeboxes.timeboxes(on: timebox.date).first(where: {
            $0.id != timebox.id && $0.start < timebox.end && timebox.start < $0.end
        }) {
            let times = "\(Readable.time(other.start, in: calendar))–\(Readable.time(other.end, in: calendar))"
            throw DomainError(
                .invalid, code: "timebox_overlaps",
                message: "It overlaps “\(other.text)” (\(times)): choose a start and end outside it.", field: "start")
        }
        if let link = timebox.link, link != linkWas {
            switch link {
            case .goal(let id):
                let goal = try state.existingGoal(id)
                if goal.isDropped {
                    throw DomainError(
                        .conflict, code: "goal_dropped", message: "“\(goal.title)” was dropped; choose an open goal or an area.",
                        field: "goal")
                }
            case .area(let id):
                _ = try state.activeArea(id)
            }
        }
        return timebox
    }
}

extension UserCommand {
    public static func timeboxes(_ command: TimeboxCommand) -> UserCommand { UserCommand(command) }
}
