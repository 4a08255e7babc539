import Foundation
import HTTPTypes
import SystemCore
import SystemTestSupport
import Testing

@testable import SystemServer

/// The live channel's reading of a set as the page streams it, and who may open one: the app's own pages only.
@Suite struct LiftLiveChannelTests {
    @Test func eachFinishedRepIsAnsweredOnceAsTheLinesArrive() throws {
        var session = LiftLiveChannel.Session(minimumRangeCm: 15)
        let lines = ClipFixture.threeReps.split(whereSeparator: \.isNewline)
        var replies: [[String: Any]] = []
        // Sent in messages of five lines, as the page sends what arrived since its last message, 0.1 s apart
        for (index, start) in stride(from: 0, to: lines.count, by: 5).enumerated() {
            let message = lines[start..<min(lines.count, start + 5)].joined(separator: "\n")
            if let reply = session.receive(message, at: Double(index) * 0.1) {
                replies.append(try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]))
            }
        }
        let reps = replies.flatMap { $0["reps"] as? [[String: Any]] ?? [] }
        #expect(reps.map { $0["number"] as? Int } == [1, 2, 3])
        #expect(reps.allSatisfy { abs(($0["romCm"] as? Double ?? 0) - 50) <= 2 })
        #expect(replies.last?["count"] as? Int == 3)
    }

    @Test func aSetOverItsSizeIsToldSoAndEnds() {
        var session = LiftLiveChannel.Session(minimumRangeCm: 15)
        let chunk = String(repeating: "12345 s:100.0\n", count: 10_000)
        var last: String?
        for second in 0..<10 { last = session.receive(chunk, at: Double(second)) ?? last }
        #expect(session.isFull)
        #expect(last?.contains("over 1 MB") == true)
    }

    static func request(origin: String?, host: String, cookie: String? = nil) -> HTTPRequest {
        var request = HTTPRequest(method: .get, scheme: nil, authority: host, path: "/workouts/live?minRange=20")
        if let origin { request.headerFields[.origin] = origin }
        if let cookie { request.headerFields[.cookie] = cookie }
        return request
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080", "127.0.0.1:8080", true), ("https://system.example", "system.example", true),
        ("https://evil.example", "system.example", false), ("http://127.0.0.1:9999", "127.0.0.1:8080", false),
        ("http://[::1]:8080", "[::1]:8080", true), ("null", "127.0.0.1:8080", false),
    ])
    func onlyAPageOfTheAppsOwnOriginOpensOne(_ origin: String, _ host: String, _ allowed: Bool) {
        #expect(LiveChannels.isSameOrigin(Self.request(origin: origin, host: host)) == allowed)
    }

    @Test func behindAProxyThePublicAddressIsTheAppsOrigin() {
        let request = Self.request(origin: "https://system.example", host: "127.0.0.1:8080")
        #expect(!LiveChannels.isSameOrigin(request))
        #expect(LiveChannels.isPublicOrigin(request, URL(string: "https://system.example/")))
        #expect(LiveChannels.isPublicOrigin(request, URL(string: "https://system.example:443")))
        #expect(!LiveChannels.isPublicOrigin(request, URL(string: "http://system.example")))
        #expect(!LiveChannels.isPublicOrigin(request, nil))
    }

    @Test func aRequestWithoutAnOriginIsNoPageOfTheApp() {
        #expect(!LiveChannels.isSameOrigin(Self.request(origin: nil, host: "127.0.0.1:8080")))
    }

    @Test func theSessionCookieAndTheQueryAreRead() {
        let request = Self.request(origin: nil, host: "h", cookie: "csrf=abc; system_session=tok123; theme=dark")
        #expect(LiveChannels.cookie("system_session", in: request) == "tok123")
        #expect(LiveChannels.cookie("other", in: request) == nil)
        #expect(LiveChannels.query(of: "/workouts/live?minRange=20&x=a%20b") == ["minRange": "20", "x": "a b"])
    }
}
