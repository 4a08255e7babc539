import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The server-rendered web app's page handlers, which every module's pages share: each module adds its own in
/// an extension in its folder (`Pages+intention.swift`, `Pages+weekly.swift`…) and registers them.
///
/// Every form works without JavaScript: a post either redirects (303) to the page that shows the result, or
/// renders the same page again with the problem next to its field (422 or 409).
struct Pages: Sendable {
    let service: SystemService
    let renderer: PageRenderer
    let modules: DailyModules
    /// The modules' parts of the focus screen, an intention's page and the retrospective.
    var panels = PagePanels(all: [])

    /// The seconds the feeling choices stay closed, for honest reflection.
    static let ratingPause: TimeInterval = 5

    static func newKey() -> String { UUIDText.string(.random()) }
}
