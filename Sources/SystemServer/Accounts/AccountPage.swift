import Foundation
import SystemCore
import SystemStore

/// The sign-in form, again with a message after a refused try.
struct SignInPage: Sendable, Encodable {
    let name: String
    /// Where to go after signing in (a path on this server).
    let next: String
    let error: String?
    let notice: String?
    let registrationOpen: Bool
}

/// The registration form (only while registration is open).
struct RegisterPage: Sendable, Encodable {
    let name: String
    let errors: [String: String]
}

/// The account page: where you are signed in, your access tokens, and a new password.
struct AccountPage: Sendable, Encodable, FramedPage {
    let chrome: Chrome
    let name: String
    let notice: String?
    let sessions: [SessionRow]
    let tokens: [TokenRow]
    let hasTokens: Bool
    /// A token just created, shown this once.
    let newToken: NewToken?
    let tokenName: String
    let errors: [String: String]

    struct SessionRow: Sendable, Encodable {
        let id: String
        let device: String
        let address: String
        let signedIn: String
        let lastSeen: String
        let isCurrent: Bool
    }

    struct TokenRow: Sendable, Encodable {
        let id: String
        let name: String
        let created: String
        let lastUsed: String?
        let revoked: Bool
    }

    struct NewToken: Sendable, Encodable {
        let name: String
        let token: String
    }

    init(
        state: UserState, account: Account, now: Date, currentSession: String?, sessions: [SessionRecord],
        tokens: [AccessTokenRecord], notice: String? = nil, newToken: NewToken? = nil, tokenName: String = "",
        errors: [String: String] = [:]
    ) {
        chrome = Chrome(.account, state: state, now: now)
        name = account.name
        self.notice = notice
        let calendar = state.calendar
        self.sessions = sessions.map { session in
            SessionRow(
                id: session.id, device: Self.device(session.userAgent),
                address: session.address.isEmpty ? "unknown address" : session.address,
                signedIn: Self.when(session.createdAt, calendar), lastSeen: Self.when(session.lastSeenAt, calendar),
                isCurrent: session.id == currentSession)
        }
        self.tokens = tokens.map { token in
            TokenRow(
                id: token.id, name: token.name, created: Self.when(token.createdAt, calendar),
                lastUsed: token.lastUsedAt.map { Self.when($0, calendar) }, revoked: token.revokedAt != nil)
        }
        hasTokens = !tokens.isEmpty
        self.newToken = newToken
        self.tokenName = tokenName
        self.errors = errors
    }

    /// "Friday 20 November 2026, 10:00" in the user's time zone.
    static func when(_ instant: Date, _ calendar: DayCalendar) -> String {
        "\(Readable.day(calendar.calendarDate(instant))), \(Readable.time(instant, in: calendar))"
    }

    /// A short name for a browser from its User-Agent: "Firefox on Linux", or "A browser" when it says nothing useful.
    static func device(_ userAgent: String) -> String {
        let browsers = [
            ("Edg/", "Edge"), ("OPR/", "Opera"), ("Firefox/", "Firefox"), ("Chrome/", "Chrome"),
            ("Chromium/", "Chromium"), ("Safari/", "Safari"), ("curl/", "curl"),
        ]
        let systems = [
            ("Android", "Android"), ("iPhone", "iPhone"), ("iPad", "iPad"), ("Windows", "Windows"),
            ("Mac OS X", "macOS"), ("Macintosh", "macOS"), ("CrOS", "ChromeOS"), ("Linux", "Linux"),
        ]
        let browser = browsers.first { userAgent.contains($0.0) }?.1
        let system = systems.first { userAgent.contains($0.0) }?.1
        switch (browser, system) {
        case let (browser?, system?): return "\(browser) on \(system)"
        case let (browser?, nil): return browser
        case let (nil, system?): return "A browser on \(system)"
        case (nil, nil): return "A browser"
        }
    }
}
