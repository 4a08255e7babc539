import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The settings form.
extension Pages {
    // MARK: Settings

    @Sendable func settings(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let saved = request.uri.queryParameters.get("saved") != nil
        return renderer.render(SettingsPage(state: state, now: service.clock.now(), saved: saved, newKey: Self.newKey), "settings", in: context)
    }

    @Sendable func saveSettings(_ request: Request, context: AppContext) async throws -> Response {
        let user = try users.user(for: request)
        let form = FormData(try await request.bodyText())
        let current = try await service.state(for: user).settings
        var input = SettingsPage.Input(
            timeZone: form["timeZone"]?.trimmingCharacters(in: .whitespaces) ?? current.timeZone,
            dayStartHour: form["dayStartHour"].flatMap(Int.init) ?? current.dayStartHour,
            wakingStart: form["wakingStart"] ?? current.wakingStart.description,
            wakingEnd: form["wakingEnd"] ?? current.wakingEnd.description,
            weekStart: form["weekStart"].flatMap(Settings.weekday(named:)) ?? current.weekStart,
            theme: form["theme"].flatMap(Settings.Theme.init(rawValue:)) ?? current.theme,
            error: DomainError.invalid("", ""))
        do {
            guard let wakingStart = TimeOfDay(input.wakingStart) else {
                throw DomainError.invalid("wakingStart", "“\(input.wakingStart)” is not a time: use HH:MM, such as 07:00.")
            }
            guard let wakingEnd = TimeOfDay(input.wakingEnd) else {
                throw DomainError.invalid("wakingEnd", "“\(input.wakingEnd)” is not a time: use HH:MM, such as 23:00.")
            }
            let settings = Settings(timeZone: input.timeZone, dayStartHour: input.dayStartHour,
                                    wakingStart: wakingStart, wakingEnd: wakingEnd, weekStart: input.weekStart, theme: input.theme)
            try await service.execute(.changeSettings(settings), for: user,
                                      idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther("/settings?saved=1")
        } catch let error as DomainError {
            input.error = error
            let state = try await service.state(for: user)
            return renderer.render(SettingsPage(state: state, now: service.clock.now(), input: input, newKey: Self.newKey),
                                   "settings", status: .unprocessableContent, in: context)
        }
    }
}
