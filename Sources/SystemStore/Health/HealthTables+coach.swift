import Foundation
import SystemCore

// What the health module's tables tell the coach: the day's energy equation with the watch's active energy and the
// basal readings behind resting energy, the last weight a scale sent, and the night the devices measured. Each is
// read only when a signal can use it at that moment (the evening of a day with food logged; the morning), so the
// coach on every page and `system coach` pay for them only then.

extension HealthTables {
    public static func coachFacts(of user: UserID, state: UserState, at: Date, date: CivilDate, in storage: any Sendable)
        async throws -> CoachFacts
    {
        let calendar = state.calendar
        let today = calendar.day(containing: at)
        let waking = calendar.wakingWindow(of: today)
        let evening = at >= waking.end.addingTimeInterval(-3 * 3600) && !state.food.entries(on: today).isEmpty
        let morning = at >= waking.start && at < waking.start.addingTimeInterval(4 * 3600)
        guard date == today, evening || morning else { return CoachFacts() }
        let report = try await HealthReport.of(user, state: state, in: storage)
        var facts = CoachFacts()
        if evening {
            facts[EnergyToday.self] = try await report.energy(on: today)
        }
        if morning, report.samples != nil {
            if let latest = try await report.readings(of: .bodyMass)?.latest(.bodyMass, before: at) {
                let measured = calendar.day(containing: latest.start)
                let typed = state.body.lastWeighIn(onOrBefore: today)?.date
                facts[LastWeighIn.self] = max(measured, typed ?? measured)
            }
            facts[LastNight.self] = try await report.sleep(on: today)
        }
        return facts
    }
}
