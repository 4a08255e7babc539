import Foundation
import SystemCore

/// Loads an exported history (``HistoryExport``) into an empty stream.
///
/// Everything is checked before anything is written: every line is read (a malformed one is refused with its line
/// number), seqs must count 1, 2, 3… in file order, ids must be unique, every known event type's payload must
/// decode, and the target must be empty. Then the whole history is written in one append expecting an empty
/// stream, which every backend stores atomically: on any failure (a full disk, a lost connection, a concurrent
/// writer) nothing is written, and the same import can simply be run again.
public struct HistoryImport: Sendable {
    /// The events of the file, in order; the first is seq 1.
    public let events: [PendingEvent]
    /// The modules' records of the user, after the events: by module, in file order.
    public let records: [(module: String, records: [Data])]

    /// Reads and checks a whole exported history. Throws ``HistoryTransferError/malformedLine(_:_:)`` naming the
    /// first bad line.
    public init(parsing data: Data) throws(HistoryTransferError) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }  // a byte-order mark some editors add
        var events: [PendingEvent] = []
        var records: [(module: String, records: [Data])] = []
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
                continue
            }
            guard records.isEmpty else {
                throw .malformedLine(lineNumber, "an event after the modules' records (the events come first)")
            }
            let decoded: HistoryLine.Decoded
            do {
                decoded = try HistoryLine.decode(line)
            } catch {
                throw .malformedLine(lineNumber, error.reason)
            }
            let expected = Int64(events.count + 1)
            guard decoded.seq == expected else {
                throw .malformedLine(
                    lineNumber, "“seq” is \(decoded.seq) where \(expected) comes next (events are numbered 1, 2, 3… in order)")
            }
            if let first = lineOfID[decoded.event.id] {
                throw .malformedLine(lineNumber, "the id \(decoded.event.id) is already on line \(first)")
            }
            lineOfID[decoded.event.id] = lineNumber
            events.append(decoded.event)
        }
        self.events = events
        self.records = records
    }

    /// Stores the modules' records and appends the events to the empty `stream`, all or none, and returns how many
    /// events were written. The records go first, in one transaction; if the events then cannot be appended, the
    /// records are removed again.
    @discardableResult
    public func write(to stream: UserID, in database: any Database, modules: StoreModules) async throws -> Int {
        guard !records.isEmpty else { return try await write(to: stream, in: database) }
        let owners = try records.map { module, records throws(HistoryTransferError) -> (any ModuleTables.Type, [Data]) in
            guard let owner = modules.named(module) else { throw .unknownModule(module) }
            return (owner, records)
        }
        let version = try await database.version(of: stream)
        guard version == 0 else { throw HistoryTransferError.targetNotEmpty(events: version) }
        let tables = try await database.moduleDatabase()
        do {
            try await tables.transaction { tables in
                for (owner, records) in owners {
                    try await owner.deleteRecords(of: stream, from: tables)
                    try await owner.importRecords(records, for: stream, into: tables)
                }
            }
        } catch {
            throw HistoryTransferError.nothingWritten(cause: String(describing: error))
        }
        do {
            return try await write(to: stream, in: database)
        } catch {
            try? await tables.transaction { tables in
                for (owner, _) in owners { try await owner.deleteRecords(of: stream, from: tables) }
            }
            throw error
        }
    }

    /// Appends the events to the empty `stream`, all or none, and returns how many were written.
    @discardableResult
    public func write(to stream: UserID, in store: any EventStore) async throws -> Int {
        let version = try await store.version(of: stream)
        guard version == 0 else { throw HistoryTransferError.targetNotEmpty(events: version) }
        let cause: String
        do {
            if case .appended = try await store.append(events, to: stream, expecting: .noStream) { return events.count }
            cause = "another import of the same events ran at the same time"
        } catch let error as EventStoreError where error.isConflict {
            cause = "someone else wrote to it at the same time"
        } catch {
            cause = String(describing: error)
        }
        throw HistoryTransferError.nothingWritten(cause: cause)
    }
}
