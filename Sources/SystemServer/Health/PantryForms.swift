import Foundation
import SystemCore

/// The form of a food typed from its label: new on the Foods page, to edit on its own page. The values are per 100 g,
/// or per serving when the serving's weight is given; a blank value is one the label does not give (never 0).
struct LabelForm: Sendable, Encodable {
    let action: String
    let title: String
    let submit: String
    let name: String
    let servingGrams: String
    let servingName: String
    let fields: [Field]
    let error: String?
    let errorField: String?
    /// Open when refused, or when there is nothing else on the page to do.
    let isOpen: Bool

    struct Field: Sendable, Encodable {
        let key: String
        let label: String
        let unit: String
        let value: String
        let isPart: Bool
        let isInvalid: Bool
    }

    /// What was typed, by field name.
    struct Input: Sendable {
        var values: [String: String]
    }

    /// A new food.
    init(input: Input? = nil, error: DomainError? = nil) {
        self.init(
            action: "/foods/own", title: "A food from its label", submit: "Save the food", values: input?.values ?? [:], error: error,
            isOpen: error != nil)
    }

    /// An own food, to edit: its values per 100 g, or per its serving when it has one.
    init(editing food: OwnFood, input: Input?, error: DomainError?) {
        var values: [String: String] = ["name": food.name]
        let serving = food.portions.first
        if let serving {
            values["servingGrams"] = Readable.amount(serving.grams)
            values["servingName"] = serving.unit
        }
        for field in OwnFood.labelFields {
            if let amount = food.per100g[field.id] {
                values[field.key] = Self.number(serving.map { amount * $0.grams / 100 } ?? amount)
            }
        }
        self.init(
            action: "/foods/\(food.id)/label", title: "Edit the label", submit: "Save changes", values: input?.values ?? values,
            error: error, isOpen: error != nil)
    }

    private init(action: String, title: String, submit: String, values: [String: String], error: DomainError?, isOpen: Bool) {
        self.action = action
        self.title = title
        self.submit = submit
        name = values["name"] ?? ""
        servingGrams = values["servingGrams"] ?? ""
        servingName = values["servingName"] ?? ""
        fields = OwnFood.labelFields.map { field in
            Field(
                key: field.key, label: field.name, unit: field.unit, value: values[field.key] ?? "",
                isPart: field.name.hasPrefix("of which"),
                isInvalid: error?.field == field.key)
        }
        self.error = error?.message
        errorField = error?.field
        self.isOpen = isOpen
    }

    /// Up to two decimals, as a person would type it back.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded() / 100
        return hundredths == hundredths.rounded() ? String(Int(hundredths)) : String(hundredths)
    }

    /// The form's fields as a save of the food: a number where one is typed, absent where blank.
    static func command(_ form: FormData, id: Int, new: Bool) throws(DomainError) -> PantryCommand {
        var values: [Int: Double] = [:]
        for field in OwnFood.labelFields {
            guard let text = form.nonEmpty(field.key) else { continue }
            guard let value = Self.decimal(text) else {
                throw .invalid(
                    field.key, "“\(text)” is not a number: give the \(Nutrient.plainName(field.id)) as on the label, such as 12.5.")
            }
            values[field.id] = value
        }
        var servingGrams: Double? = nil
        if let text = form.nonEmpty("servingGrams") {
            guard let grams = Self.decimal(text) else {
                throw .invalid("servingGrams", "“\(text)” is not a weight: give the serving's grams, such as 40.")
            }
            servingGrams = grams
        }
        let name = form["name"] ?? "", servingName = form.nonEmpty("servingName")
        return new
            ? .createFood(id: id, name: name, values: values, servingGrams: servingGrams, servingName: servingName)
            : .changeFood(id: id, name: name, values: values, servingGrams: servingGrams, servingName: servingName)
    }

    /// A number as people type it, with a decimal point or comma.
    static func decimal(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")).flatMap { $0.isFinite ? $0 : nil }
    }
}

/// A recipe on its page: its ingredients (each removable), what it makes, and the form for its name, servings and
/// cooked weight.
struct RecipeView: Sendable, Encodable {
    let id: Int
    let ingredients: [IngredientRow]
    let hasIngredients: Bool
    let addHref: String
    /// "Makes 4 servings of 300 g (1,200 g cooked)".
    let makes: String
    let name: String
    let servings: String
    let cookedGrams: String
    let rawGrams: String
    let error: String?
    let errorField: String?
    let revision: String?

    struct IngredientRow: Sendable, Encodable {
        let index: Int
        let name: String
        let quantity: String
        let kcal: String
        let href: String?
    }

    /// What was typed in the recipe's form.
    struct Input: Sendable {
        var name: String
        var servings: String
        var cookedGrams: String
    }

    init(_ food: OwnFood, _ recipe: Recipe, input: Input?, error: DomainError?) {
        id = food.id
        ingredients = recipe.ingredients.enumerated().map { index, ingredient in
            IngredientRow(
                index: index, name: ingredient.food.name, quantity: ingredient.quantity,
                kcal: ingredient.food.per100g[Nutrient.energyKcal].map { "\(Int(($0 * ingredient.grams / 100).rounded())) kcal" }
                    ?? "energy not analysed",
                href: ingredient.food.foodId.map { "/foods/\($0)" })
        }
        hasIngredients = !recipe.ingredients.isEmpty
        addHref = "/foods?recipe=\(food.id)"
        let serving = recipe.servingPortion.map { "\(Readable.amount($0.grams)) g" }
        let servings = "\(Readable.amount(recipe.servings)) \(recipe.servings == 1 ? "serving" : "servings")"
        makes =
            recipe.ingredients.isEmpty
            ? "No ingredients yet: add the first, then log it by the serving or the gram."
            : "Makes \(servings)\(serving.map { " of \($0)" } ?? "")"
                + (recipe.cookedGrams.map {
                    " (\(Readable.count(Int($0.rounded()))) g cooked, \(Readable.count(Int(recipe.rawGrams.rounded()))) g raw)"
                }
                    ?? " (\(Readable.count(Int(recipe.rawGrams.rounded()))) g of ingredients)") + "."
        name = input?.name ?? food.name
        self.servings = input?.servings ?? Readable.amount(recipe.servings)
        cookedGrams = input?.cookedGrams ?? recipe.cookedGrams.map { Readable.amount($0) } ?? ""
        rawGrams = Readable.amount(recipe.rawGrams)
        self.error = error?.message
        errorField = error?.field
        revision =
            food.revision > 1
            ? "Edited \(food.revision - 1) \(food.revision == 2 ? "time" : "times"); what was logged before keeps the recipe as it was then."
            : nil
    }
}
