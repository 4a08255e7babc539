import CPhotoCodecs
import Crypto
import Foundation
import SystemCore

/// A photo made ready to keep: the bytes kept (without metadata unless the user keeps it, turned upright), their
/// size as shown, their SHA-256, and a thumbnail.
public struct PreparedPhoto: Sendable {
    public let bytes: [UInt8]
    public let mediaType: String
    public let width: Int
    public let height: Int
    public let sha256: String
    /// A JPEG at most ``PhotoCodecs/thumbnailSide`` pixels on its longer side.
    public let thumbnail: [UInt8]
}

/// A photo refused, in words a person can act on.
public struct PhotoError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Reads, turns, shrinks and writes photos through libjpeg-turbo and libpng (the `CPhotoCodecs` target).
public enum PhotoCodecs {
    /// The largest picture read: 100 megapixels (a phone's largest photo has 48).
    public static let maximumPixels = 100_000_000
    /// A thumbnail's longer side: sharp in a three-column grid on a phone's screen.
    public static let thumbnailSide = 512

    /// Makes an upload ready to keep. Only JPEG and PNG are kept, told by their bytes; the metadata (where, when and
    /// with what camera) is removed unless `keepMetadata`, and a photo whose EXIF says it is turned is turned upright
    /// first (as its metadata goes, so would the turn). A kept JPEG that needs no turning is not encoded again.
    public static func prepare(_ bytes: [UInt8], keepMetadata: Bool) throws(PhotoError) -> PreparedPhoto {
        let file = PhotoFile(bytes)
        switch file.format {
        case .jpeg:
            let orientation = file.orientation ?? 1
            let kept: [UInt8]
            var shown: (width: Int, height: Int)
            if keepMetadata || orientation == 1 {
                guard let stripped = keepMetadata ? bytes : file.withoutMetadata() else { throw damaged }
                kept = stripped
                shown = try jpegSize(kept)
                if orientation >= 5 { shown = (shown.height, shown.width) }
            } else {
                let upright = try orient(try decodeJPEG(bytes, atLeast: 0), orientation)
                kept = try encodeJPEG(upright, quality: 92)
                shown = (Int(upright.width), Int(upright.height))
            }
            var small = try decodeJPEG(kept, atLeast: thumbnailSide)
            if keepMetadata, orientation != 1 { small = try orient(small, orientation) }
            return PreparedPhoto(
                bytes: kept, mediaType: "image/jpeg", width: shown.width, height: shown.height, sha256: sha256(kept),
                thumbnail: try thumbnail(of: small))
        case .png:
            guard let kept = keepMetadata ? bytes : file.withoutMetadata() else { throw damaged }
            let image = try decodePNG(kept)
            return PreparedPhoto(
                bytes: kept, mediaType: "image/png", width: Int(image.width), height: Int(image.height), sha256: sha256(kept),
                thumbnail: try thumbnail(of: image))
        case .heic, .webp, .gif:
            throw PhotoError(
                "This is a \(file.format == .heic ? "HEIC" : file.format == .webp ? "WebP" : "GIF") image; photos are kept as JPEG or PNG. "
                    + "Choose it in a browser that converts it (Safari on an iPhone does), or export it as JPEG first.")
        case .other:
            throw PhotoError("This file is not a photo: only JPEG and PNG images are kept.")
        }
    }

    /// Encodes 8-bit RGB pixels (rows top to bottom) as a JPEG: for tests and tools that draw their own pictures.
    public static func jpeg(rgb: [UInt8], width: Int, height: Int, quality: Int = 90) throws(PhotoError) -> [UInt8] {
        precondition(rgb.count == width * height * 3, "RGB pixels are width × height × 3 bytes.")
        guard let copy = malloc(rgb.count)?.assumingMemoryBound(to: UInt8.self) else { throw PhotoError("Out of memory.") }
        rgb.withUnsafeBufferPointer { copy.update(from: $0.baseAddress!, count: rgb.count) }
        return try encodeJPEG(Pixels(pc_image(pixels: copy, width: Int32(width), height: Int32(height))), quality: quality)
    }

    /// A JPEG's or PNG's pixels as 8-bit RGB, rows top to bottom (as stored: its EXIF orientation is not applied).
    public static func rgb(of bytes: [UInt8]) throws(PhotoError) -> (rgb: [UInt8], width: Int, height: Int) {
        let pixels = try PhotoFile(bytes).format == .png ? decodePNG(bytes) : decodeJPEG(bytes, atLeast: 0)
        let count = Int(pixels.width) * Int(pixels.height) * 3
        return (Array(UnsafeBufferPointer(start: pixels.image.pixels, count: count)), Int(pixels.width), Int(pixels.height))
    }

    /// ``prepare(_:keepMetadata:)`` in turn with every other photo being made ready: at most two at once, whoever
    /// sends them, since each can hold a core and hundreds of megabytes for a moment.
    public static func prepareInTurn(_ bytes: [UInt8], keepMetadata: Bool) async throws -> PreparedPhoto {
        await PhotoTurns.shared.enter()
        defer { Task { await PhotoTurns.shared.leave() } }
        return try prepare(bytes, keepMetadata: keepMetadata)
    }

    public static func sha256(_ bytes: [UInt8]) -> String {
        String(hex: SHA256.hash(data: bytes))
    }

    static let damaged = PhotoError("This image is damaged: its file ends early or does not hold together.")

    // MARK: The C layer, its buffers owned by Swift

    /// Pixels decoded by the C layer, freed when the last reference goes.
    final class Pixels: @unchecked Sendable {
        var image: pc_image
        init(_ image: pc_image) { self.image = image }
        deinit { pc_free(image.pixels) }
        var width: Int32 { image.width }
        var height: Int32 { image.height }
    }

    private static func message(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func jpegSize(_ bytes: [UInt8]) throws(PhotoError) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { pc_jpeg_size($0.baseAddress, $0.count, &width, &height, &buffer, buffer.count) }
        guard status == 0 else { throw PhotoError("This JPEG cannot be read (\(message(buffer))).") }
        return (Int(width), Int(height))
    }

    static func decodeJPEG(_ bytes: [UInt8], atLeast side: Int) throws(PhotoError) -> Pixels {
        var image = pc_image()
        var buffer = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer {
            pc_jpeg_decode($0.baseAddress, $0.count, Int32(side), maximumPixels, &image, &buffer, buffer.count)
        }
        guard status == 0 else { throw refusal(message(buffer), "JPEG") }
        return Pixels(image)
    }

    static func decodePNG(_ bytes: [UInt8]) throws(PhotoError) -> Pixels {
        var image = pc_image()
        var buffer = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { pc_png_decode($0.baseAddress, $0.count, maximumPixels, &image, &buffer, buffer.count) }
        guard status == 0 else { throw refusal(message(buffer), "PNG") }
        return Pixels(image)
    }

    private static func refusal(_ detail: String, _ kind: String) -> PhotoError {
        detail.contains("too many pixels")
            ? PhotoError("This image has more than \(maximumPixels / 1_000_000) megapixels: make it smaller first.")
            : PhotoError("This \(kind) cannot be read (\(detail)).")
    }

    static func encodeJPEG(_ pixels: Pixels, quality: Int) throws(PhotoError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var buffer = [CChar](repeating: 0, count: 256)
        guard pc_jpeg_encode(&pixels.image, Int32(quality), &output, &size, &buffer, buffer.count) == 0, let output else {
            throw PhotoError("The photo could not be written (\(message(buffer))).")
        }
        defer { pc_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }

    static func orient(_ pixels: Pixels, _ orientation: Int) throws(PhotoError) -> Pixels {
        guard orientation != 1 else { return pixels }
        var turned = pc_image()
        guard pc_orient(&pixels.image, Int32(orientation), &turned) == 0 else { throw PhotoError("The photo is too large to turn.") }
        return Pixels(turned)
    }

    /// The thumbnail of a file as kept (of an import, whose files were prepared when they were first added).
    static func thumbnail(of bytes: [UInt8]) throws(PhotoError) -> [UInt8] {
        let file = PhotoFile(bytes)
        switch file.format {
        case .jpeg: return try thumbnail(of: orient(decodeJPEG(bytes, atLeast: thumbnailSide), file.orientation ?? 1))
        case .png: return try thumbnail(of: decodePNG(bytes))
        default: throw PhotoError("This file is not a photo: only JPEG and PNG images are kept.")
        }
    }

    /// A JPEG of the picture at most ``thumbnailSide`` on its longer side.
    static func thumbnail(of pixels: Pixels) throws(PhotoError) -> [UInt8] {
        let width = Int(pixels.width)
        let height = Int(pixels.height)
        let scale = min(1, Double(thumbnailSide) / Double(max(width, height)))
        var small = pixels
        if scale < 1 {
            var resized = pc_image()
            let target = (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
            guard pc_resize(&pixels.image, Int32(target.0), Int32(target.1), &resized) == 0 else {
                throw PhotoError("The photo is too large to shrink.")
            }
            small = Pixels(resized)
        }
        return try encodeJPEG(small, quality: 82)
    }
}

/// Turns for the work of making photos ready: a counting semaphore that waits without blocking a thread.
actor PhotoTurns {
    static let shared = PhotoTurns(limit: 2)
    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { self.limit = limit }

    func enter() async {
        if running < limit {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the first one waiting, or gives it back.
    func leave() {
        if waiting.isEmpty { running -= 1 } else { waiting.removeFirst().resume() }
    }
}
