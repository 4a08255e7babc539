import Crypto
import Foundation
import ZIPFoundation

/// A Day One export made in code, as Day One writes its zip: `Journal.json` and a `photos/` folder whose files are
/// named by their MD5.
public enum DayOneFixture {
    /// A Day One zip as Day One writes it: two entries, the first with a JPEG (with a location in its EXIF) linked from
    /// its text and a PNG, the second with a HEIC photo this app cannot read.
    public static func zip(at url: URL) throws -> (jpeg: [UInt8], png: [UInt8]) {
        let jpeg = TestPhotos.jpeg(metadata: true)
        let png = TestPhotos.png()
        let heic: [UInt8] = [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [UInt8](repeating: 7, count: 64)
        func md5(_ bytes: [UInt8]) -> String { Insecure.MD5.hash(data: bytes).map { String(format: "%02x", $0) }.joined() }
        let json = ###"""
            {"metadata": {"version": "1.0"}, "entries": [
              {"uuid": "AAAA0000000000000000000000000001", "creationDate": "2026-11-20T22:30:00Z", "timeZone": "Europe/Berlin",
               "text": "The lake at dusk.\n\n![](dayone-moment://PHOTO1)\n\nCold, but worth it.", "tags": ["walks"], "starred": true,
               "photos": [{"identifier": "PHOTO1", "md5": "\###(md5(jpeg))", "type": "jpeg"}, {"identifier": "PHOTO2", "md5": "\###(md5(png))", "type": "png"}]},
              {"uuid": "AAAA0000000000000000000000000002", "creationDate": "2026-11-21T08:00:00Z", "timeZone": "America/New_York",
               "text": "Early train.", "photos": [{"identifier": "PHOTO3", "md5": "\###(md5(heic))", "type": "heic"}]}
            ]}
            """###
        let archive = try Archive(url: url, accessMode: .create)
        for (name, bytes) in [
            ("Export/Journal.json", Array(json.utf8)), ("Export/photos/\(md5(jpeg)).jpeg", jpeg), ("Export/photos/\(md5(png)).png", png),
            ("Export/photos/\(md5(heic)).heic", heic),
        ] {
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: .deflate) {
                position, size in
                Data(bytes[Int(position)..<Int(position) + size])
            }
        }
        return (jpeg, png)
    }
}
