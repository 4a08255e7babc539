import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import SystemStore
import SystemTestSupport
import Testing
import ZIPFoundation

@testable import SystemServer

/// Day One in and out through the API and its page: the zip uploaded as the body, counted in a sentence, the same
/// upload again adding nothing; the journal downloaded as Markdown and as Day One.
@Suite(.timeLimit(.minutes(15))) struct JournalTransferTests {
    @Test func aDayOneZipIsImportedOnceAndTheJournalComesOutAsAZip() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dayone-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try DayOneFixture.zip(at: url)
        let zip = try [UInt8](Data(contentsOf: url))
        try await Harness.withSQLite { client in
            let imported = try await client.upload(zip, to: "/api/v1/journal/imports", key: "import-1")
            #expect(imported.status == .created)
            let summary = try imported.jsonObject()
            #expect(summary["entries"] as? Int == 2)
            #expect(summary["photos"] as? Int == 2)
            #expect(summary["photosUnreadable"] as? Int == 1)
            #expect((summary["summary"] as? String)?.hasPrefix("Imported 2 entries and 2 photos.") == true)

            // The same upload under the same key is the same answer; under another key it adds nothing
            #expect(try await client.upload(zip, to: "/api/v1/journal/imports", key: "import-1").jsonObject()["entries"] as? Int == 2)
            let again = try await client.upload(zip, to: "/api/v1/journal/imports", key: "import-2").jsonObject()
            #expect(again["entries"] as? Int == 0 && again["alreadyThere"] as? Int == 2)
            // Another file under a used key is refused
            let reused = try await client.upload(Array("{}".utf8), to: "/api/v1/journal/imports", key: "import-1")
            #expect(reused.status == .unprocessableContent)

            let day = try await client.get("/api/v1/days/2026-11-20/journal").jsonObject()
            #expect((day["notes"] as? [[String: Any]])?.first?["text"] as? String == "The lake at dusk.\n\n\n\nCold, but worth it.")
            #expect((day["photos"] as? [Any])?.count == 2)

            let page = String(buffer: try await client.get("/journal").body)
            #expect(page.contains("Your journal holds 2 entries and 2 photos."))
            #expect(page.contains(#"data-upload="/api/v1/journal/imports""#))

            let markdown = try await client.execute(uri: "/api/v1/journal/export?format=markdown", method: .get, headers: [:], body: nil)
            #expect(markdown.status == .ok)
            #expect(markdown.headers[.contentType] == "application/zip")
            let archive = try Archive(data: Data(Array(buffer: markdown.body)), accessMode: .read)
            #expect(archive["2026-11-20.md"] != nil)
            #expect(archive.filter { $0.path.hasPrefix("photos/") }.count == 2)

            let refused = try await client.get("/api/v1/journal/export?format=pdf")
            #expect(refused.status == .unprocessableContent)
        }
    }

    @Test func whatIsNotADayOneExportIsRefusedInWords() async throws {
        try await Harness.withSQLite { client in
            let refused = try await client.upload(Array(#"{"notes": []}"#.utf8), to: "/api/v1/journal/imports", key: nil)
            #expect(refused.status == .unprocessableContent)
            let body = String(buffer: refused.body)
            #expect(body.contains("is not a Day One export"), "\(body)")
            #expect(body.contains(#""field":"file""#))
        }
    }
}

extension TestClientProtocol {
    /// POSTs a file as the body, as the page's upload form does, checked against the OpenAPI document.
    func upload(_ bytes: [UInt8], to uri: String, key: String?, sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> TestResponse
    {
        var headers: HTTPFields = [.contentType: "application/zip", HTTPField.Name("X-File-Name")!: "Export.zip"]
        if let key { headers[HTTPField.Name("Idempotency-Key")!] = key }
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

/// When the coach asks for the evening entry: chosen on the journal's page and through the API, refused by name when
/// it is not a time.
@Suite(.timeLimit(.minutes(15))) struct JournalReviewTimeTests {
    @Test func theReviewTimeIsChosenOnThePageAndThroughTheAPI() async throws {
        try await Harness.withSQLite { client in
            #expect(try await client.get("/api/v1/journal/settings").jsonObject()["reviewAt"] is NSNull)
            let saved = try await client.post("/journal/review-time", form: [("reviewAt", "21:30"), ("idempotencyKey", "t1")])
            #expect(saved.status == .seeOther)
            #expect(saved.headers[.location] == "/journal?saved=journal-review-time")
            #expect(try await client.get("/api/v1/journal/settings").jsonObject()["reviewAt"] as? String == "21:30")
            let page = String(buffer: try await client.get("/journal").body)
            #expect(page.contains(#"value="21:30""#) && page.contains("from 21:30, with a reminder then"))

            let refused = try await client.post("/journal/review-time", form: [("reviewAt", "half past nine")])
            #expect(refused.status == .unprocessableContent)
            #expect(String(buffer: refused.body).contains("“half past nine” is not a time of day"))

            let put = try await client.send(
                "/api/v1/journal/settings", .put, headers: [.contentType: "application/json"], body: #"{"reviewAt":null}"#)
            #expect(put.status == .ok)
            #expect(try put.jsonObject()["reviewAt"] is NSNull)
            let bad = try await client.send(
                "/api/v1/journal/settings", .put, headers: [.contentType: "application/json"], body: #"{"reviewAt":"25:00"}"#)
            #expect(bad.status == .unprocessableContent)
            #expect(String(buffer: bad.body).contains(#""field":"reviewAt""#))
        }
    }
}
