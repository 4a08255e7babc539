import ArgumentParser
import Foundation
import SystemCore
import SystemStore

/// `--date` for the planning commands: a day, or any day of the week meant.
///
/// Besides YYYY-MM-DD it takes `today`, `yesterday`, `tomorrow`, `last-week` and `next-week` (the same weekday a
/// week before or after), so a week can be planned ahead and a standup looked at in advance.
struct PlanDateOption: ParsableArguments {
    @Option(name: .long, help: Self.help)
    var date: String?

    static let help = ArgumentHelp(
        "The day (or a day of the week), as YYYY-MM-DD, today, yesterday, tomorrow, last-week or next-week (default: today).",
        valueName: "DATE")

    init() {}

    init(date: String?) {
        self.date = date
    }

    func validate() throws {
        if let date, TypedDate.parse(date, today: CivilDate(daysSinceEpoch: 0)) == nil {
            throw ValidationError("--date: “\(date)” is not a date; use YYYY-MM-DD (for example 2026-11-20), today, tomorrow or next-week.")
        }
    }

    /// Opens the store and hands over the service, the state, the chosen day and the time. `parts` names the parts of
    /// the history the command will read of that day, loaded with the state (``UserState/parts(of:covering:)``).
    func withDate<T>(
        _ store: DataOptions, loading parts: (@Sendable (UserState, CivilDate, Date) -> PartLoad.Missing)? = nil,
        _ body: (ScopedService, UserState, CivilDate, Date) async throws -> T
    ) async throws -> T {
        try await store.withService { service in
            let now = service.clock.now()
            let typed = date
            let state =
                if let parts {
                    try await service.state { parts($0, Self.day(typed, in: $0, now: now), now) }
                } else {
                    try await service.state()
                }
            return try await body(service, state, Self.day(typed, in: state, now: now), now)
        }
    }

    /// The day `--date` names (today when it is not given), in the user's calendar.
    private static func day(_ typed: String?, in state: UserState, now: Date) -> CivilDate {
        let today = state.today(now: now)
        return typed.flatMap { TypedDate.parse($0, today: today) } ?? today
    }
}

/// Days off as typed: dates or weekday names (`sat`, `sunday`), comma-separated, or `none`.
enum DaysOff {
    static func isValid(_ text: String) -> Bool {
        isNone(text) || items(text).allSatisfy { CivilDate($0) != nil || weekday($0) != nil }
    }

    /// The dates named, weekday names placed in the week from `start`.
    static func parse(_ text: String, weekStart start: CivilDate) -> [CivilDate] {
        if isNone(text) { return [] }
        return items(text).compactMap { item in
            if let date = CivilDate(item) { return date }
            guard let day = weekday(item) else { return nil }
            return start.adding(days: (day - start.isoWeekday + 7) % 7)
        }
    }

    private static func isNone(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).lowercased() == "none"
    }

    private static func items(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func weekday(_ text: String) -> Int? { Settings.weekday(named: text) }
}

/// Splits comma-separated names (`--plan a,b`), across repeated options too.
func commaSeparated(_ values: [String]) -> [String] {
    values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

/// The first characters of an id, enough to name an object on the command line.
func shortID<T>(_ id: Identifier<T>) -> String {
    String(id.description.prefix(8))
}

/// The order of `ids` with `id` moved to the 1-based `position`.
func reordered<T>(_ ids: [Identifier<T>], moving id: Identifier<T>, to position: Int, kind: String) throws -> [Identifier<T>] {
    guard position <= ids.count else {
        throw CLIError("--to: there \(ids.count == 1 ? "is 1 of the" : "are \(ids.count)") \(kind), so the position is 1 to \(ids.count)")
    }
    var ids = ids.filter { $0 != id }
    ids.insert(id, at: position - 1)
    return ids
}

/// Finds the one goal, to-do or action item a user names: by its id, an id prefix, or its exact title.
///
/// Titles are looked up among the items in scope (the week's goals, the day's to-dos); a full id is also found
/// outside it through `byID`. Ambiguous or unknown names fail in one line that lists what could be meant.
struct Named<Item> {
    /// What the items are, for messages: `goal`, `to-do`.
    let kind: String
    /// Where they were looked for, for messages: `in the week of 16 November 2026`.
    let scope: String
    let items: [Item]
    let id: (Item) -> String
    let title: (Item) -> String
    var byID: (String) -> Item? = { _ in nil }

    /// The shortest id prefix accepted, so a word is not taken for an id.
    static var minimumPrefix: Int { 4 }

    func find(_ text: String) throws -> Item {
        let text = text.trimmingWhitespace()
        guard !text.isEmpty else { throw CLIError("name the \(kind) by its title or id") }
        let lowered = text.lowercased()
        if let item = items.first(where: { id($0) == lowered }) ?? byID(lowered) { return item }
        let passes: [(Item) -> Bool] = [
            { title($0) == text },
            { title($0).lowercased() == lowered },
            { lowered.count >= Self.minimumPrefix && id($0).hasPrefix(lowered) },
        ]
        for matches in passes {
            let found = items.filter(matches)
            if found.count == 1 { return found[0] }
            if found.count > 1 {
                let listed = found.prefix(4).map { "“\(title($0))” (\(id($0).prefix(8)))" }.joined(separator: ", ")
                throw CLIError("“\(text)” names \(found.count) \(kind)s \(scope): \(listed); give more of the id")
            }
        }
        guard !items.isEmpty else { throw CLIError("there is no \(kind) “\(text)” \(scope): there are none") }
        let listed = items.prefix(6).map { "“\(title($0))”" }.joined(separator: ", ") + (items.count > 6 ? ", …" : "")
        throw CLIError("there is no \(kind) “\(text)” \(scope); there are: \(listed)")
    }
}

/// `--goal` or `--area`: what a to-do or a timebox serves, named as a person would (a goal's title, id or id prefix
/// in the day's week; an area's name or id), one or neither.
struct ServesOption: ParsableArguments {
    @Option(help: ArgumentHelp("The week's goal it serves: title, id or id prefix.", valueName: "GOAL"))
    var goal: String?

    @Option(help: ArgumentHelp("The area of focus it serves, when no goal fits: name or id.", valueName: "AREA"))
    var area: String?

    func validate() throws {
        if goal != nil, area != nil { throw ValidationError("--goal and --area: give one; a goal already belongs to its area.") }
    }

    /// The link they name, for a thing on `date`; nil when neither was given.
    func link(in state: UserState, on date: CivilDate) throws -> Todo.Link? {
        if let goal { return .goal(try state.namedGoals(weekContaining: date).find(goal).id) }
        if let area { return .area(try state.namedArea(area).id) }
        return nil
    }
}

extension UserState {
    /// The goals of the week that holds `date`, to be named on the command line.
    func namedGoals(weekContaining date: CivilDate) -> Named<Goal> {
        let start = calendar.weekStart(containing: date)
        return Named(
            kind: "goal", scope: "in the week of \(Readable.day(start))", items: weekly.goals(weekStarting: start),
            id: { $0.id.description }, title: \.title, byID: { GoalID($0).flatMap { self.weekly[goal: $0] } })
    }

    /// The to-dos of a day (and `extra` ones, such as those to carry over), to be named on the command line.
    func namedTodos(on date: CivilDate, extra: [Todo] = []) -> Named<Todo> {
        Named(
            kind: "to-do", scope: "on \(Readable.day(date))", items: daily.todos(on: date) + extra,
            id: { $0.id.description }, title: \.text, byID: { TodoID($0).flatMap { self.daily[$0] } })
    }

    /// An area by id or name; an unknown one fails in a line listing the user's areas.
    func namedArea(_ text: String) throws -> Area {
        if let area = weekly.areas.find(text) { return area }
        let names = weekly.areas.active.map(\.name)
        throw CLIError(
            names.isEmpty
                ? "there is no area “\(text)”: create one first with: system area add NAME"
                : "there is no area “\(text)”; your areas: \(names.joined(separator: ", "))")
    }
}

/// Columns padded to their widest cell, for short aligned lines; a column empty in every row is left out.
enum Table {
    static func lines(_ rows: [[String]], indent: String = "  ") -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let used = (0..<columns).filter { column in rows.contains { column < $0.count && !$0[column].isEmpty } }
        let widths = Dictionary(
            uniqueKeysWithValues: used.map { column in
                (column, rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0)
            })
        return rows.map { row in
            let cells = used.filter { $0 < row.count }.map { row[$0].padded(toWidth: widths[$0]!) }
            var line = indent + cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
