import Foundation
import Testing

@testable import SystemCore

/// How the coach chooses: priorities as products, explanations, the calm default, a stable tie-break, and the
/// catalogue as data.
@Suite struct CoachSelectionTests {
    let state = UserState.berlin()
    let at = instant("2026-11-18T09:00:00+01:00")

    /// Signals with fixed values, so products are exact.
    static let signals = [fixedSignal("one", 1), fixedSignal("half", 0.5), fixedSignal("quarter", 0.25), fixedSignal("zero", 0)]

    /// A coach with hand-made options over the fixed signals.
    static func coach(_ options: [CoachOption]) -> Coach { Coach(options: options, signals: signals) }

    static func option(_ key: String, _ maxPriority: Float, _ conditions: [String]) -> CoachOption {
        CoachOption(key, .encourage, maxPriority, when: conditions, "Option \(key).")
    }

    // MARK: - Products

    @Test(
        arguments: [
            ([], 80),
            (["one"], 80),
            (["half"], 40),
            (["half", "quarter"], 10),
            (["!quarter"], 60),
            (["half", "!quarter"], 30),
            (["!zero"], 80),
            (["!half"], 40),
            (["!one"], 0),
            (["zero", "one"], 0),
            (["half", "!one", "one"], 0),
        ] as [([String], Float)])
    func priorityIsTheMaximumTimesEveryCondition(_ conditions: [String], _ expected: Float) throws {
        // Given one option of maximum priority 80 with these conditions
        let evaluation = Self.coach([Self.option("x", 80, conditions)]).evaluate(state, user: coachUser, at: at)

        // Then its priority is the product, and each condition is listed with its value (negated ones inverted)
        let score = try #require(evaluation.score("x"))
        #expect(score.priority == expected)
        #expect(score.conditions.map(\.name) == conditions)
        let values: [String: Float] = ["one": 1, "half": 0.5, "quarter": 0.25, "zero": 0]
        for (name, value) in score.conditions {
            let raw = values[String(name.drop { $0 == "!" })]!
            #expect(value == (name.hasPrefix("!") ? 1 - raw : raw), "\(name)")
        }
    }

    @Test(arguments: [
        (["one", "!one"], "0 because one = 1"),
        (["zero"], "0 because zero = 0"),
        (["!one", "zero"], "0 because one = 1 and zero = 0"),
        (["half", "!quarter"], "80 × 0.50 × 0.75 = 30"),
        (["one"], "80 × 1 = 80"),
        ([], "80 = 80"),
    ])
    func theReasonNamesTheZeroSignalOrShowsTheProduct(_ conditions: [String], _ reason: String) throws {
        let evaluation = Self.coach([Self.option("x", 80, conditions)]).evaluate(state, user: coachUser, at: at)
        #expect(try #require(evaluation.score("x")).reason == reason)
    }

    @Test func anUnknownSignalCountsAsZero() throws {
        // Given an option that names a signal nobody defined
        let evaluation = Self.coach([Self.option("x", 80, ["one", "noSuchSignal"])]).evaluate(state, user: coachUser, at: at)

        // Then it never scores, and says why
        let score = try #require(evaluation.score("x"))
        #expect(score.priority == 0)
        #expect(score.reason == "0 because noSuchSignal = 0")
        #expect(evaluation.message.key == "calm")
    }

    @Test func aCatalogueOptionExplainsItsZeroInTheSignalsWords() throws {
        // Given a user whose week has a goal, on Wednesday
        var state = state
        try state.weekly(.createArea(id: fixedID(1), name: "Career"), at: at)
        try state.weekly(
            .addGoal(
                id: fixedID(11), week: civil("2026-11-18"), area: fixedID(1), title: "Ship the importer",
                estimate: .size(.small)), at: at)

        // When the coach is asked to explain
        let evaluation = state.coach(at: at)

        // Then "plan this week" is 0, and the reason names the signal that made it so
        let midweek = try #require(evaluation.score("plan.midweek"))
        #expect(midweek.priority == 0)
        #expect(midweek.reason == "0 because weekIsPlanned = 1")
        #expect(midweek.conditions.first { $0.name == "!weekIsPlanned" }?.value == 0)
        #expect(evaluation.value(of: "weekIsPlanned") == 1)
    }

    // MARK: - The winner

    @Test func theHighestPriorityWinsAndEveryOptionIsListedByPriority() {
        // Given options of 50, 70 × 0.5 and 60
        let coach = Self.coach([
            Self.option("a", 50, ["one"]), Self.option("b", 70, ["half"]), Self.option("c", 60, []),
            Self.option("d", 90, ["zero"]),
        ])

        // When evaluated
        let evaluation = coach.evaluate(state, user: coachUser, at: at)

        // Then 60 wins alone, and the explanation lists every option from the highest down, and every signal
        #expect(evaluation.message.key == "c")
        #expect(evaluation.message.priority == 60)
        #expect(evaluation.message.text == "Option c.")
        #expect(evaluation.tied == ["c"])
        #expect(evaluation.scores.map(\.option.key) == ["c", "a", "b", "d"])
        #expect(evaluation.scores.map(\.priority) == [60, 50, 35, 0])
        #expect(evaluation.signals.map(\.signal.name) == ["one", "half", "quarter", "zero"])
    }

    @Test func withNothingScoringTheCalmDefaultAppearsWithPriorityZero() {
        // Given options that all score 0, one of them with a zero maximum
        let coach = Self.coach([Self.option("a", 50, ["zero"]), Self.option("b", 70, ["!one"]), Self.option("silent", 0, ["one"])])

        // When evaluated, and with no options at all
        for evaluation in [coach.evaluate(state, user: coachUser, at: at), Self.coach([]).evaluate(state, user: coachUser, at: at)] {
            // Then the calm default shows, with priority 0, an action, and nothing tied
            #expect(evaluation.message.key == "calm")
            #expect(evaluation.message.topic == .encourage)
            #expect(evaluation.message.priority == 0)
            #expect(evaluation.message.text == "All is calm. Choose your next intention when you're ready.")
            #expect(evaluation.message.actions == [.init("Set an intention", "/#start")])
            #expect(evaluation.tied.isEmpty)
        }
    }

    @Test func anOptionWithPriorityZeroNeverShowsEvenWhenAlone() {
        // Given the only option has a maximum of 0 and every condition on
        let coach = Self.coach([Self.option("silent", 0, ["one"])])

        // Then over a whole day it never shows
        for hour in 0..<24 {
            #expect(coach.message(state, user: coachUser, at: at.plus(minutes: 60 * hour)).key == "calm")
        }
    }

    // MARK: - Ties

    static let tiedCoach = coach([
        option("tie.a", 50, ["one"]), option("tie.b", 100, ["half"]), option("tie.c", 50, []),
        option("below", 49, ["one"]),
    ])

    @Test func tiesAreStableForAUserWithinAnHourOfAViewedDay() {
        // Given three options tied at 50
        let first = Self.tiedCoach.evaluate(state, user: coachUser, at: at)
        #expect(first.tied == ["tie.a", "tie.b", "tie.c"])

        // When the page reloads again and again within the hour, Then the same phrasing shows
        for minute in [0, 0, 1, 17, 30, 59] {
            let again = Self.tiedCoach.evaluate(state, user: coachUser, at: at.plus(minutes: minute))
            #expect(again.message.key == first.message.key)
            #expect(again.tied == first.tied)
        }
    }

    @Test func overDaysAndHoursEveryTiedPhrasingAppears() {
        // When the coach is asked every waking hour for four weeks
        var seen: [String: Int] = [:]
        var byDay: Set<String> = []
        for day in 0..<28 {
            for hour in 7..<23 {
                let key = Self.tiedCoach.message(state, user: coachUser, at: at.plus(minutes: 60 * (24 * day + hour - 9))).key
                seen[key, default: 0] += 1
                if hour == 9 { byDay.insert(key) }
            }
        }

        // Then each of the tied phrasings appears, none dominates, the lower option never wins,
        // and 9 o'clock does not say the same thing every day
        #expect(Set(seen.keys) == ["tie.a", "tie.b", "tie.c"])
        for (key, count) in seen { #expect(count > 28 * 16 / 6, "\(key) appeared only \(count) times") }
        #expect(byDay.count > 1)
    }

    @Test func theTieBreakDependsOnTheViewedDayAndTheUser() {
        // When the same instant is viewed for different days, and by different users
        let byViewedDay = Set(
            (0..<30).map { Self.tiedCoach.message(state, user: coachUser, at: at, date: civil("2026-11-01").adding(days: $0)).key })
        let byUser = Set((0..<30).map { Self.tiedCoach.message(state, user: UserID("user-\($0)"), at: at).key })

        // Then the phrasing varies, and repeating one of them gives the same answer
        #expect(byViewedDay.count > 1)
        #expect(byUser.count > 1)
        let viewed = civil("2026-11-05")
        #expect(
            Self.tiedCoach.message(state, user: coachUser, at: at, date: viewed)
                == Self.tiedCoach.message(state, user: coachUser, at: at, date: viewed))
    }

    @Test func theCataloguesTiedPhrasingsAllAppearOverTheWeek() throws {
        // Given a planned week, and each day a reflected intention at 05:00, the standup done, and nothing since
        var phrasings: Set<String> = []
        for day in 0..<7 {
            var state = UserState.berlin()
            let date = civil("2026-11-16").adding(days: day)
            try state.reflected(intentionID(1), from: state.calendar.instant(date, time("05:00")))
            try state.daily(.recordStandup(date: date, plan: [], carry: [], note: nil), at: state.calendar.instant(date, time("05:30")))
            try state.weekly(.createArea(id: fixedID(1), name: "Career"), at: state.calendar.instant(date, time("05:30")))
            try state.weekly(
                .addGoal(id: fixedID(11), week: date, area: fixedID(1), title: "Ship", estimate: .size(.small)),
                at: state.calendar.instant(date, time("05:30")))
            for hour in 9..<17 {
                // When nothing has run for hours
                let evaluation = state.coach(at: state.calendar.instant(date, TimeOfDay(hour: hour)!))
                if evaluation.message.topic == .intentionStart { phrasings.insert(evaluation.message.key) }
            }
        }

        // Then each way of saying "start something" is heard
        #expect(phrasings == ["start.idle.1", "start.idle.2", "start.idle.3"])
    }

    // MARK: - The catalogue as data

    @Test func theCatalogueIsATableOfUniqueKeysCoveringEveryTopic() {
        let options = CoreModules.standard.coachOptions
        #expect(options.count >= 60)
        #expect(Set(options.map(\.key)).count == options.count)
        #expect(!options.contains { $0.key == CoachCatalogue.calm.key })
        #expect(Set(options.map(\.topic)) == Set(CoachTopic.allCases))
    }

    @Test func everyConditionNamesAKnownSignal() {
        let known = Set(CoachSignal.all.map(\.name))
        #expect(known.count == CoachSignal.all.count, "signal names are unique")
        for option in CoachCatalogue.options {
            #expect(!option.conditions.isEmpty, "\(option.key) has no condition")
            for condition in option.conditions {
                #expect(known.contains(CoachOption.signalName(condition)), "\(option.key) names an unknown signal \(condition)")
            }
        }
    }

    @Test func everySignalIsExplainedInASentence() {
        for signal in CoachSignal.all {
            #expect(signal.meaning.first?.isUppercase == true && signal.meaning.hasSuffix("."), "\(signal.name)")
        }
    }

    @Test func everyOptionHasAPriorityTextAndActionsThatLeadSomewhere() {
        for option in CoachCatalogue.options {
            #expect(option.maxPriority > 0 && option.maxPriority <= 100, "\(option.key)")
            #expect(!option.text.isEmpty, "\(option.key)")
            #expect(option.text.filter { $0 == "{" }.count == option.text.filter { $0 == "}" }.count, "\(option.key)")
            for action in option.actions {
                #expect(action.href.hasPrefix("/"), "\(option.key): \(action.href)")
                #expect(!action.label.isEmpty, "\(option.key)")
            }
        }
    }

    @Test func rowsWithTheSameTopicAndConditionsArePhrasingsOfOneMessage() {
        // Phrasings share a priority, so that the coach really draws among them
        let groups = Dictionary(grouping: CoachCatalogue.options) { "\($0.topic.rawValue)|\($0.conditions.joined(separator: ","))" }
        for (group, options) in groups where options.count > 1 {
            #expect(Set(options.map(\.maxPriority)).count == 1, "\(group)")
        }
    }

    @Test func fillingNeverShowsAPlaceholderRaw() {
        // A placeholder without a value reads as generic words (or an ellipsis), never as {name}
        #expect("Hi {name}, {missing} {".filled(with: ["name": "Ada"]) == "Hi Ada, a reflection {")
        #expect("“{running}” is {overdue} over".filled(with: [:]) == "“your intention” is a few minutes over")
        #expect("{somethingNew}".filled(with: [:]) == "…")
        #expect("“{running}” is {overdue} over".filled(with: ["running": "Write", "overdue": "5 min"]) == "“Write” is 5 min over")
        #expect("No placeholders".filled(with: [:]) == "No placeholders")
    }
}
