import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import SystemCore
import SystemStore
import Testing

@testable import SystemServer

/// The isolation walk: user B requests every route of the app and the API — read from the router, not listed by
/// hand — with user A's ids in the path, and finds nothing of A's: every route that names an object is 404, no
/// answer shows any of A's words, and A's history, sessions and tokens are as they were.
@Suite struct IsolationWalkTests {
    /// Words only user A ever wrote; none may reach user B.
    static let secret = "ANASECRET"

    /// A's objects, by the path segment that names their kind.
    struct Objects {
        var ids: [String: String] = [:]
        var token = ""
    }

    /// The routes that end the requester's own session.
    static let endsOwnSession: Set<String> = ["/sign-out", "/account/sessions/end-all"]

    /// What a route's `{id}` names, by the path segment before it.
    static let kinds = [
        "intentions", "todos", "goals", "areas", "action-items", "tokens", "sessions", "foods", "food", "weight", "activities", "activity",
        "sleep", "recipes", "lifts", "sets", "lift-templates", "templates", "journal", "entries", "journal/templates",
        "photos", "triggers", "runbooks", "timeboxes", "pacts",
    ]

    @Test func userBFindsNothingOfUserAsOnAnyRoute() async throws {
        let harness = HostedHarness()
        let ana = try await harness.addAccount("ana")
        try await harness.addAccount("ben")
        let router = try await harness.router()
        let routes = router.routes.map { (method: $0.method, path: $0.path.description) }
        #expect(routes.count > 60, "the router lists \(routes.count) routes")
        #expect(routes.filter { $0.path.contains("{id}") }.count > 40)
        let app = Application(router: router)
        try await app.test(.router) { client in
            // Given Ana's objects: an area, a goal, a to-do, an intention, a label, a standup, a capacity, a retrospective
            // with an action item, settings, a token and a session
            let a = try await client.signedIn("ana", cookieName: harness.cookieName, address: "198.51.100.7")
            let objects = try await Self.createObjects(as: a, client, harness: harness, ana: ana.id)
            let version = try await harness.database.version(of: ana.id)
            let tokens = try await harness.accounts.accessTokens(of: ana.id)
            let sessions = try await harness.accounts.sessions(of: ana.id)

            // When Ben requests every route with Ana's ids, with his session and, for the API, with his token too
            var b = try await client.signedIn("ben", cookieName: harness.cookieName, address: "203.0.113.4")
            let benToken = try #require(
                try await client.send("/api/v1/tokens", .post, as: b, json: #"{"name":"ben's"}"#).jsonObject().string("token"))
            var walked = 0
            for route in routes {
                let (uri, namesObject) = try Self.uri(route.path, objects)
                var answers = [try await Self.request(route.method, uri, as: b, client)]
                // Signing out (everywhere) ends Ben's own session: he signs in again.
                if Self.endsOwnSession.contains(uri) {
                    b = try await client.signedIn("ben", cookieName: harness.cookieName, address: "203.0.113.4")
                }
                if uri.hasPrefix("/api/") { answers.append(try await Self.request(route.method, uri, token: benToken, client)) }
                for answer in answers {
                    walked += 1
                    // Then nothing of Ana's is in any answer, and a route naming her object does not find it
                    #expect(!answer.text.contains(Self.secret), "\(route.method) \(uri) showed Ana's data to Ben")
                    #expect(answer.status.code < 500, "\(route.method) \(uri): \(answer.status)")
                    if namesObject {
                        #expect(
                            answer.status == .notFound,
                            "\(route.method) \(uri) answered \(answer.status) for Ana's object, not 404: \(answer.text.prefix(300))")
                    }
                }
            }
            #expect(walked > routes.count)

            // And Ana's history, sessions and tokens are untouched, and still hers
            #expect(try await harness.database.version(of: ana.id) == version)
            #expect(try await harness.accounts.accessTokens(of: ana.id) == tokens)
            #expect(try await harness.accounts.sessions(of: ana.id).map(\.id) == sessions.map(\.id))
            #expect(try await client.send("/api/v1/me", token: objects.token).status == .ok)
            let areas = try await client.send("/api/v1/areas", as: a)
            #expect(areas.status == .ok)
            #expect(areas.text.contains("\(Self.secret) area"))
            // (The search Ben walked finds Ana's words for Ana.)
            let found = try await client.send("/api/v1/journal/search?q=\(Self.secret.prefix(6))", as: a)
            #expect(found.text.contains("<mark>\(Self.secret)</mark> review"))

            // And the same routes with Ana's own session find her objects (the ids were real; foods are nobody's). A
            // route that removes the object is left out: the routes after it would not find it (FoodsTests removes). So is
            // a photo's bytes: this store keeps no files, so they are not found for her either (PhotoStoreTests).
            for route in routes
            where route.path.contains("{id}") && !route.path.contains("sessions") && !route.path.contains("tokens")
                && !route.path.contains("foods") && route.method != .delete && !route.path.hasSuffix("/remove")
                && route.path != "/api/v1/photos/{id}"
            {
                let (uri, _) = try Self.uri(route.path, objects)
                let answer = try await Self.request(route.method, uri, as: a, client)
                #expect(answer.status != .notFound, "\(route.method) \(uri) did not find Ana's own object: \(answer.text.prefix(300))")
            }
        }
    }

    @Test func anIdempotencyKeyIsPerAccount() async throws {
        let harness = HostedHarness()
        try await harness.addAccount("ana")
        try await harness.addAccount("ben")
        try await harness.test { client in
            let a = try await client.signedIn("ana", cookieName: harness.cookieName)
            let b = try await client.signedIn("ben", cookieName: harness.cookieName)
            func start(_ text: String, as browser: Browser) async throws -> TestResponse {
                var headers = browser.headers([.contentType: "application/json"])
                headers[HTTPField.Name("Idempotency-Key")!] = "shared-key-1"
                return try await client.send(
                    "/api/v1/intentions", .post, headers: headers,
                    body: #"{"text":"\#(text)","minutes":25}"#)
            }
            // Given Ana started an intention under a key
            #expect(try await start("\(Self.secret) plan", as: a).status == .created)

            // When Ben sends the same key, with the same body or another
            let same = try await start("\(Self.secret) plan", as: b)
            let other = try await start("Ben's plan", as: b)

            // Then his first is a new request of his own (not Ana's answer replayed), and his second a reuse of his key
            #expect(same.status == .created)
            #expect(same.headers[HTTPField.Name("Idempotent-Replayed")!] == nil)
            #expect(try same.jsonObject().string("id") != nil)
            #expect(other.status == .unprocessableContent)
            #expect(try other.apiError().code == "idempotency_key_reused")
            let ana = try await client.send("/api/v1/intentions/current", as: a).jsonObject()
            let ben = try await client.send("/api/v1/intentions/current", as: b).jsonObject()
            #expect(ana.string("id") != ben.string("id"))
        }
    }

    /// Creates Ana's objects through the API, each with the secret word in its text.
    static func createObjects(as a: Browser, _ client: some TestClientProtocol, harness: HostedHarness, ana: UserID) async throws -> Objects
    {
        var objects = Objects()
        func post(_ uri: String, _ method: HTTPRequest.Method = .post, _ json: String) async throws -> [String: Any] {
            let response = try await client.send(uri, method, as: a, json: json)
            #expect((200..<300).contains(response.status.code), "\(uri): \(response.status) \(response.text)")
            return try response.jsonObject()
        }
        let area = try await post("/api/v1/areas", .post, #"{"name":"\#(secret) area"}"#)
        objects.ids["areas"] = try #require(area.string("id"))
        let goal = try await post(
            "/api/v1/weeks/2026-11-20/goals", .post,
            #"{"title":"\#(secret) goal","area":"\#(objects.ids["areas"]!)","estimate":"2h"}"#)
        objects.ids["goals"] = try #require(goal.string("id"))
        let todo = try await post(
            "/api/v1/days/2026-11-20/todos", .post, #"{"text":"\#(secret) to-do","goal":"\#(objects.ids["goals"]!)"}"#)
        objects.ids["todos"] = try #require(todo.string("id"))
        let intention = try await post("/api/v1/intentions", .post, #"{"text":"\#(secret) intention","minutes":25}"#)
        objects.ids["intentions"] = try #require(intention.string("id"))
        _ = try await post("/api/v1/intentions/\(objects.ids["intentions"]!)/tags", .post, #"{"tags":["\#(secret)label"]}"#)
        _ = try await post("/api/v1/labels", .post, #"{"name":"\#(secret)other","kind":"distraction"}"#)
        _ = try await post("/api/v1/days/2026-11-20/standup", .put, #"{"plan":["\#(objects.ids["todos"]!)"],"note":"\#(secret) standup"}"#)
        _ = try await post("/api/v1/weeks/2026-11-20/capacity", .put, #"{"perDayHours":4}"#)
        let retro = try await post(
            "/api/v1/weeks/2026-11-20/retro", .put,
            #"{"wentWell":"\#(secret) retro","actionItems":[{"text":"\#(secret) action"}]}"#)
        objects.ids["action-items"] = try #require(retro.object("retro").objects("actionItems").first?.string("id"))
        _ = try await post("/api/v1/settings", .post, #"{"timeZone":"Pacific/Auckland"}"#)
        let token = try await post("/api/v1/tokens", .post, #"{"name":"\#(secret) token"}"#)
        objects.ids["tokens"] = try #require(token.string("id"))
        objects.token = try #require(token.string("token"))
        let sessions = try await client.send("/api/v1/sessions", as: a).jsonObject().objects("sessions")
        objects.ids["sessions"] = try #require(sessions.first?.string("id"))
        // The database's foods are every account's (reference data); Ana's own food and recipe are hers alone.
        let food = try await post("/api/v1/foods", .post, #"{"name":"\#(secret) bar","kcal":160,"servingGrams":40}"#)
        objects.ids["foods"] = try #require(food.int("id")).description
        let recipe = try await post(
            "/api/v1/recipes", .post, #"{"name":"\#(secret) stew","ingredients":[{"foodId":\#(objects.ids["foods"]!),"amount":"80g"}]}"#)
        objects.ids["recipes"] = try #require(recipe.int("id")).description
        _ = try await post("/api/v1/foods/\(objects.ids["foods"]!)/portions", .post, #"{"unit":"\#(secret)bowl","grams":200}"#)
        // A food entry of Ana's (logged through the service: this memory store keeps no food database to log from).
        let entry = FoodEntryID(UUID())
        _ = try await harness.service.execute(
            .food(
                .log(
                    id: entry, date: CivilDate("2026-11-20")!, meal: .lunch,
                    food: LoggedFood(foodId: nil, name: "\(secret) soup", description: nil, per100g: [1008: 40]), amount: 300, unit: "g",
                    grams: 300)), for: ana)
        objects.ids["food"] = entry.description
        // Ana's body and nights: a weigh-in, an activity, a night entered by hand.
        let weighIn = try await post("/api/v1/weight", .post, #"{"weight":"81.5kg","date":"2026-11-20"}"#)
        objects.ids["weight"] = try #require(weighIn.string("id"))
        let activity = try await post("/api/v1/days/2026-11-20/activities", .post, #"{"label":"\#(secret) football","kcal":400}"#)
        objects.ids["activities"] = try #require(activity.string("id"))
        objects.ids["activity"] = objects.ids["activities"]
        let night = try await post("/api/v1/days/2026-11-20/sleep", .post, #"{"bedtime":"23:00","wake":"06:30","quality":3}"#)
        objects.ids["sleep"] = try #require(night.objects("entries").first?.string("id"))
        // Ana's own lift and a set of it.
        let lift = LiftID(UUID())
        _ = try await harness.service.execute(.workouts(.addLift(Lift(id: lift, name: "\(secret) curl", isLowerBody: false))), for: ana)
        objects.ids["lifts"] = lift.description
        let set = try await post("/api/v1/lifts/sets", .post, #"{"lift":"\#(lift)","weightKg":20,"reps":8}"#)
        objects.ids["sets"] = try #require(set.object("set").string("id"))
        // And a template of it, which the API and the template editor name by id.
        let template = try await post(
            "/api/v1/lift-templates", .post,
            #"{"name":"\#(secret) day","items":[{"lift":"\#(lift)","weightKg":20,"sets":3,"targetReps":8}]}"#)
        objects.ids["lift-templates"] = try #require(template.string("id"))
        objects.ids["templates"] = objects.ids["lift-templates"]
        // Her journal: a review of the day and a template of her own.
        let review = try await post("/api/v1/days/2026-11-20/journal", .post, #"{"text":"\#(secret) review","tags":["\#(secret)"]}"#)
        objects.ids["journal"] = try #require(review.string("id"))
        objects.ids["entries"] = objects.ids["journal"]
        let pages = try await post("/api/v1/journal/templates", .post, #"{"name":"\#(secret) pages","questions":["\#(secret)?"]}"#)
        objects.ids["journal/templates"] = try #require(pages.objects("templates").last?.string("id"))
        // A photo of her day (this store keeps no files: the event alone, which every photo route looks up first; the
        // files' own isolation is PhotoStoreTests').
        let photo = PhotoID(UUID())
        _ = try await harness.service.execute(
            .journal(
                .addPhoto(
                    JournalPhoto(
                        id: photo, date: CivilDate("2026-11-20")!, entryId: nil, sha256: String(repeating: "ab", count: 32),
                        mediaType: "image/jpeg", width: 10, height: 10, bytes: 100, addedAt: Fixture.now))), for: ana)
        objects.ids["photos"] = photo.description
        // An urge she caught during her intention.
        let trigger = try await post("/api/v1/intentions/\(objects.ids["intentions"]!)/triggers", .post, #"{"what":"\#(secret)"}"#)
        objects.ids["triggers"] = try #require(trigger.string("id"))
        // A runbook of her own, and a run of it.
        let runbook = try await post(
            "/api/v1/runbooks", .post, #"{"name":"\#(secret) plan","moment":"\#(secret)","steps":["\#(secret) step"]}"#)
        objects.ids["runbooks"] = try #require(runbook.string("id"))
        _ = try await post(
            "/api/v1/runbooks/\(objects.ids["runbooks"]!)/runs", .post,
            #"{"startedAt":"2026-11-20T08:50:00Z","finishedAt":"2026-11-20T08:55:00Z","stepsReached":1,"words":"\#(secret)"}"#)
        // A timebox of her day, at noon.
        let timebox = try await post(
            "/api/v1/days/2026-11-20/timeboxes", .post, #"{"start":"12:00","end":"13:00","text":"\#(secret) plan"}"#)
        objects.ids["timeboxes"] = try #require(timebox.string("id"))
        // A pact of hers, answered today.
        let pact = try await post("/api/v1/pacts", .post, #"{"words":"\#(secret) pact","from":"2026-11-19"}"#)
        objects.ids["pacts"] = try #require(pact.string("id"))
        _ = try await post("/api/v1/pacts/\(objects.ids["pacts"]!)/days/2026-11-20", .post, #"{"kept":true,"note":"\#(secret)"}"#)
        // The intention ends, so the routes on ended intentions find something to refuse.
        _ = try await post("/api/v1/intentions/\(objects.ids["intentions"]!)/end", .post, "{}")
        return objects
    }

    /// The route's path with its parameters filled in: A's id for `{id}`, a day, a hint, a file. True when it names
    /// one of A's objects.
    static func uri(_ template: String, _ objects: Objects) throws -> (String, Bool) {
        var segments: [String] = []
        var namesObject = false
        for segment in template.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            switch segment {
            case "{id}":
                // The kind by the segment before (`sets`), or by the two before where one is not enough
                // (`journal/templates` beside a lift's `templates`).
                let pair = segments.suffix(2).joined(separator: "/")
                let kind = try #require(
                    kinds.contains(pair) ? pair : segments.last.flatMap { kinds.contains($0) ? $0 : nil },
                    "\(template): what kind of object is {id}? Add it to the isolation walk.")
                segments.append(try #require(objects.ids[kind]))
                namesObject = true
            case "{date}": segments.append("2026-11-20")
            case "{name}": segments.append(Hint.focus)
            case "{file}": segments.append("app.css")
            case "{unit}": segments.append("bowl")
            case "{index}": segments.append("0")
            default:
                #expect(
                    !segment.hasPrefix("{") && !segment.hasPrefix(":") && segment != "*" && segment != "**",
                    "\(template): unknown parameter \(segment); teach the isolation walk what to put there")
                segments.append(segment)
            }
        }
        // A search looks for the start of A's words (the whole of them would come back as what was asked).
        let query = segments.last == "search" ? "?q=\(secret.prefix(6))" : ""
        return ("/" + segments.joined(separator: "/") + query, namesObject)
    }

    /// A plausible body for any form or API write: every field some route needs, with B's own words.
    static let json =
        #"{"text":"Ben's words","minutes":25,"feeling":"happy","tags":["ben"],"wentWell":"fine","name":"Ben's","title":"Ben's goal","estimate":"1h","kind":"traction","perDayHours":2,"done":true}"#
    static let form = [
        ("text", "Ben's words"), ("minutes", "25"), ("feeling", "happy"), ("tags", "ben"), ("wentWell", "fine"),
        ("name", "Ben's"), ("title", "Ben's goal"), ("estimate", "1h"), ("hours", "1"), ("date", "2026-11-21"), ("done", "1"),
        ("idempotencyKey", UUID().uuidString),
    ]

    static func request(
        _ method: HTTPRequest.Method, _ uri: String, as browser: Browser,
        _ client: some TestClientProtocol
    ) async throws -> TestResponse {
        if method == .get || method == .head { return try await client.send(uri, method, as: browser) }
        if uri.hasPrefix("/api/") { return try await client.send(uri, method, as: browser, json: json) }
        return try await client.form(uri, form.map { ($0.0, $0.0 == "idempotencyKey" ? UUID().uuidString : $0.1) }, as: browser)
    }

    static func request(
        _ method: HTTPRequest.Method, _ uri: String, token: String,
        _ client: some TestClientProtocol
    ) async throws -> TestResponse {
        try await client.send(uri, method, token: token, json: method == .get ? nil : json)
    }
}
