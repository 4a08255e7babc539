import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/settings`: how days and weeks are computed, quiet hours and the Today page's modules.
struct SettingsAPI: Sendable {
    let api: APIHandler
    var service: SystemService { api.service }

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("settings", use: settings)
        group.post("settings", use: changeSettings)
    }

    @Sendable func settings(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await api.read(context).state
        return Responses.json(.ok, JSONText.encode(SettingsJSON(state.settings)))
    }

    /// Changes any subset of the settings; fields left out keep their values.
    @Sendable func changeSettings(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let body = write.body
            var settings = try await write.state().settings
            if let zone = try body.string("timeZone") { settings.timeZone = zone }
            if let hour = try body.int("dayStartHour") { settings.dayStartHour = hour }
            for field in ["wakingStart", "wakingEnd", "standupBy"] {
                guard let raw = try body.string(field) else { continue }
                guard let time = TimeOfDay(raw) else {
                    throw APIError(
                        .unprocessableContent, code: "invalid_field",
                        message: "The field “\(field)” must be a time as HH:MM, such as 07:00.", field: field)
                }
                switch field {
                case "wakingStart": settings.wakingStart = time
                case "wakingEnd": settings.wakingEnd = time
                default: settings.standupBy = time
                }
            }
            if let minutes = try body.int("smallMinutes") { settings.smallMinutes = minutes }
            if let minutes = try body.int("mediumMinutes") { settings.mediumMinutes = minutes }
            if let minutes = try body.int("largeMinutes") { settings.largeMinutes = minutes }
            if let items = try body.array("hiddenModules") {
                settings.hiddenModules = try items.map { item throws(APIError) in
                    guard case .string(let name) = item, (1...40).contains(name.count) else {
                        throw .wrongType("hiddenModules", "an array of module names, such as [\"standup\"]")
                    }
                    return name
                }
            }
            for field in ["quietFrom", "quietUntil"] where body.has(field) {
                let time = try body.string(field).map { raw throws(APIError) in
                    guard let time = TimeOfDay(raw) else {
                        throw APIError(
                            .unprocessableContent, code: "invalid_field",
                            message: "The field “\(field)” must be a time as HH:MM, such as 22:00, or null for no quiet hours.",
                            field: field)
                    }
                    return time
                }
                if field == "quietFrom" { settings.quietFrom = time } else { settings.quietUntil = time }
            }
            if body.has("quietFrom") || body.has("quietUntil"), let from = settings.quietFrom, from == settings.quietUntil {
                throw APIError(
                    .unprocessableContent, code: "invalid_field",
                    message: "Quiet hours must not be empty: their end must differ from their start.", field: "quietUntil")
            }
            if body.has("doNotDisturbUntil") {
                settings.doNotDisturbUntil = try body.string("doNotDisturbUntil").map { raw throws(APIError) in
                    guard let instant = Readable.parseInstant(raw) else {
                        throw APIError(
                            .unprocessableContent, code: "invalid_field",
                            message:
                                "The field “doNotDisturbUntil” must be an ISO 8601 instant, such as 2026-11-20T18:00:00+01:00, or null.",
                            field: "doNotDisturbUntil")
                    }
                    return instant
                }
            }
            if body.has("weekStart") {
                let day: Int?
                if let number = try? body.int("weekStart") {
                    day = number
                } else {
                    day = try body.string("weekStart").flatMap(Settings.weekday(named:))
                }
                guard let day, (1...7).contains(day) else {
                    throw APIError(
                        .unprocessableContent, code: "invalid_field",
                        message: "The week start must be 1 (Monday) to 7 (Sunday) or a weekday name.", field: "weekStart")
                }
                settings.weekStart = day
            }
            let outcome = try await write.execute(.changeSettings(settings))
            return APIReply(.ok, json: SettingsJSON(outcome.state.settings))
        }
    }
}
