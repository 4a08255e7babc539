// The journal's search: results as you type (the form still works without this). It asks for the same page the
// form would, and swaps in its results, so the server draws them one way for both.
"use strict";

(() => {
  const form = document.querySelector("[data-journal-search]");
  if (form) {
    let timer = null;
    let latest = 0;

    const search = async () => {
      const ticket = ++latest;
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === "string" && value.trim()) params.set(name, value.trim());
      }
      const url = params.toString() ? `${form.action}?${params}` : form.action;
      history.replaceState(history.state, "", url);
      try {
        const response = await fetch(url, { headers: { Accept: "text/html" } });
        const text = await response.text();  // a refused filter comes back as a page that says why
        if (ticket !== latest) return;  // a newer keystroke's answer will be shown
        const fresh = new DOMParser().parseFromString(text, "text/html").getElementById("journal-results");
        const current = document.getElementById("journal-results");
        if (fresh && current) current.replaceWith(document.importNode(fresh, true));
      } catch {
        // Offline: the results stay as they were; the form still submits.
      }
    };

    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(search, 200);
    };
    form.addEventListener("input", later);
    form.addEventListener("change", later);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      clearTimeout(timer);
      search();
    });
  }
})();
