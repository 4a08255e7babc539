import Foundation
import SystemStore

/// Photos made in code for the tests: a JPEG whose left half is red and right half blue, with the metadata a phone
/// writes when asked (EXIF with an orientation and a location, XMP, a comment), and a PNG with text chunks.
public enum TestPhotos {
    /// What the metadata of ``jpeg(width:height:orientation:metadata:shade:)`` and ``png(width:height:text:)`` says,
    /// so a test can look for it in the bytes.
    public static let secret = "GPS 52.5200N 13.4050E Pixel-9"

    /// Left half red, right half blue (`shade` changes the blue, for photos that differ).
    public static func rgb(width: Int, height: Int, shade: UInt8 = 255) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for _ in 0..<height {
            for x in 0..<width { pixels += x < width / 2 ? [255, 0, 0] : [0, 0, shade] }
        }
        return pixels
    }

    public static func jpeg(width: Int = 64, height: Int = 32, orientation: Int? = nil, metadata: Bool = false, shade: UInt8 = 255)
        -> [UInt8]
    {
        let plain = try! PhotoCodecs.jpeg(rgb: rgb(width: width, height: height, shade: shade), width: width, height: height)
        guard metadata || orientation != nil else { return plain }
        var segments: [UInt8] = []
        // EXIF: a big-endian TIFF structure whose first directory holds the orientation, then the "location".
        var tiff: [UInt8] = Array("MM".utf8) + [0x00, 0x2A, 0, 0, 0, 8]
        tiff += [0, 1]  // one entry
        tiff += [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation ?? 1), 0, 0]
        tiff += [0, 0, 0, 0]  // no next directory
        tiff += Array(secret.utf8)
        segments += segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
        if metadata {
            segments += segment(0xE1, Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array("<x:xmpmeta>\(secret)</x:xmpmeta>".utf8))
            segments += segment(0xFE, Array("camera \(secret)".utf8))
        }
        return Array(plain[0..<2]) + segments + Array(plain[2...])
    }

    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// An RGB PNG, left half red and right half blue, with a `tEXt` chunk saying `text` when given (its image data
    /// stored uncompressed, which every decoder reads).
    public static func png(width: Int = 40, height: Int = 20, text: String? = nil) -> [UInt8] {
        var raw: [UInt8] = []
        let pixels = rgb(width: width, height: height)
        for y in 0..<height { raw += [0] + pixels[(y * width * 3)..<((y + 1) * width * 3)] }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let size = min(65_535, raw.count - offset)
            let last: UInt8 = offset + size == raw.count ? 1 : 0
            zlib += [last, UInt8(size & 0xFF), UInt8(size >> 8), UInt8(~size & 0xFF), UInt8((~size >> 8) & 0xFF)]
            zlib += raw[offset..<offset + size]
            offset += size
        } while offset < raw.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        zlib += bigEndian(b << 16 | a)
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        if let text { file += chunk("tEXt", Array("Comment".utf8) + [0] + Array(text.utf8)) }
        file += chunk("IDAT", zlib)
        file += chunk("IEND", [])
        return file
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }
}
