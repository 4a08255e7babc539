import Foundation
import SystemCore

/// A pact as the API gives it: its current terms, every version with its record, and its record overall.
public struct PactJSON: Encodable, Sendable {
    let id: String
    let words: String
    let kind: String
    let every: String
    let until: String?
    let stake: String?
    let to: String?
    let start: String
    let endedOn: String?
    let appliesToday: Bool
    let today: Check?
    let record: Record
    let versions: [Version]

    /// Days kept and broken out of the days answered, and the record's words.
    struct Record: Encodable, Sendable {
        let kept: Int
        let broken: Int
        let answered: Int
        let line: String

        init(_ record: PactRecord) {
            kept = record.kept
            broken = record.broken
            answered = record.answered
            line = record.line
        }
    }

    struct Version: Encodable, Sendable {
        let version: Int
        let words: String
        let kind: String
        let every: String
        let until: String?
        let stake: String?
        let to: String?
        let from: String
        let record: Record

        init(_ version: Pact.Version) {
            self.version = version.number
            words = version.terms.words
            kind = version.terms.kind.rawValue
            every = version.terms.every.rawValue
            until = version.terms.until?.description
            stake = version.terms.stake
            to = version.terms.to
            from = version.from.description
            record = Record(version.record)
        }

        enum CodingKeys: String, CodingKey { case version, words, kind, every, until, stake, to, from, record }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(version, forKey: .version)
            try c.encode(words, forKey: .words)
            try c.encode(kind, forKey: .kind)
            try c.encode(every, forKey: .every)
            try c.encode(until, forKey: .until)
            try c.encode(stake, forKey: .stake)
            try c.encode(to, forKey: .to)
            try c.encode(from, forKey: .from)
            try c.encode(record, forKey: .record)
        }
    }

    public init(_ pact: Pact, state: UserState, today: CivilDate) {
        id = pact.id.description
        words = pact.terms.words
        kind = pact.terms.kind.rawValue
        every = pact.terms.every.rawValue
        until = pact.terms.until?.description
        stake = pact.terms.stake
        to = pact.terms.to
        start = pact.start.description
        endedOn = pact.endedOn?.description
        appliesToday = state.pactApplies(pact, on: today)
        self.today = state.pacts.check(pact.id, on: today).map { Check($0, calendar: state.calendar) }
        record = Record(pact.record)
        versions = pact.versions.map(Version.init)
    }

    enum CodingKeys: String, CodingKey {
        case id, words, kind, every, until, stake, to, start, endedOn, appliesToday, today, record, versions
    }

    /// What is not known is null, never left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(words, forKey: .words)
        try c.encode(kind, forKey: .kind)
        try c.encode(every, forKey: .every)
        try c.encode(until, forKey: .until)
        try c.encode(stake, forKey: .stake)
        try c.encode(to, forKey: .to)
        try c.encode(start, forKey: .start)
        try c.encode(endedOn, forKey: .endedOn)
        try c.encode(appliesToday, forKey: .appliesToday)
        try c.encode(today, forKey: .today)
        try c.encode(record, forKey: .record)
        try c.encode(versions, forKey: .versions)
    }

    /// A day's answer.
    struct Check: Encodable, Sendable {
        let date: String
        let version: Int
        let kept: Bool
        let note: String?
        let at: String

        init(_ check: PactCheck, calendar: DayCalendar) {
            date = check.date.description
            version = check.version
            kept = check.kept
            note = check.note
            at = calendar.iso8601(check.at)
        }

        enum CodingKeys: String, CodingKey { case date, version, kept, note, at }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(date, forKey: .date)
            try c.encode(version, forKey: .version)
            try c.encode(kept, forKey: .kept)
            try c.encode(note, forKey: .note)
            try c.encode(at, forKey: .at)
        }
    }
}

/// `GET /api/v1/pacts`.
public struct PactListJSON: Encodable, Sendable {
    let pacts: [PactJSON]

    public init(state: UserState, today: CivilDate) {
        pacts = state.pacts.all.map { PactJSON($0, state: state, today: today) }
    }
}

/// `POST /api/v1/pacts/{id}/days/{date}`: the day's answer and the pact after it.
public struct PactDayJSON: Encodable, Sendable {
    let check: PactJSON.Check
    let pact: PactJSON

    public init(_ check: PactCheck, pact: Pact, state: UserState, today: CivilDate) {
        self.check = PactJSON.Check(check, calendar: state.calendar)
        self.pact = PactJSON(pact, state: state, today: today)
    }
}
