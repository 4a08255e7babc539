import Foundation
import SystemCore

/// The day's workout on Today and on every day page: each lift done with its sets, the volume and any personal
/// record; on Today, the template to start or continue — one button to the next set.
struct WorkoutModule: DailyModule {
    let id = "workout"
    let name = "Workout"
    let position = 65
    let stylesheet: String? = "/assets/workouts.css"

    struct View: Sendable, Encodable {
        let lifts: [LiftDone]
        let hasLifts: Bool
        let summary: String?
        let next: [NextStep]
    }

    struct LiftDone: Sendable, Encodable {
        let name: String
        let sets: String
        let href: String
        let isRecord: Bool
    }

    struct NextStep: Sendable, Encodable {
        let label: String
        let detail: String
        let href: String
    }

    func view(for day: DailyContext) async throws -> (any Encodable & Sendable)? {
        let state = day.state
        let log = state.workouts
        let sets = log.sets(in: state.calendar.interval(of: day.date))
        var order: [LiftID] = []
        for set in sets where !order.contains(set.liftId) { order.append(set.liftId) }
        let lifts = order.map { id in
            let done = sets.filter { $0.liftId == id }
            return LiftDone(
                name: log.lift(id)?.name ?? "A lift", sets: Readable.sets(done), href: "/workouts/lifts/\(id)",
                isRecord: done.contains(where: log.isRecord))
        }
        // On Today: each template begun and not finished, or, before any lifting, each template to start.
        var next: [NextStep] = []
        if day.isToday {
            let sessions = log.allTemplates.map { log.session(of: $0, on: day.date, calendar: state.calendar) }
            let begun = sessions.filter { $0.hasStarted && !$0.isFinished }
            for session in begun.isEmpty && sets.isEmpty ? sessions : begun {
                guard let step = session.next else { continue }
                let lift = log.lift(step.liftId)?.name ?? "the next lift"
                next.append(
                    NextStep(
                        label: session.hasStarted ? "Continue \(session.template.name)" : "Start \(session.template.name)",
                        detail: "\(lift), set \(step.set): \(Readable.barWeight(step.weightKg)) × \(step.targetReps)",
                        href: LiftNowPage.href(for: step, of: session.template)))
            }
        }
        guard !lifts.isEmpty || !next.isEmpty else { return nil }
        let volume = sets.volumeKg
        return View(
            lifts: lifts, hasLifts: !lifts.isEmpty,
            summary: sets.isEmpty
                ? nil : "\(sets.count == 1 ? "1 set" : "\(sets.count) sets"), \(Readable.count(Int(volume.rounded()))) kg lifted.",
            next: next)
    }

    func summary(for day: DailyContext) async throws -> [String] {
        let log = day.state.workouts
        let sets = log.sets(in: day.state.calendar.interval(of: day.date))
        var order: [LiftID] = []
        for set in sets where !order.contains(set.liftId) { order.append(set.liftId) }
        return order.map { id in
            let done = sets.filter { $0.liftId == id }
            return
                "- Lifted \(log.lift(id)?.name ?? "a lift"): \(Readable.sets(done))\(done.contains(where: log.isRecord) ? " (a personal record)" : "")"
        }
    }
}
