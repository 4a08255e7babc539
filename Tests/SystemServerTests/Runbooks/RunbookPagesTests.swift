import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import SystemCore
import Testing

@testable import SystemServer

/// The runbooks' pages over HTTP: one tap away in every page's header; the list with the starters marked; a runbook
/// written (a refused one comes back as typed), read and edited; the runner one step at a time by plain links, to the
/// question of how you feel, and the run recorded.
@Suite(.timeLimit(.minutes(15))) struct RunbookPagesTests {
    static let anxiety = Runbook.starters[0]

    @Test(arguments: ["/", "/week", "/settings", "/runbooks"])
    func theRunbooksAreInEveryPagesHeader(_ path: String) async throws {
        try await Harness().test { client in
            let page = try await client.get(path).text
            #expect(page.contains(#"<a class="aside" href="/runbooks""#), "\(path)")
        }
    }

    @Test func theListMarksTheStartersAndAWrittenRunbookIsSaved() async throws {
        try await Harness().test { client in
            let list = try await client.get("/runbooks").text
            #expect(list.contains(#"<a class="aside" href="/runbooks" aria-current="page">"#))
            #expect(list.contains(#">Anxiety</a> <span class="badge runbook-badge">Starter</span>"#))
            #expect(list.contains(#"href="/runbooks/\#(Self.anxiety.id)/run""#))
            #expect(list.contains(#"<script src="/assets/runbooks.js" defer></script>"#))

            let refused = try await client.post(
                "/runbooks", form: [("name", "Anxiety"), ("moment", "Calm"), ("steps", "Breathe [soon]"), ("idempotencyKey", "k1")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Step 1: “[soon]” is not a timer"))
            #expect(refused.text.contains("Breathe [soon]</textarea>"), "what was typed stays")
            #expect(refused.text.contains(#"<details id="new" open>"#))

            let saved = try await client.post(
                "/runbooks",
                form: [
                    ("name", "Before a call"), ("moment", "Hands shake."), ("steps", "Write the first line.\nBreathe [1m]"),
                    ("idempotencyKey", "k2"),
                ])
            #expect(saved.status == .seeOther)
            let location = try #require(saved.headers[.location])
            #expect(location.hasSuffix("?saved=runbook-saved"))
            let page = try await client.get(location).text
            #expect(page.contains("<h1>Before a call</h1>"))
            #expect(
                page.contains(#"Breathe. <span class="tag">Timer 1:00</span>"#)
                    || page.contains(#"Breathe <span class="tag">Timer 1:00</span>"#))
            #expect(page.contains("Version 1, saved today"))
        }
    }

    @Test func aStarterIsEditedIntoANewVersionAndHidden() async throws {
        try await Harness().test { client in
            let path = "/runbooks/\(Self.anxiety.id)"
            #expect(try await client.get(path).text.contains("As it ships with the app"))
            let saved = try await client.post(
                path, form: [("name", "Anxiety"), ("moment", "Mine."), ("steps", "Breathe [30s]"), ("idempotencyKey", "e1")])
            #expect(saved.status == .seeOther)
            let page = try await client.get(path).text
            #expect(page.contains("Starter, your version"))
            #expect(page.contains("Version 2, saved today"))
            let hidden = try await client.post("\(path)/hide", form: [("idempotencyKey", "h1")])
            #expect(hidden.headers[.location] == "/runbooks?saved=runbook-hidden")
            let list = try await client.get("/runbooks").text
            #expect(list.contains("Hidden (1)"))
            #expect(!list.contains(#"aria-label="Run Anxiety""#))
        }
    }

    @Test func theRunnerGoesAStepAtATimeByLinksAndEndsAskingHowYouFeel() async throws {
        try await Harness().test { client in
            let first = try await client.get("/runbooks/\(Self.anxiety.id)/run").text
            let started = String(Int(Fixture.now.timeIntervalSince1970))
            let base = "/runbooks/\(Self.anxiety.id)/run?version=1&amp;started=\(started)"
            #expect(first.contains("Step 1 of 7"))
            #expect(first.contains(#"<article class="runner-step" data-step="1" aria-label="Step 1 of 7">"#), "the first step is shown")
            #expect(first.contains(#"data-step="2" hidden"#), "the others are in the page, hidden")
            #expect(first.contains(#"href="\#(base)&amp;step=2&amp;reached=2" data-go="next">Next</a>"#))
            #expect(first.contains(#"data-step="3" data-timer="60" hidden"#))

            let third = try await client.get("/runbooks/\(Self.anxiety.id)/run?version=1&started=\(started)&step=3&reached=3").text
            #expect(third.contains(#"<article class="runner-step" data-step="3" data-timer="60" aria-label="Step 3 of 7">"#))
            #expect(third.contains(#"<span data-timer-left>1:00</span>"#))
            #expect(third.contains(#"href="\#(base)&amp;step=2&amp;reached=3" data-go="back">Back</a>"#))
            #expect(third.contains(#"href="\#(base)&amp;step=8&amp;reached=8""#) == false)
            let last = try await client.get("/runbooks/\(Self.anxiety.id)/run?version=1&started=\(started)&step=7&reached=7").text
            #expect(last.contains(#"href="\#(base)&amp;step=feeling&amp;reached=7" data-go="next">Finish</a>"#))

            let asking = try await client.get("/runbooks/\(Self.anxiety.id)/run?version=1&started=\(started)&step=feeling&reached=7").text
            #expect(asking.contains("How do you feel now?"))
            #expect(asking.contains(#"<input type="radio" name="feeling" value="sad">"#))
            #expect(asking.contains(#"name="finished" value="1""#))

            let recorded = try await client.post(
                "/runbooks/\(Self.anxiety.id)/runs",
                form: [
                    ("version", "1"), ("started", started), ("reached", "7"), ("finished", "1"), ("feeling", "meh"),
                    ("words", "A bit better."),
                    ("idempotencyKey", "run1"),
                ])
            #expect(recorded.status == .seeOther)
            #expect(recorded.headers[.location] == "/runbooks/\(Self.anxiety.id)?saved=runbook-run-recorded#runs")
            let page = try await client.get("/runbooks/\(Self.anxiety.id)").text
            #expect(page.contains("Ran all 7 steps · felt 😐 meh after"))
            #expect(page.contains("“A bit better.”"))
        }
    }

    @Test func aStoppedRunIsRecordedWithTheStepItReached() async throws {
        try await Harness().test { client in
            let stop = try await client.get("/runbooks/\(Self.anxiety.id)/run?version=1&step=stop&reached=3").text
            #expect(stop.contains("Stopped at step 3 of 7. How do you feel now?"))
            #expect(stop.contains(#"name="finished" value="0""#))
            _ = try await client.post(
                "/runbooks/\(Self.anxiety.id)/runs",
                form: [("version", "1"), ("reached", "3"), ("finished", "0"), ("idempotencyKey", "s1")])
            #expect(try await client.get("/runbooks/\(Self.anxiety.id)").text.contains("Stopped at step 3 of 7"))
        }
    }

    @Test func anUnknownRunbookIsAPlain404() async throws {
        try await Harness().test { client in
            for path in ["/runbooks/nonsense", "/runbooks/\(UUID().uuidString.lowercased())/run"] {
                let response = try await client.get(path)
                #expect(response.status == .notFound)
                #expect(response.text.contains("No such runbook"))
            }
        }
    }
}
