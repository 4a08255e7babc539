// The System — progressive enhancement. Every page works without this file; it adds the live countdown,
// the end-of-time alert (title, sound, notification), and forms that save without a full reload.
(() => {
  "use strict";

  const pad = (n) => String(n).padStart(2, "0");
  const formatCountdown = (seconds) => {
    const s = Math.abs(seconds);
    const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
    return (h > 0 ? `${h}:${pad(m)}:${pad(r)}` : `${m}:${pad(r)}`);
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
    if (localStorage.getItem(key)) return;  // one alert per intention, across tabs and reloads
    localStorage.setItem(key, "1");
    if (announce) announce.textContent = "Time's up.";
    chime();
    if ("Notification" in window && Notification.permission === "granted") {
      try { new Notification("Time's up", { body: title, tag: key, icon: "/assets/icon.svg" }); } catch (_) { /* not allowed here */ }
    }
  };

  // ---- Stay in step with the server: another tab, the CLI or a restart may have changed what runs. ----
  const syncWithServer = async () => {
    const countdown = document.querySelector("[data-countdown]");
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

  // ---- Offline (outbox.js): a post that cannot reach the server waits in the outbox instead of failing. ----
  const queuedOffline = (form) => Boolean(window.TheSystemOutbox && window.TheSystemOutbox.enqueue(form));

  // ---- Forms that save without a reload: post, then swap in the page the server answers with. ----
  const enhanceForms = () => {
    document.querySelectorAll("form[data-enhance]").forEach((form) => {
      if (form.dataset.enhanced) return;
      form.dataset.enhanced = "1";
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        const button = form.querySelector("[type=submit]");
        if (button) button.disabled = true;
        if (navigator.onLine === false && queuedOffline(form)) return;
        try {
          const response = await fetch(form.action, {
            method: "POST",
            body: new URLSearchParams(new FormData(form)),
            headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
          }).catch((error) => { if (queuedOffline(form)) return null; throw error; });
          if (!response) return;  // kept in the outbox
          const html = await response.text();
          const next = new DOMParser().parseFromString(html, "text/html");
          const main = next.querySelector("main");
          if (!main) { form.submit(); return; }
          const pause = keepRatingPause(main);
          document.querySelector("main").replaceWith(main);
          // The frame can change too (a new theme, a new day after a time-zone change).
          const header = next.querySelector("header.top");
          if (header) document.querySelector("header.top").replaceWith(header);
          document.documentElement.dataset.theme = next.documentElement.dataset.theme || "system";
          document.title = next.title;
          const url = new URL(response.url);
          if (response.ok && url.pathname + url.search !== location.pathname + location.search) {
            history.pushState({}, "", url.pathname + url.search + url.hash);
          }
          const target = url.hash && document.querySelector(url.hash);
          // Move focus to what changed (an error, a confirmation), else to the new page's heading.
          const focusTarget = document.querySelector("main [aria-invalid=true], main [role=alert], main [role=status]")
            || target || document.querySelector("main h1");
          if (focusTarget) { focusTarget.setAttribute("tabindex", "-1"); focusTarget.focus({ preventScroll: !!pause }); }
          init();
        } catch (_) {
          form.removeAttribute("data-enhance");
          form.submit();  // fall back to a plain post
        }
      });
    });
  };

  // ---- The rating pause is taken once per visit: a save elsewhere on the page does not restart it. ----
  const pauseOpenedAt = {};
  const rememberPause = () => {
    const form = document.querySelector("[data-feeling-form]");
    if (form && !(location.pathname in pauseOpenedAt)) pauseOpenedAt[location.pathname] = Date.now();
  };
  const keepRatingPause = (main) => {
    const form = main.querySelector("[data-feeling-form]");
    const started = pauseOpenedAt[location.pathname];
    if (!form || started === undefined) return false;
    const current = document.querySelector("[data-feeling-form] input[name=openedAt]");
    const next = form.querySelector("input[name=openedAt]");
    if (current && next) next.value = current.value;  // the server measures the pause from the first view
    if (Date.now() - started >= 5000) form.setAttribute("data-pause-done", "");
    return true;
  };

  const init = () => {
    rememberPause();
    startCountdowns();
    setUpNotificationButton();
    enhanceForms();
    scheduleReminders();
  };
  window.addEventListener("popstate", () => location.reload());
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init); else init();
})();
