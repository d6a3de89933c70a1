// Runs inside the new-tab page (the bench evaluates this file's text; it is not bundled).
// `yukonArmPaint(card, pile)` watches for the next pointer release, then for the card to show on
// the pile (`data-card` inside `data-pile`), then for the frame that paints it: a task queued from
// requestAnimationFrame runs once that frame's style, layout and paint are done. The promise
// `yukonNextPaint` resolves to the ms from the release (the event's own timestamp) to that
// moment, or null when the card does not arrive within TIMEOUT_MS.
globalThis.yukonArmPaint = (card, pile) => {
  const TIMEOUT_MS = 3000;
  globalThis.yukonNextPaint = new Promise((resolve) => {
    let releasedAt;
    const observer = new MutationObserver(() => check());
    const timeout = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, TIMEOUT_MS);
    const check = () => {
      const selector = `[data-pile="${pile}"] [data-card="${card}"]`;
      if (releasedAt === undefined || document.querySelector(selector) === null) return;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - releasedAt)));
    };
    const onRelease = (event) => {
      releasedAt = event.timeStamp;
      check();
    };
    document.addEventListener('pointerup', onRelease, { capture: true, once: true });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
};
