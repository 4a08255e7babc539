import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The workouts module in the server: `/api/v1/lift/analyses`, which reads a clip's recorded stream.
struct WorkoutsServerModule: ServerModule {
    let name = "Workouts"

    /// The largest stream the API reads: over an hour at 100 readings a second.
    static let maximumStreamBytes = 16 << 20

    func addAPI(to api: RouterGroup<AppContext>, with app: ServerModuleContext) {
        // The body is the stream as the clip sent it (text, one reading per line); the query sets how it is read.
        api.post("lift/analyses") { request, context in
            _ = try context.user()
            let query = request.uri.queryParameters
            let rate = try Self.number(query.get("rate"), field: "rate", in: ClipStream.rates, default: ClipStream.defaultRate) {
                "rate is readings a second, from 1 to 1000."
            }
            let range = try Self.number(query.get("minRange"), field: "minRange", in: 1...200, default: LiftAnalysis.defaultMinimumRangeCm)
            {
                "minRange is the shortest rise that counts as a rep, from 1 to 200 cm."
            }
            let goalText = query.get("goal") ?? LiftAdvice.Goal.strength.rawValue
            guard let goal = LiftAdvice.Goal(rawValue: goalText) else {
                throw APIError(
                    .unprocessableContent, code: "invalid_goal", message: "goal is power, strength or hypertrophy.", field: "goal")
            }
            let text = try await request.bodyText(limit: Self.maximumStreamBytes)
            let analysis = LiftAnalysis(ClipStream(parsing: text, rate: rate), minimumRangeCm: range)
            return Responses.json(.ok, JSONText.encode(LiftAnalysisJSON(analysis, goal: goal)))
        }
    }

    /// A number from the query, within `range`, or `fallback` when it is absent.
    static func number(
        _ raw: String?, field: String, in range: ClosedRange<Double>, default fallback: Double, _ message: () -> String
    ) throws(APIError) -> Double {
        guard let raw else { return fallback }
        guard let value = Double(raw), value.isFinite, range.contains(value) else {
            throw APIError(.unprocessableContent, code: "invalid_\(field.lowercased())", message: message(), field: field)
        }
        return value
    }

    var openAPI: OpenAPIPart? { Self.openAPIPart }
}
