import { showSnapshot } from '@/components/board-snapshot';

// Run by the new tab's and the popup's HTML as a classic script after the root element, before
// the page's modules load: it paints the kept board (components/board-snapshot.ts).
export default defineUnlistedScript(() => {
  showSnapshot(location.pathname.endsWith('/popup.html') ? 'compact' : 'full');
});
