extension StandupModule {
    /// The view: it renders only ``View``.
    static let template = #"""
<section class="card standup{{#isOverdue}} is-due{{/isOverdue}}" id="standup" aria-labelledby="standup-title">
  <div class="card-head"><h2 id="standup-title">Daily standup</h2><span class="muted">{{#summary}}{{.}}{{/summary}}{{^summary}}{{dueText}}{{/summary}}</span></div>
  {{#isOverdue}}<p class="notice">It's past your standup time. Two minutes: look back at yesterday, then choose today's plan.</p>{{/isOverdue}}
  {{#note}}<p class="standup-note">{{.}}</p>{{/note}}
  {{#hasActionItems}}
  <h3>Action items this week</h3>
  <ul class="action-items">{{#actionItems}}<li><strong>{{text}}</strong> <span class="muted">{{detail}}</span></li>{{/actionItems}}</ul>
  {{/hasActionItems}}
  {{#isToday}}
  <details class="standup-form"{{^isDone}} open{{/isDone}}>
    <summary>{{#isDone}}Redo the standup{{/isDone}}{{^isDone}}Hold the standup{{/isDone}}</summary>
    {{#hasYesterday}}
    <div class="yesterday">
      <h3>Yesterday</h3>
      <ul class="plain">{{#yesterdayDone}}<li><span aria-hidden="true">✓</span> {{text}} <span class="muted">· {{detail}}</span></li>{{/yesterdayDone}}
      {{#yesterdayNotDone}}<li><span aria-hidden="true">○</span> {{text}} <span class="muted">· not done · {{detail}}</span></li>{{/yesterdayNotDone}}</ul>
    </div>
    {{/hasYesterday}}
    <form method="post" action="/days/{{date}}/standup" data-enhance><input type="hidden" name="csrf" value="{{csrf}}">
      <input type="hidden" name="idempotencyKey" value="{{key}}">
      {{#hasCarryOver}}
      <fieldset><legend>Carry over to today</legend>
        {{#carryOver}}<label class="choice"><input type="checkbox" name="carry" value="{{id}}"{{#checked}} checked{{/checked}}> {{text}} <span class="muted">{{detail}}</span></label>{{/carryOver}}
      </fieldset>
      {{/hasCarryOver}}
      <p class="muted">{{planText}}</p>
      <label for="standup-note">Note <span class="muted">(blockers, focus)</span></label>
      <textarea id="standup-note" name="note" rows="2" data-limit="2000"{{#error}} aria-invalid="true" aria-describedby="standup-error"{{/error}}>{{noteText}}</textarea>
      {{#error}}<p class="field-error" id="standup-error" role="alert">{{.}}</p>{{/error}}
      <button class="button primary" type="submit">Record standup</button>
    </form>
  </details>
  {{/isToday}}
</section>
"""#
}
