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

    /// A record is a day's presence against the same part of earlier days: a morning against mornings.
    @Test(arguments: [
        ("Europe/Berlin", "2026-11-20"),  // the fast path: no change in the 28 days before
        ("Europe/Berlin", "2026-11-05"),  // the day-by-day path: clocks went back on 25 October
    ])
    func upToATimeOfDayCountsOnlyThatPartOfEachDay(zone: String, day: String) throws {
        // Given the waking window from 07:00 to 23:00: four hours in the afternoon two days before, one hour in the
        // morning three days before
        var state = UserState.with(Settings(timeZone: zone))
        let date = civil(day)
        try state.record(intentionID(1), from: state.calendar.instant(date.adding(days: -2), time("14:00")), planned: 240, endingAfter: 240)
        try state.record(intentionID(2), from: state.calendar.instant(date.adding(days: -3), time("08:00")), planned: 60, endingAfter: 60)
        let now = state.calendar.instant(date, time("10:00"))
        let window = 16.0 * 3600

        // Then up to 10:00 (three hours of waking) the morning's hour is the best; over whole days the afternoon's four
        #expect(abs(state.bestPresence(ofDaysBefore: date, days: 28, now: now, upTo: 3 * 3600) - 3600 / window) < 1e-9)
        #expect(abs(state.bestPresence(ofDaysBefore: date, days: 28, now: now) - 4 * 3600 / window) < 1e-9)
        // And up to 15:00 the afternoon counts its first hour
        #expect(abs(state.bestPresence(ofDaysBefore: date, days: 28, now: now, upTo: 8 * 3600) - 3600 / window) < 1e-9)
        #expect(abs(state.bestPresence(ofDaysBefore: date, days: 28, now: now, upTo: 9 * 3600) - 2 * 3600 / window) < 1e-9)
    }
}
