import Foundation
import SystemCore

/// The focus screen: the running intention restated, its countdown, and ways to end or extend it.
struct FocusPage: Sendable, Encodable, FramedPage, PanelledPage {
    /// Other modules' parts of this page.
    var panels: [DrawnPanel] = []
    var panelScripts: [String] = []
    var panelStylesheets: [String] = []
    let chrome: Chrome
    let id: String
    let text: String
    /// Long activities get a smaller title, so the countdown and "End now" stay in the first screen.
    let titleSize: String
    /// The to-do it was started from, with "End and mark it done" while it is open.
    let todo: TodoLine?
    let endHref: String
    let plannedEndAt: String
    let serverNow: String
    let timeLeft: String
    let untilLine: String
    let endKey: String
    let extend5Key: String
    let extend15Key: String
    let error: String?
    let hint: HintView?

    init(state: UserState, running: Intention, now: Date, error: String? = nil, newKey: () -> String) {
        let calendar = state.calendar
        chrome = Chrome(.today, state: state, now: now)
        id = running.id.description
        text = running.text
        titleSize = running.text.count > 160 ? "is-very-long" : running.text.count > 70 ? "is-long" : ""
        todo = TodoLine(running, state: state)
        endHref = "/intentions/\(running.id)/end"
        plannedEndAt = calendar.iso8601(running.plannedEndAt)
        serverNow = calendar.iso8601(now)
        let left = running.secondsLeft(now: now)
        timeLeft = left >= 0 ? Readable.countdown(seconds: left) : "Time's up"
        untilLine =
            left >= 0
            ? "Until \(Readable.time(running.plannedEndAt, in: calendar)) · \(Readable.minutes(running.plannedMinutes)) planned"
            : "Time's up: planned until \(Readable.time(running.plannedEndAt, in: calendar)), \(Readable.minutes(-left / 60)) over."
        endKey = newKey()
        extend5Key = newKey()
        extend15Key = newKey()
        self.error = error
        hint = HintView(Hint.focus, state: state)
    }
}
