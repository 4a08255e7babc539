import Foundation
import PropertyBased
import Testing

@testable import SystemCore

/// Cutting time into days, civil dates and times of day, and the readable forms of numbers and instants.
@Suite struct DayCalendarTests {
    static func calendar(_ timeZone: String, dayStartHour: Int = 4) -> DayCalendar {
        DayCalendar(settings: Settings(timeZone: timeZone, dayStartHour: dayStartHour))
    }

    // MARK: - Days

    @Test(arguments: [
        ("UTC", 4, "2026-11-20T03:59:59Z", "2026-11-19"),
        ("UTC", 4, "2026-11-20T04:00:00Z", "2026-11-20"),
        ("UTC", 4, "2026-11-20T23:59:59Z", "2026-11-20"),
        ("UTC", 4, "2026-11-21T01:00:00Z", "2026-11-20"),
        ("UTC", 0, "2026-11-20T00:00:00Z", "2026-11-20"),
        ("UTC", 0, "2026-11-19T23:59:59Z", "2026-11-19"),
        ("UTC", 23, "2026-11-20T22:59:00Z", "2026-11-19"),
        ("Europe/Berlin", 4, "2026-11-20T03:30:00Z", "2026-11-20"),  // 04:30 local
        ("Europe/Berlin", 4, "2026-11-20T02:30:00Z", "2026-11-19"),  // 03:30 local
        ("America/New_York", 0, "2026-11-21T03:00:00Z", "2026-11-20"),  // 22:00 local
        ("Europe/Berlin", 4, "2027-01-01T02:00:00+01:00", "2026-12-31"),  // across a year
    ])
    func dayContainingHonoursZoneAndDayStart(_ zone: String, _ dayStartHour: Int, _ at: String, _ expected: String) {
        #expect(Self.calendar(zone, dayStartHour: dayStartHour).day(containing: instant(at)) == civil(expected))
    }

    @Test func anyInstantFallsOnTheDayTheCalendarReads() async {
        // The day of an instant is worked out from the zone's offset alone; the calendar's date components, read the
        // long way, must agree for any instant (before 1970, across DST, in zones with half hours or odd offsets).
        let zones = [
            "UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "Africa/Casablanca",
        ]
        await propertyCheck(
            input: Gen.int(in: 0..<zones.count), Gen.int(in: 0...23), Gen.double(in: -3_000_000_000...4_000_000_000)
        ) { zone, dayStartHour, seconds in
            let instant = Date(timeIntervalSince1970: seconds)
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = TimeZone(identifier: zones[zone])!
            let parts = gregorian.dateComponents([.year, .month, .day, .hour], from: instant)
            let date = CivilDate(year: parts.year!, month: parts.month!, day: parts.day!)!
            let expected = parts.hour! < dayStartHour ? date.adding(days: -1) : date
            #expect(Self.calendar(zones[zone], dayStartHour: dayStartHour).day(containing: instant) == expected)
        }
    }

    @Test func anyInstantReadsTheTimeAndDateTheCalendarReads() async {
        // The wall-clock time and date of an instant come from the zone's offset alone, as its day does; they must
        // agree with the calendar's reading to the minute, LMT offsets of odd seconds before 1900 among them.
        let zones = [
            "UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "Africa/Casablanca",
        ]
        await propertyCheck(input: Gen.int(in: 0..<zones.count), Gen.double(in: -3_000_000_000...4_000_000_000)) { zone, seconds in
            let instant = Date(timeIntervalSince1970: seconds)
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = TimeZone(identifier: zones[zone])!
            let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
            let calendar = Self.calendar(zones[zone])
            #expect(calendar.timeOfDay(instant) == TimeOfDay(hour: parts.hour!, minute: parts.minute!))
            #expect(calendar.calendarDate(instant) == CivilDate(year: parts.year!, month: parts.month!, day: parts.day!))
        }
    }

    @Test func intervalRunsFromDayStartToTheNextDayStart() {
        // Given days starting at 04:00 in UTC and in Berlin
        let utc = Self.calendar("UTC").interval(of: civil("2026-11-20"))
        let berlin = Self.calendar("Europe/Berlin").interval(of: civil("2026-11-20"))

        // Then each runs 24 hours from 04:00 local
        #expect(utc == DateInterval(start: instant("2026-11-20T04:00:00Z"), end: instant("2026-11-21T04:00:00Z")))
        #expect(berlin.start == instant("2026-11-20T03:00:00Z"))
        #expect(berlin.duration == 24 * 3600)
    }

    @Test(arguments: [
        (0, "2026-03-29", 23), (0, "2026-10-25", 25), (0, "2026-11-20", 24),
        // A day is named by the date it begins on: with days starting at 04:00 the jumps (at 02:00/03:00)
        // fall into the day before.
        (4, "2026-03-28", 23), (4, "2026-03-29", 24), (4, "2026-10-24", 25), (4, "2026-10-25", 24),
        (2, "2026-03-29", 23), (2, "2026-10-25", 25),
    ])
    func dstDaysLast23Or25Hours(_ dayStartHour: Int, _ date: String, _ hours: Int) {
        let interval = Self.calendar("Europe/Berlin", dayStartHour: dayStartHour).interval(of: civil(date))
        #expect(interval.duration == TimeInterval(hours * 3600))
    }

    @Test func consecutiveDaysTileTime() {
        // Given a run of days around both DST changes
        let calendar = Self.calendar("Europe/Berlin")
        var date = civil("2026-03-25")
        while date < civil("2026-11-01") {
            // Then each day ends where the next begins, and its start belongs to it
            let interval = calendar.interval(of: date)
            #expect(interval.end == calendar.interval(of: date.adding(days: 1)).start)
            #expect(calendar.day(containing: interval.start) == date)
            #expect(calendar.day(containing: interval.end.addingTimeInterval(-1)) == date)
            date = date.adding(days: 1)
        }
    }

    @Test func skippedAndRepeatedWallTimes() {
        let calendar = Self.calendar("Europe/Berlin")
        // 02:30 does not exist on 29 March: it resolves to the moment after the jump.
        #expect(calendar.instant(civil("2026-03-29"), time("02:30")) == instant("2026-03-29T03:00:00+02:00"))
        // 02:30 happens twice on 25 October: the first occurrence is used.
        #expect(calendar.instant(civil("2026-10-25"), time("02:30")) == instant("2026-10-25T02:30:00+02:00"))
        #expect(calendar.instant(civil("2026-10-25"), time("03:00")) == instant("2026-10-25T03:00:00+01:00"))
    }

    @Test func timeOfDayAndCalendarDateOfAnInstant() {
        let calendar = Self.calendar("Europe/Berlin")
        let lateNight = instant("2026-11-21T01:15:00+01:00")
        #expect(calendar.timeOfDay(lateNight) == time("01:15"))
        #expect(calendar.calendarDate(lateNight) == civil("2026-11-21"))
        #expect(calendar.day(containing: lateNight) == civil("2026-11-20"))
        #expect(Readable.time(lateNight, in: calendar) == "01:15")
    }

    @Test func anUnknownZoneFallsBackToUTC() {
        // (Foundation on Linux names UTC "GMT", so compare offsets rather than names.)
        let calendar = Self.calendar("Nowhere/Atlantis")
        #expect(calendar.timeZone.secondsFromGMT(for: instant("2026-07-01T12:00:00Z")) == 0)
        #expect(calendar.interval(of: civil("2026-07-01")).start == instant("2026-07-01T04:00:00Z"))
    }

    // MARK: - CivilDate

    @Test(arguments: ["2026-11-20", "2024-02-29", "2000-02-29", "0001-01-01", "9999-12-31"])
    func civilDateParsesAndFormats(_ text: String) throws {
        let date = try #require(CivilDate(text))
        #expect(date.description == text)
    }

    @Test(arguments: [
        "", "2026-11", "2026-11-20T09:00", "2026-1-20", "26-11-20", "2026-11-2", "2026/11/20",
        "2026-13-01", "2026-00-10", "2026-11-31", "2026-02-29", "2100-02-29", "0000-01-01",
        "2026-11-2x", "+026-11-20", "２０２６-11-20", " 2026-11-20", "2026--11-20",
    ])
    func civilDateRefusesAnythingElse(_ text: String) {
        #expect(CivilDate(text) == nil)
    }

    @Test func civilDateComponentsAndPadding() throws {
        let date = try #require(CivilDate(year: 5, month: 1, day: 2))
        #expect(date.description == "0005-01-02")
        #expect(CivilDate(year: 2026, month: 4, day: 31) == nil)
        #expect(CivilDate(year: 2026, month: 11, day: 0) == nil)
    }

    @Test(arguments: [
        ("2026-11-20", 1, "2026-11-21"), ("2026-11-20", 12, "2026-12-02"), ("2026-12-31", 1, "2027-01-01"),
        ("2026-11-20", -20, "2026-10-31"), ("2024-02-28", 1, "2024-02-29"), ("2025-02-28", 1, "2025-03-01"),
        ("2026-03-01", -1, "2026-02-28"), ("2026-11-20", 365, "2027-11-20"), ("1970-01-01", -1, "1969-12-31"),
        ("2026-11-20", 0, "2026-11-20"),
    ])
    func civilDateAddingDays(_ from: String, _ days: Int, _ expected: String) {
        #expect(civil(from).adding(days: days) == civil(expected))
    }

    @Test(arguments: [
        ("2026-11-22", 7), ("2026-11-23", 1), ("2026-11-20", 5), ("1970-01-01", 4), ("1969-12-31", 3),
        ("2000-01-01", 6), ("2026-03-29", 7),
    ])
    func isoWeekday(_ date: String, _ weekday: Int) {
        #expect(civil(date).isoWeekday == weekday)
    }

    @Test func daysSinceEpochRoundTrips() {
        #expect(civil("1970-01-01").daysSinceEpoch == 0)
        #expect(civil("2026-11-20").daysSinceEpoch == 20_777)
        for days in stride(from: -800_000, through: 2_000_000, by: 9_973) {
            #expect(CivilDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
    }

    @Test func civilDatesCompareAndCode() throws {
        #expect(civil("2026-11-20") < civil("2026-11-21"))
        #expect(civil("2026-11-30") < civil("2026-12-01"))
        #expect(civil("2025-12-31") < civil("2026-01-01"))
        let json = try JSONEncoder().encode([civil("2026-11-20")])
        #expect(String(decoding: json, as: UTF8.self) == #"["2026-11-20"]"#)
        #expect(try JSONDecoder().decode([CivilDate].self, from: json) == [civil("2026-11-20")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CivilDate].self, from: Data(#"["2026-02-30"]"#.utf8)) }
    }

    @Test func dayHeading() {
        #expect(Readable.day(civil("2026-11-20")) == "Friday 20 November 2026")
        #expect(Readable.day(civil("2026-11-22")) == "Sunday 22 November 2026")
    }

    @Test(arguments: [
        ("2026-11-18", "Wednesday 18 November", "Wed 18 Nov"), ("2027-01-04", "Monday 4 January", "Mon 4 Jan"),
        ("2028-02-29", "Tuesday 29 February", "Tue 29 Feb"), ("2026-09-06", "Sunday 6 September", "Sun 6 Sep"),
    ])
    func dayWithoutYearAndInAFewLetters(date: String, long: String, short: String) {
        #expect(Readable.dayWithoutYear(civil(date)) == long)
        #expect(Readable.shortDay(civil(date)) == short)
    }

    // MARK: - TimeOfDay

    @Test(arguments: [("07:00", 420), ("7:05", 425), ("00:00", 0), ("23:59", 1439), ("12:30", 750)])
    func timeOfDayParses(_ text: String, _ minutes: Int) throws {
        let time = try #require(TimeOfDay(text))
        #expect(time.minutes == minutes)
        #expect(time.hour * 60 + time.minute == minutes)
    }

    @Test(arguments: ["", "24:00", "12:60", "1200", "12:5", "123:00", "ab:cd", "-1:00", "12:00:00", ":30", "12:"])
    func timeOfDayRefusesAnythingElse(_ text: String) {
        #expect(TimeOfDay(text) == nil)
    }

    @Test func timeOfDayFormatsAndCodes() throws {
        #expect(time("7:05").description == "07:05")
        #expect(TimeOfDay(minutes: 1440) == nil)
        #expect(TimeOfDay(minutes: -1) == nil)
        #expect(TimeOfDay(hour: 24) == nil)
        #expect(time("06:30") < time("22:00"))
        let json = try JSONEncoder().encode([time("06:30")])
        #expect(String(decoding: json, as: UTF8.self) == #"["06:30"]"#)
        #expect(try JSONDecoder().decode([TimeOfDay].self, from: json) == [time("06:30")])
    }

    // MARK: - Readable

    @Test(arguments: [
        (0, "0 min"), (45, "45 min"), (60, "1 h"), (85, "1 h 25 min"), (120, "2 h"), (-90, "−1 h 30 min"),
        (-5, "−5 min"),
    ])
    func readableMinutes(_ minutes: Int, _ text: String) {
        #expect(Readable.minutes(minutes) == text)
    }

    @Test(arguments: [
        (1499, "24:59"), (0, "0:00"), (59, "0:59"), (3600, "1:00:00"), (3723, "1:02:03"), (-5, "−0:05"),
        (-3723, "−1:02:03"),
    ])
    func readableCountdown(_ seconds: Int, _ text: String) {
        #expect(Readable.countdown(seconds: seconds) == text)
    }

    @Test(arguments: [(0.0, "0 %"), (0.62, "62 %"), (0.625, "63 %"), (1.0, "100 %"), (0.004, "0 %")])
    func readablePercent(_ ratio: Double, _ text: String) {
        #expect(Readable.percent(ratio) == text)
    }

    @Test(arguments: [
        ("25m", 25), ("1h30m", 90), ("90", 90), ("1h", 60), ("25", 25), ("90min", 90), ("1 h 30 min", 90),
        ("2hours", 120), ("1H15M", 75), ("45 minutes", 45), ("1h30", 90),
    ])
    func parseMinutesUnderstandsWhatPeopleType(_ text: String, _ minutes: Int) {
        #expect(Readable.parseMinutes(text) == minutes)
    }

    @Test(arguments: [
        "abc", "", "m", "h30", "1x", "1.5h", "twenty", "999999999999999999h", "9223372036854775807m1", "99999999999999999999m",
    ])
    func parseMinutesRefusesTheRest(_ text: String) {
        #expect(Readable.parseMinutes(text) == nil)
    }

    @Test(arguments: [
        ("2026-11-20T08:30:00Z", "Europe/Berlin", "2026-11-20T09:30:00+01:00"),
        ("2026-07-01T08:30:00Z", "Europe/Berlin", "2026-07-01T10:30:00+02:00"),
        ("2026-11-20T09:30:00Z", "UTC", "2026-11-20T09:30:00Z"),
        ("2026-11-20T09:30:00Z", "America/New_York", "2026-11-20T04:30:00-05:00"),
        ("2026-11-20T09:30:00Z", "Asia/Kolkata", "2026-11-20T15:00:00+05:30"),
        ("2026-11-20T23:30:00Z", "Europe/Berlin", "2026-11-21T00:30:00+01:00"),
    ])
    func iso8601WithTheZonesOffset(_ at: String, _ zone: String, _ text: String) throws {
        #expect(TimeZone(identifier: zone) != nil)
        #expect(DayCalendar(settings: Settings(timeZone: zone)).iso8601(instant(at)) == text)
        // And it parses back to the same instant
        #expect(Readable.parseInstant(text) == instant(at))
    }

    @Test func parseInstantAcceptsFractionsAndOffsets() throws {
        let fractional = try #require(Readable.parseInstant("2026-11-20T09:30:00.250Z"))
        #expect(abs(fractional.timeIntervalSince(instant("2026-11-20T09:30:00Z")) - 0.25) < 0.001)
        #expect(Readable.parseInstant("2026-11-20T10:30:00+01:00") == instant("2026-11-20T09:30:00Z"))
        #expect(Readable.parseInstant("2026-11-20") == nil)
        #expect(Readable.parseInstant("yesterday") == nil)
    }
}
