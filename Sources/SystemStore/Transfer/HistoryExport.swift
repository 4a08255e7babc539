import Foundation
import SystemCore

/// Writes a stream's whole event log as JSON lines: one event per line, in seq order (see ``HistoryLine``).
///
/// The same events always give the same bytes, so two exports can be compared to check that a copy is exact.
public enum HistoryExport {
    /// How many events are read (and handed to the writer) at a time.
    public static let pageSize = 1_000

    /// Reads the stream page by page and hands each page's lines (each ending in a line break) to `write`.
    /// Returns how many events were written.
    @discardableResult
    public static func export(
        _ stream: UserID, from store: any EventStore, pageSize: Int = pageSize,
        to write: (Data) async throws -> Void
    ) async throws -> Int {
        var position: Int64 = 0
        var count = 0
        while true {
            let page = try await store.read(stream, after: position, limit: pageSize)
            guard let last = page.last else { return count }
            var chunk: [UInt8] = []
            for envelope in page {
                chunk += try HistoryLine.encode(envelope)
                chunk.append(UInt8(ascii: "\n"))
            }
            try await write(Data(chunk))
            count += page.count
            position = last.seq
            if page.count < pageSize { return count }
        }
    }

    /// The events, then each module's records of the user (``HistoryRecordLine``), as one history.
    @discardableResult
    public static func export(
        _ stream: UserID, from database: any Database, modules: StoreModules,
        to write: (Data) async throws -> Void
    ) async throws -> Int {
        let count = try await export(stream, from: database, to: write)
        guard !modules.tables.isEmpty else { return count }
        let tables = try await database.moduleDatabase()
        for module in modules.tables {
            var chunk: [UInt8] = []
            for record in try await module.exportRecords(of: stream, from: tables) {
                chunk += try HistoryRecordLine.encode(module: module.module, record: record)
                chunk.append(UInt8(ascii: "\n"))
            }
            if !chunk.isEmpty { try await write(Data(chunk)) }
        }
        return count
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
