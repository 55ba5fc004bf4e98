import { RenderSlots } from './ssr-cache';

const limits = { perAddress: 2, total: 2, queue: 2, waitMs: 100 };

describe('render slots: bounded per address and in total, with a short line past the total', () => {
  it('gives a slot at once under the total, and refuses an address at its own bound without waiting', () => {
    const slots = new RenderSlots(limits);
    expect(typeof slots.take('a')).toBe('function');
    expect(typeof slots.take('a')).toBe('function');
    expect(slots.take('a')).toBeNull();
  });

  it('hands a slot given back to the first in line, in order', async () => {
    const slots = new RenderSlots(limits);
    const first = slots.take('a') as () => void;
    const second = slots.take('b') as () => void;
    const waitingC = slots.take('c') as Promise<(() => void) | null>;
    const waitingD = slots.take('d') as Promise<(() => void) | null>;
    expect(waitingC).toBeInstanceOf(Promise);
    // the line holds two: a fifth is refused at once
    expect(slots.take('e')).toBeNull();
    first();
    const c = await waitingC;
    expect(typeof c).toBe('function');
    second();
    expect(typeof (await waitingD)).toBe('function');
    // a release counts once, however often it is called
    first();
    expect(slots.take('f')).toBeInstanceOf(Promise);
  });

  it('refuses a request that waited too long, and forgets it: its address is free again', async () => {
    const slots = new RenderSlots({ ...limits, perAddress: 1 });
    slots.take('a');
    slots.take('b');
    const waiting = slots.take('c');
    expect(slots.take('c')).toBeNull();
    expect(await waiting).toBeNull();
    expect(slots.take('c')).toBeInstanceOf(Promise);
  });

  it('waits for nothing when the line is off', () => {
    const slots = new RenderSlots({ ...limits, queue: 0 });
    slots.take('a');
    slots.take('b');
    expect(slots.take('c')).toBeNull();
  });
});
