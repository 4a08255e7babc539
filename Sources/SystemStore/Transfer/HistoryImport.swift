import Foundation
import SystemCore

/// Loads an exported history (``HistoryExport``) into an empty stream, reading it piece by piece.
///
/// Every line is checked as it is read (a malformed one is refused with its line number, see ``HistoryReader``),
/// and the events go to the store in batches of ``batchSize`` inside one transaction
/// (``EventStore/appendHistory(to:_:)``), followed by the modules' records in the same transaction. Any failure —
/// a malformed line, even the last one, a full disk, a lost connection, a concurrent writer — rolls it all back:
/// nothing is written, and the same import can simply run again. Only a batch and the ids seen are held in memory,
/// so a history of any length imports in the same space.
public enum HistoryImport {
    /// How many events go to the store at a time.
    public static let batchSize = 1_000

    /// How many bytes to read at a time (about a thousand events).
    public static let chunkSize = 256 * 1024

    /// What an import wrote.
    public struct Outcome: Hashable, Sendable {
        public let events: Int
        /// How many of the modules' records came with them.
        public let records: Int
    }

    /// Reads the history from `input` (each call gives the next piece; nil or nothing at the end), checks it, and
    /// writes its events and the modules' records into the empty `stream`, all or nothing.
    ///
    /// - Throws: ``HistoryTransferError`` when a line is malformed, the stream has events, the history holds records
    ///   of a module not in `modules`, or the store refused it (``HistoryTransferError/nothingWritten(cause:)``);
    ///   what `input` throws, as it threw it. In every case nothing was written.
    @discardableResult
    public static func load(
        from input: () async throws -> Data?, into stream: UserID, in store: any EventStore, modules: StoreModules = .standard
    ) async throws -> Outcome {
        let version = try await store.version(of: stream)
        guard version == 0 else { throw HistoryTransferError.targetNotEmpty(events: version) }
        do {
            return try await store.appendHistory(to: stream) { appender in
                var reader = HistoryReader()
                var batch: [PendingEvent] = []
                batch.reserveCapacity(batchSize)
                while true {
                    let chunk: Data?
                    do { chunk = try await input() } catch { throw InputError(underlying: error) }
                    guard let chunk, !chunk.isEmpty else { break }
                    try reader.read(chunk, into: &batch)
                    while batch.count >= batchSize {
                        try await appender.append(Array(batch[..<batchSize]))
                        batch.removeFirst(batchSize)
                    }
                }
                try reader.finish(into: &batch)
                if !batch.isEmpty { try await appender.append(batch) }
                let records = try await storeRecords(reader.records, of: stream, in: appender, modules: modules)
                return Outcome(events: reader.events, records: records)
            }
        } catch let error as HistoryTransferError {
            throw error
        } catch let error as InputError {
            throw error.underlying
        } catch let error as EventStoreError where error.isConflict {
            throw HistoryTransferError.nothingWritten(cause: "someone else wrote to it at the same time")
        } catch {
            throw HistoryTransferError.nothingWritten(cause: String(describing: error))
        }
    }

    /// The same, from a whole history in memory.
    @discardableResult
    public static func load(
        _ data: Data, into stream: UserID, in store: any EventStore, modules: StoreModules = .standard
    ) async throws -> Outcome {
        var offset = data.startIndex
        return try await load(
            from: {
                guard offset < data.endIndex else { return nil }
                let end = min(data.endIndex, offset + chunkSize)
                defer { offset = end }
                return data[offset..<end]
            }, into: stream, in: store, modules: modules)
    }

    /// Stores the records with their modules, in the history's transaction; returns how many there were.
    private static func storeRecords(
        _ records: [(module: String, records: [Data])], of stream: UserID, in appender: any HistoryAppender, modules: StoreModules
    ) async throws -> Int {
        guard !records.isEmpty else { return 0 }
        let owners = try records.map { module, records throws(HistoryTransferError) -> (any ModuleTables.Type, [Data]) in
            guard let owner = modules.named(module) else { throw .unknownModule(module) }
            return (owner, records)
        }
        let tables = try await appender.moduleDatabase()
        for (owner, records) in owners {
            try await owner.deleteRecords(of: stream, from: tables)
            try await owner.importRecords(records, for: stream, into: tables)
        }
        return records.reduce(0) { $0 + $1.records.count }
    }

    /// An error of the input, kept apart from the store's so it is rethrown as it was.
    private struct InputError: Error {
        let underlying: any Error
    }
}
