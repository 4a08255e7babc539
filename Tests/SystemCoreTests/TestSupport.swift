import Foundation
import Testing

@testable import SystemCore

/// An instant written as ISO 8601 (`2026-11-20T09:30:00Z`); traps on a typo so a broken fixture is loud.
func instant(_ iso: String) -> Date {
    guard let date = Readable.parseInstant(iso) else { preconditionFailure("not an ISO 8601 instant: \(iso)") }
    return date
}

/// A civil date written as `YYYY-MM-DD`.
func civil(_ text: String) -> CivilDate {
    guard let date = CivilDate(text) else { preconditionFailure("not a YYYY-MM-DD date: \(text)") }
    return date
}

/// A time of day written as `HH:MM`.
func time(_ text: String) -> TimeOfDay {
    guard let time = TimeOfDay(text) else { preconditionFailure("not an HH:MM time: \(text)") }
    return time
}

/// A readable, fixed id of any kind: `00000000-0000-0000-0000-00000000000n`.
func fixedID<Tag>(_ number: Int) -> Identifier<Tag> {
    Identifier(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!)
}

/// A readable, fixed intention id: `00000000-0000-0000-0000-00000000000n`.
func intentionID(_ number: Int) -> IntentionID { fixedID(number) }

extension Date {
    /// This instant moved by whole minutes.
    func plus(minutes: Int) -> Date { addingTimeInterval(TimeInterval(minutes * 60)) }
}

extension UserState {
    /// A user with no history whose machine is in `timeZone`.
    static func fresh(timeZone: String = "UTC") -> UserState { UserState(defaultTimeZone: timeZone) }

    /// A user with no history who saved `settings`.
    static func with(_ settings: Settings) -> UserState {
        var state = UserState.fresh(timeZone: settings.timeZone)
        state.evolve(.settingsChanged(.init(settings: settings)))
        return state
    }

    /// Decides a command and folds the events it returns, as the service does; returns those events.
    @discardableResult
    mutating func run(_ command: UserCommand, at now: Date) throws(DomainError) -> [DomainEvent] {
        let events = try decide(command, now: now)
        for event in events { evolve(event) }
        return events
    }

    /// Starts an intention at `start` (from `todo`, if given) and, when `minutes` is given, ends it that many
    /// minutes later.
    mutating func record(
        _ id: IntentionID, _ text: String = "Focus", from start: Date, planned: Int = 25,
        endingAfter minutes: Int? = nil, todo: TodoID? = nil
    ) throws(DomainError) {
        try run(.startIntention(id: id, text: text, minutes: planned, todo: todo), at: start)
        if let minutes { try run(.endIntention(id: id), at: start.plus(minutes: minutes)) }
    }

    /// Decides and folds a Weekly command.
    @discardableResult
    mutating func weekly(_ command: WeeklyCommand, at now: Date) throws(DomainError) -> [DomainEvent] {
        try run(.weekly(command), at: now)
    }

    /// Decides and folds a Daily command.
    @discardableResult
    mutating func daily(_ command: DailyCommand, at now: Date) throws(DomainError) -> [DomainEvent] {
        try run(.daily(command), at: now)
    }
}

/// The error a command is refused with, or nil when it is accepted.
func refusal(of command: UserCommand, by state: UserState, at now: Date) -> DomainError? {
    do {
        _ = try state.decide(command, now: now)
        return nil
    } catch {
        return error
    }
}

/// Checks that `state` refuses `command` with the given kind, code and field.
func expectRefusal(
    _ command: UserCommand, by state: UserState, at now: Date,
    kind: DomainError.Kind, code: String, field: String?,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let error = refusal(of: command, by: state, at: now) else {
        Issue.record("expected \(command) to be refused with \(code), but it was accepted", sourceLocation: sourceLocation)
        return
    }
    #expect(error.kind == kind, sourceLocation: sourceLocation)
    #expect(error.code == code, sourceLocation: sourceLocation)
    #expect(error.field == field, sourceLocation: sourceLocation)
    #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
}

/// Checks that `state` refuses `command` as invalid input in `field`.
func expectInvalid(
    _ command: UserCommand, by state: UserState, at now: Date, field: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRefusal(
        command, by: state, at: now, kind: .invalid, code: "invalid_field", field: field,
        sourceLocation: sourceLocation)
}
