// The urge being surfed on the focus screen: its minutes count down to the end the server gave, measured against
// the server's clock (so a phone whose clock is off still ends on time); when they are up, the question shows.
// The surf is looked up on every tick, since an enhanced form swaps the page's main for the server's answer.
(() => {
  const pad = (n) => String(n).padStart(2, "0");
  const tick = () => {
    const surf = document.querySelector("[data-surf]");
    if (!surf || surf.classList.contains("is-up")) return;
    const skew = Number(surf.dataset.skew ?? (surf.dataset.skew = Date.parse(surf.dataset.serverNow) - Date.now()));
    const seconds = Math.max(0, Math.round((Date.parse(surf.dataset.surfEnds) - (Date.now() + skew)) / 1000));
    surf.querySelector("[data-surf-left]").textContent = `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
    if (seconds === 0) {
      surf.classList.add("is-up");
      const heading = surf.querySelector("[data-surf-heading]");
      heading.textContent = heading.dataset.upText;
    }
  };
  setInterval(tick, 1000);
  tick();
})();
