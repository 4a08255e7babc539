import Foundation

/// The user's own side of the food database: foods typed from a label, recipes, portions of their own for any food
/// ("my bowl", 320 g), and the foods pinned as favourites.
///
/// Small by nature (a person keeps tens of recipes, not thousands), so it is kept whole in the snapshot's head.
public struct Pantry: ModuleState, Codable {
    private var foods: [Int: OwnFood] = [:]
    /// The foods pinned as favourites, of the database or the user's own.
    public private(set) var pinned: Set<Int> = []
    /// The user's own portions of any food, by its id, in the order they were added.
    private var portions: [Int: [FoodPortion]] = [:]

    public init(context: ModuleContext) {}
    public init() {}

    public subscript(id: Int) -> OwnFood? { foods[id] }

    /// Every own food and recipe, by name.
    public var all: [OwnFood] {
        foods.values.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
    }

    /// The own food with this name, whatever its case and accents.
    public func named(_ name: String) -> OwnFood? {
        let folded = FoodText.folded(name)
        return foods.values.first { FoodText.folded($0.name) == folded }
    }

    /// The user's portions of a food.
    public func portions(of food: Int) -> [FoodPortion] { portions[food] ?? [] }

    /// Own foods whose name has every word as the start of one of its words, as the database's search matches.
    public func matching(_ terms: [String]) -> [OwnFood] {
        guard !terms.isEmpty else { return [] }
        return all.filter { food in
            let words = FoodText.folded(food.name).split(separator: " ")
            return terms.allSatisfy { term in words.contains { $0.hasPrefix(term) } }
        }
    }

    public static let folds = Folds<Pantry>()
        .on(DomainEvent.OwnFoodSaved.self) { pantry, e in
            pantry.foods[e.food.id] = e.food
        }
        .on(DomainEvent.OwnFoodDeleted.self) { pantry, e in
            pantry.foods[e.foodId] = nil
            pantry.pinned.remove(e.foodId)
        }
        .on(DomainEvent.PortionAdded.self) { pantry, e in
            pantry.portions[e.foodId, default: []].removeAll { $0.unit.lowercased() == e.portion.unit.lowercased() }
            pantry.portions[e.foodId, default: []].append(e.portion)
        }
        .on(DomainEvent.PortionRemoved.self) { pantry, e in
            pantry.portions[e.foodId]?.removeAll { $0.unit.lowercased() == e.unit.lowercased() }
            if pantry.portions[e.foodId]?.isEmpty == true { pantry.portions[e.foodId] = nil }
        }
        .on(DomainEvent.FoodPinned.self) { pantry, e in
            if e.pinned { pantry.pinned.insert(e.foodId) } else { pantry.pinned.remove(e.foodId) }
        }
}

extension UserState {
    public var pantry: Pantry { self[Pantry.self] }
}
