import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/days/{date}/…`: a day's intentions and its presence.
struct DaysAPI: Sendable {
    let service: SystemService
    let users: UserResolver

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("days/{date}/intentions", use: intentions)
        group.get("days/{date}/presence", use: presence)
    }

    @Sendable func intentions(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let date = try Self.date(context)
        let body = DayIntentionsJSON(date: date.description, intentions: state.intentions(on: date).map { IntentionJSON($0, in: state) })
        return Responses.json(.ok, JSONText.encode(body))
    }

    @Sendable func presence(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        let presence = state.presence(on: try Self.date(context), now: service.clock.now())
        return Responses.json(.ok, JSONText.encode(PresenceJSON(presence, calendar: state.calendar)))
    }

    static func date(_ context: AppContext) throws -> CivilDate {
        let raw = context.parameters.get("date") ?? ""
        guard let date = CivilDate(raw) else {
            throw APIError.badRequest("date", "“\(raw)” is not a date: use YYYY-MM-DD, for example 2026-11-20.", code: "invalid_date")
        }
        return date
    }
}

/// `/api/v1/labels` and `/api/v1/settings`.
struct AccountAPI: Sendable {
    let service: SystemService
    let users: UserResolver
    private let idempotency: Idempotency

    init(service: SystemService, users: UserResolver) {
        self.service = service
        self.users = users
        idempotency = Idempotency(storage: service.storage)
    }

    func addRoutes(to group: RouterGroup<AppContext>) {
        group.get("labels", use: labels)
        group.post("labels", use: createLabel)
        group.get("settings", use: settings)
        group.post("settings", use: changeSettings)
    }

    @Sendable func labels(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        return Responses.json(.ok, JSONText.encode(["labels": state.sortedLabels.map(LabelJSON.init)]))
    }

    @Sendable func createLabel(_ request: Request, context: AppContext) async throws -> Response {
        let user = try users.user(for: request)
        let text = try await request.bodyText()
        return try await idempotency.run(request, user: user, body: text) { key in
            let body = try JSONBody(text)
            let rawKind = try body.string("kind") ?? Label.Kind.traction.rawValue
            guard let kind = Label.Kind(rawValue: rawKind) else {
                throw APIError(.unprocessableContent, code: "invalid_field", message: "A label kind is “traction” or “distraction”.", field: "kind")
            }
            let name = try body.string("name", required: true)!
            let outcome = try await service.execute(.createLabel(name: name, kind: kind), for: user, idempotencyKey: key)
            guard let label = LabelID(name: name).flatMap({ outcome.state.labels[$0] }) else {
                throw APIError(.notFound, code: "label_not_found", message: "The label was not recorded.", field: "name")
            }
            return APIReply(.created, json: LabelJSON(label))
        }
    }

    @Sendable func settings(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try users.user(for: request))
        return Responses.json(.ok, JSONText.encode(SettingsJSON(state.settings)))
    }

    /// Changes any subset of the settings; fields left out keep their values.
    @Sendable func changeSettings(_ request: Request, context: AppContext) async throws -> Response {
        let user = try users.user(for: request)
        let text = try await request.bodyText()
        return try await idempotency.run(request, user: user, body: text) { key in
            let body = try JSONBody(text)
            var settings = try await service.state(for: user).settings
            if let zone = try body.string("timeZone") { settings.timeZone = zone }
            if let hour = try body.int("dayStartHour") { settings.dayStartHour = hour }
            for field in ["wakingStart", "wakingEnd"] {
                guard let raw = try body.string(field) else { continue }
                guard let time = TimeOfDay(raw) else {
                    throw APIError(.unprocessableContent, code: "invalid_field", message: "The field “\(field)” must be a time as HH:MM, such as 07:00.", field: field)
                }
                if field == "wakingStart" { settings.wakingStart = time } else { settings.wakingEnd = time }
            }
            if body.has("weekStart") {
                let day: Int?
                if let number = try? body.int("weekStart") { day = number } else { day = try body.string("weekStart").flatMap(Settings.weekday(named:)) }
                guard let day, (1...7).contains(day) else {
                    throw APIError(.unprocessableContent, code: "invalid_field", message: "The week start must be 1 (Monday) to 7 (Sunday) or a weekday name.", field: "weekStart")
                }
                settings.weekStart = day
            }
            let outcome = try await service.execute(.changeSettings(settings), for: user, idempotencyKey: key)
            return APIReply(.ok, json: SettingsJSON(outcome.state.settings))
        }
    }
}
