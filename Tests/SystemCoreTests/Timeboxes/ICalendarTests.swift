import Foundation
import Testing

@testable import SystemCore

/// The calendar feed's text, as RFC 5545 asks: CRLF, lines folded at 75 octets, text escaped, times in UTC.
@Suite struct ICalendarTests {
    static let now = instant("2026-11-18T08:00:00+01:00")

    @Test func aFeedIsAVCalendarOfEventsInUTCWithCRLFLines() {
        let feed = ICalendar(
            name: "Timeboxes",
            events: [
                .init(
                    uid: "a@the-system", start: instant("2026-11-18T09:00:00+01:00"), end: instant("2026-11-18T10:30:00+01:00"),
                    summary: "Write the report")
            ]
        ).text(now: Self.now)
        #expect(
            feed
                == [
                    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//The System//Timeboxes//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
                    "X-WR-CALNAME:Timeboxes", "BEGIN:VEVENT", "UID:a@the-system", "DTSTAMP:20261118T070000Z", "DTSTART:20261118T080000Z",
                    "DTEND:20261118T093000Z", "SUMMARY:Write the report", "END:VEVENT", "END:VCALENDAR",
                ].map { $0 + "\r\n" }.joined())
    }

    struct Escape: Sendable, CustomTestStringConvertible {
        let text: String
        let escaped: String
        var testDescription: String { escaped }
    }

    static let escapes: [Escape] = [
        Escape(text: "Call Anna, then Ben; done", escaped: #"Call Anna\, then Ben\; done"#),
        Escape(text: #"C:\temp"#, escaped: #"C:\\temp"#),
        Escape(text: "two\nlines", escaped: #"two\nlines"#),
        Escape(text: "two\r\nlines", escaped: #"two\nlines"#),
        Escape(text: "bell\u{07}", escaped: "bell"),
        Escape(text: "Grüße: “quoted”", escaped: "Grüße: “quoted”"),
    ]

    @Test(arguments: escapes)
    func textIsEscaped(_ escape: Escape) {
        #expect(ICalendar.escaped(escape.text) == escape.escaped)
    }

    @Test func aLongLineIsFoldedAt75OctetsWithoutSplittingACharacter() {
        // Given a summary of 200 characters, some of two and three bytes
        let line = "SUMMARY:" + String(repeating: "aé€", count: 67)
        let folded = ICalendar.folded(line)

        // Then every physical line is at most 75 octets, continuations begin with a space, and unfolding gives it back
        #expect(folded.hasSuffix("\r\n"))
        let lines = Array(folded.components(separatedBy: "\r\n").dropLast())  // "\r\n" is one Character: split, not dropLast
        #expect(lines.count > 1)
        for (index, physical) in lines.enumerated() {
            #expect(physical.utf8.count <= 75)
            if index > 0 { #expect(physical.hasPrefix(" ")) }
        }
        #expect(lines.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined() == line)
    }

    @Test func aShortLineIsNotFolded() {
        let line = String(repeating: "x", count: 75)
        #expect(ICalendar.folded(line) == line + "\r\n")
        #expect(ICalendar.folded(line + "y") == line + "\r\n y\r\n")
    }

    @Test func theTimeboxesOfAFeedAreThoseFromAMonthAgoToThreeMonthsAhead() throws {
        var state = UserState.berlin()
        let today = civil("2026-11-18")
        for (number, offset) in [(1, -31), (2, -30), (3, 0), (4, 90), (5, 91)] {
            try TimeboxTests.plan(&state, number, "09:00", "10:00", "Day \(offset)", on: today.adding(days: offset))
        }
        let feed = ICalendar(timeboxesOf: state, now: Self.now)
        #expect(feed.events.map(\.summary) == ["Day -30", "Day 0", "Day 90"])
        let second: TimeboxID = fixedID(2)
        #expect(feed.events.first?.uid == "\(second)@the-system")
    }
}
