import HTTPTypes
import Hummingbird

/// Answers 405 with an `Allow` header, instead of 404, to a method the API does not serve on a path it does serve
/// (`DELETE /api/v1/areas`, say).
///
/// Added after every route, so that it wraps only the router's not-found answer: it runs when no route took the
/// request, and then knows from the registered routes whether the path exists under another method.
struct MethodNotAllowedMiddleware: RouterMiddleware {
    typealias Context = AppContext
    /// The API's path templates (`/api/v1/goals/{id}`), split into segments, with their methods.
    private let routes: [(segments: [Substring], methods: [HTTPRequest.Method])]

    init(routes: [Router<AppContext>.RouteDescription]) {
        var methods: [String: [HTTPRequest.Method]] = [:]
        for route in routes where route.path.description.hasPrefix("/api/") {
            methods[route.path.description, default: []].append(route.method)
        }
        self.routes = methods.sorted { $0.key < $1.key }.map { path, methods in
            (path.split(separator: "/", omittingEmptySubsequences: false), methods.sorted { $0.rawValue < $1.rawValue })
        }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let segments = request.uri.path.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = routes.filter { Self.matches($0.segments, segments) }.flatMap(\.methods)
        guard !allowed.isEmpty, !allowed.contains(request.method) else { return try await next(request, context) }
        let names = Array(Set(allowed.map(\.rawValue))).sorted()
        var response = APIError(
            .methodNotAllowed, code: "method_not_allowed",
            message: "\(request.method.rawValue) is not served here; use \(names.joined(separator: " or "))."
        ).response
        response.headers[.allow] = names.joined(separator: ", ")
        return response
    }

    private static func matches(_ template: [Substring], _ segments: [Substring]) -> Bool {
        template.count == segments.count
            && zip(template, segments).allSatisfy { part, segment in
                part.hasPrefix("{") ? !segment.isEmpty : part == segment
            }
    }
}
