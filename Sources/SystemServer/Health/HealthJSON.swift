import Foundation
import SystemCore
import SystemStore

/// `GET /api/v1/days/{date}/energy`: the day's equation, kcal.
public struct EnergyJSON: Encodable, Sendable {
    let date: String
    let consumedKcal: Double
    let activeKcal: Double
    let deviceActiveKcal: Double
    let manualActiveKcal: Double
    let restingKcal: Double?
    let restingIsEstimate: Bool
    let restingDays: Int
    let burnedKcal: Double
    let goalKcal: Double
    let leftoverKcal: Double

    public init(_ energy: EnergyBalance, on date: CivilDate) {
        func round(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        self.date = date.description
        consumedKcal = round(energy.consumedKcal)
        activeKcal = round(energy.activeKcal)
        deviceActiveKcal = round(energy.deviceActiveKcal)
        manualActiveKcal = round(energy.manualActiveKcal)
        restingKcal = energy.restingKcal.map(round)
        restingIsEstimate = energy.restingIsEstimate
        restingDays = energy.restingDays
        burnedKcal = round(energy.burnedKcal)
        goalKcal = round(energy.goalKcal)
        leftoverKcal = round(energy.leftoverKcal)
    }

    enum CodingKeys: String, CodingKey {
        case date, consumedKcal, activeKcal, deviceActiveKcal, manualActiveKcal, restingKcal, restingIsEstimate, restingDays
        case burnedKcal, goalKcal, leftoverKcal
    }

    /// `restingKcal` is null when unknown, never left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(consumedKcal, forKey: .consumedKcal)
        try c.encode(activeKcal, forKey: .activeKcal)
        try c.encode(deviceActiveKcal, forKey: .deviceActiveKcal)
        try c.encode(manualActiveKcal, forKey: .manualActiveKcal)
        try c.encode(restingKcal, forKey: .restingKcal)
        try c.encode(restingIsEstimate, forKey: .restingIsEstimate)
        try c.encode(restingDays, forKey: .restingDays)
        try c.encode(burnedKcal, forKey: .burnedKcal)
        try c.encode(goalKcal, forKey: .goalKcal)
        try c.encode(leftoverKcal, forKey: .leftoverKcal)
    }
}

public struct WeighInJSON: Encodable, Sendable {
    let id: String
    let date: String
    let at: String
    let kg: Double

    public init(_ weighIn: WeighIn, in calendar: DayCalendar) {
        id = weighIn.id.description
        date = weighIn.date.description
        at = calendar.iso8601(weighIn.at)
        kg = weighIn.kg
    }
}

/// One day of `GET /api/v1/weight`: its last reading and the trend.
public struct WeightDayJSON: Encodable, Sendable {
    let date: String
    let kg: Double
    let trendKg: Double

    public init(_ day: WeightDay) {
        date = day.date.description
        kg = (day.kg * 1000).rounded() / 1000
        trendKg = (day.trendKg * 100).rounded() / 100
    }
}

public struct ActivityJSON: Encodable, Sendable {
    let id: String
    let date: String
    let label: String
    let kcal: Double

    public init(_ activity: Activity) {
        id = activity.id.description
        date = activity.date.description
        label = activity.label
        kcal = activity.kcal
    }
}

public struct BodyProfileJSON: Encodable, Sendable {
    let weightUnit: String
    let heightCm: Double?
    let birthDate: String?
    let sex: String?
    let weeklyChangeKg: Double
    let dailyGoalKcal: Double

    public init(_ profile: BodyProfile) {
        weightUnit = profile.weightUnit.rawValue
        heightCm = profile.heightCm
        birthDate = profile.birthDate?.description
        sex = profile.sex?.rawValue
        weeklyChangeKg = profile.weeklyChangeKg
        dailyGoalKcal = profile.dailyGoalKcal.rounded()
    }

    enum CodingKeys: String, CodingKey {
        case weightUnit, heightCm, birthDate, sex, weeklyChangeKg, dailyGoalKcal
    }

    /// What is not given is null, never left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(weightUnit, forKey: .weightUnit)
        try c.encode(heightCm, forKey: .heightCm)
        try c.encode(birthDate, forKey: .birthDate)
        try c.encode(sex, forKey: .sex)
        try c.encode(weeklyChangeKg, forKey: .weeklyChangeKg)
        try c.encode(dailyGoalKcal, forKey: .dailyGoalKcal)
    }
}

public struct HealthImportJSON: Encodable, Sendable {
    let id: String
    let file: String
    let importedAt: String
    let read: [String: Int]
    let added: [String: Int]
    let skipped: [String: Int]
    /// "Read 3,352 readings, added 3,352, skipped 1 of other kinds."
    public let summary: String

    public init(_ record: HealthImport, in calendar: DayCalendar) {
        id = record.id.description
        file = record.file
        importedAt = calendar.iso8601(record.at)
        read = record.read
        added = record.added
        skipped = record.skipped
        summary =
            "Read \(Readable.count(record.readCount)) readings from \(record.file): \(Readable.count(record.addedCount)) new, "
            + "\(Readable.count(record.readCount - record.addedCount)) already here; skipped \(Readable.count(record.skippedCount)) other records."
    }
}

/// `GET /api/v1/health/expenditure`: null figures until three weeks of intake and weight exist.
public struct ImpliedExpenditureJSON: Encodable, Sendable {
    let impliedKcal: Double?
    let measuredKcal: Double?
    let days: Int
    let spanDays: Int

    public init(_ value: ImpliedExpenditure?) {
        impliedKcal = value.map { $0.impliedKcal.rounded() }
        measuredKcal = value.map { $0.measuredKcal.rounded() }
        days = value?.days ?? 0
        spanDays = value?.spanDays ?? 0
    }

    enum CodingKeys: String, CodingKey {
        case impliedKcal, measuredKcal, days, spanDays
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(impliedKcal, forKey: .impliedKcal)
        try c.encode(measuredKcal, forKey: .measuredKcal)
        try c.encode(days, forKey: .days)
        try c.encode(spanDays, forKey: .spanDays)
    }
}
