import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The server-rendered web app: Today, focus, intentions, days and settings.
///
/// Every form works without JavaScript: a post either redirects (303) to the page that shows the result, or
/// renders the same page again with the problem next to its field (422 or 409).
struct Pages: Sendable {
    let service: SystemService
    let renderer: PageRenderer
    let modules: DailyModules

    func addRoutes(to router: Router<AppContext>) {
        router.get("/", use: today)
        router.get("/focus", use: focus)
        router.post("/intentions", use: start)
        router.get("/intentions/{id}", use: intention)
        router.post("/intentions/{id}/end", use: end)
        router.post("/intentions/{id}/extend", use: extend)
        router.post("/intentions/{id}/reflect", use: reflect)
        // The three forms the reflection form replaced, for posts an outbox queued before it did.
        for part in ["tags", "feeling", "review"] { router.post("/intentions/{id}/\(part)", use: reflect) }
        router.post("/intentions/{id}/edit", use: edit)
        router.get("/days", use: pickDay)
        router.get("/days/{date}", use: day)
        router.get("/settings", use: settings)
        router.post("/settings", use: saveSettings)
        router.post("/settings/time-zone", use: adoptTimeZone)
        router.get("/help", use: help)
        router.get("/help/questions", use: questions)
        router.post("/hints/{name}/dismiss", use: dismissHint)
        router.get("/offline", use: offline)
        addWeeklyRoutes(to: router)
        addCoachRoutes(to: router)
        modules.addRoutes(to: router, pages: self)
    }

    /// The confirmations the pages' redirects name with `?saved=KEY` (the Daily modules add theirs).
    static let savedMessages: [String: String] = IntentionPage.savedMessages
        .merging(WeekPage.savedMessages) { first, _ in first }
        .merging(RetroPage.savedMessages) { first, _ in first }
        .merging(SettingsPage.savedMessages) { first, _ in first }
        .merging(AreasPage.savedMessages) { first, _ in first }

    /// The seconds the feeling choices stay closed, for honest reflection.
    static let ratingPause: TimeInterval = 5

    static func newKey() -> String { UUID().uuidString.lowercased() }
}
