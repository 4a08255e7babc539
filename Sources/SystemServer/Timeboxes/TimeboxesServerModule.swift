import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SystemCore
import SystemStore

/// The timeboxes in the server: the Daily module on Today and every day page, the calendar feed's page (its
/// address, shown once when made, and Reset), the feed itself (`/calendar/<token>.ics`, read by a phone's calendar
/// without a session) and the API.
struct TimeboxesServerModule: ServerModule {
    let name = "Timeboxes"

    var dailyModules: [any DailyModule] { [TimeboxesModule()] }

    var savedMessages: [String: String] { ["calendar-off": "The calendar feed is off: its address no longer works."] }

    func addPages(to router: Router<AppContext>, with app: ServerModuleContext) {
        let calendar = CalendarPages(pages: app.pages, mode: app.mode)
        router.get("/calendar", use: calendar.show)
        router.post("/calendar/reset", use: calendar.reset)
        router.post("/calendar/off", use: calendar.off)
        router.get("/calendar/{file}", use: calendar.feed)
    }

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        TimeboxesAPI(api: app.api, service: app.service, mode: app.mode).add(to: api)
    }

    var openAPI: OpenAPIPart? { Self.openAPIPart }
}

/// The calendar feed: its address, made and reset on its page, and the feed a calendar app reads.
struct CalendarPages: Sendable {
    let pages: Pages
    let mode: ServerMode

    var service: SystemService { pages.service }

    /// Whether a path is a feed's address, `/calendar/<43 characters of base64url>.ics`: the one path of this module
    /// open without a session (see ``AuthMiddleware/isOpen(_:)``). The token it carries decides whose feed it is.
    static func isFeedPath(_ path: String) -> Bool {
        guard path.hasPrefix("/calendar/"), path.hasSuffix(".ics") else { return false }
        return CalendarFeeds.isWellFormed(String(path.dropFirst("/calendar/".count).dropLast(".ics".count)))
    }

    /// The feed's full address, from the server's public address or the request's host.
    static func url(_ token: String, request: Request, mode: ServerMode) -> String {
        let base: String
        if let publicURL = mode.hosting?.publicURL {
            base = publicURL.absoluteString.hasSuffix("/") ? String(publicURL.absoluteString.dropLast()) : publicURL.absoluteString
        } else {
            base = "http://\(request.head.authority ?? "127.0.0.1:8080")"
        }
        return "\(base)/calendar/\(token).ics"
    }

    /// `GET /calendar/<token>.ics`: the token's owner's timeboxes as iCalendar, or 404 for any other token.
    @Sendable func feed(_ request: Request, context: AppContext) async throws -> Response {
        let file = context.parameters.get("file") ?? ""
        guard Self.isFeedPath("/calendar/\(file)"), let feeds = try await CalendarFeeds.of(service.storage),
            let user = try await feeds.user(token: String(file.dropLast(".ics".count)))
        else {
            return Response(
                status: .notFound, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: "No calendar feed at this address: it may have been reset.\n")))
        }
        let now = service.clock.now()
        let text = try await service.read(user) { state in ICalendar(timeboxesOf: state, now: now).text(now: now) }
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/calendar; charset=utf-8", .cacheControl: "no-store",
                .contentDisposition: "inline; filename=\"timeboxes.ics\"",
            ],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// The feed's page: whether it is on, and the address when it was just made.
    @Sendable func show(_ request: Request, context: AppContext) async throws -> Response {
        try await page(try context.user(), url: nil, status: .ok, in: context)
    }

    /// Makes a new address (the old one stops working) and shows it, this once.
    @Sendable func reset(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        guard let feeds = try await CalendarFeeds.of(service.storage) else {
            return try await page(user, url: nil, status: .conflict, in: context)
        }
        let token = try await feeds.reset(for: user, at: service.clock.now())
        return try await page(user, url: Self.url(token, request: request, mode: mode), status: .ok, in: context)
    }

    /// Switches the feed off.
    @Sendable func off(_ request: Request, context: AppContext) async throws -> Response {
        let user = try context.user()
        try await CalendarFeeds.of(service.storage)?.remove(for: user)
        return Responses.seeOther("/calendar?saved=calendar-off")
    }

    private func page(_ user: UserID, url: String?, status: HTTPResponse.Status, in context: AppContext) async throws -> Response {
        let state = try await service.state(for: user)
        let now = service.clock.now()
        let feeds = try await CalendarFeeds.of(service.storage)
        let madeAt = try await feeds?.madeAt(for: user)
        return pages.renderer.render(
            CalendarPage(
                chrome: Chrome(.settings, state: state, now: now), url: url, isOn: madeAt != nil,
                madeAt: madeAt.map {
                    "\(Readable.dayWithoutYear(state.calendar.day(containing: $0))), \(Readable.time($0, in: state.calendar))"
                },
                canFeed: feeds != nil),
            "calendar", status: status, in: context)
    }
}

/// The calendar feed's page.
struct CalendarPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    /// The address, only right after it was made.
    let url: String?
    let isOn: Bool
    let madeAt: String?
    /// False for a store without tables (the memory one): no feed can be made.
    let canFeed: Bool
}
