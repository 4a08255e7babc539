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
        var pages = Pages(stream, from: store, pageSize: pageSize)
        while let page = try await pages.next() { try await write(page) }
        return pages.events
    }

    /// The events, then each module's records of the user (``HistoryRecordLine``), as one history.
    @discardableResult
    public static func export(
        _ stream: UserID, from database: any Database, modules: StoreModules,
        to write: (Data) async throws -> Void
    ) async throws -> Int {
        var pages = Pages(stream, from: database, modules: modules)
        while let page = try await pages.next() { try await write(page) }
        return pages.events
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

    /// An export read a page at a time, each page the lines of up to ``pageSize`` events and then of each module's
    /// records: what ``export(_:from:modules:to:)`` writes, for a reader that pulls (a migration compares two).
    public struct Pages {
        private let stream: UserID
        private let store: any EventStore
        private let tables: (any ModuleStorage)?
        private let modules: [any ModuleTables.Type]
        private let pageSize: Int
        private let last: Int64?
        private var position: Int64 = 0
        private var eventsDone = false
        private var nextModule = 0
        /// How many events were read so far.
        public private(set) var events = 0

        /// The events of `stream`, up to seq `last` when given (later ones are left out).
        public init(_ stream: UserID, from store: any EventStore, through last: Int64? = nil, pageSize: Int = HistoryExport.pageSize) {
            self.stream = stream
            self.store = store
            self.tables = nil
            self.modules = []
            self.pageSize = pageSize
            self.last = last
        }

        /// The events of `stream` (up to seq `last` when given), then each module's records of the user.
        public init(
            _ stream: UserID, from database: any Database, modules: StoreModules, through last: Int64? = nil,
            pageSize: Int = HistoryExport.pageSize
        ) {
            self.stream = stream
            self.store = database
            self.tables = database
            self.modules = modules.tables
            self.pageSize = pageSize
            self.last = last
        }

        /// The next page's lines, each ending in a line break; nil after the last.
        public mutating func next() async throws -> Data? {
            while !eventsDone {
                let limit = last.map { Int(min(Int64(pageSize), $0 - position)) } ?? pageSize
                guard limit > 0 else { break }
                let page = try await store.read(stream, after: position, limit: limit)
                guard let final = page.last else { break }
                if page.count < limit { eventsDone = true }
                position = final.seq
                events += page.count
                var chunk: [UInt8] = []
                chunk.reserveCapacity(page.count * 320)
                for envelope in page {
                    try HistoryLine.append(envelope, to: &chunk)
                    chunk.append(UInt8(ascii: "\n"))
                }
                return Data(chunk)
            }
            eventsDone = true
            guard let tables, nextModule < modules.count else { return nil }
            // A store without SQL (the memory one) has no modules' tables, so no records to write.
            let database: any ModuleDatabase
            do {
                database = try await tables.moduleDatabase()
            } catch is ModuleTablesError {
                return nil
            }
            while nextModule < modules.count {
                let module = modules[nextModule]
                nextModule += 1
                var chunk: [UInt8] = []
                for record in try await module.exportRecords(of: stream, from: database) {
                    chunk += try HistoryRecordLine.encode(module: module.module, record: record)
                    chunk.append(UInt8(ascii: "\n"))
                }
                if !chunk.isEmpty { return Data(chunk) }
            }
            return nil
        }
    }
}
