import Foundation
import Testing

@testable import SystemCore

/// The quick way a local date and time becomes an instant agrees with Foundation's calendar on every day of a year,
/// in zones with odd offsets and half-hour daylight-saving changes too (a skipped time resolves to the moment after
/// the jump, a repeated one to its first occurrence).
@Suite struct InstantRoundTripTests {
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham", "UTC"])
    func everyDayOfTheYearAgreesWithTheCalendar(zone: String) {
        let calendar = DayCalendar(settings: Settings(timeZone: zone))
        var system = Calendar(identifier: .gregorian)
        system.timeZone = TimeZone(identifier: zone)!
        for offset in 0..<366 {
            let date = CivilDate("2026-01-01")!.adding(days: offset)
            let midnight = system.date(from: DateComponents(year: date.year, month: date.month, day: date.day))!
            for time in ["00:00", "01:30", "02:00", "02:30", "03:00", "04:00", "12:15", "23:59"].map({ TimeOfDay($0)! }) {
                let expected = system.nextDate(
                    after: midnight.addingTimeInterval(-1), matching: DateComponents(hour: time.hour, minute: time.minute),
                    matchingPolicy: .nextTime, repeatedTimePolicy: .first, direction: .forward)
                #expect(calendar.instant(date, time) == expected, "\(zone) \(date) \(time)")
            }
        }
    }
}
