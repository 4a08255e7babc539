import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import SystemServer

/// Installable and offline-tolerant: the web manifest and its icons, the service worker and what it precaches,
/// the links in the layout, and the outbox's replays being applied once.
@Suite struct PWATests {
    // MARK: Manifest and icons

    @Test func theManifestIsServedWithItsContentType() async throws {
        try await Harness().test { client in
            let response = try await client.get("/manifest.webmanifest")

            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/manifest+json")
            let manifest = try response.jsonObject()
            #expect(manifest.string("name") == "The System")
            #expect(manifest.string("short_name") == "System")
            #expect(manifest.string("start_url") == "/")
            #expect(manifest.string("scope") == "/")
            #expect(manifest.string("display") == "standalone")
            #expect(manifest.string("background_color") == "#f6f7fb")
            #expect(manifest.string("theme_color") == "#3b4fd8")
        }
    }

    @Test func theManifestNamesPNGIconsOfTheSizesItSays() async throws {
        try await Harness().test { client in
            let icons = try await client.get("/manifest.webmanifest").jsonObject().objects("icons")
            let pngs = icons.filter { $0.string("type") == "image/png" }
            #expect(pngs.count >= 3)

            for icon in pngs {
                let src = try #require(icon.string("src"))
                let sizes = try #require(icon.string("sizes"))
                let response = try await client.get(src)
                #expect(response.status == .ok, "\(src)")
                #expect(response.headers[.contentType] == "image/png", "\(src)")
                let size = try #require(PNG.size(of: response.body), "\(src) is not a PNG")
                #expect("\(size.width)x\(size.height)" == sizes, "\(src)")
                #expect(response.body.readableBytes < 50_000, "\(src) is \(response.body.readableBytes) bytes")
            }
            let installable = pngs.filter { ($0.string("purpose") ?? "any").split(separator: " ").contains("any") }
            #expect(installable.contains { $0.string("sizes") == "192x192" })
            #expect(installable.contains { $0.string("sizes") == "512x512" })
            #expect(pngs.contains { $0.string("purpose") == "maskable" && $0.string("sizes") == "512x512" })
        }
    }

    @Test func theAppleTouchIconIsAnOpaque180PNG() async throws {
        try await Harness().test { client in
            let response = try await client.get("/assets/apple-touch-icon.png")

            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            let size = try #require(PNG.size(of: response.body))
            #expect(size.width == 180 && size.height == 180)
            #expect(PNG.colorType(of: response.body) == 2)  // RGB: iOS shows transparency as black
        }
    }

    // MARK: Service worker

    @Test func theServiceWorkerIsServedAsJavaScriptFromTheRoot() async throws {
        try await Harness().test { client in
            let response = try await client.get("/sw.js")

            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
            #expect(response.headers[.cacheControl] == "no-cache")
            #expect(!response.text.contains("__ASSETS_VERSION__"), "the server writes the assets' version into the worker")
            #expect(response.text.contains(#"const VERSION = ""#))
        }
    }

    @Test func theServiceWorkerPrecachesOnlyWhatTheServerServes() async throws {
        try await Harness().test { client in
            let worker = try await client.get("/sw.js").text
            let urls = try #require(ServiceWorker.precacheList(in: worker), "no PRECACHE list in sw.js")

            #expect(urls.count >= 8)
            for required in ["/assets/app.css", "/assets/app.js", "/assets/outbox.js", "/offline", "/assets/icon-192.png"] {
                #expect(urls.contains(required), "\(required) is not precached")
            }
            for url in urls {
                let response = try await client.get(url)
                #expect(response.status == .ok, "\(url) answered \(response.status)")
            }
        }
    }

    @Test func theServiceWorkerVersionFollowsTheAssets() async throws {
        // Two loads of the same files give the same worker bytes, so browsers do not reinstall it for nothing.
        let first = try await Harness().get("/sw.js")
        let second = try await Harness().get("/sw.js")
        #expect(first == second)
    }

    // MARK: Layout and the offline page

    @Test(arguments: ["/", "/settings", "/offline", "/days/2026-11-19"])
    func everyPageLinksTheManifestTheOutboxAndTheSyncStatus(path: String) async throws {
        try await Harness().test { client in
            let html = try await client.get(path).text

            #expect(html.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
            #expect(html.contains(##"<meta name="theme-color" content="#3b4fd8">"##))
            #expect(html.contains(#"<link rel="apple-touch-icon" href="/assets/apple-touch-icon.png">"#))
            #expect(html.contains(#"<script src="/assets/outbox.js" defer></script>"#))
            #expect(html.contains(#"data-sync-status role="status" aria-live="polite" hidden"#))
            // No inline script: every script tag loads a file of the app.
            let scripts = html.components(separatedBy: "<script").dropFirst()
            #expect(scripts.allSatisfy { $0.hasPrefix(#" src="/assets/"#) })
        }
    }

    @Test func theOfflinePageUsesTheLayout() async throws {
        try await Harness().test { client in
            let response = try await client.get("/offline")

            #expect(response.status == .ok)
            #expect(response.isHTML)
            #expect(response.text.contains("You're offline"))
            #expect(response.text.contains(#"<a class="tab" href="/week""#))  // the layout's navigation
        }
    }

    @Test func everyPostFormIsEnhancedAndKeyedSoTheOutboxCanKeepIt() async throws {
        try await Harness().test { client in
            let id = try await PagesTests.startByForm(client)
            for path in ["/", "/focus", "/settings", "/intentions/\(id)", "/pacts"] {
                let html = try await client.get(path).text
                let posts = html.components(separatedBy: "<form").dropFirst().filter { $0.contains(#"method="post""#) }
                #expect(!posts.isEmpty, "\(path) has no post form")
                for form in posts {
                    let tag = form.prefix { $0 != ">" }
                    // data-reflect: the reflection form saves as you go, through the outbox when offline
                    #expect(tag.contains("data-enhance") || tag.contains("data-reflect"), "\(path): <form\(tag)> is not enhanced")
                    // The shape the service worker rewrites in a stored copy of a page, so the copy gets new keys.
                    #expect(form.contains(#"name="idempotencyKey" value=""#), "\(path): <form\(tag)> has no idempotency key")
                }
            }
        }
    }

    // MARK: The outbox's replays

    @Test func anOutboxSentTwiceIsAppliedOnce() async throws {
        try await Harness().test { client in
            // Given the outbox held a start and an end, and sends them twice in order (say, from two tabs)
            let start = [("text", "Offline work"), ("minutes", "25"), ("idempotencyKey", "outbox-start")]
            for _ in 0..<2 {
                #expect(try await client.post("/intentions", form: start).status == .seeOther)
            }
            let id = try #require(try await client.get("/api/v1/intentions/current").jsonObject().string("id"))
            for _ in 0..<2 {
                #expect(try await client.post("/intentions/\(id)/end", form: [("idempotencyKey", "outbox-end")]).status == .seeOther)
            }

            // Then exactly one intention was started, and it has ended
            let day = try await client.get("/api/v1/days/2026-11-20/intentions").jsonObject()
            let intentions = day.objects("intentions")
            #expect(intentions.count == 1)
            #expect(intentions.first?.string("text") == "Offline work")
            #expect(try await client.get("/api/v1/intentions/current").status == .notFound)
        }
    }

    /// The worker's version covers every module's templates, so a changed template reaches installed apps.
    @Test func theWorkersVersionChangesWhenAnyTemplateChanges() throws {
        let templates = try Templates.bundled()
        #expect(templates["layout"] != nil && templates["daily-todos"] != nil && templates["week"] != nil)
        let version = try Assets.digest(of: [:], templates: templates)
        for name in ["layout", "daily-todos", "week"] {
            var changed = templates
            changed[name, default: ""] += " "
            #expect(try Assets.digest(of: [:], templates: changed) != version, "a change to \(name).mustache keeps the version")
        }
    }
}

extension Harness {
    /// One GET against a fresh app, returning the body.
    func get(_ path: String) async throws -> String {
        let body = Body()
        try await test { client in body.text = try await client.get(path).text }
        return body.text
    }

    private final class Body: @unchecked Sendable { var text = "" }
}

/// Reads a PNG's header.
enum PNG {
    static func size(of buffer: ByteBuffer) -> (width: Int, height: Int)? {
        let bytes = Array(buffer.readableBytesView)
        guard bytes.count > 26, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    static func colorType(of buffer: ByteBuffer) -> Int? {
        size(of: buffer) == nil ? nil : Int(Array(buffer.readableBytesView)[25])
    }
}

/// Reads the service worker's precache list: `const PRECACHE = [ "/", "/assets/app.css", … ];`.
enum ServiceWorker {
    static func precacheList(in script: String) -> [String]? {
        guard let start = script.range(of: "const PRECACHE = ["),
            let end = script.range(of: "];", range: start.upperBound..<script.endIndex)
        else { return nil }
        let list = script[start.upperBound..<end.lowerBound]
        return list.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
