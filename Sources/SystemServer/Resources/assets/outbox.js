// The System — installable and offline-tolerant. Registers the service worker (/sw.js) and keeps the outbox:
// a form post that cannot reach the server (app.js hands it over with window.TheSystemOutbox.enqueue(form)) is
// stored in localStorage with its URL and urlencoded body, and sent again, in order, when the connection returns
// (the `online` event, every page load, and a retry every 15 seconds). The body holds the form's idempotencyKey,
// so a post that is sent twice (or that reached the server before the connection dropped) is applied once.
(() => {
  "use strict";

  const QUEUE = "the-system:outbox";
  const FAILED = "the-system:outbox-failed";
  const RETRY_MS = 15000;

  // ---- Storage: two JSON lists in localStorage, shared by every tab. ----
  const read = (name) => {
    try { const list = JSON.parse(localStorage.getItem(name) || "[]"); return Array.isArray(list) ? list : []; } catch (_) { return []; }
  };
  const write = (name, list) => {
    try {
      if (list.length) localStorage.setItem(name, JSON.stringify(list)); else localStorage.removeItem(name);
      return true;
    } catch (_) { return false; }  // storage full or disabled
  };
  // On a shared server each post belongs to the account that queued it, and is only sent while that account is
  // signed in here: another person signing in on this browser never sends (or sees) someone else's changes.
  const account = (document.querySelector('meta[name="the-system-account"]') || {}).content || "";
  const ours = (entry) => (entry.account || "") === account;
  const mine = (name = QUEUE) => read(name).filter(ours);
  const newKey = () => (window.crypto && crypto.randomUUID ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

  // ---- The status line in the layout: what is waiting, what could not be saved. ----
  // It changes only when what it says changes, so a screen reader hears each news once (not every retry).
  let shown = null;
  const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  const render = () => {
    const status = document.querySelector("[data-sync-status]");
    if (!status) return;
    const waiting = mine().length;
    const failed = mine(FAILED);
    const signature = JSON.stringify([waiting, failed]);
    if (signature === shown) return;
    shown = signature;
    status.replaceChildren();
    if (waiting > 0) {
      status.append(`${plural(waiting, "change", "changes")} waiting to sync — ${waiting === 1 ? "it'll" : "they'll"} be sent when you're back online.`);
    }
    failed.forEach((failure) => {
      const line = document.createElement("span");
      line.className = "sync-failure";
      line.textContent = `“${failure.label}” could not be saved: ${failure.message}`;
      status.append(line);
    });
    if (failed.length) {
      const dismiss = document.createElement("button");
      dismiss.type = "button";
      dismiss.className = "button ghost";
      dismiss.textContent = "Dismiss";
      dismiss.addEventListener("click", () => { write(FAILED, read(FAILED).filter((failure) => !ours(failure))); render(); });
      status.append(dismiss);
    }
    status.hidden = waiting === 0 && failed.length === 0;
    status.classList.toggle("has-failures", failed.length > 0);
  };

  // ---- Enqueue: called by app.js for a form[data-enhance] post that cannot be sent now. ----
  const describe = (form) => {
    if (form.hasAttribute("data-reflect")) return "Feeling, tags and review";
    const button = form.querySelector("[type=submit]");
    const name = (button ? button.textContent : "Change").trim();
    const text = form.elements.namedItem("text");
    return text && text.value ? `${name}: ${text.value.trim()}` : name;
  };

  const showQueued = (form) => {
    form.dataset.queued = "1";
    form.querySelectorAll("[type=submit]").forEach((button) => {
      button.disabled = true;
      if (!button.dataset.label) button.dataset.label = button.textContent;
      button.textContent = "Saved offline — will sync";
    });
  };

  // Returns true when the outbox took care of the post (stored it, or showed why it cannot be sent),
  // false when it could not (no storage): the caller then posts the form itself.
  // `options.body` is the post when the caller made it (the reflection form gives each save its own key);
  // `options.latest` keeps only the newest queued post to the same address, since each one carries the whole form.
  const enqueue = (form, options = {}) => {
    const action = new URL(form.action, location.href);
    if (action.origin !== location.origin || (form.method || "get").toLowerCase() !== "post") return false;
    if (!form.checkValidity()) {  // nobody can answer with the problem now: say it here, before queueing
      form.querySelectorAll("[type=submit]").forEach((button) => { button.disabled = false; });
      form.reportValidity();
      return true;
    }
    const fields = options.body || new URLSearchParams(new FormData(form));
    if (!fields.get("idempotencyKey")) fields.set("idempotencyKey", newKey());  // every post is applied once
    const entry = {
      id: newKey(),
      url: action.pathname + action.search,
      body: fields.toString(),
      key: fields.get("idempotencyKey"),
      label: describe(form),
      account,
      latest: Boolean(options.latest),
      queuedAt: new Date().toISOString(),
    };
    const queue = read(QUEUE);
    const same = queue.findIndex((queued) => queued.url === entry.url && (queued.key === entry.key || (entry.latest && queued.latest)));
    if (same >= 0) queue[same] = entry; else queue.push(entry);  // the same form again: its latest values, once
    if (!write(QUEUE, queue)) return false;
    if (!options.latest) showQueued(form);
    render();
    return true;
  };

  // ---- Sending: oldest first, one at a time, one tab at a time. ----
  const problemIn = async (response) => {
    try {
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      for (const selector of [".field-error", "[role=alert] p", "[role=alert]", ".card > h1 + p"]) {
        const problem = page.querySelector(`main ${selector}`);
        if (problem && problem.textContent.trim()) return problem.textContent.trim().replace(/\s+/g, " ");
      }
    } catch (_) { /* not a page */ }
    return {
      404: "what it changes is not there any more.",
      409: "it conflicts with a change made since (here, in another tab or on the command line).",
      422: "the server did not accept it.",
    }[response.status] || `the server answered ${response.status}.`;
  };

  // Sends what is queued; returns how many posts were applied. Stops at the first post that cannot be sent yet.
  const sendQueued = async () => {
    let applied = 0;
    for (let entry = mine()[0]; entry; entry = mine()[0]) {
      let response;
      try {
        response = await fetch(entry.url, {
          method: "POST",
          body: entry.body,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
          credentials: "same-origin",
        });
      } catch (_) {
        return applied;  // still offline
      }
      if (response.status >= 500 || response.status === 408 || response.status === 429) return applied;  // later
      if (response.redirected && new URL(response.url).pathname === "/sign-in") return applied;  // after signing in again
      if (response.ok) {
        applied += 1;
      } else {  // refused (the intention ended elsewhere, a field is invalid…): say so, and go on with the rest
        write(FAILED, read(FAILED).concat([{ label: entry.label, message: await problemIn(response), account }]));
      }
      write(QUEUE, read(QUEUE).filter((queued) => queued.id !== entry.id));
      render();
    }
    return applied;
  };

  // Any change the user is still making on this page, which a reload would lose.
  const isEditing = () => [...document.querySelectorAll("main form:not([data-queued])")].some((form) =>
    [...form.elements].some((field) => {
      if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
      if (field.tagName === "SELECT") return [...field.options].some((option) => option.selected !== option.defaultSelected);
      if (field.type === "hidden" || field.type === "submit" || field.type === "button") return false;
      return "defaultValue" in field && field.value !== field.defaultValue;
    }));

  let sending = false;
  const flush = async () => {
    if (sending || navigator.onLine === false || mine().length === 0) return;
    sending = true;
    let applied = 0;
    try {
      applied = navigator.locks
        ? await navigator.locks.request("the-system-outbox", sendQueued)
        : await sendQueued();
    } finally {
      sending = false;
      render();
    }
    // The page shows the state before the queued changes: show the state after them, unless that loses input.
    if (applied > 0 && mine().length === 0 && mine(FAILED).length === 0 && !isEditing()) location.reload();
  };

  // ---- The service worker: the app shell offline, and pages as they were last seen. ----
  const registerWorker = async () => {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    try {
      const registration = await navigator.serviceWorker.register("/sw.js");
      if (!navigator.serviceWorker.controller) {  // this page loaded before the worker: ask it to keep the page
        const ready = await navigator.serviceWorker.ready;
        (ready.active || registration.active)?.postMessage({ type: "keep-page", url: location.href });
      }
    } catch (_) { /* no worker: pages still work online, and the outbox without it */ }
  };

  // A newer post of a whole form replaces what waits for the same address: the older copy is dropped.
  const forget = (url) => {
    const target = new URL(url, location.href);
    const path = target.pathname + target.search;
    const queue = read(QUEUE);
    const kept = queue.filter((entry) => !(entry.latest && ours(entry) && entry.url === path));
    if (kept.length !== queue.length && write(QUEUE, kept)) render();
  };

  window.TheSystemOutbox = { enqueue, forget, flush, pending: () => mine().length };

  const start = () => {
    render();
    flush();
    registerWorker();
  };
  window.addEventListener("online", flush);
  window.addEventListener("storage", (event) => { if (event.key === QUEUE || event.key === FAILED) render(); });
  document.addEventListener("visibilitychange", () => { if (!document.hidden) flush(); });
  setInterval(flush, RETRY_MS);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
