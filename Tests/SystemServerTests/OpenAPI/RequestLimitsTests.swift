import Foundation
import SystemCore
import Testing

@testable import SystemServer

/// The request schemas state the limits the core enforces, so a client can check its input before sending it.
/// Text limits count characters after trimming, as the core does.
@Suite struct RequestLimitsTests {
    static let limits: [(schema: String, field: String, keyword: String, value: Double)] = [
        ("StartIntentionRequest", "text", "maxLength", Double(Intention.textLimit.upperBound)),
        ("StartIntentionRequest", "minutes", "minimum", Double(Intention.minutesLimit.lowerBound)),
        ("StartIntentionRequest", "minutes", "maximum", Double(Intention.minutesLimit.upperBound)),
        ("ExtendIntentionRequest", "minutes", "minimum", Double(Intention.extensionLimit.lowerBound)),
        ("ExtendIntentionRequest", "minutes", "maximum", Double(Intention.extensionLimit.upperBound)),
        ("EditIntentionRequest", "text", "maxLength", Double(Intention.textLimit.upperBound)),
        ("ReviewIntentionRequest", "wentWell", "maxLength", Double(Review.maxLength)),
        ("ReflectIntentionRequest", "interesting", "maxLength", Double(Review.maxLength)),
        ("CreateLabelRequest", "name", "maxLength", Double(Label.nameLimit.upperBound)),
        ("CreateAreaRequest", "name", "maxLength", Double(Area.nameLimit.upperBound)),
        ("CreateAreaRequest", "weeklyBudgetHours", "maximum", Double(Area.budgetLimit.upperBound) / 60),
        ("ChangeAreaRequest", "name", "maxLength", Double(Area.nameLimit.upperBound)),
        ("AddGoalRequest", "title", "maxLength", Double(Goal.titleLimit.upperBound)),
        ("AddGoalRequest", "estimateHours", "minimum", Double(Estimate.minutesLimit.lowerBound) / 60),
        ("AddGoalRequest", "estimateHours", "maximum", Double(Estimate.minutesLimit.upperBound) / 60),
        ("ChangeGoalRequest", "title", "maxLength", Double(Goal.titleLimit.upperBound)),
        ("CapacityRequest", "perDayHours", "maximum", Double(CapacityPlan.perDayLimit.upperBound) / 60),
        ("CapacityRequest", "totalHours", "maximum", Double(CapacityPlan.totalLimit.upperBound) / 60),
        ("RetroRequest", "wentWell", "maxLength", Double(Retrospective.textLimit)),
        ("RetroRequest", "actionItems", "maxItems", Double(Retrospective.maxActionItems)),
        ("AddTodoRequest", "text", "maxLength", Double(Todo.textLimit.upperBound)),
        ("ChangeTodoRequest", "text", "maxLength", Double(Todo.textLimit.upperBound)),
        ("StandupRequest", "note", "maxLength", Double(Standup.noteLimit)),
        ("ChangeSettingsRequest", "smallMinutes", "minimum", Double(Estimate.minutesLimit.lowerBound)),
        ("ChangeSettingsRequest", "largeMinutes", "maximum", Double(Estimate.minutesLimit.upperBound)),
        ("TimeboxInput", "text", "maxLength", Double(Timebox.maxLength)),
    ]

    @Test(arguments: limits)
    func theSchemaStatesTheCoresLimit(schema: String, field: String, keyword: String, value: Double) throws {
        let checker = SchemaChecker(document: APIContract.document)
        guard case .object(let object)? = checker.resolve("#/components/schemas/\(schema)"),
            case .object(let properties)? = object["properties"], case .object(let property)? = properties[field]
        else {
            Issue.record("\(schema).\(field) is not documented")
            return
        }
        #expect(property[keyword] == .number(value), "\(schema).\(field).\(keyword)")
    }
}
