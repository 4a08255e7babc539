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
        // The newest still open from earlier days, as the standup offers them; the rest counted.
        let earlier = state.daily.openTodos(before: date, limit: StandupBrief.carryOverShown)
        if !earlier.items.isEmpty {
            lines.append("Still open from earlier days:")
            lines += todoRows(earlier.items, state: state, now: now, numbered: false)
            let other = date == state.today(now: now) ? nil : date
            lines += older(OlderItems(count: earlier.total - earlier.items.count, before: date, cursor: nil), todos: other)
        }
        return lines
    }

    /// "  and 3,642 older open to-dos (system todo open)", or nothing when none is left out; `date` is the day the
    /// list was drawn before, when it is not today.
    static func older(_ older: OlderItems, todos date: CivilDate?) -> [String] {
        guard older.count > 0 else { return [] }
        let noun = older.count == 1 ? "open to-do" : "open to-dos"
        return ["  and \(Readable.count(older.count)) older \(noun) (system todo open\(dateOption(date)))"]
    }

    /// ` --date 2026-11-20`, for a command that follows up on another day's list; nothing for today's.
    static func dateOption(_ date: CivilDate?) -> String {
        date.map { " --date \($0)" } ?? ""
    }

    /// A page of the open to-dos before a day: day, text, what it serves, id; then where the next page begins.
    static func openTodos(_ page: Page<Todo>, before date: CivilDate, limit: Int, state: UserState, now: Date) -> [String] {
        let other = date == state.today(now: now) ? nil : date
        guard page.total > 0 else { return ["Nothing is open from the days before \(Readable.day(date))."] }
        var lines = ["Open to-dos from the days before \(Readable.day(date)): \(Readable.count(page.total)), newest first"]
        lines += Table.lines(page.items.map { [$0.date.description, $0.text, link($0.link, state: state), shortID($0.id)] })
        if page.items.isEmpty { lines.append("  Nothing older: this is the end of the list.") }
        let shown =
            page.items.isEmpty
            ? "" : "\(Readable.count(page.offset + 1))–\(Readable.count(page.offset + page.items.count)) of \(Readable.count(page.total))"
        if let next = page.next {
            let size = limit == Paging.defaultLimit ? "" : " --limit \(limit)"
            lines.append("\(shown). Older: system todo open\(dateOption(other))\(size) --after \(next)")
        } else if !shown.isEmpty {
            lines.append("\(shown).")
        }
        lines.append("Carry one to today with: system todo carry ID --date DAY --to today (or: todo done | drop ID --date DAY)")
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
        let other = brief.date == state.today(now: now) ? nil : brief.date
        lines += older(brief.olderCarryOver, todos: other)
        lines += actionItems(brief.actionItems, heading: "The week's open action items")
        lines += older(brief.olderActionItems, actionItemsOf: other)
        section("Today", brief.todos)
        if let standup = brief.standup {
            let planned = standup.plan.compactMap { state.daily[$0]?.text }.map { "“\($0)”" }
            lines.append("Planned: " + (planned.isEmpty ? "nothing chosen" : planned.joined(separator: ", ")))
            if let note = standup.note { lines.append("Note: \(note)") }
        }
        return lines
    }
}
