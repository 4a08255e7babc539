import Foundation
import SystemCore
import SystemStore
import Testing

/// The calendar feeds' tokens in the timeboxes' table, on every SQL backend: only the SHA-256 is kept, a token opens
/// its owner's feed only, a reset ends the old one, and a user's deletion takes their row.
@Suite(.serialized) struct CalendarFeedsTests {
    static var backends: [Backend] { Backend.allCases.filter { $0 != .memory } }
    let alice = UserID("alice")
    let bob = UserID("bob")
    let now = Date(timeIntervalSince1970: 1_795_591_200)

    func feeds(_ store: any Database) async throws -> CalendarFeeds {
        let database = try await store.moduleDatabase()
        try await StoreModules.standard.migrate(database)
        return CalendarFeeds(database)
    }

    @Test(arguments: backends)
    func aTokenOpensItsOwnersFeedOnlyAndOnlyItsHashIsKept(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            let feeds = try await feeds(store)
            // Given a feed for Alice and one for Bob
            let token = try await feeds.reset(for: alice, at: now)
            let other = try await feeds.reset(for: bob, at: now)

            // Then each token names its owner, and a made-up one nobody
            #expect(CalendarFeeds.isWellFormed(token))
            #expect(token != other)
            #expect(try await feeds.user(token: token) == alice)
            #expect(try await feeds.user(token: other) == bob)
            #expect(try await feeds.user(token: String(repeating: "A", count: 43)) == nil)
            #expect(try await feeds.user(token: "short") == nil)
            #expect(try await feeds.madeAt(for: alice) == now)

            // And the table holds the hash, never the token
            let rows = try await store.moduleDatabase().execute(
                "SELECT token_sha256 FROM timeboxes_calendar_feeds WHERE user_id = ?", [.text(alice.rawValue)])
            #expect(rows.map { $0["token_sha256"].text } == [CalendarFeeds.hash(token)])
            #expect(CalendarFeeds.hash(token).count == 64)
            #expect(CalendarFeeds.hash(token) != token)
        }
    }

    @Test(arguments: backends)
    func aResetEndsTheOldAddress(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            let feeds = try await feeds(store)
            let old = try await feeds.reset(for: alice, at: now)
            let new = try await feeds.reset(for: alice, at: now.addingTimeInterval(60))
            #expect(try await feeds.user(token: old) == nil)
            #expect(try await feeds.user(token: new) == alice)
            #expect(try await feeds.madeAt(for: alice) == now.addingTimeInterval(60))
            try await feeds.remove(for: alice)
            #expect(try await feeds.user(token: new) == nil)
            #expect(try await feeds.madeAt(for: alice) == nil)
        }
    }

    @Test(arguments: backends)
    func aUsersDeletionTakesTheirFeedAndNoRecordIsExported(_ backend: Backend) async throws {
        try await backend.withDatabase { store in
            let feeds = try await feeds(store)
            let token = try await feeds.reset(for: alice, at: now)
            let database = try await store.moduleDatabase()
            // The secret never travels with a history
            #expect(try await TimeboxesTables.exportRecords(of: alice, from: database).isEmpty)
            try await TimeboxesTables.deleteRecords(of: alice, from: database)
            #expect(try await feeds.user(token: token) == nil)
        }
    }
}
