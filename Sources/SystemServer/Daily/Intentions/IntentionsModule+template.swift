extension IntentionsModule {
    /// The view: it renders only ``View``.
    static let template = #"""
<section id="intentions" aria-labelledby="list-title">
  <h2 id="list-title">Intentions</h2>
  {{#isEmpty}}
  <p class="empty">{{emptyText}}</p>
  {{/isEmpty}}
  <ol class="intentions">
  {{#intentions}}
    <li class="intention{{#isRunning}} is-running{{/isRunning}}">
      <a class="intention-link" href="{{href}}">
        <span class="when">{{timeRange}}</span>
        <span class="what">{{text}}</span>
        <span class="how-long">{{duration}}</span>
      </a>
      {{#hasDetails}}
      <div class="details">
        <span class="serves{{#isFreeStanding}} free{{/isFreeStanding}}">{{serves}}</span>
        {{#tags}}<span class="tag {{kind}}">{{name}}</span>{{/tags}}
        {{#feeling}}<span class="feeling" title="{{word}}">{{emoji}} {{word}}</span>{{/feeling}}
      </div>
      {{/hasDetails}}
      {{#reviewLines}}<p class="review-line"><strong>{{question}}</strong> {{answer}}</p>{{/reviewLines}}
    </li>
  {{/intentions}}
  </ol>
  {{#pastForm}}
  <details class="card past-intention" id="add-past"{{#isOpen}} open{{/isOpen}}>
    <summary><h3>Forgot one? Add it with its times</h3></summary>
    <form method="post" action="/days/{{date}}/intentions" novalidate data-enhance><input type="hidden" name="csrf" value="{{csrf}}">
      <input type="hidden" name="idempotencyKey" value="{{key}}">
      <label for="past-text">What did you do?</label>
      <input id="past-text" name="text" type="text" data-limit="{{textLimit}}" required autocomplete="off" value="{{text}}"
             {{#textError}}aria-invalid="true" aria-describedby="past-text-error"{{/textError}}>
      {{#textError}}<p class="field-error" id="past-text-error">{{.}}</p>{{/textError}}
      <div class="time-pair">
        <span><label for="past-from">From</label>
        <input id="past-from" name="from" type="time" required value="{{from}}"{{#fromError}} aria-invalid="true" aria-describedby="past-from-error"{{/fromError}}></span>
        <span><label for="past-to">To</label>
        <input id="past-to" name="to" type="time" required value="{{to}}"{{#toError}} aria-invalid="true" aria-describedby="past-to-error"{{/toError}}></span>
      </div>
      {{#fromError}}<p class="field-error" id="past-from-error">{{.}}</p>{{/fromError}}
      {{#toError}}<p class="field-error" id="past-to-error">{{.}}</p>{{/toError}}
      {{#hasTodos}}
      <label for="past-todo">For a to-do <span class="muted">(optional: its time then counts toward the goal)</span></label>
      <select id="past-todo" name="todoId"><option value="">None</option>{{#todos}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/todos}}</select>
      {{/hasTodos}}
      {{#otherError}}<p class="field-error" role="alert">{{.}}</p>{{/otherError}}
      <button class="button" type="submit">Add intention</button>
    </form>
  </details>
  {{/pastForm}}
</section>
"""#
}
