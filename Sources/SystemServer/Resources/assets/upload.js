// An import form: sends the chosen file as the request's body to the API named by `data-upload`, says how it went
// in the element named by `data-upload-status`, and reloads the page to show what it added. Nothing changes when
// the server refuses the file (an import is all or nothing), and the message says why.
"use strict";

(() => {
  for (const form of document.querySelectorAll("form[data-upload]")) {
    const status = document.getElementById(form.dataset.uploadStatus);
    const button = form.querySelector("button[type=submit]");
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const file = form.querySelector("input[type=file]").files[0];
      if (!file) return;
      button.disabled = true;
      status.classList.remove("field-error");
      status.textContent = `Loading ${file.name}… this can take a minute or two; keep this page open.`;
      try {
        const response = await fetch(form.dataset.upload, {
          method: "POST", body: file,
          headers: {
            "Content-Type": file.type || "application/octet-stream",
            "X-File-Name": encodeURIComponent(file.name),
            "Idempotency-Key": crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`,
            Accept: "application/json",
          },
        });
        const body = await response.json().catch(() => ({}));
        if (!response.ok) {
          status.textContent = body.error?.message ?? `The file could not be loaded (${response.status}). Nothing changed.`;
          status.classList.add("field-error");
          return;
        }
        status.textContent = body.summary ?? `Loaded ${file.name}.`;
        setTimeout(() => location.reload(), 1500);
      } catch {
        status.textContent = "The server could not be reached, so nothing was loaded. Try again when you are online.";
        status.classList.add("field-error");
      } finally {
        button.disabled = false;
      }
    });
  }
})();
