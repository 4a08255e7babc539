import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The files the app serves itself (CSS, JS, icons, the web manifest, the service worker), read into memory once at
/// start.
struct Assets: Sendable {
    private let files: [String: (contentType: String, bytes: ByteBuffer)]

    static func load() throws -> Assets {
        guard let directory = Bundle.module.url(forResource: "assets", withExtension: nil) else { throw AssetsError.missing }
        var files: [String: (String, ByteBuffer)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            files[name] = (contentType(of: name), ByteBuffer(bytes: data))
        }
        if let worker = files["sw.js"] {
            let version = try digest(of: files.filter { $0.key != "sw.js" }.mapValues { $0.1 }, templates: try Templates.bundled())
            let text = String(buffer: worker.1).replacingOccurrences(of: "__ASSETS_VERSION__", with: version)
            files["sw.js"] = (worker.0, ByteBuffer(string: text))
        }
        return Assets(files: files)
    }

    /// A short digest of every asset and template (FNV-1a, 64 bits), written into the service worker: whenever
    /// what it caches changes, its bytes change, so browsers install it again and it caches the new shell.
    static func digest(of files: [String: ByteBuffer], templates: [String: String]) throws -> String {
        var contents = files.mapValues { Array($0.readableBytesView) }
        for (name, source) in templates {
            contents["templates/\(name).mustache"] = Array(source.utf8)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for name in contents.keys.sorted() {
            for byte in Array(name.utf8) + [0] + (contents[name] ?? []) + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    func response(for name: String) -> Response {
        guard let file = files[name] else {
            return Response(
                status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: "Not found")))
        }
        return Response(
            status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
            body: .init(byteBuffer: file.bytes))
    }

    enum AssetsError: Error { case missing }

    private static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension {
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "json": "application/json; charset=utf-8"
        case "webmanifest": "application/manifest+json"
        case "png": "image/png"
        case "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
