import Foundation
import SystemCore

/// Loads an exported history (``HistoryExport``) into an empty stream.
///
/// Everything is checked before anything is written: every line is read (a malformed one is refused with its line
/// number), seqs must count 1, 2, 3… in file order, ids must be unique, every known event type's payload must
/// decode, and the target must be empty. Then the events are appended in batches of at most ``batchSize``, each
/// expecting the version the previous one left, so a concurrent writer makes the import fail instead of
/// interleaving.
///
/// A history of up to ``batchSize`` events is written in one append, which every backend stores atomically: on
/// any failure nothing is written. A longer history takes several appends, and no backend offers one transaction
/// around them all, so a store failure part-way (a full disk, a lost connection) is reported as
/// ``HistoryTransferError/interrupted(written:total:cause:)``: the target then holds exactly the first `written`
/// events of the file (whole batches, never part of one), which the append-only log keeps. Importing the same file
/// again with `resume` checks that the target holds exactly the start of the file and appends the rest.
public struct HistoryImport: Sendable {
    /// The largest append an import makes (below every backend's limit on one statement).
    public static let batchSize = 1_000

    /// The events of the file, in order; the first is seq 1.
    public let events: [PendingEvent]

    /// Reads and checks a whole exported history. Throws ``HistoryTransferError/malformedLine(_:_:)`` naming the
    /// first bad line.
    public init(parsing data: Data) throws(HistoryTransferError) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }  // a byte-order mark some editors add
        var events: [PendingEvent] = []
        var lineOfID: [EventID: Int] = [:]
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            lineNumber += 1
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var line = Array(bytes[start..<end])
            start = end + 1
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
                throw .malformedLine(lineNumber, "the line is empty (a history has one event on every line)")
            }
            let decoded: HistoryLine.Decoded
            do {
                decoded = try HistoryLine.decode(line)
            } catch {
                throw .malformedLine(lineNumber, error.reason)
            }
            let expected = Int64(events.count + 1)
            guard decoded.seq == expected else {
                throw .malformedLine(lineNumber, "“seq” is \(decoded.seq) where \(expected) comes next (events are numbered 1, 2, 3… in order)")
            }
            if let first = lineOfID[decoded.event.id] {
                throw .malformedLine(lineNumber, "the id \(decoded.event.id) is already on line \(first)")
            }
            lineOfID[decoded.event.id] = lineNumber
            events.append(decoded.event)
        }
        self.events = events
    }

    /// What an import wrote.
    public struct Outcome: Hashable, Sendable {
        /// Events appended by this import.
        public let written: Int
        /// Events that were already in the target from an interrupted import (resuming only).
        public let alreadyThere: Int
    }

    /// Appends the events to an empty `stream`. With `resume`, the stream may instead hold exactly the first events
    /// of this file (an interrupted import), and the rest is appended.
    public func write(to stream: UserID, in store: any EventStore, resume: Bool = false,
                      batchSize: Int = HistoryImport.batchSize) async throws -> Outcome {
        precondition(batchSize > 0, "a batch holds at least one event")
        let version = try await store.version(of: stream)
        var written = 0
        if version > 0 {
            guard resume else { throw HistoryTransferError.targetNotEmpty(events: version) }
            let stored = try await store.readAll(stream)
            for (index, envelope) in stored.enumerated() {
                guard index < events.count, Self.same(envelope, events[index]) else {
                    throw HistoryTransferError.notThisHistory(line: index + 1)
                }
            }
            written = stored.count
        }
        let alreadyThere = written
        while written < events.count {
            let batch = Array(events[written..<min(events.count, written + batchSize)])
            let cause: String
            do {
                let expected: ExpectedVersion = written == 0 ? .noStream : .exact(Int64(written))
                if case .appended = try await store.append(batch, to: stream, expecting: expected) {
                    written += batch.count
                    continue
                }
                cause = "another import of the same events ran at the same time"
            } catch let error as EventStoreError where error.isConflict {
                cause = "someone else wrote to it at the same time"
            } catch {
                cause = String(describing: error)
            }
            if written == alreadyThere { throw HistoryTransferError.nothingWritten(cause: cause) }
            throw HistoryTransferError.interrupted(written: written, total: events.count, cause: cause)
        }
        return Outcome(written: written - alreadyThere, alreadyThere: alreadyThere)
    }

    /// True when a stored event is the file's event: same id, time (to the millisecond), type and payload.
    private static func same(_ stored: EventEnvelope, _ event: PendingEvent) -> Bool {
        stored.id == event.id && stored.type == event.type && stored.schemaVersion == event.schemaVersion
            && HistoryTime.milliseconds(stored.recordedAt) == HistoryTime.milliseconds(event.recordedAt)
            && (try? RawJSON.compactObject(Array(stored.payload))) == Array(event.payload)
    }
}
