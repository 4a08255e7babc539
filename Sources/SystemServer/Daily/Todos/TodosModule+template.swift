extension TodosModule {
    /// The view: it renders only ``View``.
    static let template = #"""
<section class="card todos" id="todos" aria-labelledby="todos-title">
  <div class="card-head"><h2 id="todos-title">To-dos</h2><span class="muted">{{doneCount}}</span></div>
  {{#isEmpty}}<p class="empty">{{emptyText}}</p>{{/isEmpty}}
  <ol class="todo-list">
  {{#rows}}
    <li class="todo is-{{status}}" id="todo-{{id}}">
      <form method="post" action="/todos/{{id}}/{{#isDone}}reopen{{/isDone}}{{^isDone}}done{{/isDone}}" class="todo-check" data-enhance>
        <input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="idempotencyKey" value="{{key}}-check">
        <button type="submit" class="check" aria-label="{{#isDone}}Mark “{{text}}” not done{{/isDone}}{{^isDone}}Mark “{{text}}” done{{/isDone}}">{{#isDone}}✓{{/isDone}}</button>
      </form>
      <div class="todo-body">
        <span class="todo-text">{{text}}</span>
        <span class="serves">{{serves}}{{#spent}} · {{.}} spent{{/spent}}{{#isDropped}} · dropped{{/isDropped}}</span>
        {{#history}}<span class="muted history">{{.}}</span>{{/history}}
      </div>
      <div class="todo-actions">
        {{#startHref}}<a class="button small primary" href="{{.}}">Start</a>{{/startHref}}
        {{#isOpen}}
        <details class="more">
          <summary class="button small ghost" aria-label="More for “{{text}}”">More</summary>
          <div class="more-menu">
            <form method="post" action="/todos/{{id}}/carry" data-enhance><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="idempotencyKey" value="{{key}}-carry"><input type="hidden" name="to" value="{{carryTo}}"><button class="button small ghost" type="submit">Move to {{carryLabel}}</button></form>
            {{^isFirst}}<form method="post" action="/todos/{{id}}/up" data-enhance><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="idempotencyKey" value="{{key}}-up"><button class="button small ghost" type="submit">Move up</button></form>{{/isFirst}}
            {{^isLast}}<form method="post" action="/todos/{{id}}/down" data-enhance><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="idempotencyKey" value="{{key}}-down"><button class="button small ghost" type="submit">Move down</button></form>{{/isLast}}
            <form method="post" action="/todos/{{id}}/edit" class="inline-edit" data-enhance><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="idempotencyKey" value="{{key}}-edit"><label>Text <input name="text" value="{{text}}" data-limit="280" required></label><label>It serves <select name="link">{{#links}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/links}}</select></label><button class="button small" type="submit">Save</button></form>
            <form method="post" action="/todos/{{id}}/drop" data-enhance><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="idempotencyKey" value="{{key}}-drop"><button class="button small ghost danger" type="submit">Drop</button></form>
          </div>
        </details>
        {{/isOpen}}
      </div>
    </li>
  {{/rows}}
  {{#carriedAway}}
    <li class="todo is-moved"><span class="check" aria-hidden="true">→</span><div class="todo-body"><span class="todo-text">{{text}}</span><span class="muted">{{movedTo}}</span></div></li>
  {{/carriedAway}}
  </ol>
  {{#form}}
  <form method="post" action="/days/{{date}}/todos" class="todo-form" novalidate data-enhance><input type="hidden" name="csrf" value="{{csrf}}">
    <input type="hidden" name="idempotencyKey" value="{{key}}">
    <label for="todo-text">New to-do</label>
    <input id="todo-text" name="text" type="text" data-limit="280" required autocomplete="off" placeholder="Write the tests for the importer" value="{{text}}"
           {{#textError}}aria-invalid="true" aria-describedby="todo-text-error"{{/textError}}>
    {{#textError}}<p class="field-error" id="todo-text-error">{{.}}</p>{{/textError}}
    {{#hasChoices}}
    <label for="todo-link">It serves</label>
    <select id="todo-link" name="link" {{#linkError}}aria-invalid="true" aria-describedby="todo-link-error"{{/linkError}}>
      <option value="">Choose a goal or an area…</option>
      {{#hasGoals}}<optgroup label="Goals of the week">{{#goals}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/goals}}</optgroup>{{/hasGoals}}
      {{#hasAreas}}<optgroup label="Areas of focus">{{#areas}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/areas}}</optgroup>{{/hasAreas}}
    </select>
    {{/hasChoices}}
    {{#linkError}}<p class="field-error" id="todo-link-error" role="alert">{{.}}</p>{{/linkError}}
    {{^hasChoices}}<p class="muted">Every to-do serves the week. <a href="/areas">Create an area of focus</a> or <a href="/week#plan">plan a goal</a> first.</p>{{/hasChoices}}
    <button class="button wide" type="submit" id="add-todo">Add to-do</button>
  </form>
  {{/form}}
</section>
"""#
}
