import Foundation
import SystemCore
import SystemStore
import Testing

/// The contract every ``AccountStore`` keeps, run against each backend that keeps accounts.
@Suite(.serialized, .timeLimit(.minutes(15))) struct AccountStoreContractTests {
    let created = instant("2026-11-20T09:30:00Z")

    func account(_ name: String, id: String? = nil, hash: String = "$2b$04$hash") -> Account {
        Account(id: UserID(id ?? "id-\(name.lowercased())"), name: name, passwordHash: hash, createdAt: created)
    }

    func session(_ id: String, of user: UserID, seen: Date? = nil) -> SessionRecord {
        SessionRecord(
            id: id, tokenHash: "hash-\(id)", user: user, createdAt: created, lastSeenAt: seen ?? created,
            userAgent: "Firefox", address: "192.0.2.1")
    }

    func token(_ id: String, of user: UserID, created at: Date? = nil) -> AccessTokenRecord {
        AccessTokenRecord(id: id, user: user, name: "token \(id)", tokenHash: "hash-\(id)", createdAt: at ?? created)
    }

    @Test(arguments: Backend.withAccounts)
    func anAccountIsFoundByIdAndByNameInAnyCase(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            // Given no accounts
            #expect(try await store.accounts().isEmpty)

            // When Alice is created
            let alice = account("Alice")
            try await store.createAccount(alice)

            // Then she is found by id and by her name in any case, with what was stored
            #expect(try await store.account(alice.id) == alice)
            #expect(try await store.account(named: "alice") == alice)
            #expect(try await store.account(named: " ALICE ") == alice)
            #expect(try await store.account(named: "bob") == nil)
            #expect(try await store.account(UserID("nobody")) == nil)
            #expect(try await store.accounts() == [alice])
        }
    }

    @Test(arguments: Backend.withAccounts)
    func aNameIsTakenWhateverItsCase(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            // Given Alice
            try await store.createAccount(account("Alice"))

            // When another account is created as "ALICE", Then it is refused and nothing was added
            await #expect(throws: AccountStoreError.nameTaken("ALICE")) {
                try await store.createAccount(account("ALICE", id: "other"))
            }
            #expect(try await store.accounts().map(\.name) == ["Alice"])
        }
    }

    @Test(arguments: Backend.withAccounts)
    func accountsAreListedByName(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            for name in ["carol", "Bob", "alice"] { try await store.createAccount(account(name)) }
            #expect(try await store.accounts().map(\.name) == ["alice", "Bob", "carol"])
        }
    }

    @Test(arguments: Backend.withAccounts)
    func disablingAndChangingThePasswordAreStored(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            // Given Alice
            let alice = account("alice")
            try await store.createAccount(alice)

            // When she is disabled and her password hash changes
            let disabled = instant("2026-11-21T10:00:00Z")
            try await store.setDisabled(alice.id, at: disabled)
            try await store.setPasswordHash(alice.id, to: "$2b$04$new")

            // Then both are read back
            let stored = try await store.account(alice.id)
            #expect(stored?.disabledAt == disabled)
            #expect(stored?.isDisabled == true)
            #expect(stored?.passwordHash == "$2b$04$new")

            // When she is enabled again, Then she is not disabled
            try await store.setDisabled(alice.id, at: nil)
            #expect(try await store.account(alice.id)?.isDisabled == false)

            // And changing an account that does not exist is refused
            await #expect(throws: AccountStoreError.noSuchAccount) { try await store.setDisabled(UserID("nobody"), at: disabled) }
            await #expect(throws: AccountStoreError.noSuchAccount) { try await store.setPasswordHash(UserID("nobody"), to: "x") }
        }
    }

    @Test(arguments: Backend.withAccounts)
    func sessionsAreFoundByTokenHashTouchedAndListedPerUser(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            // Given Alice with two sessions and Bob with one
            let alice = account("alice"), bob = account("bob")
            try await store.createAccount(alice)
            try await store.createAccount(bob)
            let older = session("s1", of: alice.id)
            let newer = session("s2", of: alice.id, seen: created.addingTimeInterval(60))
            try await store.createSession(older)
            try await store.createSession(newer)
            try await store.createSession(session("s3", of: bob.id))

            // Then a session is found by its token hash, and each user lists only theirs, most recently used first
            #expect(try await store.session(tokenHash: "hash-s1") == older)
            #expect(try await store.session(tokenHash: "nope") == nil)
            #expect(try await store.sessions(of: alice.id).map(\.id) == ["s2", "s1"])
            #expect(try await store.sessions(of: bob.id).map(\.id) == ["s3"])

            // When the older one is used, Then it is listed first
            let used = created.addingTimeInterval(120)
            try await store.touchSession(tokenHash: "hash-s1", at: used)
            #expect(try await store.session(tokenHash: "hash-s1")?.lastSeenAt == used)
            #expect(try await store.sessions(of: alice.id).map(\.id) == ["s1", "s2"])

            // And a session of an account that does not exist is refused
            await #expect(throws: AccountStoreError.noSuchAccount) {
                try await store.createSession(session("s4", of: UserID("nobody")))
            }
        }
    }

    @Test(arguments: Backend.withAccounts)
    func sessionsEndOneByOneOrAllButOne(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            // Given Alice with three sessions and Bob with one
            let alice = account("alice"), bob = account("bob")
            try await store.createAccount(alice)
            try await store.createAccount(bob)
            for id in ["a1", "a2", "a3"] { try await store.createSession(session(id, of: alice.id)) }
            try await store.createSession(session("b1", of: bob.id))

            // When one ends by token hash, Then it is gone
            try await store.deleteSession(tokenHash: "hash-a1")
            #expect(try await store.session(tokenHash: "hash-a1") == nil)

            // When Bob tries to end Alice's session by its id, Then nothing happens
            #expect(try await store.deleteSession(id: "a2", of: bob.id) == false)
            #expect(try await store.session(tokenHash: "hash-a2") != nil)

            // When Alice ends hers by id, Then it is gone, and a second time says so
            #expect(try await store.deleteSession(id: "a2", of: alice.id) == true)
            #expect(try await store.deleteSession(id: "a2", of: alice.id) == false)
            #expect(try await store.sessions(of: alice.id).map(\.id) == ["a3"])

            // When all of Alice's end but one, then all of them, Then Bob's stays
            try await store.createSession(session("a4", of: alice.id))
            try await store.deleteSessions(of: alice.id, keeping: "hash-a4")
            #expect(try await store.sessions(of: alice.id).map(\.id) == ["a4"])
            try await store.deleteSessions(of: alice.id, keeping: nil)
            #expect(try await store.sessions(of: alice.id).isEmpty)
            #expect(try await store.sessions(of: bob.id).map(\.id) == ["b1"])
        }
    }

    @Test(arguments: Backend.withAccounts)
    func accessTokensAreListedPerUserAndRevokedOnlyByTheirOwner(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            // Given Alice with two tokens and Bob with one
            let alice = account("alice"), bob = account("bob")
            try await store.createAccount(alice)
            try await store.createAccount(bob)
            let first = token("t1", of: alice.id)
            let second = token("t2", of: alice.id, created: created.addingTimeInterval(60))
            try await store.createAccessToken(first)
            try await store.createAccessToken(second)
            try await store.createAccessToken(token("t3", of: bob.id))

            // Then a token is found by its hash, and each user lists only theirs, newest first
            #expect(try await store.accessToken(tokenHash: "hash-t1") == first)
            #expect(try await store.accessToken(tokenHash: "nope") == nil)
            #expect(try await store.accessTokens(of: alice.id).map(\.id) == ["t2", "t1"])
            #expect(try await store.accessTokens(of: bob.id).map(\.id) == ["t3"])

            // When one is used, Then that is recorded
            let used = created.addingTimeInterval(90)
            try await store.touchAccessToken(id: "t1", at: used)
            #expect(try await store.accessToken(tokenHash: "hash-t1")?.lastUsedAt == used)

            // When Bob tries to revoke Alice's token, Then it stays live
            let revoked = created.addingTimeInterval(120)
            #expect(try await store.revokeAccessToken(id: "t1", of: bob.id, at: revoked) == false)
            #expect(try await store.accessToken(tokenHash: "hash-t1")?.revokedAt == nil)

            // When Alice revokes it, Then it is revoked but still listed; a second time says so
            #expect(try await store.revokeAccessToken(id: "t1", of: alice.id, at: revoked) == true)
            #expect(try await store.accessToken(tokenHash: "hash-t1")?.revokedAt == revoked)
            #expect(try await store.revokeAccessToken(id: "t1", of: alice.id, at: revoked) == false)
            #expect(try await store.accessTokens(of: alice.id).map(\.id) == ["t2", "t1"])
            #expect(try await store.revokeAccessToken(id: "missing", of: alice.id, at: revoked) == false)

            // And a token of an account that does not exist is refused
            await #expect(throws: AccountStoreError.noSuchAccount) {
                try await store.createAccessToken(token("t4", of: UserID("nobody")))
            }
        }
    }

    @Test(arguments: Backend.withAccounts)
    func signInAttemptsAreFoundByAccountOrAddressSinceADate(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            // Given attempts on two accounts from two addresses, over a few minutes
            let attempts = [
                SignInAttempt(at: created, accountKey: "alice", address: "192.0.2.1", succeeded: false),
                SignInAttempt(at: created.addingTimeInterval(60), accountKey: "bob", address: "192.0.2.1", succeeded: false),
                SignInAttempt(at: created.addingTimeInterval(120), accountKey: "alice", address: "198.51.100.7", succeeded: true),
                SignInAttempt(at: created.addingTimeInterval(180), accountKey: "carol", address: "198.51.100.7", succeeded: false),
            ]
            for attempt in attempts { try await store.recordSignInAttempt(attempt) }

            // Then they are found by account, by address, or by either, oldest first, from a date on
            #expect(try await store.signInAttempts(accountKey: "alice", address: nil, since: created) == [attempts[0], attempts[2]])
            #expect(try await store.signInAttempts(accountKey: nil, address: "192.0.2.1", since: created) == [attempts[0], attempts[1]])
            #expect(
                try await store.signInAttempts(accountKey: "alice", address: "192.0.2.1", since: created)
                    == [attempts[0], attempts[1], attempts[2]])
            #expect(
                try await store.signInAttempts(accountKey: "alice", address: nil, since: created.addingTimeInterval(1))
                    == [attempts[2]])
            #expect(try await store.signInAttempts(accountKey: "dave", address: nil, since: created).isEmpty)
        }
    }

    @Test(arguments: Backend.withAccounts)
    func recordingAnAttemptForgetsThoseOlderThanTheRetention(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            // Given an attempt 31 days ago and one 29 days ago
            let now = instant("2026-12-31T12:00:00Z")
            let old = SignInAttempt(at: now.addingTimeInterval(-31 * 86_400), accountKey: "alice", address: "192.0.2.1", succeeded: true)
            let recent = SignInAttempt(at: now.addingTimeInterval(-29 * 86_400), accountKey: "alice", address: "192.0.2.1", succeeded: true)
            try await store.recordSignInAttempt(old)
            try await store.recordSignInAttempt(recent)

            // When one is recorded now
            let latest = SignInAttempt(at: now, accountKey: "alice", address: "192.0.2.1", succeeded: false)
            try await store.recordSignInAttempt(latest)

            // Then the one past the 30 days is gone and the others stay
            #expect(try await store.signInAttempts(accountKey: "alice", address: nil, since: .distantPast) == [recent, latest])
        }
    }

    @Test(arguments: Backend.withAccounts)
    func serverSettingsAreSetReplacedAndCleared(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            #expect(try await store.serverSetting("registration") == nil)
            try await store.setServerSetting("registration", to: "open")
            #expect(try await store.serverSetting("registration") == "open")
            try await store.setServerSetting("registration", to: "closed")
            #expect(try await store.serverSetting("registration") == "closed")
            try await store.setServerSetting("registration", to: nil)
            #expect(try await store.serverSetting("registration") == nil)
            try await store.setServerSetting("registration", to: nil)
            #expect(try await store.serverSetting("other") == nil)
        }
    }
}
