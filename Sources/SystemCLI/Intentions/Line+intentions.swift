import SystemCore

/// Renderings of intentions and presence.
extension Line {
    static func intention(_ intention: Intention, state: UserState) -> String {
        let calendar = state.calendar
        let start = Readable.time(intention.startedAt, in: calendar)
        var parts: [String]
        if let end = intention.endedAt {
            parts = ["\(start)–\(Readable.time(end, in: calendar))", Readable.minutes(intention.actualMinutes ?? 0)]
        } else {
            parts = ["\(start)–     ", "running"]
        }
        parts.append(intention.text)
        if !intention.tags.isEmpty {
            parts.append("[" + intention.tags.map { state.labels[$0]?.name ?? $0.rawValue }.joined(separator: ", ") + "]")
        }
        if let feeling = intention.feeling { parts.append("\(feeling.emoji) \(feeling.rawValue)") }
        return parts.joined(separator: "  ")
    }

    /// What an intention's time counted toward, as the web's day list says it.
    static func serves(_ intention: Intention, state: UserState) -> String {
        intention.todoID.flatMap { state.daily[$0] }.map { "for: \(link($0.link, state: state)) (to-do “\($0.text)”)" }
            ?? "no goal: it served no to-do"
    }

    static func presence(_ presence: Presence, state: UserState) -> String {
        "Presence on \(presence.date): \(Readable.percent(presence.ratio)) (\(Readable.minutes(presence.presentMinutes)) of \(Readable.minutes(presence.windowMinutes)), \(state.settings.wakingStart)–\(state.settings.wakingEnd))"
    }
}
