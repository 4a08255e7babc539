import Foundation
import SystemCore

/// The daily standup: yesterday's done and not done, what to carry over, the week's open action items, and the
/// day's plan. On Today it asks once it is past the time set in settings; on other days it shows what was recorded.
struct StandupModule: DailyModule {
    let id = "standup"
    let name = "Daily standup"
    let position = 30
    var savedMessages: [String: String] { ["standup": "Standup recorded."] }

    func view(for day: DailyContext) -> (any Encodable & Sendable)? {
        let brief = day.state.standupBrief(on: day.date)
        guard day.isToday || brief.isDone else { return nil }
        return View(brief, day)
    }

    /// A refused standup post: its problem and the note that was typed.
    struct Refused: Sendable, Encodable {
        let error: DomainError
        let note: String
    }

    struct View: Sendable, Encodable {
        let date: String
        let isDone: Bool
        let isOverdue: Bool
        let isToday: Bool
        let dueText: String
        let summary: String?
        let note: String?
        /// The note field's text: what a refused post typed, or the recorded note.
        let noteText: String
        let yesterdayDone: [Line]
        let yesterdayNotDone: [Line]
        let hasYesterday: Bool
        let carryOver: [Choice]
        /// "and 3,642 older open to-dos", leading to the page that lists them.
        let olderCarryOver: OlderLine?
        let actionItems: [Line]
        let olderActionItems: OlderLine?
        /// What today's plan is: the to-do list below, as it stands.
        let planText: String
        let key: String
        let error: String?
        let hasActionItems: Bool
        let hasCarryOver: Bool

        struct Line: Sendable, Encodable {
            let text: String
            let detail: String
        }

        struct Choice: Sendable, Encodable {
            let id: String
            let text: String
            let detail: String
            let checked: Bool
        }

        init(_ brief: StandupBrief, _ day: DailyContext) {
            let state = day.state
            date = brief.date.description
            isDone = brief.isDone
            isToday = day.isToday
            isOverdue = brief.isOverdue(now: day.now, today: day.today)
            dueText = "Due by \(Readable.time(brief.dueAt, in: state.calendar))"
            summary = brief.standup.map { standup in
                let count = standup.plan.count
                return
                    "Done at \(Readable.time(standup.recordedAt, in: state.calendar)) · \(count == 1 ? "1 to-do" : "\(count) to-dos") planned"
            }
            note = brief.standup?.note
            let refused = day.inputs[StandupModule().id] as? Refused
            noteText = refused?.note ?? brief.standup?.note ?? ""
            let line = { (todo: Todo) in Line(text: todo.text, detail: TodoRowText.serves(todo, in: state)) }
            yesterdayDone = brief.yesterdayDone.map(line)
            yesterdayNotDone = brief.yesterdayNotDone.map(line)
            hasYesterday = !brief.yesterdayDone.isEmpty || !brief.yesterdayNotDone.isEmpty
            carryOver = brief.carryOver.map {
                Choice(
                    id: $0.id.description, text: $0.text,
                    detail: "From \(Readable.dayWithoutYear($0.date)) · \(TodoRowText.serves($0, in: state))", checked: true)
            }
            // Shown on Today only (the carry-over is part of today's standup form), as the page lists before today.
            olderCarryOver = OlderLine(brief.olderCarryOver, noun: ("open to-do", "open to-dos"), page: OpenTodosPage.path, before: nil)
            actionItems = brief.actionItems.map {
                Line(text: $0.text, detail: "From the retrospective of the week of \(Readable.dayWithoutYear($0.week))")
            }
            olderActionItems = OlderLine(
                brief.olderActionItems, noun: ("open action item", "open action items"), page: OpenActionItemsPage.path,
                before: day.isToday ? nil : brief.olderActionItems.before)
            let open = brief.todos.filter(\.isOpen).count
            planText =
                switch open {
                case 0: "Today's plan is the to-do list below, empty so far: add to-dos there, or record the standup with a note."
                case 1: "Today's plan is the to-do list below: 1 open to-do, and what you carry over."
                default: "Today's plan is the to-do list below: \(open) open to-dos, and what you carry over."
                }
            hasActionItems = !actionItems.isEmpty
            hasCarryOver = !carryOver.isEmpty
            key = day.newKey()
            error = refused?.error.message
        }
    }
}
