import Foundation

/// What the energy equation needs to know of the body when no device measured it, and how the user reads weight.
public struct BodyProfile: Hashable, Sendable, Codable {
    public enum Sex: String, Codable, Sendable, CaseIterable {
        case female, male
    }

    public var weightUnit: WeightUnit
    public var heightCm: Double?
    public var birthDate: CivilDate?
    public var sex: Sex?
    /// The change of weight the user aims at, in kg per week: −1 … 1 in quarters, 0 to keep it.
    public var weeklyChangeKg: Double

    public init(
        weightUnit: WeightUnit = .kg, heightCm: Double? = nil, birthDate: CivilDate? = nil, sex: Sex? = nil, weeklyChangeKg: Double = 0
    ) {
        self.weightUnit = weightUnit
        self.heightCm = heightCm
        self.birthDate = birthDate
        self.sex = sex
        self.weeklyChangeKg = weeklyChangeKg
    }

    /// The goals a user may choose, kg per week.
    public static let weeklyChanges: [Double] = [-1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1]

    /// About 7,700 kcal make a kilogram of body weight.
    public static let kcalPerKg = 7_700.0

    /// What the goal adds to a day's allowance (negative to lose).
    public var dailyGoalKcal: Double { weeklyChangeKg * Self.kcalPerKg / 7 }

    /// Resting energy by the Mifflin–St Jeor equation, kcal a day, for someone of `weightKg` on `day`; nil without a
    /// height, a birth date and a sex.
    public func mifflinStJeor(weightKg: Double, on day: CivilDate) -> Double? {
        guard let heightCm, let birthDate, let sex else { return nil }
        let age = Double(day.year - birthDate.year - ((day.month, day.day) < (birthDate.month, birthDate.day) ? 1 : 0))
        return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex == .male ? 5 : -161)
    }

    public func validated() throws(DomainError) -> BodyProfile {
        if let heightCm, !(50...272).contains(heightCm) {
            throw .invalid("heightCm", "A height is between 50 and 272 cm.")
        }
        if let birthDate, !(1900...2100).contains(birthDate.year) {
            throw .invalid("birthDate", "A birth date is between 1900 and 2100.")
        }
        guard Self.weeklyChanges.contains(weeklyChangeKg) else {
            throw .invalid("weeklyChangeKg", "A weekly goal is from −1 to 1 kg in steps of 0.25 kg (0 keeps your weight).")
        }
        return self
    }
}

/// Kilograms or pounds: how weights are shown and read when no unit is typed. Stored weights are always kg.
public enum WeightUnit: String, Codable, Sendable, CaseIterable {
    case kg, lb

    public static let kgPerLb = 0.453_592_37

    public func fromKg(_ kg: Double) -> Double { self == .kg ? kg : kg / Self.kgPerLb }
    public func toKg(_ value: Double) -> Double { self == .kg ? value : value * Self.kgPerLb }

    /// "80.2 kg", "176.8 lb".
    public func format(kg: Double) -> String {
        "\(Readable.amount((fromKg(kg) * 10).rounded() / 10)) \(rawValue)"
    }

    /// A weight as typed: "80.2kg", "80,2 kg", "176.5 lb", "176.5lbs"; a bare number is in `self`. Between 20 and 400 kg.
    public func parse(_ text: String) throws(DomainError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: ",", with: ".")
        let number = trimmed.prefix { $0.isNumber || $0 == "." }
        let unitText = trimmed.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
        let unit: WeightUnit? =
            switch unitText {
            case "": self
            case "kg", "kgs", "kilo", "kilos": .kg
            case "lb", "lbs", "pound", "pounds": .lb
            default: nil
            }
        guard let value = Double(number), value.isFinite, let unit else {
            throw .invalid("weight", "“\(text)” is not a weight: write it as 80.2kg or 176.5lb.")
        }
        let kg = unit.toKg(value)
        guard (20...400).contains(kg) else { throw .invalid("weight", "A weight is between 20 and 400 kg (44 and 880 lb).") }
        return (kg * 1000).rounded() / 1000
    }
}

/// One weight of a day: its last reading, and the trend through it.
public struct WeightDay: Hashable, Sendable {
    public let date: CivilDate
    public let kg: Double
    /// The smoothed weight: each reading moves it a tenth of the way (The Hacker's Diet's moving average), so a
    /// salty dinner's kilogram shows as 100 g of trend.
    public let trendKg: Double

    public init(date: CivilDate, kg: Double, trendKg: Double) {
        self.date = date
        self.kg = kg
        self.trendKg = trendKg
    }

    /// The trend through daily weights, oldest first.
    public static func trend(_ days: [(date: CivilDate, kg: Double)]) -> [WeightDay] {
        var trend: Double? = nil
        return days.map { day in
            let next = trend.map { $0 + 0.1 * (day.kg - $0) } ?? day.kg
            trend = next
            return WeightDay(date: day.date, kg: day.kg, trendKg: next)
        }
    }
}
