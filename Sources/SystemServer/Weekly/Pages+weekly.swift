import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The Weekly's pages: the week's plan, its demo and retrospective, and the areas of focus.
extension Pages {
    func addWeeklyRoutes(to router: Router<AppContext>) {
        router.get("/week", use: week)
        router.get("/weeks/{date}", use: week)
        router.post("/weeks/{date}/capacity", use: setCapacity)
        router.post("/weeks/{date}/goals", use: addGoal)
        router.get("/weeks/{date}/retro", use: retro)
        router.post("/weeks/{date}/retro", use: saveRetro)
        for action in ["done", "reopen", "drop"] {
            router.post("/goals/{id}/\(action)") { request, context in try await self.changeGoal(action, request, context) }
        }
        router.post("/action-items/{id}/check", use: checkActionItem)
        router.get("/action-items/open", use: openActionItems)
        router.get("/areas", use: areas)
        router.post("/areas", use: addArea)
        for action in ["edit", "up", "down", "archive", "restore"] {
            router.post("/areas/{id}/\(action)") { request, context in try await self.changeArea(action, request, context) }
        }
    }

    // MARK: The week

    @Sendable func week(_ request: Request, context: AppContext) async throws -> Response {
        try await weekPage(for: try context.user(), raw: context.parameters.get("date"), in: context)
    }

    private func weekPage(
        for user: UserID, raw: String?, input: WeekPage.Input? = nil,
        status: HTTPResponse.Status = .ok, in context: AppContext
    ) async throws -> Response {
        let state = try await service.state(for: user)
        let now = service.clock.now()
        guard let date = raw.map({ CivilDate($0) }) ?? state.today(now: now) else {
            return renderer.render(
                ErrorPage(
                    chrome: Chrome(.week, state: state, now: now), heading: "That is not a week",
                    message: "“\(raw ?? "")” is not a date. Weeks are named by a day, written as YYYY-MM-DD."),
                "error", status: .notFound, in: context)
        }
        return renderer.render(
            WeekPage(state: state, containing: date, now: now, input: input, newKey: Self.newKey),
            "week", status: status, in: context)
    }

    @Sendable func setCapacity(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let raw = context.parameters.get("date") ?? ""
        guard let date = CivilDate(raw) else { return Responses.seeOther("/week") }
        do {
            let perDay = try Self.minutes(hours: form["perDayHours"], field: "perDayHours")
            let total = try Self.minutes(hours: form["totalHours"], field: "totalHours")
            let daysOff = form.all("daysOff").compactMap(CivilDate.init)
            try await service.execute(
                .weekly(.setCapacity(week: date, perDayMinutes: perDay, daysOff: daysOff, totalMinutes: total)),
                for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther("/weeks/\(date)?saved=capacity#plan")
        } catch let error as DomainError {
            let input = WeekPage.Input(
                capacityPerDay: form["perDayHours"], capacityTotal: form["totalHours"], error: error, form: "capacity")
            return try await weekPage(for: user, raw: raw, input: input, status: error.httpStatus, in: context)
        }
    }

    @Sendable func addGoal(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let raw = context.parameters.get("date") ?? ""
        guard let date = CivilDate(raw) else { return Responses.seeOther("/week") }
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        let areaText = form["area"] ?? ""
        do {
            let state = try await service.state(for: user)
            guard let area = state.weekly.areas.find(areaText) else {
                throw DomainError.invalid("area", "Choose one of your areas of focus for the goal.")
            }
            guard let estimate = Estimate.parse(form["estimate"] ?? "") else {
                throw DomainError.invalid("estimate", "Give an estimate in hours (6h, 1.5h, 90m) or a size: S, M or L.")
            }
            let id: GoalID = SystemService.newID("goal", for: user, idempotencyKey: key)
            try await service.execute(
                .weekly(.addGoal(id: id, week: date, area: area.id, title: form["title"] ?? "", estimate: estimate)),
                for: user, idempotencyKey: key)
            return Responses.seeOther("/weeks/\(date)?saved=goal#add-goal")
        } catch let error as DomainError {
            let input = WeekPage.Input(
                goalArea: areaText, goalTitle: form["title"] ?? "", goalEstimate: form["estimate"] ?? "",
                error: error, form: "goal")
            return try await weekPage(for: user, raw: raw, input: input, status: error.httpStatus, in: context)
        }
    }

    private func changeGoal(_ action: String, _ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        guard let id = context.parameters.get("id").flatMap(GoalID.init), let goal = state.weekly[goal: id] else {
            return notFound(state, service.clock.now(), context, what: "goal")
        }
        let command: WeeklyCommand =
            switch action {
            case "done": .completeGoal(id)
            case "reopen": .reopenGoal(id)
            default: .dropGoal(id, reason: form["reason"] ?? "")
            }
        do {
            try await service.execute(.weekly(command), for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther("/weeks/\(goal.week)?saved=goal-\(action)#goal-\(id)")
        } catch let error as DomainError {
            let input = WeekPage.Input(error: error, form: "goal")
            return try await weekPage(for: user, raw: goal.week.description, input: input, status: error.httpStatus, in: context)
        }
    }

    @Sendable func checkActionItem(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        let week = form["week"].flatMap(CivilDate.init) ?? state.today(now: service.clock.now())
        guard let id = context.parameters.get("id").flatMap(ActionItemID.init) else {
            return notFound(state, service.clock.now(), context, what: "action item")
        }
        do {
            guard let done = form["done"].flatMap({ ["1": true, "0": false][$0] }) else {
                throw DomainError.invalid("done", "Say whether the action item was done.")
            }
            try await service.execute(
                .weekly(.checkActionItem(id, done: done, week: week)), for: user,
                idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            // The list of open action items names itself as the page to come back to.
            if let next = form.nonEmpty("next").flatMap(Responses.localPath) {
                return Responses.seeOther(Responses.path(next, saved: "action-item"))
            }
            return Responses.seeOther("/weeks/\(week)?saved=action-item#week-actions")
        } catch let error as DomainError {
            return try await weekPage(
                for: user, raw: week.description, input: WeekPage.Input(error: error), status: error.httpStatus, in: context)
        }
    }

    /// `/action-items/open?before=2026-11-16&cursor=2026-10-05.0`: the action items still open from retrospectives
    /// before the week holding `before` (this one by default), a page at a time. What does not read is said, and the
    /// list shows this week's from the newest.
    @Sendable func openActionItems(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try context.user())
        var (cursor, error) = Self.cursor(request)
        var before: CivilDate?
        if let raw = request.uri.queryParameters.get("before").map({ String($0) }), !raw.isEmpty {
            before = CivilDate(raw)
            if before == nil {
                (cursor, error) = (
                    nil, "“\(raw)” is not a week: name one of its days as YYYY-MM-DD, so this shows this week's open action items."
                )
            }
        }
        let page = OpenActionItemsPage(
            state: state, now: service.clock.now(), before: before, cursor: cursor, error: error, newKey: Self.newKey)
        return renderer.render(page, "open-action-items", status: error == nil ? .ok : .badRequest, in: context)
    }

    // MARK: Demo and retrospective

    @Sendable func retro(_ request: Request, context: AppContext) async throws -> Response {
        try await retroPage(for: try context.user(), raw: context.parameters.get("date") ?? "", in: context)
    }

    private func retroPage(
        for user: UserID, raw: String, input: RetroPage.Input? = nil,
        status: HTTPResponse.Status = .ok, in context: AppContext
    ) async throws -> Response {
        let state = try await service.state(for: user)
        let now = service.clock.now()
        guard let date = CivilDate(raw) else {
            return renderer.render(
                ErrorPage(
                    chrome: Chrome(.week, state: state, now: now), heading: "That is not a week",
                    message: "“\(raw)” is not a date. Weeks are named by a day, written as YYYY-MM-DD."),
                "error", status: .notFound, in: context)
        }
        let week = state.calendar.weekStart(containing: date)
        let drawn = try await panels(.retrospective, state: state, user: user, now: now, week: week, in: context)
        return renderer.render(
            RetroPage(state: state, containing: date, now: now, input: input, newKey: Self.newKey).showing(drawn),
            "retro", status: status, in: context)
    }

    @Sendable func saveRetro(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let raw = context.parameters.get("date") ?? ""
        guard let date = CivilDate(raw) else { return Responses.seeOther("/week") }
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        let ids = form.all("actionId"), texts = form.all("actionText")
        let pairs = zip(ids, texts).map { (id: $0, text: $1) }
        do {
            let state = try await service.state(for: user)
            var drafts: [WeeklyCommand.ActionItemDraft] = []
            for (index, pair) in pairs.enumerated() where !pair.text.trimmingCharacters(in: .whitespaces).isEmpty {
                let id = ActionItemID(pair.id) ?? SystemService.newID("action-item", for: user, idempotencyKey: key, index: index + 1)
                drafts.append(.init(id: id, text: pair.text))
            }
            var answers: [ActionItemID: Bool] = [:]
            for item in state.plan(weekContaining: date, now: service.clock.now()).actionItems {
                switch form["answer-\(item.id)"] {
                case "done": answers[item.id] = true
                case "not-done": answers[item.id] = false
                default: break
                }
            }
            try await service.execute(
                .weekly(
                    .recordRetro(
                        week: date, wentWell: form["wentWell"], wentPoorly: form["wentPoorly"],
                        toImprove: form["toImprove"], actionItems: drafts, answers: answers)),
                for: user, idempotencyKey: key)
            return Responses.seeOther("/weeks/\(date)/retro?saved=retro#retro")
        } catch let error as DomainError {
            let input = RetroPage.Input(
                wentWell: form["wentWell"] ?? "", wentPoorly: form["wentPoorly"] ?? "",
                toImprove: form["toImprove"] ?? "", items: pairs, error: error)
            return try await retroPage(for: user, raw: raw, input: input, status: error.httpStatus, in: context)
        }
    }

    // MARK: Areas of focus

    @Sendable func areas(_ request: Request, context: AppContext) async throws -> Response {
        let state = try await service.state(for: try context.user())
        return renderer.render(AreasPage(state: state, now: service.clock.now(), newKey: Self.newKey), "areas", in: context)
    }

    @Sendable func addArea(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let budget = try Self.minutes(hours: form["budgetHours"], field: "weeklyBudgetHours")
            let id: AreaID = SystemService.newID("area", for: user, idempotencyKey: key)
            try await service.execute(
                .weekly(.createArea(id: id, name: form["name"] ?? "", weeklyBudgetMinutes: budget)), for: user, idempotencyKey: key)
            return Responses.seeOther("/areas?saved=area-added#area-\(id)")
        } catch let error as DomainError {
            let state = try await service.state(for: user)
            let input = AreasPage.Input(name: form["name"] ?? "", budget: form["budgetHours"] ?? "", error: error)
            return renderer.render(
                AreasPage(state: state, now: service.clock.now(), input: input, newKey: Self.newKey), "areas",
                status: error.httpStatus, in: context)
        }
    }

    private func changeArea(_ action: String, _ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        guard let id = context.parameters.get("id").flatMap(AreaID.init), state.weekly.areas[id] != nil else {
            return notFound(state, service.clock.now(), context, what: "area")
        }
        do {
            let command: WeeklyCommand
            switch action {
            case "archive": command = .archiveArea(id)
            case "restore": command = .restoreArea(id)
            case "up", "down":
                var order = state.weekly.areas.active.map(\.id)
                guard let index = order.firstIndex(of: id) else { return Responses.seeOther("/areas") }
                let target = action == "up" ? index - 1 : index + 1
                if order.indices.contains(target) { order.swapAt(index, target) }
                command = .reorderAreas(order)
            default:
                let budget = try Self.minutes(hours: form["budgetHours"], field: "weeklyBudgetHours")
                command = .changeArea(
                    id: id, name: form["name"], icon: form["icon"].flatMap(Area.Icon.init),
                    color: form["color"].flatMap(Area.Color.init), weeklyBudgetMinutes: .some(budget))
            }
            try await service.execute(.weekly(command), for: user, idempotencyKey: form.nonEmpty("idempotencyKey").map { "form-\($0)" })
            return Responses.seeOther("/areas?saved=area-\(action)#area-\(id)")
        } catch let error as DomainError {
            let input = AreasPage.Input(error: error, isNew: false)
            return renderer.render(
                AreasPage(state: state, now: service.clock.now(), input: input, newKey: Self.newKey), "areas",
                status: error.httpStatus, in: context)
        }
    }

    /// Reads hours as a user types them (`6`, `5.5`, `6h`, `90m`); blank is nil.
    static func minutes(hours text: String?, field: String) throws(DomainError) -> Int? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let minutes = Readable.parseHours(text) else {
            throw DomainError.invalid(field, "“\(text)” is not a number of hours: write 6, 5.5, 6h or 90m.")
        }
        return minutes
    }
}
