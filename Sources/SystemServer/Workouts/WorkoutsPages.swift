import Foundation
import Hummingbird
import SystemCore
import SystemStore

extension Chrome.Place {
    static let workouts = Chrome.Place("workouts")
}

/// The workouts pages: the lifts and where to start, a lift in progress (one big action), a set's result with its
/// advice and the rest timer, and a lift's history. A refused set comes back with what was typed and why.
struct WorkoutsPages: Sendable {
    let app: ServerModuleContext

    var pages: Pages { app.pages }
    var service: SystemService { app.service }

    static let savedMessages = ["set-recorded": "Set recorded.", "set-removed": "Set removed.", "goal-set": "Goal saved."]

    func add(to router: Router<AppContext>) {
        router.get("/workouts") { _, context in try await workouts(for: try context.user(), in: context) }
        router.get("/workouts/lift") { request, context in
            let query = request.uri.queryParameters
            return try await liftNow(
                for: try context.user(), lift: query.get("lift") ?? "", weight: query.get("weight"),
                target: query.get("target").flatMap { Int($0) },
                set: query.get("set").flatMap { Int($0) } ?? 1, template: query.get("template"), in: context)
        }
        router.post("/workouts/sets") { request, context in try await recordSet(request, context) }
        router.post("/workouts/goal") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            // The choices are the page's own; anything else is an old or hand-made form, and changes nothing.
            if let goal = form["goal"].flatMap(LiftAdvice.Goal.init(rawValue:)) {
                try await service.execute(
                    .workouts(.setGoal(goal)), for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            }
            return Responses.seeOther("/workouts?saved=goal-set")
        }
        // A lift of your own, and straight to lifting it: a name already yours goes to that lift.
        router.post("/workouts/lifts") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let state = try await service.state(for: user)
            let name = form["name"] ?? ""
            if let known = state.workouts.lifts.first(where: {
                $0.name.caseInsensitiveCompare(name.trimmingCharacters(in: .whitespacesAndNewlines)) == .orderedSame
            }) {
                return Responses.seeOther("/workouts/lift?lift=\(known.id)")
            }
            let id: LiftID = SystemService.newID("lift", for: user, idempotencyKey: form.nonEmpty("idempotencyKey"))
            do {
                try await service.execute(
                    .workouts(.addLift(Lift(id: id, name: name, isLowerBody: form["lowerBody"] != nil))), for: user,
                    idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            } catch let error as DomainError {
                let page = WorkoutsPage(
                    state: state, now: service.clock.now(), key: Pages.newKey(),
                    ownLift: .init(name: name, isLowerBody: form["lowerBody"] != nil, problem: error.message))
                return pages.renderer.render(page, "workouts", status: error.httpStatus, in: context)
            }
            return Responses.seeOther("/workouts/lift?lift=\(id)")
        }
        router.get("/workouts/sets/{id}") { request, context in
            try await setPage(
                for: try context.user(), id: LiftSetID(PathInput.text(context)), template: request.uri.queryParameters.get("template"),
                in: context)
        }
        router.post("/workouts/sets/{id}/remove") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            do {
                guard let id = LiftSetID(PathInput.text(context)) else { throw DomainError(.notFound, code: "set_not_found", message: "") }
                try await service.execute(.workouts(.removeSet(id)), for: user, idempotencyKey: key)
            } catch let error as DomainError where error.code == "set_not_found" {
                // Removed already (a second tap), or never this user's: the same page as any unknown set.
                return try await setPage(for: user, id: nil, template: nil, in: context)
            }
            return Responses.seeOther("/workouts?saved=set-removed")
        }
        router.get("/workouts/lifts/{id}") { _, context in
            try await history(for: try context.user(), id: LiftID(PathInput.text(context)), in: context)
        }
    }

    func workouts(for user: UserID, in context: AppContext) async throws -> Response {
        let state = try await service.state(for: user)
        return pages.renderer.render(WorkoutsPage(state: state, now: service.clock.now(), key: Pages.newKey()), "workouts", in: context)
    }

    func liftNow(
        for user: UserID, lift text: String, weight: String?, target: Int?, set: Int, template: String?, reps: String? = nil,
        problem: String? = nil, stream: (text: String, name: String)? = nil, status: HTTPResponse.Status = .ok, in context: AppContext
    ) async throws -> Response {
        let state = try await service.state(for: user)
        let now = service.clock.now()
        guard let lift = LiftID(text).flatMap(state.workouts.lift) ?? state.workouts.lift(named: text) else {
            return notFound("No such lift", "Choose a lift from the list.", state: state, now: now, in: context)
        }
        let page = LiftNowPage(
            state: state, now: now, lift: lift, weight: weight, target: target, set: max(1, set),
            template: Self.template(template, in: state), reps: reps, problem: problem, stream: stream, key: Pages.newKey())
        return pages.renderer.render(page, "lift-now", status: status, in: context)
    }

    private func recordSet(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        // Forms are read up to 1 MB (as the CSRF check reads them): a recorded set of several minutes; the page says so.
        let form = FormData(try await request.bodyText())
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        let set = Int(form["set"] ?? "") ?? 1
        let target = form.nonEmpty("target").flatMap { Int($0) }
        // A refused set keeps everything sent with it, the clip's recording too: a set is not lifted twice.
        func refuse(_ message: String, status: HTTPResponse.Status = .unprocessableContent) async throws -> Response {
            try await liftNow(
                for: user, lift: form["lift"] ?? "", weight: form["weight"], target: target, set: set, template: form["template"],
                reps: form["reps"], problem: message,
                stream: form.nonEmpty("stream").map { ($0, form.nonEmpty("streamName") ?? "The clip's recording") }, status: status,
                in: context)
        }
        let state = try await service.state(for: user)
        guard let lift = LiftID(form["lift"] ?? "").flatMap(state.workouts.lift) else { return try await refuse("Choose a lift.") }
        let stream = form.nonEmpty("stream")
        let reps = form.nonEmpty("reps").flatMap { Int($0) }
        guard reps != nil || stream != nil else { return try await refuse("Say how many reps you did.") }
        do {
            let weightKg = try WorkoutCommand.barWeight(form["weight"] ?? "")
            let id: LiftSetID = SystemService.newID("lift-set", for: user, idempotencyKey: key)
            let input = SystemService.SetInput(
                liftID: lift.id, weightKg: weightKg, reps: reps, targetReps: target,
                stream: stream.map { ($0, ClipStream.defaultRate, form.nonEmpty("streamName") ?? "the clip") })
            _ = try await service.recordSet(input, id: id, streamID: id.description, for: user, idempotencyKey: key)
            let template = Self.template(form["template"], in: state).map { "&template=\($0.id)" } ?? ""
            return Responses.seeOther("/workouts/sets/\(id)?saved=set-recorded&set=\(set)\(template)")
        } catch let error as DomainError {
            return try await refuse(error.message, status: error.httpStatus)
        }
    }

    func setPage(for user: UserID, id: LiftSetID?, template: String?, in context: AppContext) async throws -> Response {
        let state = try await service.state(for: user)
        let now = service.clock.now()
        guard let id, let set = state.workouts[set: id], let lift = state.workouts.lift(set.liftId) else {
            return notFound("No such set", "It may have been removed.", state: state, now: now, in: context)
        }
        var analysis: LiftAnalysis?
        if let streamID = set.measured?.streamId, let stored = try await ClipStreams.of(service.storage, for: user)?.stream(streamID) {
            analysis = LiftAnalysis(stored.stream)
        }
        let page = LiftSetPage(
            state: state, now: now, set: set, lift: lift, template: Self.template(template, in: state), analysis: analysis,
            key: Pages.newKey())
        return pages.renderer.render(page, "lift-set", in: context)
    }

    func history(for user: UserID, id: LiftID?, in context: AppContext) async throws -> Response {
        let state = try await service.state(for: user)
        let now = service.clock.now()
        guard let id, let lift = state.workouts.lift(id) else {
            return notFound("No such lift", "Choose a lift from the list.", state: state, now: now, in: context)
        }
        return pages.renderer.render(LiftHistoryPage(state: state, now: now, lift: lift), "lift-history", in: context)
    }

    /// The template a page's `template` parameter names; none when it names none of the user's (removed since, say).
    static func template(_ text: String?, in state: UserState) -> WorkoutTemplate? {
        text.flatMap { WorkoutTemplateID($0) }.flatMap(state.workouts.template)
    }

    private func notFound(_ heading: String, _ message: String, state: UserState, now: Date, in context: AppContext) -> Response {
        let page = ErrorPage(chrome: Chrome(.workouts, state: state, now: now), heading: heading, message: message)
        return pages.renderer.render(page, "error", status: .notFound, in: context)
    }
}
