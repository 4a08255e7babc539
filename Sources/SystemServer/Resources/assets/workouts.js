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

  // A set live from the clip: each reading, as it arrives, joins the set's stream (so "Complete lift" records all of
  // it, whatever happens to the connection), moves the chart, and goes to the server, which answers each rep as soon
  // as it is finished. The clip over Bluetooth (its serial service) where the browser has Web Bluetooth; anywhere,
  // the demo recording replayed at its own pace.
  const live = document.querySelector("[data-live]");
  if (live && file) {
    const text = document.querySelector("[data-clip-text]");
    const name = document.querySelector("[data-clip-name]");
    const status = live.querySelector("[data-live-status]");
    const list = live.querySelector("[data-live-reps]");
    const chart = live.querySelector("[data-live-chart]");
    const line = chart.querySelector("polyline");
    const UART = "6e400001-b5a3-f393-e0a9-e50e24dcca9e";
    const UART_TX = "6e400003-b5a3-f393-e0a9-e50e24dcca9e";
    // `lines` is the live set's stream (null when the set is not live): it goes into the form when the form is sent,
    // not at every reading, which would copy the whole set so far many times a second.
    let socket = null, waiting = [], lines = null, heights = [], drawing = false, replay = null, device = null, label = "";
    const around = new Float64Array(5);

    const draw = () => {
      drawing = false;
      const end = heights.length ? heights[heights.length - 1][0] : 0, from = end - 10000;
      const recent = heights.filter(([t]) => t >= from);
      if (recent.length < 2) return;
      // The sonar's spikes would set the scale and flatten the lift: each point is drawn as the median of five.
      const shown = recent.map(([t], index) => {
        const first = Math.max(0, index - 2), last = Math.min(recent.length, index + 3);
        for (let at = first; at < last; at += 1) around[at - first] = recent[at][1];
        const sorted = around.subarray(0, last - first).sort();
        return [t, sorted[Math.floor(sorted.length / 2)]];
      });
      let low = Math.min(...shown.map(([, cm]) => cm)), high = Math.max(...shown.map(([, cm]) => cm));
      if (high - low < 10) high = low + 10;
      line.setAttribute("points", shown.map(([t, cm]) =>
        `${((t - from) / 10000 * 316 + 2).toFixed(1)},${(95 - (cm - low) / (high - low) * 90).toFixed(1)}`).join(" "));
    };
    const feed = (stamped) => {
      if (!lines) return;  // a reading after the set was left for a recording
      lines.push(...stamped);
      for (const reading of stamped) {
        const height = /^(\d+) s:(-?\d+(?:\.\d+)?)\s*$/.exec(reading);
        if (height) heights.push([Number(height[1]), Number(height[2])]);
      }
      if (heights.length > 4000) heights = heights.slice(-2000);
      if (!drawing) { drawing = true; requestAnimationFrame(draw); }
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(stamped.join("\n"));
      else waiting.push(...stamped);
    };
    const stop = () => {
      clearTimeout(replay);
      replay = null;
      if (device && device.gatt.connected) device.gatt.disconnect();
      device = null;
      if (socket) socket.close();
      socket = null;
    };
    const start = (named) => {
      stop();
      label = named;
      lines = []; heights = []; waiting = [];
      list.textContent = "";
      line.setAttribute("points", "");
      chart.removeAttribute("hidden");  // an SVG element has no `hidden` property
      file.value = "";
      name.value = named;
      if (reps) { reps.value = ""; reps.placeholder = "clip"; }
      status.textContent = `${named}: lift — each rep shows here as you finish it.`;
      const opened = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/workouts/live`);
      socket = opened;
      opened.addEventListener("open", () => {
        if (waiting.length) opened.send(waiting.join("\n"));
        waiting = [];
      });
      opened.addEventListener("message", (event) => {
        const reply = JSON.parse(event.data);
        if (reply.error) { status.textContent = reply.error; return; }
        for (const rep of reply.reps) {
          const item = document.createElement("li");
          item.textContent = `${Math.round(rep.romCm)} cm in ${rep.durationS.toFixed(2)} s, ${rep.meanConcentricVelocity.toFixed(2)} m/s`;
          list.append(item);
        }
        status.textContent = `${label}: ${reply.count === 1 ? "1 rep" : `${reply.count} reps`} so far.`;
      });
      opened.addEventListener("close", () => {
        if (socket !== opened) return;
        socket = null;
        // The readings still join the set: only the live count stopped.
        status.textContent = `${label}: the live count stopped, but every reading still goes with the set.`;
      });
    };

    live.querySelector("[data-live-demo]").addEventListener("click", async () => {
      let recording;
      try {
        const response = await fetch("/assets/demo-clip.txt");
        if (!response.ok) throw new Error(String(response.status));
        recording = await response.text();
      } catch {
        status.textContent = "The demo recording could not be loaded. Try again when you are online.";
        return;
      }
      const timed = [];
      for (const reading of recording.split(/\r?\n/)) {
        const parts = /^(\d+) (.+)$/.exec(reading.trim());
        if (parts) timed.push([Number(parts[1]), parts[2]]);
      }
      start("The demo, live");
      const began = performance.now();
      let next = 0;
      const step = () => {
        const now = performance.now() - began, due = [];
        while (next < timed.length && timed[next][0] <= now) { due.push(`${timed[next][0]} ${timed[next][1]}`); next += 1; }
        if (due.length) feed(due);
        if (next < timed.length) replay = setTimeout(step, 40);
        else replay = null;
      };
      step();
    });

    const bluetooth = live.querySelector("[data-live-bluetooth]");
    if (navigator.bluetooth) {
      bluetooth.hidden = false;
      bluetooth.addEventListener("click", async () => {
        try {
          const chosen = await navigator.bluetooth.requestDevice({ filters: [{ services: [UART] }] });
          const server = await chosen.gatt.connect();
          const tx = await (await server.getPrimaryService(UART)).getCharacteristic(UART_TX);
          start(chosen.name || "The clip");
          device = chosen;
          const began = performance.now(), decoder = new TextDecoder();
          let partial = "";
          tx.addEventListener("characteristicvaluechanged", (event) => {
            const parts = (partial + decoder.decode(event.target.value, { stream: true })).split(/\r?\n/);
            partial = parts.pop();
            const stamp = Math.round(performance.now() - began);
            const stamped = parts.filter((reading) => reading.trim() !== "").map((reading) => `${stamp} ${reading.trim()}`);
            if (stamped.length) feed(stamped);
          });
          chosen.addEventListener("gattserverdisconnected", () => {
            if (device === chosen) status.textContent = `${label} disconnected: complete the lift to record what it sent.`;
          });
          await tx.startNotifications();
        } catch (error) {
          status.textContent = error && error.name === "NotFoundError"
            ? "No clip was chosen."
            : `The clip could not be connected${error && error.message ? `: ${error.message}` : "."}`;
        }
      });
    }
    // A recording chosen instead ends a live set, and is what goes with the form.
    const instead = () => { stop(); lines = null; };
    file.addEventListener("change", instead);
    document.querySelector("[data-clip-demo]").addEventListener("click", instead);
    live.closest("form").addEventListener("submit", () => {
      stop();
      if (lines) text.value = lines.length ? lines.join("\n") + "\n" : "";
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
