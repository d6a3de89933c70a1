// Runs inside the new-tab page (the bench evaluates this file's text; it is not bundled).
// `yukonArmPaint(card, pile)` watches for the next pointer release, then for the card to show on
// the pile (`data-card` inside `data-pile`), then for the frame that paints it: a task queued from
// requestAnimationFrame runs once that frame's style, layout and paint are done. The promise
// `yukonNextPaint` resolves to null when the card does not arrive within TIMEOUT_MS, else to ms
// measured from the release (the event's own timestamp):
// - releaseToPaintMs: to that painted moment;
// - handlingMs: to the card's arrival in the page's elements (the page's script for the release);
// - frameToPaintMs: the part of releaseToPaintMs from the painting frame's start (the timestamp
//   its requestAnimationFrame callbacks share, so the page's own callbacks count) to the painted
//   moment: that frame's work;
// - isFirstFrame: whether the painting frame is the first frame that started after the release.
// What is left is the wait for the frame and any other work before it.
globalThis.yukonArmPaint = (card, pile) => {
  const TIMEOUT_MS = 3000;
  globalThis.yukonNextPaint = new Promise((resolve) => {
    let releasedAt;
    let firstFrameAt;
    const observer = new MutationObserver(() => check());
    const timeout = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, TIMEOUT_MS);
    const check = () => {
      const selector = `[data-pile="${pile}"] [data-card="${card}"]`;
      if (releasedAt === undefined || document.querySelector(selector) === null) return;
      const shownAt = performance.now();
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame((frameStartedAt) => {
        setTimeout(() => {
          const paintedAt = performance.now();
          resolve({
            releaseToPaintMs: paintedAt - releasedAt,
            handlingMs: shownAt - releasedAt,
            frameToPaintMs: paintedAt - frameStartedAt,
            isFirstFrame: frameStartedAt === firstFrameAt,
          });
        });
      });
    };
    const onRelease = (event) => {
      releasedAt = event.timeStamp;
      // Asked before check() asks for its own: in the first frame after the release, this
      // callback runs first, so the painting frame is the first one when the timestamps match.
      requestAnimationFrame((frameStartedAt) => {
        firstFrameAt = frameStartedAt;
      });
      check();
    };
    document.addEventListener('pointerup', onRelease, { capture: true, once: true });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
};
