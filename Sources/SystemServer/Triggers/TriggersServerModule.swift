import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The internal triggers in the server: "I feel an urge" on the focus screen and the surf that follows, the urges of
/// an intention on its page, the week's on the retrospective, and their API.
struct TriggersServerModule: ServerModule {
    let name = "Triggers"

    var panels: [any PagePanel] { [UrgePanel(), IntentionTriggersPanel(), WeekTriggersPanel()] }

    var savedMessages: [String: String] {
        [
            "urge": "Caught. Now surf it: the minutes are counting.",
            "urge-passed": "It passed. Back to it.",
            "urge-surfed": "Another surf: the minutes are counting again.",
            "urge-gave-in": "Noted, without judgement. Back to your intention.",
        ]
    }

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        let pages = UrgePages(pages: app.pages)
        router.post("intentions/{id}/triggers", use: pages.catchUrge)
        router.post("triggers/{id}/outcome", use: pages.settle)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        TriggersAPI(api: app.api).add(to: api)
    }

    var openAPI: OpenAPIPart? { Self.openAPIPart }
}

/// The forms of the focus screen and an intention's page.
struct UrgePages: Sendable {
    let pages: Pages

    var service: SystemService { pages.service }

    /// Catches a trigger: `what` is the pull tapped (or `other`, with `own` words), `toward` and `surfMinutes`
    /// optional.
    @Sendable func catchUrge(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        // Read with every part it needs (an intention of a month the cache does not hold is loaded, not missed).
        let id = Pages.intentionID(context)
        guard let intention = id, try await service.read(user, { $0.intentions[intention] != nil }) else {
            return pages.notFound(try await service.state(for: user), service.clock.now(), context)
        }
        let picked = form["what"] ?? ""
        let what = picked == "other" || picked.isEmpty ? form["own"] ?? "" : picked
        var input = UrgePanel.Input(own: form["own"] ?? "", toward: form["toward"] ?? "", surfMinutes: form["surfMinutes"] ?? "", error: "")
        do {
            let minutes = try Self.minutes(form["surfMinutes"], field: "surfMinutes")
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            let id: TriggerID = SystemService.newID("trigger", for: user, idempotencyKey: key)
            try await service.execute(
                .triggers(.log(id: id, intention: intention, what: what, toward: form.nonEmpty("toward"), surfMinutes: minutes)),
                for: user, idempotencyKey: key)
            return Responses.seeOther("/focus?saved=urge#panel-urge")
        } catch let error as DomainError {
            input.error = error.message
            return try await focusAgain(user, input: input, status: error.kind == .conflict ? .conflict : .unprocessableContent, context)
        }
    }

    /// What came of a surf: `outcome` passed, surfed or gave_in, with `minutes` for giving in.
    @Sendable func settle(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        guard let id = TriggerID(context.parameters.get("id") ?? ""), let trigger = try await service.read(user, { $0.triggers[id] }) else {
            return pages.notFound(state, service.clock.now(), context, what: "urge")
        }
        let running = state.intentions.running?.id == trigger.intention
        let back = running ? "/focus" : "/intentions/\(trigger.intention)"
        var input = UrgePanel.Input(minutes: form["minutes"] ?? "", error: "")
        do {
            guard let kind = InternalTrigger.Outcome.Kind(rawValue: form["outcome"] ?? "") else {
                throw DomainError.invalid("outcome", "Say whether the urge passed, you surfed again, or gave in.")
            }
            let minutes = kind == .gaveIn ? try Self.minutes(form["minutes"], field: "minutes") : nil
            let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
            try await service.execute(.triggers(.settle(id: id, outcome: kind, minutes: minutes)), for: user, idempotencyKey: key)
            let saved = kind == .passed ? "urge-passed" : kind == .surfed ? "urge-surfed" : "urge-gave-in"
            return Responses.seeOther("\(back)?saved=\(saved)#panel-\(running ? "urge" : "intention-triggers")")
        } catch let error as DomainError {
            input.error = error.message
            let status: HTTPResponse.Status = error.kind == .conflict ? .conflict : .unprocessableContent
            if running { return try await focusAgain(user, input: input, status: status, context) }
            let state = try await service.state(for: user)
            let now = service.clock.now()
            guard let intention = state.intentions[trigger.intention] else { return Responses.seeOther("/") }
            let drawn = try await pages.panels(
                .intention, state: state, user: user, now: now, intention: intention, input: input, in: context)
            return pages.renderer.render(
                IntentionPage(state: state, intention: intention, now: now, newKey: Pages.newKey).showing(drawn), "intention",
                status: status, in: context)
        }
    }

    /// The focus screen again with the urge panel's problem and what was typed; without a running intention, the
    /// problem on a page of its own.
    private func focusAgain(_ user: UserID, input: UrgePanel.Input, status: HTTPResponse.Status, _ context: AppContext) async throws
        -> Response
    {
        let state = try await service.state(for: user)
        let now = service.clock.now()
        guard let running = state.intentions.running else {
            return pages.renderer.render(
                ErrorPage(
                    chrome: Chrome(.today, state: state, now: now), heading: "Nothing is running",
                    message: "\(input.error) What you typed: “\(input.own.isEmpty ? input.toward : input.own)”."),
                "error", status: status, in: context)
        }
        let drawn = try await pages.panels(.focus, state: state, user: user, now: now, intention: running, input: input, in: context)
        return pages.renderer.render(
            FocusPage(state: state, running: running, now: now, newKey: Pages.newKey).showing(drawn), "focus", status: status, in: context)
    }

    /// A whole number of minutes typed in a form, nil when left empty.
    static func minutes(_ text: String?, field: String) throws(DomainError) -> Int? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let minutes = Int(text) else { throw .invalid(field, "“\(text)” is not a number of minutes.") }
        return minutes
    }
}
