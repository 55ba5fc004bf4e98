import { firstIntent, startsAtOnce } from './first-intent';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

function pointer(type: string, target: Element, pointerType = 'touch') {
  const event = new MouseEvent(type, { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

describe('when a first visit starts its scripts', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <main>
        <p>Ather 450X: a scooter for the city</p>
        <a href="/products/ather-450x">Ather 450X</a>
        <button type="button"><svg><path d="M0 0h1"/></svg></button>
        <label>Electric only <input type="checkbox"></label>
      </main>`;
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('not while the visitor reads, scrolls or follows a link', async () => {
    const intent = firstIntent();
    pointer('pointerdown', document.querySelector('p')!);
    pointer('pointerdown', document.querySelector('a')!);
    pointer('pointerover', document.querySelector('button')!, 'touch');
    document.querySelector('a')!.focus();
    expect(await settled(intent)).toBe(false);
  });

  it('at a press on a control, its drawing included', async () => {
    const intent = firstIntent();
    pointer('pointerdown', document.querySelector('path')!);
    expect(await settled(intent)).toBe(true);
  });

  it('when a control takes the focus (Tab, or a tap into a field)', async () => {
    const intent = firstIntent();
    document.querySelector<HTMLInputElement>('input')!.focus();
    expect(await settled(intent)).toBe(true);
  });

  it('at a click alone, as a screen reader activates a button, even when the click is then held', async () => {
    const intent = firstIntent();
    // held-input's listener, registered after: it stops the click from reaching anything else
    const hold = (event: Event) => event.stopImmediatePropagation();
    window.addEventListener('click', hold, true);
    document.querySelector('button')!.click();
    window.removeEventListener('click', hold, true);
    expect(await settled(intent)).toBe(true);
  });

  it('when a mouse moves over a control', async () => {
    const intent = firstIntent();
    pointer('pointerover', document.querySelector('button')!, 'mouse');
    expect(await settled(intent)).toBe(true);
  });

  it('at once when a control already has the focus', async () => {
    document.querySelector('button')!.focus();
    expect(await settled(firstIntent())).toBe(true);
  });

  it('at once for a browser that keeps state the page shows, or an address with a fragment', () => {
    expect(startsAtOnce()).toBe(false);
    localStorage.setItem('evbSignedIn', '1');
    expect(startsAtOnce()).toBe(true);
    localStorage.clear();
    sessionStorage.setItem('userToken', 'x');
    expect(startsAtOnce()).toBe(true);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/products/ather-450x#book?shop=1');
    expect(startsAtOnce()).toBe(true);
  });
});
