import Foundation
import Testing

@testable import SystemCore

/// The stored form of every event, byte for byte. Stored events live forever: if one of these fails, an existing
/// database would no longer read back the same — add a new schema version instead of changing a payload.
@Suite struct EventGoldenJSONTests {
    static let id = IntentionID(UUID(uuidString: "3F2504E0-4F89-41D3-9A0C-0305E82C3301")!)
    static let career = AreaID(UUID(uuidString: "A1000000-0000-4000-8000-000000000001")!)
    static let family = AreaID(UUID(uuidString: "A2000000-0000-4000-8000-000000000002")!)
    static let goal = GoalID(UUID(uuidString: "B1000000-0000-4000-8000-000000000001")!)
    static let firstItem = ActionItemID(UUID(uuidString: "C1000000-0000-4000-8000-000000000001")!)
    static let secondItem = ActionItemID(UUID(uuidString: "C2000000-0000-4000-8000-000000000002")!)
    static let todo = TodoID(UUID(uuidString: "D1000000-0000-4000-8000-000000000001")!)
    static let otherTodo = TodoID(UUID(uuidString: "D2000000-0000-4000-8000-000000000002")!)
    static let foodEntry = FoodEntryID(UUID(uuidString: "E1000000-0000-4000-8000-000000000001")!)
    static let weighIn = WeighInID(UUID(uuidString: "E2000000-0000-4000-8000-000000000002")!)
    static let activity = ActivityID(UUID(uuidString: "E3000000-0000-4000-8000-000000000003")!)
    static let healthImport = HealthImportID(UUID(uuidString: "E4000000-0000-4000-8000-000000000004")!)
    static let night = SleepEntryID(UUID(uuidString: "E5000000-0000-4000-8000-000000000005")!)
    static let frontSquat = LiftID(UUID(uuidString: "F6000000-0000-4000-8000-000000000006")!)
    static let dayA = WorkoutTemplateID(UUID(uuidString: "F7000000-0000-4000-8000-000000000007")!)
    static let liftSet = LiftSetID(UUID(uuidString: "F8000000-0000-4000-8000-000000000008")!)
    static let journalEntry = JournalEntryID(UUID(uuidString: "A1000000-0000-4000-8000-0000000000A1")!)
    static let journalTemplate = JournalTemplateID(UUID(uuidString: "A2000000-0000-4000-8000-0000000000A2")!)
    static let photo = PhotoID(UUID(uuidString: "A3000000-0000-4000-8000-0000000000A3")!)
    static let runbook = RunbookID(UUID(uuidString: "A4000000-0000-4000-8000-0000000000A4")!)
    static let runbookRun = RunbookRunID(UUID(uuidString: "A5000000-0000-4000-8000-0000000000A5")!)

    /// An event, its stored type, and its exact payload.
    struct Golden: Sendable, CustomTestStringConvertible {
        let name: String
        let event: DomainEvent
        let type: String
        let json: String

        var testDescription: String { name }
    }

    static let goldens: [Golden] = [
        Golden(
            name: "started",
            event: .intentionStarted(
                .init(
                    intentionId: id, text: "Read “Indistractable”, ch. 3/4", plannedMinutes: 25,
                    startedAt: instant("2026-11-20T09:30:00Z"))),
            type: "intention.started",
            json:
                #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","plannedMinutes":25,"startedAt":"2026-11-20T09:30:00Z","text":"Read “Indistractable”, ch. 3/4"}"#
        ),
        Golden(
            name: "started from a to-do",
            event: .intentionStarted(
                .init(
                    intentionId: id, text: "Write tests", plannedMinutes: 50,
                    startedAt: instant("2026-11-18T10:00:00Z"), todoId: todo)),
            type: "intention.started",
            json:
                #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","plannedMinutes":50,"startedAt":"2026-11-18T10:00:00Z","text":"Write tests","todoId":"d1000000-0000-4000-8000-000000000001"}"#
        ),
        Golden(
            name: "extended",
            event: .intentionExtended(.init(intentionId: id, minutes: 10, at: instant("2026-11-20T09:50:00Z"))),
            type: "intention.extended",
            json: #"{"at":"2026-11-20T09:50:00Z","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","minutes":10}"#),
        Golden(
            name: "ended",
            event: .intentionEnded(.init(intentionId: id, endedAt: instant("2026-11-20T10:05:00Z"))),
            type: "intention.ended",
            json: #"{"endedAt":"2026-11-20T10:05:00Z","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301"}"#),
        Golden(
            name: "food logged",
            event: DomainEvent(
                DomainEvent.FoodLogged(
                    entry: FoodEntry(
                        id: foodEntry, date: CivilDate("2026-11-20")!, meal: .breakfast,
                        food: LoggedFood(
                            foodId: 171287, name: "Egg, raw", description: "Egg, whole, raw, fresh",
                            per100g: [1008: 143, 1003: 12.56]),
                        amount: 2, unit: "large", grams: 100, loggedAt: instant("2026-11-20T08:10:00Z")))),
            type: "health.food-logged",
            json:
                #"{"amount":2,"at":"2026-11-20T08:10:00Z","date":"2026-11-20","entryId":"e1000000-0000-4000-8000-000000000001","food":{"description":"Egg, whole, raw, fresh","foodId":171287,"name":"Egg, raw","per100g":{"1003":12.56,"1008":143}},"grams":100,"meal":"breakfast","unit":"large"}"#
        ),
        Golden(
            name: "food entry changed",
            event: DomainEvent(
                DomainEvent.FoodEntryChanged(
                    entryId: foodEntry, date: CivilDate("2026-11-19")!, meal: .snack, amount: 1.5, unit: "cup", grams: 364.5)),
            type: "health.food-entry-changed",
            json:
                #"{"amount":1.5,"date":"2026-11-19","entryId":"e1000000-0000-4000-8000-000000000001","grams":364.5,"meal":"snack","unit":"cup"}"#
        ),
        Golden(
            name: "food entry removed",
            event: DomainEvent(DomainEvent.FoodEntryRemoved(entryId: foodEntry, at: instant("2026-11-20T12:00:00Z"))),
            type: "health.food-entry-removed",
            json: #"{"at":"2026-11-20T12:00:00Z","entryId":"e1000000-0000-4000-8000-000000000001"}"#),
        Golden(
            name: "weight logged",
            event: DomainEvent(
                DomainEvent.WeightLogged(
                    WeighIn(id: weighIn, date: CivilDate("2026-11-20")!, at: instant("2026-11-20T07:30:00Z"), kg: 80.2))),
            type: "health.weight-logged",
            json: #"{"weighIn":{"at":"2026-11-20T07:30:00Z","date":"2026-11-20","id":"e2000000-0000-4000-8000-000000000002","kg":80.2}}"#),
        Golden(
            name: "weight removed", event: DomainEvent(DomainEvent.WeightRemoved(weighIn)), type: "health.weight-removed",
            json: #"{"weighInId":"e2000000-0000-4000-8000-000000000002"}"#),
        Golden(
            name: "activity logged",
            event: DomainEvent(
                DomainEvent.ActivityLogged(Activity(id: activity, date: CivilDate("2026-11-20")!, label: "Football", kcal: 450))),
            type: "health.activity-logged",
            json: #"{"activity":{"date":"2026-11-20","id":"e3000000-0000-4000-8000-000000000003","kcal":450,"label":"Football"}}"#),
        Golden(
            name: "activity removed", event: DomainEvent(DomainEvent.ActivityRemoved(activity)), type: "health.activity-removed",
            json: #"{"activityId":"e3000000-0000-4000-8000-000000000003"}"#),
        Golden(
            name: "body profile changed",
            event: DomainEvent(
                DomainEvent.BodyProfileChanged(
                    BodyProfile(weightUnit: .lb, heightCm: 178, birthDate: CivilDate("1990-04-02")!, sex: .female, weeklyChangeKg: -0.5))),
            type: "health.profile-changed",
            json: #"{"profile":{"birthDate":"1990-04-02","heightCm":178,"sex":"female","weeklyChangeKg":-0.5,"weightUnit":"lb"}}"#),
        Golden(
            name: "health imported",
            event: DomainEvent(
                DomainEvent.HealthImported(
                    HealthImport(
                        id: healthImport, file: "export.zip", at: instant("2026-11-20T12:00:00Z"), read: ["steps": 3, "sleep": 1],
                        added: ["steps": 3], skipped: ["HKQuantityTypeIdentifierHeartRate": 5]))),
            type: "health.imported",
            json:
                #"{"healthImport":{"added":{"steps":3},"at":"2026-11-20T12:00:00Z","file":"export.zip","id":"e4000000-0000-4000-8000-000000000004","read":{"sleep":1,"steps":3},"skipped":{"HKQuantityTypeIdentifierHeartRate":5}}}"#
        ),
        Golden(
            name: "nutrient targets set",
            event: DomainEvent(DomainEvent.NutrientTargetsSet(NutrientTargets([Nutrient.protein: 120, Nutrient.sodium: 2300]))),
            type: "health.targets-set",
            json: #"{"targets":{"amounts":{"1003":120,"1093":2300}}}"#),
        Golden(
            name: "own food saved",
            event: DomainEvent(
                DomainEvent.OwnFoodSaved(
                    OwnFood(
                        id: -2, name: "Porridge", per100g: [Nutrient.energyKcal: 90],
                        portions: [FoodPortion(amount: 1, unit: "serving", grams: 250)],
                        recipe: Recipe(
                            ingredients: [
                                Ingredient(
                                    food: LoggedFood(foodId: 173904, name: "Oats", description: nil, per100g: [Nutrient.energyKcal: 379]),
                                    amount: 80, unit: "g", grams: 80)
                            ], servings: 2, cookedGrams: 500), revision: 2))),
            type: "health.own-food-saved",
            json:
                #"{"food":{"id":-2,"name":"Porridge","per100g":{"1008":90},"portions":[{"amount":1,"grams":250,"unit":"serving"}],"recipe":{"cookedGrams":500,"ingredients":[{"amount":80,"food":{"foodId":173904,"name":"Oats","per100g":{"1008":379}},"grams":80,"unit":"g"}],"servings":2},"revision":2}}"#
        ),
        Golden(
            name: "own food deleted", event: DomainEvent(DomainEvent.OwnFoodDeleted(-2)), type: "health.own-food-deleted",
            json: #"{"foodId":-2}"#),
        Golden(
            name: "portion added",
            event: DomainEvent(DomainEvent.PortionAdded(foodId: 171287, portion: FoodPortion(amount: 1, unit: "my bowl", grams: 150))),
            type: "health.portion-added", json: #"{"foodId":171287,"portion":{"amount":1,"grams":150,"unit":"my bowl"}}"#),
        Golden(
            name: "portion removed", event: DomainEvent(DomainEvent.PortionRemoved(foodId: 171287, unit: "my bowl")),
            type: "health.portion-removed", json: #"{"foodId":171287,"unit":"my bowl"}"#),
        Golden(
            name: "food pinned", event: DomainEvent(DomainEvent.FoodPinned(foodId: 171287, pinned: true)), type: "health.food-pinned",
            json: #"{"foodId":171287,"pinned":true}"#),
        Golden(
            name: "sleep logged",
            event: DomainEvent(
                DomainEvent.SleepLogged(
                    SleepEntry(id: night, bedtime: instant("2026-11-19T23:30:00Z"), wake: instant("2026-11-20T07:00:00Z"), quality: 4))),
            type: "sleep.logged",
            json:
                #"{"entry":{"bedtime":"2026-11-19T23:30:00Z","id":"e5000000-0000-4000-8000-000000000005","quality":4,"wake":"2026-11-20T07:00:00Z"}}"#
        ),
        Golden(
            name: "sleep removed", event: DomainEvent(DomainEvent.SleepRemoved(night)), type: "sleep.removed",
            json: #"{"entryId":"e5000000-0000-4000-8000-000000000005"}"#),
        Golden(
            name: "lift added", event: DomainEvent(DomainEvent.LiftAdded(Lift(id: frontSquat, name: "Front squat", isLowerBody: true))),
            type: "workout.lift-added",
            json: #"{"lift":{"id":"f6000000-0000-4000-8000-000000000006","isLowerBody":true,"name":"Front squat"}}"#),
        Golden(
            name: "template saved",
            event: DomainEvent(
                DomainEvent.WorkoutTemplateSaved(
                    WorkoutTemplate(
                        id: dayA, name: "Day A", items: [.init(liftId: frontSquat, weightKg: 102.5, sets: 3, targetReps: 5)],
                        restSeconds: 180))),
            type: "workout.template-saved",
            json:
                #"{"template":{"id":"f7000000-0000-4000-8000-000000000007","items":[{"liftId":"f6000000-0000-4000-8000-000000000006","sets":3,"targetReps":5,"weightKg":102.5}],"name":"Day A","restSeconds":180}}"#
        ),
        Golden(
            name: "template deleted", event: DomainEvent(DomainEvent.WorkoutTemplateDeleted(dayA)), type: "workout.template-deleted",
            json: #"{"templateId":"f7000000-0000-4000-8000-000000000007"}"#),
        Golden(
            name: "set recorded with the clip's measures",
            event: DomainEvent(
                DomainEvent.LiftSetRecorded(
                    LiftSet(
                        id: liftSet, liftId: frontSquat, weightKg: 102.5, reps: 2, targetReps: 5, at: instant("2026-11-20T18:05:00Z"),
                        measured: .init(repVelocities: [0.61, 0.55], repRangesCm: [50.2, 49.8], partialReps: 1, streamId: "clip-1")))),
            type: "workout.set-recorded",
            json:
                #"{"set":{"at":"2026-11-20T18:05:00Z","id":"f8000000-0000-4000-8000-000000000008","liftId":"f6000000-0000-4000-8000-000000000006","measured":{"partialReps":1,"repRangesCm":[50.2,49.8],"repVelocities":[0.61,0.55],"streamId":"clip-1"},"reps":2,"targetReps":5,"weightKg":102.5}}"#
        ),
        Golden(
            name: "set removed", event: DomainEvent(DomainEvent.LiftSetRemoved(liftSet)), type: "workout.set-removed",
            json: #"{"setId":"f8000000-0000-4000-8000-000000000008"}"#),
        Golden(
            name: "training goal set", event: DomainEvent(DomainEvent.TrainingGoalSet(.hypertrophy)), type: "workout.goal-set",
            json: #"{"goal":"hypertrophy"}"#),
        Golden(
            name: "journal entry written",
            event: DomainEvent(
                DomainEvent.JournalEntryWritten(
                    JournalEntry(
                        id: journalEntry, date: CivilDate("2026-11-20")!, kind: .review, templateId: journalTemplate,
                        versions: [
                            .init(
                                text: "## What went well?\n\nThe *demo*.", feeling: .happy, tags: ["work"], starred: true,
                                at: instant("2026-11-20T21:30:00Z"))
                        ]))),
            type: "journal.entry-written",
            json:
                ###"{"at":"2026-11-20T21:30:00Z","date":"2026-11-20","entryId":"a1000000-0000-4000-8000-0000000000a1","feeling":"happy","kind":"review","starred":true,"tags":["work"],"templateId":"a2000000-0000-4000-8000-0000000000a2","text":"## What went well?\n\nThe *demo*."}"###
        ),
        Golden(
            name: "journal entry edited",
            event: DomainEvent(
                DomainEvent.JournalEntryEdited(
                    journalEntry, .init(text: "A note.", feeling: nil, tags: [], starred: false, at: instant("2026-11-21T07:00:00Z")))),
            type: "journal.entry-edited",
            json:
                #"{"at":"2026-11-21T07:00:00Z","entryId":"a1000000-0000-4000-8000-0000000000a1","starred":false,"tags":[],"text":"A note."}"#
        ),
        Golden(
            name: "journal entry removed", event: DomainEvent(DomainEvent.JournalEntryRemoved(journalEntry)), type: "journal.entry-removed",
            json: #"{"entryId":"a1000000-0000-4000-8000-0000000000a1"}"#),
        Golden(
            name: "journal template saved",
            event: DomainEvent(
                DomainEvent.JournalTemplateSaved(
                    JournalTemplate(id: journalTemplate, name: "Morning pages", questions: ["What is on my mind?"]))),
            type: "journal.template-saved",
            json: #"{"template":{"id":"a2000000-0000-4000-8000-0000000000a2","name":"Morning pages","questions":["What is on my mind?"]}}"#),
        Golden(
            name: "journal template removed", event: DomainEvent(DomainEvent.JournalTemplateRemoved(journalTemplate)),
            type: "journal.template-removed", json: #"{"templateId":"a2000000-0000-4000-8000-0000000000a2"}"#),
        Golden(
            name: "journal default template chosen", event: DomainEvent(DomainEvent.JournalDefaultTemplateChosen(journalTemplate)),
            type: "journal.default-template-chosen", json: #"{"templateId":"a2000000-0000-4000-8000-0000000000a2"}"#),
        Golden(
            name: "journal photo added",
            event: DomainEvent(
                DomainEvent.JournalPhotoAdded(
                    JournalPhoto(
                        id: photo, date: CivilDate("2026-11-27")!, entryId: journalEntry, sha256: String(repeating: "ab", count: 32),
                        mediaType: "image/jpeg", width: 4032, height: 3024, bytes: 2_345_678,
                        addedAt: Date(timeIntervalSince1970: 1_795_000_000)
                    ))),
            type: "journal.photo-added",
            json:
                ###"{"photo":{"addedAt":"2026-11-18T11:06:40Z","bytes":2345678,"date":"2026-11-27","entryId":"a1000000-0000-4000-8000-0000000000a1","height":3024,"id":"a3000000-0000-4000-8000-0000000000a3","mediaType":"image/jpeg","sha256":"abababababababababababababababababababababababababababababababab","width":4032}}"###
        ),
        Golden(
            name: "journal review time set", event: DomainEvent(DomainEvent.JournalReviewTimeSet(TimeOfDay(hour: 21, minute: 30))),
            type: "journal.review-time-set", json: #"{"time":"21:30"}"#),
        Golden(
            name: "journal review time set to the evening", event: DomainEvent(DomainEvent.JournalReviewTimeSet(nil)),
            type: "journal.review-time-set", json: #"{}"#),
        Golden(
            name: "trigger logged",
            event: DomainEvent(
                DomainEvent.TriggerLogged(
                    InternalTrigger(
                        id: fixedID(700), intention: id, date: civil("2026-11-20"), at: instant("2026-11-20T09:10:00Z"), what: "bored",
                        toward: "the news", surfMinutes: 5))),
            type: "trigger.logged",
            json:
                #"{"at":"2026-11-20T09:10:00Z","date":"2026-11-20","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","surfMinutes":5,"toward":"the news","triggerId":"00000000-0000-0000-0000-000000000700","what":"bored"}"#
        ),
        Golden(
            name: "trigger outcome recorded",
            event: DomainEvent(
                DomainEvent.TriggerOutcomeRecorded(
                    triggerId: fixedID(700), date: civil("2026-11-20"), outcome: .gaveIn, at: instant("2026-11-20T09:20:00Z"), minutes: 8)),
            type: "trigger.outcome-recorded",
            json:
                #"{"at":"2026-11-20T09:20:00Z","date":"2026-11-20","minutes":8,"outcome":"gave_in","triggerId":"00000000-0000-0000-0000-000000000700"}"#
        ),
        Golden(
            name: "timebox planned",
            event: DomainEvent(
                DomainEvent.TimeboxPlanned(
                    Timebox(
                        id: fixedID(800), date: civil("2026-11-20"), start: instant("2026-11-20T09:00:00Z"),
                        end: instant("2026-11-20T10:30:00Z"), text: "Write the report", link: .goal(goal)))),
            type: "timebox.planned",
            json:
                #"{"date":"2026-11-20","end":"2026-11-20T10:30:00Z","goalId":"b1000000-0000-4000-8000-000000000001","start":"2026-11-20T09:00:00Z","text":"Write the report","timeboxId":"00000000-0000-0000-0000-000000000800"}"#
        ),
        Golden(
            name: "timebox changed",
            event: DomainEvent(
                DomainEvent.TimeboxChanged(
                    Timebox(
                        id: fixedID(800), date: civil("2026-11-20"), start: instant("2026-11-20T09:30:00Z"),
                        end: instant("2026-11-20T11:00:00Z"), text: "Walk", link: .area(career)))),
            type: "timebox.changed",
            json:
                #"{"areaId":"a1000000-0000-4000-8000-000000000001","date":"2026-11-20","end":"2026-11-20T11:00:00Z","start":"2026-11-20T09:30:00Z","text":"Walk","timeboxId":"00000000-0000-0000-0000-000000000800"}"#
        ),
        Golden(
            name: "timebox removed", event: DomainEvent(DomainEvent.TimeboxRemoved(timeboxId: fixedID(800), date: civil("2026-11-20"))),
            type: "timebox.removed", json: #"{"date":"2026-11-20","timeboxId":"00000000-0000-0000-0000-000000000800"}"#),
        Golden(
            name: "timebox started",
            event: DomainEvent(DomainEvent.TimeboxStarted(timeboxId: fixedID(800), date: civil("2026-11-20"), intentionId: id)),
            type: "timebox.started",
            json:
                #"{"date":"2026-11-20","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","timeboxId":"00000000-0000-0000-0000-000000000800"}"#
        ),
        Golden(
            name: "pact made",
            event: DomainEvent(
                DomainEvent.PactMade(
                    pactId: fixedID(800),
                    terms: Pact.Terms(
                        words: "Phone stays in the hall", kind: .price, every: .weekdays, until: civil("2026-12-31"), stake: "20 euros",
                        to: "Sam"), from: civil("2026-11-20"), at: instant("2026-11-20T08:00:00Z"))),
            type: "pact.made",
            json:
                #"{"at":"2026-11-20T08:00:00Z","every":"weekdays","from":"2026-11-20","kind":"price","pactId":"00000000-0000-0000-0000-000000000800","stake":"20 euros","to":"Sam","until":"2026-12-31","words":"Phone stays in the hall"}"#
        ),
        Golden(
            name: "pact renegotiated",
            event: DomainEvent(
                DomainEvent.PactRenegotiated(
                    pactId: fixedID(800), version: 2, terms: Pact.Terms(words: "Phone in the drawer", kind: .effort, every: .day),
                    from: civil("2026-11-25"), at: instant("2026-11-25T08:00:00Z"))),
            type: "pact.renegotiated",
            json:
                #"{"at":"2026-11-25T08:00:00Z","every":"day","from":"2026-11-25","kind":"effort","pactId":"00000000-0000-0000-0000-000000000800","version":2,"words":"Phone in the drawer"}"#
        ),
        Golden(
            name: "pact checked",
            event: DomainEvent(
                DomainEvent.PactChecked(
                    PactCheck(
                        pact: fixedID(800), date: civil("2026-11-24"), version: 1, kept: false, note: "a call came",
                        at: instant("2026-11-25T07:00:00Z")))),
            type: "pact.checked",
            json:
                #"{"at":"2026-11-25T07:00:00Z","date":"2026-11-24","kept":false,"note":"a call came","pactId":"00000000-0000-0000-0000-000000000800","version":1}"#
        ),
        Golden(
            name: "pact ended",
            event: DomainEvent(
                DomainEvent.PactEnded(pactId: fixedID(800), on: civil("2026-12-01"), at: instant("2026-12-01T08:00:00Z"))),
            type: "pact.ended",
            json: #"{"at":"2026-12-01T08:00:00Z","on":"2026-12-01","pactId":"00000000-0000-0000-0000-000000000800"}"#),
        Golden(
            name: "journal photo removed", event: DomainEvent(DomainEvent.JournalPhotoRemoved(photo)),
            type: "journal.photo-removed", json: #"{"photoId":"a3000000-0000-4000-8000-0000000000a3"}"#),
        Golden(
            name: "tagged",
            event: .intentionTagged(.init(intentionId: id, labels: [LabelID(name: "writing")!, LabelID(name: "deep work")!])),
            type: "intention.tagged",
            json: #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","labels":["writing","deep-work"]}"#),
        Golden(
            name: "tagged with nothing",
            event: .intentionTagged(.init(intentionId: id, labels: [])),
            type: "intention.tagged",
            json: #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","labels":[]}"#),
        Golden(
            name: "rated",
            event: .intentionRated(.init(intentionId: id, feeling: .happy)),
            type: "intention.rated",
            json: #"{"feeling":"happy","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301"}"#),
        Golden(
            name: "reviewed",
            event: .intentionReviewed(
                .init(
                    intentionId: id,
                    review: Review(
                        wentWell: "Clear outline", couldImprove: "Fewer tabs",
                        interesting: "Time \"flew\""))),
            type: "intention.reviewed",
            json:
                #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","review":{"couldImprove":"Fewer tabs","interesting":"Time \"flew\"","wentWell":"Clear outline"}}"#
        ),
        Golden(
            name: "reviewed partly",
            event: .intentionReviewed(.init(intentionId: id, review: Review(wentWell: "Clear outline"))),
            type: "intention.reviewed",
            json: #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","review":{"wentWell":"Clear outline"}}"#),
        Golden(
            name: "edited",
            event: .intentionEdited(
                .init(
                    intentionId: id, text: "Write the summary", startedAt: instant("2026-11-20T09:15:00Z"),
                    endedAt: instant("2026-11-20T10:00:00Z"))),
            type: "intention.edited",
            json:
                #"{"endedAt":"2026-11-20T10:00:00Z","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","startedAt":"2026-11-20T09:15:00Z","text":"Write the summary"}"#
        ),
        Golden(
            name: "edited text only",
            event: .intentionEdited(.init(intentionId: id, text: "Write the summary", startedAt: nil, endedAt: nil)),
            type: "intention.edited",
            json: #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","text":"Write the summary"}"#),
        Golden(
            name: "recorded after the fact",
            event: .intentionRecorded(
                .init(
                    intentionId: id, text: "Call the bank", startedAt: instant("2026-11-20T09:00:00Z"),
                    endedAt: instant("2026-11-20T09:20:00Z"))),
            type: "intention.recorded",
            json:
                #"{"endedAt":"2026-11-20T09:20:00Z","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","startedAt":"2026-11-20T09:00:00Z","text":"Call the bank"}"#
        ),
        Golden(
            name: "recorded after the fact, for a to-do",
            event: .intentionRecorded(
                .init(
                    intentionId: id, text: "Call the bank", startedAt: instant("2026-11-20T09:00:00Z"),
                    endedAt: instant("2026-11-20T09:20:00Z"), todoId: todo)),
            type: "intention.recorded",
            json:
                #"{"endedAt":"2026-11-20T09:20:00Z","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","startedAt":"2026-11-20T09:00:00Z","text":"Call the bank","todoId":"d1000000-0000-4000-8000-000000000001"}"#
        ),
        Golden(
            name: "label created",
            event: .labelCreated(.init(label: Label(id: LabelID(name: "Social Media")!, name: "Social Media", kind: .distraction))),
            type: "label.created",
            json: #"{"label":{"id":"social-media","kind":"distraction","name":"Social Media"}}"#),
        Golden(
            name: "settings changed",
            event: .settingsChanged(
                .init(
                    settings: Settings(
                        timeZone: "Europe/Berlin", dayStartHour: 5, wakingStart: TimeOfDay(hour: 6, minute: 30)!,
                        wakingEnd: TimeOfDay(hour: 22)!, weekStart: 7))),
            type: "settings.changed",
            json:
                #"{"settings":{"dayStartHour":5,"hiddenModules":[],"largeMinutes":480,"mediumMinutes":240,"smallMinutes":120,"standupBy":"10:00","theme":"system","timeZone":"Europe/Berlin","wakingEnd":"22:00","wakingStart":"06:30","weekStart":7}}"#
        ),
        Golden(
            name: "settings changed with a theme",
            event: .settingsChanged(.init(settings: Settings(timeZone: "UTC", theme: .dark))),
            type: "settings.changed",
            json:
                #"{"settings":{"dayStartHour":4,"hiddenModules":[],"largeMinutes":480,"mediumMinutes":240,"smallMinutes":120,"standupBy":"10:00","theme":"dark","timeZone":"UTC","wakingEnd":"23:00","wakingStart":"07:00","weekStart":1}}"#
        ),
        Golden(
            name: "settings changed with the standup time, sizes and hidden modules",
            event: .settingsChanged(
                .init(
                    settings: Settings(
                        timeZone: "UTC", standupBy: TimeOfDay(hour: 9, minute: 30)!, smallMinutes: 60,
                        mediumMinutes: 180, largeMinutes: 600, hiddenModules: ["standup"]))),
            type: "settings.changed",
            json:
                #"{"settings":{"dayStartHour":4,"hiddenModules":["standup"],"largeMinutes":600,"mediumMinutes":180,"smallMinutes":60,"standupBy":"09:30","theme":"system","timeZone":"UTC","wakingEnd":"23:00","wakingStart":"07:00","weekStart":1}}"#
        ),
        Golden(
            name: "hint dismissed",
            event: .hintDismissed(.init(hint: "focus")),
            type: "hint.dismissed",
            json: #"{"hint":"focus"}"#),

        // MARK: The Weekly
        Golden(
            name: "area created",
            event: .areaCreated(.init(areaId: career, name: "Career", icon: .briefcase, color: .blue, weeklyBudgetMinutes: 600)),
            type: "area.created",
            json:
                #"{"areaId":"a1000000-0000-4000-8000-000000000001","color":"blue","icon":"briefcase","name":"Career","weeklyBudgetMinutes":600}"#
        ),
        Golden(
            name: "area created without a budget",
            event: .areaCreated(.init(areaId: family, name: "Family", icon: .heart, color: .green, weeklyBudgetMinutes: nil)),
            type: "area.created",
            json: #"{"areaId":"a2000000-0000-4000-8000-000000000002","color":"green","icon":"heart","name":"Family"}"#),
        Golden(
            name: "area changed",
            event: .areaChanged(.init(areaId: career, name: "Craft and career", icon: .book, color: .purple, weeklyBudgetMinutes: nil)),
            type: "area.changed",
            json: #"{"areaId":"a1000000-0000-4000-8000-000000000001","color":"purple","icon":"book","name":"Craft and career"}"#),
        Golden(
            name: "areas reordered",
            event: .areasReordered(.init(areaIds: [family, career])),
            type: "areas.reordered",
            json: #"{"areaIds":["a2000000-0000-4000-8000-000000000002","a1000000-0000-4000-8000-000000000001"]}"#),
        Golden(
            name: "area archived",
            event: .areaArchived(.init(areaId: career)),
            type: "area.archived",
            json: #"{"areaId":"a1000000-0000-4000-8000-000000000001"}"#),
        Golden(
            name: "area restored",
            event: .areaRestored(.init(areaId: career)),
            type: "area.restored",
            json: #"{"areaId":"a1000000-0000-4000-8000-000000000001"}"#),
        Golden(
            name: "goal added with hours",
            event: .goalAdded(
                .init(
                    goalId: goal, weekStart: civil("2026-11-16"), areaId: career, title: "Ship the importer",
                    estimate: .minutes(360))),
            type: "goal.added",
            json:
                #"{"areaId":"a1000000-0000-4000-8000-000000000001","estimateMinutes":360,"goalId":"b1000000-0000-4000-8000-000000000001","title":"Ship the importer","weekStart":"2026-11-16"}"#
        ),
        Golden(
            name: "goal added with a size",
            event: .goalAdded(
                .init(
                    goalId: goal, weekStart: civil("2026-11-16"), areaId: career, title: "Ship the importer",
                    estimate: .size(.large))),
            type: "goal.added",
            json:
                #"{"areaId":"a1000000-0000-4000-8000-000000000001","goalId":"b1000000-0000-4000-8000-000000000001","size":"L","title":"Ship the importer","weekStart":"2026-11-16"}"#
        ),
        Golden(
            name: "goal changed",
            event: .goalChanged(.init(goalId: goal, areaId: family, title: "Plan the holidays", estimate: .minutes(90))),
            type: "goal.changed",
            json:
                #"{"areaId":"a2000000-0000-4000-8000-000000000002","estimateMinutes":90,"goalId":"b1000000-0000-4000-8000-000000000001","title":"Plan the holidays"}"#
        ),
        Golden(
            name: "goal changed to a size",
            event: .goalChanged(.init(goalId: goal, areaId: career, title: "Ship the importer", estimate: .size(.small))),
            type: "goal.changed",
            json:
                #"{"areaId":"a1000000-0000-4000-8000-000000000001","goalId":"b1000000-0000-4000-8000-000000000001","size":"S","title":"Ship the importer"}"#
        ),
        Golden(
            name: "goal completed",
            event: .goalCompleted(.init(goalId: goal, at: instant("2026-11-19T16:00:00Z"))),
            type: "goal.completed",
            json: #"{"at":"2026-11-19T16:00:00Z","goalId":"b1000000-0000-4000-8000-000000000001"}"#),
        Golden(
            name: "goal dropped",
            event: .goalDropped(.init(goalId: goal, reason: "Waiting for the API review", at: instant("2026-11-19T16:00:00Z"))),
            type: "goal.dropped",
            json: #"{"at":"2026-11-19T16:00:00Z","goalId":"b1000000-0000-4000-8000-000000000001","reason":"Waiting for the API review"}"#),
        Golden(
            name: "goal reopened",
            event: .goalReopened(.init(goalId: goal)),
            type: "goal.reopened",
            json: #"{"goalId":"b1000000-0000-4000-8000-000000000001"}"#),
        Golden(
            name: "capacity set per day",
            event: .capacitySet(
                .init(weekStart: civil("2026-11-16"), perDayMinutes: 300, daysOff: [civil("2026-11-20")], totalMinutes: nil)),
            type: "week.capacity-set",
            json: #"{"daysOff":["2026-11-20"],"perDayMinutes":300,"weekStart":"2026-11-16"}"#),
        Golden(
            name: "capacity set as a total",
            event: .capacitySet(.init(weekStart: civil("2026-11-16"), perDayMinutes: nil, daysOff: [], totalMinutes: 1500)),
            type: "week.capacity-set",
            json: #"{"daysOff":[],"totalMinutes":1500,"weekStart":"2026-11-16"}"#),
        Golden(
            name: "retro recorded",
            event: .retroRecorded(
                .init(
                    weekStart: civil("2026-11-16"), wentWell: "Deep mornings", wentPoorly: nil,
                    toImprove: "Fewer meetings",
                    actionItems: [
                        .init(actionItemId: firstItem, text: "Block 9–11 for focus"),
                        .init(actionItemId: secondItem, text: "Walk at lunch"),
                    ],
                    at: instant("2026-11-22T18:00:00Z"))),
            type: "retro.recorded",
            json:
                #"{"actionItems":[{"actionItemId":"c1000000-0000-4000-8000-000000000001","text":"Block 9–11 for focus"},{"actionItemId":"c2000000-0000-4000-8000-000000000002","text":"Walk at lunch"}],"at":"2026-11-22T18:00:00Z","toImprove":"Fewer meetings","weekStart":"2026-11-16","wentWell":"Deep mornings"}"#
        ),
        Golden(
            name: "action item checked",
            event: .actionItemChecked(.init(actionItemId: firstItem, done: true, weekStart: civil("2026-11-23"))),
            type: "action-item.checked",
            json: #"{"actionItemId":"c1000000-0000-4000-8000-000000000001","done":true,"weekStart":"2026-11-23"}"#),

        // MARK: The Daily
        Golden(
            name: "to-do added for a goal",
            event: .todoAdded(.init(todoId: todo, date: civil("2026-11-18"), text: "Write tests", link: .goal(goal))),
            type: "todo.added",
            json:
                #"{"date":"2026-11-18","goalId":"b1000000-0000-4000-8000-000000000001","text":"Write tests","todoId":"d1000000-0000-4000-8000-000000000001"}"#
        ),
        Golden(
            name: "to-do added for an area",
            event: .todoAdded(.init(todoId: otherTodo, date: civil("2026-11-18"), text: "Call the school", link: .area(family))),
            type: "todo.added",
            json:
                #"{"areaId":"a2000000-0000-4000-8000-000000000002","date":"2026-11-18","text":"Call the school","todoId":"d2000000-0000-4000-8000-000000000002"}"#
        ),
        Golden(
            name: "to-do changed",
            event: .todoChanged(.init(todoId: todo, text: "Write the parser tests", link: .area(career))),
            type: "todo.changed",
            json:
                #"{"areaId":"a1000000-0000-4000-8000-000000000001","text":"Write the parser tests","todoId":"d1000000-0000-4000-8000-000000000001"}"#
        ),
        Golden(
            name: "to-do completed",
            event: .todoCompleted(.init(todoId: todo, at: instant("2026-11-18T15:00:00Z"))),
            type: "todo.completed",
            json: #"{"at":"2026-11-18T15:00:00Z","todoId":"d1000000-0000-4000-8000-000000000001"}"#),
        Golden(
            name: "to-do reopened",
            event: .todoReopened(.init(todoId: todo)),
            type: "todo.reopened",
            json: #"{"todoId":"d1000000-0000-4000-8000-000000000001"}"#),
        Golden(
            name: "to-do dropped",
            event: .todoDropped(.init(todoId: todo, at: instant("2026-11-18T15:00:00Z"))),
            type: "todo.dropped",
            json: #"{"at":"2026-11-18T15:00:00Z","todoId":"d1000000-0000-4000-8000-000000000001"}"#),
        Golden(
            name: "to-do carried",
            event: .todoCarried(.init(todoId: todo, from: civil("2026-11-18"), to: civil("2026-11-19"))),
            type: "todo.carried",
            json: #"{"from":"2026-11-18","to":"2026-11-19","todoId":"d1000000-0000-4000-8000-000000000001"}"#),
        Golden(
            name: "to-dos reordered",
            event: .todosReordered(.init(date: civil("2026-11-18"), todoIds: [otherTodo, todo])),
            type: "todos.reordered",
            json: #"{"date":"2026-11-18","todoIds":["d2000000-0000-4000-8000-000000000002","d1000000-0000-4000-8000-000000000001"]}"#),
        Golden(
            name: "standup recorded",
            event: .standupRecorded(
                .init(
                    date: civil("2026-11-19"), plan: [todo, otherTodo], note: "Tests first",
                    at: instant("2026-11-19T08:30:00Z"))),
            type: "standup.recorded",
            json:
                #"{"at":"2026-11-19T08:30:00Z","date":"2026-11-19","note":"Tests first","plan":["d1000000-0000-4000-8000-000000000001","d2000000-0000-4000-8000-000000000002"]}"#
        ),
        Golden(
            name: "standup recorded without a note or a plan",
            event: .standupRecorded(.init(date: civil("2026-11-19"), plan: [], note: nil, at: instant("2026-11-19T08:30:00Z"))),
            type: "standup.recorded",
            json: #"{"at":"2026-11-19T08:30:00Z","date":"2026-11-19","plan":[]}"#),
        Golden(
            name: "general settings changed",
            event: DomainEvent(
                DomainEvent.GeneralSettingsChanged(
                    settings: GeneralSettings(
                        timeZone: "Europe/Berlin", dayStartHour: 5, wakingStart: TimeOfDay(hour: 6, minute: 30)!,
                        wakingEnd: TimeOfDay(hour: 22)!,
                        weekStart: 7, theme: .dark))),
            type: "settings.general-changed",
            json:
                #"{"settings":{"dayStartHour":5,"theme":"dark","timeZone":"Europe/Berlin","wakingEnd":"22:00","wakingStart":"06:30","weekStart":7}}"#
        ),
        Golden(
            name: "the Weekly's settings changed",
            event: DomainEvent(
                DomainEvent.WeeklySettingsChanged(settings: WeeklySettings(smallMinutes: 60, mediumMinutes: 180, largeMinutes: 600))),
            type: "weekly.settings-changed",
            json: #"{"settings":{"largeMinutes":600,"mediumMinutes":180,"smallMinutes":60}}"#),
        Golden(
            name: "the Daily's settings changed",
            event: DomainEvent(
                DomainEvent.DailySettingsChanged(
                    settings: DailySettings(
                        standupBy: TimeOfDay(hour: 9, minute: 30)!,
                        hiddenModules: ["standup"]))),
            type: "daily.settings-changed",
            json: #"{"settings":{"hiddenModules":["standup"],"standupBy":"09:30"}}"#),
        Golden(
            name: "the coach's settings changed",
            event: DomainEvent(
                DomainEvent.CoachSettingsChanged(
                    settings: CoachSettings(
                        quietFrom: TimeOfDay(hour: 22)!, quietUntil: TimeOfDay(hour: 7)!, doNotDisturbUntil: instant("2026-11-21T12:00:00Z")
                    ))),
            type: "coach.settings-changed",
            json: #"{"settings":{"doNotDisturbUntil":"2026-11-21T12:00:00Z","quietFrom":"22:00","quietUntil":"07:00"}}"#),
        Golden(
            name: "the coach's settings changed to none",
            event: DomainEvent(DomainEvent.CoachSettingsChanged(settings: CoachSettings())),
            type: "coach.settings-changed",
            json: #"{"settings":{}}"#),
        Golden(
            name: "runbook saved",
            event: DomainEvent(
                DomainEvent.RunbookSaved(
                    Runbook(
                        id: runbook, name: "Before a call", moment: "When my hands shake.",
                        steps: [.init("Breathe.", timerSeconds: 60), .init("Dial.")], version: 1),
                    at: instant("2026-11-20T10:00:00Z"))),
            type: "runbook.saved",
            json:
                #"{"at":"2026-11-20T10:00:00Z","moment":"When my hands shake.","name":"Before a call","runbookId":"a4000000-0000-4000-8000-0000000000a4","steps":[{"text":"Breathe.","timerSeconds":60},{"text":"Dial."}],"version":1}"#
        ),
        Golden(
            name: "runbook hidden", event: DomainEvent(DomainEvent.RunbookHidden(runbook)), type: "runbook.hidden",
            json: #"{"runbookId":"a4000000-0000-4000-8000-0000000000a4"}"#),
        Golden(
            name: "runbook shown", event: DomainEvent(DomainEvent.RunbookShown(runbook)), type: "runbook.shown",
            json: #"{"runbookId":"a4000000-0000-4000-8000-0000000000a4"}"#),
        Golden(
            name: "runbook run recorded",
            event: DomainEvent(
                DomainEvent.RunbookRunRecorded(
                    RunbookRun(
                        id: runbookRun, runbookId: runbook, version: 2, startedAt: instant("2026-11-20T10:00:00Z"),
                        finishedAt: instant("2026-11-20T10:06:00Z"), stepsReached: 7, feeling: .happy, words: "Calmer."))),
            type: "runbook.run-recorded",
            json:
                #"{"run":{"feeling":"happy","finishedAt":"2026-11-20T10:06:00Z","id":"a5000000-0000-4000-8000-0000000000a5","runbookId":"a4000000-0000-4000-8000-0000000000a4","startedAt":"2026-11-20T10:00:00Z","stepsReached":7,"version":2,"words":"Calmer."}}"#
        ),
        Golden(
            name: "runbook run stopped",
            event: DomainEvent(
                DomainEvent.RunbookRunRecorded(
                    RunbookRun(
                        id: runbookRun, runbookId: runbook, version: 1, startedAt: instant("2026-11-20T10:00:00Z"), finishedAt: nil,
                        stepsReached: 2, feeling: nil))),
            type: "runbook.run-recorded",
            json:
                #"{"run":{"id":"a5000000-0000-4000-8000-0000000000a5","runbookId":"a4000000-0000-4000-8000-0000000000a4","startedAt":"2026-11-20T10:00:00Z","stepsReached":2,"version":1}}"#
        ),
    ]

    @Test(arguments: [
        // Stored before themes
        #"{"settings":{"dayStartHour":5,"timeZone":"Europe/Berlin","wakingEnd":"22:00","wakingStart":"06:30","weekStart":7}}"#,
        // Stored with a theme, before the standup time, sizes and hidden modules
        #"{"settings":{"dayStartHour":5,"theme":"system","timeZone":"Europe/Berlin","wakingEnd":"22:00","wakingStart":"06:30","weekStart":7}}"#,
    ])
    func settingsStoredInAnOlderShapeDecodeWithTheDefaults(_ json: String) throws {
        // When settings stored before a field existed are read back
        let decoded = try EventCoding.decode(type: "settings.changed", schemaVersion: 1, payload: Data(json.utf8))
        guard let changed = decoded?.as(DomainEvent.SettingsChanged.self) else {
            Issue.record("not a settings change")
            return
        }

        // Then the stored fields are kept and every missing one takes its default
        #expect(
            changed.settings
                == Settings(
                    timeZone: "Europe/Berlin", dayStartHour: 5, wakingStart: TimeOfDay(hour: 6, minute: 30)!,
                    wakingEnd: TimeOfDay(hour: 22)!, weekStart: 7))
        #expect(changed.settings.theme == .system)
        #expect(changed.settings.standupBy == TimeOfDay(hour: 10)!)
        let sizes: [Int] = [changed.settings.smallMinutes, changed.settings.mediumMinutes, changed.settings.largeMinutes]
        #expect(sizes == [120, 240, 480])
        #expect(changed.settings.hiddenModules.isEmpty)
    }

    @Test(arguments: goldens)
    func encodesToTheGoldenPayload(_ golden: Golden) throws {
        // When the event is encoded
        let payload = try EventCoding.payload(of: golden.event)

        // Then the bytes are exactly the golden ones, under the golden type, at schema version 1
        #expect(String(decoding: payload, as: UTF8.self) == golden.json)
        #expect(golden.event.type == golden.type)
        #expect(golden.event.schemaVersion == 1)
    }

    @Test(arguments: goldens)
    func decodesTheGoldenPayload(_ golden: Golden) throws {
        // When the golden payload is decoded under its type
        let decoded = try EventCoding.decode(type: golden.type, schemaVersion: 1, payload: Data(golden.json.utf8))

        // Then it is the same event
        #expect(decoded == golden.event)
    }

    @Test(arguments: goldens)
    func anEnvelopeRoundTrips(_ golden: Golden) throws {
        // Given a pending event made from the domain event
        let pending = try PendingEvent(
            id: EventID(UUID()), recordedAt: instant("2026-11-20T09:30:00Z").addingTimeInterval(0.4),
            event: golden.event)
        #expect(pending.type == golden.type)
        #expect(pending.recordedAt == instant("2026-11-20T09:30:00Z"))

        // When it is stored and read back as an envelope, Then it decodes to the same event
        let envelope = EventEnvelope(
            id: pending.id, stream: .local, seq: 1, recordedAt: pending.recordedAt, type: pending.type,
            schemaVersion: pending.schemaVersion, payload: pending.payload)
        #expect(try envelope.decoded() == golden.event)
    }

    @Test func everyRegisteredTypeAndVersionHasAGolden() {
        // Given every event type and version the standard modules register
        let registered = Set(CoreModules.standard.events.keys)

        // Then each has a golden, and every golden is a registered type at its version
        let golden = Set(Self.goldens.map { EventRegistry.Key(type: $0.type, schemaVersion: $0.event.schemaVersion) })
        #expect(golden == registered)
    }

    @Test func noTypeStringIsOwnedTwiceAndTheNamesAreFixed() {
        // Given the type strings each module writes
        let types = CoreModules.standard.modules.flatMap { $0.events.map { $0.type } }

        // Then no type string appears twice
        #expect(types.count == Set(types).count)

        // And the stored type names are exactly these: they never change
        #expect(
            Set(types) == [
                "intention.started", "intention.extended", "intention.ended", "intention.tagged", "intention.rated",
                "intention.reviewed", "intention.edited", "intention.recorded", "label.created", "settings.changed", "hint.dismissed",
                "settings.general-changed", "weekly.settings-changed", "daily.settings-changed", "coach.settings-changed",
                "area.created", "area.changed", "areas.reordered", "area.archived", "area.restored",
                "goal.added", "goal.changed", "goal.completed", "goal.dropped", "goal.reopened",
                "week.capacity-set", "retro.recorded", "action-item.checked",
                "todo.added", "todo.changed", "todo.completed", "todo.reopened", "todo.dropped", "todo.carried",
                "todos.reordered", "standup.recorded",
                "health.food-logged", "health.food-entry-changed", "health.food-entry-removed",
                "health.weight-logged", "health.weight-removed", "health.activity-logged", "health.activity-removed",
                "health.profile-changed", "health.imported", "health.targets-set", "health.own-food-saved", "health.own-food-deleted",
                "health.portion-added", "health.portion-removed", "health.food-pinned", "sleep.logged", "sleep.removed",
                "workout.lift-added", "workout.template-saved", "workout.template-deleted", "workout.set-recorded",
                "workout.set-removed", "workout.goal-set", "journal.entry-written", "journal.entry-edited", "journal.entry-removed",
                "journal.template-saved", "journal.template-removed", "journal.default-template-chosen",
                "journal.photo-added", "journal.photo-removed", "journal.review-time-set", "trigger.logged", "trigger.outcome-recorded",
                "runbook.saved", "runbook.hidden", "runbook.shown", "runbook.run-recorded",
                "timebox.planned", "timebox.changed", "timebox.removed", "timebox.started",
                "pact.made", "pact.renegotiated", "pact.checked", "pact.ended",
            ])
    }

    @Test func eventsNameTheirIntention() {
        for golden in Self.goldens {
            let expected: IntentionID? = golden.type.hasPrefix("intention.") ? Self.id : nil
            #expect(golden.event.intentionID == expected, "\(golden.name)")
        }
    }

    @Test(arguments: [("intention.paused", 1), ("focus.started", 1), ("", 1), ("intention.started", 2), ("label.created", 0)])
    func anUnknownTypeOrVersionDecodesToNil(_ type: String, _ schemaVersion: Int) throws {
        #expect(try EventCoding.decode(type: type, schemaVersion: schemaVersion, payload: Data(#"{"anything":true}"#.utf8)) == nil)
    }

    @Test func anUnknownOrUnreadableEnvelopeIsKeptInSightOnReplay() {
        // Given a stream with an event this build does not know, between two it does
        var state = UserState(defaultTimeZone: "UTC")
        let start = Self.goldens[0]
        let envelopes = [
            EventEnvelope(
                id: EventID(UUID()), stream: .local, seq: 1, recordedAt: .now, type: start.type, schemaVersion: 1,
                payload: Data(start.json.utf8)),
            EventEnvelope(
                id: EventID(UUID()), stream: .local, seq: 2, recordedAt: .now, type: "intention.paused", schemaVersion: 1,
                payload: Data("{}".utf8)),
            EventEnvelope(
                id: EventID(UUID()), stream: .local, seq: 3, recordedAt: .now, type: "intention.ended", schemaVersion: 1,
                payload: Data("not json".utf8)),
        ]

        // When they are applied
        for envelope in envelopes { state.apply(envelope) }

        // Then the known one is folded in, the others are skipped, and the version still advances
        #expect(state.intentions[Self.id]?.status == .running)
        #expect(state.version == 3)

        // And nothing is dropped in silence: the unknown type and the unreadable payload are listed, with why
        #expect(state.unknown.map(\.seq) == [2])
        #expect(state.unknown.first?.type == "intention.paused")
        #expect(state.unreadable.map(\.seq) == [3])
        #expect(state.unreadable.first?.reason == "it cannot be read")
    }

    @Test func anOlderVersionIsReadThroughItsUpcaster() throws {
        // Given a module whose event was once stored in another shape (version 1) and is now version 2
        struct RenamedV1: Decodable { var count: Int }
        struct Counted: Event {
            static let type = "test.counted"
            static let schemaVersion = 2
            var amount: Int
        }
        var registry = EventRegistry()
        registry.register(Counted.self)
        registry.register(Upcaster(RenamedV1.self, schemaVersion: 1) { old in Counted(amount: old.count) })

        // When each version is read
        let old = try registry.decode(type: "test.counted", schemaVersion: 1, payload: Data(#"{"count":3}"#.utf8))
        let new = try registry.decode(type: "test.counted", schemaVersion: 2, payload: Data(#"{"amount":4}"#.utf8))

        // Then both are today's event, and an unregistered version is unknown
        #expect(old == DomainEvent(Counted(amount: 3)))
        #expect(new == DomainEvent(Counted(amount: 4)))
        #expect(try registry.decode(type: "test.counted", schemaVersion: 3, payload: Data("{}".utf8)) == nil)
    }

    @Test(arguments: [
        ("intention.started", #"{"intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","plannedMinutes":25,"text":"x"}"#),
        ("intention.ended", #"{"endedAt":"20 November","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301"}"#),
        ("intention.rated", #"{"feeling":"elated","intentionId":"3f2504e0-4f89-41d3-9a0c-0305e82c3301"}"#),
        ("intention.rated", #"{"feeling":"happy","intentionId":"not-a-uuid"}"#),
        ("settings.changed", #"{"settings":{"dayStartHour":4,"timeZone":"UTC","wakingEnd":"25:00","wakingStart":"07:00","weekStart":1}}"#),
        (
            "settings.changed",
            #"{"settings":{"dayStartHour":4,"standupBy":"9 am","timeZone":"UTC","wakingEnd":"23:00","wakingStart":"07:00","weekStart":1}}"#
        ),
        (
            "goal.added",
            #"{"areaId":"a1000000-0000-4000-8000-000000000001","goalId":"b1000000-0000-4000-8000-000000000001","size":"XL","title":"x","weekStart":"2026-11-16"}"#
        ),
        ("area.created", #"{"areaId":"a1000000-0000-4000-8000-000000000001","color":"magenta","icon":"flag","name":"Career"}"#),
        ("todo.carried", #"{"from":"2026-11-18","to":"2026-02-30","todoId":"d1000000-0000-4000-8000-000000000001"}"#),
        ("week.capacity-set", #"{"perDayMinutes":300,"weekStart":"2026-11-16"}"#),
    ])
    func aMalformedPayloadOfAKnownTypeThrows(_ type: String, _ json: String) {
        #expect(throws: DecodingError.self) { try EventCoding.decode(type: type, schemaVersion: 1, payload: Data(json.utf8)) }
    }
}
