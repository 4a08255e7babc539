import Foundation
import SystemCore
import SystemStore

extension Chrome.Place {
    static let health = Chrome.Place("health")
}

/// `/foods`: search the food database as you type, and load USDA's download into it.
struct FoodsPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let query: String
    let results: [Result]
    /// "7,793 foods from USDA FoodData Central".
    let lead: String
    let isEmptyDatabase: Bool
    /// There is something to search: the database, or foods of the user's own.
    let canSearch: Bool
    /// "Nothing matches “xyz”."
    let noMatches: String?
    /// Why this user cannot import here (a hosted server), or nil.
    let importRefusal: String?
    let imports: [ImportRow]
    let hasImports: Bool

    struct Result: Sendable, Encodable {
        let href: String
        let name: String
        let description: String
        let energy: String?
    }

    /// `?date=…&meal=…` (or `?recipe=…`) for links that keep the day and meal a food is for, or the recipe.
    static func suffix(day: CivilDate?, meal: Meal?, recipe: Int? = nil) -> String {
        let parts =
            (day.map { ["date=\($0)"] } ?? []) + (meal.map { ["meal=\($0.rawValue)"] } ?? []) + (recipe.map { ["recipe=\($0)"] } ?? [])
        return parts.isEmpty ? "" : "?" + parts.joined(separator: "&")
    }

    /// Before anything is typed: the favourites, the foods eaten lately, the user's own foods and recipes.
    let favourites: [Result]
    let recent: [Result]
    let own: [Result]
    let hasFavourites: Bool
    let hasRecent: Bool
    let hasOwn: Bool
    let hasUsual: Bool
    /// The forms for a food from its label and a new recipe (not while adding to a recipe).
    let newFood: LabelForm?
    let newRecipe: NewRecipeForm?
    /// The recipe an ingredient is being added to.
    let forRecipe: String?
    let key: String

    struct NewRecipeForm: Sendable, Encodable {
        let name: String
        let servings: String
        let error: String?
        let errorField: String?
        let isOpen: Bool
    }

    /// A refused form of the page.
    enum Problem: Sendable {
        case food(LabelForm.Input, DomainError)
        case recipe(name: String, servings: String, DomainError)
    }

    struct ImportRow: Sendable, Encodable {
        let file: String
        let when: String
        let counts: String
    }

    /// The day and meal the food is for, when the search came from a day's "Add food": kept in every link.
    let forDay: String?
    let forMeal: String?
    let forLabel: String?

    init(
        state: UserState, now: Date, query: String, matches: [FoodMatch], count: Int, imports: [FoodImportSummary], importRefusal: String?,
        day: CivilDate? = nil, meal: Meal? = nil, usual: (favourites: [FoodMatch], recent: [FoodMatch]) = ([], []),
        recipe target: OwnFood? = nil, problem: Problem? = nil, newKey: () -> String = Pages.newKey
    ) {
        chrome = Chrome(.health, state: state, now: now)
        self.query = query
        forDay = target == nil ? day?.description : nil
        forMeal = target == nil ? meal?.rawValue : nil
        forRecipe = target.map { String($0.id) }
        key = newKey()
        let today = state.today(now: now)
        forLabel =
            target.map { "Adding an ingredient to \($0.name)." }
            ?? day.map { "Adding to \($0 == today ? "today" : Readable.day($0))\(meal.map { ", \($0.rawValue)" } ?? "")." }
        let suffix = target.map { Self.suffix(day: nil, meal: nil, recipe: $0.id) } ?? Self.suffix(day: day, meal: meal)
        func result(_ match: FoodMatch) -> Result {
            Result(
                href: "/foods/\(match.id)\(suffix)", name: match.name, description: match.description,
                energy: match.kcalPer100g.map { "\(Int($0.rounded())) kcal per 100 g" })
        }
        results = matches.map(result)
        let showUsual = query.isEmpty
        favourites = showUsual ? usual.favourites.map(result) : []
        recent = showUsual ? usual.recent.map(result) : []
        own = showUsual ? state.pantry.all.filter { $0.id != target?.id }.map { result(UserFoods.match($0)) } : []
        hasFavourites = !favourites.isEmpty
        hasRecent = !recent.isEmpty
        hasOwn = !own.isEmpty
        hasUsual = hasFavourites || hasRecent || hasOwn
        if target == nil {
            var foodInput: LabelForm.Input? = nil
            var foodError: DomainError? = nil
            if case .food(let input, let error) = problem { (foodInput, foodError) = (input, error) }
            newFood = LabelForm(input: foodInput, error: foodError)
            if case .recipe(let name, let servings, let error) = problem {
                newRecipe = NewRecipeForm(name: name, servings: servings, error: error.message, errorField: error.field, isOpen: true)
            } else {
                newRecipe = NewRecipeForm(name: "", servings: "1", error: nil, errorField: nil, isOpen: false)
            }
        } else {
            newFood = nil
            newRecipe = nil
        }
        isEmptyDatabase = count == 0
        lead =
            count == 0
            ? "There is no food database here yet. Load USDA's, below, and search it on this machine."
            : "\(Readable.count(count)) foods from USDA FoodData Central, searched on this machine."
        canSearch = count > 0 || !state.pantry.all.isEmpty
        noMatches = !query.isEmpty && matches.isEmpty && canSearch ? "Nothing matches “\(query)”." : nil
        self.importRefusal = importRefusal
        hasImports = !imports.isEmpty
        self.imports = imports.map { summary in
            ImportRow(
                file: summary.file, when: Readable.day(state.calendar.calendarDate(summary.importedAt)),
                counts:
                    "\(Readable.count(summary.foods)) foods, \(Readable.count(summary.nutrients)) nutrient amounts, \(Readable.count(summary.portions)) portions"
            )
        }
    }
}

/// `/foods/{id}`: one food, its USDA description one tap away, its portions, and its nutrients per 100 g and per
/// the chosen portion; a nutrient USDA did not analyse says so rather than showing 0. Below, the form that logs it.
struct FoodPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let id: Int
    let name: String
    let description: String
    let category: String?
    let portions: [PortionLink]
    let hasPortions: Bool
    let portionLabel: String?
    let headline: [Row]
    let others: [Row]
    let hasOthers: Bool
    /// Logs it, or — reached from a recipe's "Add an ingredient" — adds it to that recipe.
    let log: LogForm
    /// Pinned as a favourite: first in search and on the Foods page.
    let isFavourite: Bool
    let pinAction: String
    /// The user's own portions of it, and the form for another.
    let ownPortions: [OwnPortion]
    let hasOwnPortions: Bool
    let portionForm: PortionForm
    /// A food of the user's own: its label, to edit; nil for USDA's.
    let label: LabelForm?
    /// A recipe: its ingredients and its servings and weight.
    let recipe: RecipeView?
    let isOwn: Bool
    let key: String
    /// What a nutrient without a figure means here.
    let unknownNote: String

    struct OwnPortion: Sendable, Encodable {
        let label: String
        let unit: String
    }

    struct PortionForm: Sendable, Encodable {
        let action: String
        let name: String
        let grams: String
        let error: String?
    }

    struct PortionLink: Sendable, Encodable {
        let href: String
        let label: String
        let isCurrent: Bool
    }

    struct Row: Sendable, Encodable {
        let name: String
        let per100g: String
        let perPortion: String?
        let isUnknown: Bool
        let isPart: Bool
    }

    /// What the log form shows: the typed values again after a refusal, with why.
    struct LogForm: Sendable, Encodable {
        let action: String
        /// "Log it for today", "Add it to Porridge".
        let title: String
        let submit: String
        /// The recipe it is added to, or nil when it is logged.
        let recipeId: String?
        let dayLabel: String
        let date: String
        let quantity: String
        let units: [Choice]
        let meals: [Choice]
        let key: String
        let error: String?
        let errorField: String?
    }

    struct Choice: Sendable, Encodable {
        let value: String
        let label: String
        let selected: Bool
    }

    /// A refused log form's input.
    struct Input: Sendable {
        var quantity: String
        var unit: String
        var meal: String
        var date: String
    }

    /// A refused form of the page: what was typed, and why.
    enum Problem: Sendable {
        case log(Input, DomainError)
        case portion(name: String, grams: String, DomainError)
        case label(LabelForm.Input, DomainError)
        case recipe(RecipeView.Input, DomainError)
    }

    init(
        state: UserState, now: Date, food: Food, portion chosen: Int?, problem: Problem? = nil, day: CivilDate? = nil,
        meal preset: Meal? = nil, addingTo target: OwnFood? = nil, newKey: () -> String = Pages.newKey
    ) {
        var input: Input? = nil
        var error: DomainError? = nil
        if case .log(let typed, let refusal) = problem { (input, error) = (typed, refusal) }
        chrome = Chrome(.health, state: state, now: now)
        let pantry = state.pantry
        key = newKey()
        isFavourite = pantry.pinned.contains(food.id)
        pinAction = "/foods/\(food.id)/favourite"
        let own = pantry.portions(of: food.id)
        ownPortions = own.map { OwnPortion(label: $0.label, unit: $0.unit) }
        hasOwnPortions = !own.isEmpty
        if case .portion(let name, let grams, let refusal) = problem {
            portionForm = PortionForm(action: "/foods/\(food.id)/portions", name: name, grams: grams, error: refusal.message)
        } else {
            portionForm = PortionForm(action: "/foods/\(food.id)/portions", name: "", grams: "", error: nil)
        }
        let ownFood = pantry[food.id]
        isOwn = ownFood != nil
        if let ownFood, ownFood.recipe == nil {
            var typed: LabelForm.Input? = nil
            var refusal: DomainError? = nil
            if case .label(let input, let error) = problem { (typed, refusal) = (input, error) }
            label = LabelForm(editing: ownFood, input: typed, error: refusal)
        } else {
            label = nil
        }
        if let ownFood, let recipe = ownFood.recipe {
            var typed: RecipeView.Input? = nil
            var refusal: DomainError? = nil
            if case .recipe(let input, let error) = problem { (typed, refusal) = (input, error) }
            self.recipe = RecipeView(ownFood, recipe, input: typed, error: refusal)
        } else {
            self.recipe = nil
        }
        id = food.id
        name = food.name
        description = food.description
        category = food.category
        let index = chosen.flatMap { food.portions.indices.contains($0 - 1) ? $0 - 1 : nil } ?? (food.portions.isEmpty ? nil : 0)
        let grams = index.map { food.portions[$0].grams }
        portionLabel = index.map { food.portions[$0].label }
        hasPortions = !food.portions.isEmpty
        portions = food.portions.enumerated().map { offset, portion in
            PortionLink(
                href: "/foods/\(food.id)?portion=\(offset + 1)" + (day.map { "&date=\($0)" } ?? "")
                    + (preset.map { "&meal=\($0.rawValue)" } ?? "") + (target.map { "&recipe=\($0.id)" } ?? ""),
                label: portion.label, isCurrent: offset == index)
        }
        let unknown = ownFood == nil ? "not analysed" : ownFood?.recipe == nil ? "not given" : "unknown"
        unknownNote =
            ownFood == nil
            ? "“Not analysed” means USDA has no figure for it, not that there is none."
            : ownFood?.recipe == nil
                ? "“Not given” means the label gave no figure for it, not that there is none."
                : "“Unknown” means some ingredient has no figure for it, so the recipe's total cannot be known."
        func row(_ name: String, _ amount: Double?, unit: String, isPart: Bool = false) -> Row {
            guard let amount else {
                return Row(name: name, per100g: unknown, perPortion: grams.map { _ in unknown }, isUnknown: true, isPart: isPart)
            }
            return Row(
                name: name, per100g: "\(Readable.amount(amount)) \(unit)",
                perPortion: grams.map { "\(Readable.amount(amount * $0 / 100)) \(unit)" }, isUnknown: false, isPart: isPart)
        }
        headline = Nutrient.headline.map { entry in
            row(entry.name, food.headlineAmount(entry.id), unit: entry.unit, isPart: entry.name.hasPrefix("of which"))
        }
        let shown = Set(Nutrient.headline.map(\.id) + [Nutrient.energyKJ, 2047, 2048])
        others = food.nutrients.filter { !shown.contains($0.nutrient.id) }.map {
            row($0.nutrient.name, $0.amount, unit: $0.nutrient.symbol)
        }
        hasOthers = !others.isEmpty

        let today = state.today(now: now)
        let date = input.flatMap { CivilDate($0.date) } ?? day ?? today
        let unit = input?.unit ?? index.map { food.portions[$0].unit } ?? "g"
        var units = food.portions.map {
            Choice(value: $0.unit, label: $0.amount == 1 ? "\($0.unit) (\(Readable.amount($0.grams)) g)" : $0.label, selected: false)
        }
        units += [Choice(value: "g", label: "g", selected: false), Choice(value: "oz", label: "oz", selected: false)]
        if FoodAmount.density(of: food) != nil { units.append(Choice(value: "ml", label: "ml", selected: false)) }
        units = units.map { Choice(value: $0.value, label: $0.label, selected: $0.value == unit) }
        let meal = input.flatMap { Meal(rawValue: $0.meal) } ?? preset ?? Meal.at(state.calendar.timeOfDay(now))
        let dayLabel = date == today ? "today" : Readable.day(date)
        log = LogForm(
            action: target.map { "/recipes/\($0.id)/ingredients" } ?? "/days/\(date)/food",
            title: target.map { "Add it to \($0.name)" } ?? "Log it for \(dayLabel)",
            submit: target.map { "Add to \($0.name)" } ?? "Log \(food.name)", recipeId: target.map { String($0.id) },
            dayLabel: dayLabel, date: date.description,
            quantity: input?.quantity ?? (index == nil ? "100" : "1"), units: units,
            meals: Meal.allCases.map { Choice(value: $0.rawValue, label: $0.title, selected: $0 == meal) }, key: newKey(),
            error: error?.message, errorField: error?.field)
    }
}
