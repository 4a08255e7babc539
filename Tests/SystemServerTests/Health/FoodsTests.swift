import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

@testable import SystemServer

/// The food database over HTTP: USDA's zip uploaded as the body, searched and shown through the API and the pages.
@Suite(.timeLimit(.minutes(15))) struct FoodsTests {
    /// Runs `body` against an app over a fresh SQLite file with the modules' tables.
    func withApp(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await Harness.withSQLite(body)
    }

    @Test func anUploadedDownloadIsSearchedAndShownThroughTheAPI() async throws {
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await withApp { client in
            let loaded = try await client.upload(zip, named: "FoodData_Central_sr_legacy_food_csv_2018-04.zip")
            #expect(loaded.status == .created)
            let summary = try loaded.json()
            #expect(summary["foods"] as? Int == 6)
            #expect(summary["file"] as? String == "FoodData_Central_sr_legacy_food_csv_2018-04.zip")

            let found = try await client.get("/api/v1/foods?q=egg")
            #expect(found.status == .ok)
            let foods = try #require(try found.json()["foods"] as? [[String: Any]])
            #expect(foods.map { $0["name"] as? String } == ["Egg, raw", "Eggs, scrambled, frozen mixture", "Eggplant, raw"])
            #expect(foods.first?["usdaDescription"] as? String == "Egg, whole, raw, fresh")
            let portions = try #require(foods.first?["portions"] as? [[String: Any]])
            #expect(portions.first?["label"] as? String == "1 large (50 g)")
            let nutrients = try #require(foods.first?["nutrients"] as? [[String: Any]])
            #expect(nutrients.contains { $0["id"] as? Int == 1003 && $0["per100g"] as? Double == 12.56 && $0["unit"] as? String == "g" })
            #expect(!nutrients.contains { $0["id"] as? Int == 1079 })  // not analysed: absent

            let brief = try await client.get("/api/v1/foods?q=CAFE&fields=summary&limit=5")
            #expect(try brief.json()["foods"] as? [[String: String]] == nil)  // kcal is null, ids are numbers
            #expect(brief.text.contains(#""name":"Café au lait, prepared""#))
            #expect(!brief.text.contains("portions"))

            #expect(try await client.get("/api/v1/foods/171287").json()["name"] as? String == "Egg, raw")
            #expect(try await client.get("/api/v1/foods/1").status == .notFound)
            #expect(try await client.get("/api/v1/foods/imports").text.contains("FoodData_Central_sr_legacy_food_csv_2018-04.zip"))
        }
    }

    @Test(arguments: [
        ("/api/v1/foods", "q"), ("/api/v1/foods?q=%20,", "q"), ("/api/v1/foods?q=egg&limit=0", "limit"),
        ("/api/v1/foods?q=egg&limit=x", "limit"), ("/api/v1/foods?q=egg&fields=most", "fields"),
    ])
    func aSearchWithoutWordsOrWithABadOptionNamesTheField(_ uri: String, _ field: String) async throws {
        try await withApp { client in
            let response = try await client.get(uri)
            #expect(response.status == .badRequest)
            #expect(try response.json()["error"].flatMap { ($0 as? [String: Any])?["field"] as? String } == field)
        }
    }

    @Test func aFileThatIsNotUSDAsIsRefusedByNameAndChangesNothing() async throws {
        let good = try Data(contentsOf: try USDAFixture.sample.write())
        let missing = try Data(contentsOf: try USDAFixture.sample.without("food_nutrient.csv").write())
        try await withApp { client in
            #expect(try await client.upload(good, named: "sr.zip").status == .created)
            for (data, name, message) in [
                (Data("not a zip".utf8), "notes.zip", "notes.zip is not a zip file"),
                (missing, "partial.zip", "partial.zip is not a USDA FoodData Central CSV download: it has no food_nutrient.csv"),
            ] {
                let refused = try await client.upload(data, named: name)
                #expect(refused.status == .unprocessableContent)
                let error = try #require(try refused.json()["error"] as? [String: Any])
                #expect(error["field"] as? String == "file")
                #expect((error["message"] as? String)?.hasPrefix(message) == true)
            }
            #expect(try await client.upload(Data(), named: "empty.zip").status == .badRequest)
            #expect(try await client.get("/api/v1/foods?q=egg&fields=summary").text.contains("Egg, raw"))
            #expect(try await client.get("/api/v1/foods/imports").json()["imports"].map { ($0 as? [Any])?.count } == 1)
        }
    }

    @Test func thePagesSearchAndShowAFoodWithWhatWasNotAnalysed() async throws {
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await withApp { client in
            let empty = try await client.get("/foods")
            #expect(empty.status == .ok)
            #expect(empty.text.contains("There is no food database here yet"))
            #expect(empty.text.contains("data-food-import"))
            #expect(!empty.text.contains("data-food-search"))
            #expect(empty.text.contains(#"aria-current="page"><svg"#))  // the Foods tab is the current one

            _ = try await client.upload(zip, named: "sr.zip")
            let search = try await client.get("/foods?q=egg")
            #expect(search.text.contains("6 foods from USDA FoodData Central"))
            #expect(
                search.text.contains(
                    #"<a href="/foods/171287"><span class="food-name">Egg, raw</span><span class="food-energy">143 kcal per 100 g</span>"#))
            #expect(try await client.get("/foods?q=zzz").text.contains("Nothing matches “zzz”."))

            let egg = try await client.get("/foods/171287?portion=2")
            #expect(egg.status == .ok)
            #expect(egg.text.contains("<h1>Egg, raw</h1>"))
            #expect(egg.text.contains("Egg, whole, raw, fresh"))
            #expect(egg.text.contains(#"<th scope="col">Per 1 cup (4.86 large eggs) (243 g)</th>"#))
            #expect(egg.text.contains("<th scope=\"row\">Protein</th><td>12.6 g</td><td>30.5 g</td>"))
            #expect(egg.text.contains("<th scope=\"row\">Fibre</th><td>not analysed</td><td>not analysed</td>"))
            #expect(egg.text.contains("Vitamin C, total ascorbic acid</th><td>0 mg</td>"))

            #expect(try await client.get("/foods/1").status == .notFound)
            #expect(try await client.get("/foods/egg").status == .notFound)
        }
    }

    @Test func aFoodIsLoggedChangedAndRemovedThroughTheAPIAndKeepsItsNutrients() async throws {
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await withApp { client in
            _ = try await client.upload(zip, named: "sr.zip")
            let logged = try await client.post(
                "/api/v1/days/2026-11-20/food", json: #"{"foodId":171287,"amount":"2 large","meal":"breakfast"}"#, key: "egg-1")
            #expect(logged.status == .created)
            let entry = try logged.json()
            #expect(entry["name"] as? String == "Egg, raw")
            #expect(entry["grams"] as? Double == 100)
            #expect(entry["kcal"] as? Double == 143)
            #expect((entry["nutrients"] as? [String: Double])?["1003"] == 12.56)
            let id = try #require(entry["id"] as? String)
            // The same request again is a replay, not a second egg.
            let again = try await client.post(
                "/api/v1/days/2026-11-20/food", json: #"{"foodId":171287,"amount":"2 large","meal":"breakfast"}"#, key: "egg-1")
            #expect(again.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
            _ = try await client.post(
                "/api/v1/days/2026-11-20/food", json: #"{"foodId":171267,"amount":250,"unit":"ml","meal":"breakfast"}"#)

            let day = try await client.get("/api/v1/days/2026-11-20/food").json()
            #expect((day["entries"] as? [[String: Any]])?.count == 2)
            let totals = try #require(day["totals"] as? [String: Any])
            #expect(totals["kcal"] as? Double == 272)  // 143 + 250 ml of milk (its cup weighs 244 g: 257.8 g at 50 kcal)
            #expect(
                totals["incomplete"] as? [String] == ["fat", "saturated fat", "carbohydrate", "sugars", "fibre", "sodium"])

            let changed = try await client.send(
                "/api/v1/days/2026-11-20/food/\(id)", .put, headers: [.contentType: "application/json"],
                body: #"{"amount":"3 large","meal":"lunch"}"#)
            #expect(changed.status == .ok)
            #expect(try changed.json()["grams"] as? Double == 150)
            #expect(try changed.json()["meal"] as? String == "lunch")
            // Another of the food's portions weighs it through the database; ml through its cup.
            let cup = try await client.send(
                "/api/v1/days/2026-11-20/food/\(id)", .put, headers: [.contentType: "application/json"], body: #"{"amount":"1 cup"}"#)
            #expect(try cup.json()["grams"] as? Double == 243)
            #expect(try cup.json()["unit"] as? String == "cup (4.86 large eggs)")
            // Another day's path does not find it.
            #expect(try await client.send("/api/v1/days/2026-11-21/food/\(id)", .delete).status == .notFound)
            let removed = try await client.send("/api/v1/days/2026-11-20/food/\(id)", .delete)
            #expect(removed.status == .ok)
            #expect((try removed.json()["entries"] as? [[String: Any]])?.count == 1)
        }
    }

    @Test(arguments: [
        (#"{"foodId":171287,"amount":"3 bowls"}"#, 422, "amount"), (#"{"foodId":171287,"amount":"0g"}"#, 422, "amount"),
        (#"{"foodId":171287,"amount":"25 kg"}"#, 422, "amount"), (#"{"foodId":171287}"#, 422, "amount"),
        (#"{"amount":"1 large"}"#, 422, "foodId"), (#"{"foodId":1,"amount":"1g"}"#, 404, "foodId"),
        (#"{"foodId":171287,"amount":"1 large","meal":"brunch"}"#, 422, "meal"),
    ])
    func aLogThatDoesNotReadIsRefusedByFieldAndLogsNothing(_ body: String, _ status: Int, _ field: String) async throws {
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await withApp { client in
            _ = try await client.upload(zip, named: "sr.zip")
            let refused = try await client.post("/api/v1/days/2026-11-20/food", json: body)
            #expect(refused.status.code == status)
            #expect(try refused.json()["error"].flatMap { ($0 as? [String: Any])?["field"] as? String } == field)
            #expect((try await client.get("/api/v1/days/2026-11-20/food").json()["entries"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func theFoodPageLogsToTheDayAndARefusalKeepsWhatWasTyped() async throws {
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await withApp { client in
            _ = try await client.upload(zip, named: "sr.zip")
            let page = try await client.get("/foods/171287?date=2026-11-19&meal=lunch")
            #expect(page.text.contains(#"action="/days/2026-11-19/food""#))
            #expect(page.text.contains(#"<option value="lunch" selected>Lunch</option>"#))
            #expect(page.text.contains(#"<option value="large" selected>large (50 g)</option>"#))

            let refused = try await client.post(
                "/days/2026-11-19/food",
                form: [("foodId", "171287"), ("quantity", "two"), ("unit", "large"), ("meal", "lunch"), ("idempotencyKey", "k1")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(#"value="two""#))
            #expect(refused.text.contains("is not an amount"))
            #expect(refused.text.contains(#"<option value="lunch" selected>"#))

            let logged = try await client.post(
                "/days/2026-11-19/food",
                form: [("foodId", "171287"), ("quantity", "1.5"), ("unit", "large"), ("meal", "lunch"), ("idempotencyKey", "k2")])
            #expect(logged.status == .seeOther)
            #expect(logged.headers[.location] == "/days/2026-11-19?saved=food-logged#food")
            let day = try await client.get("/days/2026-11-19")
            #expect(day.text.contains(#"<a href="/foods/171287">Egg, raw</a>"#))
            #expect(day.text.contains("1.5 large (75 g) · 107 kcal"))
            let id = try #require(day.text.firstMatch(of: /action="\/food\/([0-9a-f-]+)\/remove"/)?.1)
            let removed = try await client.post("/food/\(id)/remove", form: [("idempotencyKey", "k3"), ("next", "/days/2026-11-19#food")])
            #expect(removed.status == .seeOther)
            #expect(try await client.get("/days/2026-11-19").text.contains("Nothing logged yet."))
        }
    }

    @Test func onAHostedServerTheAdministratorImports() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ada")
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await harness.test { client in
            let browser = try await client.signedIn("ada", cookieName: harness.cookieName)
            let response = try await client.execute(
                uri: "/api/v1/foods/imports", method: .post, headers: browser.headers([.contentType: "application/zip"]),
                body: ByteBuffer(bytes: zip))
            #expect(response.status == .forbidden)
            #expect(String(buffer: response.body).contains("the administrator loads the food database"))
        }
    }

    @Test func aMealIsCopiedFromAnotherDayThroughTheAPIAndTheCard() async throws {
        let zip = try Data(contentsOf: try USDAFixture.sample.write())
        try await withApp { client in
            #expect(try await client.upload(zip, named: "sr.zip").status == .created)
            for body in [
                #"{"foodId": 171287, "amount": "2 large", "meal": "breakfast"}"#,
                #"{"foodId": 171267, "amount": "250ml", "meal": "dinner"}"#,
            ] {
                #expect(try await client.post("/api/v1/days/2026-11-19/food", json: body).status == .created)
            }
            let copied = try await client.post(
                "/api/v1/days/2026-11-20/food/copy", json: #"{"from": "2026-11-19", "meal": "breakfast"}"#, key: "copy-1")
            #expect(copied.status == .created)
            #expect(copied.text.contains("Egg, raw") && !copied.text.contains("Milk, 2%"))
            // A retry with the same key copies nothing twice.
            let again = try await client.post(
                "/api/v1/days/2026-11-20/food/copy", json: #"{"from": "2026-11-19", "meal": "breakfast"}"#, key: "copy-1")
            #expect(again.status == .created)
            #expect(try await client.get("/api/v1/days/2026-11-20/food").text.components(separatedBy: "Egg, raw").count == 2)
            let empty = try await client.post("/api/v1/days/2026-11-20/food/copy", json: #"{"from": "2026-11-01"}"#)
            #expect(empty.status == .unprocessableContent)
            #expect(try empty.apiError().field == "from")

            // The card's form: the whole day, and a refusal shown on the card.
            let form = try await client.post("/days/2026-11-21/food/copy", form: [("from", "2026-11-19"), ("meal", "")])
            #expect(form.status == .seeOther)
            #expect(try await client.get("/api/v1/days/2026-11-21/food").text.contains("Milk, 2%"))
            let refused = try await client.post("/days/2026-11-21/food/copy", form: [("from", "2026-10-01"), ("meal", "lunch")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Nothing was logged for lunch on 2026-10-01 to copy."))
        }
    }
}

extension TestClientProtocol {
    /// Uploads a file as the page's script does: the bytes as the body, the name in `X-File-Name`.
    func upload(
        _ data: Data, named name: String, to uri: String = "/api/v1/foods/imports", sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TestResponse {
        let headers: HTTPFields = [.contentType: "application/zip", HTTPField.Name("X-File-Name")!: name]
        let response = try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: data))
        #expect(response.status.code < 500, "upload answered \(response.status)", sourceLocation: sourceLocation)
        for problem in APIContract.problems(
            method: .post, uri: uri, status: response.status.code, contentType: response.headers[.contentType],
            body: String(buffer: response.body))
        {
            Issue.record("\(problem)", sourceLocation: sourceLocation)
        }
        return response
    }
}

extension TestResponse {
    fileprivate func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(String(buffer: body).utf8)) as? [String: Any])
    }
}
