import Foundation
import SystemCore
import SystemStore

/// The energy ring on Today and every day page (the seed's design): the day starts with the energy it allows —
/// resting energy, shifted by the weight goal — food empties the ring, activity refills it, and the number inside
/// is what is left.
struct EnergyModule: DailyModule {
    let id = "energy"
    let name = "Energy"
    let position = 55
    let stylesheet: String? = "/assets/health.css"

    func view(for day: DailyContext) async throws -> (any Encodable & Sendable)? {
        guard let storage = day.storage else { return nil }
        let report = try await HealthReport.of(day.user, state: day.state, in: storage)
        return EnergyView(try await report.energy(on: day.date), date: day.date, today: day.today)
    }

    func summary(for day: DailyContext) async throws -> [String] {
        guard let storage = day.storage else { return [] }
        let energy = try await HealthReport.of(day.user, state: day.state, in: storage).energy(on: day.date)
        guard energy.consumedKcal > 0 || energy.activeKcal > 0 else { return [] }
        var line = "- Ate \(Readable.count(Int(energy.consumedKcal.rounded()))) kcal"
        if energy.activeKcal > 0 { line += ", moved \(Readable.count(Int(energy.activeKcal.rounded()))) kcal" }
        return [line]
    }
}

/// The ring and its equation, as the Today page, a day page and the Health page draw them.
struct EnergyView: Sendable, Encodable {
    /// False when nothing is known yet (no resting energy, nothing eaten, no activity): the card then says what to
    /// give instead of drawing an empty ring.
    let hasRing: Bool
    let ring: String
    /// "1,234 kcal left" / "312 kcal over".
    let headline: String
    let isOver: Bool
    let rows: [Row]
    /// Why there is no resting energy yet, and where to fix it.
    let missing: String?
    let note: String?
    /// The Health page, from a day; nil on the Health page itself.
    let healthHref: String?

    struct Row: Sendable, Encodable {
        let label: String
        let value: String
        let detail: String?
    }

    init(_ energy: EnergyBalance, date: CivilDate, today: CivilDate, linked: Bool = true) {
        let kcal = { (value: Double) in "\(Readable.count(Int(value.rounded()))) kcal" }
        let left = energy.leftoverKcal
        hasRing = energy.restingKcal != nil || energy.consumedKcal > 0 || energy.activeKcal > 0
        isOver = left < 0
        headline = !hasRing ? "" : left < 0 ? "\(kcal(-left)) over" : "\(kcal(left)) left"
        ring = EnergyRing.svg(energy)
        var rows: [Row] = []
        if let resting = energy.restingKcal {
            rows.append(
                Row(
                    label: "Resting", value: kcal(resting),
                    detail: energy.restingIsEstimate
                        ? "an estimate from your body (Mifflin–St Jeor)"
                        : "the mean of \(energy.restingDays) \(energy.restingDays == 1 ? "day" : "days") of basal energy"))
        } else {
            rows.append(Row(label: "Resting", value: "unknown", detail: nil))
        }
        rows.append(
            Row(
                label: "Active", value: "+ \(kcal(energy.activeKcal))",
                detail: energy.manualActiveKcal > 0 && energy.deviceActiveKcal > 0
                    ? "\(kcal(energy.deviceActiveKcal)) measured, \(kcal(energy.manualActiveKcal)) logged"
                    : energy.manualActiveKcal > 0 ? "logged by hand" : energy.deviceActiveKcal > 0 ? "measured" : nil))
        if energy.goalKcal != 0 {
            rows.append(
                Row(
                    label: "Goal", value: energy.goalKcal < 0 ? "− \(kcal(-energy.goalKcal))" : "+ \(kcal(energy.goalKcal))",
                    detail: energy.goalKcal < 0 ? "to lose weight" : "to gain weight"))
        }
        rows.append(Row(label: "Eaten", value: "− \(kcal(energy.consumedKcal))", detail: nil))
        rows.append(Row(label: left < 0 ? "Over" : "Left", value: kcal(abs(left)), detail: nil))
        self.rows = rows
        missing =
            energy.restingKcal == nil
            ? "Resting energy is unknown: import Apple Health, or give your height, birth date, sex and weight on the Health page for an estimate."
            : nil
        note = nil
        healthHref = linked ? (date == today ? "/health" : "/health?date=\(date)") : nil
    }
}

/// The ring drawn as SVG on the server: a track, and an arc for what is left of the day's allowance. It is a picture
/// only (`aria-hidden`): the numbers beside it say the same in text.
enum EnergyRing {
    static func svg(_ energy: EnergyBalance) -> String {
        let radius = 52.0
        let circumference = 2 * Double.pi * radius
        let filled = energy.ringFraction * circumference
        let over = energy.leftoverKcal < 0
        let number = Readable.count(Int(abs(energy.leftoverKcal).rounded()))
        return """
            <svg class="energy-ring\(over ? " over" : "")" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">\
            <circle class="ring-track" cx="60" cy="60" r="\(radius)" fill="none" stroke-width="12"/>\
            <circle class="ring-fill" cx="60" cy="60" r="\(radius)" fill="none" stroke-width="12" stroke-linecap="round" \
            stroke-dasharray="\(format(filled)) \(format(circumference))" transform="rotate(-90 60 60)"/>\
            <text class="ring-number" x="60" y="60" text-anchor="middle" dominant-baseline="central">\(number)</text>\
            <text class="ring-unit" x="60" y="82" text-anchor="middle">\(over ? "kcal over" : "kcal left")</text>\
            </svg>
            """
    }

    static func format(_ value: Double) -> String { String(value, places: 2) }
}
