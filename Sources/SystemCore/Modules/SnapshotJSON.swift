import Foundation

/// The JSON of snapshot heads and parts: sorted keys (and sets written sorted by their owners), so the same state
/// writes the same bytes, whether it was folded by a read, a rebuild or an import.
enum SnapshotJSON {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()
}
