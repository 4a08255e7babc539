import HTTPTypes
import Hummingbird
import NIOCore
import Testing

@testable import SystemServer

/// Which addresses count as this machine only, and which client address a request is believed to come from.
struct NetworkAddressTests {
    @Test(arguments: [
        "127.0.0.1", "127.1.2.3", "127.255.255.254", "localhost", "LOCALHOST", "localhost.", "app.localhost",
        "::1", "[::1]", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1",
    ])
    func loopbackAddressesAreLocal(host: String) {
        #expect(NetworkAddress.isLoopback(host))
    }

    @Test(arguments: [
        "0.0.0.0", "::", "[::]", "192.168.1.10", "10.0.0.1", "128.0.0.1", "126.255.255.255", "example.org",
        "localhost.example.org", "127.0.0.1.example.org", "127.0.0", "127.0.0.256", "", "::2", "::ffff:10.0.0.1",
    ])
    func otherAddressesAreNot(host: String) {
        #expect(!NetworkAddress.isLoopback(host))
    }

    @Test func withoutTrustingAProxyTheSocketPeerIsTheClient() throws {
        let peer = try SocketAddress(ipAddress: "192.0.2.7", port: 5000)
        let request = Self.request(forwardedFor: ["203.0.113.9"])
        #expect(NetworkAddress.client(of: request, peer: peer, trustProxy: false) == "192.0.2.7")
        #expect(NetworkAddress.client(of: Self.request(forwardedFor: []), peer: nil, trustProxy: false) == "unknown")
    }

    @Test(arguments: [
        (["203.0.113.9"], "203.0.113.9"),
        (["1.1.1.1, 203.0.113.9"], "203.0.113.9"),  // the client's own claim comes first; the proxy appends
        (["1.1.1.1", "2001:db8::5"], "2001:db8::5"),  // several header lines: the last one's last hop
        (["203.0.113.9, not-an-address"], "192.0.2.7"),  // a last hop that is not an address is not believed
        ([String](), "192.0.2.7"),
    ])
    func behindATrustedProxyTheLastForwardedHopIsTheClient(headers: [String], expected: String) throws {
        let peer = try SocketAddress(ipAddress: "192.0.2.7", port: 5000)
        #expect(NetworkAddress.client(of: Self.request(forwardedFor: headers), peer: peer, trustProxy: true) == expected)
    }

    static func request(forwardedFor values: [String]) -> Request {
        var fields = HTTPFields()
        for value in values { fields.append(HTTPField(name: HTTPField.Name("X-Forwarded-For")!, value: value)) }
        return Request(
            head: HTTPRequest(method: .get, scheme: "http", authority: "localhost", path: "/", headerFields: fields),
            body: RequestBody(buffer: ByteBuffer()))
    }
}
