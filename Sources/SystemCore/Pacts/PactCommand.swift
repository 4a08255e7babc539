import Foundation

/// What a user asks of the pacts: make one, answer a day (kept or broken), renegotiate it, end it.
public enum PactCommand: Command, Equatable {
    /// Makes a pact, holding from `from` (today when nil).
    case make(id: PactID, terms: Pact.Terms, from: CivilDate? = nil)
    /// Says whether a pact was kept or broken on a day it held.
    case check(id: PactID, date: CivilDate, kept: Bool, note: String?)
    /// New terms from today; the old version keeps its record.
    case renegotiate(id: PactID, terms: Pact.Terms)
    /// Ends it: it holds no more from today.
    case end(id: PactID)

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        let today = state.today(now: now)
        switch self {
        case .make(let id, let terms, let from):
            guard state.pacts[id] == nil else {
                throw DomainError(.conflict, code: "pact_exists", message: "A pact with id \(id) already exists.", field: "id")
            }
            let from = from ?? today
            let days = from.daysSinceEpoch - today.daysSinceEpoch
            guard Pact.startRange.contains(days) else {
                throw .invalid("from", "A pact starts between a month ago and a year from today.")
            }
            let terms = try Self.valid(terms, from: from)
            return [DomainEvent(DomainEvent.PactMade(pactId: id, terms: terms, from: from, at: now))]
        case .renegotiate(let id, let terms):
            let pact = try Self.pact(id, in: state)
            guard !pact.isEnded else {
                throw DomainError(
                    .conflict, code: "pact_ended", message: "This pact is ended: make a new one instead.", field: "id")
            }
            let terms = try Self.valid(terms, from: max(today, pact.start))
            guard terms != pact.terms else {
                throw .invalid("words", "These are the pact's terms already: change the words, the kind or the period.")
            }
            return [
                DomainEvent(
                    DomainEvent.PactRenegotiated(
                        pactId: id, version: pact.current.number + 1, terms: terms, from: max(today, pact.start), at: now))
            ]
        case .check(let id, let date, let kept, let note):
            let pact = try Self.pact(id, in: state)
            guard date <= today else {
                throw .invalid("date", "\(date) has not come yet: a pact is answered on its day or after.", code: "pact_day_not_applicable")
            }
            guard let version = pact.version(on: date) else {
                throw .invalid("date", "The pact began on \(pact.start): \(date) is before it.", code: "pact_day_not_applicable")
            }
            if let ended = pact.endedOn, date >= ended {
                throw .invalid("date", "The pact ended on \(ended): it did not hold on \(date).", code: "pact_day_not_applicable")
            }
            if let until = version.terms.until, date > until {
                throw .invalid("date", "The pact held until \(until): not on \(date).", code: "pact_day_not_applicable")
            }
            guard state.pactApplies(pact, on: date) else {
                let why =
                    version.terms.every == .weekdays
                    ? "\(date) is a weekend day: this pact holds on weekdays."
                    : "\(date) had no intention: this pact holds on days with an intention."
                throw .invalid("date", why, code: "pact_day_not_applicable")
            }
            let note = try Self.text(note, field: "note", max: Pact.maxNote)
            // A day answered before is answered again (a mistaken tap, a note to add), under the version it was
            // answered under; the same answer with the same note changes nothing and is said so.
            if let answered = state.pacts.check(id, on: date) {
                guard answered.kept != kept || answered.note != note else {
                    throw DomainError(
                        .conflict, code: "pact_day_answered",
                        message:
                            "\(date) is answered \(answered.kept ? "kept" : "broken") already\(note == nil ? "" : ", with this note"): nothing to change.",
                        field: "date")
                }
                let check = PactCheck(pact: id, date: date, version: answered.version, kept: kept, note: note, at: now)
                return [DomainEvent(DomainEvent.PactChecked(check, wasKept: answered.kept))]
            }
            return [
                DomainEvent(
                    DomainEvent.PactChecked(PactCheck(pact: id, date: date, version: version.number, kept: kept, note: note, at: now)))
            ]
        case .end(let id):
            let pact = try Self.pact(id, in: state)
            guard !pact.isEnded else {
                throw DomainError(.conflict, code: "pact_ended", message: "This pact is ended already.", field: "id")
            }
            return [DomainEvent(DomainEvent.PactEnded(pactId: id, on: max(today, pact.start), at: now))]
        }
    }

    static func pact(_ id: PactID, in state: UserState) throws(DomainError) -> Pact {
        guard let pact = state.pacts[id] else {
            throw DomainError(.notFound, code: "pact_not_found", message: "There is no pact \(id).", field: "id")
        }
        return pact
    }

    /// Terms tidied and checked: words required, a stake for a price pact only, an end not before the start.
    static func valid(_ terms: Pact.Terms, from: CivilDate) throws(DomainError) -> Pact.Terms {
        var terms = terms
        guard let words = try text(terms.words, field: "words", max: Pact.maxWords) else {
            throw .invalid("words", "Say the pact in your words: “Phone stays in the hall during intentions”.")
        }
        terms.words = words
        terms.stake = try text(terms.stake, field: "stake", max: Pact.maxStake)
        terms.to = try text(terms.to, field: "to", max: Pact.maxStake)
        if terms.kind == .price {
            guard terms.stake != nil else {
                throw .invalid("stake", "A price pact has a price: say what is at stake (“€20”) when it is broken.")
            }
        } else {
            guard terms.stake == nil else { throw .invalid("stake", "Only a price pact has a stake.") }
            guard terms.to == nil else { throw .invalid("to", "Only a price pact's stake goes to someone.") }
        }
        if let until = terms.until, until < from {
            throw .invalid("until", "The pact's last day (\(until)) is before its first (\(from)).")
        }
        return terms
    }

    /// Text as typed, trimmed and on one line; nil when empty.
    static func text(_ text: String?, field: String, max: Int) throws(DomainError) -> String? {
        let words = (text ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !words.isEmpty else { return nil }
        guard words.count <= max else { throw .invalid(field, "Keep it to \(max) characters.") }
        return words
    }
}

extension UserCommand {
    public static func pacts(_ command: PactCommand) -> UserCommand { UserCommand(command) }
}
