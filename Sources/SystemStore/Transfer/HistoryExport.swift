import Foundation
import SystemCore

/// Writes a stream's whole event log as JSON lines: one event per line, in seq order (see ``HistoryLine``).
///
/// The same events always give the same bytes, so two exports can be compared to check that a copy is exact.
public enum HistoryExport {
    /// How many events are read (and handed to the writer) at a time.
    public static let pageSize = 1_000

    /// Reads the stream page by page and hands each page's lines (each ending in a line break) to `write`, up to seq
    /// `last` when given (later events are left out). Returns how many events were written.
    ///
    /// The next page is read from the store while this one is turned into lines and written (``withReadAhead(_:consume:)``):
    /// one after the other, they left a core idle and an export took 1.6 times as long.
    @discardableResult
    public static func export(
        _ stream: UserID, from store: any EventStore, through last: Int64? = nil, pageSize: Int = pageSize,
        to write: (Data) async throws -> Void
    ) async throws -> Int {
        try await withReadAhead({ yield in
            var position: Int64 = 0
            while true {
                let limit = last.map { Int(min(Int64(pageSize), $0 - position)) } ?? pageSize
                guard limit > 0 else { return }
                let page = try await store.read(stream, after: position, limit: limit)
                guard let final = page.last else { return }
                try await yield(page)
                guard page.count == limit else { return }
                position = final.seq
            }
        }) { next in
            var events = 0
            while let page = try await next() {
                events += page.count
                var chunk: [UInt8] = []
                chunk.reserveCapacity(page.count * 320)
                for envelope in page {
                    try HistoryLine.append(envelope, to: &chunk)
                    chunk.append(UInt8(ascii: "\n"))
                }
                try await write(Data(chunk))
            }
            return events
        }
    }

    /// The events (up to seq `last` when given), then each module's records of the user (``HistoryRecordLine``), as
    /// one history.
    @discardableResult
    public static func export(
        _ stream: UserID, from database: any Database, modules: StoreModules, through last: Int64? = nil,
        to write: (Data) async throws -> Void
    ) async throws -> Int {
        let events = try await export(stream, from: database as any EventStore, through: last, to: write)
        guard !modules.tables.isEmpty else { return events }
        // A store without SQL (the memory one) has no modules' tables, so no records to write.
        let tables: any ModuleDatabase
        do {
            tables = try await database.moduleDatabase()
        } catch is ModuleTablesError {
            return events
        }
        for module in modules.tables {
            var chunk: [UInt8] = []
            for record in try await module.exportRecords(of: stream, from: tables) {
                chunk += try HistoryRecordLine.encode(module: module.module, record: record)
                chunk.append(UInt8(ascii: "\n"))
            }
            if !chunk.isEmpty { try await write(Data(chunk)) }
        }
        return events
    }

    /// The whole export, with the modules' records, in memory.
    public static func data(_ stream: UserID, from database: any Database, modules: StoreModules) async throws -> Data {
        var data = Data()
        try await export(stream, from: database, modules: modules) { data += $0 }
        return data
    }

    /// The whole export in memory.
    public static func data(_ stream: UserID, from store: any EventStore) async throws -> Data {
        var data = Data()
        try await export(stream, from: store) { data += $0 }
        return data
    }
}
