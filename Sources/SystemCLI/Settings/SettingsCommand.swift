import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

struct SettingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract:
            "Show or change the time zone, day start, waking window, week start, standup time, goal sizes, Today's modules, quiet hours and do-not-disturb."
    )

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp("A time zone by its name, e.g. Europe/Berlin or America/New_York.", valueName: "ZONE"))
    var timeZone: String?

    @Option(name: .customLong("day-start"), help: ArgumentHelp("The hour a new day starts (0–23).", valueName: "HOUR"))
    var dayStartHour: Int?

    @Option(help: ArgumentHelp("The waking window, as HH:MM-HH:MM (e.g. 07:00-23:00).", valueName: "WINDOW"))
    var waking: String?

    @Option(name: .customLong("week-start"), help: ArgumentHelp("The first day of the week (monday … sunday).", valueName: "DAY"))
    var weekStart: String?

    @Option(name: .customLong("standup-by"), help: ArgumentHelp("The time the daily standup is due, as HH:MM.", valueName: "TIME"))
    var standupBy: String?

    @Option(help: ArgumentHelp("The hours behind the S, M and L goal estimates, e.g. 2h,4h,8h.", valueName: "S,M,L"))
    var sizes: String?

    @Option(
        name: .customLong("hide-module"),
        help: ArgumentHelp("Switch a module off on the Today page: coach, now, standup, todos or intentions.", valueName: "MODULE"))
    var hide: [String] = []

    @Option(name: .customLong("show-module"), help: ArgumentHelp("Switch a module back on.", valueName: "MODULE"))
    var show: [String] = []

    @Option(help: ArgumentHelp("Quiet hours, when no reminder is shown, as HH:MM-HH:MM (e.g. 22:00-07:00), or off.", valueName: "WINDOW"))
    var quiet: String?

    @Option(
        name: .customLong("dnd-until"),
        help: ArgumentHelp("No reminders until an instant (ISO 8601 with an offset), the next HH:MM, or off.", valueName: "TIME"))
    var doNotDisturbUntil: String?

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let quiet, quiet != "off" {
            guard let (start, end) = Self.window(quiet) else {
                throw ValidationError("--quiet: “\(quiet)” is not a window; use HH:MM-HH:MM, for example 22:00-07:00, or off.")
            }
            guard start != end else {
                throw ValidationError("--quiet: the window is empty; its end must differ from its start, or use off.")
            }
        }
        if let doNotDisturbUntil, doNotDisturbUntil != "off", TimeOfDay(doNotDisturbUntil) == nil,
            Readable.parseInstant(doNotDisturbUntil) == nil
        {
            throw ValidationError(
                "--dnd-until: “\(doNotDisturbUntil)” is not a time; use an instant such as 2026-11-20T18:00:00+01:00, a time such as 18:00, or off."
            )
        }
        if let waking, Self.window(waking) == nil {
            throw ValidationError("--waking: “\(waking)” is not a window; use HH:MM-HH:MM, for example 07:00-23:00.")
        }
        if let weekStart, Settings.weekday(named: weekStart) == nil {
            throw ValidationError("--week-start: “\(weekStart)” is not a weekday; use monday … sunday.")
        }
        if let standupBy, TimeOfDay(standupBy) == nil {
            throw ValidationError("--standup-by: “\(standupBy)” is not a time; use HH:MM, for example 10:00.")
        }
        if let sizes, Self.sizes(sizes) == nil {
            throw ValidationError("--sizes: “\(sizes)” is not three durations; use S,M,L such as 2h,4h,8h.")
        }
        for module in hide + show where !Self.modules.contains(module) {
            throw ValidationError("--hide-module/--show-module: “\(module)” is not a module; use \(Self.modules.joined(separator: ", ")).")
        }
    }

    /// The Today page's modules, by id.
    static var modules: [String] { standardDailyModuleIDs }

    static func sizes(_ text: String) -> [Int]? {
        let minutes = text.split(separator: ",").map { Readable.parseHours(String($0)) }
        guard minutes.count == 3, minutes.allSatisfy({ $0 != nil }) else { return nil }
        return minutes.compactMap { $0 }
    }

    static func window(_ text: String) -> (TimeOfDay, TimeOfDay)? {
        let parts = text.split(separator: "-")
        guard parts.count == 2, let start = TimeOfDay(String(parts[0])), let end = TimeOfDay(String(parts[1])) else { return nil }
        return (start, end)
    }

    /// "Do not disturb" as typed: `off`, an instant, or the next time the clock shows HH:MM in the user's zone.
    static func doNotDisturb(_ text: String, now: Date, calendar: DayCalendar) throws -> Date? {
        if text == "off" { return nil }
        if let time = TimeOfDay(text) {
            let today = calendar.calendarDate(now)
            let instant = calendar.instant(today, time)
            return instant > now ? instant : calendar.instant(today.adding(days: 1), time)
        }
        guard let instant = Readable.parseInstant(text), instant > now else {
            throw CLIError("--dnd-until: \(text) is not in the future; give a later time, or off.")
        }
        return instant
    }

    func run() async throws {
        try await store.withService { service in
            var state = try await service.state()
            var settings = state.settings
            let now = service.clock.now()
            if let timeZone { settings.timeZone = timeZone }
            if let dayStartHour { settings.dayStartHour = dayStartHour }
            if let (start, end) = waking.flatMap(Self.window) {
                settings.wakingStart = start
                settings.wakingEnd = end
            }
            if let day = weekStart.flatMap(Settings.weekday(named:)) { settings.weekStart = day }
            if let time = standupBy.flatMap(TimeOfDay.init) { settings.standupBy = time }
            if let minutes = sizes.flatMap(Self.sizes) {
                (settings.smallMinutes, settings.mediumMinutes, settings.largeMinutes) = (minutes[0], minutes[1], minutes[2])
            }
            if let quiet {
                let window = Self.window(quiet)
                (settings.quietFrom, settings.quietUntil) = (window?.0, window?.1)
            }
            if let doNotDisturbUntil {
                settings.doNotDisturbUntil = try Self.doNotDisturb(doNotDisturbUntil, now: now, calendar: DayCalendar(settings: settings))
            }
            settings.hiddenModules =
                Self.modules.filter {
                    hide.contains($0) || (settings.hiddenModules.contains($0) && !show.contains($0))
                } + settings.hiddenModules.filter { !Self.modules.contains($0) && !show.contains($0) }
            if settings != state.settings || timeZone != nil {
                state = try await service.execute(.changeSettings(settings)).state
            }
            let s = state.settings
            if output.json { return say(JSONText.encode(SettingsJSON(s))) }
            let quietHours = if let from = s.quietFrom, let until = s.quietUntil { "\(from)–\(until)" } else { "off" }
            let doNotDisturb =
                s.doNotDisturbUntil.flatMap { until in
                    until > now
                        ? "until \(Readable.day(state.calendar.calendarDate(until))), \(Readable.time(until, in: state.calendar))" : nil
                } ?? "off"
            say(
                """
                Time zone: \(s.timeZone)
                Day starts: \(String(s.dayStartHour, zeroPaddedTo: 2)):00
                Waking window: \(s.wakingStart)–\(s.wakingEnd)
                Week starts: \(Settings.weekdayNames[s.weekStart - 1])
                Standup by: \(s.standupBy)
                Goal sizes: S \(Readable.minutes(s.smallMinutes)), M \(Readable.minutes(s.mediumMinutes)), L \(Readable.minutes(s.largeMinutes))
                Today shows: \(Self.modules.filter { !s.hiddenModules.contains($0) }.joined(separator: ", "))
                Quiet hours: \(quietHours)
                Do not disturb: \(doNotDisturb)
                """)
        }
    }
}
