import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The template editor: `/workouts/templates/new` and `/workouts/templates/{id}`, one row per lift. A refused
/// template comes back with every row as typed and the field at fault named.
struct LiftTemplatePages: Sendable {
    let app: ServerModuleContext

    var service: SystemService { app.service }

    static let savedMessages = ["template-saved": "Template saved.", "template-removed": "Template removed."]

    func add(to router: Router<AppContext>) {
        router.get("/workouts/templates/new") { _, context in
            let user = try context.user()
            return try await editor(for: user, template: nil, form: nil, in: context)
        }
        router.get("/workouts/templates/{id}") { _, context in
            let user = try context.user()
            let state = try await service.state(for: user)
            guard let template = WorkoutsPages.template(PathInput.text(context), in: state) else { return try await missing(user, context) }
            return try await editor(for: user, template: template, form: nil, in: context)
        }
        router.post("/workouts/templates") { request, context in
            try await save(request, context, editing: nil)
        }
        router.post("/workouts/templates/{id}") { request, context in
            // An id that does not read is as unknown as another user's: never a new template.
            try await save(request, context, editing: .some(WorkoutTemplateID(PathInput.text(context))))
        }
        router.post("/workouts/templates/{id}/remove") { request, context in
            let user = try context.user()
            let form = FormData(try await request.bodyText())
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            do {
                guard let id = WorkoutTemplateID(PathInput.text(context)) else {
                    throw DomainError(.notFound, code: "template_not_found", message: "")
                }
                try await service.execute(.workouts(.deleteTemplate(id)), for: user, idempotencyKey: key)
            } catch let error as DomainError where error.code == "template_not_found" {
                // Removed already (a second tap), or never this user's: the same page as any unknown template.
                return try await missing(user, context)
            }
            return Responses.seeOther("/workouts?saved=template-removed")
        }
    }

    /// Saves a new template (`editing` nil) or the one `editing` names (nil inside when its id does not read).
    private func save(_ request: Request, _ context: AppContext, editing: WorkoutTemplateID??) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        let state = try await service.state(for: user)
        let existing = editing.flatMap { $0 }.flatMap(state.workouts.template)
        if editing != nil, existing == nil { return try await missing(user, context) }
        let typed = TemplateEditPage.Typed(form)
        do {
            let template = try typed.template(
                id: existing?.id ?? SystemService.newID("lift-template", for: user, idempotencyKey: key), in: state.workouts)
            try await service.execute(.workouts(.saveTemplate(template)), for: user, idempotencyKey: key)
            return Responses.seeOther("/workouts?saved=template-saved")
        } catch let error as DomainError {
            return try await editor(for: user, template: existing, form: typed, problem: error, in: context)
        }
    }

    private func editor(
        for user: UserID, template: WorkoutTemplate?, form: TemplateEditPage.Typed?, problem: DomainError? = nil, in context: AppContext
    ) async throws -> Response {
        let state = try await service.state(for: user)
        let page = TemplateEditPage(
            state: state, now: service.clock.now(), template: template, typed: form, problem: problem, key: Pages.newKey())
        return app.pages.renderer.render(
            page, "lift-template", status: problem.map { $0.httpStatus } ?? .ok, in: context)
    }

    private func missing(_ user: UserID, _ context: AppContext) async throws -> Response {
        let state = try await service.state(for: user)
        let page = ErrorPage(
            chrome: Chrome(.workouts, state: state, now: service.clock.now()), heading: "No such template",
            message: "It may have been removed.")
        return app.pages.renderer.render(page, "error", status: .notFound, in: context)
    }
}

/// The template editor: the name, the rest, and a row per lift (the lift, the weight, sets and reps); a few empty
/// rows to add lifts, left out when saved.
struct TemplateEditPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let heading: String
    let action: String
    let name: String
    let rest: String
    let rows: [Row]
    let problem: String?
    let removeAction: String?
    let key: String

    struct Row: Sendable, Encodable {
        let number: Int
        let options: [Option]
        let weight: String
        let sets: String
        let reps: String
        let isWrong: Bool
    }

    struct Option: Sendable, Encodable {
        let value: String
        let label: String
        let selected: Bool
    }

    /// The form as typed: the name, the rest, and each row's lift, weight, sets and reps.
    struct Typed: Sendable {
        var name: String
        var rest: String
        var rows: [(lift: String, weight: String, sets: String, reps: String)]

        init(_ form: FormData) {
            name = form["name"] ?? ""
            rest = form["rest"] ?? ""
            let lifts = form.all("lift"), weights = form.all("weight"), sets = form.all("sets"), reps = form.all("reps")
            rows = lifts.indices.map { index in
                func at(_ values: [String]) -> String { index < values.count ? values[index] : "" }
                return (lifts[index], at(weights), at(sets), at(reps))
            }
        }

        init(name: String, rest: String, rows: [(lift: String, weight: String, sets: String, reps: String)]) {
            self.name = name
            self.rest = rest
            self.rows = rows
        }

        init(_ template: WorkoutTemplate) {
            name = template.name
            rest = Readable.countdown(seconds: template.restSeconds)
            rows = template.items.map { ($0.liftId.description, Readable.amount($0.weightKg), "\($0.sets)", "\($0.targetReps)") }
        }

        /// The rows with a lift chosen, by their place in the form.
        var filled: [(index: Int, row: (lift: String, weight: String, sets: String, reps: String))] {
            rows.enumerated().filter { !$0.element.lift.isEmpty }.map { ($0.offset, $0.element) }
        }

        /// The template as typed; a refusal names the row (`items[1].sets`) the core's checks name too.
        func template(id: WorkoutTemplateID, in log: WorkoutLog) throws(DomainError) -> WorkoutTemplate {
            let rest = rest.trimmingCharacters(in: .whitespaces).isEmpty ? "2:00" : rest
            guard let restSeconds = WorkoutCommand.restSeconds(rest) else {
                throw .invalid("restSeconds", "“\(rest)” is not a rest: write 2:00, 90s or 3m.")
            }
            var items: [WorkoutTemplate.Item] = []
            for (place, (index, row)) in filled.enumerated() {
                let field = "items[\(place)]"
                guard let lift = LiftID(row.lift).flatMap(log.lift) else {
                    throw .invalid("\(field).liftId", "Row \(index + 1): choose a lift.")
                }
                let weight = try WorkoutCommand.barWeight(row.weight, field: "\(field).weightKg")
                guard let sets = Int(row.sets.trimmingCharacters(in: .whitespaces)) else {
                    throw .invalid("\(field).sets", "Row \(index + 1): sets is a whole number, 1 to 20.")
                }
                guard let reps = Int(row.reps.trimmingCharacters(in: .whitespaces)) else {
                    throw .invalid("\(field).targetReps", "Row \(index + 1): reps is a whole number, 1 to \(WorkoutCommand.maximumReps).")
                }
                items.append(WorkoutTemplate.Item(liftId: lift.id, weightKg: weight, sets: sets, targetReps: reps))
            }
            return WorkoutTemplate(id: id, name: name, items: items, restSeconds: restSeconds)
        }
    }

    init(state: UserState, now: Date, template: WorkoutTemplate?, typed: Typed?, problem: DomainError?, key: String) {
        chrome = Chrome(.workouts, state: state, now: now)
        let typed = typed ?? template.map(Typed.init) ?? Typed(name: "", rest: "2:00", rows: [])
        heading = template.map { "Edit \($0.name)" } ?? "New template"
        action = template.map { "/workouts/templates/\($0.id)" } ?? "/workouts/templates"
        removeAction = template.map { "/workouts/templates/\($0.id)/remove" }
        name = typed.name
        rest = typed.rest
        // The row at fault: the core names items by their place among the filled rows.
        let filled = typed.filled.map { $0.index }
        let wrongRow = problem?.field.flatMap { field -> Int? in
            guard field.hasPrefix("items["), let end = field.firstIndex(of: "]"),
                let place = Int(field[field.index(field.startIndex, offsetBy: 6)..<end]),
                place < filled.count
            else { return nil }
            return filled[place]
        }
        var rows = typed.rows
        while rows.count < max(4, typed.rows.count + 2) { rows.append(("", "", "", "")) }
        let lifts = state.workouts.lifts
        self.rows = rows.enumerated().map { index, row in
            var options = [Option(value: "", label: "—", selected: row.lift.isEmpty)]
            for lift in lifts {
                options.append(Option(value: lift.id.description, label: lift.name, selected: lift.id.description == row.lift))
            }
            return Row(
                number: index + 1, options: options, weight: row.weight, sets: row.sets, reps: row.reps, isWrong: index == wrongRow)
        }
        self.problem = problem.map { problem in
            // The core's checks speak of the template; on the form, the row is what the person sees.
            if let wrongRow, !problem.message.hasPrefix("Row") { return "Row \(wrongRow + 1): \(problem.message)" }
            return problem.message
        }
        self.key = key
    }
}
