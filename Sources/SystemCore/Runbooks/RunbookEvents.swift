import Foundation

extension DomainEvent {
    /// A runbook as it reads after a save: the user's own, new or edited, or a starter edited into the user's version.
    /// The whole version is written; the earlier ones stay in the log.
    public struct RunbookSaved: Event {
        public static let type = "runbook.saved"
        public var runbookId: RunbookID
        public var name: String
        public var moment: String
        public var steps: [Runbook.Step]
        public var version: Int
        public var at: Date

        public init(_ runbook: Runbook, at: Date) {
            runbookId = runbook.id
            name = runbook.name
            moment = runbook.moment
            steps = runbook.steps
            version = runbook.version
            self.at = at
        }

        var runbook: Runbook { Runbook(id: runbookId, name: name, moment: moment, steps: steps, version: version, savedAt: at) }
    }

    /// A runbook taken out of the list (a starter the user does not want, or one of their own they no longer use);
    /// its versions and runs stay.
    public struct RunbookHidden: Event {
        public static let type = "runbook.hidden"
        public var runbookId: RunbookID
        public init(_ id: RunbookID) { runbookId = id }
    }

    /// A hidden runbook back in the list.
    public struct RunbookShown: Event {
        public static let type = "runbook.shown"
        public var runbookId: RunbookID
        public init(_ id: RunbookID) { runbookId = id }
    }

    /// One run of a runbook, recorded when it ends (or is stopped).
    public struct RunbookRunRecorded: Event {
        public static let type = "runbook.run-recorded"
        public var run: RunbookRun
        public init(_ run: RunbookRun) { self.run = run }
    }
}
