/**
 * Bench build only (builds.ts puts it in front of the new tab's entry): counts every component
 * render through Preact's render hook (`options.__r`, the one @preact/signals uses too), keyed by
 * the component's export name in components/ (or its displayName) plus, for a pile, its column index or suit, e.g.
 * `TableauColumn 3`. The bench reads and resets `globalThis.yukonRenderCounts` around each move.
 * It also counts in `globalThis.yukonUnchangedCards` the renders of a card whose props are those
 * of its last render: a card drawn again that did not change.
 */
import { Fragment, options, type VNode } from 'preact';

declare global {
  var yukonRenderCounts: Record<string, number>;
  var yukonUnchangedCards: number;
}

type RenderHook = (vnode: VNode) => void;
const hooks = options as typeof options & { __r?: RenderHook };

const componentNames = new Map<unknown, string>();
for (const module of Object.values(
  import.meta.glob<Record<string, unknown>>('../components/*.tsx', { eager: true }),
)) {
  for (const [name, value] of Object.entries(module)) componentNames.set(value, name);
}

globalThis.yukonRenderCounts = {};
globalThis.yukonUnchangedCards = 0;
/** Each drawn card's props at its last render (a component instance is Preact's `__c`). */
const drawnCards = new WeakMap<object, string>();
const previous = hooks.__r;
hooks.__r = (vnode) => {
  previous?.(vnode);
  if (vnode.type === Fragment) return;
  const type = vnode.type as { displayName?: string };
  const name = componentNames.get(type) ?? type.displayName ?? 'other';
  const props = vnode.props as { index?: unknown; suit?: unknown };
  const pile = typeof props.index === 'number' ? props.index : props.suit;
  const key = typeof pile === 'number' ? `${name} ${pile}` : name;
  yukonRenderCounts[key] = (yukonRenderCounts[key] ?? 0) + 1;
  const card = (vnode as { __c?: object }).__c;
  if (name !== 'PlayingCard' || !card) return;
  const drawn = JSON.stringify(vnode.props);
  if (drawnCards.get(card) === drawn) yukonUnchangedCards++;
  drawnCards.set(card, drawn);
};
