import Foundation
import Testing

@testable import SystemCore

/// A night's sleep: the union of every source's asleep intervals, belonging to the day you wake on, in real elapsed
/// minutes; stages when a source tracked them, "not tracked" (nil) when none did.
@Suite struct SleepNightTests {
    static func sleep(_ stage: SleepStage, _ source: String, _ start: String, _ end: String) -> HealthSample {
        HealthSample(kind: .sleep, source: source, start: instant(start), end: instant(end), value: 0, stage: stage)
    }

    static func day(_ date: String, _ zone: String = "UTC", startHour: Int = 4) -> DateInterval {
        DayCalendar(settings: Settings(timeZone: zone, dayStartHour: startHour)).interval(of: civil(date))
    }

    @Test func aWatchAndAPhoneThatSawTheSameNightCountItOnce() throws {
        let samples = [
            Self.sleep(.inBed, "iPhone", "2026-11-19T22:30:00Z", "2026-11-20T06:45:00Z"),
            Self.sleep(.asleep, "iPhone", "2026-11-19T23:00:00Z", "2026-11-20T06:30:00Z"),
            Self.sleep(.core, "Watch", "2026-11-19T23:10:00Z", "2026-11-20T02:00:00Z"),
            Self.sleep(.awake, "Watch", "2026-11-20T02:00:00Z", "2026-11-20T02:10:00Z"),
            Self.sleep(.deep, "Watch", "2026-11-20T02:10:00Z", "2026-11-20T04:00:00Z"),
            Self.sleep(.rem, "Watch", "2026-11-20T04:00:00Z", "2026-11-20T06:40:00Z"),
        ]
        let night = try #require(SleepNight(samples, wakingIn: Self.day("2026-11-20")))
        #expect(night.asleepMinutes == 7 * 60 + 40)  // 23:00–06:40, the awake minutes inside the phone's "asleep" still count once
        #expect(night.inBedMinutes == 8 * 60 + 15)
        #expect(night.stages == [.core: 170, .deep: 110, .rem: 160, .awake: 10])
        #expect(night.sources == ["Watch", "iPhone"])
        #expect(night.bedtime == instant("2026-11-19T22:30:00Z"))
        #expect(night.wake == instant("2026-11-20T06:45:00Z"))
    }

    @Test func withoutStagesTheyAreNotTrackedNeverZero() throws {
        let night = try #require(
            SleepNight([Self.sleep(.asleep, "AutoSleep", "2026-11-19T23:00:00Z", "2026-11-20T07:00:00Z")], wakingIn: Self.day("2026-11-20"))
        )
        #expect(night.asleepMinutes == 480)
        #expect(night.stages == nil)
        #expect(night.inBedMinutes == nil)
        let inBedOnly = try #require(
            SleepNight([Self.sleep(.inBed, "Clock", "2026-11-19T23:00:00Z", "2026-11-20T07:00:00Z")], wakingIn: Self.day("2026-11-20")))
        #expect(inBedOnly.asleepMinutes == nil)
        #expect(inBedOnly.inBedMinutes == 480)
    }

    @Test func aNightBelongsToTheDayYouWakeOn() {
        let night = [Self.sleep(.asleep, "Watch", "2026-11-19T23:00:00Z", "2026-11-20T07:00:00Z")]
        #expect(SleepNight(night, wakingIn: Self.day("2026-11-20")) != nil)
        #expect(SleepNight(night, wakingIn: Self.day("2026-11-19")) == nil)
        #expect(SleepNight(night, wakingIn: Self.day("2026-11-21")) == nil)
    }

    @Test func aNapIsPartOfTheDaysSleep() throws {
        let samples = [
            Self.sleep(.asleep, "Watch", "2026-11-19T23:00:00Z", "2026-11-20T07:00:00Z"),
            Self.sleep(.asleep, "Watch", "2026-11-20T14:00:00Z", "2026-11-20T14:30:00Z"),
        ]
        let night = try #require(SleepNight(samples, wakingIn: Self.day("2026-11-20")))
        #expect(night.asleepMinutes == 510)
        #expect(night.wake == instant("2026-11-20T14:30:00Z"))
    }

    @Test(arguments: [
        ("2026-10-25", "2026-10-24T21:00:00Z", "2026-10-25T06:00:00Z", 540),  // 23:00 CEST to 07:00 CET: 9 hours
        ("2026-03-29", "2026-03-28T22:00:00Z", "2026-03-29T05:00:00Z", 420),  // 23:00 CET to 07:00 CEST: 7 hours
        ("2026-11-20", "2026-11-19T22:00:00Z", "2026-11-20T06:00:00Z", 480),
    ])
    func aNightAcrossADaylightSavingChangeIsAnHourLongerOrShorter(_ date: String, _ start: String, _ end: String, _ minutes: Int) throws {
        let night = try #require(
            SleepNight([Self.sleep(.asleep, "Watch", start, end)], wakingIn: Self.day(date, "Europe/Berlin")))
        #expect(night.asleepMinutes == minutes)
    }

    @Test func aNightEnteredByHandCountsWithItsQuality() throws {
        let entry = SleepEntry(id: fixedID(1), bedtime: instant("2026-11-19T23:30:00Z"), wake: instant("2026-11-20T07:00:00Z"), quality: 4)
        let night = try #require(SleepNight([], entries: [entry], wakingIn: Self.day("2026-11-20")))
        #expect(night.asleepMinutes == 450)
        #expect(night.inBedMinutes == 450)
        #expect(night.quality == 4)
        #expect(night.sources == [SleepEntry.source])
    }

    @Test(arguments: [
        ("23:30", "07:00", "2026-11-19T23:30:00Z", "2026-11-20T07:00:00Z"),
        ("01:15", "07:00", "2026-11-20T01:15:00Z", "2026-11-20T07:00:00Z"),
        ("7:00", "7:00", "2026-11-19T07:00:00Z", "2026-11-20T07:00:00Z"),
    ])
    func typedTimesMakeANightEndingOnTheDay(_ bed: String, _ wake: String, _ start: String, _ end: String) throws {
        let calendar = DayCalendar(settings: Settings(timeZone: "UTC"))
        let entry = try SleepEntry.night(
            waking: civil("2026-11-20"), bedtime: bed, wake: wake, quality: nil, calendar: calendar, id: fixedID(1))
        #expect(entry.bedtime == instant(start))
        #expect(entry.wake == instant(end))
    }

    @Test func badNightsAreRefusedByField() {
        let state = UserState.fresh()
        let now = instant("2026-11-20T12:00:00Z")
        let calendar = state.calendar
        #expect(throws: DomainError.self) {
            try SleepEntry.night(
                waking: civil("2026-11-20"), bedtime: "late", wake: "07:00", quality: nil, calendar: calendar, id: fixedID(1))
        }
        let future = SleepEntry(
            id: fixedID(1), bedtime: instant("2026-11-20T23:00:00Z"), wake: instant("2026-11-21T07:00:00Z"), quality: nil)
        expectInvalid(.sleep(.log(future)), by: state, at: now, field: "wake")
        let poor = SleepEntry(id: fixedID(1), bedtime: instant("2026-11-19T23:00:00Z"), wake: instant("2026-11-20T07:00:00Z"), quality: 6)
        expectInvalid(.sleep(.log(poor)), by: state, at: now, field: "quality")
        expectRefusal(.sleep(.remove(fixedID(2))), by: state, at: now, kind: .notFound, code: "sleep_entry_not_found", field: "id")
    }
}
