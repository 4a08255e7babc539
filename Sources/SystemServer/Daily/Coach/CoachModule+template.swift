extension CoachModule {
    /// The view: it renders only ``View``.
    static let template = #"""
<section class="coach" aria-labelledby="coach-title" data-coach-key="{{key}}" data-coach-topic="{{topic}}">
  <h2 id="coach-title" class="sr-only">Coach</h2>
  <p class="coach-text">{{text}}</p>
  <div class="coach-actions">
    {{#actions}}<a class="button small primary" href="{{href}}">{{label}}</a>{{/actions}}
    <a class="coach-why" href="{{explainHref}}">Why this?</a>
  </div>
</section>
"""#
}
