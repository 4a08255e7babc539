import Foundation
import Testing

@testable import SystemCore

/// "Why this?" in words: a plain sentence, the other topics, and never a key, a product or a raw placeholder.
@Suite struct CoachExplanationTests {
    /// Wednesday 25 November 2026 in Berlin, at these hours; each a different moment of a lived-in week.
    static let moments = [
        "2026-11-25T06:30:00Z", "2026-11-25T09:30:00Z", "2026-11-25T13:00:00Z", "2026-11-25T21:00:00Z",
        "2026-11-29T18:30:00Z", "2026-11-30T07:00:00Z", "2026-11-26T01:00:00Z",
    ]

    /// A user with a running, an unreflected and a reflected intention, a planned week and open to-dos.
    static func livedIn() throws -> UserState {
        var state = UserState.berlin()
        let monday = civil("2026-11-23"), area: AreaID = fixedID(50), goal: GoalID = fixedID(51), todo: TodoID = fixedID(60)
        try state.weekly(.createArea(id: area, name: "Career"), at: instant("2026-11-23T07:00:00Z"))
        try state.weekly(
            .addGoal(id: goal, week: monday, area: area, title: "Ship the importer", estimate: .minutes(600)),
            at: instant("2026-11-23T07:00:00Z"))
        try state.weekly(.setCapacity(week: monday, perDayMinutes: 60, daysOff: [], totalMinutes: nil), at: instant("2026-11-23T07:00:00Z"))
        try state.daily(
            .addTodo(id: todo, date: civil("2026-11-25"), text: "Parse the CSV", link: .goal(goal)),
            at: instant("2026-11-25T06:00:00Z"))
        try state.reflected(intentionID(1), "Plan the week", from: instant("2026-11-24T08:00:00Z"))
        try state.record(intentionID(2), "Draft the proposal", from: instant("2026-11-25T08:00:00Z"), endingAfter: 25)
        return state
    }

    @Test(arguments: moments)
    func theWordsHoldNoKeyNoProductAndNoPlaceholder(at: String) throws {
        let state = try Self.livedIn()
        let keys = CoachCatalogue.options.map(\.key) + [CoachCatalogue.calm.key]
        let names = CoachSignal.all.map(\.name)
        for date in [nil, civil("2026-11-24"), civil("2026-11-27")] {
            let explanation = state.coach(at: instant(at), date: date).explanation
            let words = [explanation.because] + explanation.alternatives.flatMap { [$0.topic.title, $0.text ?? "", $0.reason] }
            for text in words {
                #expect(!text.contains("{") && !text.contains("}"), "a raw placeholder: \(text)")
                #expect(!text.contains("×") && !text.contains("="), "a product: \(text)")
                #expect(!keys.contains { text.contains($0) }, "an option key: \(text)")
                #expect(!names.contains { text.contains($0) }, "a signal name: \(text)")
            }
            #expect(explanation.because.hasPrefix("Shown because ") || explanation.because.hasPrefix("Nothing else applies"))
        }
    }

    @Test func theSentenceSaysWhyInTheMomentsOwnWords() throws {
        // Given an ended intention with nothing reflected, and nothing running, at 10:30
        let state = try Self.livedIn()
        let evaluation = state.coach(at: instant("2026-11-25T09:30:00Z"))
        #expect(evaluation.message.topic == .intentionReflect)

        // Then the sentence names it and what it lacks, and leaves out what goes without saying (that it's today)
        #expect(
            evaluation.explanation.because
                == "Shown because nothing is running and “Draft the proposal” still needs a feeling, tags and a review.")
    }

    @Test func everyOtherTopicAppearsOnceThoseWithSomethingToSayFirst() throws {
        let state = try Self.livedIn()
        let evaluation = state.coach(at: instant("2026-11-25T09:30:00Z"))
        let alternatives = evaluation.explanation.alternatives

        // Every topic but the shown one, once
        #expect(Set(alternatives.map(\.topic)) == Set(CoachTopic.allCases).subtracting([evaluation.message.topic]))
        #expect(alternatives.count == CoachTopic.allCases.count - 1)
        // Those that would speak come first, with what they would say; the quiet ones say why, by their nearest condition
        let speaking = alternatives.prefix { $0.text != nil }
        #expect(!speaking.isEmpty)
        for quiet in alternatives.dropFirst(speaking.count) {
            #expect(quiet.text == nil && quiet.reason.hasPrefix("Not now, because "), "\(quiet.topic): \(quiet.reason)")
        }
        #expect(alternatives.first { $0.topic == .weekPlan }?.reason == "Not now, because it isn't the evening before a new week.")
        #expect(alternatives.first { $0.topic == .intentionStart }?.text?.contains("Parse the CSV") == true)
    }

    @Test func calmSaysSoInWords() {
        let coach = Coach(options: [], signals: [])
        let explanation = coach.evaluate(.fresh(), user: coachUser, at: instant("2026-11-25T09:30:00Z")).explanation
        #expect(explanation.because == "Nothing else applies right now, so the coach stays calm.")
        #expect(explanation.alternatives.isEmpty)
    }

    @Test func everySignalHasWordsForNo() {
        for signal in CoachSignal.all {
            #expect(!signal.no.isEmpty, "\(signal.name)")
            #expect(signal.yes != nil || signal.name == "dayIsToday", "\(signal.name) needs words for yes")
        }
    }

    @Test(arguments: [([String](), ""), (["a"], "a"), (["a", "b"], "a and b"), (["a", "b", "c"], "a, b and c")])
    func listsReadAsSentences(items: [String], text: String) {
        #expect(Readable.list(items) == text)
    }
}
