import Foundation
import SystemCore

/// `/workouts`: where to start a lift (its weight suggested from the last sessions), and each lift's last session.
struct WorkoutsPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let templates: [TemplateCard]
    let hasTemplates: Bool
    let lifts: [Row]
    /// What the user trains for, to change in place.
    let goals: [GoalOption]
    let goalKey: String
    /// "A lift of your own": as typed when it was refused, with why.
    let ownLift: OwnLift

    struct OwnLift: Sendable, Encodable {
        var name = ""
        var isLowerBody = false
        var problem: String?
        var key = ""
    }

    struct GoalOption: Sendable, Encodable {
        let value: String
        let label: String
        let selected: Bool
    }

    /// A template with where today's session of it stands and the one button that starts or continues it.
    struct TemplateCard: Sendable, Encodable {
        let name: String
        let summary: String
        let items: [String]
        let progress: String?
        let startLabel: String?
        let startHref: String?
        let editHref: String
    }

    struct Row: Sendable, Encodable {
        let id: String
        let name: String
        let historyHref: String
        let startHref: String
        let last: String
        let best: String?
    }

    init(state: UserState, now: Date, key: String, ownLift: OwnLift = OwnLift()) {
        chrome = Chrome(.workouts, state: state, now: now)
        var ownLift = ownLift
        ownLift.key = Pages.newKey()
        self.ownLift = ownLift
        let log = state.workouts
        let today = state.today(now: now)
        goals = LiftAdvice.Goal.allCases.map { goal in
            GoalOption(
                value: goal.rawValue,
                label:
                    "\(goal.rawValue.prefix(1).uppercased())\(goal.rawValue.dropFirst()): end a set at \(Int(goal.velocityLossCutOff)) % slower",
                selected: goal == log.goal)
        }
        goalKey = key
        templates = log.allTemplates.map { template in
            let session = log.session(of: template, on: today, calendar: state.calendar)
            let count = template.items.count
            var label: String?
            if let next = session.next {
                let lift = log.lift(next.liftId)?.name ?? "the next lift"
                label = session.hasStarted ? "Continue: \(lift), set \(next.set)" : "Start \(template.name)"
            }
            return TemplateCard(
                name: template.name, summary: "\(count == 1 ? "1 lift" : "\(count) lifts") · \(Readable.rest(template.restSeconds))",
                items: template.items.enumerated().map { index, item in
                    Readable.templateItem(item, in: log) + (session.done[index] > 0 ? " · \(session.done[index]) done" : "")
                },
                progress: session.isFinished
                    ? "Done today: all \(session.setsPlanned) sets."
                    : session.hasStarted ? "\(session.setsDone) of \(session.setsPlanned) sets done today." : nil,
                startLabel: label, startHref: session.next.map { LiftNowPage.href(for: $0, of: template) },
                editHref: "/workouts/templates/\(template.id)")
        }
        hasTemplates = !templates.isEmpty
        lifts = log.lifts.map { lift in
            let last = log.lastSessions(of: lift.id, count: 1, calendar: state.calendar).last ?? []
            let next = LiftNowPage.suggestion(for: lift, in: state, now: now)
            return Row(
                id: lift.id.description, name: lift.name, historyHref: "/workouts/lifts/\(lift.id)",
                startHref: "/workouts/lift?lift=\(lift.id)&weight=\(Readable.amount(next.weightKg))&target=\(next.targetReps)",
                last: last.first.map { "\(Readable.shortDay(state.calendar.day(containing: $0.at))): \(Readable.sets(last))" }
                    ?? "Not lifted yet",
                best: log.sets(of: lift.id).compactMap(\.epleyKg).max().map { "Best one-rep max \(Readable.barWeight($0))" })
        }
    }
}

/// `/workouts/lift`: a lift in progress. One action fills the screen — "Complete lift" — with the reps done beside
/// it, large enough for a chalked thumb; the clip's recording can be attached.
struct LiftNowPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let liftID: String
    let liftName: String
    let weight: String
    let target: String
    let reps: String
    let set: Int
    /// The template the set is part of ("" for none), and where in it: "Day A · set 2 of 3".
    let templateID: String
    let eyebrow: String
    let problem: String?
    /// The clip's recording sent with a refused set, kept to go with it again, and what it is.
    let stream: String?
    let streamName: String
    let streamKept: String?
    let key: String

    init(
        state: UserState, now: Date, lift: Lift, weight: String?, target: Int?, set: Int, template: WorkoutTemplate?, reps: String?,
        problem: String?, stream: (text: String, name: String)? = nil, key: String
    ) {
        chrome = Chrome(.workouts, state: state, now: now)
        templateID = template?.id.description ?? ""
        let planned = template.flatMap { template in
            let next = state.workouts.session(of: template, on: state.today(now: now), calendar: state.calendar).next
            let item =
                next.flatMap { $0.liftId == lift.id ? template.items[$0.item] : nil } ?? template.items.first { $0.liftId == lift.id }
            return item.map { "\(template.name) · set \(set) of \($0.sets)" }
        }
        eyebrow = "\(planned ?? "Set \(set)") · lift in progress"
        let suggestion = Self.suggestion(for: lift, in: state, now: now)
        liftID = lift.id.description
        liftName = lift.name
        self.weight = weight ?? Readable.amount(suggestion.weightKg)
        self.target = String(target ?? suggestion.targetReps)
        self.reps = reps ?? self.target
        self.set = set
        self.problem = problem
        self.stream = stream?.text
        streamName = stream?.name ?? ""
        streamKept = stream.map { stream in
            let lines = stream.text.split(whereSeparator: \.isNewline).count
            return "\(stream.name): \(lines.formatted()) \(lines == 1 ? "line" : "lines") kept — they go with the set when you complete it."
        }
        self.key = key
    }

    /// The lift page for a template's next set.
    static func href(for step: TemplateSession.Step, of template: WorkoutTemplate) -> String {
        "/workouts/lift?lift=\(step.liftId)&weight=\(Readable.amount(step.weightKg))&target=\(step.targetReps)&set=\(step.set)"
            + "&template=\(template.id)"
    }

    /// The weight and reps to start from: during today's session, its last set's; otherwise the next weight after
    /// the last sessions, for the reps aimed at last time; a lift never done starts at the empty bar, five reps.
    static func suggestion(for lift: Lift, in state: UserState, now: Date) -> (weightKg: Double, targetReps: Int) {
        let log = state.workouts
        guard let last = log.lastSessions(of: lift.id, count: 1, calendar: state.calendar).last?.last else { return (20, 5) }
        let target = max(1, last.targetReps ?? last.reps)
        if state.calendar.day(containing: last.at) == state.today(now: now) { return (last.weightKg, target) }
        return (log.nextWeight(after: last, calendar: state.calendar), target)
    }
}

/// `/workouts/sets/{id}`: a set just done — what it was, what the clip saw, the advice — then the rest and the next
/// set at the same weight.
struct LiftSetPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let id: String
    let heading: String
    let oneRepMax: String?
    let isRecord: Bool
    let nextSession: String
    let analysis: Analysis?
    let restSeconds: Int
    /// The rest as the clock first shows it ("2:00"), before the script counts it down.
    let restClock: String
    /// What the rest leads to: the next set of the lift, or the template's next lift; nil when the template is done.
    let next: Next?
    /// "Day A done: all 9 sets." when the set finished its template's session.
    let finished: String?
    let historyHref: String
    let key: String

    struct Analysis: Sendable, Encodable {
        let summary: String
        let reps: [Rep]
        let partial: String?
        let advice: [String]
        let chart: String?
    }

    struct Next: Sendable, Encodable {
        let label: String
        let detail: String?
        let href: String
    }

    struct Rep: Sendable, Encodable {
        let number: Int
        let range: String
        let speed: String
        let peak: String
        let tilt: String
    }

    /// The rest between sets when no template says otherwise: two minutes.
    static let defaultRestSeconds = 120

    init(state: UserState, now: Date, set: LiftSet, lift: Lift, template: WorkoutTemplate?, analysis: LiftAnalysis?, key: String) {
        chrome = Chrome(.workouts, state: state, now: now)
        let log = state.workouts
        id = set.id.description
        heading = "\(lift.name): \(Readable.barWeight(set.weightKg)) × \(set.reps)"
        oneRepMax = set.reps > 1 ? set.epleyKg.map { "Estimated one-rep max \(Readable.barWeight($0))" } : nil
        isRecord = log.isRecord(set)
        let target = set.targetReps ?? set.reps
        let nextWeight = log.nextWeight(after: set, calendar: state.calendar)
        nextSession = "Next session: \(Readable.barWeight(nextWeight))."
        self.analysis = analysis.map { Self.analysis($0, goal: log.goal) }
        restSeconds = template?.restSeconds ?? Self.defaultRestSeconds
        restClock = Readable.countdown(seconds: restSeconds)
        let day = state.calendar.day(containing: set.at)
        if let template {
            let session = log.session(of: template, on: day, calendar: state.calendar)
            finished = session.isFinished ? "\(template.name) done: all \(session.setsPlanned) sets." : nil
            next = session.next.map { step in
                let name = log.lift(step.liftId)?.name ?? "the next lift"
                return Next(
                    label: step.liftId == lift.id ? "Next set" : "Next: \(name)",
                    detail:
                        "\(name), set \(step.set) of \(template.items[step.item].sets): \(Readable.barWeight(step.weightKg)) × \(step.targetReps)",
                    href: LiftNowPage.href(for: step, of: template))
            }
        } else {
            let sets = log.sets(of: lift.id).filter { state.calendar.day(containing: $0.at) == day }
            finished = nil
            next = Next(
                label: "Next set", detail: nil,
                href: "/workouts/lift?lift=\(lift.id)&weight=\(Readable.amount(set.weightKg))&target=\(target)&set=\(sets.count + 1)")
        }
        historyHref = "/workouts/lifts/\(lift.id)"
        self.key = key
    }

    static func analysis(_ analysis: LiftAnalysis, goal: LiftAdvice.Goal) -> Analysis {
        var summary = analysis.reps.count == 1 ? "1 rep" : "\(analysis.reps.count) reps"
        if let loss = analysis.velocityLossPercent, analysis.reps.count > 1 {
            summary += ", the bar slowed \(Int(loss.rounded())) % from the fastest to the last"
        }
        return Analysis(
            summary: summary + ".",
            reps: analysis.reps.enumerated().map { index, rep in
                Rep(
                    number: index + 1, range: "\(Int(rep.romCm.rounded())) cm",
                    speed: String(rep.meanConcentricVelocity, places: 2) + " m/s",
                    peak: "\(Int(rep.peakVelocityAtPercent.rounded())) %",
                    tilt: rep.maxAbsPitchDeg.map { "\(Int(max($0, rep.maxAbsRollDeg ?? 0).rounded()))°" } ?? "–")
            },
            partial: analysis.partialReps.isEmpty
                ? nil
                : "Not counted, short of a rep: \(Readable.list(analysis.partialReps.map { "a rise of \(Int($0.romCm.rounded())) cm" })).",
            advice: LiftAdvice.of(analysis, goal: goal).map(\.text), chart: LiftCharts.set(analysis))
    }
}

/// `/workouts/lifts/{id}`: a lift's sessions and its estimated one-rep max over time.
struct LiftHistoryPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let name: String
    let startHref: String
    let best: String?
    let fromVelocity: String?
    let chart: String?
    let sessions: [Session]
    let hasSessions: Bool

    struct Session: Sendable, Encodable {
        let day: String
        let sets: String
        let volume: String
        let oneRepMax: String
    }

    init(state: UserState, now: Date, lift: Lift) {
        chrome = Chrome(.workouts, state: state, now: now)
        let calendar = state.calendar
        let all = state.workouts.sets(of: lift.id)
        name = lift.name
        let next = LiftNowPage.suggestion(for: lift, in: state, now: now)
        startHref = "/workouts/lift?lift=\(lift.id)&weight=\(Readable.amount(next.weightKg))&target=\(next.targetReps)"
        best = all.compactMap(\.epleyKg).max().map { "Best estimated one-rep max: \(Readable.barWeight($0)) (Epley)." }
        fromVelocity = state.workouts.velocityOneRepMax(of: lift.id).map {
            "From the bar's speed at \($0.weights) weights: \(Readable.barWeight($0.kg))."
        }
        let days = state.workouts.sessions(of: lift.id, calendar: calendar)
        chart = LiftCharts.oneRepMax(days.compactMap { day in day.sets.compactMap(\.epleyKg).max().map { (day.date, $0) } })
        sessions = days.reversed().prefix(50).map { day, sets in
            Session(
                day: Readable.shortDay(day), sets: Readable.sets(sets),
                volume: "\(Readable.count(Int(sets.volumeKg.rounded()))) kg",
                oneRepMax: sets.compactMap(\.epleyKg).max().map(Readable.barWeight) ?? "–")
        }
        hasSessions = !sessions.isEmpty
    }
}
