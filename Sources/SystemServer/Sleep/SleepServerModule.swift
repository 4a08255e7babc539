import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The sleep module in the server: last night on Today and every day page (from a device's import and nights
/// entered by hand), the form to enter one, and `/api/v1/days/{date}/sleep`.
struct SleepServerModule: ServerModule {
    let name = "Sleep"

    var dailyModules: [any DailyModule] { [SleepModule()] }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        api.get("days/{date}/sleep") { _, context in
            let read = try await app.api.read(context)
            let date = try read.date()
            let report = try await HealthReport.of(read.user, state: read.state, in: app.service.storage)
            return Responses.json(.ok, JSONText.encode(SleepJSON(try await report.sleep(on: date), on: date, state: read.state)))
        }
        // A night entered by hand, waking on `{date}`: `bedtime` and `wake` as HH:MM (a bedtime later than the wake
        // time is the evening before), `quality` 1–5.
        api.post("days/{date}/sleep") { request, context in
            try await app.api.write(request, context) { write in
                let date = try await write.date()
                let state = try await write.state()
                let bed = try write.body.string("bedtime", required: true) ?? ""
                let wake = try write.body.string("wake", required: true) ?? ""
                let entry: SleepEntry
                do {
                    entry = try SleepEntry.night(
                        waking: date, bedtime: bed, wake: wake, quality: try write.body.int("quality"), calendar: state.calendar,
                        id: SystemService.newID("sleep", for: write.user, idempotencyKey: write.key))
                } catch let error as DomainError { throw APIError(error) }
                let outcome = try await write.execute(.sleep(.log(entry)))
                let report = try await HealthReport.of(write.user, state: outcome.state, in: app.service.storage)
                return APIReply(.created, json: SleepJSON(try await report.sleep(on: date), on: date, state: outcome.state))
            }
        }
        api.delete("sleep/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: SleepEntryID = try PathInput.id(context, code: "sleep_entry_not_found", noun: "night")
                _ = try await write.execute(.sleep(.remove(id)))
                return APIReply(.noContent, "")
            }
        }
    }

    var openAPI: OpenAPIPart? { Self.openAPIPart }
}

/// `GET /api/v1/days/{date}/sleep`.
public struct SleepJSON: Encodable, Sendable {
    let date: String
    let asleepMinutes: Int?
    let inBedMinutes: Int?
    /// Minutes per stage (`core`, `deep`, `rem`, `awake`), or null when no source tracked stages.
    let stages: [String: Int]?
    let bedtime: String?
    let wake: String?
    let quality: Int?
    let sources: [String]
    let entries: [Entry]

    struct Entry: Encodable, Sendable {
        let id: String
        let bedtime: String
        let wake: String
        let quality: Int?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(bedtime, forKey: .bedtime)
            try c.encode(wake, forKey: .wake)
            try c.encode(quality, forKey: .quality)
        }

        enum CodingKeys: String, CodingKey {
            case id, bedtime, wake, quality
        }
    }

    enum CodingKeys: String, CodingKey {
        case date, asleepMinutes, inBedMinutes, stages, bedtime, wake, quality, sources, entries
    }

    /// What a night did not give is null, never left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(asleepMinutes, forKey: .asleepMinutes)
        try c.encode(inBedMinutes, forKey: .inBedMinutes)
        try c.encode(stages, forKey: .stages)
        try c.encode(bedtime, forKey: .bedtime)
        try c.encode(wake, forKey: .wake)
        try c.encode(quality, forKey: .quality)
        try c.encode(sources, forKey: .sources)
        try c.encode(entries, forKey: .entries)
    }

    public init(_ night: SleepNight?, on date: CivilDate, state: UserState) {
        let calendar = state.calendar
        self.date = date.description
        asleepMinutes = night?.asleepMinutes
        inBedMinutes = night?.inBedMinutes
        stages = night?.stages.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) }) }
        bedtime = night.map { calendar.iso8601($0.bedtime) }
        wake = night.map { calendar.iso8601($0.wake) }
        quality = night?.quality
        sources = night?.sources ?? []
        entries = state.sleep.entries(wakingIn: calendar.interval(of: date)).map {
            Entry(id: $0.id.description, bedtime: calendar.iso8601($0.bedtime), wake: calendar.iso8601($0.wake), quality: $0.quality)
        }
    }
}
