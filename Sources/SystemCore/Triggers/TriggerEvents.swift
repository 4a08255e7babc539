import Foundation

// The triggers' events. Their `type` strings are stored forever (see `Event`).

extension DomainEvent {
    /// An internal trigger caught during a running intention; its surf starts at once.
    public struct TriggerLogged: Event {
        public static let type = "trigger.logged"
        public var triggerId: TriggerID
        public var intentionId: IntentionID
        public var date: CivilDate
        public var at: Date
        public var what: String
        public var toward: String?
        public var surfMinutes: Int

        public init(_ trigger: InternalTrigger) {
            triggerId = trigger.id
            intentionId = trigger.intention
            date = trigger.date
            at = trigger.at
            what = trigger.what
            toward = trigger.toward
            surfMinutes = trigger.surfMinutes
        }
    }

    /// What came of surfing an urge: it passed, the user surfed again, or gave in (for `minutes`).
    public struct TriggerOutcomeRecorded: Event {
        public static let type = "trigger.outcome-recorded"
        public var triggerId: TriggerID
        /// The trigger's day, where its month is kept.
        public var date: CivilDate
        public var outcome: InternalTrigger.Outcome.Kind
        public var at: Date
        public var minutes: Int?

        public init(triggerId: TriggerID, date: CivilDate, outcome: InternalTrigger.Outcome.Kind, at: Date, minutes: Int?) {
            self.triggerId = triggerId
            self.date = date
            self.outcome = outcome
            self.at = at
            self.minutes = minutes
        }
    }
}
