// Workouts: the reps counter's big − and + buttons; a clip's recording (a file, or the demo) put into the set's form; the rest
// timer, which counts down, says when the rest is over (a notification when the page is hidden, if allowed, and a
// vibration), and can be skipped.
"use strict";

(() => {
  const reps = document.getElementById("lift-reps");
  for (const button of document.querySelectorAll(".count-button")) {
    button.addEventListener("click", () => {
      const now = parseInt(reps.value, 10);
      reps.value = String(Math.max(0, Math.min(100, (Number.isNaN(now) ? 0 : now) + Number(button.dataset.step))));
    });
  }

  const file = document.querySelector("[data-clip-file]");
  if (file) {
    const text = document.querySelector("[data-clip-text]");
    const name = document.querySelector("[data-clip-name]");
    const status = document.querySelector("[data-clip-status]");
    // The set the clip counts: the recording goes with the form, and the counter is left empty for the clip's count
    // (a number typed after this still wins).
    const attach = (recording, label) => {
      text.value = recording;
      name.value = label;
      if (reps) { reps.value = ""; reps.placeholder = "clip"; }
      const lines = recording.split(/\r?\n/).filter((line) => line.trim() !== "").length;
      status.textContent = `${label}: ${lines.toLocaleString()} lines, read when you complete the lift.`;
    };
    document.querySelector("[data-clip-demo]").addEventListener("click", async () => {
      status.classList.remove("field-error");
      try {
        const response = await fetch("/assets/demo-clip.txt");
        if (!response.ok) throw new Error(String(response.status));
        file.value = "";
        attach(await response.text(), "The demo recording");
      } catch {
        status.textContent = "The demo recording could not be loaded. Try again when you are online.";
        status.classList.add("field-error");
      }
    });
    file.addEventListener("change", async () => {
      const chosen = file.files[0];
      text.value = "";
      status.classList.remove("field-error");
      if (!chosen) { status.textContent = ""; return; }
      if (chosen.size > 900 * 1024) {
        status.textContent = `${chosen.name} is over 900 KB: record a shorter set, or use system lift set … --clip from a terminal.`;
        status.classList.add("field-error");
        file.value = "";
        return;
      }
      attach(await chosen.text(), chosen.name);
    });
  }

  const rest = document.querySelector("[data-rest-seconds]");
  if (rest) {
    const clock = rest.querySelector("[data-rest-clock]");
    const status = rest.querySelector("[data-rest-status]");
    const ends = Date.now() + Number(rest.dataset.restSeconds) * 1000;
    let timer = null;
    const show = (seconds) => {
      clock.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
    };
    const finish = (skipped) => {
      clearInterval(timer);
      show(0);
      rest.classList.add("done");
      status.textContent = skipped ? "Rest skipped: on to the next set." : "Rest is over: on to the next set.";
      if (!skipped) {
        if (navigator.vibrate) navigator.vibrate([200, 100, 200]);
        if (document.hidden && "Notification" in window && Notification.permission === "granted") {
          new Notification("Rest is over", { body: "On to the next set." });
        }
      }
    };
    const tick = () => {
      const left = Math.max(0, Math.round((ends - Date.now()) / 1000));
      show(left);
      if (left === 0) finish(false);
    };
    // Asked once, when the timer starts: a notification is only shown while the page is in the background.
    if ("Notification" in window && Notification.permission === "default") Notification.requestPermission().catch(() => {});
    tick();
    timer = setInterval(tick, 500);
    rest.querySelector("[data-rest-skip]").addEventListener("click", () => finish(true));
  }
})();
