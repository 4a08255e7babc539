import Foundation
import Testing

@testable import SystemCore

/// The fast "best presence of the days before" agrees with measuring each day, across daylight-saving changes.
@Suite struct BestPresenceTests {
    @Test(arguments: [
        ("Europe/Berlin", "2026-11-20"),  // no change in the 28 days before
        ("Europe/Berlin", "2026-04-10"),  // clocks went forward on 29 March
        ("Europe/Berlin", "2026-11-05"),  // clocks went back on 25 October
        ("America/New_York", "2026-03-20"),
        ("UTC", "2026-06-01"),
    ])
    func theBestOfTheDaysBeforeIsTheMaximumOfEachDay(zone: String, day: String) throws {
        // Given intentions of varying length on most of the 28 days before, one running past the waking window
        var state = UserState.with(Settings(timeZone: zone))
        let date = civil(day)
        for offset in 1...28 where offset % 5 != 0 {
            let start = state.calendar.instant(date.adding(days: -offset), time("09:00")).plus(minutes: offset * 7)
            try state.record(intentionID(offset), from: start, planned: 240, endingAfter: 20 + offset * 6)
            if offset == 9 { try state.record(intentionID(100), from: start.plus(minutes: 300), endingAfter: 500) }
        }
        let now = state.calendar.instant(date, time("12:00"))

        // Then
        let each = (1...28).map { state.presence(on: date.adding(days: -$0), now: now).ratio }.max() ?? 0
        #expect(abs(state.bestPresence(ofDaysBefore: date, days: 28, now: now) - each) < 1e-9)
    }
}
