import Foundation
import SystemCore
import SystemStore

/// `/health`: a day's energy ring and food, weight with its trend, activity logged by hand, the body's profile,
/// the history of the last weeks, and importing Apple Health.
struct HealthPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let date: String
    /// The forms' idempotency key.
    let key: String
    let heading: String
    let previousHref: String
    let nextHref: String?
    /// The Daily modules' own drawings of the day, reused here.
    let energy: String
    let food: String
    let weight: WeightCard
    let activities: [ActivityRow]
    let hasActivities: Bool
    let activityInput: ActivityInput
    let activityError: String?
    let profile: ProfileForm
    let profileError: String?
    let targetFields: [TargetField]
    /// The vitamins' and minerals' targets, in a part of the form of their own.
    let microTargetFields: [TargetField]
    let microTargetsOpen: Bool
    let targetsError: String?
    /// The day's vitamins and minerals, when food was logged.
    let micronutrients: [MicroRow]
    let hasMicronutrients: Bool
    /// The last week's nutrients against their targets.
    let targetChart: BarChart?

    struct MicroRow: Sendable, Encodable {
        let name: String
        let total: String
        let target: String
        let isMet: Bool
    }
    let history: History
    let imports: [ImportRow]
    let hasImports: Bool
    /// Why no import is possible here (a store without SQL), or nil.
    let importRefusal: String?

    struct WeightCard: Sendable, Encodable {
        let unit: String
        let input: String
        let error: String?
        let today: [WeighInRow]
        let latest: String?
        let chart: String?
        let recent: [WeightRow]
        let hasRecent: Bool
        let hasToday: Bool
    }

    struct WeighInRow: Sendable, Encodable {
        let id: String
        let text: String
        let key: String
    }

    struct WeightRow: Sendable, Encodable {
        let day: String
        let weight: String
        let trend: String
    }

    struct ActivityRow: Sendable, Encodable {
        let id: String
        let label: String
        let kcal: String
        let key: String
    }

    struct ActivityInput: Sendable, Encodable {
        var label = ""
        var kcal = ""
    }

    struct ProfileForm: Sendable, Encodable {
        let units: [Choice]
        let sexes: [Choice]
        let goals: [Choice]
        let height: String
        let birthDate: String
    }

    struct TargetField: Sendable, Encodable {
        let key: String
        let label: String
        let value: String
    }

    struct Choice: Sendable, Encodable {
        let value: String
        let label: String
        let selected: Bool
    }

    struct History: Sendable, Encodable {
        let chart: String
        let rows: [HistoryRow]
        let week: String
        /// What the weight trend says was burned, next to the devices' figure; or what it still needs.
        let implied: String
    }

    struct HistoryRow: Sendable, Encodable {
        let day: String
        let eaten: String
        let burned: String
        let balance: String
    }

    struct ImportRow: Sendable, Encodable {
        let file: String
        let when: String
        let counts: String
    }

    /// What a refused form posted, and why.
    enum Problem: Sendable {
        case weight(String, DomainError)
        case activity(ActivityInput, DomainError)
        case profile(DomainError)
        case targets([String: String], DomainError)
    }

    init(
        state: UserState, now: Date, date: CivilDate, energy: String, food: String, weights: [WeightDay],
        days: [(CivilDate, EnergyBalance)], implied: ImpliedExpenditure?,
        importRefusal: String?, problem: Problem? = nil, newKey: () -> String
    ) {
        chrome = Chrome(.health, state: state, now: now)
        let today = state.today(now: now)
        self.date = date.description
        key = newKey()
        heading = date == today ? "Health today" : "Health on \(Readable.day(date))"
        previousHref = "/health?date=\(date.adding(days: -1))"
        nextHref = date < today ? (date.adding(days: 1) == today ? "/health" : "/health?date=\(date.adding(days: 1))") : nil
        self.energy = energy
        self.food = food
        let body = state.body
        let unit = body.profile.weightUnit
        var weightInput = "", weightError: String? = nil
        if case .weight(let typed, let error) = problem { (weightInput, weightError) = (typed, error.message) }
        let recent = Array(weights.suffix(7).reversed())
        weight = WeightCard(
            unit: unit.rawValue, input: weightInput, error: weightError,
            today: body.weighIns(on: date).map {
                WeighInRow(
                    id: $0.id.description, text: "\(unit.format(kg: $0.kg)) at \(Readable.time($0.at, in: state.calendar))", key: newKey())
            },
            latest: weights.last.map {
                "Trend \(unit.format(kg: $0.trendKg)) (\(Readable.dayWithoutYear($0.date)): \(unit.format(kg: $0.kg)))"
            },
            chart: HealthCharts.weight(weights, unit: unit),
            recent: recent.map {
                WeightRow(day: Readable.shortDay($0.date), weight: unit.format(kg: $0.kg), trend: unit.format(kg: $0.trendKg))
            },
            hasRecent: !recent.isEmpty, hasToday: !body.weighIns(on: date).isEmpty)
        activities = body.activities(on: date).map {
            ActivityRow(id: $0.id.description, label: $0.label, kcal: "\(Readable.count(Int($0.kcal))) kcal", key: newKey())
        }
        hasActivities = !activities.isEmpty
        if case .activity(let input, let error) = problem {
            activityInput = input
            activityError = error.message
        } else {
            activityInput = ActivityInput()
            activityError = nil
        }
        let profile = body.profile
        self.profile = ProfileForm(
            units: WeightUnit.allCases.map { Choice(value: $0.rawValue, label: $0.rawValue, selected: $0 == profile.weightUnit) },
            sexes: [Choice(value: "", label: "Not given", selected: profile.sex == nil)]
                + BodyProfile.Sex.allCases.map { Choice(value: $0.rawValue, label: $0.rawValue.capitalized, selected: $0 == profile.sex) },
            goals: BodyProfile.weeklyChanges.map { change in
                let label =
                    change == 0
                    ? "Keep my weight" : "\(change < 0 ? "Lose" : "Gain") \(Readable.amount(abs(change))) kg a week"
                return Choice(value: Readable.amount(change), label: label, selected: change == profile.weeklyChangeKg)
            },
            height: profile.heightCm.map { Readable.amount($0) } ?? "", birthDate: profile.birthDate?.description ?? "")
        if case .profile(let error) = problem { profileError = error.message } else { profileError = nil }
        var typedTargets: [String: String] = [:]
        if case .targets(let typed, let error) = problem {
            typedTargets = typed
            targetsError = error.message
        } else {
            targetsError = nil
        }
        let fields = NutrientTargets.entries.map { nutrient in
            (
                nutrient.isMicro,
                TargetField(
                    key: nutrient.key,
                    label: "\(nutrient.name.prefix(1).uppercased() + nutrient.name.dropFirst()) (\(nutrient.unit), "
                        + "\(nutrient.kind == .atLeast ? "at least" : "at most"))",
                    value: typedTargets[nutrient.key] ?? body.targets.amounts[nutrient.id].map { Readable.amount($0) } ?? "")
            )
        }
        targetFields = fields.filter { !$0.0 }.map(\.1)
        microTargetFields = fields.filter(\.0).map(\.1)
        microTargetsOpen = microTargetFields.contains { !$0.value.isEmpty }
        // The day's vitamins and minerals: each total, "at least" when some food has no figure, against its target.
        let eaten = FoodDay(state.food.entries(on: date))
        micronutrients =
            eaten.entries.isEmpty
            ? []
            : NutrientTargets.entries.filter(\.isMicro).map { nutrient in
                let total = eaten.total(nutrient.id)
                let known = eaten.entries.contains { $0.value(of: nutrient.id) != nil }
                let missing = eaten.isIncomplete(nutrient.id)
                let amount = "\(Readable.amount((total * 10).rounded() / 10)) \(nutrient.unit)"
                return MicroRow(
                    name: nutrient.name.prefix(1).uppercased() + nutrient.name.dropFirst(),
                    total: !known ? "no figure" : missing ? "at least \(amount)" : amount,
                    target: body.targets.amounts[nutrient.id].map { "\(Readable.amount($0)) \(nutrient.unit)" } ?? "",
                    isMet: body.targets.amounts[nutrient.id].map { total >= $0 } ?? false)
            }
        hasMicronutrients = !micronutrients.isEmpty
        // The week's nutrients against their targets: each target's mean over the days with food logged.
        let week = (0..<7).map { date.adding(days: -$0) }.map { FoodDay(state.food.entries(on: $0)) }.filter { !$0.entries.isEmpty }
        let targeted = NutrientTargets.entries.filter { body.targets.amounts[$0.id] != nil }
        targetChart =
            week.isEmpty || targeted.isEmpty
            ? nil
            : BarChart(
                title: "The last 7 days' nutrients against their targets",
                rows: targeted.map { nutrient in
                    let mean = week.reduce(0.0) { $0 + $1.total(nutrient.id) } / Double(week.count)
                    let target = body.targets.amounts[nutrient.id]!
                    return BarChart.Row(
                        label: nutrient.name.prefix(1).uppercased() + nutrient.name.dropFirst(),
                        // Each against its own target (grams and micrograms share no scale): the outline is the target.
                        value: mean / target, valueText: "\(Readable.amount((mean * 10).rounded() / 10)) \(nutrient.unit) a day",
                        compare: 1,
                        compareText: "\(nutrient.kind == .atLeast ? "at least" : "at most") \(Readable.amount(target)) \(nutrient.unit)")
                }, seriesName: "Eaten, a day's mean over \(week.count) \(week.count == 1 ? "day" : "days") with food logged",
                compareName: "Target")
        let kcal = { (value: Double) in Readable.count(Int(value.rounded())) }
        // A day with no food logged has no balance: an empty log is not a fast.
        let logged = days.filter { !state.food.entries(on: $0.0).isEmpty }
        // The week before the day: the day itself is still being eaten.
        let lastWeek = logged.filter { $0.0 >= date.adding(days: -7) && $0.0 < date }
        let weekBalance = lastWeek.reduce(0.0) { $0 + $1.1.consumedKcal - $1.1.burnedKcal }
        history = History(
            chart: HealthCharts.balance(days.map { day in (day.0, logged.contains { $0.0 == day.0 } ? day.1 : nil) }),
            rows: days.reversed().map { day, energy in
                guard logged.contains(where: { $0.0 == day }) else {
                    return HistoryRow(day: Readable.shortDay(day), eaten: "–", burned: kcal(energy.burnedKcal), balance: "–")
                }
                let balance = energy.consumedKcal - energy.burnedKcal
                return HistoryRow(
                    day: Readable.shortDay(day), eaten: kcal(energy.consumedKcal), burned: kcal(energy.burnedKcal),
                    balance: "\(balance > 0 ? "+" : balance < 0 ? "−" : "")\(kcal(abs(balance)))")
            },
            week: lastWeek.isEmpty
                ? "No food logged in the 7 days before: a balance counts only days with food logged (– in the table)."
                : "The 7 days before, \(lastWeek.count) with food logged: \(kcal(abs(weekBalance))) kcal \(weekBalance > 0 ? "more" : "less") eaten than burned, about \(Readable.amount((abs(weekBalance) / BodyProfile.kcalPerKg * 100).rounded() / 100)) kg \(weekBalance > 0 ? "gained" : "lost").",
            implied: HealthPage.implied(implied))
        self.importRefusal = importRefusal
        imports = body.imports.reversed().map { record in
            ImportRow(
                file: record.file, when: Readable.day(state.calendar.calendarDate(record.at)),
                counts:
                    "read \(Readable.count(record.readCount)), added \(Readable.count(record.addedCount)), skipped \(Readable.count(record.skippedCount))"
            )
        }
        hasImports = !imports.isEmpty
    }
}

extension HealthPage {
    static func implied(_ value: ImpliedExpenditure?) -> String {
        guard let value else {
            return
                "After three weeks of food logged and of weight, this shows what your weight trend says you burn, next to your devices' figure."
        }
        let kcal = { (x: Double) in Readable.count(Int(x.rounded())) }
        let percent = Int((abs(value.difference) * 100).rounded())
        let verdict =
            percent < 5 ? "close to it" : "\(percent) % \(value.difference > 0 ? "more: they over-count" : "less: they under-count")"
        return "Over the last \(value.spanDays) days your weight trend says you burn about \(kcal(value.impliedKcal)) kcal a day; "
            + "your devices and estimates say \(kcal(value.measuredKcal)), \(verdict)."
    }
}

/// The Health page's charts, drawn as SVG on the server; each is a picture of a table the page also shows in text.
enum HealthCharts {
    /// The weight (dots) and its trend (a line) over the days given.
    static func weight(_ days: [WeightDay], unit: WeightUnit) -> String? {
        guard days.count >= 2, let first = days.first, let last = days.last else { return nil }
        let values = days.flatMap { [unit.fromKg($0.kg), unit.fromKg($0.trendKg)] }
        let low = (values.min()! - 0.5).rounded(.down), high = (values.max()! + 0.5).rounded(.up)
        let span = Double(max(1, last.date.daysSinceEpoch - first.date.daysSinceEpoch))
        func x(_ day: CivilDate) -> Double { 30 + 280 * Double(day.daysSinceEpoch - first.date.daysSinceEpoch) / span }
        func y(_ value: Double) -> Double { 10 + 100 * (high - unit.fromKg(value)) / (high - low) }
        let line = days.map { "\(f(x($0.date))),\(f(y($0.trendKg)))" }.joined(separator: " ")
        let dots = days.map { "<circle cx=\"\(f(x($0.date)))\" cy=\"\(f(y($0.kg)))\" r=\"2\"/>" }.joined()
        return """
            <svg class="chart weight-chart" viewBox="0 0 320 130" role="img" aria-label="Weight and its trend, \(Readable.shortDay(first.date)) to \(Readable.shortDay(last.date))">\
            <text class="axis" x="0" y="14">\(Readable.amount(high))</text><text class="axis" x="0" y="112">\(Readable.amount(low))</text>\
            <text class="axis" x="30" y="126">\(Readable.shortDay(first.date))</text>\
            <text class="axis" x="310" y="126" text-anchor="end">\(Readable.shortDay(last.date))</text>\
            <g class="weight-dots">\(dots)</g><polyline class="trend" fill="none" points="\(line)"/></svg>
            """
    }

    /// Eaten against burned per day: a bar per day above the line for a surplus, below for a deficit; none for a day
    /// with no food logged.
    static func balance(_ days: [(CivilDate, EnergyBalance?)]) -> String {
        let balances = days.map { $0.1.map { $0.consumedKcal - $0.burnedKcal } }
        let reach = max(500, balances.compactMap { $0.map(abs) }.max() ?? 0)
        let width = 280 / Double(max(1, days.count))
        let bars = balances.enumerated().compactMap { index, balance -> String? in
            guard let balance else { return nil }
            let height = 50 * abs(balance) / reach
            return
                "<rect class=\"\(balance > 0 ? "surplus" : "deficit")\" x=\"\(f(30 + Double(index) * width + 1))\" y=\"\(f(balance > 0 ? 60 - height : 60))\" width=\"\(f(max(1, width - 2)))\" height=\"\(f(height))\"/>"
        }.joined()
        return """
            <svg class="chart balance-chart" viewBox="0 0 320 120" role="img" aria-label="Energy balance per day: bars above the line are days eaten beyond what was burned">\
            <line class="axis-line" x1="30" x2="310" y1="60" y2="60"/>\(bars)</svg>
            """
    }

    static func f(_ value: Double) -> String { String(value, places: 1) }
}
