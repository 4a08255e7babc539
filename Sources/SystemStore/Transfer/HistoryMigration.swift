import Crypto
import Foundation
import SystemCore

/// Moves one user's whole history — events and the modules' records — from one database to another (a local SQLite
/// file into a hosted account on PostgreSQL, or back), and proves the copy exact by comparing the two exports byte
/// for byte.
///
/// The source is only read, a page at a time, straight into the import of the target (``HistoryImport``), and
/// hashed as it goes: the target stream must be empty, and the history is written in one transaction, so a failure
/// leaves the target empty. Then the copy's export is read and hashed: the same length and SHA-256 are the same
/// bytes. Only when they differ are both exports read again side by side, to name the first line that differs.
/// Neither is ever whole in memory. Events the source receives while the migration runs are not copied: the copy,
/// and the comparison, are of the events up to the last one read.
public enum HistoryMigration {
    /// What a migration moved.
    public struct Outcome: Hashable, Sendable {
        public let events: Int
        /// How many of the modules' records came with them.
        public let records: Int
        /// The size of the (identical) exports.
        public let bytes: Int
        /// Hex SHA-256 of the exports, to compare with `system export | sha256sum` later.
        public let sha256: String
    }

    /// Copies the events and the modules' records of `sourceStream` into the empty `targetStream` (leaving a snapshot
    /// of the target's state with `snapshotting`).
    public static func migrate(
        _ sourceStream: UserID, from source: any Database,
        to targetStream: UserID, in target: any Database,
        modules: StoreModules = .standard, snapshotting: HistoryImport.Snapshotting? = nil
    ) async throws -> Outcome {
        // The source is read a page ahead of the import, which checks and writes one page while the next is read.
        let (written, read) = try await withReadAhead({ yield in
            try await HistoryExport.export(sourceStream, from: source, modules: modules, to: yield)
        }) { next in
            var read = Digest()
            let copied = try await HistoryImport.write(
                from: {
                    let page = try await next()
                    if let page { read.update(page) }
                    return page
                }, into: targetStream, in: target, modules: modules, folding: snapshotting)
            return (copied, read)
        }
        let (copied, folded) = written

        // Hashing what was read as it went, and then only the copy, spares a third export (a tenth of a migration).
        // The snapshot is written meanwhile: the two took a third of a migration one after the other.
        async let snapshot: Void = HistoryImport.snapshot(folded, of: copied, in: targetStream, to: snapshotting)
        let last = Int64(copied.events)
        var copy = Digest()
        try await HistoryExport.export(targetStream, from: target, modules: modules, through: last) { copy.update($0) }
        await snapshot
        let (sha256, bytes) = (read.hex, read.bytes)
        if copy.hex == sha256 && copy.bytes == bytes {
            return Outcome(events: copied.events, records: copied.records, bytes: bytes, sha256: sha256)
        }

        var comparison = Comparison()
        let line = try await withReadAhead({ yield in
            try await HistoryExport.export(sourceStream, from: source, modules: modules, through: last, to: yield)
        }) { first in
            try await withReadAhead({ yield in
                try await HistoryExport.export(targetStream, from: target, modules: modules, through: last, to: yield)
            }) { second in
                try await comparison.firstDifferentLine(first, second)
            }
        }
        if let line { throw HistoryTransferError.verificationFailed(line: line) }
        // The source's export as it is now is the copy's, to the byte: what changed was the source, while the copy was
        // read (a module's record, as events only grow, and the copy stops at the last one read).
        return Outcome(events: copied.events, records: copied.records, bytes: comparison.equal.bytes, sha256: comparison.equal.hex)
    }

    /// SHA-256 and length of a text given in pieces.
    struct Digest {
        private var hash = SHA256()
        private(set) var bytes = 0

        mutating func update(_ piece: Data) {
            hash.update(data: piece)
            bytes += piece.count
        }

        mutating func update(_ piece: UnsafeRawBufferPointer) {
            hash.update(bufferPointer: piece)
            bytes += piece.count
        }

        var hex: String { String(hex: hash.finalize()) }
    }

    /// The 1-based line from which two exports, each given in pieces, differ; nil when they are the same bytes.
    static func firstDifferentLine(_ first: [Data], _ second: [Data]) async throws -> Int? {
        var first = first[...]
        var second = second[...]
        var comparison = Comparison()
        return try await comparison.firstDifferentLine({ first.popFirst() }, { second.popFirst() })
    }

    /// Two texts compared as they are read, piece by piece, whatever the pieces' sizes; the first is hashed on the way.
    struct Comparison {
        /// The bytes found equal so far: their SHA-256 and how many.
        private(set) var equal = Digest()
        /// The line the comparison is on.
        private var line = 1

        /// The 1-based line from which the two texts differ (where the shorter one ends, if it is the start of the
        /// other), or nil when they are the same bytes.
        mutating func firstDifferentLine(
            _ first: () async throws -> Data?, _ second: () async throws -> Data?
        ) async throws -> Int? {
            var left = Piece()
            var right = Piece()
            while true {
                try await left.fill(from: first)
                try await right.fill(from: second)
                if left.isEmpty || right.isEmpty { return left.isEmpty && right.isEmpty ? nil : line }
                let count = min(left.remaining, right.remaining)
                let matched = left.bytes.withUnsafeBufferPointer { a in
                    right.bytes.withUnsafeBufferPointer { b in
                        let a = UnsafeBufferPointer(rebasing: a[left.start..<left.start + count])
                        let b = UnsafeBufferPointer(rebasing: b[right.start..<right.start + count])
                        var matched = memcmp(a.baseAddress!, b.baseAddress!, count) == 0 ? count : 0
                        while matched < count && a[matched] == b[matched] { matched += 1 }
                        let same = UnsafeBufferPointer(rebasing: a[..<matched])
                        equal.update(UnsafeRawBufferPointer(same))
                        line += same.count(where: { $0 == UInt8(ascii: "\n") })
                        return matched
                    }
                }
                if matched < count { return line }
                left.start += count
                right.start += count
            }
        }

        /// The unread part of the last piece of one text.
        private struct Piece {
            var bytes: [UInt8] = []
            var start = 0
            var ended = false

            var remaining: Int { bytes.count - start }
            var isEmpty: Bool { remaining == 0 }

            /// Reads pieces until there is something left to compare or the text has ended.
            mutating func fill(from next: () async throws -> Data?) async throws {
                while isEmpty && !ended {
                    if let data = try await next() {
                        bytes = [UInt8](data)
                        start = 0
                    } else {
                        ended = true
                    }
                }
            }
        }
    }
}
