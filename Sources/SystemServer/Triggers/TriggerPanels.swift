import Foundation
import SystemCore

/// On the focus screen: "I feel an urge" — one tap opens the pulls, a second catches one and starts its surf; while
/// it is surfed, the minutes left and, once they are up, how it went.
struct UrgePanel: PagePanel {
    let id = "urge"
    let place = PanelPlace.focus
    var script: String? { "/assets/urge.js" }
    var stylesheet: String? { "/assets/triggers.css" }

    struct View: Encodable, Sendable {
        let intentionId: String
        let catchForm: CatchForm?
        let surf: Surf?
        let caughtLine: String?
        let error: String?
    }

    struct CatchForm: Encodable, Sendable {
        let pulls: [Pull]
        let towards: [String]
        let own: String
        let toward: String
        let surfMinutes: Int
        let key: String
        /// Open when the form comes back with a problem.
        let isOpen: Bool
    }

    struct Pull: Encodable, Sendable {
        let value: String
        let label: String
    }

    struct Surf: Encodable, Sendable {
        let id: String
        let heading: String
        let towardLine: String?
        let endsAt: String
        let serverNow: String
        let timeLeft: String
        let surfMinutes: String
        let isUp: Bool
        let minutes: String
        let passedKey: String
        let surfedKey: String
        let gaveInKey: String
        /// A runbook written in calm for this feeling, one tap away.
        let runbook: RunbookLink?
    }

    struct RunbookLink: Encodable, Sendable {
        let name: String
        let href: String
    }

    /// What a refused form posted, to show it again.
    struct Input: Sendable {
        var own = ""
        var toward = ""
        var surfMinutes = ""
        var minutes = ""
        var error: String
    }

    /// Where urges lately wanted to go, then the user's distraction labels (news, social media…), each once.
    static func towards(_ state: UserState) -> [String] {
        var seen: Set<String> = []
        let labels = state.sortedLabels.filter { $0.kind == .distraction }.map(\.name)
        return (state.triggers.recentTowards + labels).filter { seen.insert($0.lowercased()).inserted }
    }

    func view(for page: PanelContext) async throws -> (any Encodable & Sendable)? {
        guard let intention = page.intention, intention.status == .running else { return nil }
        let state = page.state, calendar = state.calendar
        let input = page.input as? Input
        let caught = state.triggers.triggers(of: intention, calendar: calendar)
        let caughtLine =
            caught.isEmpty ? nil : "Caught during this intention: \(TriggerSummary(caught, calendar: calendar).whatLine)."
        if let open = state.triggers.open, open.intention == intention.id {
            let left = open.surfEndsAt.timeIntervalSince(page.now)
            let surf = Surf(
                id: open.id.description, heading: "Make it \(Readable.minutes(open.surfMinutes)) more",
                towardLine: open.toward.map { "It wants “\($0)”. It can wait." }, endsAt: calendar.iso8601(open.surfEndsAt),
                serverNow: calendar.iso8601(page.now), timeLeft: Readable.countdown(seconds: max(0, Int(left))),
                surfMinutes: Readable.minutes(open.surfMinutes), isUp: left <= 0, minutes: input?.minutes ?? "",
                passedKey: page.newKey(), surfedKey: page.newKey(), gaveInKey: page.newKey(),
                runbook: TriggersCore.runbook(for: open, state).map { RunbookLink(name: $0.name, href: "/runbooks/\($0.id)/run") })
            return View(intentionId: intention.id.description, catchForm: nil, surf: surf, caughtLine: caughtLine, error: input?.error)
        }
        let form = CatchForm(
            pulls: InternalTrigger.named.map { Pull(value: $0, label: $0.prefix(1).uppercased() + $0.dropFirst()) },
            towards: Self.towards(state), own: input?.own ?? "", toward: input?.toward ?? "",
            surfMinutes: Int(input?.surfMinutes ?? "") ?? state.triggers.surfMinutes, key: page.newKey(), isOpen: input != nil)
        return View(intentionId: intention.id.description, catchForm: form, surf: nil, caughtLine: caughtLine, error: input?.error)
    }
}

/// A trigger as a line of an intention's page or a week's list.
struct TriggerLine: Encodable, Sendable {
    let id: String
    let time: String
    let what: String
    let toward: String?
    let outcome: String
    let isOpen: Bool
    let passedKey: String?
    let gaveInKey: String?

    init(_ trigger: InternalTrigger, calendar: DayCalendar, newKey: () -> String) {
        id = trigger.id.description
        time = Readable.time(trigger.at, in: calendar)
        what = trigger.what
        toward = trigger.toward
        let surfs = trigger.surfs > 1 ? " after \(trigger.surfs) surfs" : ""
        switch trigger.settled {
        case .passed: outcome = "passed\(surfs)"
        case .gaveIn: outcome = "gave in\(surfs) · \(Readable.minutes(trigger.distractionMinutes)) lost"
        case .surfed, nil: outcome = "not said yet"
        }
        isOpen = trigger.settled == nil
        passedKey = isOpen ? newKey() : nil
        gaveInKey = isOpen ? newKey() : nil
    }
}

/// On an intention's page: the urges caught during it, how each ended, and the minutes lost to them.
struct IntentionTriggersPanel: PagePanel {
    let id = "intention-triggers"
    let place = PanelPlace.intention
    var stylesheet: String? { "/assets/triggers.css" }

    struct View: Encodable, Sendable {
        let lines: [TriggerLine]
        let summary: String
        let distractionLine: String?
        let error: String?
    }

    func view(for page: PanelContext) async throws -> (any Encodable & Sendable)? {
        guard let intention = page.intention else { return nil }
        let calendar = page.state.calendar
        let triggers = page.state.triggers.triggers(of: intention, calendar: calendar)
        guard !triggers.isEmpty else { return nil }
        let summary = TriggerSummary(triggers, calendar: calendar)
        let minutes = intention.minutes(now: page.now)
        return View(
            lines: triggers.map { TriggerLine($0, calendar: calendar, newKey: page.newKey) },
            summary: [summary.total == 1 ? "1 urge" : "\(summary.total) urges", summary.outcomeLine].filter { !$0.isEmpty }
                .joined(separator: ": "),
            distractionLine: summary.distractionMinutes == 0
                ? nil
                : minutes >= summary.distractionMinutes
                    ? "Distracted \(Readable.minutes(summary.distractionMinutes)) of \(Readable.minutes(minutes))."
                    : "Distracted \(Readable.minutes(summary.distractionMinutes)).",
            error: (page.input as? UrgePanel.Input)?.error)
    }
}

/// On the retrospective: the week's urges — how many, which, when, surfed or not — and the pattern, if one shows.
struct WeekTriggersPanel: PagePanel {
    let id = "week-triggers"
    let place = PanelPlace.retrospective
    var stylesheet: String? { "/assets/triggers.css" }

    struct View: Encodable, Sendable {
        let total: Int
        let hasAny: Bool
        let headline: String
        let whatLine: String
        let whenLine: String
        let outcomeLine: String
        let pattern: String?
        let pulls: [Pull]
    }

    struct Pull: Encodable, Sendable {
        let what: String
        let count: Int
        /// The most frequent pull's count: the bars' scale.
        let most: Int
    }

    func view(for page: PanelContext) async throws -> (any Encodable & Sendable)? {
        guard let week = page.week else { return nil }
        let calendar = page.state.calendar
        let triggers = page.state.triggers.triggers(from: week, through: week.adding(days: 6))
        let summary = TriggerSummary(triggers, calendar: calendar)
        let most = summary.byWhat.first?.count ?? 1
        return View(
            total: summary.total, hasAny: summary.total > 0,
            headline: summary.total == 1 ? "1 urge caught" : "\(summary.total) urges caught",
            whatLine: summary.whatLine, whenLine: summary.whenLine, outcomeLine: summary.outcomeLine,
            pattern: TriggerPattern(triggers, calendar: calendar)?.sentence,
            pulls: summary.byWhat.map { Pull(what: $0.what, count: $0.count, most: most) })
    }
}
