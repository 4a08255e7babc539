import Foundation
import SystemCore

/// A module's part of a page another module draws: what it adds to the focus screen, an intention's page or a week's
/// retrospective (the triggers caught during an intention, say), so a module reaches those pages without editing them.
///
/// Like a Daily module: a view model built from the state (`view(for:)`, nil when it has nothing to show there),
/// drawn by its own template (`panel-<id>.mustache` in its module's `templates`), its form posts among its module's
/// pages.
protocol PagePanel: Sendable {
    /// A stable id, unique across modules; it names the template and the panel's anchor (`#panel-<id>`).
    var id: String { get }
    /// The page it is drawn on.
    var place: PanelPlace { get }
    /// Its view model for the page, or nil when it has nothing to show there.
    func view(for page: PanelContext) async throws -> (any Encodable & Sendable)?
    /// Its own script (an asset path), loaded by the page that shows it; nil when the app's script is enough.
    var script: String? { get }
    /// Its own stylesheet (an asset path), linked by the page that shows it; nil when the app's styles are enough.
    var stylesheet: String? { get }
}

extension PagePanel {
    var templateName: String { "panel-\(id)" }
    var script: String? { nil }
    var stylesheet: String? { nil }
}

/// The pages a panel can be drawn on.
enum PanelPlace: Sendable, Hashable {
    /// The running intention's focus screen, under its actions.
    case focus
    /// An intention's page, under its reflection.
    case intention
    /// A week's retrospective, beside the week's numbers.
    case retrospective
}

/// What a panel is drawn for.
struct PanelContext: Sendable {
    let state: UserState
    let user: UserID
    let now: Date
    /// The intention of the focus screen or the intention's page.
    var intention: Intention? = nil
    /// The first day of the retrospective's week.
    var week: CivilDate? = nil
    /// What a refused form of a panel posted, for that panel to show again with its problem.
    var input: (any Sendable)? = nil
    let newKey: @Sendable () -> String
}

/// A panel drawn to HTML, as the page that shows it includes it.
struct DrawnPanel: Encodable, Sendable {
    let id: String
    let html: String
    let script: String?
    let stylesheet: String?
}

/// Every module's panels, in the registry's order.
struct PagePanels: Sendable {
    let all: [any PagePanel]

    /// Draws the panels of `place` that have something to show.
    func render(_ place: PanelPlace, _ page: PanelContext, with renderer: PageRenderer, in context: AppContext) async throws
        -> [DrawnPanel]
    {
        var drawn: [DrawnPanel] = []
        for panel in all where panel.place == place {
            guard let view = try await panel.view(for: page) else { continue }
            drawn.append(
                DrawnPanel(
                    id: panel.id, html: renderer.fragment(view, panel.templateName, in: context), script: panel.script,
                    stylesheet: panel.stylesheet))
        }
        return drawn
    }
}

/// A page other modules' panels are drawn on.
protocol PanelledPage {
    var panels: [DrawnPanel] { get set }
    /// The panels' scripts and stylesheets, each once, for the page's head.
    var panelScripts: [String] { get set }
    var panelStylesheets: [String] { get set }
}

extension PanelledPage {
    /// The page with `drawn` shown.
    func showing(_ drawn: [DrawnPanel]) -> Self {
        var page = self
        var seen: Set<String> = []
        page.panels = drawn
        page.panelScripts = drawn.compactMap(\.script).filter { seen.insert($0).inserted }
        page.panelStylesheets = drawn.compactMap(\.stylesheet).filter { seen.insert($0).inserted }
        return page
    }
}

extension Pages {
    /// The panels of `place` drawn for a user's page.
    func panels(
        _ place: PanelPlace, state: UserState, user: UserID, now: Date, intention: Intention? = nil, week: CivilDate? = nil,
        input: (any Sendable)? = nil, in context: AppContext
    ) async throws -> [DrawnPanel] {
        let page = PanelContext(
            state: state, user: user, now: now, intention: intention, week: week, input: input, newKey: Self.newKey)
        return try await panels.render(place, page, with: renderer, in: context)
    }
}
