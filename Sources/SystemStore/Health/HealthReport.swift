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

    /// The report of `user` in `storage` (the service's store).
    public static func of(_ user: UserID, state: UserState, in storage: any Sendable) async throws -> HealthReport {
        HealthReport(state: state, samples: try await HealthSamples.of(storage, for: user))
    }

    /// The day's energy equation.
    public func energy(on date: CivilDate) async throws -> EnergyBalance {
        let calendar = state.calendar
        let window = calendar.interval(of: date)
        let consumed = FoodDay(state.food.entries(on: date)).total(Nutrient.energyKcal)
        let manual = state.body.activities(on: date).reduce(0) { $0 + $1.kcal }
        var device = 0.0
        var resting: (kcal: Double, days: Int)? = nil
        if let samples {
            device = try await samples.totals(.activeEnergy, in: [window]).first?.value ?? 0
            let prior = (1...EnergyBalance.restingWindowDays).map { calendar.interval(of: date.adding(days: -$0)) }
            resting = EnergyBalance.resting(from: try await samples.totals(.basalEnergy, in: prior))
        }
        var estimate: Double? = nil
        if resting == nil, let kg = try await weightKg(before: window.end) {
            estimate = state.body.profile.mifflinStJeor(weightKg: kg, on: date)
        }
        return EnergyBalance(
            consumedKcal: consumed, deviceActiveKcal: device, manualActiveKcal: manual, restingKcal: resting?.kcal ?? estimate,
            restingIsEstimate: resting == nil && estimate != nil, restingDays: resting?.days ?? 0,
            goalKcal: state.body.profile.dailyGoalKcal)
    }

    /// The last weight known before `instant`: typed or from a device, whichever is later.
    public func weightKg(before instant: Date) async throws -> Double? {
        let day = state.calendar.day(containing: instant.addingTimeInterval(-1))
        let typed = state.body.lastWeighIn(onOrBefore: day)
        let measured = try await samples?.latest(.bodyMass, before: instant)
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
        let readings = try await samples?.samples([.sleep], overlapping: reach) ?? []
        return SleepNight(readings, entries: state.sleep.entries(overlapping: reach), wakingIn: window)
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
        for sample in try await samples?.samples([.bodyMass], overlapping: span) ?? [] {
            note(calendar.day(containing: sample.end), sample.end, sample.value)
        }
        let days = last.keys.sorted().map { (date: $0, kg: last[$0]!.kg) }
        return WeightDay.trend(days).filter { $0.date >= from && $0.date <= to }
    }

    /// What the weight trend of the 28 days before `date` implies was burned, next to what the equation said on the
    /// days with food logged; nil with less than three weeks of either.
    public func impliedExpenditure(before date: CivilDate) async throws -> ImpliedExpenditure? {
        let from = date.adding(days: -28), to = date.adding(days: -1)
        var days: [(date: CivilDate, eaten: Double, burned: Double)] = []
        for offset in 0..<28 {
            let day = from.adding(days: offset)
            guard !state.food.entries(on: day).isEmpty else { continue }
            let energy = try await energy(on: day)
            days.append((day, energy.consumedKcal, energy.burnedKcal))
        }
        guard days.count >= ImpliedExpenditure.minimumDays else { return nil }
        return ImpliedExpenditure.from(days: days, weights: try await weights(from: from, to: to))
    }

    /// The day's steps (the largest source's), nil without any.
    public func steps(on date: CivilDate) async throws -> Double? {
        try await samples?.totals(.steps, in: [state.calendar.interval(of: date)]).first?.value
    }
}
