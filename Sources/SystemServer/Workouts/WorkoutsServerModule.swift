import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The workouts module in the server: the lifts, recording a set (with the clip's stream, kept in the module's
/// tables), and `/api/v1/lifts/analyze`, which reads a stream and keeps nothing.
struct WorkoutsServerModule: ServerModule {
    let name = "Workouts"

    /// The largest stream the API reads: over an hour at 100 readings a second.
    static let maximumStreamBytes = 16 << 20

    var navigation: [NavigationEntry] {
        [NavigationEntry(kind: .tab, place: .workouts, href: "/workouts", label: "Lifts", icon: "icon-workouts")]
    }

    var dailyModules: [any DailyModule] { [WorkoutModule()] }

    var liveChannels: [LiveChannel] { [LiftLiveChannel.channel] }

    var savedMessages: [String: String] { WorkoutsPages.savedMessages.merging(LiftTemplatePages.savedMessages) { a, _ in a } }

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        WorkoutsPages(app: app).add(to: router)
        LiftTemplatePages(app: app).add(to: router)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        LiftTemplatesAPI(app: app).add(to: api)
        api.get("lifts") { _, context in
            let read = try await app.api.read(context)
            return Responses.json(.ok, JSONText.encode(LiftsJSON(read.state)))
        }
        // A lift of the user's own: `name`, and `isLowerBody` (steps of 5 kg, not 2.5).
        api.post("lifts") { request, context in
            try await app.api.write(request, context) { write in
                let id: LiftID = SystemService.newID("lift", for: write.user, idempotencyKey: write.key)
                let lift = Lift(
                    id: id, name: try write.body.string("name", required: true) ?? "",
                    isLowerBody: try write.body.bool("isLowerBody") ?? false)
                let outcome = try await write.execute(.workouts(.addLift(lift)))
                guard let added = outcome.state.workouts.lift(id) else {
                    throw APIError(.internalServerError, code: "lift_not_added", message: "The lift was not added.")
                }
                return APIReply(.created, json: LiftsJSON.Entry(added, in: outcome.state))
            }
        }
        // A set: `lift` (its id or name), `weightKg`, `reps` (or `stream`, the clip's recording, whose reps count),
        // `targetReps`, and for the stream `rate` and `goal`.
        api.post("lifts/sets") { request, context in
            try await app.api.write(request, context) { write in
                let state = try await write.state()
                let name = try write.body.string("lift", required: true) ?? ""
                guard let lift = LiftID(name).flatMap(state.workouts.lift) ?? state.workouts.lift(named: name) else {
                    throw APIError(.unprocessableContent, code: "lift_not_found", message: "There is no lift “\(name)”.", field: "lift")
                }
                let weightKg = try write.body.double("weightKg", required: true) ?? 0
                let reps = try write.body.int("reps")
                let stream = try write.body.string("stream")
                guard reps != nil || stream != nil else {
                    throw APIError(
                        .unprocessableContent, code: "invalid_reps", message: "Give the reps done, or the clip's stream.", field: "reps")
                }
                let rate = try write.body.double("rate") ?? ClipStream.defaultRate
                guard ClipStream.rates.contains(rate) else {
                    throw APIError(
                        .unprocessableContent, code: "invalid_rate", message: "rate is readings a second, from 1 to 1000.", field: "rate")
                }
                let goalText = try write.body.string("goal") ?? state.workouts.goal.rawValue
                guard let goal = LiftAdvice.Goal(rawValue: goalText) else {
                    throw APIError(
                        .unprocessableContent, code: "invalid_goal", message: "goal is power, strength or hypertrophy.", field: "goal")
                }
                let id: LiftSetID = SystemService.newID("lift-set", for: write.user, idempotencyKey: write.key)
                let input = SystemService.SetInput(
                    liftID: lift.id, weightKg: weightKg, reps: reps, targetReps: try write.body.int("targetReps"),
                    stream: stream.map { ($0, rate, "the API") })
                let (outcome, analysis) = try await app.service.recordSet(
                    input, id: id, streamID: id.description, for: write.user, idempotencyKey: write.key)
                guard let set = outcome.state.workouts[set: id] else {
                    throw APIError(.internalServerError, code: "set_not_recorded", message: "The set was not recorded.")
                }
                return APIReply(.created, json: RecordedSetJSON(set, analysis: analysis, goal: goal, in: outcome.state))
            }
        }
        api.put("lifts/goal") { request, context in
            try await app.api.write(request, context) { write in
                let text = try write.body.string("goal", required: true) ?? ""
                guard let goal = LiftAdvice.Goal(rawValue: text) else {
                    throw APIError(
                        .unprocessableContent, code: "invalid_goal", message: "goal is power, strength or hypertrophy.", field: "goal")
                }
                let outcome = try await write.execute(.workouts(.setGoal(goal)))
                return APIReply(.ok, json: LiftsJSON(outcome.state))
            }
        }
        // A lift's history: its sessions newest first (`limit`, 10 by default), as `system lift history` shows them.
        api.get("lifts/{id}/sessions") { request, context in
            let read = try await app.api.read(context)
            let text = PathInput.text(context)
            guard let lift = LiftID(text).flatMap(read.state.workouts.lift) ?? read.state.workouts.lift(named: text) else {
                throw APIError(.notFound, code: "lift_not_found", message: "There is no lift “\(text)”.")
            }
            let limitText = request.uri.queryParameters.get("limit") ?? "10"
            guard let limit = Int(limitText), (1...200).contains(limit) else {
                throw APIError(
                    .unprocessableContent, code: "invalid_limit", message: "limit is how many sessions, from 1 to 200.", field: "limit")
            }
            return Responses.json(.ok, JSONText.encode(LiftSessionsJSON(lift, limit: limit, in: read.state)))
        }
        api.delete("lifts/sets/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: LiftSetID = try PathInput.id(context, code: "set_not_found", noun: "set")
                _ = try await write.execute(.workouts(.removeSet(id)))
                return APIReply(.noContent, "")
            }
        }
        // The body is the stream as the clip sent it (text, one reading per line); the query sets how it is read.
        api.post("lifts/analyze") { request, context in
            let read = try await app.api.read(context)
            let query = request.uri.queryParameters
            let rate = try Self.number(query.get("rate"), field: "rate", in: ClipStream.rates, default: ClipStream.defaultRate) {
                "rate is readings a second, from 1 to 1000."
            }
            let range = try Self.number(query.get("minRange"), field: "minRange", in: 1...200, default: LiftAnalysis.defaultMinimumRangeCm)
            {
                "minRange is the shortest rise that counts as a rep, from 1 to 200 cm."
            }
            let goalText = query.get("goal") ?? read.state.workouts.goal.rawValue
            guard let goal = LiftAdvice.Goal(rawValue: goalText) else {
                throw APIError(
                    .unprocessableContent, code: "invalid_goal", message: "goal is power, strength or hypertrophy.", field: "goal")
            }
            let text = try await request.bodyText(limit: Self.maximumStreamBytes)
            let analysis = LiftAnalysis(ClipStream(parsing: text, rate: rate), minimumRangeCm: range)
            return Responses.json(.ok, JSONText.encode(LiftAnalysisJSON(analysis, goal: goal)))
        }
    }

    /// A number from the query, within `range`, or `fallback` when it is absent.
    static func number(
        _ raw: String?, field: String, in range: ClosedRange<Double>, default fallback: Double, _ message: () -> String
    ) throws(APIError) -> Double {
        guard let raw else { return fallback }
        guard let value = Double(raw), value.isFinite, range.contains(value) else {
            throw APIError(.unprocessableContent, code: "invalid_\(field.lowercased())", message: message(), field: field)
        }
        return value
    }

    var openAPI: OpenAPIPart? { Self.openAPIPart }
}
