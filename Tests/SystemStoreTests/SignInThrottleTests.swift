import Foundation
import SystemStore
import Testing

/// The throttle's decisions from a list of attempts: pure, no store and no clock.
@Suite struct SignInThrottleTests {
    let throttle = SignInThrottle()
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let attacker = "203.0.113.9"
    let owner = "192.0.2.1"

    /// `count` failed attempts on alice from `address`, one a second, the last one `ago` seconds before now.
    func failures(_ count: Int, from address: String, account: String = "alice", ago: TimeInterval = 0) -> [SignInAttempt] {
        (0..<count).map {
            SignInAttempt(
                at: now.addingTimeInterval(-ago - Double(count - 1 - $0)), accountKey: account, address: address, succeeded: false)
        }
    }

    @Test(arguments: [(0, 0.0), (4, 0.0), (5, 1.0), (6, 2.0), (7, 4.0), (10, 32.0), (13, 256.0), (14, 300.0), (40, 300.0), (500, 300.0)])
    func theDelayDoublesFromOneSecondUpToFiveMinutes(_ failures: Int, _ seconds: Double) {
        let attempts = self.failures(failures, from: attacker)
        let expected = seconds == 0 ? nil : Int(seconds)
        #expect(throttle.retryAfter(accountKey: "alice", address: attacker, recent: attempts, addressIsKnown: false, now: now) == expected)
    }

    @Test(arguments: [0.0, 0.4, 1.0, 2.5])
    func theDelayCountsFromTheLatestFailure(_ elapsed: Double) {
        // Given seven failures (a 4-second delay), the latest `elapsed` seconds ago
        let attempts = failures(7, from: attacker, ago: elapsed)
        let wait = throttle.retryAfter(accountKey: "alice", address: attacker, recent: attempts, addressIsKnown: false, now: now)
        #expect(wait == Int((4 - elapsed).rounded(.up)))
        // And once it has passed, a try is allowed
        let latest = now.addingTimeInterval(-elapsed)
        #expect(
            throttle.retryAfter(
                accountKey: "alice", address: attacker, recent: attempts, addressIsKnown: false,
                now: latest.addingTimeInterval(4)) == nil)
    }

    @Test func failuresOutsideTheWindowDoNotCount() {
        // Given ten failures that all ended more than 15 minutes ago
        let attempts = failures(10, from: attacker, ago: 15 * 60 + 1)
        #expect(throttle.retryAfter(accountKey: "alice", address: attacker, recent: attempts, addressIsKnown: false, now: now) == nil)
    }

    @Test func aSuccessStartsTheCountAgain() {
        // Given six failures and then a success, then four more failures
        var attempts = failures(6, from: owner, ago: 20)
        attempts.append(SignInAttempt(at: now.addingTimeInterval(-10), accountKey: "alice", address: owner, succeeded: true))
        attempts += failures(4, from: owner)
        #expect(throttle.retryAfter(accountKey: "alice", address: owner, recent: attempts, addressIsKnown: true, now: now) == nil)
    }

    @Test(arguments: [
        // failures on alice from the attacker's address, failures of the owner's address, whether the owner's address is known, expected
        (10, 0, true, nil as Int?),  // an attack on the account does not lock out the owner's known address
        (10, 0, false, 32),  // but it holds back an address that never signed in to it
        (10, 6, true, 2),  // the owner's own failures still count for their address
        (0, 5, false, 1),
    ])
    func theAccountCounterSparesAnAddressThatSignedInBefore(_ attackFailures: Int, _ ownerFailures: Int, _ known: Bool, _ expected: Int?) {
        let attempts = failures(attackFailures, from: attacker, ago: 0) + failures(ownerFailures, from: owner, ago: 0)
        #expect(throttle.retryAfter(accountKey: "alice", address: owner, recent: attempts, addressIsKnown: known, now: now) == expected)
    }

    @Test func anAddressTryingManyAccountsIsHeldBack() {
        // Given an address that failed once on each of six accounts
        let attempts = ["a", "b", "c", "d", "e", "f"].enumerated().map {
            SignInAttempt(at: now.addingTimeInterval(Double($0.offset - 5)), accountKey: $0.element, address: attacker, succeeded: false)
        }
        // Then its next try, on yet another account, waits
        #expect(throttle.retryAfter(accountKey: "g", address: attacker, recent: attempts, addressIsKnown: false, now: now) == 2)
    }

    @Test(arguments: [
        (true, "alice", "192.0.2.1", 29 * 86_400.0, true),
        (true, "alice", "192.0.2.1", 31 * 86_400.0, false),  // too long ago
        (false, "alice", "192.0.2.1", 60.0, false),  // a failure proves nothing
        (true, "bob", "192.0.2.1", 60.0, false),  // another account
        (true, "alice", "192.0.2.2", 60.0, false),  // another address
    ])
    func anAddressIsKnownAfterASuccessfulSignInWithinThirtyDays(
        _ succeeded: Bool, _ account: String, _ address: String,
        _ ago: TimeInterval, _ known: Bool
    ) {
        let attempts = [SignInAttempt(at: now.addingTimeInterval(-ago), accountKey: account, address: address, succeeded: succeeded)]
        #expect(throttle.isKnown(address: owner, to: "alice", in: attempts, now: now) == known)
    }
}
