import Foundation
import SystemStore
import SystemTestSupport
import Testing

/// A photo's bytes: told by what they are, not their name; stripped of where and with what they were taken; turned
/// upright; shrunk to a thumbnail.
@Suite struct PhotoFileTests {
    static let formats: [([UInt8], PhotoFile.Format)] = [
        ([0xFF, 0xD8, 0xFF, 0xE0], .jpeg), ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
        (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8), .webp), ([0, 0, 0, 0x18] + Array("ftypheic".utf8), .heic),
        (Array("GIF89a".utf8), .gif), (Array("%PDF-1.7".utf8), .other), (Array("<svg xmlns".utf8), .other), ([], .other),
    ]

    @Test(arguments: formats)
    func theFormatIsToldByTheBytes(_ bytes: [UInt8], _ format: PhotoFile.Format) {
        #expect(PhotoFile(bytes).format == format)
    }

    @Test func aJPEGLosesItsMetadataButNotItsPicture() throws {
        // Given a photo with EXIF (a location), XMP and a comment
        let photo = TestPhotos.jpeg(metadata: true)
        #expect(Self.contains(photo, TestPhotos.secret))

        // When it is prepared to keep
        let kept = try PhotoCodecs.prepare(photo, keepMetadata: false)

        // Then none of it is left, the picture is the same bytes as without metadata, and it still decodes
        #expect(!Self.contains(kept.bytes, TestPhotos.secret))
        #expect(!Self.contains(kept.bytes, "Exif"))
        #expect(kept.bytes == TestPhotos.jpeg())
        #expect((kept.width, kept.height) == (64, 32))
        #expect(kept.sha256 == PhotoCodecs.sha256(kept.bytes))
        #expect(try PhotoCodecs.rgb(of: kept.bytes).width == 64)
    }

    @Test func keptMetadataIsKeptAsItCame() throws {
        let photo = TestPhotos.jpeg(metadata: true)
        let kept = try PhotoCodecs.prepare(photo, keepMetadata: true)
        #expect(kept.bytes == photo)
    }

    /// EXIF orientations and where the red half (stored on the left) is shown.
    @Test(arguments: [
        (1, 64, 32, "left"), (2, 64, 32, "right"), (3, 64, 32, "right"), (4, 64, 32, "left"),
        (5, 32, 64, "top"), (6, 32, 64, "top"), (7, 32, 64, "bottom"), (8, 32, 64, "bottom"),
    ])
    func aTurnedPhotoIsTurnedUpright(_ orientation: Int, _ width: Int, _ height: Int, _ red: String) throws {
        // Given a photo stored red left, blue right, whose EXIF says how to turn it
        let photo = TestPhotos.jpeg(orientation: orientation)

        // When it is kept without its metadata
        let kept = try PhotoCodecs.prepare(photo, keepMetadata: false)

        // Then its pixels are turned as the orientation asked, and it says no orientation any more
        let (rgb, w, h) = try PhotoCodecs.rgb(of: kept.bytes)
        #expect((w, h) == (width, height))
        #expect((kept.width, kept.height) == (width, height))
        #expect(PhotoFile(kept.bytes).orientation == nil)
        func isRed(_ x: Int, _ y: Int) -> Bool {
            let i = (y * w + x) * 3
            return rgb[i] > 200 && rgb[i + 2] < 60
        }
        let probe: (Int, Int) =
            switch red {
            case "left": (w / 4, h / 2)
            case "right": (3 * w / 4, h / 2)
            case "top": (w / 2, h / 4)
            default: (w / 2, 3 * h / 4)
            }
        #expect(isRed(probe.0, probe.1))
        #expect(!isRed(w - 1 - probe.0, h - 1 - probe.1))
    }

    @Test func aPhotoWithItsMetadataKeptReportsItsSizeAsShown() throws {
        let kept = try PhotoCodecs.prepare(TestPhotos.jpeg(orientation: 6), keepMetadata: true)
        #expect((kept.width, kept.height) == (32, 64))
        #expect(PhotoFile(kept.bytes).orientation == 6)
    }

    @Test func aPNGLosesItsTextChunks() throws {
        let photo = TestPhotos.png(text: TestPhotos.secret)
        let kept = try PhotoCodecs.prepare(photo, keepMetadata: false)
        #expect(!Self.contains(kept.bytes, TestPhotos.secret))
        #expect(kept.bytes == TestPhotos.png())
        #expect(kept.mediaType == "image/png")
        #expect((kept.width, kept.height) == (40, 20))
    }

    @Test func aThumbnailIsAtMost512PixelsAndAJPEG() throws {
        let kept = try PhotoCodecs.prepare(TestPhotos.jpeg(width: 2000, height: 1000), keepMetadata: false)
        let thumbnail = try PhotoCodecs.rgb(of: kept.thumbnail)
        #expect(PhotoFile(kept.thumbnail).format == .jpeg)
        #expect((thumbnail.width, thumbnail.height) == (512, 256))
    }

    static let notPhotos: [([UInt8], String)] = {
        let heic: [UInt8] = [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [UInt8](repeating: 0, count: 32)
        let webp: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8)
        return [
            (Array("%PDF-1.7 a document".utf8), "not a photo"), (heic, "HEIC"), (webp, "WebP"),
            (Array(TestPhotos.jpeg().prefix(40)), "damaged"), (Array(TestPhotos.png().prefix(60)), "damaged"),
        ]
    }()

    @Test(arguments: notPhotos)
    func whatIsNotAPhotoIsRefusedInWords(_ bytes: [UInt8], _ words: String) {
        #expect(throws: PhotoError.self) { try PhotoCodecs.prepare(bytes, keepMetadata: false) }
        do {
            _ = try PhotoCodecs.prepare(bytes, keepMetadata: false)
        } catch {
            #expect(error.description.contains(words), "\(error.description)")
        }
    }

    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<$0 + needle.count]) == needle }
    }
}
