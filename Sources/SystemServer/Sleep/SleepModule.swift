import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// Last night on Today, and each day's night on its page: asleep time, in bed, the stages when a source tracked them
/// ("not tracked" when none did, never 0), and a form to enter a night by hand.
struct SleepModule: DailyModule {
    let id = "sleep"
    let name = "Sleep"
    let position = 65
    let stylesheet: String? = "/assets/health.css"

    var savedMessages: [String: String] { ["sleep-logged": "Night saved.", "sleep-removed": "Night removed."] }

    struct View: Sendable, Encodable {
        let date: String
        let hasNight: Bool
        let asleep: String?
        let inBed: String?
        let window: String?
        let stages: [Stage]
        let hasStages: Bool
        /// The stages as one bar, drawn as SVG (the page's policy allows no inline styles).
        let bar: String
        let stagesNote: String?
        let quality: String?
        let sources: String?
        let entries: [Entry]
        let hasEntries: Bool
        let form: Form
        let error: String?
    }

    struct Stage: Sendable, Encodable {
        let name: String
        let minutes: String
        let percent: Int
        let css: String
    }

    struct Entry: Sendable, Encodable {
        let id: String
        let text: String
        let key: String
        let here: String
    }

    struct Form: Sendable, Encodable {
        var bedtime = ""
        var wake = ""
        var quality = ""
        var key = ""
    }

    /// A refused form, shown again.
    struct Input: Sendable {
        let form: Form
        let error: DomainError
    }

    func view(for day: DailyContext) async throws -> (any Encodable & Sendable)? {
        var samples: HealthSamples? = nil
        if let storage = day.storage { samples = try await HealthSamples.of(storage, for: day.user) }
        let report = HealthReport(state: day.state, samples: samples)
        let night = try await report.sleep(on: day.date)
        let calendar = day.state.calendar
        let here = DayPage.href(day.date, today: day.today) + "#sleep"
        let input = day.inputs[id] as? Input
        var form = input?.form ?? Form()
        form.key = day.newKey()
        let stages = night?.stages.map { stages in
            let total = max(1, stages.values.reduce(0, +))
            return [SleepStage.deep, .core, .rem, .awake].map { stage in
                Stage(
                    name: stage == .rem ? "REM" : stage.rawValue.capitalized, minutes: Readable.minutes(stages[stage] ?? 0),
                    percent: Int((Double(stages[stage] ?? 0) * 100 / Double(total)).rounded()), css: stage.rawValue)
            }
        }
        let entries = day.state.sleep.entries(wakingIn: calendar.interval(of: day.date))
        return View(
            date: day.date.description, hasNight: night != nil,
            asleep: night.map { $0.asleepMinutes.map { "\(Readable.minutes($0)) asleep" } ?? "Asleep: not tracked" },
            inBed: night?.inBedMinutes.map { "\(Readable.minutes($0)) in bed" },
            window: night.map { "\(Readable.time($0.bedtime, in: calendar)) – \(Readable.time($0.wake, in: calendar))" },
            stages: stages ?? [], hasStages: stages != nil, bar: Self.bar(stages ?? []),
            stagesNote: night != nil && stages == nil ? "Stages not tracked" : nil,
            quality: night?.quality.map { "Quality \($0) of 5" }, sources: night.map { Readable.list($0.sources) },
            entries: entries.map { entry in
                Entry(
                    id: entry.id.description,
                    text:
                        "\(Readable.time(entry.bedtime, in: calendar)) – \(Readable.time(entry.wake, in: calendar))\(entry.quality.map { ", quality \($0)" } ?? "")",
                    key: day.newKey(), here: here)
            },
            hasEntries: !entries.isEmpty, form: form, error: input?.error.message)
    }

    func summary(for day: DailyContext) async throws -> [String] {
        var samples: HealthSamples? = nil
        if let storage = day.storage { samples = try await HealthSamples.of(storage, for: day.user) }
        guard let night = try await HealthReport(state: day.state, samples: samples).sleep(on: day.date) else { return [] }
        let calendar = day.state.calendar
        let asleep = night.asleepMinutes.map { "\(Readable.minutes($0)) asleep" } ?? "a night"
        return ["- Slept: \(asleep), \(Readable.time(night.bedtime, in: calendar)) – \(Readable.time(night.wake, in: calendar))"]
    }

    /// The stages side by side, each as wide as its share of the night.
    static func bar(_ stages: [Stage]) -> String {
        var x = 0
        let parts = stages.map { stage in
            defer { x += stage.percent }
            return "<rect class=\"stage \(stage.css)\" x=\"\(x)\" y=\"0\" width=\"\(stage.percent)\" height=\"4\"/>"
        }
        return #"<svg class="sleep-stages" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" focusable="false">"#
            + parts.joined() + "</svg>"
    }

    func addRoutes(to router: Router<AppContext>, pages: Pages) {
        router.post("/days/{date}/sleep") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let state = try await pages.service.state(for: user)
            guard let date = context.parameters.get("date").flatMap(CivilDate.init) else {
                return pages.notFound(state, pages.service.clock.now(), context, what: "day")
            }
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            let typed = Form(bedtime: form["bedtime"] ?? "", wake: form["wake"] ?? "", quality: form["quality"] ?? "")
            do {
                var quality: Int? = nil
                if let text = form.nonEmpty("quality") {
                    guard let value = Int(text) else { throw DomainError.invalid("quality", "Rate the night from 1 (poor) to 5 (great).") }
                    quality = value
                }
                let entry = try SleepEntry.night(
                    waking: date, bedtime: typed.bedtime, wake: typed.wake, quality: quality, calendar: state.calendar,
                    id: SystemService.newID("sleep", for: user, idempotencyKey: key))
                try await pages.service.execute(.sleep(.log(entry)), for: user, idempotencyKey: key)
                return Responses.seeOther(pages.dayPath(date, state: state) + "?saved=sleep-logged#sleep")
            } catch let error as DomainError {
                return try await pages.dayPage(
                    for: user, date: date, inputs: [id: Input(form: typed, error: error)], status: error.httpStatus, in: context)
            }
        }
        router.post("/sleep/{id}/remove") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let state = try await pages.service.state(for: user)
            guard let entryID = context.parameters.get("id").flatMap(SleepEntryID.init), let entry = state.sleep[entryID] else {
                return pages.notFound(state, pages.service.clock.now(), context, what: "night")
            }
            try await pages.service.execute(
                .sleep(.remove(entryID)), for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            if let next = form.nonEmpty("next").flatMap(Responses.localPath) {
                return Responses.seeOther(Responses.path(next, saved: "sleep-removed"))
            }
            return Responses.seeOther(
                pages.dayPath(state.calendar.day(containing: entry.wake), state: state) + "?saved=sleep-removed#sleep")
        }
    }
}
