import Foundation

public typealias PactID = Identifier<Pact>

/// A pact made in advance against distraction: an effort pact ("Phone stays in the hall during intentions"), a price
/// pact (something at stake, given to someone, when it is broken) or an identity pact ("I am someone who…").
///
/// It holds on the days of its period (every day, weekdays, or the days with at least one intention), from its first
/// day until its `until` date, if any, and until it is ended. Each such day the user says, honestly, whether it was
/// kept or broken. Renegotiating it starts a new version from that day: the old one stays, with its record.
public struct Pact: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        case effort
        case price
        case identity

        /// "Effort pact", "Price pact", "Identity pact".
        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + " pact" }
    }

    /// The days it holds.
    public enum Every: String, Codable, Hashable, Sendable, CaseIterable {
        case day
        case weekdays
        /// The days with at least one intention.
        case intentions

        /// "every day", "on weekdays", "on days with an intention".
        public var words: String {
            switch self {
            case .day: "every day"
            case .weekdays: "on weekdays"
            case .intentions: "on days with an intention"
            }
        }
    }

    /// What a version of the pact says.
    public struct Terms: Codable, Hashable, Sendable {
        public var words: String
        public var kind: Kind
        public var every: Every
        /// Its last day, if it has one.
        public var until: CivilDate?
        /// For a price pact: what is at stake, and to whom it goes when the pact is broken.
        public var stake: String?
        public var to: String?

        public init(words: String, kind: Kind, every: Every, until: CivilDate? = nil, stake: String? = nil, to: String? = nil) {
            self.words = words
            self.kind = kind
            self.every = every
            self.until = until
            self.stake = stake
            self.to = to
        }

        /// "every day until 2026-12-31".
        public var period: String { every.words + (until.map { " until \($0)" } ?? "") }

        /// "€20 to Sam", for a price pact.
        public var price: String? { stake.map { $0 + (to.map { " to \($0)" } ?? "") } }
    }

    /// A version: its terms, the day it took effect, and its record (the days answered while it held).
    public struct Version: Codable, Hashable, Sendable {
        /// 1 for the pact as made, then one more per renegotiation.
        public let number: Int
        public let terms: Terms
        public let from: CivilDate
        public let at: Date
        public internal(set) var kept: Int = 0
        public internal(set) var broken: Int = 0

        public init(number: Int, terms: Terms, from: CivilDate, at: Date, kept: Int = 0, broken: Int = 0) {
            self.number = number
            self.terms = terms
            self.from = from
            self.at = at
            self.kept = kept
            self.broken = broken
        }

        public var record: PactRecord { PactRecord(kept: kept, broken: broken) }
    }

    public let id: PactID
    /// Every version, oldest first; never empty.
    public internal(set) var versions: [Version]
    /// The day it was ended: it holds no more from that day on.
    public internal(set) var endedOn: CivilDate?

    public init(id: PactID, versions: [Version], endedOn: CivilDate? = nil) {
        self.id = id
        self.versions = versions
        self.endedOn = endedOn
    }

    public var current: Version { versions[versions.count - 1] }
    public var terms: Terms { current.terms }
    public var words: String { terms.words }
    /// Its first day.
    public var start: CivilDate { versions[0].from }
    public var isEnded: Bool { endedOn != nil }

    /// The version that held on a day: the latest that took effect on or before it; nil before the pact began.
    public func version(on date: CivilDate) -> Version? { versions.last { $0.from <= date } }

    /// Every day answered, across its versions.
    public var record: PactRecord {
        PactRecord(kept: versions.reduce(0) { $0 + $1.kept }, broken: versions.reduce(0) { $0 + $1.broken })
    }

    /// Whether the pact holds on a day, as its version of that day says; `hadIntention` tells whether the day has an
    /// intention (for a pact that holds on those days). It says nothing of whether the day has come.
    public func applies(on date: CivilDate, hadIntention: (CivilDate) -> Bool) -> Bool {
        guard let version = version(on: date) else { return false }
        if let endedOn, date >= endedOn { return false }
        if let until = version.terms.until, date > until { return false }
        switch version.terms.every {
        case .day: return true
        case .weekdays: return date.isoWeekday <= 5
        case .intentions: return hadIntention(date)
        }
    }

    public static let maxWords = 120
    public static let maxStake = 60
    public static let maxNote = 280
    /// How far back a new pact may start, and how far ahead.
    public static let startRange = -31...366
}

/// A pact's record as it is shown: days kept out of days answered ("kept 23 of 26 days"), never a streak.
public struct PactRecord: Hashable, Sendable {
    public let kept: Int
    public let broken: Int
    /// Days it held and were not answered (when counted: a week's record counts them, the overall one does not).
    public var unanswered: Int = 0

    public init(kept: Int, broken: Int, unanswered: Int = 0) {
        self.kept = kept
        self.broken = broken
        self.unanswered = unanswered
    }

    public var answered: Int { kept + broken }

    /// "kept 23 of 26 days", "kept 1 of 1 day", "no day answered yet"; with "2 not answered" when counted.
    public var line: String {
        var text = answered == 0 ? "no day answered yet" : "kept \(kept) of \(answered) \(answered == 1 ? "day" : "days")"
        if unanswered > 0 { text += ", \(unanswered) not answered" }
        return text
    }
}

/// A day's answer: the pact was kept or broken, with the user's note.
public struct PactCheck: DatedEntry, Hashable {
    /// A pact's day.
    public struct Key: Hashable, Sendable, CustomStringConvertible {
        public let pact: PactID
        public let date: CivilDate
        public var description: String { "\(pact)/\(date)" }
    }

    public let pact: PactID
    public let date: CivilDate
    /// The version that held that day.
    public let version: Int
    public let kept: Bool
    public let note: String?
    public let at: Date

    public init(pact: PactID, date: CivilDate, version: Int, kept: Bool, note: String?, at: Date) {
        self.pact = pact
        self.date = date
        self.version = version
        self.kept = kept
        self.note = note
        self.at = at
    }

    public var id: Key { Key(pact: pact, date: date) }
}
