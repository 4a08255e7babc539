import Hummingbird

/// The confirmation a page shows after a save. A form's redirect names it with `?saved=KEY`; this middleware
/// looks the key up and leaves the words in the context, where the layout shows them in a status region that
/// screen readers announce (and that app.js fills in after a save without a reload).
///
/// Keys, not words, travel in the URL, so a link cannot make the app say something it never says.
struct FlashMiddleware: RouterMiddleware {
    typealias Context = AppContext
    let messages: [String: String]

    func handle(_ request: Request, context: AppContext, next: (Request, AppContext) async throws -> Response) async throws -> Response {
        var context = context
        if request.method == .get, let key = request.uri.queryParameters.get("saved") {
            context.flash = messages[String(key)]
        }
        return try await next(request, context)
    }
}
