import Foundation
import Hummingbird
import SystemCore

/// A self-contained part of the Today page (to-dos, intentions, the standup; later health, sleep, workouts…).
///
/// A Daily module lives in the folder of the ``ServerModule`` that lists it: its state (a presentation model computed
/// from `UserState` for a day), its view (the template `daily-<id>.mustache` in that folder's `templates`, which
/// renders only that state), its presenter (the routes that turn its forms into commands) and its builder
/// (`view(for:)` returns nil when it has nothing to show).
protocol DailyModule: Sendable {
    /// A stable id; the settings switch a module off by it.
    var id: String { get }
    /// The name the settings show.
    var name: String { get }
    /// Where it sits on the Today page: lower is higher up; modules of one position keep the registry's order.
    var position: Int { get }
    /// Its state for a day, or nil when it has nothing to show there. It may read its module's tables through
    /// `day.storage`.
    func view(for day: DailyContext) async throws -> (any Encodable & Sendable)?
    /// Its presenter: the form posts it handles.
    func addRoutes(to router: Router<AppContext>, pages: Pages)
    /// The confirmations its forms' redirects name with `?saved=KEY` (see ``FlashMiddleware``).
    var savedMessages: [String: String] { get }
    /// Its own stylesheet (an asset path), linked by a day page that shows it; nil when the app's styles are enough.
    var stylesheet: String? { get }
    /// Its own script (an asset path), loaded by a day page that shows it; nil when the app's script is enough.
    var script: String? { get }
    /// Its part of the day's summary that the journal inserts ("Insert the day's summary"): Markdown list items,
    /// none when it has nothing to say of the day.
    func summary(for day: DailyContext) async throws -> [String]
}

extension DailyModule {
    func addRoutes(to router: Router<AppContext>, pages: Pages) {}
    var savedMessages: [String: String] { [:] }
    var position: Int { 1000 }
    var stylesheet: String? { nil }
    var script: String? { nil }
    func summary(for day: DailyContext) async throws -> [String] { [] }
    /// The name of its view, `daily-<id>`: `{{csrf}}` is the request's CSRF token; partials of the app are available.
    var templateName: String { "daily-\(id)" }
}

/// The day a module is drawn for, and what a refused form posted, so a module can show it again with the problem.
struct DailyContext: Sendable {
    let state: UserState
    /// Whose day it is (the coach varies its phrasing per user).
    let user: UserID
    let date: CivilDate
    let now: Date
    /// True when the day is today: the page is Today.
    let isToday: Bool
    /// A refused form's input, keyed by module id.
    var inputs: [String: any Sendable] = [:]
    let newKey: @Sendable () -> String
    /// The service's store, where a module finds its own tables (nil in a test that draws a module alone).
    var storage: (any Sendable)? = nil

    init(
        state: UserState, user: UserID, date: CivilDate, now: Date, inputs: [String: any Sendable] = [:],
        storage: (any Sendable)? = nil, newKey: @escaping @Sendable () -> String
    ) {
        self.storage = storage
        self.state = state
        self.user = user
        self.date = date
        self.now = now
        isToday = date == state.today(now: now)
        self.inputs = inputs
        self.newKey = newKey
    }

    var today: CivilDate { state.today(now: now) }
}

/// The Daily modules of the server modules, in the order the Today page shows them.
struct DailyModules: Sendable {
    let all: [any DailyModule]

    /// Orders the modules by position, keeping the given order among equals.
    init(_ modules: [any DailyModule]) {
        all = modules.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
    }

    /// The modules the user has not switched off.
    func enabled(in settings: Settings) -> [any DailyModule] {
        all.filter { !settings.hiddenModules.contains($0.id) }
    }

    func addRoutes(to router: Router<AppContext>, pages: Pages) {
        for module in all { module.addRoutes(to: router, pages: pages) }
    }

    /// Every module's confirmations.
    var savedMessages: [String: String] {
        all.reduce(into: [:]) { messages, module in messages.merge(module.savedMessages) { first, _ in first } }
    }

    /// The day's summary from the enabled modules, in Today's order.
    func summary(_ day: DailyContext) async throws -> [String] {
        var lines: [String] = []
        for module in enabled(in: day.state.settings) { lines += try await module.summary(for: day) }
        return lines
    }

    /// Builds and draws the enabled modules for a day.
    func render(_ day: DailyContext, with renderer: PageRenderer, in context: AppContext) async throws -> [DayPage.Module] {
        var drawn: [DayPage.Module] = []
        for module in enabled(in: day.state.settings) {
            guard let view = try await module.view(for: day) else { continue }
            drawn.append(
                DayPage.Module(
                    id: module.id, html: renderer.fragment(view, module.templateName, in: context), stylesheet: module.stylesheet,
                    script: module.script))
        }
        return drawn
    }
}

/// The ids of the Daily modules The System ships, in Today's order, for the settings of other front ends (the CLI).
public let standardDailyModuleIDs: [String] = ServerModules.standard.dailyModules.all.map(\.id)
