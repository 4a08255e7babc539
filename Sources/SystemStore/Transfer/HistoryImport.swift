import Foundation
import SystemCore

#if os(Linux) && canImport(Glibc)
    /// glibc's `int malloc_trim(size_t)`, which the Glibc module does not bring in (malloc.h).
    @_silgen_name("malloc_trim") private func malloc_trim(_ pad: Int) -> Int32
#endif

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

    /// Where an import leaves the state it folded as it read, as a snapshot, so the first command after it starts
    /// from there instead of folding the whole history again (eleven seconds for ten years). The payloads are read
    /// to check them anyway; folding them as they come costs a fraction of that.
    public struct Snapshotting: Sendable {
        let store: any SnapshotStore
        let empty: UserState

        /// Snapshots into `store`, folding with `modules` on a machine in `defaultTimeZone`, as the readers do.
        public init(to store: any SnapshotStore, defaultTimeZone: String, modules: CoreModules = .standard) {
            self.store = store
            empty = UserState(defaultTimeZone: defaultTimeZone, modules: modules)
        }
    }

    /// What an import wrote.
    public struct Outcome: Hashable, Sendable {
        public let events: Int
        /// How many of the modules' records came with them.
        public let records: Int
    }

    /// Reads the history from `input` (each call gives the next piece; nil or nothing at the end), checks it, and
    /// writes its events and the modules' records into the empty `stream`, all or nothing; then, with
    /// `snapshotting`, a snapshot of the state they fold into (only a cache: failing to write it fails nothing).
    ///
    /// - Throws: ``HistoryTransferError`` when a line is malformed, the stream has events, the history holds records
    ///   of a module not in `modules`, or the store refused it (``HistoryTransferError/nothingWritten(cause:)``);
    ///   what `input` throws, as it threw it. In every case nothing was written.
    @discardableResult
    public static func load(
        from input: () async throws -> Data?, into stream: UserID, in store: any EventStore, modules: StoreModules = .standard,
        snapshotting: Snapshotting? = nil
    ) async throws -> Outcome {
        let (outcome, folded) = try await write(from: input, into: stream, in: store, modules: modules, folding: snapshotting)
        await snapshot(folded, of: outcome, in: stream, to: snapshotting)
        return outcome
    }

    /// Writes the history as ``load(from:into:in:modules:snapshotting:)`` does and returns the state it folded with
    /// `folding`'s modules (nil without it), leaving the snapshot to the caller: a migration writes it while it checks
    /// the copy.
    static func write(
        from input: () async throws -> Data?, into stream: UserID, in store: any EventStore, modules: StoreModules,
        folding snapshotting: Snapshotting?
    ) async throws -> (Outcome, UserState?) {
        let version = try await store.version(of: stream)
        guard version == 0 else { throw HistoryTransferError.targetNotEmpty(events: version) }
        let (outcome, folded): (Outcome, UserState?)
        do {
            (outcome, folded) = try await store.appendHistory(to: stream) { appender in
                var reader = snapshotting.map { HistoryReader(folding: $0.empty, into: stream) } ?? HistoryReader()
                var batch: [PendingEvent] = []
                batch.reserveCapacity(batchSize)
                while true {
                    let chunk: Data?
                    do { chunk = try await input() } catch { throw InputError(underlying: error) }
                    guard let chunk, !chunk.isEmpty else { break }
                    do { try reader.read(chunk, into: &batch) } catch { throw await firstError(error, before: batch, in: appender) }
                    while batch.count >= batchSize {
                        try await appender.append(Array(batch[..<batchSize]))
                        batch.removeFirst(batchSize)
                    }
                }
                do { try reader.finish(into: &batch) } catch { throw await firstError(error, before: batch, in: appender) }
                if !batch.isEmpty { try await appender.append(batch) }
                try await appender.flush()
                let records = try await storeRecords(reader.records, of: stream, in: appender, modules: modules)
                return (Outcome(events: reader.events, records: records), reader.state)
            }
        } catch let error as HistoryTransferError {
            throw error
        } catch let error as EventStoreError where error.repeatedID != nil {
            let (id, seq, first) = error.repeatedID!
            throw HistoryTransferError.malformedLine(Int(seq), "the id \(id) is already on line \(first)")  // an event's line is its seq
        } catch let error as InputError {
            throw error.underlying
        } catch let error as EventStoreError where error.isConflict {
            throw HistoryTransferError.nothingWritten(cause: "someone else wrote to it at the same time")
        } catch {
            throw HistoryTransferError.nothingWritten(cause: String(describing: error))
        }
        return (outcome, folded)
    }

    /// Writes the snapshot of the state an import folded, when it folded every event it wrote (only a cache: failing
    /// to write it fails nothing).
    static func snapshot(_ folded: UserState?, of outcome: Outcome, in stream: UserID, to snapshotting: Snapshotting?) async {
        if let snapshotting, let folded, outcome.events > 0, folded.version == Int64(outcome.events) {
            #if os(Linux) && canImport(Glibc)
                // glibc keeps what the read freed (its batches, lines and decoded payloads, spread over its threads'
                // arenas) for reuse; the snapshot's encoding would add its own on top. Handing it back first took a
                // ten-year import's peak from 173 to 139–146 MB (RSS sampled through it: ~127 MB, ~93 after the trim).
                _ = malloc_trim(0)
            #endif
            _ = try? await snapshotting.store.save(ProjectionCache.generation(of: folded, replacingAll: true), of: stream)
        }
    }

    /// The same, from a whole history in memory.
    @discardableResult
    public static func load(
        _ data: Data, into stream: UserID, in store: any EventStore, modules: StoreModules = .standard,
        snapshotting: Snapshotting? = nil
    ) async throws -> Outcome {
        var offset = data.startIndex
        return try await load(
            from: {
                guard offset < data.endIndex else { return nil }
                let end = min(data.endIndex, offset + chunkSize)
                defer { offset = end }
                return data[offset..<end]
            }, into: stream, in: store, modules: modules, snapshotting: snapshotting)
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

    /// The error to report for a malformed line, given the events read before it: a repeated id among them (which only
    /// the store finds, as it writes them) comes first in the file, so it is the one named.
    private static func firstError(_ error: any Error, before events: [PendingEvent], in appender: any HistoryAppender) async
        -> any Error
    {
        do {
            if !events.isEmpty { try await appender.append(events) }
            try await appender.flush()
        } catch let earlier as EventStoreError where earlier.repeatedID != nil {
            return earlier
        } catch {}
        return error
    }

    /// An error of the input, kept apart from the store's so it is rethrown as it was.
    private struct InputError: Error {
        let underlying: any Error
    }
}
