import Foundation
import SystemCore

/// The day's to-dos, each tied to a goal of the week or an area of focus, with the form that adds one.
struct TodosModule: DailyModule {
    let id = "todos"
    let name = "To-dos"
    let position = 40
    var savedMessages: [String: String] {
        [
            "todo-added": "To-do added.", "todo-done": "To-do done.", "todo-reopen": "To-do reopened.",
            "todo-drop": "To-do dropped.", "todo-carry": "To-do moved.", "todo-up": "To-do moved up.",
            "todo-down": "To-do moved down.", "todo-edit": "To-do saved.",
        ]
    }

    func view(for day: DailyContext) -> (any Encodable & Sendable)? { View(day) }

    /// What the add form posted, to show again with its problem.
    struct Input: Sendable, Encodable {
        var text = ""
        var link = ""
        var error: DomainError?
    }

    struct View: Sendable, Encodable {
        let date: String
        let rows: [Row]
        let carriedAway: [Moved]
        let isEmpty: Bool
        let emptyText: String
        let form: Form
        let doneCount: String

        struct Row: Sendable, Encodable {
            let id: String
            let text: String
            let serves: String
            let status: String
            let isOpen: Bool
            let isDone: Bool
            let isDropped: Bool
            let history: String?
            let spent: String?
            let startHref: String?
            let carryTo: String
            let carryLabel: String
            let isFirst: Bool
            let isLast: Bool
            let key: String
            /// The goals and areas it can serve, its own selected, for the edit form.
            let links: [Form.Choice]
        }

        struct Moved: Sendable, Encodable {
            let text: String
            let movedTo: String
        }

        struct Form: Sendable, Encodable {
            let key: String
            let text: String
            let goals: [Choice]
            let areas: [Choice]
            let hasChoices: Bool
            let hasGoals: Bool
            let hasAreas: Bool
            let textError: String?
            let linkError: String?

            struct Choice: Sendable, Encodable {
                let value: String
                let label: String
                let selected: Bool
            }
        }

        init(_ day: DailyContext) {
            let state = day.state
            let todos = state.daily.todos(on: day.date)
            let next = day.date.adding(days: 1)
            let canStart = day.date == day.today && state.intentions.running == nil
            let week = state.calendar.weekStart(containing: day.date)
            date = day.date.description
            rows = todos.enumerated().map { index, todo in
                let minutes = state.minutesSpent(on: todo.id, now: day.now)
                return Row(
                    id: todo.id.description, text: todo.text, serves: TodoRowText.serves(todo, in: state),
                    status: todo.status.name, isOpen: todo.isOpen, isDone: todo.isDone,
                    isDropped: todo.isDropped,
                    history: todo.moves.first.map {
                        "Carried from \(Readable.dayWithoutYear($0.from))"
                            + (todo.moves.count > 1 ? " (moved \(todo.moves.count) times)" : "")
                    },
                    spent: minutes > 0 ? Readable.minutes(minutes) : nil,
                    startHref: canStart && todo.isOpen ? "/?todo=\(todo.id)#start" : nil,
                    carryTo: next.description,
                    carryLabel: next == day.today.adding(days: 1) ? "tomorrow" : Readable.dayWithoutYear(next),
                    isFirst: index == 0, isLast: index == todos.count - 1, key: day.newKey(),
                    links: Self.links(for: todo, state, week: week))
            }
            carriedAway = state.daily.todos(carriedAwayFrom: day.date).map {
                Moved(text: $0.text, movedTo: "Moved to \(Readable.dayWithoutYear($0.date))")
            }
            isEmpty = todos.isEmpty
            emptyText = "No to-dos for this day. Add one and link it to a goal of the week or an area of focus."
            let done = todos.filter(\.isDone).count
            doneCount = todos.isEmpty ? "" : "\(done) of \(todos.count) done"

            let input = day.inputs[TodosModule().id] as? Input
            let selected = input?.link ?? ""
            let goals = Self.goalChoices(state, week: week, selected: selected)
            let areas = Self.areaChoices(state, selected: selected)
            form = Form(
                key: day.newKey(), text: input?.text ?? "", goals: goals, areas: areas,
                hasChoices: !goals.isEmpty || !areas.isEmpty, hasGoals: !goals.isEmpty, hasAreas: !areas.isEmpty,
                textError: input?.error?.field == "text" ? input?.error?.message : nil,
                linkError: input?.error.flatMap { $0.field == "text" ? nil : $0.message })
        }

        /// The form value of a link: `goal:<id>` or `area:<id>`.
        static func value(_ link: Todo.Link) -> String {
            switch link {
            case .goal(let id): "goal:\(id)"
            case .area(let id): "area:\(id)"
            }
        }

        static func goalChoices(_ state: UserState, week: CivilDate, selected: String) -> [Form.Choice] {
            state.weekly.goals(weekStarting: week).filter(\.isOpen).map { goal in
                Form.Choice(
                    value: "goal:\(goal.id)", label: "\(goal.title) · \(state.weekly.areas[goal.areaID]?.name ?? "")",
                    selected: selected == "goal:\(goal.id)")
            }
        }

        static func areaChoices(_ state: UserState, selected: String) -> [Form.Choice] {
            state.weekly.areas.active.map { area in
                Form.Choice(value: "area:\(area.id)", label: area.name, selected: selected == "area:\(area.id)")
            }
        }

        /// What a to-do can serve: its own link first when it is not among the week's (a goal of an earlier week),
        /// then every open goal of the week and every area, its own selected.
        static func links(for todo: Todo, _ state: UserState, week: CivilDate) -> [Form.Choice] {
            let own = value(todo.link)
            let choices = goalChoices(state, week: week, selected: own) + areaChoices(state, selected: own)
            guard !choices.contains(where: \.selected) else { return choices }
            return [Form.Choice(value: own, label: TodoRowText.serves(todo, in: state), selected: true)] + choices
        }
    }
}

/// How a to-do's link reads: "Ship the importer · Career", or just the area.
enum TodoRowText {
    static func serves(_ todo: Todo, in state: UserState) -> String {
        switch todo.link {
        case .goal(let id):
            guard let goal = state.weekly[goal: id] else { return "A goal" }
            return "\(goal.title) · \(state.weekly.areas[goal.areaID]?.name ?? "")"
        case .area(let id):
            return state.weekly.areas[id]?.name ?? "An area"
        }
    }
}
