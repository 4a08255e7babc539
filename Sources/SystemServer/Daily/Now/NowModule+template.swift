extension NowModule {
    /// The view: it renders only ``View``.
    static let template = #"""
{{#running}}
<section class="card running" id="now" aria-labelledby="running-title">
  <p class="eyebrow">Now</p>
  <h2 id="running-title"><a href="/focus">{{text}}</a></h2>
  {{#todo}}<p class="serves">For the to-do “{{text}}” · {{serves}}</p>{{/todo}}
  <p class="countdown-line"><span class="countdown" data-countdown data-planned-end="{{plannedEndAt}}" data-server-now="{{serverNow}}">{{timeLeft}}</span> <span class="muted">{{timeLeftLabel}}</span></p>
  <div class="actions">
    <a class="button primary" href="/focus">Open focus screen</a>
    <form method="post" action="/intentions/{{id}}/end" data-enhance><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="idempotencyKey" value="{{formKey}}"><button class="button" type="submit">End now</button></form>
  </div>
</section>
{{/running}}

{{#startForm}}
<section class="card start" id="start" aria-labelledby="start-title">
  <h2 id="start-title">Set an intention</h2>
  <form method="post" action="/intentions" class="start-form" novalidate data-enhance data-offline-start><input type="hidden" name="csrf" value="{{csrf}}">
    <input type="hidden" name="idempotencyKey" value="{{idempotencyKey}}">
    {{#conflict}}
    <div class="notice warning" role="alert">
      <p>{{message}}</p>
      <input type="hidden" name="endRunning" value="1">
      <button class="button primary" type="submit">End “{{runningText}}” and start this one</button>
      <a class="button ghost" href="/focus">Keep it running</a>
    </div>
    {{/conflict}}
    {{#todo}}
    <p class="from-todo"><input type="hidden" name="todoId" value="{{id}}">For the to-do <strong>{{text}}</strong> <span class="muted">· {{goal}}</span> <a href="/#start">Start something else</a></p>
    {{/todo}}
    {{#todoError}}<p class="field-error" role="alert">{{.}}</p>{{/todoError}}
    <label for="intention-text">What will you do?</label>
    <input id="intention-text" name="text" type="text" data-limit="{{textLimit}}" required autocomplete="off"
           placeholder="Write the first draft of the report" value="{{text}}"
           {{#textError}}aria-invalid="true" aria-describedby="text-error"{{/textError}}>
    {{#textError}}<p class="field-error" id="text-error">{{.}}</p>{{/textError}}
    <fieldset class="presets">
      <legend>For how long?</legend>
      {{#presets}}
      <label class="chip"><input type="radio" name="minutes" value="{{minutes}}" {{#checked}}checked{{/checked}}><span>{{label}}</span></label>
      {{/presets}}
      <label class="custom-minutes"><span>Other</span>
        <input name="customMinutes" type="number" inputmode="numeric" min="5" max="240" step="1" value="{{customMinutes}}"
               {{#minutesError}}aria-invalid="true" aria-describedby="minutes-error"{{/minutesError}}>
        <span class="muted">min</span></label>
    </fieldset>
    {{#minutesError}}<p class="field-error" id="minutes-error">{{.}}</p>{{/minutesError}}
    {{^conflict}}<button class="button primary wide" type="submit">Start</button>{{/conflict}}
  </form>
</section>
{{/startForm}}
"""#
}
