import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

@testable import SystemServer

/// Own foods, recipes, portions and favourites over HTTP: the API, and the pages' forms with what a refusal keeps.
@Suite(.timeLimit(.minutes(15))) struct PantryTests {
    func withApp(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Harness.withSQLite(body)
    }

    @Test func aFoodFromItsLabelAndARecipeAreMadeLoggedAndChangedWithoutChangingTheLog() async throws {
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await withApp { client in
            #expect(try await client.upload(zip, named: "sr.zip").status == .created)
            // A food from its label, per a 40 g serving.
            let bar = try await client.post(
                "/api/v1/foods", json: #"{"name":"Protein bar","servingGrams":40,"servingName":"bar","kcal":180,"protein":20}"#)
            #expect(bar.status == .created)
            let food = try bar.jsonObject()
            let barID = try #require(food.int("id"))
            #expect(barID < 0)
            #expect(food["kcalPer100g"] as? Double == 450)
            #expect(food.objects("portions").first?.string("label") == "1 bar (40 g)")
            #expect(!food.objects("nutrients").contains { $0.int("id") == Nutrient.sodium })  // not on the label: absent

            // A recipe of two foods of the database and the bar.
            let made = try await client.post(
                "/api/v1/recipes",
                json:
                    #"{"name":"Breakfast bowl","servings":2,"ingredients":[{"foodId":171287,"amount":"2 large"},{"foodId":171267,"amount":"1 cup"},{"foodId":\#(barID),"amount":"1 bar"}]}"#,
                key: "recipe-1")
            #expect(made.status == .created)
            let recipe = try made.jsonObject()
            let recipeID = try #require(recipe.int("id"))
            #expect(recipe["rawGrams"] as? Double == 384)
            #expect(recipe["servingGrams"] as? Double == 192)
            #expect(recipe["kcalPerServing"] as? Double == 223)  // (143 + 122 + 180) / 2, rounded
            #expect(recipe.objects("ingredients").map { $0.string("name") } == ["Egg, raw", "Milk, 2%", "Protein bar"])
            // A retry of the same request makes nothing twice.
            let again = try await client.post(
                "/api/v1/recipes",
                json:
                    #"{"name":"Breakfast bowl","servings":2,"ingredients":[{"foodId":171287,"amount":"2 large"},{"foodId":171267,"amount":"1 cup"},{"foodId":\#(barID),"amount":"1 bar"}]}"#,
                key: "recipe-1")
            #expect(again.status == .created)
            #expect(try await client.get("/api/v1/recipes").jsonObject().objects("recipes").count == 1)

            // Search finds both with the database's foods; a recipe is logged by the serving.
            let found = try await client.get("/api/v1/foods?q=breakfast&fields=summary").jsonObject().objects("foods")
            #expect(found.first?.int("id") == recipeID)
            let logged = try await client.post(
                "/api/v1/days/2026-11-20/food", json: #"{"foodId":\#(recipeID),"amount":"1 serving","meal":"breakfast"}"#)
            #expect(logged.status == .created)
            #expect(try logged.jsonObject()["kcal"] as? Double == 222.5)

            // Cooked down and split four ways: the recipe changes, the breakfast eaten does not.
            let changed = try await client.send(
                "/api/v1/recipes/\(recipeID)", .put, headers: [.contentType: "application/json"], body: #"{"servings":4,"cookedGrams":300}"#
            )
            #expect(changed.status == .ok)
            #expect(try changed.jsonObject()["servingGrams"] as? Double == 75)
            #expect(try changed.jsonObject().int("revision") == 2)
            #expect(try await client.get("/api/v1/days/2026-11-20/food").jsonObject().objects("entries").first?["kcal"] as? Double == 222.5)

            // Deleted, it leaves the lists; the day keeps it.
            #expect(try await client.send("/api/v1/recipes/\(recipeID)", .delete).status == .ok)
            #expect(try await client.get("/api/v1/recipes/\(recipeID)").status == .notFound)
            #expect(try await client.get("/api/v1/days/2026-11-20/food").text.contains("Breakfast bowl"))
        }
    }

    @Test(arguments: [
        ("/api/v1/foods", #"{"name":"Bar","protein":10}"#, 422, "kcal"),
        ("/api/v1/foods", #"{"name":"Bar","kcal":80,"protein":30,"servingGrams":20}"#, 422, "protein"),
        ("/api/v1/foods", #"{"kcal":80}"#, 422, "name"),
        ("/api/v1/foods", #"{"name":"Bar","kcal":"lots"}"#, 422, "kcal"),
        ("/api/v1/recipes", #"{"name":"Stew","ingredients":[{"foodId":999,"amount":"1 cup"}]}"#, 422, "ingredients[0].foodId"),
        ("/api/v1/recipes", #"{"name":"Stew","ingredients":[{"foodId":171287,"amount":"2 handfuls"}]}"#, 422, "ingredients[0].amount"),
        ("/api/v1/recipes", #"{"name":"Stew","ingredients":[171287]}"#, 422, "ingredients[0]"),
        ("/api/v1/recipes", #"{"name":"Stew","servings":0}"#, 422, "servings"),
        ("/api/v1/recipes", #"{"name":"Stew","fromDate":"2026-11-01","meal":"lunch"}"#, 422, "meal"),
        ("/api/v1/foods/171287/portions", #"{"unit":"ml","grams":10}"#, 422, "unit"),
        ("/api/v1/foods/171287/portions", #"{"unit":"bowl"}"#, 422, "grams"),
    ])
    func aBadBodyIsRefusedNamingTheFieldAndSavesNothing(_ uri: String, _ body: String, _ status: Int, _ field: String) async throws {
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await withApp { client in
            #expect(try await client.upload(zip, named: "sr.zip").status == .created)
            let response = try await client.post(uri, json: body)
            #expect(response.status.code == status)
            #expect(try response.apiError().field == field)
            #expect(try await client.get("/api/v1/foods/mine").jsonObject().objects("own").isEmpty)
            #expect(try await client.get("/api/v1/foods/171287").jsonObject().objects("portions").count == 2)
        }
    }

    @Test func twoOwnFoodsCannotShareANameAndTheDatabasesFoodsCannotBeChanged() async throws {
        try await withApp { client in
            #expect(try await client.post("/api/v1/foods", json: #"{"name":"Skyr","kcal":63}"#).status == .created)
            let twice = try await client.post("/api/v1/recipes", json: #"{"name":"skyr"}"#)
            #expect(twice.status == .conflict)
            #expect(try twice.apiError().code == "own_food_exists")
            let usda = try await client.send(
                "/api/v1/foods/171287", .put, headers: [.contentType: "application/json"], body: #"{"name":"Mine","kcal":1}"#)
            #expect(usda.status == .notFound)
            #expect(try usda.apiError().code == "own_food_not_found")
        }
    }

    @Test func portionsAndFavouritesComeFirst() async throws {
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await withApp { client in
            #expect(try await client.upload(zip, named: "sr.zip").status == .created)
            let bowl = try await client.post("/api/v1/foods/171287/portions", json: #"{"unit":"my bowl","grams":150}"#)
            #expect(bowl.status == .created)
            #expect(try bowl.jsonObject().objects("portions").first?.string("label") == "1 my bowl (150 g)")
            let logged = try await client.post("/api/v1/days/2026-11-20/food", json: #"{"foodId":171287,"amount":"2 my bowl"}"#)
            #expect(try logged.jsonObject()["grams"] as? Double == 300)
            // Eggplant is a favourite: first among the "egg" foods of its rank, and first on the list at hand.
            let pinned = try await client.send("/api/v1/foods/169228/favourite", .put)
            #expect(try pinned.jsonObject()["favourite"] as? Bool == true)
            let mine = try await client.get("/api/v1/foods/mine").jsonObject()
            #expect(mine.objects("favourites").map { $0.int("id") } == [169228])
            #expect(mine.objects("recent").map { $0.int("id") } == [171287])
            let removed = try await client.send("/api/v1/foods/171287/portions/my%20bowl", .delete)
            #expect(removed.status == .ok)
            #expect(try removed.jsonObject().objects("portions").count == 2)
            #expect(try await client.send("/api/v1/foods/171287/portions/my%20bowl", .delete).status == .notFound)
            #expect(try await client.send("/api/v1/foods/1/favourite", .put).status == .notFound)
        }
    }

    @Test func thePagesFormsMakeAFoodAndARecipeAndARefusalKeepsWhatWasTyped() async throws {
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await withApp { client in
            #expect(try await client.upload(zip, named: "sr.zip").status == .created)
            let refused = try await client.post(
                "/foods/own", form: [("name", "Oat bar"), ("servingGrams", "40"), ("kcal", "lots"), ("protein", "7")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("“lots” is not a number"))
            #expect(refused.text.contains(#"value="7""#) && refused.text.contains(#"value="Oat bar""#))
            let made = try await client.post("/foods/own", form: [("name", "Oat bar"), ("servingGrams", "40"), ("kcal", "160")])
            #expect(made.status == .seeOther)
            let page = try #require(made.location)
            #expect(try await client.get(page).text.contains("not given"))

            // A meal saved as a recipe from the day's card.
            #expect(
                try await client.post("/api/v1/days/2026-11-20/food", json: #"{"foodId":171287,"amount":"2 large","meal":"breakfast"}"#)
                    .status == .created)
            let saved = try await client.post("/days/2026-11-20/food/recipe", form: [("name", "Eggs"), ("meal", "breakfast")])
            #expect(saved.status == .seeOther)
            let recipePage = try await client.get(try #require(saved.location))
            #expect(recipePage.text.contains("2 large (100 g) · 143 kcal"))
            let taken = try await client.post("/days/2026-11-20/food/recipe", form: [("name", "eggs"), ("meal", "breakfast")])
            #expect(taken.status == .conflict)
            #expect(taken.text.contains("You have a food called “Eggs” already."))
        }
    }

    @Test func ownFoodsWorkOnAStoreWithoutAFoodDatabase() async throws {
        try await Harness().test { client in
            #expect(try await client.post("/api/v1/foods", json: #"{"name":"Soup","kcal":40}"#).status == .created)
            let found = try await client.get("/api/v1/foods?q=soup").jsonObject().objects("foods")
            #expect(found.map { $0.string("name") } == ["Soup"])
            let id = try #require(found.first?.int("id"))
            #expect(try await client.post("/api/v1/days/2026-11-20/food", json: #"{"foodId":\#(id),"amount":"300g"}"#).status == .created)
            #expect(try await client.get("/foods?q=soup").text.contains("Soup"))
        }
    }
}
