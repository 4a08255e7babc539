import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The settings form.
extension Pages {
    func addSettingsRoutes(to router: Router<AppContext>) {
        router.get("/settings", use: settings)
        router.post("/settings", use: saveSettings)
        router.post("/settings/time-zone", use: adoptTimeZone)
    }

    // MARK: Settings

    @Sendable func settings(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try context.user())
        return renderer.render(
            SettingsPage(state: state, now: service.clock.now(), modules: modules, newKey: Self.newKey),
            "settings", in: context)
    }

    /// The browser's time zone, sent once by app.js while the user has never chosen settings: a new user's days
    /// are then cut where they live, not where the server is. Anything chosen before is never overwritten.
    @Sendable func adoptTimeZone(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let before = try await service.state(for: user).settings.timeZone
        do {
            let after = try await service.execute(.adoptTimeZone(form["timeZone"] ?? ""), for: user).state.settings.timeZone
            return Responses.json(.ok, #"{"changed":\#(after != before)}"#)
        } catch is DomainError {
            return Responses.json(.ok, #"{"changed":false}"#)  // a zone this server does not know: nothing to take
        }
    }

    @Sendable func saveSettings(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let current = try await service.state(for: user).settings
        var input = SettingsPage.Input(
            timeZone: form["timeZone"]?.trimmingCharacters(in: .whitespaces) ?? current.timeZone,
            dayStartHour: form["dayStartHour"].flatMap(Int.init) ?? current.dayStartHour,
            wakingStart: form["wakingStart"] ?? current.wakingStart.description,
            wakingEnd: form["wakingEnd"] ?? current.wakingEnd.description,
            weekStart: form["weekStart"].flatMap(Settings.weekday(named:)) ?? current.weekStart,
            theme: form["theme"].flatMap(Settings.Theme.init(rawValue:)) ?? current.theme,
            standupBy: form["standupBy"] ?? current.standupBy.description,
            sizeHours: Dictionary(
                uniqueKeysWithValues: Estimate.Size.allCases.map { size in
                    let field = SettingsPage.sizeField(size)
                    return (field, form[field] ?? WeekPage.hours(current.sizeMinutes(size)))
                }),
            hiddenModules: form["modulesShown"] == nil
                ? current.hiddenModules
                : modules.all.map(\.id).filter { !form.all("module").contains($0) },
            quietFrom: form["quietFrom"] ?? current.quietFrom?.description ?? "",
            quietUntil: form["quietUntil"] ?? current.quietUntil?.description ?? "",
            error: DomainError.invalid("", ""))
        do {
            guard let wakingStart = TimeOfDay(input.wakingStart) else {
                throw DomainError.invalid("wakingStart", "“\(input.wakingStart)” is not a time: use HH:MM, such as 07:00.")
            }
            guard let wakingEnd = TimeOfDay(input.wakingEnd) else {
                throw DomainError.invalid("wakingEnd", "“\(input.wakingEnd)” is not a time: use HH:MM, such as 23:00.")
            }
            guard let standupBy = TimeOfDay(input.standupBy) else {
                throw DomainError.invalid("standupBy", "“\(input.standupBy)” is not a time: use HH:MM, such as 10:00.")
            }
            var sizes: [Int] = []
            for size in Estimate.Size.allCases {
                let field = SettingsPage.sizeField(size)
                guard
                    let minutes = try Self.minutes(
                        hours: input.sizeHours[field], field: field.replacingOccurrences(of: "Hours", with: "Minutes"))
                else {
                    throw DomainError.invalid(
                        field.replacingOccurrences(of: "Hours", with: "Minutes"), "Give the hours a size \(size.rawValue) stands for.")
                }
                sizes.append(minutes)
            }
            var settings = current
            settings.timeZone = input.timeZone
            settings.dayStartHour = input.dayStartHour
            settings.wakingStart = wakingStart
            settings.wakingEnd = wakingEnd
            settings.weekStart = input.weekStart
            settings.theme = input.theme
            settings.standupBy = standupBy
            (settings.smallMinutes, settings.mediumMinutes, settings.largeMinutes) = (sizes[0], sizes[1], sizes[2])
            settings.hiddenModules = input.hiddenModules
            for (field, text) in [("quietFrom", input.quietFrom), ("quietUntil", input.quietUntil)] as [(String, String)] {
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                let time = trimmed.isEmpty ? nil : TimeOfDay(trimmed)
                guard trimmed.isEmpty || time != nil else {
                    throw DomainError.invalid(field, "“\(trimmed)” is not a time: use HH:MM, such as 22:00.")
                }
                if field == "quietFrom" { settings.quietFrom = time } else { settings.quietUntil = time }
            }
            let now = service.clock.now()
            let choice = form["doNotDisturb"] ?? ""
            if choice == "off" {
                settings.doNotDisturbUntil = nil
            } else if choice == "tomorrow" {
                let calendar = DayCalendar(settings: settings)
                settings.doNotDisturbUntil = calendar.wakingWindow(of: calendar.day(containing: now).adding(days: 1)).start
            } else if let minutes = Int(choice), (1...1440).contains(minutes) {
                settings.doNotDisturbUntil = now.addingTimeInterval(TimeInterval(minutes * 60))
            }
            try await service.execute(
                .changeSettings(settings), for: user,
                idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther("/settings?saved=settings")
        } catch let error as DomainError {
            input.error = error
            let state = try await service.state(for: user)
            return renderer.render(
                SettingsPage(state: state, now: service.clock.now(), input: input, modules: modules, newKey: Self.newKey),
                "settings", status: .unprocessableContent, in: context)
        }
    }
}
