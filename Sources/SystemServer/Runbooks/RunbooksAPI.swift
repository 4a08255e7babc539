import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// `/api/v1/runbooks`: the list, writing and editing one (each save a new version), hiding and showing one, and its
/// runs.
struct RunbooksAPI: Sendable {
    let app: ServerModuleContext

    func add(to api: RouterGroup<AppContext>) {
        api.get("runbooks") { request, context in
            let read = try await app.api.read(context)
            let hidden = try Self.flag(request.uri.queryParameters.get("includeHidden").map { String($0) }, field: "includeHidden")
            return Responses.json(.ok, JSONText.encode(RunbooksJSON(read.state, includingHidden: hidden)))
        }
        // A runbook of the user's own: `name`, `moment`, `steps` (each `text` and `timerSeconds`).
        api.post("runbooks") { request, context in
            try await app.api.write(request, context) { write in
                let id: RunbookID = SystemService.newID("runbook", for: write.user, idempotencyKey: write.key)
                let outcome = try await write.execute(.runbook(.save(id, try Self.draft(write.body, current: nil))))
                return APIReply(.created, json: try Self.json(id, outcome.state))
            }
        }
        api.get("runbooks/{id}") { request, context in
            let read = try await app.api.read(context)
            let id: RunbookID = try PathInput.id(context, code: "runbook_not_found", noun: "runbook")
            guard let runbook = read.state.runbooks[id] else { throw Self.notFound(id) }
            guard let text = request.uri.queryParameters.get("version").map({ String($0) }) else {
                return Responses.json(.ok, JSONText.encode(RunbookJSON(runbook, read.state)))
            }
            guard let number = Int(text), let version = read.state.runbooks.version(number, of: id) else {
                throw APIError(
                    .notFound, code: "version_not_found", message: "“\(runbook.name)” has versions 1 to \(runbook.version).",
                    field: "version")
            }
            return Responses.json(.ok, JSONText.encode(RunbookJSON(version, read.state)))
        }
        // A new version: the whole runbook as it should read (fields left out keep their value).
        api.put("runbooks/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: RunbookID = try PathInput.id(context, code: "runbook_not_found", noun: "runbook")
                guard let current = try await write.state().runbooks[id] else { throw Self.notFound(id) }
                let outcome = try await write.execute(.runbook(.save(id, try Self.draft(write.body, current: current))))
                return APIReply(.ok, json: try Self.json(id, outcome.state))
            }
        }
        // Hides it: out of the list, its versions and runs kept.
        api.delete("runbooks/{id}") { request, context in
            try await app.api.write(request, context) { write in
                let id: RunbookID = try PathInput.id(context, code: "runbook_not_found", noun: "runbook")
                _ = try await write.execute(.runbook(.hide(id)))
                return APIReply(.noContent, "")
            }
        }
        api.post("runbooks/{id}/show") { request, context in
            try await app.api.write(request, context) { write in
                let id: RunbookID = try PathInput.id(context, code: "runbook_not_found", noun: "runbook")
                let outcome = try await write.execute(.runbook(.show(id)))
                return APIReply(.ok, json: try Self.json(id, outcome.state))
            }
        }
        api.get("runbooks/{id}/runs") { _, context in
            let read = try await app.api.read(context)
            let id: RunbookID = try PathInput.id(context, code: "runbook_not_found", noun: "runbook")
            guard read.state.runbooks[id] != nil else { throw Self.notFound(id) }
            return Responses.json(.ok, JSONText.encode(RunbookRunsJSON(read.state.runbooks.runs(of: id), read.state)))
        }
        // A run, recorded when it ends: `version` (the current one if left out), `startedAt`, `finishedAt` (null or
        // left out for a run stopped early), `stepsReached`, `feeling`, `words`.
        api.post("runbooks/{id}/runs") { request, context in
            try await app.api.write(request, context) { write in
                let id: RunbookID = try PathInput.id(context, code: "runbook_not_found", noun: "runbook")
                guard let runbook = try await write.state().runbooks[id] else { throw Self.notFound(id) }
                let body = write.body
                let runID: RunbookRunID = SystemService.newID("runbook-run", for: write.user, idempotencyKey: write.key)
                let run = RunbookRun(
                    id: runID, runbookId: id, version: try body.int("version") ?? runbook.version,
                    startedAt: try Self.instant(body, "startedAt", required: true) ?? write.now,
                    finishedAt: try Self.instant(body, "finishedAt"), stepsReached: try body.int("stepsReached", required: true) ?? 0,
                    feeling: try Self.feeling(body), words: try body.string("words"))
                let outcome = try await write.execute(.runbook(.recordRun(run)))
                guard let recorded = outcome.state.runbooks.run(runID) else {
                    throw APIError(.internalServerError, code: "run_not_recorded", message: "The run was not recorded.")
                }
                return APIReply(.created, json: RunbookRunJSON(recorded, outcome.state))
            }
        }
    }

    static func notFound(_ id: RunbookID) -> APIError {
        APIError(.notFound, code: "runbook_not_found", message: "There is no runbook \(id).", field: "id")
    }

    private static func json(_ id: RunbookID, _ state: UserState) throws -> RunbookJSON {
        guard let runbook = state.runbooks[id] else { throw notFound(id) }
        return RunbookJSON(runbook, state)
    }

    static func flag(_ text: String?, field: String) throws(APIError) -> Bool {
        switch text {
        case nil, "false"?, "0"?: false
        case "true"?, "1"?: true
        case let other?: throw APIError.badRequest(field, "“\(other)” is not true or false.", code: "invalid_flag")
        }
    }

    /// The runbook as the body says it should read; a field left out keeps the current value.
    static func draft(_ body: JSONBody, current: Runbook?) throws(APIError) -> RunbookDraft {
        let name = try body.string("name", required: current == nil) ?? current?.name ?? ""
        let moment = try body.string("moment") ?? current?.moment ?? ""
        guard let values = try body.array("steps", required: current == nil) else {
            return RunbookDraft(name: name, moment: moment, steps: current?.steps ?? [])
        }
        var steps: [Runbook.Step] = []
        for (index, value) in values.enumerated() {
            switch value {
            case .string(let text): steps.append(Runbook.Step(text))
            case .object(let fields):
                guard case .string(let text)? = fields["text"] else {
                    throw APIError(.invalid("steps[\(index)].text", "Step \(index + 1) needs its `text`, a string."))
                }
                var timer: Int?
                switch fields["timerSeconds"] {
                case nil, .null?: timer = nil
                case .number(let number)? where number.rounded() == number && abs(number) < 1e9: timer = Int(number)
                default: throw APIError(.invalid("steps[\(index)].timerSeconds", "Step \(index + 1): `timerSeconds` is a whole number."))
                }
                steps.append(Runbook.Step(text, timerSeconds: timer))
            default:
                throw APIError(.invalid("steps[\(index)]", "Step \(index + 1) is an object with `text` (and `timerSeconds`)."))
            }
        }
        return RunbookDraft(name: name, moment: moment, steps: steps)
    }

    static func instant(_ body: JSONBody, _ field: String, required: Bool = false) throws(APIError) -> Date? {
        guard let text = try body.string(field, required: required) else { return nil }
        guard let date = Readable.parseInstant(text) else {
            throw APIError(.invalid(field, "“\(text)” is not a date and time: write it as 2026-11-27T16:40:00Z."))
        }
        return date
    }

    static func feeling(_ body: JSONBody) throws(APIError) -> Feeling? {
        guard let text = try body.string("feeling") else { return nil }
        guard let feeling = Feeling(rawValue: text) else {
            let names = Feeling.allCases.map(\.rawValue).joined(separator: ", ")
            throw APIError(.invalid("feeling", "“\(text)” is not a feeling: \(names)."))
        }
        return feeling
    }
}

/// `GET /api/v1/runbooks`.
public struct RunbooksJSON: Encodable, Sendable {
    let runbooks: [RunbookJSON]

    public init(_ state: UserState, includingHidden: Bool) {
        runbooks = state.runbooks.runbooks(includingHidden: includingHidden).map { RunbookJSON($0, state) }
    }
}

/// A runbook (a version of it), as the API shows it.
public struct RunbookJSON: Encodable, Sendable {
    struct Step: Encodable, Sendable {
        let text: String
        let timerSeconds: Int?

        enum CodingKeys: String, CodingKey { case text, timerSeconds }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(text, forKey: .text)
            try c.encode(timerSeconds, forKey: .timerSeconds)
        }
    }

    let id: String
    let name: String
    let moment: String
    let steps: [Step]
    let version: Int
    /// The latest version: a runbook read at an older version says which is current.
    let currentVersion: Int
    let savedAt: String?
    let isStarter: Bool
    let hidden: Bool
    let runCount: Int

    enum CodingKeys: String, CodingKey {
        case id, name, moment, steps, version, currentVersion, savedAt, isStarter, hidden, runCount
    }

    public init(_ runbook: Runbook, _ state: UserState) {
        let log = state.runbooks
        id = runbook.id.description
        name = runbook.name
        moment = runbook.moment
        steps = runbook.steps.map { Step(text: $0.text, timerSeconds: $0.timerSeconds) }
        version = runbook.version
        currentVersion = log[runbook.id]?.version ?? runbook.version
        savedAt = runbook.savedAt.map(state.calendar.iso8601)
        isStarter = runbook.isStarter
        hidden = log.isHidden(runbook.id)
        runCount = log.runs(of: runbook.id).count
    }

    /// A starter as it ships has no `savedAt`: null, never left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(moment, forKey: .moment)
        try c.encode(steps, forKey: .steps)
        try c.encode(version, forKey: .version)
        try c.encode(currentVersion, forKey: .currentVersion)
        try c.encode(savedAt, forKey: .savedAt)
        try c.encode(isStarter, forKey: .isStarter)
        try c.encode(hidden, forKey: .hidden)
        try c.encode(runCount, forKey: .runCount)
    }
}

/// `GET /api/v1/runbooks/{id}/runs`: newest first.
public struct RunbookRunsJSON: Encodable, Sendable {
    let runs: [RunbookRunJSON]

    public init(_ runs: [RunbookRun], _ state: UserState) { self.runs = runs.map { RunbookRunJSON($0, state) } }
}

/// One run.
public struct RunbookRunJSON: Encodable, Sendable {
    let id: String
    let runbookId: String
    let version: Int
    let startedAt: String
    let finishedAt: String?
    let stepsReached: Int
    let stepCount: Int
    let feeling: String?
    let words: String?

    enum CodingKeys: String, CodingKey {
        case id, runbookId, version, startedAt, finishedAt, stepsReached, stepCount, feeling, words
    }

    public init(_ run: RunbookRun, _ state: UserState) {
        id = run.id.description
        runbookId = run.runbookId.description
        version = run.version
        startedAt = state.calendar.iso8601(run.startedAt)
        finishedAt = run.finishedAt.map(state.calendar.iso8601)
        stepsReached = run.stepsReached
        stepCount = state.runbooks.version(run.version, of: run.runbookId)?.steps.count ?? run.stepsReached
        feeling = run.feeling?.rawValue
        words = run.words
    }

    /// What a run did not give is null, never left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(runbookId, forKey: .runbookId)
        try c.encode(version, forKey: .version)
        try c.encode(startedAt, forKey: .startedAt)
        try c.encode(finishedAt, forKey: .finishedAt)
        try c.encode(stepsReached, forKey: .stepsReached)
        try c.encode(stepCount, forKey: .stepCount)
        try c.encode(feeling, forKey: .feeling)
        try c.encode(words, forKey: .words)
    }
}
