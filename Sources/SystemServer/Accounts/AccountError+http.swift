import HTTPTypes
import SystemStore

extension AccountError {
    /// The HTTP status of the refusal, with its usual reason phrase.
    var httpStatus: HTTPResponse.Status {
        switch status {
        case 400: .badRequest
        case 401: .unauthorized
        case 403: .forbidden
        case 404: .notFound
        case 409: .conflict
        case 422: .unprocessableContent
        case 429: .tooManyRequests
        default: HTTPResponse.Status(code: status)
        }
    }

    /// The refusal in the API's error envelope.
    var apiError: APIError { APIError(httpStatus, code: code, message: message, field: field) }
}
