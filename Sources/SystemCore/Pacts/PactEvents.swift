import Foundation

// The pacts' events. Their `type` strings are stored forever (see `Event`).

extension DomainEvent {
    /// A pact made: its first version, from its first day.
    public struct PactMade: Event {
        public static let type = "pact.made"
        public var pactId: PactID
        public var words: String
        public var kind: Pact.Kind
        public var every: Pact.Every
        public var until: CivilDate?
        public var stake: String?
        public var to: String?
        public var from: CivilDate
        public var at: Date

        public init(pactId: PactID, terms: Pact.Terms, from: CivilDate, at: Date) {
            self.pactId = pactId
            words = terms.words
            kind = terms.kind
            every = terms.every
            until = terms.until
            stake = terms.stake
            to = terms.to
            self.from = from
            self.at = at
        }

        var terms: Pact.Terms { Pact.Terms(words: words, kind: kind, every: every, until: until, stake: stake, to: to) }
    }

    /// A pact renegotiated: a new version from `from`; the old versions and their record stay.
    public struct PactRenegotiated: Event {
        public static let type = "pact.renegotiated"
        public var pactId: PactID
        public var version: Int
        public var words: String
        public var kind: Pact.Kind
        public var every: Pact.Every
        public var until: CivilDate?
        public var stake: String?
        public var to: String?
        public var from: CivilDate
        public var at: Date

        public init(pactId: PactID, version: Int, terms: Pact.Terms, from: CivilDate, at: Date) {
            self.pactId = pactId
            self.version = version
            words = terms.words
            kind = terms.kind
            every = terms.every
            until = terms.until
            stake = terms.stake
            to = terms.to
            self.from = from
            self.at = at
        }

        var terms: Pact.Terms { Pact.Terms(words: words, kind: kind, every: every, until: until, stake: stake, to: to) }
    }

    /// A day of a pact answered: kept or broken, under the version that held that day. A later one for the same day
    /// changes the answer (a mistaken tap, a note added): it says what the day was answered before.
    public struct PactChecked: Event {
        public static let type = "pact.checked"
        public var pactId: PactID
        public var date: CivilDate
        public var version: Int
        public var kept: Bool
        public var note: String?
        public var at: Date
        /// The answer this one replaces (kept or not); nil for a day's first answer.
        public var wasKept: Bool?

        public init(_ check: PactCheck, wasKept: Bool? = nil) {
            pactId = check.pact
            date = check.date
            version = check.version
            kept = check.kept
            note = check.note
            at = check.at
            self.wasKept = wasKept
        }
    }

    /// A pact ended: it holds no more from `on`.
    public struct PactEnded: Event {
        public static let type = "pact.ended"
        public var pactId: PactID
        public var on: CivilDate
        public var at: Date

        public init(pactId: PactID, on: CivilDate, at: Date) {
            self.pactId = pactId
            self.on = on
            self.at = at
        }
    }
}
