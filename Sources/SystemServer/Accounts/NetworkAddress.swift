import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Addresses: which host names a server may serve local mode on, and where a request came from.
public enum NetworkAddress {
    /// True when `host` names only this machine: `localhost`, 127.0.0.0/8 or `::1` (with or without brackets).
    ///
    /// Local mode has no sign-in, so it may only listen where no one else can connect.
    public static func isLoopback(_ host: String) -> Bool {
        var name = host.trimmingCharacters(in: .whitespaces).lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        if name == "localhost" || name.hasSuffix(".localhost") { return true }
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if let octets = ipv4(name) { return octets[0] == 127 }
        if let bytes = ipv6(name) {
            // ::1, and an IPv4-mapped loopback address (::ffff:127.x.x.x).
            if bytes == [UInt8](repeating: 0, count: 15) + [1] { return true }
            return bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff && bytes[12] == 127
        }
        return false
    }

    /// The four octets of a dotted-quad IPv4 address, or nil.
    static func ipv4(_ text: String) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), let value = UInt8(part) else { return nil }
            octets.append(value)
        }
        return octets
    }

    /// The sixteen bytes of an IPv6 address, or nil.
    static func ipv6(_ text: String) -> [UInt8]? {
        guard text.contains(":"), let address = try? SocketAddress(ipAddress: text, port: 0),
            case .v6(let v6) = address
        else { return nil }
        return withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
    }

    /// The client's address as the server may believe it.
    ///
    /// Behind a reverse proxy (`trustProxy`), the last entry of `X-Forwarded-For` — the one the proxy itself added;
    /// anything before it was written by the client and proves nothing. Otherwise the socket's peer. "unknown" when
    /// neither is known (a test without a socket).
    static func client(of request: Request, peer: SocketAddress?, trustProxy: Bool) -> String {
        if trustProxy {
            let hops = request.headers[values: HTTPField.Name("X-Forwarded-For")!]
                .flatMap { $0.split(separator: ",") }
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if let last = hops.last, isAddress(last) { return last }
        }
        return peer?.ipAddress ?? "unknown"
    }

    /// True for a bare IPv4 or IPv6 address (what a proxy writes), so a forged header cannot put other text in logs.
    static func isAddress(_ text: String) -> Bool {
        ipv4(text) != nil || ipv6(text) != nil
    }
}
