import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The Health page and its forms: a weigh-in, activity logged by hand, the body's profile. A refused form comes back
/// with what was typed and why.
struct HealthPages: Sendable {
    let app: ServerModuleContext

    var pages: Pages { app.pages }
    var service: SystemService { app.service }

    func add(to router: Router<AppContext>) {
        router.get("/health") { request, context in
            let date = request.uri.queryParameters.get("date").flatMap { CivilDate(String($0)) }
            return try await page(for: try context.user(), date: date, in: context)
        }
        router.post("/health/weight") { request, context in try await weigh(request, context) }
        router.post("/health/weight/{id}/remove") { request, context in
            try await remove(request, context) {
                .health(.removeWeighIn(WeighInID($0)!))
            } exists: {
                $1.body[WeighInID($0)!] != nil
            }
        }
        router.post("/health/activity") { request, context in try await logActivity(request, context) }
        router.post("/health/activity/{id}/remove") { request, context in
            try await remove(request, context) {
                .health(.removeActivity(ActivityID($0)!))
            } exists: {
                $1.body[ActivityID($0)!] != nil
            }
        }
        router.post("/health/profile") { request, context in try await setProfile(request, context) }
        router.post("/health/targets") { request, context in try await setTargets(request, context) }
    }

    /// Draws the page for a day (today by default).
    func page(
        for user: UserID, date: CivilDate?, problem: HealthPage.Problem? = nil, status: HTTPResponse.Status = .ok, in context: AppContext
    ) async throws -> Response {
        let state = try await service.state(for: user)
        let now = service.clock.now()
        let today = state.today(now: now)
        let date = min(date ?? today, today)
        let report = try await HealthReport.of(user, state: state, in: service.storage)
        let day = DailyContext(state: state, user: user, date: date, now: now, storage: service.storage, newKey: Pages.newKey)
        // The day and the 28 before, read once: the ring, two weeks of history, and the weight trend's comparison.
        let history = try await report.energies(from: date.adding(days: -28), through: date)
        let energy = pages.renderer.fragment(
            EnergyView(history.last!.energy, date: date, today: today, linked: false), "daily-energy", in: context)
        let food = try await FoodModule().view(for: day).map { pages.renderer.fragment($0, "daily-food", in: context) } ?? ""
        let days = history.suffix(14).map { ($0.date, $0.energy) }
        let page = HealthPage(
            state: state, now: now, date: date, energy: energy, food: food,
            weights: try await report.weights(from: date.adding(days: -90), to: date), days: days,
            implied: try await report.impliedExpenditure(over: Array(history.dropLast())),
            importRefusal: report.samples == nil ? "This server's store keeps no readings: it needs SQLite or PostgreSQL." : nil,
            problem: problem, newKey: Pages.newKey)
        return pages.renderer.render(page, "health", status: status, in: context)
    }

    private func weigh(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        let now = service.clock.now()
        let date = form["date"].flatMap(CivilDate.init) ?? state.today(now: now)
        let typed = form["weight"] ?? ""
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let kg = try state.body.profile.weightUnit.parse(typed)
            let at = date == state.today(now: now) ? now : state.calendar.instant(date, TimeOfDay(hour: 12)!)
            let id: WeighInID = SystemService.newID("weigh-in", for: user, idempotencyKey: key)
            try await service.execute(.health(.weigh(WeighIn(id: id, date: date, at: at, kg: kg))), for: user, idempotencyKey: key)
            return Responses.seeOther(Self.href(date, state: state, now: now) + "saved=weight-logged#weight")
        } catch let error as DomainError {
            return try await page(for: user, date: date, problem: .weight(typed, error), status: error.httpStatus, in: context)
        }
    }

    private func logActivity(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        let now = service.clock.now()
        let date = form["date"].flatMap(CivilDate.init) ?? state.today(now: now)
        let input = HealthPage.ActivityInput(label: form["label"] ?? "", kcal: form["kcal"] ?? "")
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            guard let kcal = Double(input.kcal.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")) else {
                throw DomainError.invalid("kcal", "“\(input.kcal)” is not a number of kcal, such as 450.")
            }
            let id: ActivityID = SystemService.newID("activity", for: user, idempotencyKey: key)
            try await service.execute(
                .health(.logActivity(Activity(id: id, date: date, label: input.label, kcal: kcal))), for: user, idempotencyKey: key)
            return Responses.seeOther(Self.href(date, state: state, now: now) + "saved=activity-logged#activity")
        } catch let error as DomainError {
            return try await page(for: user, date: date, problem: .activity(input, error), status: error.httpStatus, in: context)
        }
    }

    private func setProfile(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let profile = try Self.profile(form)
            try await service.execute(.health(.setProfile(profile)), for: user, idempotencyKey: key)
            return Responses.seeOther("/health?saved=profile-saved#profile")
        } catch let error as DomainError {
            return try await page(for: user, date: nil, problem: .profile(error), status: error.httpStatus, in: context)
        }
    }

    /// The nutrient targets a form gives: a field left empty has no target.
    private func setTargets(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        var typed: [String: String] = [:]
        for nutrient in NutrientTargets.nutrients { typed[nutrient.key] = form.nonEmpty(nutrient.key) }
        var amounts: [Int: Double] = [:]
        do {
            for nutrient in NutrientTargets.nutrients {
                guard let text = typed[nutrient.key] else { continue }
                guard let amount = Double(text.replacingOccurrences(of: ",", with: ".")) else {
                    throw DomainError.invalid(nutrient.key, "“\(text)” is not an amount: write a number, such as 120.")
                }
                amounts[nutrient.id] = amount
            }
            try await service.execute(.health(.setTargets(NutrientTargets(amounts))), for: user, idempotencyKey: key)
            return Responses.seeOther("/health?saved=targets-saved#targets")
        } catch let error as DomainError {
            return try await page(for: user, date: nil, problem: .targets(typed, error), status: error.httpStatus, in: context)
        }
    }

    /// The profile a form gives: every field, empty ones unset.
    static func profile(_ form: FormData) throws(DomainError) -> BodyProfile {
        guard let unit = WeightUnit(rawValue: form["weightUnit"] ?? "kg") else { throw .invalid("weightUnit", "Weights are in kg or lb.") }
        var height: Double? = nil
        if let text = form.nonEmpty("heightCm") {
            guard let value = Double(text.replacingOccurrences(of: ",", with: ".")) else {
                throw .invalid("heightCm", "“\(text)” is not a height in cm, such as 178.")
            }
            height = value
        }
        var birth: CivilDate? = nil
        if let text = form.nonEmpty("birthDate") {
            guard let date = CivilDate(text) else { throw .invalid("birthDate", "“\(text)” is not a date: use YYYY-MM-DD.") }
            birth = date
        }
        let sex = form.nonEmpty("sex").flatMap(BodyProfile.Sex.init)
        guard let change = Double(form["weeklyChangeKg"] ?? "0") else {
            throw .invalid("weeklyChangeKg", "Choose a weekly goal from the list.")
        }
        return BodyProfile(weightUnit: unit, heightCm: height, birthDate: birth, sex: sex, weeklyChangeKg: change)
    }

    private func remove(
        _ request: Request, _ context: AppContext, command: (String) -> UserCommand, exists: (String, UserState) -> Bool
    ) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        let now = service.clock.now()
        guard let id = context.parameters.get("id"), UUID(uuidString: id) != nil, exists(id, state) else {
            return pages.notFound(state, now, context, what: "entry")
        }
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        try await service.execute(command(id), for: user, idempotencyKey: key)
        let date = form["date"].flatMap(CivilDate.init) ?? state.today(now: now)
        return Responses.seeOther(Self.href(date, state: state, now: now) + "saved=entry-removed")
    }

    /// The Health page of a day, ready for a query's next parameter.
    static func href(_ date: CivilDate, state: UserState, now: Date) -> String {
        date == state.today(now: now) ? "/health?" : "/health?date=\(date)&"
    }
}
