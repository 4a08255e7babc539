// The daily review's script: its drafts and its photo pickers.
//
// Drafts: what is typed in the review's and the notes' forms is kept in this browser as it is typed, and put back,
// with a line that says so, if the page was left before it was saved (a photo opened, the back button, a tab the phone
// closed). Sending the form forgets it: the server's answer holds the words from then on.
//
// Photo pickers: each chosen photo (from the camera or the files, several at once) is sent to the API
// named by `data-photos`, one after the other, and its thumbnail joins the grid of its entry or day without reloading
// the page, so nothing typed in the day's forms is lost. A photo the browser can read but the server does not keep
// (HEIC, WebP) is converted to JPEG here first; what the server refuses is said in the status line, by file.
"use strict";

(() => {
  const drafts = "#review form.journal-form textarea";
  const storage = {
    get: (key) => { try { return localStorage.getItem(key); } catch (_) { return null; } },
    set: (key, value) => { try { localStorage.setItem(key, value); } catch (_) { /* private mode: not kept */ } },
    remove: (key) => { try { localStorage.removeItem(key); } catch (_) { /* nothing kept */ } },
  };
  // A draft is the form's (its day and kind) and the field's: the day's review, a note, or the edit of one entry.
  const draftKey = (area) => `the-system:draft:${area.form.getAttribute("action")}:${area.form.querySelector("[name=kind]")?.value ?? ""}:${area.id}`;

  for (const area of document.querySelectorAll(drafts)) {
    const saved = storage.get(draftKey(area));
    if (saved === null || saved === area.value || saved.trim() === "") continue;
    area.value = saved;
    area.closest("details")?.setAttribute("open", "");
    const note = document.createElement("p");
    note.className = "muted journal-restored";
    note.setAttribute("role", "status");
    note.textContent = "Put back what you were typing here before you left; it is not saved yet.";
    area.after(note);
  }
  document.addEventListener("input", (event) => {
    if (event.target.matches?.(drafts)) storage.set(draftKey(event.target), event.target.value);
  });
  document.addEventListener("submit", (event) => {
    if (!event.target.matches?.("#review form.journal-form")) return;
    for (const area of event.target.querySelectorAll("textarea")) storage.remove(draftKey(area));
  }, true);

  const kept = new Set(["image/jpeg", "image/png"]);

  // A HEIC or WebP photo as a JPEG, when this browser can draw it; null when it cannot.
  async function asJPEG(file) {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
      const canvas = document.createElement("canvas");
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext("2d").drawImage(bitmap, 0, 0);
      bitmap.close?.();
      return await new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.92));
    } catch {
      return null;
    }
  }

  function thumbnail(photo) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = `/photos/${photo.id}`;
    const image = document.createElement("img");
    image.src = photo.thumbnailUrl;
    image.alt = "Photo just added";
    const scale = Math.min(1, 512 / Math.max(photo.width, photo.height));
    image.width = Math.max(1, Math.round(photo.width * scale));
    image.height = Math.max(1, Math.round(photo.height * scale));
    link.append(image);
    item.append(link);
    return item;
  }

  // Listened for on the document, not on each form: a saved entry redraws the day's forms, and the new ones must work.
  document.addEventListener("submit", (event) => {
    if (event.target.matches?.("form[data-photos]")) event.preventDefault();
  });
  document.addEventListener("change", async (event) => {
    const input = event.target;
    const form = input.closest?.("form[data-photos]");
    if (!form || input.type !== "file") return;
    const status = document.getElementById(form.dataset.photosStatus);
    const grid = form.closest("article, section").querySelector("[data-photo-grid]");
    const keep = form.querySelector("input[name=keepMetadata]");
    const files = [...input.files];
    input.value = "";
    if (files.length === 0) return;
    const refused = [];
    let added = 0;
    status.classList.remove("field-error");
    for (const [index, file] of files.entries()) {
      status.textContent = files.length > 1 ? `Adding photo ${index + 1} of ${files.length}…` : "Adding the photo…";
      let body = file;
      if (!kept.has(file.type)) body = (await asJPEG(file)) ?? file;
      const url = form.dataset.photos + (keep?.checked ? "&keepMetadata=true" : "");
      try {
        const response = await fetch(url, {
          method: "POST", body,
          headers: {
            "Content-Type": body.type || "application/octet-stream",
            "Idempotency-Key": crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`,
            Accept: "application/json",
          },
        });
        const reply = await response.json().catch(() => ({}));
        if (!response.ok) {
          refused.push(`${file.name}: ${reply.error?.message ?? `refused (${response.status})`}`);
          continue;
        }
        grid?.append(thumbnail(reply));
        added += 1;
      } catch {
        refused.push(`${file.name}: the server could not be reached; try again when you are online.`);
      }
    }
    const done = added === 0 ? "" : added === 1 ? "Photo added." : `${added} photos added.`;
    status.textContent = [done, ...refused].filter(Boolean).join(" ");
    status.classList.toggle("field-error", refused.length > 0);
  });
})();
