import Foundation
import Hummingbird
import SystemCore
import SystemStore

@testable import SystemServer

/// The example module in the server: its API, its part of the Today page, and its part of the OpenAPI document.
struct TallyServerModule: ServerModule {
    let name = "Tally"

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        api.get("tally/today") { _, context in
            let read = try await app.api.read(context)
            return Responses.json(.ok, try TallyJSON(read.state, on: read.today).encoded())
        }
        api.post("tally") { request, context in
            try await app.api.write(request, context) { write in
                let glasses = try write.body.int("glasses") ?? 1
                let outcome = try await write.execute(UserCommand(TallyCommand.count(glasses: glasses)))
                let today = outcome.state.today(now: write.now)
                return APIReply(.created, try TallyJSON(outcome.state, on: today).encoded())
            }
        }
    }

    var dailyModules: [any DailyModule] { [TallyDailyModule()] }

    var inlineTemplates: [String: String] {
        ["daily-tally": #"<section class="card" id="tally"><h2>Water</h2><p>{{glasses}} of {{goal}} glasses</p></section>"#]
    }

    var openAPI: OpenAPIPart? {
        OpenAPIPart(
            #"""
            {"paths": {
               "/api/v1/tally/today": {"get": {"operationId": "tallyToday", "tags": ["Tally"], "responses": {
                 "200": {"description": "Today's glasses.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Tally"}}}}}}},
               "/api/v1/tally": {"post": {"operationId": "countGlasses", "tags": ["Tally"],
                 "requestBody": {"required": true, "content": {"application/json": {"schema": {"type": "object",
                   "properties": {"glasses": {"type": "integer", "minimum": 1, "maximum": 20}}}}}},
                 "responses": {
                   "201": {"description": "Counted.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Tally"}}}},
                   "422": {"description": "Refused.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}}}}},
             "components": {"schemas": {"Tally": {"type": "object", "required": ["date", "glasses", "dailyGoal"], "properties": {
               "date": {"type": "string", "format": "date"}, "glasses": {"type": "integer"}, "dailyGoal": {"type": "integer"}}}}},
             "tags": [{"name": "Tally", "description": "Glasses of water."}]}
            """#)
    }
}

/// A day's tally as the API gives it.
struct TallyJSON: Encodable {
    let date: String
    let glasses: Int
    let dailyGoal: Int

    init(_ state: UserState, on day: CivilDate) {
        date = day.description
        glasses = state.tally.glasses(on: day, in: state.calendar)
        dailyGoal = state.tallySettings.dailyGoal
    }

    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// The tally on the Today page.
struct TallyDailyModule: DailyModule {
    let id = "tally"
    let name = "Water"
    let position = 35

    struct View: Sendable, Encodable {
        let glasses: Int
        let goal: Int
    }

    func view(for day: DailyContext) -> (any Encodable & Sendable)? {
        View(glasses: day.state.tally.glasses(on: day.date, in: day.state.calendar), goal: day.state.tallySettings.dailyGoal)
    }
}

extension ServerModules {
    /// The app's server modules and the example: the one registration line.
    static let withTally = ServerModules.standard.adding(TallyServerModule())
}
