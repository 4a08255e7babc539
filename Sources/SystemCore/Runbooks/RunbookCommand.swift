import Foundation

/// What a user asks of the runbooks. Each refusal names its field.
public enum RunbookCommand: Command, Equatable {
    /// Saves a runbook: a new one of the user's own (an id not yet used), or a new version of one (a starter's
    /// included); nothing when it reads as it does.
    case save(RunbookID, RunbookDraft)
    /// Takes a runbook out of the list; its versions and runs stay.
    case hide(RunbookID)
    /// Puts a hidden runbook back in the list.
    case show(RunbookID)
    /// Records one run, when it ends or is stopped.
    case recordRun(RunbookRun)

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        let log = state.runbooks
        switch self {
        case .save(let id, let draft):
            let draft = try draft.checked()
            let current = log[id]
            if let other = log.runbooks().first(where: { $0.id != id && $0.name.caseInsensitiveCompare(draft.name) == .orderedSame }) {
                throw .invalid("name", "There is a runbook called “\(other.name)” already.")
            }
            if let current, current.name == draft.name, current.moment == draft.moment, current.steps == draft.steps { return [] }
            let runbook = Runbook(
                id: id, name: draft.name, moment: draft.moment, steps: draft.steps, version: (current?.version ?? 0) + 1, savedAt: now)
            return [DomainEvent(DomainEvent.RunbookSaved(runbook, at: now))]
        case .hide(let id):
            guard log[id] != nil else { throw Self.notFound(id) }
            return log.isHidden(id) ? [] : [DomainEvent(DomainEvent.RunbookHidden(id))]
        case .show(let id):
            guard log[id] != nil else { throw Self.notFound(id) }
            return log.isHidden(id) ? [DomainEvent(DomainEvent.RunbookShown(id))] : []
        case .recordRun(var run):
            guard log.run(run.id) == nil else {
                throw DomainError(.conflict, code: "run_exists", message: "A run with id \(run.id) is recorded already.", field: "id")
            }
            guard log[run.runbookId] != nil else { throw Self.notFound(run.runbookId) }
            guard let version = log.version(run.version, of: run.runbookId) else {
                throw .invalid(
                    "version", "The runbook has no version \(run.version): it is at version \(log[run.runbookId]?.version ?? 1).")
            }
            guard (1...version.steps.count).contains(run.stepsReached) else {
                throw .invalid(
                    "stepsReached",
                    "Version \(version.version) has \(version.steps.count) steps: steps reached is 1 to \(version.steps.count).")
            }
            guard run.startedAt <= now.addingTimeInterval(60) else { throw .invalid("startedAt", "The run cannot start in the future.") }
            if let finished = run.finishedAt {
                guard finished >= run.startedAt else { throw .invalid("finishedAt", "A run finishes after it starts.") }
                guard finished <= now.addingTimeInterval(60) else { throw .invalid("finishedAt", "The run cannot finish in the future.") }
                guard run.stepsReached == version.steps.count else {
                    throw .invalid(
                        "stepsReached", "A finished run reached every step (\(version.steps.count)); a stopped one has no finishedAt.")
                }
            }
            run.words = run.words?.trimmingCharacters(in: .whitespacesAndNewlines)
            if run.words?.isEmpty == true { run.words = nil }
            if let words = run.words, words.count > RunbookRun.maximumWords {
                throw .invalid("words", "Say it in at most \(RunbookRun.maximumWords) characters.")
            }
            return [DomainEvent(DomainEvent.RunbookRunRecorded(run))]
        }
    }

    static func notFound(_ id: RunbookID) -> DomainError {
        DomainError(.notFound, code: "runbook_not_found", message: "There is no runbook \(id).", field: "id")
    }
}

extension UserCommand {
    public static func runbook(_ command: RunbookCommand) -> UserCommand { UserCommand(command) }
}
