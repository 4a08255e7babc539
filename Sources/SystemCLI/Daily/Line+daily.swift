import Foundation
import SystemCore

/// Renderings of to-dos and standups: short aligned lines, words before symbols.
extension Line {
    /// What a to-do serves: `“Ship the importer” · Career`, or the area alone.
    static func link(_ link: Todo.Link, state: UserState) -> String {
        let area = state.area(of: link).flatMap { state.weekly.areas[$0]?.name } ?? "?"
        guard let goal = link.goalID else { return area }
        return "“\(state.weekly[goal: goal]?.title ?? "?")” · \(area)"
    }

    /// Numbered rows of to-dos: status, text, what it serves, time spent, moves, id.
    static func todoRows(_ todos: [Todo], state: UserState, now: Date, numbered: Bool = true) -> [String] {
        Table.lines(
            todos.enumerated().map { index, todo in
                let spent = state.minutesSpent(on: todo.id, now: now)
                var row = numbered ? ["\(index + 1)."] : []
                row += [
                    todo.status.name, todo.text, link(todo.link, state: state), spent > 0 ? Readable.minutes(spent) : "",
                    todo.moves.first.map { "from \(shortDay($0.from))" } ?? "", shortID(todo.id),
                ]
                return row
            })
    }

    static func todos(on date: CivilDate, state: UserState, now: Date) -> [String] {
        let todos = state.daily.todos(on: date)
        var lines = ["To-dos for \(Readable.day(date))"]
        lines += todos.isEmpty ? ["  None yet: system todo add \"…\" --goal \"…\" (or --area …)"] : todoRows(todos, state: state, now: now)
        let away = state.daily.todos(carriedAwayFrom: date)
        if !away.isEmpty {
            lines.append("Carried to another day:")
            lines += Table.lines(away.map { [$0.text, "to \(shortDay($0.date))", shortID($0.id)] })
        }
        return lines
    }

    /// The standup: yesterday, what to carry, the week's action items, today's to-dos, and whether it was held.
    static func standup(_ brief: StandupBrief, state: UserState, now: Date) -> [String] {
        var lines = ["Standup for \(Readable.day(brief.date))"]
        if let standup = brief.standup {
            lines[0] += ": recorded at \(Readable.time(standup.recordedAt, in: state.calendar))"
        } else {
            lines[0] += ": not recorded yet (due by \(Readable.time(brief.dueAt, in: state.calendar))): system standup --record"
        }
        func section(_ heading: String, _ todos: [Todo]) {
            lines.append(todos.isEmpty ? "\(heading): none" : "\(heading):")
            lines += todoRows(todos, state: state, now: now, numbered: false)
        }
        section("Yesterday done", brief.yesterdayDone)
        section("Yesterday not done", brief.yesterdayNotDone)
        section("To carry over", brief.carryOver)
        lines += actionItems(brief.actionItems, heading: "The week's open action items")
        section("Today", brief.todos)
        if let standup = brief.standup {
            let planned = standup.plan.compactMap { state.daily[$0]?.text }.map { "“\($0)”" }
            lines.append("Planned: " + (planned.isEmpty ? "nothing chosen" : planned.joined(separator: ", ")))
            if let note = standup.note { lines.append("Note: \(note)") }
        }
        return lines
    }
}
