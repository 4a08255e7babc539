import Foundation
import Synchronization

/// A state's frame of a snapshot's head, read the first time something reads the state or an event changes it.
///
/// Most commands read a few of a user's states; reading every state's head as the process started (JSON, each state
/// meeting its own `Codable` types for the first time) was a fifth of `system now` on a ten-year history. Copies of a
/// user's state share one, and it reads its bytes once.
///
/// Bytes this build cannot read (a head written by a build whose state had another shape) are noted in ``PartLoad``
/// as an unreadable head, and the state reads as fresh meanwhile: the reader rebuilds the snapshot from the log and
/// runs again, as it does for a part it did not hold.
final class UnreadHead: Sendable {
    let type: any ModuleState.Type
    /// The frame as the snapshot holds it; written again as it is while the state is unread.
    let bytes: Data
    private let context: ModuleContext
    private let load: PartLoad
    private let frame = Mutex(Frame())

    /// The state once read, and until then the ids a snapshot's parts are known not to hold, for it to know as it is
    /// read.
    private struct Frame {
        var read: Result<any ModuleState, any Error>?
        var unknown: [String: Set<String>] = [:]
    }

    init(_ type: any ModuleState.Type, bytes: Data, context: ModuleContext, load: PartLoad) {
        self.type = type
        self.bytes = bytes
        self.context = context
        self.load = load
    }

    /// The state its bytes hold; a fresh one, noted as an unreadable head, when they cannot be read.
    func state() -> any ModuleState {
        let result = frame.withLock { frame in
            if let read = frame.read { return read }
            let result = Result {
                var state = try type.init(snapshotHead: bytes, context: context, load: load)
                for (kind, ids) in frame.unknown { state.markUnknown(kind, ids: ids) }
                return state
            }
            frame.read = result
            return result
        }
        if case .success(let state) = result { return state }
        load.miss(head: _typeName(type, qualified: false))
        return type.init(context: context)
    }

    /// Notes ids that no part of the snapshot holds (``ModuleState/markUnknown(_:ids:)``) without reading the head:
    /// the state knows them when it is read. Every copy of the user's state shares this frame, and the ids are a fact
    /// about the snapshot they were all read from.
    func markUnknown(_ kind: String, ids: Set<String>) {
        frame.withLock { frame in
            if case .success(var state) = frame.read {
                state.markUnknown(kind, ids: ids)
                frame.read = .success(state)
            } else if frame.read == nil {
                frame.unknown[kind, default: []].formUnion(ids)
            }
        }
    }
}

/// What stands in a user's states for one whose head is unread: it holds nothing, no event changes it, and nothing
/// reads it (``UserState`` reads the head instead). A fresh state of the module in its place was built for nothing
/// as every command started: the settings' builds a calendar from the time zone database.
///
/// It has no head of its own: asked for one, it throws, and the snapshot being written (a cache) is not written.
struct UnreadPlaceholder: ModuleState {
    struct NotAState: Error {}

    init(context: ModuleContext) {}
    static let folds = Folds<Self>()

    func snapshotHead() throws -> Data { throw NotAState() }

    init(snapshotHead: Data, context: ModuleContext, load: PartLoad) throws { throw NotAState() }
}
