// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, afterNextPaint, LATEST_MS } from '../../../state/after-paint';

/** Animation frames the test runs by hand. */
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function paintFrame() {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
}

describe('afterNextPaint', () => {
  it('runs the task after the next frame, not before, and once', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LATEST_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task at the latest after LATEST_MS when no frame comes', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(LATEST_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task at once in a hidden page, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

/** A PerformanceObserver that reports the paints a test names, when it names them. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  isObserving = false;
  constructor(
    private readonly report: (entries: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    FakePaintObserver.observers.push(this);
  }
  observe() {
    this.isObserving = true;
  }
  disconnect() {
    this.isObserving = false;
  }
  static paint(name: string) {
    for (const observer of FakePaintObserver.observers.filter((each) => each.isObserving)) {
      observer.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  }
}

describe('afterFirstContentfulPaint', () => {
  beforeEach(() => {
    FakePaintObserver.observers = [];
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });

  it('runs the task once the first contentful paint is reported, not at the first paint', () => {
    const task = vi.fn();
    afterFirstContentfulPaint(task);
    FakePaintObserver.paint('first-paint');
    expect(task).not.toHaveBeenCalled();
    FakePaintObserver.paint('first-contentful-paint');
    FakePaintObserver.paint('first-contentful-paint');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a task cancelled before that paint', () => {
    const task = vi.fn();
    afterFirstContentfulPaint(task)();
    FakePaintObserver.paint('first-contentful-paint');
    expect(task).not.toHaveBeenCalled();
  });

  it('runs the task at once where paints are not reported', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const task = vi.fn();
    afterFirstContentfulPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
