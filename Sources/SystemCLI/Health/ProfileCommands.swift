import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system health profile`: the body's figures resting energy is estimated from, the weight unit and the weekly goal.
struct HealthProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile", abstract: "Show or change your body's profile: weight unit, height, birth date, sex, weekly goal.",
        discussion: """
            Without a device's basal readings, resting energy is estimated from height, birth date, sex and the last \
            weight (Mifflin–St Jeor). The weekly goal shifts each day's allowance: -0.5 loses half a kilogram a week \
            (550 kcal a day less). Options left out keep their value; --sex none forgets it.
            """)

    @Option(help: ArgumentHelp("How weights are shown and read: kg or lb.", valueName: "UNIT"))
    var unit: String?
    @Option(help: ArgumentHelp("Your height: 180, 180cm or 1.80m.", valueName: "HEIGHT"))
    var height: String?
    @Option(help: ArgumentHelp("Your birth date, YYYY-MM-DD.", valueName: "DATE"))
    var born: String?
    @Option(help: ArgumentHelp("female, male, or none.", valueName: "SEX"))
    var sex: String?
    @Option(
        name: .customLong("weekly-goal"), parsing: .unconditional,
        help: ArgumentHelp("kg a week, from -1 to 1 in steps of 0.25 (0 keeps your weight).", valueName: "KG"))
    var weeklyGoal: String?

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let unit, WeightUnit(rawValue: unit.lowercased()) == nil { throw ValidationError("--unit: weights are in kg or lb.") }
        if let height, Self.centimetres(height) == nil {
            throw ValidationError("--height: “\(height)” is not a height; write 180, 180cm or 1.80m.")
        }
        if let born, CivilDate(born) == nil { throw ValidationError("--born: “\(born)” is not a date; use YYYY-MM-DD.") }
        if let sex, !["female", "male", "none"].contains(sex.lowercased()) {
            throw ValidationError("--sex: write female, male or none.")
        }
        if let weeklyGoal, Self.kilograms(weeklyGoal) == nil {
            throw ValidationError("--weekly-goal: “\(weeklyGoal)” is not a number of kg; write -0.5 to lose half a kilogram a week.")
        }
    }

    func run() async throws {
        try await store.withService { service in
            var profile = try await service.state().body.profile
            if let unit { profile.weightUnit = WeightUnit(rawValue: unit.lowercased())! }
            if let height { profile.heightCm = Self.centimetres(height) }
            if let born { profile.birthDate = CivilDate(born) }
            if let sex { profile.sex = BodyProfile.Sex(rawValue: sex.lowercased()) }
            if let weeklyGoal { profile.weeklyChangeKg = Self.kilograms(weeklyGoal)! }
            let state = try await service.execute(.health(.setProfile(profile))).state
            let saved = state.body.profile
            if output.json { return say(JSONText.encode(BodyProfileJSON(saved))) }
            for line in Self.lines(saved) { say(line) }
        }
    }

    static func lines(_ profile: BodyProfile) -> [String] {
        let goal =
            profile.weeklyChangeKg == 0
            ? "keep your weight"
            : "\(profile.weeklyChangeKg < 0 ? "lose" : "gain") \(Readable.amount(abs(profile.weeklyChangeKg))) kg a week "
                + "(\(Readable.count(Int(abs(profile.dailyGoalKcal).rounded()))) kcal a day \(profile.weeklyChangeKg < 0 ? "less" : "more"))"
        return [
            "Weights in \(profile.weightUnit.rawValue)",
            "Height: \(profile.heightCm.map { "\(Readable.amount($0)) cm" } ?? "not given")",
            "Born: \(profile.birthDate?.description ?? "not given")",
            "Sex: \(profile.sex?.rawValue ?? "not given")",
            "Goal: \(goal)",
        ]
    }

    /// "180", "180cm", "180 cm", "1.80m" → 180.
    static func centimetres(_ text: String) -> Double? {
        let trimmed = text.lowercased().replacingOccurrences(of: ",", with: ".").replacingOccurrences(of: " ", with: "")
        if trimmed.hasSuffix("cm") { return Double(trimmed.dropLast(2)).flatMap { $0.isFinite ? $0 : nil } }
        if trimmed.hasSuffix("m") { return Double(trimmed.dropLast()).flatMap { $0.isFinite ? $0 * 100 : nil } }
        return Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
    }

    /// "-0.5", "-0.5kg", "+0,25" → the number.
    static func kilograms(_ text: String) -> Double? {
        var trimmed = text.lowercased().replacingOccurrences(of: ",", with: ".").replacingOccurrences(of: " ", with: "")
        if trimmed.hasSuffix("kg") { trimmed.removeLast(2) }
        return Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
    }
}

/// `system health targets`: daily targets for nutrients, vitamins and minerals.
struct HealthTargetsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "targets", abstract: "Show or set daily nutrient targets: system health targets --set protein=120 --clear sodium.",
        discussion: """
            Protein, fibre and the vitamins and minerals are floors (at least); fat, saturated fat, carbohydrate, \
            sugars and sodium are ceilings (at most). Amounts are in USDA's units: g for the headline nutrients, mg \
            or µg for the rest (each is listed below once set; \(keys)).
            """)

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp("A target, NUTRIENT=AMOUNT (repeatable): protein=120, vitaminC=90.", valueName: "NUTRIENT=AMOUNT"))
    var set: [String] = []
    @Option(name: .customLong("clear"), help: ArgumentHelp("A nutrient whose target to remove (repeatable).", valueName: "NUTRIENT"))
    var clear: [String] = []

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        for pair in set { _ = try Self.target(pair) }
        for key in clear where Self.entry(key) == nil {
            throw ValidationError("--clear: “\(key)” is not a nutrient (\(Self.keys)).")
        }
    }

    /// "protein, fat, …". Every command's start reads this command's configuration, and the help with it: a loop, as
    /// the unspecialized `joined(separator:)` costs a scan of the binary's conformance records at its first use.
    static var keys: String {
        var text = ""
        for entry in NutrientTargets.entries { text += text.isEmpty ? entry.key : ", " + entry.key }
        return text
    }

    /// `protein=120` → protein's entry and 120.
    static func target(_ pair: String) throws -> (entry: NutrientTargets.Entry, amount: Double) {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let entry = entry(parts[0]) else {
            throw ValidationError("--set: “\(pair)” is not NUTRIENT=AMOUNT with a known nutrient (\(keys)).")
        }
        guard let amount = Double(parts[1].replacingOccurrences(of: ",", with: ".")), amount.isFinite else {
            throw ValidationError("--set: “\(parts[1])” is not an amount for \(parts[0]); write a number in \(entry.unit).")
        }
        return (entry, amount)
    }

    /// A nutrient by its key or its name, in any case: "vitaminC", "vitamin c", "Saturated fat".
    static func entry(_ text: String) -> NutrientTargets.Entry? {
        let folded = text.lowercased().replacingOccurrences(of: " ", with: "")
        return NutrientTargets.entries.first {
            $0.key.lowercased() == folded || $0.name.lowercased().replacingOccurrences(of: " ", with: "") == folded
        }
    }

    func run() async throws {
        try await store.withService { service in
            var state = try await service.state()
            if !set.isEmpty || !clear.isEmpty {
                var amounts = state.body.targets.amounts
                for key in clear { amounts[Self.entry(key)!.id] = nil }
                for pair in set {
                    let target = try Self.target(pair)
                    amounts[target.entry.id] = target.amount
                }
                state = try await service.execute(.health(.setTargets(NutrientTargets(amounts)))).state
            }
            let targets = state.body.targets
            if output.json { return say(JSONText.encode(["targets": targets.byKey])) }
            let set = NutrientTargets.entries.filter { targets.amounts[$0.id] != nil }
            guard !set.isEmpty else { return say("No targets set. Set one with system health targets --set protein=120.") }
            for entry in set {
                let amount = targets.amounts[entry.id]!
                say("\(entry.name): \(entry.kind == .atLeast ? "at least" : "at most") \(Readable.amount(amount)) \(entry.unit)")
            }
        }
    }
}
