// The runbooks' script: the runner and the drafts.
//
// The runner: every step of the run is in the page and each Back and Next is a link, so a run works without this
// script. With it, the steps change in place (the address follows, so a reload stays on the step), the keyboard
// moves them — Right, Enter or Space for next, Left or Backspace for back — and a step's timer counts down while it
// is shown. Past the last step, the link goes to the server's question: how do you feel now?
//
// Drafts: what is typed in a runbook's form is kept in this browser as it is typed and put back, with a line that
// says so, if the page was left before it was saved; sending the form forgets it.
"use strict";

(() => {
  const runner = document.querySelector("[data-runner]");
  const steps = runner ? [...runner.querySelectorAll(".runner-step")] : [];
  if (runner && steps.length > 0) {
    const base = runner.dataset.base;
    let reached = Number(runner.dataset.reached) || 1;
    let current = Math.max(1, steps.findIndex((step) => !step.hidden) + 1);
    let ticking = null;

    const stopTimer = () => { if (ticking) clearInterval(ticking); ticking = null; };
    const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
    const startTimer = (step) => {
      stopTimer();
      const total = Number(step.dataset.timer);
      const left = step.querySelector("[data-timer-left]");
      if (!total || !left) return;
      const ends = Date.now() + total * 1000;
      const paint = () => {
        const remaining = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
        left.textContent = remaining > 0 ? clock(remaining) : "Done";
        left.parentElement.classList.toggle("is-done", remaining === 0);
        if (remaining === 0) stopTimer();
      };
      paint();
      ticking = setInterval(paint, 250);
    };

    const show = (number) => {
      current = number;
      reached = Math.max(reached, number);
      for (const step of steps) step.hidden = Number(step.dataset.step) !== number;
      const step = steps[number - 1];
      // The links say where the run is, for a reload or a browser without this script's state.
      step.querySelector("[data-go=back]")?.setAttribute("href", `${base}&step=${number - 1}&reached=${reached}`);
      step.querySelector("[data-go=next]")?.setAttribute("href", number === steps.length
        ? `${base}&step=feeling&reached=${steps.length}` : `${base}&step=${number + 1}&reached=${Math.max(reached, number + 1)}`);
      step.querySelector("[data-go=stop]")?.setAttribute("href", `${base}&step=stop&reached=${reached}`);
      history.replaceState(null, "", `${base}&step=${number}&reached=${reached}`);
      startTimer(step);
    };

    const go = (direction) => {
      if (direction === "back") { if (current > 1) show(current - 1); return; }
      if (current < steps.length) { show(current + 1); return; }
      stopTimer();
      location.href = `${base}&step=feeling&reached=${steps.length}`;
    };

    runner.addEventListener("click", (event) => {
      const link = event.target.closest?.("a[data-go]");
      if (!link || link.dataset.go === "stop" || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      go(link.dataset.go);
    });
    document.addEventListener("keydown", (event) => {
      if (event.altKey || event.metaKey || event.ctrlKey) return;
      const target = event.target;
      if (target.closest?.("input, textarea, select, [contenteditable]")) return;
      // Enter and Space on a link or button do what that link or button does.
      const onControl = target.closest?.("a, button");
      if (["ArrowRight", "Enter", " "].includes(event.key)) {
        if (onControl && event.key === "Enter") return;
        // Space on Back or Next is that link's own key; on any other link or button it is left to the browser.
        if (onControl && event.key === " ") {
          if (!onControl.matches("a[data-go=back], a[data-go=next]")) return;
          event.preventDefault();
          go(onControl.dataset.go);
          return;
        }
        event.preventDefault();
        go("next");
      } else if (["ArrowLeft", "Backspace"].includes(event.key)) {
        event.preventDefault();
        go("back");
      }
    });
    show(current);
  }

  // Drafts.
  const storage = {
    get: (key) => { try { return localStorage.getItem(key); } catch (_) { return null; } },
    set: (key, value) => { try { localStorage.setItem(key, value); } catch (_) { /* private mode: not kept */ } },
    remove: (key) => { try { localStorage.removeItem(key); } catch (_) { /* nothing kept */ } },
  };
  const fields = "form[data-runbook-draft] input[name=name], form[data-runbook-draft] input[name=moment], form[data-runbook-draft] textarea[name=steps]";
  const draftKey = (field) => `the-system:runbook-draft:${field.form.getAttribute("action")}:${field.name}`;
  let restored = null;
  for (const field of document.querySelectorAll(fields)) {
    const saved = storage.get(draftKey(field));
    if (saved === null || saved === field.value) continue;
    field.value = saved;
    restored = restored ?? field.form;
  }
  if (restored) {
    restored.closest("details")?.setAttribute("open", "");
    const note = document.createElement("p");
    note.className = "muted runbook-restored";
    note.setAttribute("role", "status");
    note.textContent = "Put back what you were typing here before you left; it is not saved yet.";
    restored.prepend(note);
  }
  document.addEventListener("input", (event) => {
    if (event.target.matches?.(fields)) storage.set(draftKey(event.target), event.target.value);
  });
  document.addEventListener("submit", (event) => {
    if (!event.target.matches?.("form[data-runbook-draft]")) return;
    for (const field of event.target.querySelectorAll("input[name=name], input[name=moment], textarea[name=steps]")) storage.remove(draftKey(field));
  }, true);
})();
