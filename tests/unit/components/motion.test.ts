// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMotionReduced } from '../../../components/motion';

afterEach(() => {
  delete document.documentElement.dataset.motion;
  vi.restoreAllMocks();
});

describe('whether the page plays no animations (docs/rules.md, Looks)', () => {
  it("follows the player's motion setting the page published, whatever the system asks", () => {
    vi.spyOn(globalThis, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    document.documentElement.dataset.motion = 'fast';
    expect(isMotionReduced()).toBe(false);
    document.documentElement.dataset.motion = 'off';
    expect(isMotionReduced()).toBe(true);
  });

  it('asks the system where the page has published none', () => {
    vi.spyOn(globalThis, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    expect(isMotionReduced()).toBe(true);
    vi.spyOn(globalThis, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    expect(isMotionReduced()).toBe(false);
  });
});
