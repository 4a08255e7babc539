import Foundation
import Testing

@testable import SystemCore

/// Pacts: making one, which days it holds in the user's calendar, answering a day, renegotiating, the record.
@Suite struct PactTests {
    static let phone: PactID = fixedID(1)
    /// Monday 16 November 2026, 10:00 in Berlin (days from 04:00).
    static let monday = instant("2026-11-16T10:00:00+01:00")

    static func at(_ day: Int, hour: Int = 10) -> Date { monday.plus(minutes: (day * 24 + hour - 10) * 60) }

    static func terms(
        _ words: String = "Phone stays in the hall", kind: Pact.Kind = .effort, every: Pact.Every = .day, until: String? = nil,
        stake: String? = nil, to: String? = nil
    ) -> Pact.Terms {
        Pact.Terms(words: words, kind: kind, every: every, until: until.map(civil), stake: stake, to: to)
    }

    /// A Berlin user with the phone pact made on Monday.
    static func made(_ terms: Pact.Terms = terms(), from: String? = nil) throws -> UserState {
        var state = UserState.berlin()
        try state.run(.pacts(.make(id: phone, terms: terms, from: from.map(civil))), at: monday)
        return state
    }

    static func check(_ state: inout UserState, _ date: String, kept: Bool, note: String? = nil, on day: Int = 6) throws {
        try state.run(.pacts(.check(id: phone, date: civil(date), kept: kept, note: note)), at: at(day))
    }

    @Test func aPactIsMadeInTheUsersWordsFromToday() throws {
        let state = try Self.made(Self.terms("  Phone   stays in the hall  ", kind: .price, stake: "€20", to: "Sam"))
        let pact = try #require(state.pacts[Self.phone])
        #expect(pact.words == "Phone stays in the hall")
        #expect(pact.terms.kind == .price)
        #expect(pact.terms.price == "€20 to Sam")
        #expect(pact.start == civil("2026-11-16"))
        #expect(pact.versions.count == 1)
        #expect(pact.record.line == "no day answered yet")
        #expect(state.pacts.active.map(\.id) == [Self.phone])
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let terms: Pact.Terms
        var from: String? = nil
        let field: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "no words", terms: terms("   "), field: "words"),
        Refusal(name: "too many words", terms: terms(String(repeating: "a", count: 121)), field: "words"),
        Refusal(name: "a price pact without a price", terms: terms(kind: .price), field: "stake"),
        Refusal(name: "a stake on an effort pact", terms: terms(stake: "€5"), field: "stake"),
        Refusal(name: "someone to give to on an identity pact", terms: terms(kind: .identity, to: "Sam"), field: "to"),
        Refusal(name: "a long stake", terms: terms(kind: .price, stake: String(repeating: "€", count: 61)), field: "stake"),
        Refusal(name: "ending before it starts", terms: terms(until: "2026-11-15"), field: "until"),
        Refusal(name: "starting long ago", terms: terms(), from: "2026-09-01", field: "from"),
    ]

    @Test(arguments: refusals)
    func aPactThatDoesNotReadIsRefusedNamingItsField(_ bad: Refusal) {
        let state = UserState.berlin()
        let error = refusal(of: .pacts(.make(id: Self.phone, terms: bad.terms, from: bad.from.map(civil))), by: state, at: Self.monday)
        #expect(error?.field == bad.field)
    }

    struct Day: Sendable, CustomTestStringConvertible {
        let every: Pact.Every
        var until: String? = nil
        let date: String
        let applies: Bool
        var testDescription: String { "\(every) \(until ?? "") \(date)" }
    }

    /// Monday 16 to Sunday 22 November 2026; the pact starts on the 16th.
    static let days: [Day] = [
        Day(every: .day, date: "2026-11-15", applies: false),  // before it began
        Day(every: .day, date: "2026-11-16", applies: true),
        Day(every: .day, date: "2026-11-22", applies: true),
        Day(every: .weekdays, date: "2026-11-20", applies: true),  // Friday
        Day(every: .weekdays, date: "2026-11-21", applies: false),  // Saturday
        Day(every: .weekdays, date: "2026-11-22", applies: false),  // Sunday
        Day(every: .weekdays, date: "2026-11-23", applies: true),
        Day(every: .day, until: "2026-11-18", date: "2026-11-18", applies: true),
        Day(every: .day, until: "2026-11-18", date: "2026-11-19", applies: false),
        Day(every: .intentions, date: "2026-11-16", applies: true),  // an intention at 09:00 (see below)
        Day(every: .intentions, date: "2026-11-17", applies: false),
    ]

    @Test(arguments: days)
    func aPactHoldsOnTheDaysOfItsPeriod(_ day: Day) throws {
        var state = try Self.made(Self.terms(every: day.every, until: day.until))
        // An intention at 02:00 on Tuesday the 17th belongs to Monday (days start at 04:00)
        try state.record(fixedID(9), from: instant("2026-11-17T02:00:00+01:00"), planned: 25, endingAfter: 20)
        let pact = try #require(state.pacts[Self.phone])
        #expect(state.pactApplies(pact, on: civil(day.date)) == day.applies)
    }

    @Test func eachDayIsAnsweredHonestlyAndTheRecordCountsThem() throws {
        var state = try Self.made()
        try Self.check(&state, "2026-11-16", kept: true)
        try Self.check(&state, "2026-11-17", kept: false, note: "  left it on the desk ")
        try Self.check(&state, "2026-11-19", kept: true)
        let pact = try #require(state.pacts[Self.phone])
        #expect(pact.record == PactRecord(kept: 2, broken: 1))
        #expect(pact.record.line == "kept 2 of 3 days")
        #expect(state.pacts.check(Self.phone, on: civil("2026-11-17"))?.note == "left it on the desk")
        // The week counts the days it held and were not answered: the 18th, the 20th, the 21st and the 22nd (today)
        let week = state.pactRecord(pact, from: civil("2026-11-16"), through: civil("2026-11-22"), today: civil("2026-11-22"))
        #expect(week == PactRecord(kept: 2, broken: 1, unanswered: 4))
        #expect(week.line == "kept 2 of 3 days, 4 not answered")
        #expect(PactRecord(kept: 1, broken: 0).line == "kept 1 of 1 day")
    }

    struct BadDay: Sendable, CustomTestStringConvertible {
        let name: String
        let every: Pact.Every
        var until: String? = nil
        let date: String
        var testDescription: String { name }
    }

    static let badDays: [BadDay] = [
        BadDay(name: "a day to come", every: .day, date: "2026-11-23"),
        BadDay(name: "before it began", every: .day, date: "2026-11-15"),
        BadDay(name: "a Saturday for a weekday pact", every: .weekdays, date: "2026-11-21"),
        BadDay(name: "after its last day", every: .day, until: "2026-11-18", date: "2026-11-19"),
        BadDay(name: "a day without an intention", every: .intentions, date: "2026-11-17"),
    ]

    @Test(arguments: badDays)
    func aDayThePactDidNotHoldIsRefusedNamingTheDate(_ bad: BadDay) throws {
        let state = try Self.made(Self.terms(every: bad.every, until: bad.until))
        let error = refusal(
            of: .pacts(.check(id: Self.phone, date: civil(bad.date), kept: true, note: nil)), by: state, at: Self.at(6))
        #expect(error?.field == "date")
        #expect(error?.code == "pact_day_not_applicable")
    }

    @Test func theSameAnswerTwiceChangesNothingAndAnEndedPactHoldsNoMore() throws {
        var state = try Self.made()
        try Self.check(&state, "2026-11-16", kept: true)
        let again = refusal(
            of: .pacts(.check(id: Self.phone, date: civil("2026-11-16"), kept: true, note: nil)), by: state, at: Self.at(6))
        #expect(again?.code == "pact_day_answered")
        #expect(again?.field == "date")
        #expect(again?.message == "2026-11-16 is answered kept already: nothing to change.")
        // Ended on Wednesday: Tuesday can still be answered, Wednesday not
        try state.run(.pacts(.end(id: Self.phone)), at: Self.at(2))
        #expect(state.pacts[Self.phone]?.endedOn == civil("2026-11-18"))
        try state.run(.pacts(.check(id: Self.phone, date: civil("2026-11-17"), kept: true, note: nil)), at: Self.at(2))
        let ended = refusal(of: .pacts(.check(id: Self.phone, date: civil("2026-11-18"), kept: true, note: nil)), by: state, at: Self.at(2))
        #expect(ended?.field == "date")
        #expect(state.pacts.active.isEmpty)
        #expect(refusal(of: .pacts(.end(id: Self.phone)), by: state, at: Self.at(3))?.code == "pact_ended")
        #expect(
            refusal(of: .pacts(.renegotiate(id: Self.phone, terms: Self.terms("New"))), by: state, at: Self.at(3))?.code == "pact_ended")
    }

    @Test func aLongNoteIsRefused() throws {
        let state = try Self.made()
        let error = refusal(
            of: .pacts(.check(id: Self.phone, date: civil("2026-11-16"), kept: false, note: String(repeating: "n", count: 281))), by: state,
            at: Self.monday)
        #expect(error?.field == "note")
    }

    @Test func renegotiatingKeepsTheOldVersionAndItsRecord() throws {
        var state = try Self.made(Self.terms(every: .day))
        try Self.check(&state, "2026-11-16", kept: true)
        try Self.check(&state, "2026-11-17", kept: true)
        // On Wednesday: weekdays only, and the phone goes in a drawer
        try state.run(.pacts(.renegotiate(id: Self.phone, terms: Self.terms("Phone in the drawer", every: .weekdays))), at: Self.at(2))
        try Self.check(&state, "2026-11-18", kept: false, note: "a call came")
        let pact = try #require(state.pacts[Self.phone])
        #expect(pact.versions.map(\.number) == [1, 2])
        #expect(pact.versions[0].terms.words == "Phone stays in the hall")
        #expect(pact.versions[0].record.line == "kept 2 of 2 days")
        #expect(pact.versions[1].from == civil("2026-11-18"))
        #expect(pact.versions[1].record.line == "kept 0 of 1 day")
        #expect(pact.record.line == "kept 2 of 3 days")
        #expect(state.pacts.check(Self.phone, on: civil("2026-11-17"))?.version == 1)
        // The old version's days are judged by the old terms (Sunday the 15th is before it; the new one skips weekends)
        #expect(state.pactApplies(pact, on: civil("2026-11-17")))
        #expect(!state.pactApplies(pact, on: civil("2026-11-21")))
        // Renegotiating to the same terms is not a renegotiation
        let same = refusal(of: .pacts(.renegotiate(id: Self.phone, terms: pact.terms)), by: state, at: Self.at(3))
        #expect(same?.field == "words")
    }

    @Test func aDaysAnswerIsChangedUnderTheVersionItWasGivenUnder() throws {
        var state = try Self.made()
        try Self.check(&state, "2026-11-16", kept: true)
        try Self.check(&state, "2026-11-17", kept: true)
        try state.run(.pacts(.renegotiate(id: Self.phone, terms: Self.terms("Phone in the drawer"))), at: Self.at(2))
        // A mistaken tap on Tuesday, put right on Sunday, after the pact was renegotiated: it was broken
        let changed = try state.run(
            .pacts(.check(id: Self.phone, date: civil("2026-11-17"), kept: false, note: "phone at dinner")), at: Self.at(6))
        let event = try #require(changed.first?.payload as? DomainEvent.PactChecked)
        #expect(event.wasKept == true)
        #expect(event.version == 1)
        let pact = try #require(state.pacts[Self.phone])
        #expect(pact.versions[0].record == PactRecord(kept: 1, broken: 1))
        #expect(pact.versions[1].record == PactRecord(kept: 0, broken: 0))
        #expect(pact.record.line == "kept 1 of 2 days")
        let tuesday = try #require(state.pacts.check(Self.phone, on: civil("2026-11-17")))
        #expect(!tuesday.kept)
        #expect(tuesday.note == "phone at dinner")
        #expect(state.pacts.checks(on: civil("2026-11-17")).count == 1)
        // A note added to a kept day keeps it kept
        try Self.check(&state, "2026-11-16", kept: true, note: "easy")
        #expect(state.pacts.check(Self.phone, on: civil("2026-11-16"))?.note == "easy")
        #expect(state.pacts[Self.phone]?.record.line == "kept 1 of 2 days")
    }

    /// A changed answer read from a snapshot taken at any point (before the first answer, between, after) reads as
    /// the whole history's fold: the record's counts in the head and the day's answer in its month.
    @Test func aChangedAnswerReadsTheSameFromASnapshot() throws {
        var state = UserState.berlin()
        var events: [DomainEvent] = []
        events += try state.run(.pacts(.make(id: Self.phone, terms: Self.terms(), from: nil)), at: Self.monday)
        for (date, kept, day) in [("2026-11-16", true, 0), ("2026-11-17", true, 1), ("2026-11-16", false, 2), ("2026-11-17", true, 40)] {
            let note = day == 40 ? "said so a month later" : nil
            events += try state.run(.pacts(.check(id: Self.phone, date: civil(date), kept: kept, note: note)), at: Self.at(day))
        }
        for cut in 0...events.count {
            #expect(try UserStateSnapshotTests.read(events, cut: cut) { $0.pacts[Self.phone]?.record } == state.pacts[Self.phone]?.record)
            for date in ["2026-11-16", "2026-11-17"] {
                #expect(
                    try UserStateSnapshotTests.read(events, cut: cut) { $0.pacts.check(Self.phone, on: civil(date)) }
                        == state.pacts.check(Self.phone, on: civil(date)))
            }
        }
        #expect(state.pacts[Self.phone]?.record.line == "kept 1 of 2 days")
    }

    @Test func aPactIsFoundByTheStartOfItsIdOrItsWords() throws {
        let state = try Self.made()
        #expect(state.pacts.matching("phone").map(\.id) == [Self.phone])
        #expect(state.pacts.matching(String(Self.phone.description.prefix(6))).map(\.id) == [Self.phone])
        #expect(state.pacts.matching("gym").isEmpty)
    }

    @Test func theDaysAnswersAreKeptByMonthAndTheRecordInTheHead() throws {
        var state = try Self.made()
        try Self.check(&state, "2026-11-16", kept: true)
        let book = state.pacts
        #expect(book.changedParts == ["pacts/2026-11"])
        let part = try book.snapshotPart("pacts/2026-11")
        #expect(String(decoding: part, as: UTF8.self).contains("2026-11-16"))
        #expect(String(decoding: try book.snapshotHead(), as: UTF8.self).contains("\"kept\":1"))
    }

    // MARK: - The coach

    @Test func theCoachAsksAboutYesterdaysPactInTheMorningAndTodaysInTheEvening() throws {
        var state = try Self.made()
        // Tuesday 08:00: Monday's pact is not answered
        let morning = instant("2026-11-17T08:00:00+01:00")
        #expect(state.signal("pactYesterdayUnanswered", at: morning) == 1)
        let early = try #require(state.coach(at: morning).score("pact.yesterday"))
        #expect(early.priority > 0)
        // Answered, it falls quiet
        try state.run(.pacts(.check(id: Self.phone, date: civil("2026-11-16"), kept: true, note: nil)), at: morning)
        #expect(state.signal("pactYesterdayUnanswered", at: morning) == 0)
        // Tuesday 21:30: today's is not answered yet
        let evening = instant("2026-11-17T21:30:00+01:00")
        #expect(state.signal("pactTodayUnanswered", at: evening) == 1)
        #expect((state.coach(at: evening).score("pact.evening")?.priority ?? 0) > 0)
        // At night and during focus it keeps quiet
        let night = instant("2026-11-18T01:30:00+01:00")
        #expect((state.coach(at: night).score("pact.evening")?.priority ?? 0) == 0)
        try state.record(fixedID(7), from: evening.plus(minutes: -10), planned: 50)
        #expect((state.coach(at: evening).score("pact.evening")?.priority ?? 0) == 0)
    }
}
