import DequeModule
import Hummingbird
import NIOCore
import Synchronization

/// Lets at most one read more than the machine has cores draw at once; the others wait at the door, first come
/// first served.
///
/// Let in all at once, every request in flight shared the cores at each of its awaits (the check for new events, the
/// return from SQLite's thread), so under load each took as long as the whole mix, and the slowest took twice the
/// typical: a day's page under 16 connections on two cores answered at p50 9.3 ms and p99 19.7 ms. Let in in turn,
/// a request runs nearly unbroken once in: p99 13.8 ms, as many answers a second (Today 14 → 10 ms, the week
/// 11 → 7 ms). One place more than the cores keeps them busy while a request waits on the database. Writes, which
/// wait on the disk, and the static files, which draw nothing, are not held.
struct AdmissionMiddleware: RouterMiddleware {
    typealias Context = AppContext
    let admission: Admission

    init(width: Int = System.coreCount + 1) {
        admission = Admission(width: width)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get || request.method == .head, !Self.isStatic(request.uri.path) else {
            return try await next(request, context)
        }
        await admission.enter()
        defer { admission.leave() }
        return try await next(request, context)
    }

    static func isStatic(_ path: String) -> Bool {
        path.hasPrefix("/assets/") || path == "/sw.js" || path == "/manifest.webmanifest"
    }
}

/// A door with `width` places inside: ``enter()`` waits for one, in the order of arrival, ``leave()`` frees it.
final class Admission: Sendable {
    private struct State {
        var inside = 0
        var waiting = Deque<CheckedContinuation<Void, Never>>()
    }

    let width: Int
    private let state = Mutex(State())

    init(width: Int) {
        precondition(width > 0, "a door needs a place")
        self.width = width
    }

    /// How many are inside and how many wait, for tests.
    var counts: (inside: Int, waiting: Int) { state.withLock { ($0.inside, $0.waiting.count) } }

    func enter() async {
        // Even a free place is taken through a suspension, which puts the request behind the next steps of those
        // already drawing. Taking it at once instead was tried: in alternating runs its p99s were no better, and at
        // times worse.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let admitted = state.withLock { state in
                guard state.inside < width else {
                    state.waiting.append(continuation)
                    return false
                }
                state.inside += 1
                return true
            }
            if admitted { continuation.resume() }
        }
    }

    /// Frees a place: the longest waiting takes it.
    func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if let next = state.waiting.popFirst() { return next }
            state.inside -= 1
            return nil
        }
        next?.resume()
    }
}
