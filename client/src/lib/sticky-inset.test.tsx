import { act, render } from '@testing-library/react';
import { STICKY_INSET_PROPERTY, useStickyInset } from './sticky-inset';

/** A ResizeObserver the test drives: `resize(height)` reports a new size of every observed bar. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  unobserve() {}
  resize(height: number) {
    const entries = this.observed.map((target) => ({ target, borderBoxSize: [{ blockSize: height, inlineSize: 100 }] }) as unknown as ResizeObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as ResizeObserver);
  }
}

function Bar({ edge, shown }: { edge: 'top' | 'bottom'; shown: boolean }) {
  const ref = useStickyInset(edge);
  return shown ? <div ref={ref}>bar</div> : null;
}

const inset = (edge: 'top' | 'bottom') => document.documentElement.style.getPropertyValue(STICKY_INSET_PROPERTY[edge]);

describe('the sticky inset of a bar', () => {
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    FakeResizeObserver.all = [];
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  it("keeps the bar's height in html's scroll padding while it shows, following its size", () => {
    const { rerender } = render(<Bar edge="bottom" shown={false} />);
    expect(inset('bottom')).toBe('');
    // the compare tray appears when a vehicle is added
    rerender(<Bar edge="bottom" shown />);
    act(() => FakeResizeObserver.all.at(-1)!.resize(56.4));
    expect(inset('bottom')).toBe('57px');
    act(() => FakeResizeObserver.all.at(-1)!.resize(104));
    expect(inset('bottom')).toBe('104px');
    rerender(<Bar edge="bottom" shown={false} />);
    expect(inset('bottom')).toBe('');
    expect(inset('top')).toBe('');
  });
});
