import Foundation
import SystemCore

/// The foods one user sees: the food database's and their own (foods typed from a label, recipes), each with the
/// user's own portions, searched together with the user's favourites and usual foods first. The pages, the API and
/// the CLI reach foods through it.
public struct UserFoods: Sendable {
    /// The food database; nil on a store without SQL (the memory one), where only the user's own foods exist.
    public let database: FoodDatabase?
    let pantry: Pantry
    /// How much search prefers each food (``FoodLog/preferences(on:)``), a favourite more than any.
    let preferences: [Int: Double]

    /// What a favourite counts for in search: more than any food's use.
    static let favourite = 1_000_000.0

    public init(_ database: FoodDatabase?, state: UserState, on day: CivilDate) {
        self.database = database
        pantry = state.pantry
        var preferences = state.food.preferences(on: day)
        for id in state.pantry.pinned { preferences[id, default: 0] += Self.favourite }
        self.preferences = preferences
    }

    /// The user's foods of a store, on a day.
    public static func of(_ storage: any Sendable, state: UserState, on day: CivilDate) async throws -> UserFoods {
        UserFoods(try await FoodDatabase.of(storage), state: state, on: day)
    }

    /// A food by its id (negative for the user's own), with the user's portions first; nil when there is none.
    public func food(_ id: Int) async throws -> Food? {
        let found: Food?
        if id < 0 {
            guard let own = pantry[id] else { return nil }
            found = own.food(nutrients: try await database?.nutrients() ?? [:])
        } else {
            found = try await database?.food(id)
        }
        guard let found else { return nil }
        let own = pantry.portions(of: id)
        guard !own.isEmpty else { return found }
        let units = Set(own.map { $0.unit.lowercased() })
        return Food(
            id: found.id, name: found.name, description: found.description, category: found.category, dataType: found.dataType,
            portions: own + found.portions.filter { !units.contains($0.unit.lowercased()) }, nutrients: found.nutrients)
    }

    /// The user's own foods and the database's that match, best first (see
    /// ``FoodDatabase/search(_:limit:preferring:)``): by how well the name matches, then — within that — the user's own
    /// foods, then the favourites and the foods eaten most and most lately.
    public func search(_ query: String, limit: Int = 20) async throws -> [FoodMatch] {
        let terms = FoodText.terms(query)
        let stored = try await database?.search(query, limit: limit, preferring: preferences.filter { $0.key > 0 }) ?? []
        let own = pantry.matching(terms).map { food in
            (tier: FoodDatabase.tier(of: FoodText.folded(food.name), for: terms), score: preferences[food.id] ?? 0, food: food)
        }
        .sorted { a, b in
            if a.tier != b.tier { return a.tier < b.tier }
            if a.score != b.score { return a.score > b.score }
            return a.food.name.count < b.food.name.count
        }
        // The database's matches are in order already: each of the user's own goes before the first of a worse tier.
        var merged: [FoodMatch] = []
        var rest = own[...]
        for match in stored {
            let tier = FoodDatabase.tier(of: FoodText.folded(match.name), for: terms)
            while let next = rest.first, next.tier <= tier {
                merged.append(Self.match(next.food))
                rest = rest.dropFirst()
            }
            merged.append(match)
        }
        merged += rest.map { Self.match($0.food) }
        return Array(merged.prefix(limit))
    }

    /// The favourites, then the foods eaten most lately (at most `limit` in all): what a search shows before anything
    /// is typed.
    public func usual(limit: Int = 12) async throws -> (favourites: [FoodMatch], recent: [FoodMatch]) {
        let favourites = pantry.pinned.sorted { (preferences[$0] ?? 0, $1) > (preferences[$1] ?? 0, $0) }
        let recent = preferences.filter { !pantry.pinned.contains($0.key) }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
        let named = try await matches(Array((favourites + recent).prefix(limit)))
        return (favourites.compactMap { named[$0] }, recent.compactMap { named[$0] }.prefix(max(0, limit - favourites.count)).map { $0 })
    }

    /// Search results for foods by id: the user's own from the pantry, the others from the database.
    func matches(_ ids: [Int]) async throws -> [Int: FoodMatch] {
        var found: [Int: FoodMatch] = [:]
        for id in ids where id < 0 { if let food = pantry[id] { found[id] = Self.match(food) } }
        for match in try await database?.matches(ids.filter { $0 > 0 }) ?? [] { found[match.id] = match }
        return found
    }

    public static func match(_ food: OwnFood) -> FoodMatch {
        FoodMatch(
            id: food.id, name: food.name, description: food.recipe?.summary ?? "Your food", kcalPer100g: food.per100g[Nutrient.energyKcal])
    }
}

extension SystemService {
    /// A new own food's id (``OwnFood/newID(_:)``), derived from the request's idempotency key when there is one, so
    /// a retry names the same food.
    public static func newOwnFoodID(for user: UserID, idempotencyKey: String?) -> Int {
        let id: Identifier<OwnFood> = newID("own-food", for: user, idempotencyKey: idempotencyKey)
        return OwnFood.newID(id.uuid)
    }
}
