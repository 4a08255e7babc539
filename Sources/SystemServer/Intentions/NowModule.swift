import Foundation
import SystemCore

/// The top of Today: the intention that runs now, or the form that sets the next one. It is the day's main action,
/// so it comes first after the coach, and shows on Today only.
///
/// Its presenter is the intention routes in `Pages+intention.swift` (start, end), which the focus page shares.
struct NowModule: DailyModule {
    let id = "now"
    let name = "Now: what runs, or the form to set an intention"
    let position = 20

    func view(for day: DailyContext) -> (any Encodable & Sendable)? {
        guard day.isToday else { return nil }
        return View(day)
    }

    /// What the user typed into the start form, to show again with an error, or a to-do to start from.
    struct StartInput: Sendable, Encodable {
        var text = ""
        var minutes = 25
        var customMinutes = ""
        var todoID: TodoID?
        var error: DomainError?
    }

    struct View: Sendable, Encodable {
        let running: RunningView?
        let startForm: StartForm?

        init(_ day: DailyContext) {
            let state = day.state, now = day.now
            let calendar = state.calendar
            if let current = state.intentions.running {
                let left = current.secondsLeft(now: now)
                running = RunningView(
                    id: current.id.description, text: current.text,
                    plannedEndAt: calendar.iso8601(current.plannedEndAt),
                    serverNow: calendar.iso8601(now),
                    timeLeft: Readable.countdown(seconds: abs(left)),
                    timeLeftLabel: left >= 0 ? "left" : "over time",
                    todo: TodoLine(current, state: state),
                    formKey: day.newKey())
            } else {
                running = nil
            }

            let input = day.inputs[NowModule().id] as? StartInput
            guard state.intentions.running == nil || input?.error != nil else {
                startForm = nil
                return
            }
            let given = input ?? StartInput()
            let isCustom = !given.customMinutes.isEmpty
            var conflict: StartForm.Conflict?
            if let error = given.error, error.code == "intention_running", let current = state.intentions.running {
                conflict = .init(
                    message: "“\(current.text)” is still running. Only one intention runs at a time.", runningText: current.text)
            }
            startForm = StartForm(
                idempotencyKey: day.newKey(),
                text: given.text,
                todo: given.todoID.flatMap { id in
                    state.daily[id].map { StartForm.TodoLink(id: id.description, text: $0.text, goal: TodoRowText.serves($0, in: state)) }
                },
                presets: StartForm.presetMinutes.map {
                    .init(minutes: $0, label: Readable.minutes($0), checked: !isCustom && $0 == given.minutes)
                },
                customMinutes: given.customMinutes,
                textError: conflict == nil && given.error?.field == "text" ? given.error?.message : nil,
                minutesError: given.error?.field == "minutes" ? given.error?.message : nil,
                todoError: given.error?.field == "todo" ? given.error?.message : nil,
                conflict: conflict)
        }
    }

    struct RunningView: Sendable, Encodable {
        let id: String
        let text: String
        let plannedEndAt: String
        let serverNow: String
        let timeLeft: String
        let timeLeftLabel: String
        /// The to-do it was started from, if any.
        let todo: TodoLine?
        let formKey: String
    }

    struct StartForm: Sendable, Encodable {
        let idempotencyKey: String
        let text: String
        /// The to-do this intention is started from, if any.
        let todo: TodoLink?
        let presets: [Preset]
        let customMinutes: String
        let textError: String?
        let minutesError: String?
        let todoError: String?
        let conflict: Conflict?
        let textLimit = Intention.textLimit.upperBound

        struct TodoLink: Sendable, Encodable {
            let id: String
            let text: String
            let goal: String
        }

        struct Preset: Sendable, Encodable {
            let minutes: Int
            let label: String
            let checked: Bool
        }

        struct Conflict: Sendable, Encodable {
            let message: String
            let runningText: String
        }

        static let presetMinutes = [15, 25, 50, 90]
    }
}

/// The to-do an intention was started from, as the running card, the focus screen and the intention page name it:
/// its text, what it serves, and whether it is still open (then "Mark it done" is offered).
struct TodoLine: Sendable, Encodable {
    let id: String
    let text: String
    let serves: String
    let isOpen: Bool
    let isDone: Bool

    init?(_ intention: Intention, state: UserState) {
        guard let todoID = intention.todoID, let todo = state.daily[todoID] else { return nil }
        id = todoID.description
        text = todo.text
        serves = TodoRowText.serves(todo, in: state)
        isOpen = todo.isOpen
        isDone = todo.isDone
    }
}
