// Runs inside the new-tab page (the bench evaluates this file's text; it is not bundled).
// `yukonArmPaint(card, pile)` watches for the next pointer release, then for the card to show on
// the pile (`data-card` inside `data-pile`), then for the frame that paints it: a task queued from
// requestAnimationFrame runs once that frame's style, layout and paint are done. The promise
// `yukonNextPaint` resolves to `{ releaseToPaintMs, frameToPaintMs }`: the ms from the release
// (the event's own timestamp) to that moment, and the part of it from the frame's start (its
// requestAnimationFrame callbacks) on, the frame's own work; or to null when the card does not
// arrive within TIMEOUT_MS. What comes before the frame's start is the release's handling and the
// wait for the display's next frame, which no page can shorten.
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
      requestAnimationFrame(() => {
        const frameStartedAt = performance.now();
        setTimeout(() => {
          const paintedAt = performance.now();
          resolve({
            releaseToPaintMs: paintedAt - releasedAt,
            frameToPaintMs: paintedAt - frameStartedAt,
          });
        });
      });
    };
    const onRelease = (event) => {
      releasedAt = event.timeStamp;
      check();
    };
    document.addEventListener('pointerup', onRelease, { capture: true, once: true });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
};
