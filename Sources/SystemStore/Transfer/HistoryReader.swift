import Foundation
import SystemCore

/// Reads an exported history piece by piece, checking each line as it comes (see ``HistoryImport``): a line is read
/// once its line break has arrived, so a history of any size is read in pieces of any size.
///
/// Every line is checked as `HistoryImport` always did: a malformed one is refused with its line number, seqs must
/// count 1, 2, 3… in file order, every known event type's payload must decode, and the modules' records come after
/// the events, each module's together. Ids must be unique too, which the store's unique key checks as the events are
/// written (``EventStoreError/repeatedID(_:seq:first:)``): keeping every id here took 31 MB for ten years.
struct HistoryReader {
    /// The modules' records read so far: by module, in file order.
    private(set) var records: [(module: String, records: [Data])] = []
    /// How many events were read so far.
    private(set) var events = 0
    /// The number of the last line read.
    private(set) var lineNumber = 0
    /// The start of a line whose line break has not arrived yet.
    private var partial: [UInt8] = []
    /// The state the events are folded into as they are read, and their stream, when the import leaves a snapshot;
    /// the state's registry reads the payloads (each is read anyway, to check it).
    private var folding: (state: UserState, stream: UserID)?
    /// What reads the payloads.
    private let registry: EventRegistry

    /// A reader that checks the lines.
    init() {
        registry = CoreModules.standard.events
    }

    /// A reader that checks the lines and folds their events into `state` (an empty one) as events of `stream`.
    init(folding state: UserState, into stream: UserID) {
        folding = (state, stream)
        registry = state.modules.events
    }

    /// The state the events were folded into, when folding.
    var state: UserState? { folding?.state }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Reads the complete lines of `chunk` (with what was left of the one before) and appends their events to
    /// `batch`; the rest waits for the next chunk.
    mutating func read(_ chunk: Data, into batch: inout [PendingEvent]) throws(HistoryTransferError) {
        let bytes = [UInt8](chunk)
        var start = 0
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if partial.isEmpty {
                try line(Array(bytes[start..<end]), into: &batch)
            } else {
                partial += bytes[start..<end]
                let whole = partial
                partial.removeAll(keepingCapacity: true)
                try line(whole, into: &batch)
            }
            start = end + 1
        }
        partial += bytes[start...]
    }

    /// Reads the last line, when the history does not end with a line break.
    mutating func finish(into batch: inout [PendingEvent]) throws(HistoryTransferError) {
        guard !partial.isEmpty else { return }
        defer { partial = [] }
        if lineNumber == 0 && partial == Self.byteOrderMark { return }  // an empty file an editor marked
        try line(partial, into: &batch)
    }

    private mutating func line(_ bytes: [UInt8], into batch: inout [PendingEvent]) throws(HistoryTransferError) {
        lineNumber += 1
        var line = bytes
        if lineNumber == 1 && line.starts(with: Self.byteOrderMark) { line.removeFirst(3) }  // some editors add one
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
            throw .malformedLine(lineNumber, "the line is empty (a history has one event on every line)")
        }
        if HistoryRecordLine.isRecord(line) {
            do throws(HistoryLine.LineError) {
                let (module, record) = try HistoryRecordLine.decode(line)
                if records.last?.module == module {
                    records[records.count - 1].records.append(record)
                } else {
                    guard !records.contains(where: { $0.module == module }) else {
                        throw HistoryLine.LineError("the records of “\(module)” are not together")
                    }
                    records.append((module, [record]))
                }
            } catch {
                throw .malformedLine(lineNumber, error.reason)
            }
            return
        }
        guard records.isEmpty else {
            throw .malformedLine(lineNumber, "an event after the modules' records (the events come first)")
        }
        let decoded: HistoryLine.Decoded
        do {
            decoded = try HistoryLine.decode(line, events: registry)
        } catch {
            throw .malformedLine(lineNumber, error.reason)
        }
        let expected = Int64(events + 1)
        guard decoded.seq == expected else {
            throw .malformedLine(
                lineNumber, "“seq” is \(decoded.seq) where \(expected) comes next (events are numbered 1, 2, 3… in order)")
        }
        events += 1
        batch.append(decoded.event)
        if let stream = folding?.stream {
            let event = decoded.event
            let envelope = EventEnvelope(
                id: event.id, stream: stream, seq: decoded.seq, recordedAt: event.recordedAt, type: event.type,
                schemaVersion: event.schemaVersion, payload: event.payload)
            folding?.state.apply(envelope, read: decoded.read)
        }
    }
}
