import Foundation
import SystemCore
import SystemStore
import Testing

/// The account rules: creating accounts, signing in, sessions and their timeouts, tokens, throttling, registration.
@Suite struct AccountServiceTests {
    let store: any AccountStore = MemoryEventStore()
    let clock = ManualClock(instant("2026-11-20T09:00:00Z"))
    /// bcrypt's least cost keeps the tests fast; the rules do not depend on it.
    var service: AccountService { AccountService(store: store, clock: clock, policy: AccountPolicy(bcryptCost: 4)) }

    let password = "correct horse battery"
    let home = "192.0.2.1"

    @discardableResult
    func alice(_ service: AccountService) async throws -> Account {
        try await service.createAccount(name: "Alice", password: password)
    }

    // MARK: Creating accounts

    @Test func anAccountStoresABcryptHashAndNeverThePassword() async throws {
        let service = service
        #expect(try await service.hasAccounts() == false)

        let account = try await alice(service)

        #expect(try await service.hasAccounts())
        #expect(account.name == "Alice")
        #expect(account.passwordHash.hasPrefix("$2b$04$"))
        #expect(!account.passwordHash.contains(password))
        #expect(account.createdAt == clock.now())
        #expect(account.id != .local)
        #expect(try await store.account(named: "alice") == account)
    }

    @Test func productionHashesUseCostTwelve() {
        #expect(AccountPolicy().bcryptCost == 12)
        #expect(AccountPolicy().sessionIdleTimeout == 14 * 86_400)
        #expect(AccountPolicy().sessionAbsoluteTimeout == 60 * 86_400)
    }

    @Test func aTakenNameIsRefusedWhateverItsCase() async throws {
        let service = service
        try await alice(service)
        let error = try await #require(throws: AccountError.self) {
            try await service.createAccount(name: "ALICE", password: "another fine password")
        }
        #expect(error.code == "name_taken")
        #expect(error.status == 409)
        #expect(error.field == "name")
    }

    @Test(arguments: [
        ("bob", "short", "password_too_short"), ("bob", "password123", "password_common"), ("bob", "bob12345", "password_is_name"),
        ("bob", String(repeating: "ä", count: 40), "password_too_long"), ("b o b", "a fine password", "name_invalid"),
        ("", "a fine password", "name_empty"),
    ])
    func aBadNameOrPasswordIsRefusedAndNothingIsCreated(_ name: String, _ password: String, _ code: String) async throws {
        let service = service
        let error = try await #require(throws: AccountError.self) { try await service.createAccount(name: name, password: password) }
        #expect(error.code == code)
        #expect(error.status == 400)
        #expect(try await service.hasAccounts() == false)
    }

    // MARK: Signing in

    @Test func signingInGivesANewSessionWhoseTokenOnlyTheCallerKnows() async throws {
        let service = service
        let account = try await alice(service)

        let first = try await service.signIn(name: "alice", password: password, address: home, userAgent: "Firefox")
        let second = try await service.signIn(name: "ALICE", password: password, address: home, userAgent: "Firefox")

        // Then each sign-in is a new random token of at least 128 bits, and only its hash is stored
        #expect(first.account == account)
        #expect(first.token != second.token)
        #expect(first.session.id != second.session.id)
        #expect(
            Data(base64Encoded: first.token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/") + "=")?.count
                == 32)
        #expect(first.session.tokenHash == Secrets.sha256Hex(first.token))
        let stored = try await store.sessions(of: account.id)
        #expect(stored.count == 2)
        #expect(!stored.contains { $0.tokenHash == first.token || $0.id == first.token })
        #expect(stored.allSatisfy { $0.userAgent == "Firefox" && $0.address == home })

        // And the token authenticates as Alice
        let found = try await service.authenticate(sessionToken: first.token)
        #expect(found?.account.id == account.id)
        #expect(found?.session.id == first.session.id)
        #expect(try await service.authenticate(sessionToken: "not a token") == nil)
        #expect(try await service.authenticate(sessionToken: "") == nil)
    }

    @Test(arguments: [
        ("Alice", "wrong password"), ("nobody", "correct horse battery"), ("", ""),
        ("alice", "correct horse battery" + String(repeating: "x", count: 60)),
    ])
    func wrongCredentialsAreOneAnswerWhetherOrNotTheNameExists(_ name: String, _ password: String) async throws {
        let service = service
        try await alice(service)
        let error = try await #require(throws: AccountError.self) {
            try await service.signIn(name: name, password: password, address: home, userAgent: "")
        }
        #expect(error == .badCredentials)
        #expect(error.status == 401)
    }

    @Test func anUnknownNameIsCheckedAgainstADummyHashSoItTakesAsLong() async throws {
        // Given a service at a cost where bcrypt dominates (cost 10: tens of milliseconds), and no throttle in the way
        let service = AccountService(
            store: store, clock: clock,
            policy: AccountPolicy(bcryptCost: 10, throttle: SignInThrottle(freeFailures: 1_000)))
        _ = try await service.createAccount(name: "alice", password: password)
        let addresses = (0..<8).map { "198.51.100.\($0)" }

        func timed(_ name: String, _ address: String) async -> Duration {
            let started = ContinuousClock.now
            _ = try? await service.signIn(name: name, password: "wrong password", address: address, userAgent: "")
            return ContinuousClock.now - started
        }
        _ = await timed("nobody", "203.0.113.1")  // the dummy hash is made once, on first use

        // When wrong passwords are tried for a known and an unknown name (from fresh addresses: no throttle)
        var known: [Duration] = [], unknown: [Duration] = []
        for address in addresses {
            known.append(await timed("alice", address))
            unknown.append(await timed("nobody", address))
        }

        // Then both take the time of a bcrypt check (without it an unknown name would answer a hundred times faster);
        // the bounds are loose because other work shares the machine
        let medianKnown = known.sorted()[known.count / 2], medianUnknown = unknown.sorted()[unknown.count / 2]
        #expect(medianUnknown > medianKnown / 4, "known \(medianKnown), unknown \(medianUnknown)")
        #expect(medianUnknown < medianKnown * 4, "known \(medianKnown), unknown \(medianUnknown)")
    }

    @Test func everyAttemptIsRecordedWithoutThePassword() async throws {
        let service = service
        try await alice(service)
        _ = try? await service.signIn(name: "Alice", password: "wrong password", address: home, userAgent: "")
        _ = try? await service.signIn(name: "nobody", password: "guess one", address: "203.0.113.9", userAgent: "")
        _ = try await service.signIn(name: "alice", password: password, address: home, userAgent: "")

        let attempts = try await store.signInAttempts(accountKey: "alice", address: "203.0.113.9", since: .distantPast)
        #expect(attempts.map(\.accountKey) == ["alice", "nobody", "alice"])
        #expect(attempts.map(\.succeeded) == [false, false, true])
        #expect(attempts.map(\.address) == [home, "203.0.113.9", home])
    }

    @Test func aDisabledAccountCannotSignIn() async throws {
        let service = service
        try await alice(service)
        try await service.setDisabled(name: "alice", true)
        let error = try await #require(throws: AccountError.self) {
            try await service.signIn(name: "alice", password: password, address: home, userAgent: "")
        }
        #expect(error.code == "disabled")
        #expect(error.status == 403)
        // But the wrong password tells nothing about it
        await #expect(throws: AccountError.badCredentials) {
            try await service.signIn(name: "alice", password: "wrong password", address: home, userAgent: "")
        }
    }

    // MARK: Sessions

    @Test func aSessionEndsAfterFourteenIdleDays() async throws {
        let service = service
        try await alice(service)
        let signedIn = try await service.signIn(name: "alice", password: password, address: home, userAgent: "")

        // When it is used 13 days later, Then it is alive and its idle time starts again
        clock.advance(by: 13 * 86_400)
        let used = try await service.authenticate(sessionToken: signedIn.token)
        #expect(used?.session.lastSeenAt == clock.now())
        clock.advance(by: 13 * 86_400)
        #expect(try await service.authenticate(sessionToken: signedIn.token) != nil)

        // When it then lies unused for 14 days, Then it has ended and is gone from the store
        clock.advance(by: 14 * 86_400)
        #expect(try await service.authenticate(sessionToken: signedIn.token) == nil)
        #expect(try await store.session(tokenHash: signedIn.session.tokenHash) == nil)
    }

    @Test func aSessionEndsSixtyDaysAfterSignInHoweverMuchItIsUsed() async throws {
        let service = service
        try await alice(service)
        let signedIn = try await service.signIn(name: "alice", password: password, address: home, userAgent: "")

        // When it is used every 10 days, Then it lives until day 60 and not beyond
        for _ in 0..<5 {
            clock.advance(by: 10 * 86_400)
            #expect(try await service.authenticate(sessionToken: signedIn.token) != nil)
        }
        clock.advance(by: 10 * 86_400 - 1)
        #expect(try await service.authenticate(sessionToken: signedIn.token) != nil)
        clock.advance(by: 1)
        #expect(try await service.authenticate(sessionToken: signedIn.token) == nil)
        #expect(try await service.sessions(of: signedIn.account.id).isEmpty)
    }

    @Test func timedOutSessionsAreNotListed() async throws {
        let service = service
        let account = try await alice(service)
        _ = try await service.signIn(name: "alice", password: password, address: home, userAgent: "old")
        clock.advance(by: 15 * 86_400)
        let fresh = try await service.signIn(name: "alice", password: password, address: home, userAgent: "new")
        #expect(try await service.sessions(of: account.id).map(\.id) == [fresh.session.id])
    }

    @Test func signingOutEndsThatSessionOnly() async throws {
        let service = service
        try await alice(service)
        let laptop = try await service.signIn(name: "alice", password: password, address: home, userAgent: "laptop")
        let phone = try await service.signIn(name: "alice", password: password, address: home, userAgent: "phone")

        try await service.signOut(sessionToken: laptop.token)

        #expect(try await service.authenticate(sessionToken: laptop.token) == nil)
        #expect(try await service.authenticate(sessionToken: phone.token) != nil)
        try await service.signOut(sessionToken: "unknown")  // nothing to end is fine
    }

    @Test func signingOutEverywhereKeepsOnlyTheCurrentSessionAndNoOneElses() async throws {
        let service = service
        let account = try await alice(service)
        _ = try await service.createAccount(name: "bob", password: "bob's own password")
        let sessions = try await [
            service.signIn(name: "alice", password: password, address: home, userAgent: "1"),
            service.signIn(name: "alice", password: password, address: home, userAgent: "2"),
            service.signIn(name: "alice", password: password, address: home, userAgent: "3"),
        ]
        let bob = try await service.signIn(name: "bob", password: "bob's own password", address: home, userAgent: "")

        try await service.signOutEverywhere(account.id, keeping: sessions[0].token)
        #expect(try await service.sessions(of: account.id).map(\.id) == [sessions[0].session.id])
        #expect(try await service.authenticate(sessionToken: sessions[1].token) == nil)

        try await service.signOutEverywhere(account.id, keeping: nil)
        #expect(try await service.sessions(of: account.id).isEmpty)
        #expect(try await service.authenticate(sessionToken: bob.token) != nil)
    }

    @Test func oneSessionEndsByItsIdOnlyForItsOwner() async throws {
        let service = service
        let account = try await alice(service)
        let bobAccount = try await service.createAccount(name: "bob", password: "bob's own password")
        let session = try await service.signIn(name: "alice", password: password, address: home, userAgent: "")

        #expect(try await service.endSession(id: session.session.id, of: bobAccount.id) == false)
        #expect(try await service.authenticate(sessionToken: session.token) != nil)
        #expect(try await service.endSession(id: session.session.id, of: account.id) == true)
        #expect(try await service.authenticate(sessionToken: session.token) == nil)
    }

    @Test func disablingEndsEverySessionAndStopsTheTokens() async throws {
        let service = service
        let account = try await alice(service)
        let session = try await service.signIn(name: "alice", password: password, address: home, userAgent: "")
        let (_, token) = try await service.createAccessToken(for: account.id, name: "phone")

        let disabled = try await service.setDisabled(name: "ALICE", true)

        #expect(disabled.isDisabled)
        #expect(disabled.disabledAt == clock.now())
        #expect(try await store.sessions(of: account.id).isEmpty)
        #expect(try await service.authenticate(sessionToken: session.token) == nil)
        #expect(try await service.authenticate(accessToken: token) == nil)

        // When enabled again, Then the token works again (it was not revoked) and sign-in does too
        let enabled = try await service.setDisabled(name: "alice", false)
        #expect(!enabled.isDisabled)
        #expect(try await service.authenticate(accessToken: token)?.id == account.id)
        _ = try await service.signIn(name: "alice", password: password, address: home, userAgent: "")

        // And an unknown name is refused
        let error = try await #require(throws: AccountError.self) { try await service.setDisabled(name: "nobody", true) }
        #expect(error.code == "no_such_account")
        #expect(error.status == 404)
    }

    // MARK: Passwords

    @Test func changingThePasswordEndsTheOtherSessions() async throws {
        let service = service
        let account = try await alice(service)
        let here = try await service.signIn(name: "alice", password: password, address: home, userAgent: "here")
        let elsewhere = try await service.signIn(name: "alice", password: password, address: home, userAgent: "elsewhere")

        try await service.changePassword(account.id, current: password, new: "a brand new password", keeping: here.token, address: home)

        #expect(try await service.authenticate(sessionToken: here.token) != nil)
        #expect(try await service.authenticate(sessionToken: elsewhere.token) == nil)
        await #expect(throws: AccountError.badCredentials) {
            try await service.signIn(name: "alice", password: password, address: home, userAgent: "")
        }
        _ = try await service.signIn(name: "alice", password: "a brand new password", address: home, userAgent: "")
    }

    @Test func changingThePasswordNeedsTheCurrentOneAndAGoodNewOne() async throws {
        let service = service
        let account = try await alice(service)
        let wrong = try await #require(throws: AccountError.self) {
            try await service.changePassword(account.id, current: "not it at all", new: "a brand new password", keeping: nil, address: home)
        }
        #expect(wrong.field == "current_password")
        let common = try await #require(throws: AccountError.self) {
            try await service.changePassword(account.id, current: password, new: "password1", keeping: nil, address: home)
        }
        #expect(common.code == "password_common")
        #expect(common.field == "password")
        _ = try await service.signIn(name: "alice", password: password, address: home, userAgent: "")
    }

    @Test func resettingAPasswordEndsEverySession() async throws {
        let service = service
        try await alice(service)
        let session = try await service.signIn(name: "alice", password: password, address: home, userAgent: "")

        try await service.resetPassword(name: "alice", to: "the administrator's choice")

        #expect(try await service.authenticate(sessionToken: session.token) == nil)
        _ = try await service.signIn(name: "alice", password: "the administrator's choice", address: home, userAgent: "")
        await #expect(throws: AccountError.self) { try await service.resetPassword(name: "alice", to: "alice") }
        await #expect(throws: AccountError.noSuchAccount("nobody")) {
            try await service.resetPassword(name: "nobody", to: "whatever it is")
        }
    }

    // MARK: Access tokens

    @Test func anAccessTokenIsShownOnceStoredAsAHashAndRevocable() async throws {
        let service = service
        let account = try await alice(service)

        let (record, token) = try await service.createAccessToken(for: account.id, name: " phone shortcut ")

        // Then the token is `sys_` and 32 random bytes; only its hash is stored, never the token
        #expect(token.hasPrefix("sys_"))
        #expect(token.count == 4 + 43)
        #expect(record.name == "phone shortcut")
        #expect(record.tokenHash == Secrets.sha256Hex(token))
        let listed = try await service.accessTokens(of: account.id)
        #expect(listed.map(\.id) == [record.id])
        #expect(!listed.contains { $0.tokenHash.contains(token) || $0.id.contains(token) || $0.name.contains(token) })

        // And it authenticates as Alice, recording its use
        clock.advance(by: 120)
        #expect(try await service.authenticate(accessToken: token)?.id == account.id)
        #expect(try await service.accessTokens(of: account.id).first?.lastUsedAt == clock.now())
        #expect(try await service.authenticate(accessToken: "sys_unknown") == nil)
        #expect(try await service.authenticate(accessToken: String(token.dropFirst(4))) == nil)

        // When Bob tries to revoke it, Then it still works; when Alice does, Then it stops
        let bob = try await service.createAccount(name: "bob", password: "bob's own password")
        #expect(try await service.revokeAccessToken(id: record.id, of: bob.id) == false)
        #expect(try await service.authenticate(accessToken: token) != nil)
        #expect(try await service.revokeAccessToken(id: record.id, of: account.id) == true)
        #expect(try await service.authenticate(accessToken: token) == nil)
        #expect(try await service.accessTokens(of: account.id).first?.revokedAt == clock.now())
    }

    @Test(arguments: [
        ("", "token_name_empty"), ("   ", "token_name_empty"), (String(repeating: "t", count: 65), "token_name_too_long"),
        ("tab\there", "token_name_invalid"),
    ])
    func aTokenNeedsAName(_ name: String, _ code: String) async throws {
        let service = service
        let account = try await alice(service)
        let error = try await #require(throws: AccountError.self) { try await service.createAccessToken(for: account.id, name: name) }
        #expect(error.code == code)
        #expect(error.field == "name")
    }

    // MARK: Throttling

    @Test func repeatedFailuresAreThrottledWithRetryAfter() async throws {
        let service = service
        try await alice(service)
        let attacker = "203.0.113.9"
        for _ in 0..<5 {
            await #expect(throws: AccountError.badCredentials) {
                try await service.signIn(name: "alice", password: "guess guess", address: attacker, userAgent: "")
            }
        }

        // Then the sixth try waits a second and is refused with 429, even with the right password
        let error = try await #require(throws: AccountError.self) {
            try await service.signIn(name: "alice", password: password, address: attacker, userAgent: "")
        }
        #expect(error.code == "throttled")
        #expect(error.status == 429)
        #expect(error.retryAfter == 1)
        #expect(error.message.contains("1 second"))

        // And after the wait a try is allowed; another failure doubles the wait
        clock.advance(by: 1)
        await #expect(throws: AccountError.badCredentials) {
            try await service.signIn(name: "alice", password: "guess guess", address: attacker, userAgent: "")
        }
        let doubled = try await #require(throws: AccountError.self) {
            try await service.signIn(name: "alice", password: "guess guess", address: attacker, userAgent: "")
        }
        #expect(doubled.retryAfter == 2)
    }

    @Test func anAttackerCannotLockTheOwnerOutFromAnAddressTheyUsedBefore() async throws {
        let service = service
        try await alice(service)
        // Given Alice signed in from home last week
        _ = try await service.signIn(name: "alice", password: password, address: home, userAgent: "")
        clock.advance(by: 7 * 86_400)

        // When an attacker fails twenty times on her account from elsewhere
        for _ in 0..<20 {
            _ = try? await service.signIn(name: "alice", password: "guess guess", address: "203.0.113.9", userAgent: "")
        }
        let strangers = try await #require(throws: AccountError.self) {
            try await service.signIn(name: "alice", password: password, address: "198.51.100.1", userAgent: "")
        }
        #expect(strangers.status == 429)

        // Then Alice still signs in from home
        _ = try await service.signIn(name: "alice", password: password, address: home, userAgent: "")
    }

    @Test func guessingTheCurrentPasswordIsThrottledLikeSigningIn() async throws {
        let service = service
        let account = try await alice(service)
        let borrowed = "203.0.113.9"

        // Given five wrong current passwords from a borrowed session
        for _ in 0..<5 {
            await #expect(throws: AccountError.wrongCurrentPassword) {
                try await service.changePassword(
                    account.id, current: "guess guess", new: "a brand new password", keeping: nil,
                    address: borrowed)
            }
        }

        // Then the next try waits, even with the right password, and so does signing in from there
        let error = try await #require(throws: AccountError.self) {
            try await service.changePassword(
                account.id, current: password, new: "a brand new password", keeping: nil,
                address: borrowed)
        }
        #expect(error.code == "throttled")
        #expect(error.retryAfter == 1)
        await #expect(throws: AccountError.throttled(retryAfter: 1)) {
            try await service.signIn(name: "alice", password: password, address: borrowed, userAgent: "")
        }

        // And after the wait the password can be changed
        clock.advance(by: 1)
        try await service.changePassword(
            account.id, current: password, new: "a brand new password", keeping: nil,
            address: borrowed)
    }

    @Test func unknownNamesAreThrottledToo() async throws {
        let service = service
        for _ in 0..<5 { _ = try? await service.signIn(name: "nobody", password: "guess guess", address: home, userAgent: "") }
        let error = try await #require(throws: AccountError.self) {
            try await service.signIn(name: "nobody", password: "guess guess", address: home, userAgent: "")
        }
        #expect(error.code == "throttled")
    }

    // MARK: On every backend

    // The limit only catches a hang: on a loaded 2-core machine this has taken over a minute.
    @Test(.timeLimit(.minutes(15)), arguments: Backend.withAccounts)
    func theWholeCycleWorksOnEveryBackend(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            let service = AccountService(store: database, clock: clock, policy: AccountPolicy(bcryptCost: 4))
            let account = try await service.createAccount(name: "Alice", password: password)
            let signedIn = try await service.signIn(name: "alice", password: password, address: home, userAgent: "Firefox")
            clock.advance(by: 3_600)
            #expect(try await service.authenticate(sessionToken: signedIn.token)?.account.id == account.id)
            #expect(try await service.sessions(of: account.id).first?.lastSeenAt == clock.now())
            let (_, token) = try await service.createAccessToken(for: account.id, name: "cli")
            #expect(try await service.authenticate(accessToken: token)?.id == account.id)
            try await service.changePassword(
                account.id, current: password, new: "a brand new password", keeping: signedIn.token, address: home)
            try await service.setDisabled(name: "alice", true)
            #expect(try await service.authenticate(sessionToken: signedIn.token) == nil)
            #expect(try await service.authenticate(accessToken: token) == nil)
            try await service.setRegistrationOpen(true)
            #expect(try await service.isRegistrationOpen())
        }
    }

    // MARK: Registration

    @Test func registrationIsClosedUntilOpened() async throws {
        let service = service
        #expect(try await service.isRegistrationOpen() == false)
        let closed = try await #require(throws: AccountError.self) {
            try await service.register(name: "carol", password: "carol's password", address: home)
        }
        #expect(closed.code == "registration_closed")
        #expect(closed.status == 403)
        #expect(try await service.hasAccounts() == false)

        try await service.setRegistrationOpen(true)
        #expect(try await service.isRegistrationOpen())
        let carol = try await service.register(name: "carol", password: "carol's password", address: home)
        #expect(carol.name == "carol")

        try await service.setRegistrationOpen(false)
        #expect(try await service.isRegistrationOpen() == false)
        await #expect(throws: AccountError.registrationClosed) {
            try await service.register(name: "dave", password: "dave's password", address: home)
        }
    }
}
