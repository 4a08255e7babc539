import Foundation

/// One `<Record>` of an Apple Health export, as the export writes it: a type, who wrote it, and a value over a span of
/// time. The value stays text (`"234"`, `"HKCategoryValueSleepAnalysisInBed"`) because its meaning depends on the type.
public struct AppleHealthRecord: Sendable, Equatable {
    /// The HealthKit type identifier, such as `HKQuantityTypeIdentifierActiveEnergyBurned` (the `type` attribute).
    public var type: String
    /// The app or device that wrote the record (`sourceName`), with entities decoded and control characters
    /// (U+0000–U+001F, U+007F), which real exports contain in device names, removed.
    public var sourceName: String
    /// The unit of a quantity (`"count"`, `"Cal"`, `"kg"`); nil for category types such as sleep.
    public var unit: String?
    /// The value as written (`"45.3"`, `"HKCategoryValueSleepAnalysisInBed"`); nil when the record has none.
    public var value: String?
    /// When the measured span began.
    public var startDate: Date
    /// When the measured span ended (equal to ``startDate`` for a reading at an instant).
    public var endDate: Date

    public init(type: String, sourceName: String, unit: String?, value: String?, startDate: Date, endDate: Date) {
        self.type = type
        self.sourceName = sourceName
        self.unit = unit
        self.value = value
        self.startDate = startDate
        self.endDate = endDate
    }
}

/// Why an export could not be read, in one line that names the line of the file where it went wrong.
public struct AppleHealthExportError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) { self.description = description }

    /// A problem at a line of the file: "line 1234: …".
    static func at(_ line: Int, _ message: String) -> Self { Self("line \(line): \(message)") }
}

/// A streaming reader of the `export.xml` in the zip the Health app exports ("Export All Health Data"), which is a
/// single file of hundreds of megabytes to several gigabytes. Feed it the file's bytes in pieces of any size, then
/// call ``finish(_:)``; it hands over the wanted top-level Records in file order and holds no more than the one tag
/// that a piece ended inside.
///
/// It is written by hand on raw bytes rather than with FoundationXML's `XMLParser` because libxml2 refuses real
/// exports: the DTD of iOS 16's exports is missing a `>`, and exports contain raw control characters inside attribute
/// values such as device names, both fatal errors to a conforming parser. It is also far below the 50 MB/s that the
/// import must reach. The export is a flat list of elements with attributes, which a byte scanner reads exactly:
///
/// - `<?xml …?>`, comments and the `<!DOCTYPE HealthData [ … ]>` internal subset are skipped (the subset up to `]>`,
///   so a declaration missing its `>` inside it is harmless);
/// - only Records that are direct children of `<HealthData>` are read. A Correlation's Records also stand at the top
///   level of the file, so the copies inside `<Correlation>` are only counted (``inCorrelations``); a Record's own
///   children (`<MetadataEntry>`, `<HeartRateVariabilityMetadataList>`) are passed over;
/// - a tag ends at the first `>` outside quotes; attribute values in double or single quotes have
///   `&lt; &gt; &amp; &quot; &apos; &#NN; &#xHH;` decoded, and an unknown entity is kept as written;
/// - dates such as `2025-05-28 14:00:00 +0100` are converted by arithmetic, without a `DateFormatter`.
///
/// Records of other types are counted by type in ``skipped`` without their text or dates being decoded. A tag longer
/// than a megabyte is refused, so memory stays bounded whatever the file. After it throws, a reader is not fed again.
public struct AppleHealthExportReader: Sendable {
    /// Records of types that were not asked for, by type, and the other top-level elements (`Workout`,
    /// `ActivitySummary`, `Correlation`, `ExportDate`, `Me`…) by element name.
    public private(set) var skipped: [String: Int] = [:]
    /// Records inside a `<Correlation>`: the export also writes each of them at the top level, where it is read (or
    /// skipped) like any other, so these copies are only counted.
    public private(set) var inCorrelations = 0
    /// The bytes fed so far.
    public private(set) var bytesRead = 0
    /// The 1-based line of the file that reading has reached, for messages.
    public private(set) var line = 1

    /// The longest tag read; past it the file is taken to be something else than an export (and memory stays bounded).
    static let maximumTagLength = 1 << 20

    private let types: Set<String>
    /// What the bytes read so far have left open.
    private var mode = Mode.text
    /// Progress through the terminator of a comment (`-->`), processing instruction (`?>`) or DTD subset (`]>`).
    private var match = 0
    /// In ``Mode/tag``: the quote character of the attribute value the last piece ended inside, or 0.
    private var quote: UInt8 = 0
    /// In ``Mode/tag``: the bytes of the unfinished tag after its `<`.
    private var carry: [UInt8] = []
    /// The line on which the tag in ``carry`` began.
    private var carryLine = 1
    /// Elements open: 0 outside `<HealthData>`, 1 between its children, 2 or more inside one of them.
    private var depth = 0
    private var sawHealthData = false
    /// The open top-level element (at depth 2 and deeper): its name and the line it began on.
    private var open = OpenElement.none
    private var openName = ""
    private var openLine = 0
    /// Every record type met, with its name as a String made once, and whether it is wanted.
    private var known: [KnownType] = []
    /// `known` by a hash of the type's bytes; an index, chained through ``KnownType/next`` on a collision.
    private var knownByHash: [UInt64: Int] = [:]
    /// The type of the last record, the likely type of the next (exports are grouped by type).
    private var lastKnown = -1

    /// Only Records whose type is in `types` are decoded and passed on; the others are counted by type, cheaply (no
    /// date parsing).
    public init(types: Set<String>) {
        self.types = types
        carry.reserveCapacity(4096)
    }

    /// Feeds the next bytes of the file, any size, split anywhere (also inside a tag, an attribute, a multi-byte
    /// UTF-8 character); calls `record` for each wanted top-level Record, in file order.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer, _ record: (AppleHealthRecord) throws -> Void) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        let p = base.assumingMemoryBound(to: UInt8.self)
        let n = bytes.count
        let start = bytesRead
        bytesRead += n
        var chunk = Chunk(p: p, n: n, start: start)
        var i = 0
        while i < n {
            switch mode {
            case .text: i = try scan(&chunk, i, record)
            case .tag: i = try resumeTag(&chunk, i, record)
            case .done: i = n
            default: i = try skipMarkup(&chunk, i)
            }
        }
        sync(&chunk, to: n)
    }

    /// The end of the file: throws if it ended early (inside an element, or before `</HealthData>`), or if no
    /// `<HealthData>` was seen at all ("not an Apple Health export").
    public mutating func finish(_ record: (AppleHealthRecord) throws -> Void) throws {
        // Every Record is passed on as its tag ends, so nothing is left to pass on here.
        if mode == .done { return }
        guard sawHealthData else {
            throw AppleHealthExportError(
                bytesRead == 0
                    ? "the file is empty, so it is not an Apple Health export"
                    : "this is not an Apple Health export: it has no <HealthData> element")
        }
        let truncated = "the file looks truncated"
        switch mode {
        case .tag:
            let closing = carry.first == UInt8(ascii: "/")
            let name = String(
                decoding: carry.dropFirst(closing ? 1 : 0).prefix { !Self.isSpace($0) && $0 != UInt8(ascii: "/") }, as: UTF8.self)
            throw AppleHealthExportError.at(carryLine, "the export ends inside the <\(closing ? "/" : "")\(name)> tag — \(truncated)")
        case .comment, .bang, .bangDash:
            throw AppleHealthExportError.at(line, "the export ends inside a comment — \(truncated)")
        case .afterLT, .processingInstruction, .declaration, .subset:
            throw AppleHealthExportError.at(line, "the export ends inside a tag — \(truncated)")
        case .text, .done:
            break
        }
        if depth >= 2 {
            throw AppleHealthExportError.at(openLine, "the export ends inside a \(openName) element — \(truncated)")
        }
        throw AppleHealthExportError.at(line, "the export ends before </HealthData> — \(truncated)")
    }
}

// MARK: - Scanning

extension AppleHealthExportReader {
    /// What the bytes read so far have left open.
    enum Mode: UInt8, Sendable {
        /// Between tags.
        case text
        /// Inside an element's start or end tag; its bytes so far are in ``carry``.
        case tag
        /// Just after a `<`, whose next byte says what follows.
        case afterLT
        /// After `<!`.
        case bang
        /// After `<!-`.
        case bangDash
        /// Inside `<!-- … -->`.
        case comment
        /// Inside `<? … ?>`.
        case processingInstruction
        /// Inside `<!DOCTYPE …`, before its `[` or `>`.
        case declaration
        /// Inside a DTD's internal subset (or a CDATA section), up to `]>`.
        case subset
        /// After `</HealthData>`: the rest is not read.
        case done
    }

    /// The open top-level element.
    enum OpenElement: UInt8, Sendable {
        case none, record, correlation, other
    }

    /// A record type met in the file.
    struct KnownType: Sendable {
        let bytes: [UInt8]
        let name: String
        let wanted: Bool
        /// The next type with the same hash, or -1.
        let next: Int
    }

    /// The piece being fed, and how far its newlines have been counted into ``line``.
    struct Chunk {
        let p: UnsafePointer<UInt8>
        let n: Int
        /// The offset of `p[0]` in the file.
        let start: Int
        var counted = 0
    }

    /// A problem found in a tag, to which the caller adds the tag's line.
    struct Problem: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    static let notAnExport = "this is not an Apple Health export"

    /// Counts the newlines of the chunk up to `k` into ``line``, and returns it.
    @discardableResult
    mutating func sync(_ chunk: inout Chunk, to k: Int) -> Int {
        line += Self.newlines(chunk.p, chunk.counted, k)
        chunk.counted = k
        return line
    }

    /// The newlines in `p[i..<n]`, counted eight bytes at a time.
    static func newlines(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> Int {
        var i = i
        var count = 0
        while i + 8 <= n {
            let x = word(p, i) ^ (ones &* 0x0A)
            // The high bit of each byte of x that is zero, exactly.
            count &+= (~(((x & ~highs) &+ ~highs) | x) & highs).nonzeroBitCount
            i += 8
        }
        while i < n {
            count &+= p[i] == 0x0A ? 1 : 0
            i += 1
        }
        return count
    }

    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `p[i]`, the first in the lowest bits.
    @inline(__always)
    static func word(_ p: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of the zero bytes of `x`: the lowest is exact, those above it may not be.
    @inline(__always)
    static func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }

    /// Reads text and element tags from `i`: the loop that reads nearly all of an export. Returns where it stopped,
    /// the chunk's end or the start of something read by ``skipMarkup(_:_:)``.
    mutating func scan(_ chunk: inout Chunk, _ i: Int, _ record: (AppleHealthRecord) throws -> Void) throws -> Int {
        let p = chunk.p
        let n = chunk.n
        var i = i
        while true {
            // Text: whitespace between the tags (and nothing else before <HealthData>).
            if depth == 0 {
                i = try prolog(&chunk, i)
            } else {
                while i < n && p[i] != UInt8(ascii: "<") { i += 1 }
            }
            if i == n { return n }
            let s = i
            let c = s + 1
            if c == n {
                mode = .afterLT
                return n
            }
            switch p[c] {
            case UInt8(ascii: "!"):
                mode = .bang
                return c + 1
            case UInt8(ascii: "?"):
                mode = .processingInstruction
                match = 0
                return c + 1
            default:
                var q: UInt8 = 0
                guard let e = Self.tagEnd(p, c, n, &q) else {
                    try startCarry(&chunk, s, q)
                    return n
                }
                let opened: Bool
                do {
                    opened = try tag(p, c, e, record)
                } catch let problem as Problem {
                    throw AppleHealthExportError.at(sync(&chunk, to: s), problem.message)
                }
                if opened { openLine = sync(&chunk, to: s) }
                if mode == .done { return n }
                i = e + 1
            }
        }
    }

    /// Text outside `<HealthData>`: only whitespace (and a byte order mark) may stand there.
    mutating func prolog(_ chunk: inout Chunk, _ i: Int) throws -> Int {
        let p = chunk.p
        var i = i
        while i < chunk.n {
            let b = p[i]
            if b == UInt8(ascii: "<") { return i }
            let offset = chunk.start + i
            let byteOrderMark = offset < 3 && b == [0xEF, 0xBB, 0xBF][offset]
            guard Self.isSpace(b) || byteOrderMark else {
                throw AppleHealthExportError.at(
                    sync(&chunk, to: i), "\(Self.notAnExport): it holds text where XML and a <HealthData> element should be")
            }
            i += 1
        }
        return i
    }

    /// Keeps the start of a tag that the chunk ends inside.
    mutating func startCarry(_ chunk: inout Chunk, _ s: Int, _ q: UInt8) throws {
        carryLine = sync(&chunk, to: s)
        carry.removeAll(keepingCapacity: true)
        carry.append(contentsOf: UnsafeBufferPointer(start: chunk.p + s + 1, count: chunk.n - s - 1))
        quote = q
        mode = .tag
        try checkCarryLength()
    }

    func checkCarryLength() throws {
        if carry.count > Self.maximumTagLength {
            let what = sawHealthData ? "this export is damaged" : Self.notAnExport
            throw AppleHealthExportError.at(carryLine, "\(what): a tag runs on for more than \(Self.maximumTagLength) bytes")
        }
    }

    /// Goes on with the tag in ``carry``: reads it if it ends in this chunk.
    mutating func resumeTag(_ chunk: inout Chunk, _ i: Int, _ record: (AppleHealthRecord) throws -> Void) throws -> Int {
        var q = quote
        guard let e = Self.tagEnd(chunk.p, i, chunk.n, &q) else {
            carry.append(contentsOf: UnsafeBufferPointer(start: chunk.p + i, count: chunk.n - i))
            quote = q
            try checkCarryLength()
            return chunk.n
        }
        carry.append(contentsOf: UnsafeBufferPointer(start: chunk.p + i, count: e - i))
        carry.append(UInt8(ascii: ">"))
        mode = .text
        var bytes: [UInt8] = []
        swap(&bytes, &carry)
        defer {
            bytes.removeAll(keepingCapacity: true)
            swap(&bytes, &carry)
        }
        let opened: Bool
        do {
            opened = try bytes.withUnsafeBufferPointer { try tag($0.baseAddress!, 0, $0.count - 1, record) }
        } catch let problem as Problem {
            throw AppleHealthExportError.at(carryLine, problem.message)
        }
        if opened { openLine = carryLine }
        return mode == .done ? chunk.n : e + 1
    }

    /// The `>` that ends the tag whose bytes go on at `i`: the first one outside quotes. `q` is the quote the tag is
    /// inside at `i`, and where the chunk ends when it returns nil.
    @inline(__always)
    static func tagEnd(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int, _ q: inout UInt8) -> Int? {
        var i = i
        if q != 0 {
            guard let k = find(q, p, i, n) else { return nil }
            i = k + 1
            q = 0
        }
        while i < n {
            // Eight bytes at a time to the next `>`, `"` or `'`.
            while i + 8 <= n {
                let w = word(p, i)
                let found = zeroBytes(w ^ (ones &* 0x3E)) | zeroBytes(w ^ (ones &* 0x22)) | zeroBytes(w ^ (ones &* 0x27))
                if found != 0 {
                    i += found.trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            guard i < n else { return nil }
            let b = p[i]
            if b == UInt8(ascii: ">") { return i }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                guard let k = find(b, p, i + 1, n) else {
                    q = b
                    return nil
                }
                i = k
            }
            i += 1
        }
        return nil
    }

    /// The first `b` in `p[i..<n]`.
    @inline(__always)
    static func find(_ b: UInt8, _ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> Int? {
        var i = i
        let pattern = ones &* UInt64(b)
        while i + 8 <= n {
            let found = zeroBytes(word(p, i) ^ pattern)
            if found != 0 { return i + found.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < n {
            if p[i] == b { return i }
            i += 1
        }
        return nil
    }

    /// Passes over comments, processing instructions, the DOCTYPE and its internal subset, byte by byte so that a
    /// chunk may end anywhere in them.
    mutating func skipMarkup(_ chunk: inout Chunk, _ i: Int) throws -> Int {
        let p = chunk.p
        var i = i
        while i < chunk.n {
            let b = p[i]
            switch mode {
            case .afterLT:
                if b == UInt8(ascii: "!") {
                    mode = .bang
                } else if b == UInt8(ascii: "?") {
                    mode = .processingInstruction
                    match = 0
                } else {
                    // An element's tag, whose `<` ended the last chunk.
                    carryLine = sync(&chunk, to: i)
                    carry.removeAll(keepingCapacity: true)
                    quote = 0
                    mode = .tag
                    return i
                }
            case .bang:
                if b == UInt8(ascii: "-") {
                    mode = .bangDash
                } else if b == UInt8(ascii: "[") {
                    mode = .subset  // <![CDATA[ … ]]>
                    match = 0
                } else {
                    mode = .declaration
                    continue
                }
            case .bangDash:
                if b == UInt8(ascii: "-") {
                    mode = .comment
                    match = 0
                } else {
                    mode = .declaration
                    continue
                }
            case .comment:
                if b == UInt8(ascii: "-") {
                    match = min(match + 1, 2)
                } else if b == UInt8(ascii: ">") && match == 2 {
                    mode = .text
                    return i + 1
                } else {
                    match = 0
                }
            case .processingInstruction:
                if b == UInt8(ascii: ">") && match == 1 {
                    mode = .text
                    return i + 1
                }
                match = b == UInt8(ascii: "?") ? 1 : 0
            case .declaration:
                if b == UInt8(ascii: ">") {
                    mode = .text
                    return i + 1
                } else if b == UInt8(ascii: "[") {
                    mode = .subset
                    match = 0
                }
            case .subset:
                // `]>`, or `]` and whitespace before `>`: the end of the subset, whatever its declarations hold.
                if b == UInt8(ascii: "]") {
                    match = 1
                } else if match == 1 && b == UInt8(ascii: ">") {
                    mode = .text
                    return i + 1
                } else if !(match == 1 && Self.isSpace(b)) {
                    match = 0
                }
            case .text, .tag, .done:
                return i
            }
            i += 1
        }
        return i
    }

    @inline(__always)
    static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09
    }

    /// Whether the tag's name, at `p[c...]`, is `name`.
    @inline(__always)
    static func isName(_ p: UnsafePointer<UInt8>, _ c: Int, _ e: Int, _ name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard e - c >= count else { return false }
        let after = p[c + count]
        guard after == UInt8(ascii: ">") || after == UInt8(ascii: "/") || isSpace(after) else { return false }
        return memcmp(p + c, name.utf8Start, count) == 0
    }

    /// The name of the tag at `p[c..<e]`.
    static func name(_ p: UnsafePointer<UInt8>, _ c: Int, _ e: Int) -> String {
        var k = c
        while k < e && !isSpace(p[k]) && p[k] != UInt8(ascii: "/") { k += 1 }
        return String(decoding: UnsafeBufferPointer(start: p + c, count: k - c), as: UTF8.self)
    }

    /// Reads one element tag, `p[c..<e]` between its `<` and `>`. Returns whether it opened a top-level element.
    mutating func tag(_ p: UnsafePointer<UInt8>, _ c: Int, _ e: Int, _ record: (AppleHealthRecord) throws -> Void) throws
        -> Bool
    {
        guard e > c else { throw Problem(sawHealthData ? "an empty tag <>" : "\(Self.notAnExport): it has an empty tag <>") }
        if p[c] == UInt8(ascii: "/") {
            switch depth {
            case 0:
                throw Problem(
                    "\(sawHealthData ? "" : "\(Self.notAnExport): ")</\(Self.name(p, c + 1, e))> closes an element never opened")
            case 1:
                guard Self.isName(p, c + 1, e, "HealthData") else {
                    throw Problem("</\(Self.name(p, c + 1, e))> where </HealthData> was expected")
                }
                mode = .done
            case 2:
                open = .none
            default:
                break
            }
            depth -= 1
            return false
        }
        let selfClosing = p[e - 1] == UInt8(ascii: "/")
        switch depth {
        case 1:
            let opens = !selfClosing
            if Self.isName(p, c, e, "Record") {
                try topLevelRecord(p, c + 6, selfClosing ? e - 1 : e, record)
                if opens {
                    open = .record
                    openName = "Record"
                }
            } else {
                let name = Self.name(p, c, e)
                skipped[name, default: 0] += 1
                if opens {
                    open = name == "Correlation" ? .correlation : .other
                    openName = name
                }
            }
            if opens { depth = 2 }
            return opens
        case 0:
            guard Self.isName(p, c, e, "HealthData") else {
                throw Problem("\(Self.notAnExport): its first element is <\(Self.name(p, c, e))>, not <HealthData>")
            }
            sawHealthData = true
            if selfClosing { mode = .done } else { depth = 1 }
            return false
        default:
            if depth == 2 && open == .correlation && Self.isName(p, c, e, "Record") { inCorrelations += 1 }
            if !selfClosing { depth += 1 }
            return false
        }
    }
}

// MARK: - Records

extension AppleHealthExportReader {
    /// Reads the attributes of a top-level Record, `p[a..<e]`: only its type unless the type is wanted.
    mutating func topLevelRecord(_ p: UnsafePointer<UInt8>, _ a: Int, _ e: Int, _ record: (AppleHealthRecord) throws -> Void)
        throws
    {
        var type = -1
        var (sourceName, unit, value, startDate, endDate) = ((-1, -1), (-1, -1), (-1, -1), (-1, -1), (-1, -1))
        var j = a
        while true {
            while j < e && Self.isSpace(p[j]) { j += 1 }
            if j >= e { break }
            let ns = j
            while j < e && p[j] != UInt8(ascii: "=") && !Self.isSpace(p[j]) { j += 1 }
            let ne = j
            while j < e && Self.isSpace(p[j]) { j += 1 }
            guard j < e && p[j] == UInt8(ascii: "=") else { throw malformed(p, ns, ne) }
            j += 1
            while j < e && Self.isSpace(p[j]) { j += 1 }
            guard j < e && (p[j] == UInt8(ascii: "\"") || p[j] == UInt8(ascii: "'")) else { throw malformed(p, ns, ne) }
            let vs = j + 1
            guard let ve = Self.find(p[j], p, vs, e) else { throw malformed(p, ns, ne) }
            j = ve + 1
            let range = (vs, ve)
            switch ne - ns {
            case 4:
                if Self.isAttribute(p, ns, "type") {
                    type = knownType(p, vs, ve)
                    if !known[type].wanted {
                        skipped[known[type].name, default: 0] += 1
                        return
                    }
                } else if Self.isAttribute(p, ns, "unit") {
                    unit = range
                }
            case 5: if Self.isAttribute(p, ns, "value") { value = range }
            case 7: if Self.isAttribute(p, ns, "endDate") { endDate = range }
            case 9: if Self.isAttribute(p, ns, "startDate") { startDate = range }
            case 10: if Self.isAttribute(p, ns, "sourceName") { sourceName = range }
            default: break
            }
        }
        guard type >= 0 else { throw Problem("a Record has no type") }
        let name = known[type].name
        guard startDate.0 >= 0 else { throw Problem("a \(name) Record has no startDate") }
        guard endDate.0 >= 0 else { throw Problem("a \(name) Record has no endDate") }
        try record(
            AppleHealthRecord(
                type: name,
                sourceName: sourceName.0 >= 0 ? Self.text(p, sourceName.0, sourceName.1, removingControls: true) : "",
                unit: unit.0 >= 0 ? Self.text(p, unit.0, unit.1) : nil,
                value: value.0 >= 0 ? Self.text(p, value.0, value.1) : nil,
                startDate: try Self.date(p, startDate.0, startDate.1, "startDate", of: name),
                endDate: try Self.date(p, endDate.0, endDate.1, "endDate", of: name)))
    }

    func malformed(_ p: UnsafePointer<UInt8>, _ ns: Int, _ ne: Int) -> Problem {
        let name = String(decoding: UnsafeBufferPointer(start: p + ns, count: min(ne - ns, 40)), as: UTF8.self)
        return Problem("a Record's attribute \(name) is not written name=\"value\"")
    }

    @inline(__always)
    static func isAttribute(_ p: UnsafePointer<UInt8>, _ ns: Int, _ name: StaticString) -> Bool {
        memcmp(p + ns, name.utf8Start, name.utf8CodeUnitCount) == 0
    }

    /// The index in ``known`` of the record type written `p[s..<e]`, added if new.
    mutating func knownType(_ p: UnsafePointer<UInt8>, _ s: Int, _ e: Int) -> Int {
        let count = e - s
        func same(_ index: Int) -> Bool {
            known[index].bytes.withUnsafeBufferPointer { $0.count == count && memcmp($0.baseAddress!, p + s, count) == 0 }
        }
        if lastKnown >= 0 && same(lastKnown) { return lastKnown }
        // FNV-1a.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in s..<e { hash = (hash ^ UInt64(p[k])) &* 0x100_0000_01b3 }
        let first = knownByHash[hash] ?? -1
        var index = first
        while index >= 0 {
            if same(index) {
                lastKnown = index
                return index
            }
            index = known[index].next
        }
        let name = Self.text(p, s, e)
        known.append(
            KnownType(bytes: Array(UnsafeBufferPointer(start: p + s, count: count)), name: name, wanted: types.contains(name), next: first))
        knownByHash[hash] = known.count - 1
        lastKnown = known.count - 1
        return lastKnown
    }

    @inline(__always)
    static func isControl(_ b: UInt8) -> Bool { b < 0x20 || b == 0x7F }

    /// An attribute value, `p[s..<e]`, with its entities decoded, and without control characters if asked.
    static func text(_ p: UnsafePointer<UInt8>, _ s: Int, _ e: Int, removingControls: Bool = false) -> String {
        var plain = true
        for k in s..<e where p[k] == UInt8(ascii: "&") || (removingControls && isControl(p[k])) {
            plain = false
            break
        }
        if plain { return String(decoding: UnsafeBufferPointer(start: p + s, count: e - s), as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(e - s)
        var k = s
        while k < e {
            let b = p[k]
            k += 1
            if b != UInt8(ascii: "&") {
                if !(removingControls && isControl(b)) { out.append(b) }
                continue
            }
            // An entity: `&name;` within a few bytes, or the `&` kept as written.
            var semicolon = k
            while semicolon < e && semicolon - k < 10 && p[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
            guard semicolon < e && p[semicolon] == UInt8(ascii: ";"),
                let scalar = entity(UnsafeBufferPointer(start: p + k, count: semicolon - k))
            else {
                out.append(b)
                continue
            }
            k = semicolon + 1
            if removingControls && scalar.value < 0x80 && isControl(UInt8(scalar.value)) { continue }
            UTF8.encode(scalar) { out.append($0) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The character an entity's name (between `&` and `;`) stands for, or nil if it is not one XML knows.
    static func entity(_ name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        switch String(decoding: name, as: UTF8.self) {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            // `&#NN;` or `&#xHH;`: digits only, no sign.
            guard name.count >= 2 && name[0] == UInt8(ascii: "#") else { return nil }
            let hex = name[1] == UInt8(ascii: "x") || name[1] == UInt8(ascii: "X")
            let digits = name[(hex ? 2 : 1)...]
            guard !digits.isEmpty && digits.count <= 8 else { return nil }
            var value: UInt32 = 0
            for b in digits {
                let digit: UInt8
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: digit = b - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: digit = b - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value * (hex ? 16 : 10) + UInt32(digit)
            }
            return Unicode.Scalar(value)
        }
    }
}

// MARK: - Dates

extension AppleHealthExportReader {
    /// The instant written `p[s..<e]` as `2025-05-28 14:00:00 +0100` (or `-0400`), the form of every date in an
    /// export, by arithmetic: the day counted from 1970-01-01 in the proleptic Gregorian calendar, plus the time,
    /// minus the offset from UTC.
    static func date(_ p: UnsafePointer<UInt8>, _ s: Int, _ e: Int, _ attribute: String, of type: String) throws -> Date {
        if let seconds = secondsSince1970(p, s, e) { return Date(timeIntervalSince1970: Double(seconds)) }
        let written = String(decoding: UnsafeBufferPointer(start: p + s, count: min(e - s, 60)), as: UTF8.self)
        throw Problem("the \(attribute) of a \(type) Record, \"\(written)\", is not a date like 2025-05-28 14:00:00 +0100")
    }

    /// Seconds since 1970-01-01 00:00:00 UTC of `YYYY-MM-DD hh:mm:ss ±hhmm` at `p[s..<e]`, or nil if it is not one.
    static func secondsSince1970(_ p: UnsafePointer<UInt8>, _ s: Int, _ e: Int) -> Int? {
        guard e - s == 25 else { return nil }
        let p = p + s
        var bad = false
        func number(_ at: Int, _ digits: Int) -> Int {
            var value = 0
            for k in at..<(at + digits) {
                let digit = p[k] &- UInt8(ascii: "0")
                if digit > 9 { bad = true }
                value = value * 10 + Int(digit)
            }
            return value
        }
        let dash = UInt8(ascii: "-")
        let colon = UInt8(ascii: ":")
        let space = UInt8(ascii: " ")
        guard p[4] == dash, p[7] == dash, p[10] == space, p[13] == colon, p[16] == colon, p[19] == space,
            p[20] == UInt8(ascii: "+") || p[20] == dash
        else { return nil }
        let (year, month, day) = (number(0, 4), number(5, 2), number(8, 2))
        let (hour, minute, second) = (number(11, 2), number(14, 2), number(17, 2))
        let (offsetHours, offsetMinutes) = (number(21, 2), number(23, 2))
        guard !bad, (1...12).contains(month), day >= 1, day <= daysIn(month, of: year), hour < 24, minute < 60, second <= 60,
            offsetHours <= 18, offsetMinutes < 60
        else { return nil }
        let offset = (offsetHours * 3600 + offsetMinutes * 60) * (p[20] == dash ? -1 : 1)
        return daysSince1970(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    static func daysSince1970(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
