// The food database's page: search as you type (the form still works without this).
"use strict";

(() => {
  const form = document.querySelector("[data-food-search]");
  if (form) {
    const input = form.querySelector("input[name=q]");
    const list = document.getElementById("food-results");
    const status = document.getElementById("food-status");
    let timer = null;
    let latest = 0;
    // The day and meal a food is being added to ("Add food" on a day), or the recipe, stay in every link.
    const kept = new URLSearchParams();
    for (const name of ["date", "meal", "recipe"]) {
      const field = form.querySelector(`input[type=hidden][name=${name}]`);
      if (field) kept.set(name, field.value);
    }
    const keep = kept.toString() ? `?${kept}` : "";

    const show = (foods, query) => {
      list.replaceChildren(...foods.map((food) => {
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = `/foods/${food.id}${keep}`;
        const name = document.createElement("span");
        name.className = "food-name";
        name.textContent = food.name;
        link.append(name);
        if (food.kcalPer100g != null) {
          const energy = document.createElement("span");
          energy.className = "food-energy";
          energy.textContent = `${Math.round(food.kcalPer100g)} kcal per 100 g`;
          link.append(energy);
        }
        const description = document.createElement("span");
        description.className = "food-description muted";
        description.textContent = food.usdaDescription;
        link.append(description);
        item.append(link);
        return item;
      }));
      status.textContent = query && foods.length === 0 ? `Nothing matches “${query}”.` : "";
      // The favourites and recent foods stand in for results while nothing is typed.
      const usual = document.getElementById("food-usual");
      if (usual) usual.hidden = Boolean(query);
    };

    const search = async () => {
      const query = input.value.trim();
      const ticket = ++latest;
      const url = new URL(location.href);
      if (query) url.searchParams.set("q", query); else url.searchParams.delete("q");
      history.replaceState(history.state, "", url);
      if (!query) return show([], "");
      try {
        const response = await fetch(`/api/v1/foods?fields=summary&limit=20&q=${encodeURIComponent(query)}`, { headers: { Accept: "application/json" } });
        if (ticket !== latest) return;  // a newer keystroke's answer will be shown
        if (!response.ok) return;
        show((await response.json()).foods, query);
      } catch {
        // Offline: the results stay as they were; the form still submits.
      }
    };

    input.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(search, 120);
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      clearTimeout(timer);
      search();
    });
  }

})();
