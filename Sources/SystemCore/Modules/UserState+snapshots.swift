import Foundation

/// A user's state kept as a snapshot: a head (every state's head, the version, the events left out) and the parts
/// of the states that split into parts. A snapshot is a cache: one of another format is never read.
extension UserState {
    /// Raised when the stored shape of any state changes, so older snapshots are rebuilt instead of misread.
    static let snapshotRevision = 7

    /// The format this build writes and reads: the revision and the registered states, in order. `_typeName` rather
    /// than `String(reflecting:)`, whose dynamic casts cost every process milliseconds at start.
    public var snapshotFormat: String {
        "\(Self.snapshotRevision):" + modules.states.map { _typeName($0, qualified: true) }.joined(separator: ",")
    }

    private struct Remainder: Codable {
        var version: Int64
        var unreadable: [SkippedEvent]
        var unknown: [SkippedEvent]
    }

    /// The head: the version, the events left out, and each state's head, framed one after the other.
    public func snapshotHead() throws -> Data {
        let remainder = try SnapshotJSON.encoder.encode(Remainder(version: version, unreadable: unreadable, unknown: unknown))
        return try Frames.join([remainder] + states.map { try $0.snapshotHead() })
    }

    /// A state holding only the snapshot's head; reads of parts it does not hold are noted in `load`.
    ///
    /// - Throws: when the head was written by another build (its states differ) or its bytes are not a head.
    public init(snapshotHead data: Data, defaultTimeZone: String, modules: CoreModules = .standard, load: PartLoad) throws {
        let frames = try Frames.split(data)
        guard frames.count == modules.states.count + 1 else { throw Frames.Damaged() }
        let remainder = try JSONDecoder().decode(Remainder.self, from: frames[0])
        self.init(defaultTimeZone: defaultTimeZone, modules: modules)
        let context = ModuleContext(defaultTimeZone: defaultTimeZone)
        states = try zip(modules.states, frames.dropFirst()).map { type, frame in
            try type.init(snapshotHead: frame, context: context, load: load)
        }
        version = remainder.version
        unreadable = remainder.unreadable
        unknown = remainder.unknown
    }

    /// The parts changed since ``markSnapshotted()``.
    public var changedParts: Set<String> { states.reduce(into: []) { $0.formUnion($1.changedParts) } }

    /// A part as the snapshot keeps it; nil when no state owns the name.
    public func snapshotPart(_ name: String) throws -> Data? {
        try owner(of: name).map { try states[$0].snapshotPart(name) }
    }

    /// Adds a part read from a snapshot.
    public mutating func loadPart(_ name: String, _ data: Data) throws {
        guard let index = owner(of: name) else { return }
        try states[index].loadPart(name, data)
    }

    /// Where the ids held in `parts` live, for the snapshot's directory.
    public func directory(of parts: Set<String>) -> [PartLoad.Entry] {
        states.flatMap { $0.directory(of: parts) }
    }

    /// Says that these ids are in no part.
    public mutating func markUnknown(_ kind: String, ids: Set<String>) {
        for index in states.indices { states[index].markUnknown(kind, ids: ids) }
    }

    /// Forgets which parts changed: a snapshot of them was written.
    public mutating func markSnapshotted() {
        for index in states.indices { states[index].markSnapshotted() }
    }

    private func owner(of part: String) -> Int? {
        let prefix = part.split(separator: "/", maxSplits: 1).first.map(String.init)
        return modules.states.firstIndex { $0.partPrefix != nil && $0.partPrefix == prefix }
    }
}

/// Byte strings one after the other, each after its length (4 bytes, little-endian).
enum Frames {
    struct Damaged: Error {}

    static func join(_ frames: [Data]) throws -> Data {
        var data = Data()
        for frame in frames {
            guard frame.count <= UInt32.max else { throw Damaged() }
            withUnsafeBytes(of: UInt32(frame.count).littleEndian) { data.append(contentsOf: $0) }
            data.append(frame)
        }
        return data
    }

    static func split(_ data: Data) throws -> [Data] {
        var frames: [Data] = []
        var index = data.startIndex
        while index < data.endIndex {
            guard data.endIndex - index >= 4 else { throw Damaged() }
            let length = data[index..<index + 4].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            index += 4
            guard data.endIndex - index >= length else { throw Damaged() }
            frames.append(Data(data[index..<index + length]))
            index += length
        }
        return frames
    }
}
