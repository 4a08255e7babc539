import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The health module in the server: the Health page (the energy ring, weight, activity, the profile, importing Apple
/// Health), the food database's pages (search, a food, importing USDA's download), the energy ring and the food log
/// on each day, and their API.
struct HealthServerModule: ServerModule {
    let name = "Health"

    var navigation: [NavigationEntry] {
        [NavigationEntry(kind: .tab, place: .health, href: "/health", label: "Health", icon: "icon-health")]
    }

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        HealthPages(app: app).add(to: router)
        FoodPages(app: app, library: FoodLibrary(app: app)).add(to: router)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        let library = FoodLibrary(app: app)
        FoodLogAPI(api: app.api, library: library).add(to: api)
        PantryAPI(api: app.api, library: library).add(to: api)
        HealthAPI(app: app).add(to: api)
        api.get("foods") { request, context in
            let read = try await app.api.read(context)
            let parameters = request.uri.queryParameters
            guard let query = parameters.get("q").map({ String($0) }), !FoodText.terms(query).isEmpty else {
                throw APIError.badRequest("q", "Say what to search for: q=egg, for example.")
            }
            let limit = try Self.limit(parameters.get("limit").map({ String($0) }))
            let foods = try await library.foods(for: read.state, on: read.today)
            let matches = try await foods.search(query, limit: limit)
            switch parameters.get("fields").map({ String($0) }) {
            case nil, "all"?:
                var full: [FoodJSON] = []
                for match in matches { if let food = try await foods.food(match.id) { full.append(FoodJSON(food)) } }
                return Responses.json(.ok, JSONText.encode(["foods": full]))
            case "summary"?:
                return Responses.json(.ok, JSONText.encode(["foods": matches.map(FoodSummaryJSON.init)]))
            case let other?:
                throw APIError.badRequest("fields", "“\(other)” is not a choice of fields: use all or summary.")
            }
        }
        api.get("foods/imports") { _, context in
            _ = try context.user()
            let imports = try await library.database()?.imports() ?? []
            return Responses.json(.ok, JSONText.encode(["imports": imports.map(FoodImportJSON.init)]))
        }
        api.post("foods/imports") { request, context in
            _ = try context.user()
            if let refusal = library.importRefusal { throw APIError(.forbidden, code: "imports_are_the_administrators", message: refusal) }
            let summary = try await library.importUpload(request)
            return Responses.json(.created, JSONText.encode(FoodImportJSON(summary)))
        }
        api.get("foods/{id}") { _, context in
            let read = try await app.api.read(context)
            let foods = try await library.foods(for: read.state, on: read.today)
            guard let id = Int(PathInput.text(context)), let food = try await foods.food(id) else {
                throw APIError(.notFound, code: "food_not_found", message: "There is no food with this id.")
            }
            return Responses.json(.ok, JSONText.encode(FoodJSON(food)))
        }
    }

    /// `limit`: 1…50 results, 20 when absent.
    static func limit(_ raw: String?) throws(APIError) -> Int {
        guard let raw else { return 20 }
        guard let limit = Int(raw), (1...50).contains(limit) else {
            throw .badRequest("limit", "“\(raw)” is not a number of results from 1 to 50.")
        }
        return limit
    }

    var dailyModules: [any DailyModule] { [EnergyModule(), FoodModule()] }

    var savedMessages: [String: String] {
        [
            "weight-logged": "Weight logged.", "activity-logged": "Activity logged.", "profile-saved": "Saved.",
            "entry-removed": "Removed.", "targets-saved": "Targets saved.",
        ].merging(FoodPages.savedMessages) { first, _ in first }
    }

    var openAPIParts: [OpenAPIPart] { [Self.openAPIPart, Self.bodyOpenAPIPart, Self.pantryOpenAPIPart] }
}
