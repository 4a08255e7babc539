import Foundation

/// The day's facts as Markdown, for "Insert the day's summary": the intentions with how each felt, the time present,
/// and the to-dos done. Other modules' facts (energy, sleep, the workout) are added by the server, which knows which
/// modules are on.
public enum JournalDaySummary {
    public static func lines(of state: UserState, on date: CivilDate, now: Date) -> [String] {
        let calendar = state.calendar
        var lines: [String] = []
        let intentions = state.intentions(on: date)
        if !intentions.isEmpty {
            let presence = state.presence(on: date, now: now)
            lines.append(
                "- Present \(Readable.minutes(presence.presentMinutes)) in \(intentions.count) intention\(intentions.count == 1 ? "" : "s"):"
            )
            for intention in intentions {
                let feeling = intention.feeling.map { " \($0.emoji) \($0.rawValue)" } ?? ""
                lines.append("  - \(Readable.time(intention.startedAt, in: calendar)) \(intention.text)\(feeling)")
            }
        }
        let done = state.daily.todos(on: date).filter(\.isDone)
        if !done.isEmpty { lines.append("- Done: " + done.map(\.text).joined(separator: "; ")) }
        return lines
    }

    /// `text` with the summary added below it under its own heading; the text as it was when there is nothing to add.
    public static func inserting(_ lines: [String], into text: String) -> String {
        guard !lines.isEmpty else { return text }
        var text = text
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return (text.isEmpty ? "" : text + "\n\n") + "## The day\n\n" + lines.joined(separator: "\n") + "\n"
    }
}
