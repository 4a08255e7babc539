import Foundation
import Hummingbird
import Mustache
import SystemCore

/// A self-contained part of the Today page (to-dos, intentions, the standup; later health, sleep, workouts…).
///
/// A module is a folder: its state (a presentation model computed from `UserState` for a day), its view (a Mustache
/// template that renders only that state), its presenter (the routes that turn its forms into commands) and its
/// builder (`view(for:)` returns nil when it has nothing to show). Adding one is adding the folder and one line in
/// ``DailyModules/standard``.
protocol DailyModule: Sendable {
    /// A stable id; the settings switch a module off by it.
    var id: String { get }
    /// The name the settings show.
    var name: String { get }
    /// The Mustache source of its view. `{{csrf}}` is the request's CSRF token; partials of the app are available.
    var template: String { get }
    /// Its state for a day, or nil when it has nothing to show there.
    func view(for day: DailyContext) -> (any Sendable)?
    /// Its presenter: the form posts it handles.
    func addRoutes(to router: Router<AppContext>, pages: Pages)
    /// The confirmations its forms' redirects name with `?saved=KEY` (see ``FlashMiddleware``).
    var savedMessages: [String: String] { get }
}

extension DailyModule {
    func addRoutes(to router: Router<AppContext>, pages: Pages) {}
    var savedMessages: [String: String] { [:] }
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

    init(state: UserState, user: UserID, date: CivilDate, now: Date, inputs: [String: any Sendable] = [:],
         newKey: @escaping @Sendable () -> String) {
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

/// The registry of Daily modules, in the order the Today page shows them.
struct DailyModules: Sendable {
    let all: [any DailyModule]

    init(_ modules: [any DailyModule]) { all = modules }

    /// The modules The System ships.
    static let standard = DailyModules([CoachModule(), NowModule(), StandupModule(), TodosModule(), IntentionsModule()])

    /// A copy with one more module, e.g. a plug-in or a test's.
    func adding(_ module: any DailyModule) -> DailyModules { DailyModules(all + [module]) }

    /// The modules the user has not switched off.
    func enabled(in settings: Settings) -> [any DailyModule] {
        all.filter { !settings.hiddenModules.contains($0.id) }
    }

    /// Adds every module's view to the template library.
    func register(in library: inout MustacheLibrary) throws {
        for module in all {
            library.register(try MustacheTemplate(string: module.template), named: module.templateName)
        }
    }

    func addRoutes(to router: Router<AppContext>, pages: Pages) {
        for module in all { module.addRoutes(to: router, pages: pages) }
    }

    /// Every module's confirmations.
    var savedMessages: [String: String] {
        all.reduce(into: [:]) { messages, module in messages.merge(module.savedMessages) { first, _ in first } }
    }

    /// Builds and draws the enabled modules for a day.
    func render(_ day: DailyContext, with renderer: PageRenderer, in context: AppContext) -> [DayPage.Module] {
        enabled(in: day.state.settings).compactMap { module in
            guard let view = module.view(for: day) else { return nil }
            return DayPage.Module(id: module.id, html: renderer.fragment(view, module.templateName, in: context))
        }
    }
}

/// The ids of the Daily modules The System ships, in Today's order, for the settings of other front ends (the CLI).
public let standardDailyModuleIDs: [String] = DailyModules.standard.all.map(\.id)
