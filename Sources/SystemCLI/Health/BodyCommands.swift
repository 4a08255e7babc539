import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system weight 80.2kg`: logs a weigh-in; without a weight, shows the last weeks with the trend.
struct WeightCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weight", abstract: "Log your weight (system weight 80.2kg), or show the last weeks with the trend.",
        discussion: """
            A bare number is in your unit: kg unless you chose lb (on the Health page, or system health profile --unit lb). The day's weight is its \
            last reading, typed or imported from a device; the trend moves a tenth of the way to each day's weight.
            """)

    @Argument(help: ArgumentHelp("The weight: 80.2kg, 176.5lb, or a number in your unit.", valueName: "WEIGHT"))
    var weight: String?

    @Option(help: ArgumentHelp("With no weight: how many days to show (default 14).", valueName: "DAYS"))
    var days: Int = 14

    @OptionGroup var date: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (1...3660).contains(days) else { throw ValidationError("--days: show from 1 to 3,660 days.") }
    }

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let now = service.clock.now()
            let today = state.today(now: now)
            let day = date.resolve(today: today)
            let unit = state.body.profile.weightUnit
            if let weight {
                let kg = try unit.parse(weight)
                let at = day == today ? now : state.calendar.instant(day, TimeOfDay(hour: 12)!)
                let id = WeighInID(UUID())
                let after = try await service.execute(.health(.weigh(WeighIn(id: id, date: day, at: at, kg: kg)))).state
                guard let logged = after.body[id] else { throw CLIError("The weight was not logged.") }
                if output.json { return say(JSONText.encode(WeighInJSON(logged, in: after.calendar))) }
                let report = try await HealthReport.of(service.user, state: after, in: service.service.storage)
                let trend = try await report.weights(from: day, to: day).last
                return say(
                    "Logged \(unit.format(kg: kg)) on \(Readable.day(day))\(trend.map { "; trend \(unit.format(kg: $0.trendKg))" } ?? "").")
            }
            let report = try await HealthReport.of(service.user, state: state, in: service.service.storage)
            let weights = try await report.weights(from: day.adding(days: -(days - 1)), to: day)
            if output.json {
                struct Reply: Encodable {
                    let unit: String
                    let days: [WeightDayJSON]
                }
                return say(JSONText.encode(Reply(unit: unit.rawValue, days: weights.map(WeightDayJSON.init))))
            }
            guard !weights.isEmpty else { return say("No weight in the last \(days) days. Log one with system weight 80.2kg.") }
            for entry in weights {
                say("\(entry.date)  \(unit.format(kg: entry.kg))  trend \(unit.format(kg: entry.trendKg))")
            }
        }
    }
}

/// `system energy`: a day's equation.
struct EnergyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "energy", abstract: "Show a day's energy: resting + active − eaten = left.",
        discussion: """
            Resting energy is the mean daily basal energy of the 30 days before, counting days with at least 18 \
            hours of readings (from `system health import`); without one, an estimate from your height, birth date, \
            sex and weight (set on the Health page), labelled as one. Active energy is the device's (its largest \
            source) plus activity logged with `system activity`.
            """)

    @OptionGroup var date: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let day = date.resolve(today: state.today(now: service.clock.now()))
            let report = try await HealthReport.of(service.user, state: state, in: service.service.storage)
            let energy = try await report.energy(on: day)
            if output.json { return say(JSONText.encode(EnergyJSON(energy, on: day))) }
            let kcal = { (value: Double) in "\(Readable.count(Int(value.rounded()))) kcal" }
            say(Readable.day(day))
            if let resting = energy.restingKcal {
                say(
                    "  Resting  \(kcal(resting))  "
                        + (energy.restingIsEstimate ? "(an estimate from your body)" : "(mean of \(energy.restingDays) days)"))
            } else {
                say("  Resting  unknown: import Apple Health, or give height, birth date, sex and weight on the Health page")
            }
            say("+ Active   \(kcal(energy.activeKcal))")
            if energy.goalKcal != 0 { say("\(energy.goalKcal < 0 ? "−" : "+") Goal     \(kcal(abs(energy.goalKcal)))") }
            say("− Eaten    \(kcal(energy.consumedKcal))")
            let left = energy.leftoverKcal
            say("= \(left < 0 ? "Over" : "Left")     \(kcal(abs(left)))")
            if let steps = try await report.steps(on: day) { say("Steps: \(Readable.count(Int(steps.rounded()))) (the largest source's)") }
        }
    }
}

/// `system activity 450 Football`: active energy no device recorded.
struct ActivityCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activity", abstract: "Log active energy no device recorded: system activity 450 Football.")

    @Argument(help: ArgumentHelp("Active energy, in kcal.", valueName: "KCAL"))
    var kcal: Double

    @Argument(parsing: .remaining, help: ArgumentHelp("What it was.", valueName: "LABEL"))
    var label: [String]

    @OptionGroup var date: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let day = date.resolve(today: state.today(now: service.clock.now()))
            let id = ActivityID(UUID())
            let after = try await service.execute(
                .health(.logActivity(Activity(id: id, date: day, label: label.joined(separator: " "), kcal: kcal)))
            ).state
            guard let activity = after.body[id] else { throw CLIError("The activity was not logged.") }
            if output.json { return say(JSONText.encode(ActivityJSON(activity))) }
            say("Logged \(activity.label), \(Readable.count(Int(activity.kcal))) kcal, on \(Readable.day(day)).")
        }
    }
}

/// `system health import export.zip`, `system health profile`, `system health targets`.
struct HealthDataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "health", abstract: "Import Apple Health's export; your body's profile and nutrient targets.",
        subcommands: [HealthImportCommand.self, HealthProfileCommand.self, HealthTargetsCommand.self])
}

struct HealthImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import Apple Health's export (the zip, or the export.xml in it).",
        discussion: """
            On the iPhone: Health → your picture → Export All Health Data. Reads active and basal energy, weight, \
            steps and sleep, streaming, in one transaction: a file that fails adds nothing. Readings already here \
            are not added again, so importing a later export adds only what is new.
            """)

    @Argument(help: ArgumentHelp("export.zip or export.xml.", valueName: "FILE"))
    var file: String

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let path = (file as NSString).expandingTildeInPath
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError("\(file): no such file.") }
        try await store.withService { service in
            let record: HealthImport?
            do {
                record = try await service.service.importAppleHealth(
                    URL(fileURLWithPath: path), named: (path as NSString).lastPathComponent, for: service.user)
            } catch let error as AppleHealthExportError {
                throw CLIError(error.description + (error.description.hasSuffix(".") ? "" : ".") + " Nothing was imported.")
            }
            guard let record else { throw CLIError("This store keeps no readings: use a SQLite or PostgreSQL database.") }
            let state = try await service.state()
            let json = HealthImportJSON(record, in: state.calendar)
            if output.json { return say(JSONText.encode(json)) }
            say(json.summary)
        }
    }
}
