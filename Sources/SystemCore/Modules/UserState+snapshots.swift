import Foundation

/// A user's state kept as a snapshot: a head (every state's head, the version, the events left out) and the parts
/// of the states that split into parts. A snapshot is a cache: one of another format is never read.
extension UserState {
    /// Raised when the stored shape of any state changes, so older snapshots are rebuilt instead of misread.
    static let snapshotRevision = 9

    /// The format this build writes and reads (``CoreModules/snapshotFormat``).
    public var snapshotFormat: String { modules.snapshotFormat }

    /// The head: the version, the events left out, and each state's head, framed one after the other. The first
    /// frame is in ``BinaryWriter``'s form, as every head read on every command is (a `Codable` type decoded with
    /// `JSONDecoder` for the first time in a process costs the runtime a scan of every conformance in the binary).
    public func snapshotHead() throws -> Data {
        let remainder = BinaryWriter.data { writer in
            writer.int(Int(version))
            for skipped in [unreadable, unknown] {
                writer.int(skipped.count)
                for event in skipped { event.write(to: &writer) }
            }
        }
        let heads = try states.indices.map { index in
            try (unread.isEmpty ? nil : unread[index]?.bytes) ?? states[index].snapshotHead()
        }
        return try Frames.join([remainder] + heads)
    }

    /// A state holding only the snapshot's head; reads of parts it does not hold are noted in `load`. Each module's
    /// state is read from its frame when it is first needed, and a frame it cannot read is noted then
    /// (``PartLoad/Missing/unreadableHeads``).
    ///
    /// - Throws: when the head was written by another build (its states differ) or its bytes are not a head.
    public init(snapshotHead data: Data, defaultTimeZone: String, modules: CoreModules = .standard, load: PartLoad) throws {
        let frames = try Frames.split(data)
        guard frames.count == modules.states.count + 1 else { throw Frames.Damaged() }
        let (read, unreadable, unknown) = try BinaryReader.whole(frames[0]) { reader in
            let version = Int64(try reader.int())
            let unreadable = try (0..<reader.count()).map { _ in try SkippedEvent(from: &reader) }
            return (version, unreadable, try (0..<reader.count()).map { _ in try SkippedEvent(from: &reader) })
        }
        self.modules = modules
        let context = ModuleContext(defaultTimeZone: defaultTimeZone)
        // Each state is read when it is first needed (see ``UnreadHead``); until then a placeholder holds its place.
        let placeholder = UnreadPlaceholder(context: context)
        states = modules.states.map { _ in placeholder }
        unread = zip(modules.states, frames.dropFirst()).map { type, frame in
            UnreadHead(type, bytes: frame, context: context, load: load)
        }
        version = read
        self.unreadable = unreadable
        self.unknown = unknown
    }

    /// Reads the heads of the unread states that an event of `type` changes, so that it folds into what they hold.
    mutating func readHeads(changedBy type: ObjectIdentifier) {
        for index in unread.indices where unread[index]?.type.reacts(to: type) == true { readHead(at: index) }
    }

    /// Puts the state at `index` in its place from its head, if it is unread, so that it can change.
    private mutating func readHead(at index: Int) {
        guard !unread.isEmpty, let head = unread[index] else { return }
        states[index] = head.state()
        unread[index] = nil
    }

    /// The parts changed since ``markSnapshotted()`` (an unread state changed none).
    public var changedParts: Set<String> { states.reduce(into: []) { $0.formUnion($1.changedParts) } }

    /// A part as the snapshot keeps it; nil when no state owns the name.
    public func snapshotPart(_ name: String) throws -> Data? {
        try owner(of: name).map { try state(at: $0).snapshotPart(name) }
    }

    /// Adds a part read from a snapshot.
    public mutating func loadPart(_ name: String, _ data: Data) throws {
        guard let index = owner(of: name) else { return }
        readHead(at: index)
        try states[index].loadPart(name, data)
    }

    /// Where the ids held in `parts` live, for the snapshot's directory (`parts` are changed ones, which an unread
    /// state does not own).
    public func directory(of parts: Set<String>) -> [PartLoad.Entry] {
        states.flatMap { $0.directory(of: parts) }
    }

    /// Says that these ids are in no part. Every state learns it (an unread one as its head is read): one that did
    /// not would ask for them again.
    public mutating func markUnknown(_ kind: String, ids: Set<String>) {
        for index in states.indices {
            // An unread state learns them as it is read: reading every head here undid the laziness of all the
            // reads that load a part (decoding heads no one looked at was a sixth of `system todo list`).
            if !unread.isEmpty, let head = unread[index] {
                head.markUnknown(kind, ids: ids)
            } else {
                states[index].markUnknown(kind, ids: ids)
            }
        }
    }

    /// Forgets which parts changed: a snapshot of them was written (an unread state changed none).
    public mutating func markSnapshotted() {
        for index in states.indices { states[index].markSnapshotted() }
    }

    /// The parts of `states` that hold the days `days`: what a reader that knows what it will read names before its
    /// first run, so they are loaded with the state rather than after a run that misses them (see ``PartLoad``). A
    /// part named and never written is empty, as when a read misses it.
    public static func parts(of states: [any ModuleState.Type], covering days: ClosedRange<CivilDate>) -> PartLoad.Missing {
        let months = MonthParts.month(of: days.lowerBound)...MonthParts.month(of: days.upperBound)
        var parts: Set<String> = []
        for state in states {
            guard let prefix = state.partPrefix else { continue }
            for month in months { parts.insert(MonthParts.name(prefix, month)) }
        }
        return PartLoad.Missing(parts: parts)
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

extension CoreModules {
    /// The format of these modules' snapshots: the revision and the registered states, in order. `_typeName` rather
    /// than `String(reflecting:)`, whose dynamic casts cost every process milliseconds at start; and no state is
    /// built to learn it.
    public var snapshotFormat: String {
        var format = "\(UserState.snapshotRevision):"
        for (index, state) in states.enumerated() { format += (index == 0 ? "" : ",") + _typeName(state, qualified: true) }
        return format
    }
}
