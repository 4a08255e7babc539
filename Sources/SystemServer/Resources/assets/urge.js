// The urge being surfed on the focus screen: its minutes count down to the end the server gave, measured against
// the server's clock (so a phone whose clock is off still ends on time); when they are up, the question shows.
(() => {
  const surf = document.querySelector("[data-surf]");
  if (!surf) return;
  const ends = Date.parse(surf.dataset.surfEnds);
  const skew = Date.parse(surf.dataset.serverNow) - Date.now();
  const left = surf.querySelector("[data-surf-left]");
  const heading = surf.querySelector("[data-surf-heading]");
  const pad = (n) => String(n).padStart(2, "0");
  const tick = () => {
    const seconds = Math.max(0, Math.round((ends - (Date.now() + skew)) / 1000));
    left.textContent = `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
    if (seconds === 0) {
      surf.classList.add("is-up");
      heading.textContent = heading.dataset.upText;
      clearInterval(timer);
    }
  };
  const timer = setInterval(tick, 1000);
  tick();
})();
