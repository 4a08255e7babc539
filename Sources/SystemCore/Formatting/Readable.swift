import Foundation

/// Numbers as people read them, formatted in one place: `1 h 25 min`, `62 %`, `09:30`.
public enum Readable {
    /// A duration in minutes: `45 min`, `1 h`, `1 h 25 min`.
    public static func minutes(_ minutes: Int) -> String {
        let sign = minutes < 0 ? "−" : ""
        let minutes = abs(minutes)
        switch (minutes / 60, minutes % 60) {
        case (0, let m): return "\(sign)\(m) min"
        case (let h, 0): return "\(sign)\(h) h"
        case (let h, let m): return "\(sign)\(h) h \(m) min"
        }
    }

    /// A countdown: `24:59`, `1:02:03`, or with a minus sign once overdue.
    public static func countdown(seconds: Int) -> String {
        let sign = seconds < 0 ? "−" : ""
        let total = abs(seconds)
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        return h > 0
            ? "\(sign)\(h):\(String(m, zeroPaddedTo: 2)):\(String(s, zeroPaddedTo: 2))" : "\(sign)\(m):\(String(s, zeroPaddedTo: 2))"
    }

    /// A whole number with thousands grouped: `1,234`.
    public static func count(_ value: Int) -> String {
        let digits = String(abs(value))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "−" : "") + grouped
    }

    /// Items in a sentence: `a`, `a and b`, `a, b and c`.
    public static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A ratio as a whole percentage: `62 %`.
    public static func percent(_ ratio: Double) -> String {
        "\(Int((ratio * 100).rounded())) %"
    }

    /// A local wall-clock time: `09:30`.
    public static func time(_ instant: Date, in calendar: DayCalendar) -> String {
        calendar.timeOfDay(instant).description
    }

    /// A day as a heading: `Friday 20 November 2026`.
    public static func day(_ date: CivilDate) -> String {
        dayWithoutYear(date) + " " + String(date.year)
    }

    /// A day without its year, for navigation: `Friday 20 November`.
    public static func dayWithoutYear(_ date: CivilDate) -> String {
        Settings.weekdayNames[date.isoWeekday - 1] + " " + String(date.day) + " " + monthNames[date.month - 1]
    }

    /// A day in a few letters, for chips and tight rows: `Wed 18 Nov`.
    public static func shortDay(_ date: CivilDate) -> String {
        Settings.weekdayNames[date.isoWeekday - 1].prefix(3) + " " + String(date.day) + " " + monthNames[date.month - 1].prefix(3)
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// Parses an ISO 8601 instant with an offset or `Z`, with or without fractional seconds.
    public static func parseInstant(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }

    /// Parses hours as a user types them (`6`, `5.5`, `6h`, `90m`, `2h30m`) into minutes; a minus sign gives
    /// negative minutes, so the refusal can say what is wrong. Nil when it is not a duration.
    public static func parseHours(_ text: String) -> Int? {
        guard case .minutes(let minutes)? = Estimate.parse(text) else { return nil }
        return minutes
    }

    /// Parses a duration as a user types it: `25`, `25m`, `1h`, `1h30m`, `90min`.
    public static func parseMinutes(_ text: String) -> Int? {
        let text = text.lowercased().replacingOccurrences(of: " ", with: "")
        if let plain = Int(text) { return plain }
        var total = 0
        var number = ""
        var sawUnit = false
        var rest = Substring(text)
        while let character = rest.first {
            if character.isASCII, character.isNumber {
                number.append(character)
                rest = rest.dropFirst()
                continue
            }
            guard let value = Int(number) else { return nil }
            let unit: Int
            if rest.hasPrefix("hours") || rest.hasPrefix("hour") || rest.hasPrefix("h") {
                unit = 60
            } else if rest.hasPrefix("minutes") || rest.hasPrefix("min") || rest.hasPrefix("m") {
                unit = 1
            } else {
                return nil
            }
            rest = rest.drop { $0.isLetter }
            // Absurdly long numbers are not a duration; overflowing here would crash on user input.
            let (minutes, tooLarge) = value.multipliedReportingOverflow(by: unit)
            let (sum, overflow) = total.addingReportingOverflow(minutes)
            guard !tooLarge, !overflow else { return nil }
            total = sum
            number = ""
            sawUnit = true
        }
        guard sawUnit else { return nil }
        if !number.isEmpty {
            guard let value = Int(number) else { return nil }
            let (sum, overflow) = total.addingReportingOverflow(value)
            guard !overflow else { return nil }
            total = sum
        }
        return total
    }
}
