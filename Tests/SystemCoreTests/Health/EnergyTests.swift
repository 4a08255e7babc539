import Foundation
import Testing

@testable import SystemCore

/// The seed's equation: resting energy from full days of basal readings (or an estimate, labelled), active energy
/// from the largest source only, food emptying the ring and the goal shifting it.
@Suite struct EnergyTests {
    static let day = DateInterval(start: instant("2026-11-20T00:00:00Z"), end: instant("2026-11-21T00:00:00Z"))

    static func sample(_ start: String, _ end: String, _ value: Double, source: String = "Watch") -> HealthSample {
        HealthSample(kind: .activeEnergy, source: source, start: instant(start), end: instant(end), value: value)
    }

    @Test(arguments: [
        ("2026-11-20T10:00:00Z", "2026-11-20T11:00:00Z", 60.0, 60.0),  // inside
        ("2026-11-19T23:30:00Z", "2026-11-20T00:30:00Z", 60.0, 30.0),  // across midnight: half each side
        ("2026-11-20T23:00:00Z", "2026-11-21T02:00:00Z", 90.0, 30.0),  // one hour of three
        ("2026-11-19T10:00:00Z", "2026-11-19T11:00:00Z", 60.0, 0.0),  // the day before
        ("2026-11-20T12:00:00Z", "2026-11-20T12:00:00Z", 5.0, 5.0),  // an instant inside counts whole
        ("2026-11-21T00:00:00Z", "2026-11-21T00:00:00Z", 5.0, 0.0),  // an instant at the end belongs to the next day
    ])
    func aReadingCountsInADayInProportionToItsTimeThere(_ start: String, _ end: String, _ value: Double, _ expected: Double) {
        #expect(abs(Self.sample(start, end, value).share(in: Self.day) - expected) < 1e-9)
    }

    @Test func aDaysTotalIsItsLargestSourceNotTheSumOfSources() {
        // The watch and the phone both count the same hours of movement.
        let samples = (8..<20).flatMap { hour in
            let start = String(format: "2026-11-20T%02d:00:00Z", hour), end = String(format: "2026-11-20T%02d:00:00Z", hour + 1)
            return [Self.sample(start, end, 30, source: "Watch"), Self.sample(start, end, 20, source: "iPhone")]
        }
        let totals = SourceTotals(samples, in: Self.day)
        #expect(totals.value == 360)
        #expect(totals.largest?.source == "Watch")
        #expect(totals.bySource["iPhone"]?.value == 240)
        #expect(abs((totals.bySource["Watch"]?.seconds ?? 0) - 12 * 3600) < 1e-6)
        #expect(SourceTotals([], in: Self.day).value == nil)
    }

    @Test(arguments: [
        ([24.0, 24, 24], [1600.0, 1700, 1800], 1700.0, 3),
        ([24.0, 17.9, 18], [1600.0, 500, 1800], 1700.0, 2),  // a day with less than 18 hours of readings is left out
        ([10.0, 5], [600.0, 300], nil, 0),  // no full day: no mean
    ])
    func restingEnergyIsTheMeanOfFullDaysOfBasalReadings(_ hours: [Double], _ kcal: [Double], _ expected: Double?, _ days: Int) {
        let totals = zip(hours, kcal).map { SourceTotals(["Watch": .init(value: $1, seconds: $0 * 3600)]) }
        let resting = EnergyBalance.resting(from: totals)
        #expect(resting?.kcal == expected)
        #expect((resting?.days ?? 0) == days)
    }

    @Test func leftoverIsBurnedPlusTheGoalMinusWhatWasEatenAndTheRingFollows() {
        var energy = EnergyBalance(
            consumedKcal: 0, deviceActiveKcal: 400, manualActiveKcal: 100, restingKcal: 1600, restingIsEstimate: false, restingDays: 30,
            goalKcal: -550)
        #expect(energy.burnedKcal == 2100)
        #expect(energy.allowanceKcal == 1550)
        #expect(energy.leftoverKcal == 1550)
        #expect(energy.ringFraction == 1)  // the day starts full
        energy.consumedKcal = 775
        #expect(energy.ringFraction == 0.5)  // food empties it
        energy.deviceActiveKcal += 775
        #expect(energy.leftoverKcal == 1550)  // activity refills it
        energy.consumedKcal = 4000
        #expect(energy.leftoverKcal < 0)
        #expect(energy.ringFraction == 0)
    }

    @Test(arguments: [
        (BodyProfile.Sex.male, 80.0, 180.0, "1996-11-20", 1780.0),  // 10·80 + 6.25·180 − 5·30 + 5
        (.female, 80.0, 180.0, "1996-11-20", 1614.0),
        (.female, 60.0, 165.0, "1996-11-21", 1325.25),  // 29 until tomorrow: 600 + 1031.25 − 145 − 161
    ])
    func theEstimateIsMifflinStJeor(_ sex: BodyProfile.Sex, _ kg: Double, _ cm: Double, _ birth: String, _ expected: Double) {
        let profile = BodyProfile(heightCm: cm, birthDate: civil(birth), sex: sex)
        #expect(profile.mifflinStJeor(weightKg: kg, on: civil("2026-11-20")) == expected)
        #expect(BodyProfile(heightCm: cm, sex: sex).mifflinStJeor(weightKg: kg, on: civil("2026-11-20")) == nil)
    }

    @Test(arguments: [(-1.0, -1100.0), (-0.5, -550.0), (0.0, 0.0), (0.25, 275.0)])
    func aWeeklyGoalShiftsEachDay(_ kg: Double, _ kcal: Double) {
        #expect(BodyProfile(weeklyChangeKg: kg).dailyGoalKcal == kcal)
    }
}

/// Weights as people type them, weigh-ins, activity and the profile: refused with the field named, never stored wrong.
@Suite struct BodyTests {
    @Test(arguments: [
        ("80.2kg", WeightUnit.kg, 80.2), ("80,2 kg", .kg, 80.2), ("80.2", .kg, 80.2), ("176.5lb", .kg, 80.059),
        ("176.5 lbs", .kg, 80.059), ("176.5", .lb, 80.059), ("80 kg", .lb, 80), ("  72 KG ", .kg, 72),
    ])
    func aWeightReadsAsTyped(_ text: String, _ unit: WeightUnit, _ kg: Double) throws {
        #expect(try unit.parse(text) == kg)
    }

    @Test(arguments: ["", "abc", "-80kg", "80 stone", "10kg", "900lb", "kg"])
    func aWeightThatDoesNotReadNamesTheField(_ text: String) {
        #expect(throws: DomainError.self) { try WeightUnit.kg.parse(text) }
        #expect((try? WeightUnit.kg.parse(text)) == nil)
        do {
            _ = try WeightUnit.kg.parse(text)
        } catch {
            #expect(error.field == "weight")
        }
    }

    @Test func theTrendMovesATenthOfTheWayToEachWeight() {
        let days = WeightDay.trend([(civil("2026-11-01"), 80), (civil("2026-11-02"), 81), (civil("2026-11-03"), 79)])
        #expect(days.map(\.trendKg) == [80, 80.1, 80.1 + 0.1 * (79 - 80.1)])
        #expect(days.map(\.kg) == [80, 81, 79])
    }

    @Test func weighInsActivityAndImportsAreKeptAndRemovedByNewEvents() throws {
        var state = UserState.fresh()
        let at = instant("2026-11-20T07:30:00Z")
        try state.run(.health(.weigh(WeighIn(id: fixedID(1), date: civil("2026-11-20"), at: at, kg: 80.2))), at: at)
        try state.run(.health(.weigh(WeighIn(id: fixedID(2), date: civil("2026-11-20"), at: at.plus(minutes: 60), kg: 80))), at: at)
        #expect(state.body.weighIns(on: civil("2026-11-20")).map(\.kg) == [80.2, 80])
        #expect(state.body.lastWeighIn(onOrBefore: civil("2026-11-25"))?.kg == 80)
        try state.run(.health(.removeWeighIn(fixedID(2))), at: at)
        #expect(state.body.lastWeighIn(onOrBefore: civil("2026-11-25"))?.kg == 80.2)

        try state.run(.health(.logActivity(Activity(id: fixedID(3), date: civil("2026-11-20"), label: " Football ", kcal: 450.4))), at: at)
        #expect(
            state.body.activities(on: civil("2026-11-20")) == [
                Activity(id: fixedID(3), date: civil("2026-11-20"), label: "Football", kcal: 450)
            ])
        try state.run(.health(.removeActivity(fixedID(3))), at: at)
        #expect(state.body.activities(on: civil("2026-11-20")).isEmpty)

        let record = HealthImport(id: fixedID(4), file: "export.zip", at: at, read: ["steps": 3], added: ["steps": 3], skipped: [:])
        try state.run(.health(.recordImport(record)), at: at)
        #expect(try state.run(.health(.recordImport(record)), at: at).isEmpty)  // the same import once
        #expect(state.body.imports == [record])
    }

    @Test func badBodyInputIsRefusedByField() {
        let state = UserState.fresh()
        let at = instant("2026-11-20T07:30:00Z")
        expectInvalid(
            .health(.weigh(WeighIn(id: fixedID(1), date: civil("2026-11-20"), at: at, kg: 12))), by: state, at: at, field: "weight")
        expectInvalid(
            .health(.logActivity(Activity(id: fixedID(1), date: civil("2026-11-20"), label: "  ", kcal: 100))), by: state, at: at,
            field: "label")
        expectInvalid(
            .health(.logActivity(Activity(id: fixedID(1), date: civil("2026-11-20"), label: "Run", kcal: 0))), by: state, at: at,
            field: "kcal")
        expectInvalid(.health(.setProfile(BodyProfile(heightCm: 20))), by: state, at: at, field: "heightCm")
        expectInvalid(.health(.setProfile(BodyProfile(weeklyChangeKg: 0.3))), by: state, at: at, field: "weeklyChangeKg")
        expectInvalid(.health(.setProfile(BodyProfile(birthDate: civil("1850-01-01")))), by: state, at: at, field: "birthDate")
        expectRefusal(.health(.removeWeighIn(fixedID(9))), by: state, at: at, kind: .notFound, code: "weigh_in_not_found", field: "id")
    }
}

/// Beyond the seed: what the weight trend says was burned, next to the devices' figure, once three weeks exist.
@Suite struct ImpliedExpenditureTests {
    static func days(_ count: Int, eaten: Double, burned: Double) -> [(date: CivilDate, eaten: Double, burned: Double)] {
        (0..<count).map { (civil("2026-11-01").adding(days: $0), eaten, burned) }
    }

    static func trend(from: Double, to: Double, span: Int) -> [WeightDay] {
        [
            WeightDay(date: civil("2026-11-01"), kg: from, trendKg: from),
            WeightDay(date: civil("2026-11-01").adding(days: span), kg: to, trendKg: to),
        ]
    }

    static let cases: [(eaten: Double, from: Double, to: Double, span: Int, implied: Double)] = [
        (2000, 80, 79, 28, 2275),  // a kilogram lost in four weeks: 275 kcal a day more burned than eaten
        (2500, 80, 80, 21, 2500),  // steady weight: burned what was eaten
        (2500, 80, 80.5, 21, 2316.666_666_666_7),  // gaining half a kilogram in three weeks: 183 kcal a day less burned
    ]

    @Test(arguments: cases)
    func eatenMinusWhatTheTrendStoredIsWhatWasBurned(_ example: (eaten: Double, from: Double, to: Double, span: Int, implied: Double))
        throws
    {
        let (eaten, from, to, span, implied) = example
        let value = try #require(
            ImpliedExpenditure.from(days: Self.days(span, eaten: eaten, burned: 2600), weights: Self.trend(from: from, to: to, span: span)))
        #expect(abs(value.impliedKcal - implied) < 1e-6)
        #expect(value.measuredKcal == 2600)
        #expect(value.days == span)
    }

    @Test func withLessThanThreeWeeksOfEitherThereIsNothingToSay() {
        #expect(
            ImpliedExpenditure.from(days: Self.days(20, eaten: 2000, burned: 2000), weights: Self.trend(from: 80, to: 79, span: 28)) == nil)
        #expect(
            ImpliedExpenditure.from(days: Self.days(28, eaten: 2000, burned: 2000), weights: Self.trend(from: 80, to: 79, span: 14)) == nil)
        #expect(ImpliedExpenditure.from(days: Self.days(28, eaten: 2000, burned: 2000), weights: []) == nil)
    }

    @Test func aWatchThatCountsMoreOverCounts() throws {
        let value = try #require(
            ImpliedExpenditure.from(days: Self.days(28, eaten: 2000, burned: 2400), weights: Self.trend(from: 80, to: 80, span: 28)))
        #expect(abs(value.difference - 0.2) < 1e-9)
    }
}

/// The health and sleep modules' coach messages: nothing eaten logged by the afternoon, a lapsed weigh-in, a short
/// night.
@Suite struct HealthCoachTests {
    static let user = UserID("coach-health")

    static func keys(_ state: UserState, at: String, facts: CoachFacts = CoachFacts()) -> [String] {
        Coach().evaluate(state, user: user, at: instant(at), facts: facts).scores.filter { $0.priority > 0 }.map(\.option.key)
    }

    /// A day with 1,200 kcal eaten, whose equation the store read from the devices.
    static func energy(resting: Double?, active: Double, eaten: Double = 1200) -> CoachFacts {
        var facts = CoachFacts()
        facts[EnergyToday.self] = EnergyBalance(
            consumedKcal: eaten, deviceActiveKcal: active, manualActiveKcal: 0, restingKcal: resting, restingIsEstimate: false,
            restingDays: resting == nil ? 0 : 30, goalKcal: 0)
        return facts
    }

    @Test(
        arguments: [
            // resting, active, eaten, the moment → the energy messages that may speak
            (1600.0, 500.0, 1200.0, "2026-11-20T22:00:00Z", ["health.energy.1", "health.energy.2"]),  // 900 left in the evening
            (1600.0, 500.0, 1200.0, "2026-11-20T12:00:00Z", []),  // the same at noon: not yet
            (1600.0, 0.0, 1500.0, "2026-11-20T22:00:00Z", []),  // 100 left: too little to mention
            (1600.0, 0.0, 2200.0, "2026-11-20T22:00:00Z", ["health.energy.3"]),  // 600 past the ring
            (1600.0, 500.0, 0.0, "2026-11-20T22:00:00Z", []),  // nothing eaten yet says nothing about the day
        ] as [(Double, Double, Double, String, [String])])
    func energyLeftInTheEvening(resting: Double, active: Double, eaten: Double, at: String, expected: [String]) {
        let keys = Self.keys(UserState.fresh(), at: at, facts: Self.energy(resting: resting, active: active, eaten: eaten))
        #expect(keys.filter { $0.hasPrefix("health.energy.") } == expected)
    }

    @Test func theEveningMessageSaysWhatIsLeftAndAnUnknownRestingEnergySaysNothing() {
        let facts = Self.energy(resting: 1600, active: 500)
        let evaluation = Coach(options: Coach().options.filter { $0.key == "health.energy.1" }).evaluate(
            UserState.fresh(), user: Self.user, at: instant("2026-11-20T22:00:00Z"), facts: facts)
        #expect(evaluation.message.text.hasPrefix("900 kcal left in today's ring"))
        #expect(evaluation.explanation.because.contains("900 kcal are left in today's ring"))
        // Without resting energy the equation is not whole: no message rather than a wrong one.
        #expect(
            Self.keys(UserState.fresh(), at: "2026-11-20T22:00:00Z", facts: Self.energy(resting: nil, active: 500)).allSatisfy {
                !$0.hasPrefix("health.energy.")
            })
    }

    @Test func aScalesWeightAndADevicesNightReachTheCoach() throws {
        var state = UserState.fresh()
        let at = instant("2026-11-10T07:00:00Z")
        try state.run(.health(.weigh(WeighIn(id: fixedID(1), date: civil("2026-11-10"), at: at, kg: 80))), at: at)
        #expect(Self.keys(state, at: "2026-11-20T08:00:00Z").contains { $0.hasPrefix("health.weight.") })
        var facts = CoachFacts()
        facts[LastWeighIn.self] = civil("2026-11-19")  // the scale sent one yesterday
        #expect(!Self.keys(state, at: "2026-11-20T08:00:00Z", facts: facts).contains { $0.hasPrefix("health.weight.") })

        let watch = HealthSample(
            kind: .sleep, source: "Watch", start: instant("2026-11-20T02:00:00Z"), end: instant("2026-11-20T06:45:00Z"), value: 0,
            stage: .core)
        let day = DateInterval(start: instant("2026-11-20T04:00:00Z"), end: instant("2026-11-21T04:00:00Z"))
        facts[LastNight.self] = SleepNight([watch], wakingIn: day)
        #expect(Self.keys(UserState.fresh(), at: "2026-11-20T08:00:00Z", facts: facts).contains { $0.hasPrefix("sleep.short.") })
    }

    @Test func nothingLoggedByTheAfternoonForSomeoneWhoLogsFood() throws {
        var state = UserState.fresh()
        let egg = LoggedFood(foodId: 1, name: "Egg, raw", description: nil, per100g: [1008: 143])
        try state.run(
            .food(.log(id: fixedID(1), date: civil("2026-11-19"), meal: .breakfast, food: egg, amount: 1, unit: "g", grams: 50)),
            at: instant("2026-11-19T08:00:00Z"))
        #expect(Self.keys(state, at: "2026-11-20T15:00:00Z").contains { $0.hasPrefix("health.food.") })
        #expect(!Self.keys(state, at: "2026-11-20T11:00:00Z").contains { $0.hasPrefix("health.food.") })  // before lunch is over
        try state.run(
            .food(.log(id: fixedID(2), date: civil("2026-11-20"), meal: .lunch, food: egg, amount: 1, unit: "g", grams: 50)),
            at: instant("2026-11-20T13:00:00Z"))
        #expect(!Self.keys(state, at: "2026-11-20T15:00:00Z").contains { $0.hasPrefix("health.food.") })
        // Someone who never logs food is not asked to.
        #expect(!Self.keys(UserState.fresh(), at: "2026-11-20T15:00:00Z").contains { $0.hasPrefix("health.food.") })
    }

    @Test func aWeighInAWeekOldIsMentionedInTheMorning() throws {
        var state = UserState.fresh()
        let at = instant("2026-11-10T07:00:00Z")
        try state.run(.health(.weigh(WeighIn(id: fixedID(1), date: civil("2026-11-10"), at: at, kg: 80))), at: at)
        #expect(!Self.keys(state, at: "2026-11-14T08:00:00Z").contains { $0.hasPrefix("health.weight.") })
        #expect(Self.keys(state, at: "2026-11-20T08:00:00Z").contains { $0.hasPrefix("health.weight.") })
    }

    @Test func aShortNightAsksToGoEasy() throws {
        var state = UserState.fresh()
        let night = SleepEntry(id: fixedID(1), bedtime: instant("2026-11-20T02:30:00Z"), wake: instant("2026-11-20T06:30:00Z"), quality: 2)
        try state.run(.sleep(.log(night)), at: instant("2026-11-20T07:00:00Z"))
        #expect(Self.keys(state, at: "2026-11-20T08:00:00Z").contains { $0.hasPrefix("sleep.short.") })
        var rested = UserState.fresh()
        let long = SleepEntry(id: fixedID(1), bedtime: instant("2026-11-19T22:30:00Z"), wake: instant("2026-11-20T06:30:00Z"), quality: 4)
        try rested.run(.sleep(.log(long)), at: instant("2026-11-20T07:00:00Z"))
        #expect(!Self.keys(rested, at: "2026-11-20T08:00:00Z").contains { $0.hasPrefix("sleep.short.") })
    }
}

/// Daily nutrient targets: a floor for protein and fibre, a ceiling for the rest, against the day's food.
@Suite struct NutrientTargetsTests {
    @Test func aDayStandsAgainstItsTargets() throws {
        var state = UserState.fresh()
        let at = instant("2026-11-20T08:00:00Z")
        try state.run(.health(.setTargets(NutrientTargets([Nutrient.protein: 20, Nutrient.sodium: 500, Nutrient.fibre: 10]))), at: at)
        let food = LoggedFood(foodId: nil, name: "Salted eggs", description: nil, per100g: [Nutrient.protein: 12.5, Nutrient.sodium: 400])
        try state.run(
            .food(.log(id: fixedID(1), date: civil("2026-11-20"), meal: .lunch, food: food, amount: 200, unit: "g", grams: 200)), at: at)
        let progress = state.body.targets.progress(of: FoodDay(state.food.entries(on: civil("2026-11-20"))))
        #expect(progress.map(\.id) == [Nutrient.protein, Nutrient.fibre, Nutrient.sodium])  // the headline's order
        #expect(progress.map(\.total) == [25, 0, 800])
        #expect(progress.map(\.isOnTrack) == [true, false, false])  // protein reached; no fibre yet; sodium past its ceiling
        #expect(progress.map(\.kind) == [.atLeast, .atLeast, .atMost])
        // Setting the same targets again writes nothing.
        #expect(try state.run(.health(.setTargets(state.body.targets)), at: at).isEmpty)
    }

    @Test func vitaminsAndMineralsHaveTargetsInUSDAsUnitsAndSayWhenAFoodHasNoFigure() throws {
        var state = UserState.fresh()
        let at = instant("2026-11-20T08:00:00Z")
        let vitaminC = 1162, vitaminD = 1114
        try state.run(.health(.setTargets(NutrientTargets([vitaminC: 90, vitaminD: 15]))), at: at)
        let orange = LoggedFood(foodId: nil, name: "Orange", description: nil, per100g: [vitaminC: 53.2, vitaminD: 0])
        let bread = LoggedFood(foodId: nil, name: "Bread", description: nil, per100g: [vitaminC: 0])
        for (id, food) in [(1, orange), (2, bread)] {
            try state.run(
                .food(.log(id: fixedID(id), date: civil("2026-11-20"), meal: .lunch, food: food, amount: 200, unit: "g", grams: 200)),
                at: at)
        }
        let progress = state.body.targets.progress(of: FoodDay(state.food.entries(on: civil("2026-11-20"))))
        #expect(progress.map(\.key) == ["vitaminC", "vitaminD"])
        #expect(progress.map(\.unit) == ["mg", "µg"])
        #expect(progress[0].sentence == "vitamin C 106.4 mg of at least 90 mg")
        #expect(progress[0].isOnTrack)
        // The bread was not analysed for vitamin D: the day's 0 µg is "at least", and said so.
        #expect(progress[1].isIncomplete)
        #expect(progress[1].sentence == "vitamin D 0 µg of at least 15 µg (some food has no figure for it)")
        #expect(NutrientTargets.entries.filter(\.isMicro).count == 18)
        #expect(Set(NutrientTargets.entries.map(\.key)).count == NutrientTargets.entries.count)
    }

    @Test(arguments: [
        ([Nutrient.protein: 0.0], "protein"), ([Nutrient.fat: -5.0], "fat"), ([Nutrient.sodium: 30_000.0], "sodium"),
        ([Nutrient.energyKcal: 2000.0], "targets"), ([Nutrient.sugars: .nan], "sugars"), ([1114: 25_000.0], "vitaminD"),
        ([1051: 2000.0], "targets"),
    ])
    func aTargetThatDoesNotReadNamesItsNutrient(_ amounts: [Int: Double], _ field: String) {
        expectInvalid(
            .health(.setTargets(NutrientTargets(amounts))), by: UserState.fresh(), at: instant("2026-11-20T08:00:00Z"), field: field)
    }
}
