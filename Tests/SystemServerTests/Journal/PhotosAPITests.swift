import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemStore
import SystemTestSupport
import Testing

@testable import SystemServer

/// Photos through the API and the pages: added as the body, told by their bytes, served with their thumbnails to
/// their owner, shown in the day's grid and one at a time, removed; everything that is not a photo refused by name.
@Suite(.timeLimit(.minutes(15))) struct PhotosAPITests {
    @Test func aPhotoIsAddedServedShownAndRemoved() async throws {
        try await Harness.withSQLite { client in
            // Added with its metadata, which is removed
            let added = try await client.sendPhoto(TestPhotos.jpeg(metadata: true), query: "date=2026-11-20", key: "p1")
            #expect(added.status == .created)
            let photo = try added.jsonObject()
            let id = try #require(photo["id"] as? String)
            #expect(photo["width"] as? Int == 64 && photo["height"] as? Int == 32)
            #expect(photo["mediaType"] as? String == "image/jpeg")
            #expect(photo["sha256"] as? String == PhotoCodecs.sha256(TestPhotos.jpeg()))
            #expect(photo["entryId"] is NSNull)

            // A retry adds nothing twice
            let retried = try await client.sendPhoto(TestPhotos.jpeg(metadata: true), query: "date=2026-11-20", key: "p1")
            #expect(try retried.jsonObject()["id"] as? String == id)

            // The bytes, the thumbnail, the caching
            let bytes = try await client.execute(uri: "/api/v1/photos/\(id)", method: .get, headers: [:], body: nil)
            #expect(bytes.status == .ok)
            #expect(Array(buffer: bytes.body) == TestPhotos.jpeg())
            #expect(bytes.headers[.contentType] == "image/jpeg")
            #expect(bytes.headers[.cacheControl]?.hasPrefix("private") == true)
            #expect(bytes.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
            let etag = try #require(bytes.headers[.eTag])
            let again = try await client.execute(uri: "/api/v1/photos/\(id)", method: .get, headers: [.ifNoneMatch: etag], body: nil)
            #expect(again.status == .notModified)
            let thumbnail = try await client.execute(uri: "/api/v1/photos/\(id)?size=thumbnail", method: .get, headers: [:], body: nil)
            #expect(PhotoFile(Array(buffer: thumbnail.body)).format == .jpeg)

            // The day's journal lists it; the day's page shows it in the grid; its page shows it full size
            let day = try await client.get("/api/v1/days/2026-11-20/journal").jsonObject()
            #expect((day["photos"] as? [[String: Any]])?.map { $0["id"] as? String } == [id])
            let page = String(buffer: try await client.get("/").body)
            #expect(page.contains(#"<a href="/photos/\#(id)"><img src="/api/v1/photos/\#(id)?size=thumbnail""#))
            #expect(page.contains(#"data-photos="/api/v1/photos?date=2026-11-20""#))
            #expect(page.contains(#"<script src="/assets/journal.js" defer></script>"#))
            let full = String(buffer: try await client.get("/photos/\(id)").body)
            #expect(full.contains(#"<img class="photo-full" src="/api/v1/photos/\#(id)" width="64" height="32""#))
            #expect(full.contains("1 of 1"))

            // Removed from its page: gone from the day, and no longer served
            let removed = try await client.post("/photos/\(id)/remove", form: [("idempotencyKey", "r1")])
            #expect(removed.status == .seeOther)
            #expect(removed.headers[.location] == "/?saved=photo-removed#photos")
            let gone = try await client.get("/api/v1/days/2026-11-20/journal").jsonObject()
            #expect((gone["photos"] as? [Any])?.isEmpty == true)
            #expect(try await client.get("/api/v1/photos/\(id)").status == .notFound)
        }
    }

    @Test func anEntrysPhotoIsShownUnderTheEntry() async throws {
        try await Harness.withSQLite { client in
            let entry = try await client.post("/api/v1/days/2026-11-19/journal", json: #"{"text":"The walk."}"#, key: "e").jsonObject()
            let entryID = try #require(entry["id"] as? String)
            // The entry's day wins over the one asked for
            let added = try await client.sendPhoto(TestPhotos.png(), query: "date=2026-11-20&entry=\(entryID)", key: "p")
            #expect(added.status == .created)
            let photo = try added.jsonObject()
            #expect(photo["date"] as? String == "2026-11-19")
            #expect(photo["entryId"] as? String == entryID)
            #expect(photo["mediaType"] as? String == "image/png")
            let page = String(buffer: try await client.get("/days/2026-11-19").body)
            let article = try #require(page.range(of: #"<article class="journal-entry" id="entry-\#(entryID)">"#))
            let end = try #require(page.range(of: "</article>", range: article.upperBound..<page.endIndex))
            #expect(page[article.upperBound..<end.lowerBound].contains("/api/v1/photos/\(photo["id"] as? String ?? "")?size=thumbnail"))
        }
    }

    /// A refusal: what is sent (by name, so a failure reads), where, and what the answer says.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let sent: String
        let query: String
        let status: Int
        let field: String
        let words: String
        var testDescription: String { "\(sent)?\(query)" }

        var bytes: [UInt8] {
            switch sent {
            case "pdf": Array("%PDF-1.7 not an image".utf8)
            case "heic": [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [UInt8](repeating: 0, count: 40)
            case "nothing": []
            default: TestPhotos.jpeg()
            }
        }
    }

    static let refusals = [
        Refusal(sent: "pdf", query: "date=2026-11-20", status: 422, field: "file", words: "not a photo"),
        Refusal(sent: "heic", query: "", status: 422, field: "file", words: "HEIC"),
        Refusal(sent: "jpeg", query: "date=2026-11-31", status: 400, field: "date", words: "not a date"),
        Refusal(sent: "jpeg", query: "date=2026-11-21", status: 422, field: "date", words: "not come yet"),
        Refusal(sent: "jpeg", query: "entry=nope", status: 422, field: "entry", words: "not an id"),
        Refusal(sent: "jpeg", query: "entry=3f2504e0-4f89-41d3-9a0c-0305e82c3301", status: 422, field: "entry", words: "no journal entry"),
        Refusal(sent: "nothing", query: "", status: 422, field: "file", words: "No photo"),
    ]

    @Test(arguments: refusals)
    func whatIsNotAPhotoOrNotADayIsRefusedByName(_ refusal: Refusal) async throws {
        try await Harness.withSQLite { client in
            let refused = try await client.sendPhoto(refusal.bytes, query: refusal.query)
            #expect(refused.status.code == refusal.status)
            let body = String(buffer: refused.body)
            #expect(body.contains(#""field":"\#(refusal.field)""#), "\(body)")
            #expect(body.contains(refusal.words), "\(body)")
            #expect((try await client.get("/api/v1/days/2026-11-20/journal").jsonObject()["photos"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func aPhotoOverTheLimitIsRefusedWithASize() async throws {
        try await Harness.withSQLite { client in
            let huge = TestPhotos.jpeg() + [UInt8](repeating: 0, count: JournalPhoto.maximumBytes)
            let refused = try await client.sendPhoto(huge, query: "")
            #expect(refused.status == .contentTooLarge)
            #expect(String(buffer: refused.body).contains("at most 25 MB"))
        }
    }

    @Test func aStoreWithoutTablesSaysItKeepsNoPhotos() async throws {
        try await Harness().test { client in
            let refused = try await client.sendPhoto(TestPhotos.jpeg(), query: "")
            #expect(refused.status == .conflict)
            #expect(String(buffer: refused.body).contains("no_photos"))
        }
    }
}

extension TestClientProtocol {
    /// POSTs an image as the body of `POST /api/v1/photos`, checked against the OpenAPI document as every answer is.
    func sendPhoto(_ bytes: [UInt8], query: String, key: String? = nil, sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> TestResponse
    {
        var headers: HTTPFields = [.contentType: "image/jpeg"]
        if let key { headers[HTTPField.Name("Idempotency-Key")!] = key }
        let uri = "/api/v1/photos" + (query.isEmpty ? "" : "?\(query)")
        let response = try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: bytes))
        #expect(response.status.code < 500, "POST \(uri) answered \(response.status)", sourceLocation: sourceLocation)
        for problem in APIContract.problems(
            method: .post, uri: uri, status: response.status.code, contentType: response.headers[.contentType],
            body: String(buffer: response.body))
        {
            Issue.record("\(problem)", sourceLocation: sourceLocation)
        }
        return response
    }
}
