import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The body's API: a day's energy, weight, activity logged by hand, the profile, and Apple Health imports.
struct HealthAPI: Sendable {
    let app: ServerModuleContext

    var api: APIHandler { app.api }
    var service: SystemService { app.service }

    /// The largest export accepted from a browser: a heavy user's is a few hundred MB; larger ones go through the CLI.
    static let uploadLimit = 2 << 30

    func add(to group: RouterGroup<AppContext>) {
        group.get("days/{date}/energy", use: energy)
        group.get("health/expenditure", use: expenditure)
        group.get("weight", use: weights)
        group.post("weight", use: weigh)
        group.delete("weight/{id}", use: removeWeighIn)
        group.get("days/{date}/activities", use: activities)
        group.post("days/{date}/activities", use: logActivity)
        group.delete("days/{date}/activities/{id}", use: removeActivity)
        group.get("health/profile", use: profile)
        group.put("health/profile", use: setProfile)
        group.get("health/targets", use: targets)
        group.put("health/targets", use: setTargets)
        group.get("health/imports", use: imports)
        group.post("health/imports", use: importExport)
    }

    @Sendable func energy(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let date = try read.date()
        let report = try await HealthReport.of(read.user, state: read.state, in: service.storage)
        return Responses.json(.ok, JSONText.encode(EnergyJSON(try await report.energy(on: date), on: date)))
    }

    @Sendable func expenditure(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        var date = read.today
        if let text = request.uri.queryParameters.get("date").map({ String($0) }) {
            guard let day = CivilDate(text) else {
                throw APIError.badRequest("date", "“\(text)” is not a date: use YYYY-MM-DD, for example 2026-11-20.", code: "invalid_date")
            }
            date = day
        }
        let report = try await HealthReport.of(read.user, state: read.state, in: service.storage)
        return Responses.json(.ok, JSONText.encode(ImpliedExpenditureJSON(try await report.impliedExpenditure(before: date))))
    }

    /// `from` and `to` (YYYY-MM-DD, inclusive): the last 30 days by default, at most ten years.
    @Sendable func weights(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let parameters = request.uri.queryParameters
        func day(_ name: String) throws(APIError) -> CivilDate? {
            guard let text = parameters.get(name).map({ String($0) }) else { return nil }
            guard let date = CivilDate(text) else {
                throw APIError.badRequest(name, "“\(text)” is not a date: use YYYY-MM-DD, for example 2026-11-20.", code: "invalid_date")
            }
            return date
        }
        let to = try day("to") ?? read.today
        let from = try day("from") ?? to.adding(days: -29)
        guard from <= to else { throw APIError.badRequest("from", "“from” must not be after “to”.") }
        guard to.daysSinceEpoch - from.daysSinceEpoch <= 3660 else {
            throw APIError.badRequest("from", "Ask for at most ten years at a time.")
        }
        let report = try await HealthReport.of(read.user, state: read.state, in: service.storage)
        let days = try await report.weights(from: from, to: to)
        struct Reply: Encodable {
            let unit: String
            let days: [WeightDayJSON]
        }
        return Responses.json(
            .ok, JSONText.encode(Reply(unit: read.state.body.profile.weightUnit.rawValue, days: days.map(WeightDayJSON.init))))
    }

    /// `weight` as typed ("80.2kg", "176.5 lb"; a bare number is in the user's unit) or `kg`; `date` (today by default).
    @Sendable func weigh(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let state = try await write.state()
            let today = state.today(now: write.now)
            let date = try write.body.date("date") ?? today
            let kg: Double
            if let number = try write.body.double("kg") {
                kg = number
            } else if let text = try write.body.string("weight") {
                do { kg = try state.body.profile.weightUnit.parse(text) } catch let error as DomainError { throw APIError(error) }
            } else {
                throw APIError.missing("weight")
            }
            let at = date == today ? write.now : state.calendar.instant(date, TimeOfDay(hour: 12)!)
            let id: WeighInID = SystemService.newID("weigh-in", for: write.user, idempotencyKey: write.key)
            let outcome = try await write.execute(.health(.weigh(WeighIn(id: id, date: date, at: at, kg: kg))))
            guard let weighIn = outcome.state.body[id] else {
                throw APIError(.conflict, code: "weigh_in_exists", message: "Logged already.")
            }
            return APIReply(.created, json: WeighInJSON(weighIn, in: outcome.state.calendar))
        }
    }

    @Sendable func removeWeighIn(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let id: WeighInID = try PathInput.id(context, code: "weigh_in_not_found", noun: "weigh-in")
            _ = try await write.execute(.health(.removeWeighIn(id)))
            return APIReply(.noContent, "")
        }
    }

    @Sendable func activities(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        return Responses.json(.ok, JSONText.encode(["activities": read.state.body.activities(on: try read.date()).map(ActivityJSON.init)]))
    }

    /// `label` and `kcal`.
    @Sendable func logActivity(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let date = try await write.date()
            guard let kcal = try write.body.double("kcal", required: true) else { throw APIError.missing("kcal") }
            let label = try write.body.string("label", required: true) ?? ""
            let id: ActivityID = SystemService.newID("activity", for: write.user, idempotencyKey: write.key)
            let outcome = try await write.execute(.health(.logActivity(Activity(id: id, date: date, label: label, kcal: kcal))))
            guard let activity = outcome.state.body[id] else {
                throw APIError(.conflict, code: "activity_exists", message: "Logged already.")
            }
            return APIReply(.created, json: ActivityJSON(activity))
        }
    }

    @Sendable func removeActivity(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let date = try await write.date()
            let id: ActivityID = try PathInput.id(context, code: "activity_not_found", noun: "activity")
            guard let activity = try await write.state().body[id], activity.date == date else {
                throw APIError(.notFound, code: "activity_not_found", message: "There is no activity \(id) on \(date).")
            }
            _ = try await write.execute(.health(.removeActivity(id)))
            return APIReply(.noContent, "")
        }
    }

    @Sendable func profile(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        return Responses.json(.ok, JSONText.encode(BodyProfileJSON(read.state.body.profile)))
    }

    /// The whole profile: `weightUnit`, `heightCm`, `birthDate`, `sex`, `weeklyChangeKg`; a field left out keeps its value.
    @Sendable func setProfile(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            var profile = try await write.state().body.profile
            let body = write.body
            if let unit = try body.string("weightUnit") {
                guard let value = WeightUnit(rawValue: unit) else { throw APIError.badRequest("weightUnit", "Weights are in kg or lb.") }
                profile.weightUnit = value
            }
            if body.has("heightCm") { profile.heightCm = try body.double("heightCm") }
            if body.has("birthDate") { profile.birthDate = try body.date("birthDate") }
            if body.has("sex") {
                profile.sex = try body.string("sex").map { text throws(APIError) in
                    guard let sex = BodyProfile.Sex(rawValue: text) else {
                        throw APIError.badRequest("sex", "Sex is female or male (or null).")
                    }
                    return sex
                }
            }
            if let change = try body.double("weeklyChangeKg") { profile.weeklyChangeKg = change }
            let outcome = try await write.execute(.health(.setProfile(profile)))
            return APIReply(.ok, json: BodyProfileJSON(outcome.state.body.profile))
        }
    }

    @Sendable func targets(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        return Responses.json(.ok, JSONText.encode(["targets": read.state.body.targets.byKey]))
    }

    /// The whole set: `{"protein": 120, "fibre": 30, "sodium": 2300}`; a nutrient left out (or null) has no target.
    @Sendable func setTargets(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            var amounts: [Int: Double] = [:]
            for nutrient in NutrientTargets.nutrients {
                if let amount = try write.body.double(nutrient.key) { amounts[nutrient.id] = amount }
            }
            let outcome = try await write.execute(.health(.setTargets(NutrientTargets(amounts))))
            return APIReply(.ok, json: ["targets": outcome.state.body.targets.byKey])
        }
    }

    @Sendable func imports(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        return Responses.json(
            .ok, JSONText.encode(["imports": read.state.body.imports.reversed().map { HealthImportJSON($0, in: read.state.calendar) }]))
    }

    /// The export as the body (zip or XML), its name in `X-File-Name`.
    @Sendable func importExport(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let key = request.headers[.init("Idempotency-Key")!]
        let upload = try await Upload.receive(
            request, limit: Self.uploadLimit,
            tooLarge: "The export is larger than \(Self.uploadLimit >> 30) GB: import it with `system health import FILE`.")
        defer { upload.discard() }
        let record: HealthImport?
        do {
            record = try await service.importAppleHealth(upload.file, named: upload.name, for: user, idempotencyKey: key)
        } catch let error as AppleHealthExportError {
            throw APIError(.unprocessableContent, code: "bad_import", message: error.description, field: "file")
        }
        guard let record else {
            throw APIError(
                .conflict, code: "no_readings", message: "This server's store keeps no readings: it needs SQLite or PostgreSQL.")
        }
        let state = try await service.state(for: user)
        return Responses.json(.created, JSONText.encode(HealthImportJSON(record, in: state.calendar)))
    }
}
