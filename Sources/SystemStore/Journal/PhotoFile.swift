import Foundation

/// A photo's file as its bytes tell it: what it is, how it is turned, and the file without what it says about where
/// and with what it was taken.
///
/// The format is read from the bytes, never from a name or a content type. The metadata is removed by walking the
/// file's own structure (JPEG segments, PNG chunks) and copying what draws the picture, so the picture itself is not
/// encoded again. Written by hand: no Swift library on this platform reads JPEG markers, and libjpeg keeps them only
/// to hand them back unparsed.
public struct PhotoFile: Sendable {
    public enum Format: String, Sendable {
        case jpeg, png, heic, webp, gif, other

        public var mediaType: String {
            switch self {
            case .jpeg: "image/jpeg"
            case .png: "image/png"
            case .heic: "image/heic"
            case .webp: "image/webp"
            case .gif: "image/gif"
            case .other: "application/octet-stream"
            }
        }
    }

    public let bytes: [UInt8]
    public let format: Format

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        format = Self.format(of: bytes)
    }

    static func format(of bytes: [UInt8]) -> Format {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("GIF8".utf8)) { return .gif }
        if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            if ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"].contains(brand) { return .heic }
        }
        return .other
    }

    // MARK: JPEG

    /// A JPEG's segments before its image data: marker and the bytes of the whole segment (marker and length too).
    private struct Segment {
        let marker: UInt8
        let range: Range<Int>
        /// The bytes after the marker and the length (none for a marker without them, such as EOI).
        var payload: Range<Int> { range.count >= 4 ? (range.lowerBound + 4)..<range.upperBound : range.upperBound..<range.upperBound }
    }

    /// Walks a JPEG: the segments up to each scan, and each scan's header and entropy-coded data as one piece, ending
    /// at the EOI marker (anything after it, such as a second image phones append, is not part of the picture).
    /// Nil when the bytes do not hold together as a JPEG.
    private func jpegPieces() -> [Segment]? {
        var pieces: [Segment] = []
        var at = 2
        while at + 1 < bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            var marker = bytes[at + 1]
            var start = at
            while marker == 0xFF, start + 2 < bytes.count {  // fill bytes before a marker
                start += 1
                marker = bytes[start + 1]
            }
            if marker == 0xD9 {  // EOI
                pieces.append(Segment(marker: marker, range: start..<start + 2))
                return pieces
            }
            guard start + 3 < bytes.count else { return nil }
            let length = Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
            guard length >= 2, start + 2 + length <= bytes.count else { return nil }
            var end = start + 2 + length
            if marker == 0xDA {  // SOS: the scan's data runs to the next marker that is not a stuffed byte or a restart
                while end + 1 < bytes.count {
                    if bytes[end] == 0xFF, bytes[end + 1] != 0x00, !(0xD0...0xD7).contains(bytes[end + 1]) { break }
                    end += 1
                }
                if end + 1 >= bytes.count { return nil }
            }
            pieces.append(Segment(marker: marker, range: start..<end))
            at = end
        }
        return nil
    }

    /// The EXIF orientation (1–8) a JPEG declares; nil when it declares none.
    public var orientation: Int? {
        guard format == .jpeg, let pieces = jpegPieces() else { return nil }
        for piece in pieces where piece.marker == 0xE1 {
            let payload = Array(bytes[piece.payload])
            guard payload.count > 14, payload.starts(with: Array("Exif".utf8) + [0, 0]) else { continue }
            return Self.exifOrientation(Array(payload[6...]))
        }
        return nil
    }

    /// Reads tag 0x0112 from a TIFF structure's first directory.
    static func exifOrientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little = tiff[0] == 0x49
        guard little || tiff[0] == 0x4D else { return nil }
        func read(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= tiff.count else { return nil }
            let bytes = tiff[offset..<offset + size]
            return (little ? bytes.reversed() : Array(bytes)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let directory = read(4, 4), let count = read(directory, 2) else { return nil }
        for index in 0..<min(count, 512) {
            let entry = directory + 2 + index * 12
            guard let tag = read(entry, 2) else { return nil }
            if tag == 0x0112, let value = read(entry + 8, 2) { return (1...8).contains(value) ? value : nil }
        }
        return nil
    }

    /// The file without its metadata: for a JPEG, every segment but those that draw the picture (the frame, tables,
    /// scans, JFIF, the colour profile and Adobe's colour transform); for a PNG, every chunk but the picture's and its
    /// colours'. The orientation goes with the EXIF data: a turned photo is turned first (``PhotoCodecs``).
    /// Nil when the bytes do not hold together.
    public func withoutMetadata() -> [UInt8]? {
        switch format {
        case .jpeg:
            guard let pieces = jpegPieces() else { return nil }
            var out: [UInt8] = [0xFF, 0xD8]
            for piece in pieces where Self.keepsJPEG(piece.marker, payload: bytes[piece.payload]) {
                out += bytes[piece.range]
            }
            return out
        case .png:
            guard let chunks = pngChunks() else { return nil }
            var out = Array(bytes[0..<8])
            for chunk in chunks where Self.keptPNGChunks.contains(chunk.type) { out += bytes[chunk.range] }
            return out
        default:
            return nil
        }
    }

    private static func keepsJPEG(_ marker: UInt8, payload: ArraySlice<UInt8>) -> Bool {
        switch marker {
        case 0xE0: payload.starts(with: Array("JFIF".utf8))
        case 0xE2: payload.starts(with: Array("ICC_PROFILE".utf8))
        case 0xEE: payload.starts(with: Array("Adobe".utf8))
        case 0xE1, 0xE3...0xED, 0xEF, 0xFE: false  // EXIF, XMP, maker notes, comments
        default: true
        }
    }

    // MARK: PNG

    private struct Chunk {
        let type: String
        let range: Range<Int>
    }

    private func pngChunks() -> [Chunk]? {
        var chunks: [Chunk] = []
        var at = 8
        while at + 12 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            let end = at + 12 + length
            guard length >= 0, end <= bytes.count else { return nil }
            chunks.append(Chunk(type: type, range: at..<end))
            at = end
            if type == "IEND" { return chunks }
        }
        return nil
    }

    /// What draws a PNG and says how its colours read; text, times and EXIF chunks are left out.
    static let keptPNGChunks: Set<String> = [
        "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "bKGD", "pHYs", "acTL", "fcTL", "fdAT",
    ]
}
