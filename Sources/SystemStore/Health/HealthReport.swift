import Foundation
import SystemCore

/// A user's health by day, from their log (food, weigh-ins, activity, nights entered by hand) and their devices'
/// readings: the one place the energy equation, the night's sleep and the weight trend are worked out, for the
/// pages, the API and the command line alike.
public struct HealthReport: Sendable {
    public let state: UserState
    /// Nil for a store without SQL (the memory one): only what the user typed counts.
    public let samples: HealthSamples?

    public init(state: UserState, samples: HealthSamples?) {
        self.state = state
        self.samples = samples
    }

    /// The stored readings of `kind`: nil when no import of the user's ever brought one (most users never import), so
    /// their pages ask the tables nothing. Every reading enters the tables through an import that is then recorded in
    /// the log (``BodyLog/imports``); a crash between the two leaves readings the log does not name yet, which the
    /// next import of the file names.
    public func readings(of kind: HealthSample.Kind) -> HealthSamples? {
        state.body.hasImported(kind) ? samples : nil
    }

    /// The report of `user` in `storage` (the service's store).
    public static func of(_ user: UserID, state: UserState, in storage: any Sendable) async throws -> HealthReport {
        HealthReport(state: state, samples: try await HealthSamples.of(storage, for: user))
    }

    /// The day's energy equation.
    public func energy(on date: CivilDate) async throws -> EnergyBalance {
        try await energies(from: date, through: date)[0].energy
    }

    /// The equation of each day from `first` through `last`, with two statements for all of them (the days' active
    /// energy, and the basal energy of those days and the 30 before), so a page of history reads each day once.
    public func energies(from first: CivilDate, through last: CivilDate) async throws -> [(date: CivilDate, energy: EnergyBalance)] {
        let calendar = state.calendar
        let dates = (0...max(0, last.daysSinceEpoch - first.daysSinceEpoch)).map { first.adding(days: $0) }
        let prior = EnergyBalance.restingWindowDays
        var active: [SourceTotals] = Array(repeating: SourceTotals(), count: dates.count)
        var basal: [SourceTotals] = []  // from `prior` days before `first` through the day before `last`
        if let samples = readings(of: .activeEnergy) {
            active = try await samples.totals(.activeEnergy, in: dates.map(calendar.interval(of:)))
        }
        if let samples = readings(of: .basalEnergy) {
            basal = try await samples.totals(
                .basalEnergy, in: (0..<(prior + dates.count - 1)).map { calendar.interval(of: first.adding(days: $0 - prior)) })
        }
        var result: [(date: CivilDate, energy: EnergyBalance)] = []
        for (index, date) in dates.enumerated() {
            let resting = basal.isEmpty ? nil : EnergyBalance.resting(from: Array(basal[index..<(index + prior)]))
            var estimate: Double? = nil
            if resting == nil, let kg = try await weightKg(before: calendar.interval(of: date).end) {
                estimate = state.body.profile.mifflinStJeor(weightKg: kg, on: date)
            }
            let energy = EnergyBalance(
                consumedKcal: FoodDay(state.food.entries(on: date)).total(Nutrient.energyKcal), deviceActiveKcal: active[index].value ?? 0,
                manualActiveKcal: state.body.activities(on: date).reduce(0) { $0 + $1.kcal }, restingKcal: resting?.kcal ?? estimate,
                restingIsEstimate: resting == nil && estimate != nil, restingDays: resting?.days ?? 0,
                goalKcal: state.body.profile.dailyGoalKcal)
            result.append((date, energy))
        }
        return result
    }

    /// The last weight known before `instant`: typed or from a device, whichever is later.
    public func weightKg(before instant: Date) async throws -> Double? {
        let day = state.calendar.day(containing: instant.addingTimeInterval(-1))
        let typed = state.body.lastWeighIn(onOrBefore: day)
        let measured = try await readings(of: .bodyMass)?.latest(.bodyMass, before: instant)
        switch (typed, measured) {
        case (let typed?, let measured?): return typed.at >= measured.end ? typed.kg : measured.value
        case (let typed?, nil): return typed.kg
        case (nil, let measured?): return measured.value
        case (nil, nil): return nil
        }
    }

    /// The sleep that ended on `date`.
    public func sleep(on date: CivilDate) async throws -> SleepNight? {
        let window = state.calendar.interval(of: date)
        let reach = DateInterval(start: window.start.addingTimeInterval(-SleepNight.reach), end: window.end)
        let measured = try await readings(of: .sleep)?.samples([.sleep], overlapping: reach) ?? []
        return SleepNight(measured, entries: state.sleep.entries(overlapping: reach), wakingIn: window)
    }

    /// Each day's weight between two days (the day's last reading, typed or measured) with its trend, which starts
    /// from the readings of the 60 days before, so the first day shown is not the trend's first reading.
    public func weights(from: CivilDate, to: CivilDate) async throws -> [WeightDay] {
        let calendar = state.calendar
        let start = from.adding(days: -60)
        var last: [CivilDate: (at: Date, kg: Double)] = [:]
        func note(_ day: CivilDate, _ at: Date, _ kg: Double) {
            if let seen = last[day], seen.at > at { return }
            last[day] = (at, kg)
        }
        for weighIn in state.body.weighIns(from: start, to: to) { note(weighIn.date, weighIn.at, weighIn.kg) }
        let span = DateInterval(start: calendar.interval(of: start).start, end: calendar.interval(of: to).end)
        for sample in try await readings(of: .bodyMass)?.samples([.bodyMass], overlapping: span) ?? [] {
            note(calendar.day(containing: sample.end), sample.end, sample.value)
        }
        let days = last.keys.sorted().map { (date: $0, kg: last[$0]!.kg) }
        return WeightDay.trend(days).filter { $0.date >= from && $0.date <= to }
    }

    /// What the weight trend implies was burned over `days` (the equation of consecutive days, as ``energies(from:through:)``
    /// gives them), next to what the equation said on those with food logged; nil with less than three weeks of either.
    public func impliedExpenditure(over days: [(date: CivilDate, energy: EnergyBalance)]) async throws -> ImpliedExpenditure? {
        let logged = days.filter { !state.food.entries(on: $0.date).isEmpty }
        guard logged.count >= ImpliedExpenditure.minimumDays, let first = days.first?.date, let last = days.last?.date else { return nil }
        return ImpliedExpenditure.from(
            days: logged.map { ($0.date, $0.energy.consumedKcal, $0.energy.burnedKcal) }, weights: try await weights(from: first, to: last))
    }

    /// What the weight trend of the 28 days before `date` implies was burned.
    public func impliedExpenditure(before date: CivilDate) async throws -> ImpliedExpenditure? {
        try await impliedExpenditure(over: energies(from: date.adding(days: -28), through: date.adding(days: -1)))
    }

    /// The day's steps (the largest source's), nil without any.
    public func steps(on date: CivilDate) async throws -> Double? {
        try await readings(of: .steps)?.totals(.steps, in: [state.calendar.interval(of: date)]).first?.value
    }
}
