import { showSnapshot } from '@/components/board-snapshot';

// Run by the new tab's and the popup's HTML as a classic script in their head, before the page's
// first frame and its modules: it paints the kept looks and board (components/board-snapshot.ts).
export default defineUnlistedScript(() => {
  showSnapshot(location.pathname.endsWith('/popup.html') ? 'compact' : 'full');
});
