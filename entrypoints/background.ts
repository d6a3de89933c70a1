export default defineBackground(() => {
  // `npm start` opens the browser on a blank page: show the game there at once.
  if (import.meta.env.DEV) {
    browser.runtime.onInstalled.addListener(({ reason }) => {
      if (reason === 'install') browser.tabs.create({});
    });
  }
});
