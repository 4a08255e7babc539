import Foundation

/// Something a user asks of a module. It checks itself against the user's state and returns the events that record
/// it, or refuses with a ``DomainError``. It must not read the clock: `now` is given (a whole second).
public protocol Command: Sendable {
    func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent]
}

/// A command of any module, as services and tests pass them around.
///
/// Modules add their commands without editing this type: `UserCommand(SomeCommand(...))`, or a factory a module
/// declares in its own folder (`.startIntention(...)`, `.weekly(...)`).
public struct UserCommand: Sendable {
    public let command: any Command

    public init(_ command: some Command) {
        self.command = command
    }
}

extension UserState {
    /// Validates a command against the state at `now` and returns the events that record it.
    public func decide(_ command: UserCommand, now: Date) throws(DomainError) -> [DomainEvent] {
        try command.command.decide(in: self, now: now.wholeSecond)
    }
}
