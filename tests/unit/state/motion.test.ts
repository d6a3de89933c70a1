import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { MOTION_SCALE, motionOf } from '../../../state/motion';
import { createMotionStore } from '../../../state/motion-store';
import { DEFAULT_SETTINGS, type MotionChoice } from '../../../state/settings';

/** A system's `prefers-reduced-motion` that the test changes as a player changes it. */
function fakeQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    query: query as unknown as MediaQueryList,
    listeners,
    set(isReduced: boolean) {
      query.matches = isReduced;
      for (const listener of listeners) listener();
    },
  };
}

describe('motion (docs/rules.md, Looks)', () => {
  it('follows the system by default: off when it asks for reduced motion, else normal', () => {
    expect(DEFAULT_SETTINGS.motion).toBe('system');
    expect(motionOf('system', true)).toBe('off');
    expect(motionOf('system', false)).toBe('normal');
  });

  it("keeps the player's choice whatever the system asks", () => {
    for (const isReduced of [true, false]) {
      expect(motionOf('normal', isReduced)).toBe('normal');
      expect(motionOf('fast', isReduced)).toBe('fast');
      expect(motionOf('off', isReduced)).toBe('off');
    }
  });

  it("reads a kept value it does not know (another version's, or none) as the system's", () => {
    expect(motionOf(undefined, true)).toBe('off');
    expect(motionOf('slow', false)).toBe('normal');
  });

  it('plays a fast animation in half the normal time and none when off', () => {
    expect(MOTION_SCALE).toEqual({ normal: 1, fast: 0.5, off: 0 });
  });

  it("changes as the setting changes, and as the system's wish does while followed", () => {
    const settings = signal({ ...DEFAULT_SETTINGS });
    const system = fakeQuery(false);
    const store = createMotionStore({ settings: { settings }, query: system.query });
    expect(store.current.value).toBe('normal');
    const stop = store.follow();
    system.set(true);
    expect(store.current.value).toBe('off');
    settings.value = { ...settings.value, motion: 'fast' satisfies MotionChoice };
    expect(store.current.value).toBe('fast');
    settings.value = { ...settings.value, motion: 'system' };
    system.set(false);
    expect(store.current.value).toBe('normal');
    stop();
    expect(system.listeners.size).toBe(0);
  });

  it('moves at the normal pace where the page cannot ask the system', () => {
    const store = createMotionStore({
      settings: { settings: signal(DEFAULT_SETTINGS) },
      query: undefined,
    });
    store.follow()();
    expect(store.current.value).toBe('normal');
  });
});
