import { COMPARE_TRAY_KEY, addToTray, readTray, removeFromTray, resetTrayCache } from './compare-tray';

const vehicle = (n: number) => ({ id: `p${n}`, slug: `vehicle-${n}`, name: `Vehicle ${n}` });

describe('the compare tray', () => {
  beforeEach(() => {
    localStorage.clear();
    resetTrayCache();
  });

  it('keeps up to four vehicles in local storage, each once', () => {
    for (const n of [1, 2, 2, 3, 4]) expect(addToTray(vehicle(n))).toBe(true);
    expect(addToTray(vehicle(5))).toBe(false);
    expect(readTray().map((v) => v.slug)).toEqual(['vehicle-1', 'vehicle-2', 'vehicle-3', 'vehicle-4']);
  });

  it('removes a vehicle, and forgets the key when empty', () => {
    addToTray(vehicle(1));
    addToTray(vehicle(2));
    removeFromTray('p1');
    expect(readTray().map((v) => v.id)).toEqual(['p2']);
    removeFromTray('p2');
    expect(localStorage.getItem(COMPARE_TRAY_KEY)).toBeNull();
  });

  it('reads anything unreadable as an empty tray', () => {
    localStorage.setItem(COMPARE_TRAY_KEY, '{not json');
    expect(readTray()).toEqual([]);
    localStorage.setItem(COMPARE_TRAY_KEY, JSON.stringify([{ id: 1 }, vehicle(1)]));
    expect(readTray()).toEqual([vehicle(1)]);
  });
});
