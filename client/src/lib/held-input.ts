// What a visitor does on a server-rendered page before its scripts have hydrated it is kept and
// handed to the page once it is live (docs/decisions/0072): a button pressed is pressed again, a
// text typed, a box ticked or an option chosen reaches the page's state, a form sent is sent.
// Links are left to the browser: they work as links from the first paint.

/** Buttons whose press is held: their default (a form's submit) and any other listener wait for the page. */
const PRESSABLE =
  'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="option"], input[type="submit"], input[type="button"], input[type="image"], input[type="reset"]';

/** Presses and forms held at most: a page is live within seconds, a person does a few things meanwhile. */
const MAX_HELD = 10;

type Held = { kind: 'press'; pressable: Element; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

const isCheckable = (field: Element): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What the visitor left in a field, read when they changed it (a render before the replay may reset the field). */
type FieldValue = { checked: boolean } | { value: string };

const valueOf = (field: Element): FieldValue | undefined => {
  if (isCheckable(field)) return { checked: field.checked };
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) return { value: field.value };
  return undefined;
};

/** Sets a field's value through its prototype's setter: React does not see it, so it reads a change. */
function setUnseen(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, key: 'value' | 'checked', value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, key)?.set?.call(field, value);
}

/**
 * A field the visitor changed, told to the page. React keeps the value a field had when it
 * hydrated (or last rendered) as the last one it saw, through the element's own setter; the field
 * is set to what the page holds that way, then to the visitor's value past React (the prototype's
 * setter), and the event React listens to makes it read the difference as the visitor's change.
 */
function replayChange(field: Element, left: FieldValue) {
  if (!field.isConnected) return;
  if (isCheckable(field) && 'checked' in left) {
    if (left.checked === field.defaultChecked) return;
    field.checked = !left.checked;
    // the browser's own toggle, seen by React as a click on a box that changed
    field.click();
  } else if (field instanceof HTMLSelectElement && 'value' in left) {
    setUnseen(field, 'value', left.value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && 'value' in left) {
    if (left.value === field.defaultValue) return;
    field.value = field.defaultValue;
    setUnseen(field, 'value', left.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function attempt(step: () => void) {
  try {
    step();
  } catch (error) {
    console.error(error);
  }
}

function replay(action: Held) {
  if (action.kind === 'press') {
    if (action.target.isConnected) action.target.click();
  } else if (action.form.isConnected) {
    action.form.requestSubmit(action.submitter?.isConnected ? action.submitter : undefined);
  }
}

/**
 * Holds presses, form submissions and field changes until `live` resolves, then replays them in
 * order (the fields first: a search typed and then sent is sent with its text). The returned
 * function stops holding without replaying (the scripts failed: the page stays as the server sent it).
 */
export function holdInputUntil(live: Promise<void>): () => void {
  const changed = new Map<Element, FieldValue>();
  const held: Held[] = [];
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const pressable = target?.closest<HTMLElement>(PRESSABLE);
    if (!target || !pressable || pressable.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // a visitor who sees nothing happen presses again: one press of a button is kept (a menu pressed
    // twice opens, not opens and closes), and a bounded few in all
    if (held.some((action) => action.kind === 'press' && action.pressable === pressable) || held.length >= MAX_HELD) return;
    // pressed again where it was pressed; an icon's drawing (SVG) cannot be clicked by script, its button can
    held.push({ kind: 'press', pressable, target: target instanceof HTMLElement ? target : pressable });
  };
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter;
    if (held.some((action) => action.kind === 'submit' && action.form === event.target) || held.length >= MAX_HELD) return;
    held.push({ kind: 'submit', form: event.target, submitter: submitter instanceof HTMLElement ? submitter : null });
  };
  const onChange = (event: Event) => {
    const field = event.target instanceof Element ? event.target : null;
    const left = field && valueOf(field);
    if (!field || !left) return;
    // in the order first changed; a radio button chosen clears the others of its group
    changed.set(field, left);
    if (isCheckable(field) && field.type === 'radio' && field.checked) {
      for (const [other] of changed) if (other !== field && isCheckable(other) && other.type === 'radio' && other.name === field.name) changed.delete(other);
    }
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onChange],
    ['change', onChange],
  ];
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
  const release = () => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
  };
  void live.then(() => {
    release();
    // each on its own: one that throws (a form gone from the page) does not keep the others back
    for (const [field, left] of changed) attempt(() => replayChange(field, left));
    for (const action of held) attempt(() => replay(action));
  }, release);
  return release;
}
