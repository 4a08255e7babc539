import Foundation

/// An iCalendar feed (RFC 5545) of events, as a phone's calendar subscribes to it: CRLF line endings, lines folded at
/// 75 octets (never inside a character), text escaped, times in UTC.
public struct ICalendar: Sendable {
    public struct Event: Sendable, Hashable {
        /// Unique and stable for the event (`<id>@the-system`), so a calendar updates it rather than adding it again.
        public let uid: String
        public let start: Date
        public let end: Date
        public let summary: String
        public let description: String?

        public init(uid: String, start: Date, end: Date, summary: String, description: String? = nil) {
            self.uid = uid
            self.start = start
            self.end = end
            self.summary = summary
            self.description = description
        }
    }

    public let name: String
    public let events: [Event]

    public init(name: String, events: [Event]) {
        self.name = name
        self.events = events
    }

    /// The feed's text, stamped `now` (each event's DTSTAMP).
    public func text(now: Date) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//The System//Timeboxes//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:" + Self.escaped(name),
        ]
        for event in events {
            lines += [
                "BEGIN:VEVENT", "UID:" + Self.escaped(event.uid), "DTSTAMP:" + Self.utc(now), "DTSTART:" + Self.utc(event.start),
                "DTEND:" + Self.utc(event.end), "SUMMARY:" + Self.escaped(event.summary),
            ]
            if let description = event.description { lines.append("DESCRIPTION:" + Self.escaped(description)) }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(Self.folded).joined()
    }

    /// `20260329T070000Z`.
    public static func utc(_ instant: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        return String(p.year!, zeroPaddedTo: 4) + String(p.month!, zeroPaddedTo: 2) + String(p.day!, zeroPaddedTo: 2) + "T"
            + String(p.hour!, zeroPaddedTo: 2) + String(p.minute!, zeroPaddedTo: 2) + String(p.second!, zeroPaddedTo: 2) + "Z"
    }

    /// TEXT as RFC 5545 writes it: backslash, semicolon and comma escaped, a line break as `\n`, other controls dropped.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r": out += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A content line ending in CRLF, folded so no line is longer than 75 octets: each continuation begins with a
    /// space, and a character's bytes are never split.
    public static func folded(_ line: String) -> String {
        var out = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            if octets + size > 75 {
                out += "\r\n "
                octets = 1
            }
            out.append(character)
            octets += size
        }
        return out + "\r\n"
    }
}

extension ICalendar {
    /// The timeboxes of a feed: the days from `days.lowerBound` to `days.upperBound` around today.
    public static let feedDays = -30...90

    /// A user's timeboxes as a feed, from a month ago to three months ahead.
    public init(timeboxesOf state: UserState, now: Date) {
        let today = state.today(now: now)
        let timeboxes = state.timeboxes.timeboxes(
            from: today.adding(days: Self.feedDays.lowerBound), through: today.adding(days: Self.feedDays.upperBound))
        self.init(
            name: "The System: timeboxes",
            events: timeboxes.map { timebox in
                let serves = timebox.link.flatMap { link -> String? in
                    switch link {
                    case .goal(let id): state.weekly[goal: id].map { "For the goal “\($0.title)”" }
                    case .area(let id): state.weekly.areas[id].map { "For \($0.name)" }
                    }
                }
                return Event(
                    uid: "\(timebox.id)@the-system", start: timebox.start, end: timebox.end, summary: timebox.text, description: serves)
            })
    }
}
