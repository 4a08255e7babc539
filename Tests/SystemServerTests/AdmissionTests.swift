import Synchronization
import Testing

@testable import SystemServer

/// The server's door (``Admission``): never more inside than its places, and those waiting let in in the order they
/// came.
@Suite struct AdmissionTests {
    @Test(arguments: [1, 2, 3])
    func neverMoreAreInsideThanThePlaces(_ width: Int) async {
        let admission = Admission(width: width)
        let inside = Shared((now: 0, most: 0))
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<24 {
                group.addTask {
                    await admission.enter()
                    inside.value.withLock {
                        $0.now += 1
                        $0.most = max($0.most, $0.now)
                    }
                    try? await Task.sleep(for: .milliseconds(1))
                    inside.value.withLock { $0.now -= 1 }
                    admission.leave()
                }
            }
        }
        #expect(inside.value.withLock { $0.most } == width)
        #expect(admission.counts.inside == 0)
        #expect(admission.counts.waiting == 0)
    }

    @Test func theWaitingAreLetInInTheOrderTheyCame() async {
        let admission = Admission(width: 1)
        await admission.enter()  // the one place is taken
        let order = Shared<[Int]>([])
        await withTaskGroup(of: Void.self) { group in
            for arrival in 0..<6 {
                group.addTask {
                    await admission.enter()
                    order.value.withLock { $0.append(arrival) }
                    admission.leave()
                }
                // The next one arrives once this one waits.
                while admission.counts.waiting < arrival + 1 { await Task.yield() }
            }
            admission.leave()
        }
        #expect(order.value.withLock { $0 } == [0, 1, 2, 3, 4, 5])
        #expect(admission.counts.inside == 0)
    }

    /// The static files draw nothing and go straight in; pages and the API's reads wait their turn.
    @Test(arguments: [
        ("/assets/app.css", true), ("/sw.js", true), ("/manifest.webmanifest", true),
        ("/", false), ("/days/2026-11-27", false), ("/api/v1/days/2026-11-27", false), ("/assetsx", false),
    ])
    func staticFilesAreNotHeld(_ path: String, _ isStatic: Bool) {
        #expect(AdmissionMiddleware.isStatic(path) == isStatic)
    }
}

/// A value the test's tasks share.
private final class Shared<Value: Sendable>: Sendable {
    let value: Mutex<Value>
    init(_ value: Value) { self.value = Mutex(value) }
}
