import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdInputUntil } from './held-input';

// the page is hydrated by hand here (not through Testing Library, which sets this itself)
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A server-rendered page's controls, each showing what the page's own state holds. */
function Page({ onSent }: { onSent: (sent: string) => void }) {
  const [text, setText] = useState('');
  const [ticked, setTicked] = useState(false);
  const [city, setCity] = useState('pune');
  const [presses, setPresses] = useState(0);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSent(`${text}|${ticked}|${city}`);
  };
  return (
    <main>
      <form onSubmit={send}>
        <input aria-label="search" value={text} onChange={(e) => setText(e.target.value)} />
        <input aria-label="electric only" type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
        <select aria-label="city" value={city} onChange={(e) => setCity(e.target.value)}>
          <option value="pune">Pune</option>
          <option value="delhi">Delhi</option>
        </select>
        <button type="submit">Send</button>
      </form>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        <svg aria-hidden="true">
          <path d="M0 0h1" />
        </svg>
        Menu
      </button>
      <a href="#elsewhere">A link</a>
      <output>{`${text}|${ticked}|${city}|${presses}`}</output>
    </main>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const field = <T extends Element>(selector: string) => document.querySelector<T & HTMLElement>(selector)!;

/** Types as a browser does before any script listens: the value changes, then an input event. */
function typeInto(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('input held until a server-rendered page is live', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  let release: (() => void) | undefined;
  const sent: string[] = [];
  const page = <Page onSent={(s) => sent.push(s)} />;

  beforeEach(() => {
    sent.length = 0;
    container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    release?.();
    root = undefined;
    container.remove();
  });

  const hydrate = async (live: { resolve: () => void }) => {
    await act(async () => {
      root = hydrateRoot(container, page);
      await Promise.resolve();
    });
    await act(async () => {
      live.resolve();
      await Promise.resolve();
      await Promise.resolve();
    });
  };

  it('hands what the visitor typed, ticked, chose and pressed to the page once it is live', async () => {
    const live = deferred();
    release = holdInputUntil(live.promise);
    typeInto(field<HTMLInputElement>('input[aria-label="search"]'), 'ather');
    field<HTMLInputElement>('input[type="checkbox"]').click();
    const select = field<HTMLSelectElement>('select');
    select.value = 'delhi';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // the press lands on the icon's drawing inside the button
    const icon = field<SVGPathElement>('path');
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    icon.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);

    await hydrate(live);

    expect(field('output')).toHaveTextContent('ather|true|delhi|1');
    expect(field<HTMLInputElement>('input[aria-label="search"]')).toHaveValue('ather');
    expect(field<HTMLInputElement>('input[type="checkbox"]')).toBeChecked();
  });

  it('sends a form sent before the page was live, with the text typed first', async () => {
    const live = deferred();
    release = holdInputUntil(live.promise);
    typeInto(field<HTMLInputElement>('input[aria-label="search"]'), 'nexon');
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    field('button[type="submit"]').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    await hydrate(live);

    expect(sent).toEqual(['nexon|false|pune']);
  });

  it('a button pressed again while nothing happened is pressed once, and a form sent twice is sent once', async () => {
    const live = deferred();
    release = holdInputUntil(live.promise);
    const menu = field('button[type="button"]');
    menu.click();
    menu.click();
    menu.click();
    typeInto(field<HTMLInputElement>('input[aria-label="search"]'), 'tata');
    field('button[type="submit"]').click();
    field('button[type="submit"]').click();

    await hydrate(live);

    expect(field('output')).toHaveTextContent('tata|false|pune|1');
    expect(sent).toEqual(['tata|false|pune']);
  });

  it('leaves links to the browser', () => {
    const live = deferred();
    release = holdInputUntil(live.promise);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    field('a').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('a field left as it was is not replayed, nor a box ticked twice', async () => {
    const live = deferred();
    release = holdInputUntil(live.promise);
    const box = field<HTMLInputElement>('input[type="checkbox"]');
    box.click();
    box.click();
    const onInput = jest.fn();
    field('input[aria-label="search"]').addEventListener('input', onInput);
    typeInto(field<HTMLInputElement>('input[aria-label="search"]'), '');
    onInput.mockClear();

    await hydrate(live);

    expect(onInput).not.toHaveBeenCalled();
    expect(field('output')).toHaveTextContent('|false|pune|0');
  });

  it('stops holding when the scripts fail, and presses work as the page has them', async () => {
    const live = deferred();
    release = holdInputUntil(live.promise);
    live.reject(new Error('chunk failed'));
    await Promise.resolve();
    await Promise.resolve();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    field('button[type="button"]').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });
});
