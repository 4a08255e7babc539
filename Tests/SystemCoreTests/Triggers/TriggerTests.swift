import Foundation
import Testing

@testable import SystemCore

/// Catching an internal trigger during an intention, surfing the urge, and what came of it.
@Suite struct TriggerTests {
    static let writing: IntentionID = fixedID(1)
    static let nine = instant("2026-11-18T09:00:00+01:00")

    /// A Berlin user writing from 09:00 for 50 minutes.
    static func focused() throws -> UserState {
        var state = UserState.berlin()
        try state.record(writing, "Write the report", from: nine, planned: 50)
        return state
    }

    @discardableResult
    static func urge(
        _ state: inout UserState, _ id: Int, _ what: String = "bored", toward: String? = nil, surf: Int? = nil, at minutes: Int = 10
    ) throws -> InternalTrigger {
        try state.run(.triggers(.log(id: fixedID(id), what: what, toward: toward, surfMinutes: surf)), at: nine.plus(minutes: minutes))
        return try #require(state.triggers[fixedID(id)])
    }

    @Test func anUrgeIsCaughtWithoutEndingTheIntentionAndItsSurfStartsAtOnce() throws {
        // Given an intention running since 09:00, When boredom pulls toward the news at 09:10
        var state = try Self.focused()
        let trigger = try Self.urge(&state, 100, "Bored", toward: "  the   news ")

        // Then the named pull reads in lower case, the words are tidied, the surf runs five minutes, the intention runs on
        #expect(trigger.what == "bored")
        #expect(trigger.toward == "the news")
        #expect(trigger.intention == Self.writing)
        #expect(trigger.date == civil("2026-11-18"))
        #expect(trigger.surfEndsAt == Self.nine.plus(minutes: 15))
        #expect(trigger.settled == nil)
        #expect(state.triggers.open == trigger)
        #expect(state.intentions.running?.id == Self.writing)
        #expect(state.triggers.recentTowards == ["the news"])
    }

    @Test func ownWordsAreKeptAsWritten() throws {
        var state = try Self.focused()
        #expect(try Self.urge(&state, 100, "Want to check Slack").what == "Want to check Slack")
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let what: String
        let toward: String?
        let surf: Int?
        let field: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(name: "no words", what: "   ", toward: nil, surf: nil, field: "what"),
        Refusal(name: "too many words", what: String(repeating: "a", count: 61), toward: nil, surf: nil, field: "what"),
        Refusal(name: "a long toward", what: "bored", toward: String(repeating: "b", count: 61), surf: nil, field: "toward"),
        Refusal(name: "no surf", what: "bored", toward: nil, surf: 0, field: "surfMinutes"),
        Refusal(name: "an hour and more", what: "bored", toward: nil, surf: 61, field: "surfMinutes"),
    ]

    @Test(arguments: refusals)
    func aTriggerThatDoesNotReadIsRefusedNamingItsField(_ refusal: Refusal) throws {
        var state = try Self.focused()
        let error = #expect(throws: DomainError.self) {
            try state.run(
                .triggers(.log(id: fixedID(100), what: refusal.what, toward: refusal.toward, surfMinutes: refusal.surf)),
                at: Self.nine.plus(minutes: 5))
        }
        #expect(error?.field == refusal.field)
    }

    @Test func withoutARunningIntentionThereIsNothingToCatchItIn() throws {
        // Given the intention ended at 09:50
        var state = try Self.focused()
        try state.run(.endIntention(id: Self.writing), at: Self.nine.plus(minutes: 50))

        // Then a trigger is refused, naming the intention
        let error = #expect(throws: DomainError.self) {
            try state.run(.triggers(.log(id: fixedID(100), what: "bored", toward: nil, surfMinutes: nil)), at: Self.nine.plus(minutes: 55))
        }
        #expect(error?.kind == .conflict)
        #expect(error?.field == "intention")

        // And naming another intention than the running one is refused too
        try state.record(fixedID(2), from: Self.nine.plus(minutes: 60), planned: 25)
        let other = #expect(throws: DomainError.self) {
            try state.run(
                .triggers(.log(id: fixedID(100), intention: Self.writing, what: "bored", toward: nil, surfMinutes: nil)),
                at: Self.nine.plus(minutes: 65))
        }
        #expect(other?.field == "intention")
    }

    @Test func surfingAgainStartsAnotherSurfAndPassingSettlesIt() throws {
        var state = try Self.focused()
        try Self.urge(&state, 100, surf: 3)

        // When the three minutes are up at 09:13 and the user surfs again, Then another three minutes run
        try state.run(.triggers(.settle(id: fixedID(100), outcome: .surfed, minutes: nil)), at: Self.nine.plus(minutes: 13))
        #expect(state.triggers[fixedID(100)]?.surfEndsAt == Self.nine.plus(minutes: 16))
        #expect(state.triggers[fixedID(100)]?.surfs == 2)
        #expect(state.triggers.open?.id == fixedID(100))

        // When it passes, Then it is settled, no longer open, and the next surf defaults to three minutes
        try state.run(.triggers(.settle(id: fixedID(100), outcome: .passed, minutes: nil)), at: Self.nine.plus(minutes: 16))
        #expect(state.triggers[fixedID(100)]?.settled == .passed)
        #expect(state.triggers.open == nil)
        #expect(try Self.urge(&state, 101, at: 30).surfMinutes == 3)
    }

    @Test func givingInCountsItsMinutesAsDistraction() throws {
        var state = try Self.focused()
        try Self.urge(&state, 100, "anxious")

        // Giving in needs its minutes, and only giving in takes them
        let missing = #expect(throws: DomainError.self) {
            try state.run(.triggers(.settle(id: fixedID(100), outcome: .gaveIn, minutes: nil)), at: Self.nine.plus(minutes: 15))
        }
        #expect(missing?.field == "minutes")
        let extra = #expect(throws: DomainError.self) {
            try state.run(.triggers(.settle(id: fixedID(100), outcome: .passed, minutes: 4)), at: Self.nine.plus(minutes: 15))
        }
        #expect(extra?.field == "minutes")

        // When the user gave in for 12 minutes
        try state.run(.triggers(.settle(id: fixedID(100), outcome: .gaveIn, minutes: 12)), at: Self.nine.plus(minutes: 27))
        let trigger = try #require(state.triggers[fixedID(100)])
        #expect(trigger.settled == .gaveIn)
        #expect(trigger.distractionMinutes == 12)

        // And a settled urge cannot be settled again
        let again = #expect(throws: DomainError.self) {
            try state.run(.triggers(.settle(id: fixedID(100), outcome: .passed, minutes: nil)), at: Self.nine.plus(minutes: 28))
        }
        #expect(again?.kind == .conflict)
        #expect(again?.field == "outcome")
    }

    @Test func anUnknownTriggerIsNotFound() throws {
        var state = try Self.focused()
        let error = #expect(throws: DomainError.self) {
            try state.run(.triggers(.settle(id: fixedID(404), outcome: .passed, minutes: nil)), at: Self.nine.plus(minutes: 5))
        }
        #expect(error?.kind == .notFound)
        #expect(error?.field == "id")
    }

    @Test func anIntentionsTriggersAreItsOwn() throws {
        var state = try Self.focused()
        try Self.urge(&state, 100)
        try state.run(.triggers(.settle(id: fixedID(100), outcome: .passed, minutes: nil)), at: Self.nine.plus(minutes: 15))
        try Self.urge(&state, 101, "hungry", at: 20)
        try state.run(.endIntention(id: Self.writing), at: Self.nine.plus(minutes: 50))
        try state.record(fixedID(2), from: Self.nine.plus(minutes: 60), planned: 25)
        try Self.urge(&state, 102, "tired", at: 70)

        let writing = try #require(state.intentions[Self.writing])
        #expect(state.triggers.triggers(of: writing, calendar: state.calendar).map(\.what) == ["bored", "hungry"])
        #expect(state.triggers.triggers(on: civil("2026-11-18")).count == 3)
        // The one caught during the second intention is the one open
        #expect(state.triggers.open?.what == "tired")
    }

    // MARK: - Summaries and patterns

    /// Triggers at local times of one day (Berlin, days from 04:00), each settled as given.
    static func triggers(_ times: [(String, String, InternalTrigger.Outcome.Kind?, Int?)]) -> [InternalTrigger] {
        times.enumerated().map { index, item in
            let at = UserState.berlin().calendar.instant(civil("2026-11-18"), time(item.0))
            var outcomes: [InternalTrigger.Outcome] = []
            if let kind = item.2 { outcomes.append(.init(kind: kind, at: at.plus(minutes: 5), minutes: item.3)) }
            return InternalTrigger(
                id: fixedID(index + 1), intention: writing, date: civil("2026-11-18"), at: at, what: item.1, toward: nil,
                surfMinutes: 5, outcomes: outcomes)
        }
    }

    @Test func aSummaryCountsWhichWhenAndHowTheyEnded() {
        let summary = TriggerSummary(
            Self.triggers([
                ("09:10", "bored", .passed, nil), ("13:20", "bored", .gaveIn, 10), ("15:40", "anxious", .passed, nil),
                ("21:00", "bored", nil, nil), ("02:00", "tired", .gaveIn, 5),
            ]), calendar: UserState.berlin().calendar)
        #expect(summary.byWhat.map(\.what) == ["bored", "anxious", "tired"])
        #expect(summary.byWhat.map(\.count) == [3, 1, 1])
        #expect((summary.morning, summary.afternoon, summary.evening) == (1, 2, 2))
        #expect((summary.passed, summary.gaveIn, summary.unsettled) == (2, 2, 1))
        #expect(summary.distractionMinutes == 15)
        #expect(summary.whatLine == "bored ×3, anxious ×1, tired ×1")
        #expect(summary.outcomeLine == "2 surfed until it passed, 2 given in to (15 min), 1 not said")
    }

    struct PatternCase: Sendable, CustomTestStringConvertible {
        let times: [String]
        let sentence: String?
        var testDescription: String { times.joined(separator: " ") }
    }

    static let patterns: [PatternCase] = [
        PatternCase(times: ["09:00", "15:10", "16:20"], sentence: "Boredom pulled you 3 times this week, mostly after 15:00."),
        PatternCase(
            times: ["10:00", "15:10", "15:40", "16:20", "17:05", "18:30"],
            sentence: "Boredom pulled you 6 times this week, mostly after 15:00."),
        PatternCase(times: ["08:10", "08:40", "10:20", "19:00"], sentence: "Boredom pulled you 4 times this week, mostly before 11:00."),
        PatternCase(times: ["07:30", "11:50", "12:10", "22:00"], sentence: "Boredom pulled you 4 times this week."),  // all day
        PatternCase(times: ["09:00", "15:00"], sentence: nil),  // twice is not yet a pattern
        // After midnight is still the evening of the day (days from 04:00)
        PatternCase(times: ["23:30", "00:40", "01:10"], sentence: "Boredom pulled you 3 times this week, mostly after 00:00."),
    ]

    @Test(arguments: patterns)
    func aPatternSaysWhenThePullComesMostly(_ pattern: PatternCase) {
        let triggers = Self.triggers(pattern.times.map { ($0, "bored", nil, nil) })
        let found = TriggerPattern(triggers, calendar: UserState.berlin().calendar)
        #expect(found?.sentence == pattern.sentence)
    }

    @Test(arguments: zip(InternalTrigger.named, ["Boredom", "Anxiety", "Tiredness", "Restlessness", "Hunger", "Curiosity", "Loneliness"]))
    func aNamedPullReadsAsANoun(_ what: String, _ noun: String) {
        #expect(InternalTrigger.noun(what) == noun)
    }

    // MARK: - The coach

    @Test(arguments: [("anxious", "Anxiety"), ("bored", "Intense procrastination"), ("lonely", "Negative thoughts")])
    func whileAnUrgeIsSurfedTheCoachSpeaksOfItEvenDuringFocusAndOffersARunbook(_ what: String, _ runbook: String) throws {
        // Given an urge caught at 09:10 during the intention
        var state = try Self.focused()
        try Self.urge(&state, 100, what)

        // Then at 09:12 the coach's one message is the surf, with a runbook written for that feeling
        let surfing = state.coach(at: Self.nine.plus(minutes: 12)).message
        #expect(surfing.topic == .triggerSurf)
        #expect(surfing.text.contains("3 min"), "\(surfing.text)")
        #expect(surfing.actions.map(\.label).contains("Run “\(runbook)”"))

        // And once the minutes are up, it asks how it went
        let ended = state.coach(at: Self.nine.plus(minutes: 16)).message
        #expect(ended.key == "trigger.surfEnded")
        #expect(ended.text == "Your 5 min are up. Did the urge pass, or will you make it 5 min more?")

        // When it passed, Then the running intention has the word again
        try state.run(.triggers(.settle(id: fixedID(100), outcome: .passed, minutes: nil)), at: Self.nine.plus(minutes: 16))
        #expect(state.coach(at: Self.nine.plus(minutes: 17)).message.topic == .intentionRunning)
    }

    @Test func aReminderAsksHowItWentWhenTheMinutesAreUp() throws {
        var state = try Self.focused()
        try Self.urge(&state, 100)
        let reminders = Coach.standard.reminders(state, now: Self.nine.plus(minutes: 11))
        let surf = try #require(reminders.first { $0.key.hasPrefix("surf:") })
        #expect(surf.at == Self.nine.plus(minutes: 15))
        #expect(surf.title == "Did the urge pass?")
    }
}
