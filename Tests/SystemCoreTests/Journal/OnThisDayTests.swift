import Foundation
import Testing

@testable import SystemCore

/// "On this day": the days looked back to from a date, and what they hold.
@Suite struct OnThisDayTests {
    @Test(arguments: [
        ("2026-11-27", 2023, ["2026-11-20", "2026-10-27", "2025-11-27", "2024-11-27", "2023-11-27"]),
        // A month back from the 31st is the last day of the month before
        ("2026-03-31", 2026, ["2026-03-24", "2026-02-28"]),
        ("2026-01-15", 2025, ["2026-01-08", "2025-12-15", "2025-01-15"]),
        // A 29 February looks back to the 28th in years without one, and to the 29th four years before
        ("2024-02-29", 2019, ["2024-02-22", "2024-01-29", "2023-02-28", "2022-02-28", "2021-02-28", "2020-02-29", "2019-02-28"]),
        // The 28th of a year without a 29th also looks back to the leap days
        ("2025-02-28", 2023, ["2025-02-21", "2025-01-28", "2024-02-28", "2024-02-29", "2023-02-28"]),
    ])
    func theDaysLookedBackTo(_ date: String, _ firstYear: Int, _ expected: [String]) {
        #expect(OnThisDay.dates(before: civil(date), since: firstYear).map(\.date.description) == expected)
    }

    @Test func onlyTheDaysThatHoldSomethingAreShownNearestFirst() throws {
        var state = UserState.fresh()
        let now = instant("2026-11-27T20:00:00Z")
        for (number, date) in ["2024-11-27", "2025-11-27", "2026-11-26"].enumerated() {
            try state.run(
                .journal(
                    .write(id: fixedID(number + 1), date: civil(date), kind: .review, templateId: nil, JournalDraft(text: "Then, \(date)."))
                ),
                at: now)
        }
        try state.record(intentionID(9), "Plan the week", from: instant("2026-11-20T09:00:00Z"), endingAfter: 25)
        let moments = OnThisDay(state, on: civil("2026-11-27")).moments
        #expect(moments.map(\.label) == ["A week ago", "A year ago", "2 years ago"])
        #expect(moments[0].intentions.map(\.text) == ["Plan the week"])
        #expect(moments[1].entries.map(\.text) == ["Then, 2025-11-27."])
        #expect(moments[2].date == civil("2024-11-27"))
    }

    /// Today's look back shows a day's first few intentions and how many there were: asking for fewer keeps the first
    /// ones in start order and the full count, and a day of intentions alone is still shown when none are asked for.
    @Test(arguments: [
        (0, [String]()), (2, ["Write 1", "Write 2"]), (3, ["Write 1", "Write 2", "Write 3"]),
        (.max, ["Write 1", "Write 2", "Write 3", "Write 4", "Write 5"]),
    ])
    func aDayKeepsItsFirstIntentionsAndTheirCount(limit: Int, shown: [String]) throws {
        var state = UserState.fresh()
        for number in 1...5 {
            try state.record(intentionID(number), "Write \(number)", from: instant("2026-11-20T1\(number):00:00Z"), endingAfter: 25)
        }
        let moments = OnThisDay(state, on: civil("2026-11-27"), intentionsPerDay: limit).moments
        #expect(moments.map(\.label) == ["A week ago"])
        #expect(moments.first?.intentions.map(\.text) == shown)
        #expect(moments.first?.intentionCount == 5)
    }
}
