// Handing what a visitor did before the app was live to the app (held-input.ts).

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One replayed edit or tap failing must not stop the others. */
export function attempt<T, V>(run: (target: T, value: V) => void, target: T, value: V): void {
  try {
    run(target, value);
  } catch (error) {
    console.error('[boot] could not replay', error);
  }
}

/**
 * React tells a user's edit from its own by the value it last saw, kept by the element's own
 * `value`/`checked` setter: set through it first, the edit then reads as a change.
 */
export function resend(field: Field, value: string | boolean): void {
  // React renders pending work at the start of an event it handles, and that render writes its
  // state (still empty) into the control: let it happen before the edit, not after.
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field.tagName === 'SELECT') {
    field.value = value as string;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (/^(checkbox|radio)$/.test(field.type)) {
    (field as HTMLInputElement).checked = !value;
    // The click sets it back and is the event React listens to for these.
    field.click();
  } else if (field.type !== 'file') {
    field.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A whole press, not only its click: some controls act on the press itself (Mantine's
 * show-password button toggles on mousedown). A held submit is submitted again.
 */
export function replay(target: HTMLElement): void {
  if (target.tagName === 'FORM') {
    const form = target as HTMLFormElement;
    if (form.requestSubmit) form.requestSubmit();
    else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    return;
  }
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  const down = { buttons: 1, pointerType: 'mouse', isPrimary: true, ...init };
  const up = { buttons: 0, pointerType: 'mouse', isPrimary: true, ...init };
  const pointer = typeof PointerEvent === 'function';
  if (pointer) target.dispatchEvent(new PointerEvent('pointerdown', down));
  target.dispatchEvent(new MouseEvent('mousedown', down));
  if (pointer) target.dispatchEvent(new PointerEvent('pointerup', up));
  target.dispatchEvent(new MouseEvent('mouseup', up));
  target.click();
}
