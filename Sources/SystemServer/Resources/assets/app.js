// The System — progressive enhancement. Every page works without this file; it adds the live countdown, the
// end-of-time alert (title, sound, notification), forms that save without a reload and keep the page where it was,
// the reflection form that saves as you type, the rating pause while the card is on screen, text counters, and
// the browser's time zone for a new user.
(() => {
  "use strict";

  const pad = (n) => String(n).padStart(2, "0");
  const formatCountdown = (seconds) => {
    const s = Math.abs(seconds);
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
    return (h > 0 ? `${h}:${pad(m)}:${pad(r)}` : `${m}:${pad(r)}`);
  };
  const storage = {
    get: (key) => { try { return localStorage.getItem(key); } catch (_) { return null; } },
    set: (key, value) => { try { localStorage.setItem(key, value); } catch (_) { /* private mode: forget it */ } },
  };

  // ---- Sound: a short, soft chime made with Web Audio (no audio file, no network). ----
  let audio = null;
  const unlockAudio = () => {
    try {
      audio = audio || new (window.AudioContext || window.webkitAudioContext)();
      if (audio.state === "suspended") audio.resume();
    } catch (_) { audio = null; }
  };
  const chime = () => {
    if (!audio || audio.state !== "running") return;  // no interaction yet: the title and notification still tell
    const now = audio.currentTime;
    [660, 880, 990].forEach((frequency, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + i * 0.25);
      gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.25 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.25 + 0.6);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + i * 0.25);
      osc.stop(now + i * 0.25 + 0.65);
    });
  };
  // Browsers allow sound only after the user has interacted with the page: prepare it on the first click or key.
  document.addEventListener("click", unlockAudio, { once: true });
  document.addEventListener("keyup", unlockAudio, { once: true });

  // ---- Countdown: the server's planned end is the truth; the clock skew is measured once per page. ----
  let timers = [];
  const startCountdowns = () => {
    timers.forEach(clearInterval);
    timers = [];
    document.querySelectorAll("[data-countdown]").forEach((element) => {
      const plannedEnd = Date.parse(element.dataset.plannedEnd);
      const skew = Date.parse(element.dataset.serverNow) - Date.now();
      const focus = element.closest("[data-focus]");
      const announce = document.querySelector("[data-countdown-announce]");
      let lastAnnouncedMinute = null;
      const tick = () => {
        const left = Math.round((plannedEnd - (Date.now() + skew)) / 1000);
        if (left > 0) {
          element.textContent = formatCountdown(left);
          if (focus) document.title = `${formatCountdown(left)} · ${focus.dataset.title}`;
          const minute = Math.ceil(left / 60);
          if (announce && minute !== lastAnnouncedMinute && (left % 60 === 0 || lastAnnouncedMinute === null)) {
            lastAnnouncedMinute = minute;
            announce.textContent = `${minute} minute${minute === 1 ? "" : "s"} left`;
          }
        } else {
          element.textContent = focus ? "Time's up" : `${formatCountdown(-left)} over`;
          if (focus) {
            focus.classList.add("is-over");
            timeUp(focus.dataset.title, element.dataset.plannedEnd, announce);
          }
        }
      };
      tick();
      timers.push(setInterval(tick, 1000));
    });
  };

  const timeUp = (title, plannedEnd, announce) => {
    document.title = `⏰ Time's up — ${title}`;
    const key = `the-system:alerted:${plannedEnd}`;
    if (storage.get(key)) return;  // one alert per intention, across tabs and reloads
    storage.set(key, "1");
    if (announce) announce.textContent = "Time's up.";
    chime();
    if ("Notification" in window && Notification.permission === "granted") {
      try { new Notification("Time's up", { body: title, tag: key, icon: "/assets/icon.svg" }); } catch (_) { /* not allowed here */ }
    }
  };

  // ---- Stay in step with the server: another tab, the CLI or a restart may have changed what runs. ----
  const syncWithServer = async () => {
    const countdown = document.querySelector("[data-countdown]:not([data-offline])");
    if (!countdown || document.hidden) return;
    try {
      const response = await fetch("/api/v1/intentions/current", { headers: { Accept: "application/json" } });
      if (response.status === 404) { if (document.querySelector("[data-focus]")) location.assign("/"); else location.reload(); return; }
      if (!response.ok) return;
      const current = await response.json();
      if (Date.parse(current.plannedEndAt) !== Date.parse(countdown.dataset.plannedEnd)) {
        countdown.dataset.plannedEnd = current.plannedEndAt;
        countdown.dataset.serverNow = new Date().toISOString();
        startCountdowns();
      }
    } catch (_) { /* offline: keep counting locally */ }
  };
  setInterval(syncWithServer, 30000);
  document.addEventListener("visibilitychange", syncWithServer);

  // ---- Notifications: ask only when the user says so. ----
  const setUpNotificationButton = () => {
    const button = document.querySelector("[data-enable-notifications]");
    if (!button || !("Notification" in window) || Notification.permission !== "default") return;
    button.hidden = false;
    button.addEventListener("click", async () => {
      unlockAudio();
      await Notification.requestPermission();
      button.hidden = true;
    });
  };

  // ---- Reminders: the coach's moments (time up, reflect, standup, planning…) as system notifications. ----
  // The server lists what is due in the next hours, quiet hours already left out; each shows once, across tabs.
  let reminderTimers = [];
  const showReminder = (reminder) => {
    if (!("Notification" in window) || Notification.permission !== "granted") return;  // kept for when it is allowed
    try {
      const key = `the-system:reminded:${reminder.key}`;
      if (localStorage.getItem(key)) return;
      const note = new Notification(reminder.title, { body: reminder.body, tag: reminder.key, icon: "/assets/icon.svg" });
      localStorage.setItem(key, "1");
      note.onclick = () => { window.focus(); location.assign(reminder.href); };
    } catch (_) { /* not allowed here, or no storage */ }
  };
  const scheduleReminders = async () => {
    reminderTimers.forEach(clearTimeout);  // the next answer decides again (quiet hours may have started)
    reminderTimers = [];
    if (navigator.onLine === false) return;
    try {
      const response = await fetch("/api/v1/coach/reminders", { headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const { now, reminders } = await response.json();
      const skew = Date.parse(now) - Date.now();  // the server's clock decides what is due
      for (const reminder of reminders) {
        if (reminder.key.startsWith("timeup:") && document.querySelector("[data-focus]")) continue;  // the focus screen alerts itself
        const wait = Date.parse(reminder.at) - (Date.now() + skew);
        if (wait <= 0) showReminder(reminder);
        else if (wait < 60 * 60 * 1000) reminderTimers.push(setTimeout(() => showReminder(reminder), wait));
      }
    } catch (_) { /* offline: try again later */ }
  };
  setInterval(scheduleReminders, 60000);

  // ---- Confirmations: the layout's status line at the foot of the screen, announced by screen readers. ----
  const announce = (text) => {
    const region = document.querySelector("[data-toast]");
    if (!region || !text) return;
    region.textContent = "";
    region.classList.add("is-again");  // restart the fade-out, and let a repeated message be announced again
    setTimeout(() => { region.classList.remove("is-again"); region.textContent = text; }, 60);
  };
  // The address keeps no `saved=`: a reload or the back button should not confirm the save again.
  const withoutSaved = (url) => {
    const clean = new URL(url, location.href);
    clean.searchParams.delete("saved");
    return clean.pathname + clean.search + clean.hash;
  };
  if (new URLSearchParams(location.search).has("saved")) history.replaceState(history.state, "", withoutSaved(location.href));

  // ---- Text limits: a counter near the limit; over it, the field is invalid and says by how much. ----
  const graphemes = (text) => {
    if (window.Intl && Intl.Segmenter) {
      let count = 0;
      for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) count += 1;
      return count;
    }
    return [...text].length;
  };
  const overLimit = (field) => graphemes(field.value.trim()) > Number(field.dataset.limit);
  const setUpCounters = () => {
    document.querySelectorAll("main [data-limit]").forEach((field) => {
      if (field.dataset.counted) return;
      field.dataset.counted = "1";
      const limit = Number(field.dataset.limit);
      const counter = document.createElement("span");
      counter.className = "counter";
      counter.id = `${field.id || field.name}-counter-${Math.random().toString(36).slice(2, 7)}`;
      field.setAttribute("aria-describedby", `${field.getAttribute("aria-describedby") || ""} ${counter.id}`.trim());
      field.after(counter);
      const update = () => {
        const count = graphemes(field.value.trim());
        const left = limit - count;
        counter.hidden = count < limit * 0.8;
        counter.textContent = left >= 0
          ? `${left} ${left === 1 ? "character" : "characters"} left`
          : `${-left} ${left === -1 ? "character" : "characters"} too many: the limit is ${limit}`;
        counter.classList.toggle("is-over", left < 0);
        field.setCustomValidity(left < 0 ? `Keep it to ${limit} characters or fewer (it has ${count}).` : "");
        if (left < 0) field.setAttribute("aria-invalid", "true");
        else if (field.dataset.overMarked) field.removeAttribute("aria-invalid");
        field.dataset.overMarked = left < 0 ? "1" : "";
      };
      field.addEventListener("input", update);
      update();
    });
  };
  // A field over its limit stops the post here and says why (the server would refuse it the same way).
  const refuseOverLimit = (form) => {
    const field = [...form.querySelectorAll("[data-limit]")].find(overLimit);
    if (!field) return false;
    field.reportValidity();
    field.focus();
    return true;
  };

  // ---- Offline (outbox.js): a post that cannot reach the server waits in the outbox instead of failing. ----
  const queuedOffline = (form, options) => Boolean(window.TheSystemOutbox && window.TheSystemOutbox.enqueue(form, options));

  // A start that waits in the outbox still counts down here, from the moment it was asked for.
  const showOfflineStart = (form) => {
    const section = form.closest("section");
    if (!section) return;
    const custom = Number(form.elements.customMinutes && form.elements.customMinutes.value);
    const preset = form.querySelector("input[name=minutes]:checked");
    const minutes = custom > 0 ? custom : Number(preset ? preset.value : 25);
    const card = document.createElement("section");
    card.className = "card running";
    card.id = "now";
    const eyebrow = document.createElement("p");
    eyebrow.className = "eyebrow";
    eyebrow.textContent = "Now · waiting to sync";
    const title = document.createElement("h2");
    title.textContent = form.elements.text.value.trim();
    const line = document.createElement("p");
    line.className = "countdown-line";
    const countdown = document.createElement("span");
    countdown.className = "countdown";
    countdown.dataset.countdown = "";
    countdown.dataset.offline = "";
    countdown.dataset.plannedEnd = new Date(Date.now() + minutes * 60000).toISOString();
    countdown.dataset.serverNow = new Date().toISOString();
    const label = document.createElement("span");
    label.className = "muted";
    label.textContent = " left";
    line.append(countdown, label);
    card.append(eyebrow, title, line);
    section.replaceWith(card);
    startCountdowns();
  };

  // ---- Keeping the page where it was across a save: the place of an element, found again in the new page. ----
  const focusable = "a[href], button, input:not([type=hidden]), select, textarea, summary";
  const placeOf = (element) => {
    const ids = [];
    for (let node = element; node && node !== document.body; node = node.parentElement) if (node.id) ids.push(node.id);
    const anchor = element.closest("[id]");
    const tops = ids.map((id) => document.getElementById(id).getBoundingClientRect().top);
    return { ids, tops, index: anchor ? [...anchor.querySelectorAll(focusable)].indexOf(element) : -1 };
  };
  // Scrolls so that the nearest element of `place` still in the page is where it was on the screen; returns it.
  const restorePlace = (place) => {
    for (const [i, id] of place.ids.entries()) {
      const element = document.getElementById(id);
      if (!element) continue;
      window.scrollBy(0, element.getBoundingClientRect().top - place.tops[i]);
      return element;
    }
    return null;
  };
  const twinOf = (place) => {
    const anchor = place.ids.length ? document.getElementById(place.ids[0]) : null;
    if (!anchor) return null;
    return place.index >= 0 ? anchor.querySelectorAll(focusable)[place.index] || anchor : anchor;
  };

  // What the user has typed or chosen in a page's forms and not saved, to carry into the page that replaces it.
  const unsavedIn = (root, except) => {
    const kept = [];
    root.querySelectorAll("form").forEach((form) => {
      if (form === except) return;
      const seen = {};
      [...form.elements].forEach((field) => {
        if (!field.name || ["hidden", "submit", "button", "file"].includes(field.type)) return;
        const nth = seen[field.name] = (seen[field.name] ?? -1) + 1;
        const entry = { action: form.getAttribute("action"), name: field.name, nth, value: field.value };
        if (field.type === "checkbox" || field.type === "radio") {
          if (field.checked !== field.defaultChecked) kept.push({ ...entry, checked: field.checked });
        } else if (field.tagName === "SELECT") {
          if ([...field.options].some((option) => option.selected !== option.defaultSelected)) kept.push(entry);
        } else if (field.value !== field.defaultValue) {
          kept.push(entry);
        }
      });
    });
    return kept;
  };
  const putBack = (root, kept) => {
    kept.forEach((entry) => {
      const form = [...root.querySelectorAll("form")].find((candidate) => candidate.getAttribute("action") === entry.action);
      if (!form) return;
      const fields = [...form.elements].filter((field) => field.name === entry.name);
      if ("checked" in entry) {
        const field = fields.find((candidate) => candidate.value === entry.value);
        if (field) field.checked = entry.checked;
      } else if (fields[entry.nth]) {
        fields[entry.nth].value = entry.value;
        fields[entry.nth].dispatchEvent(new Event("input", { bubbles: true }));
      }
      const details = form.closest("details");
      if (details) details.open = true;  // what was typed stays in view
    });
  };

  // ---- Forms that save without a reload: post, then swap in the page the server answers with. ----
  const enhanceForms = () => {
    document.querySelectorAll("form[data-enhance]").forEach((form) => {
      if (form.dataset.enhanced) return;
      form.dataset.enhanced = "1";
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        if (refuseOverLimit(form)) return;
        // What is sent, with the pressed button's own name and value (a form may have several: "Insert the day's
        // summary", "Save"), read before any button is disabled: a disabled button sends nothing.
        const body = new URLSearchParams(new FormData(form, event.submitter || undefined));
        const button = form.querySelector("[type=submit]");
        if (button) button.disabled = true;
        await reflection.flush();  // what was typed in the reflection is saved before the page changes
        const offline = () => {
          if (!queuedOffline(form)) return false;
          if (form.hasAttribute("data-offline-start")) showOfflineStart(form);
          return true;
        };
        if (navigator.onLine === false && offline()) return;
        try {
          const response = await fetch(form.action, {
            method: "POST",
            body,
            headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
          }).catch((error) => { if (offline()) return null; throw error; });
          if (!response) return;  // kept in the outbox
          const html = await response.text();
          const next = new DOMParser().parseFromString(html, "text/html");
          const main = next.querySelector("main");
          if (!main) { form.submit(); return; }
          const url = new URL(response.url);
          const place = placeOf(document.activeElement && form.contains(document.activeElement) ? document.activeElement : button || form);
          // The same page when the address is (`/week` is this week's `/weeks/…` too) or what held the form is there
          const samePage = url.pathname === location.pathname
            || place.ids.some((id) => main.querySelector(`#${CSS.escape(id)}`));
          const kept = unsavedIn(document.querySelector("main"), form);
          // Another page may need a stylesheet this one did not load.
          for (const sheet of next.querySelectorAll("head link[rel=stylesheet]")) {
            const href = sheet.getAttribute("href");
            if (![...document.querySelectorAll("link[rel=stylesheet]")].some((link) => link.getAttribute("href") === href)) {
              document.head.append(sheet.cloneNode());
            }
          }
          document.querySelector("main").replaceWith(main);
          // The frame can change too (a new theme, a new day after a time-zone change).
          const header = next.querySelector("header.top");
          if (header) document.querySelector("header.top").replaceWith(header);
          document.documentElement.dataset.theme = next.documentElement.dataset.theme || "system";
          document.title = next.title;
          if (response.ok && !samePage) history.pushState({}, "", withoutSaved(url.href));
          else if (response.ok) history.replaceState(history.state, "", withoutSaved(url.href));
          putBack(main, kept);
          init();
          // Where the user looks next: at a problem; else, on the same page, where they were; else the new page's top.
          const problem = main.querySelector("[aria-invalid=true], [role=alert]:not([hidden])");
          if (!response.ok && problem) {
            problem.setAttribute("tabindex", problem.getAttribute("tabindex") || "-1");
            problem.focus();
            problem.scrollIntoView({ block: "center" });
          } else if (samePage) {
            restorePlace(place);
            const twin = twinOf(place);
            if (twin) {
              if (!twin.matches(focusable)) twin.setAttribute("tabindex", "-1");
              twin.focus({ preventScroll: true });
            }
          } else {
            window.scrollTo(0, 0);
            const heading = main.querySelector("h1");
            if (heading) { heading.setAttribute("tabindex", "-1"); heading.focus({ preventScroll: true }); }
          }
          announce((next.querySelector("[data-toast]") || {}).textContent?.trim());
        } catch (_) {
          form.removeAttribute("data-enhance");
          form.submit();  // fall back to a plain post
        }
      });
    });
  };

  // ---- The reflection (feeling, tags, review): one form that saves as you go. ----
  // A choice saves at once, typing a second after the last key (and on leaving the field); each save sends the
  // whole form, so the last one wins, and the saves go one at a time, in order.
  const reflection = { flush: async () => {}, leave: () => {} };
  const setUpReflection = () => {
    const form = document.querySelector("form[data-reflect]");
    reflection.flush = async () => {};
    reflection.leave = () => {};
    if (!form) return;
    const status = form.querySelector("[data-save-state]");
    const say = (text) => { if (status) status.textContent = text; };
    const baseKey = form.elements.idempotencyKey.value;
    let count = 0, timer = null, running = null, again = false;

    // The fields as `sent` holds them become the saved ones; what was typed since stays unsaved.
    const markSaved = (sent) => [...form.elements].forEach((field) => {
      if (!field.name || field.type === "hidden") return;
      if (field.type === "checkbox" || field.type === "radio") {
        if (sent.getAll(field.name).includes(field.value) === field.checked) field.defaultChecked = field.checked;
      } else if ("defaultValue" in field && (sent.get(field.name) || "").replace(/\r\n/g, "\n") === field.value.replace(/\r\n/g, "\n")) {
        field.defaultValue = field.value;
      }
    });
    const showProblems = (page) => {
      form.querySelectorAll("[data-error-slot]").forEach((slot) => {
        const answer = page.getElementById(slot.id);
        slot.textContent = answer ? answer.textContent : "";
        slot.hidden = !answer || answer.hidden;
        const field = form.querySelector(`[aria-describedby~="${slot.id}"]`) ||
          form.querySelector(`#${slot.id.replace(/-error$/, "")}`);
        if (field) { if (slot.hidden) field.removeAttribute("aria-invalid"); else field.setAttribute("aria-invalid", "true"); }
      });
      return [...form.querySelectorAll("[data-error-slot]:not([hidden])")].map((slot) => slot.textContent.trim());
    };
    const body = () => {
      const fields = new URLSearchParams(new FormData(form));
      fields.set("idempotencyKey", `${baseKey}-${++count}`);  // each save is a request of its own
      return fields;
    };
    // Kept on this device by the outbox, to be sent when the connection (or the session) is back.
    const keep = (fields, why) => {
      if (window.TheSystemOutbox && window.TheSystemOutbox.enqueue(form, { body: fields, latest: true })) {
        markSaved(fields);
        say(why);
        return true;
      }
      return false;
    };
    const send = async () => {
      const fields = body();
      const label = (fields.get("newLabel") || "").trim();
      if (navigator.onLine === false) { keep(fields, "Saved on this device — it will sync when you're back online."); return; }
      // This post carries the whole form: an older copy waiting in the outbox must not arrive after it.
      if (window.TheSystemOutbox) window.TheSystemOutbox.forget(form.action);
      say("Saving…");
      try {
        const response = await fetch(form.action, {
          method: "POST", body: fields,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        });
        if (new URL(response.url).pathname === "/sign-in") {  // the session ended: nothing was recorded
          if (!keep(fields, "Not saved yet: you are signed out. Sign in again and it will be sent.")) say("Not saved: you are signed out. Sign in again.");
          return;
        }
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const problems = showProblems(page);
        if (!response.ok) { say(`Not saved: ${problems[0] || "the server did not accept it."}`); return; }
        if (label) {  // the new label appears among the others, chosen; tags changed meanwhile keep their choice
          const groups = page.querySelector("[data-label-groups]");
          const before = new Map([...form.querySelectorAll("input[name=tags]")].map((box) => [box.value, box.checked]));
          if (groups) {
            form.querySelector("[data-label-groups]").replaceWith(groups);
            groups.querySelectorAll("input[name=tags]").forEach((box) => {
              if (before.has(box.value) && before.get(box.value) !== fields.getAll("tags").includes(box.value)) box.checked = before.get(box.value);
            });
          }
          if (form.elements.newLabel.value.trim() === label) {
            form.elements.newLabel.value = "";
            form.elements.newLabel.dispatchEvent(new Event("input"));
          }
        }
        markSaved(fields);
        if (!timer && !again) say("Saved");  // typing since is not saved yet: say so only when it is
      } catch (_) {
        if (!keep(fields, "Saved on this device — it will sync when you're back online.")) say("Not saved: the connection failed. Try again.");
      }
    };
    const save = () => {
      clearTimeout(timer);
      timer = null;
      if ([...form.querySelectorAll("[data-limit]")].some(overLimit)) { say("Not saved: a text is over its limit."); return running || Promise.resolve(); }
      if (running) { again = true; return running; }
      running = send().finally(() => {
        running = null;
        if (again) { again = false; return save(); }
      });
      return running;
    };
    const later = () => { say(""); clearTimeout(timer); timer = setTimeout(save, 1000); };
    reflection.flush = () => (timer ? save() : running || Promise.resolve());
    // Leaving the page with something not yet sent: send it on its way (the browser finishes the request), or
    // keep it in the outbox when there is no connection.
    reflection.leave = () => {
      if (!timer && !again) return;
      clearTimeout(timer);
      timer = null;
      again = false;
      const fields = body();
      if (navigator.onLine === false || !window.fetch) { keep(fields, ""); return; }
      try {
        fetch(form.action, { method: "POST", body: fields, keepalive: true,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" } });
      } catch (_) { keep(fields, ""); }
    };

    form.addEventListener("change", (event) => {
      if (event.target.name === "tags" || event.target.name === "feeling") save();
    });
    form.addEventListener("input", (event) => { if (event.target.tagName === "TEXTAREA") later(); });
    form.addEventListener("focusout", (event) => { if (event.target.tagName === "TEXTAREA" && timer) save(); });
    form.addEventListener("submit", (event) => {  // Save, "Add label", or Enter in the new label's field
      event.preventDefault();
      if (refuseOverLimit(form)) return;
      save();
    });
  };
  window.addEventListener("pagehide", () => reflection.leave());

  // ---- The rating pause: five seconds while the card is on screen, once per intention. ----
  // Without this script CSS runs it from the page's first paint. Here it waits until the card is seen, holds
  // while it is scrolled away, and once taken it is remembered, so a reload or a later visit does not repeat it.
  let pauseWatch = null, pauseTick = null, pauseSeen = null;
  document.addEventListener("visibilitychange", () => { if (pauseSeen) pauseSeen(); });
  const setUpPause = () => {
    if (pauseWatch) pauseWatch.disconnect();
    clearInterval(pauseTick);
    pauseWatch = pauseTick = pauseSeen = null;
    const card = document.querySelector("[data-pause-card]");
    if (!card || !("IntersectionObserver" in window)) return;
    const form = card.closest("form");
    const key = `the-system:paused:${form.getAttribute("action").split("/")[2]}`;
    const openedAt = form.elements.openedAt;
    // The server checks the pause against its own clock, from the moment it drew the page: once the pause is
    // taken, that moment is moved five seconds back (whatever this device's clock says).
    const finish = () => {
      card.dataset.pauseState = "done";
      openedAt.value = String(Number(openedAt.defaultValue) - 5);
    };
    if (storage.get(key)) { finish(); return; }
    card.dataset.pauseState = "waiting";
    let seen = 0, since = null, onScreen = false;
    pauseSeen = () => {
      const yes = onScreen && !document.hidden;
      if (yes && since === null) { since = Date.now(); card.dataset.pauseState = "running"; }
      if (!yes && since !== null) { seen += Date.now() - since; since = null; card.dataset.pauseState = "held"; }
    };
    pauseTick = setInterval(() => {
      if (since === null || seen + (Date.now() - since) < 5000) return;
      clearInterval(pauseTick);
      pauseWatch.disconnect();
      pauseSeen = null;
      storage.set(key, String(Date.now()));
      finish();
    }, 100);
    // On screen: most of the card, or most of the screen when the card is taller than it (a zoomed page).
    pauseWatch = new IntersectionObserver((entries) => {
      entries.forEach((entry) => {
        const seen = entry.intersectionRect.height;
        onScreen = entry.isIntersecting && (entry.intersectionRatio >= 0.6 || (entry.rootBounds && seen >= 0.6 * entry.rootBounds.height));
      });
      if (pauseSeen) pauseSeen();
    }, { threshold: [0, 0.3, 0.6, 0.9, 1] });
    pauseWatch.observe(card);
  };

  // ---- The time zone: a new user's days are cut where they are, as the browser knows it. ----
  const adoptTimeZone = async () => {
    const meta = document.querySelector('meta[name="the-system-adopt-time-zone"]');
    const zone = window.Intl && Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!meta || !zone || navigator.onLine === false) return;
    meta.remove();
    // Marked while the page may still reload for it (the browser tests wait for it to settle).
    document.documentElement.dataset.adoptingTimeZone = "";
    try {
      const response = await fetch("/settings/time-zone", {
        method: "POST", body: new URLSearchParams({ csrf: meta.content, timeZone: zone }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      });
      const answer = response.ok ? await response.json() : {};
      const typing = document.querySelector("main") && unsavedIn(document.querySelector("main"), null).length > 0;
      if (answer.changed && !typing) {
        location.reload();  // the day may be another one there
        return;
      }
    } catch (_) { /* offline: next time */ }
    delete document.documentElement.dataset.adoptingTimeZone;
  };
  // On the settings page: offer this device's zone when the settings name another.
  const offerDeviceZone = () => {
    const offer = document.querySelector("[data-device-zone]");
    const select = document.getElementById("time-zone");
    const zone = window.Intl && Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!offer || !select || !zone || select.value === zone || ![...select.options].some((o) => o.value === zone)) return;
    offer.querySelector("[data-device-zone-name]").textContent = zone.replace(/_/g, " ");
    offer.hidden = false;
    offer.querySelector("[data-use-device-zone]").addEventListener("click", () => { select.value = zone; offer.hidden = true; select.focus(); });
  };

  const init = () => {
    startCountdowns();
    setUpNotificationButton();
    enhanceForms();
    setUpReflection();
    setUpPause();
    setUpCounters();
    offerDeviceZone();
    scheduleReminders();
  };
  window.addEventListener("popstate", () => location.reload());
  const start = () => { init(); adoptTimeZone(); };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
