import { setGates } from './gates';
import { attempt, replay, resend } from './replay';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a visitor does on a prerendered page before the app is live, held for the app. */
export type HeldInput = {
  /** A tap or submit is waiting for the app. */
  waiting: () => boolean;
  /** Lets the held taps go (the app's code did not arrive): the visitor sees they did nothing. */
  release: () => void;
};

const TAPPABLE =
  'button, input[type="submit"], [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';

/**
 * Like Angular's hydration "on interaction": until the app lifts `<html data-hydrating>`, a tap
 * on a button or a submit is held (and starts the app's load), and what is typed is recorded.
 * Once the page is live, each edit is sent again as the event React listens to and the taps are
 * replayed, in the order they were made.
 */
export function holdInput(html: HTMLElement, start: () => void): HeldInput {
  const hydrating = () => html.hasAttribute('data-hydrating');
  let held: HTMLElement[] = [];
  const typed = new Map<Field, string | boolean>();

  // Taps on buttons and submits, in order. Until they have run, the page's forms wait (what the
  // visitor does next may depend on them) and the tapped button shows that it is on its way.
  let focused: Element | null = null;
  const hold = (event: Event, target: HTMLElement) => {
    if (!hydrating()) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(target) < 0) held.push(target);
    if (held.length === 1) focused = document.activeElement;
    target.setAttribute('aria-busy', 'true');
    html.setAttribute('data-held', '');
    setGates(true);
    start();
  };
  const release = () => {
    for (const target of held) target.removeAttribute('aria-busy');
    held = [];
    html.removeAttribute('data-held');
    setGates(false);
    // Disabling the form took the focus away: give it back where it was.
    if (focused && focused !== document.body && focused.isConnected) {
      (focused as HTMLElement).focus({ preventScroll: true });
    }
    focused = null;
  };
  const onClick = (event: Event) => {
    record(event);
    const target = (event.target as Element | null)?.closest?.<HTMLElement>(TAPPABLE);
    if (target) hold(event, target);
  };
  const onSubmit = (event: Event) => hold(event, event.target as HTMLElement);
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);

  // What the visitor types or chooses until then. React adopts the HTML as it finds it but keeps
  // its own (empty) state, and its first re-render writes that state back into the controls.
  // An edit fires input, and a choice (a select, a box) then change. This listener runs before
  // React's, and React may hydrate the field while handling the input, writing its empty state
  // into it (a select's choice): the change that follows then reads that, not the visitor's
  // choice. So once a field has sent input, its input carries the value. A box or a radio button
  // is also taken from its click, whose capture runs before React's listener: the box is already
  // ticked then, and React, hydrating it right there, takes the tick as its own state (no change
  // for it) and may go live before the click's input and change, which boot then never hears.
  const sentInput = new WeakSet<Field>();
  const record = (event: Event) => {
    const field = event.target as Field;
    const box = /^(checkbox|radio)$/.test(field.type);
    if (
      !hydrating() ||
      !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName) ||
      (event.type === 'click' && !box)
    ) {
      return;
    }
    if (event.type === 'input') sentInput.add(field);
    else if (event.type === 'change' && sentInput.has(field)) return;
    typed.delete(field); // The latest edit last, so it is re-sent last.
    typed.set(field, box ? (field as HTMLInputElement).checked : field.value);
  };
  addEventListener('input', record, true);
  addEventListener('change', record, true);

  // The app lifts data-hydrating once every part of the page is live. Each edit is then sent
  // again as the event React listens to, and the held taps and submits run as the visitor
  // meant, in the same task, so that nothing the visitor does next comes in between. React
  // renders the edits at the start of the first event it handles here.
  new MutationObserver((_records, observer) => {
    if (hydrating()) return;
    observer.disconnect();
    removeEventListener('input', record, true);
    removeEventListener('change', record, true);
    removeEventListener('click', onClick, true);
    removeEventListener('submit', onSubmit, true);
    const taps = held;
    release();
    typed.forEach((value, field) => {
      if (field.isConnected) attempt(resend, field, value);
    });
    typed.clear();
    // A field focused before is still focused: tell React, whose onFocus listens to focusin.
    const active = document.activeElement;
    if (active && active !== document.body && html.contains(active)) {
      active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    for (const target of taps) if (target.isConnected) attempt(replay, target, undefined);
  }).observe(html, { attributes: true, attributeFilter: ['data-hydrating'] });

  return { waiting: () => held.length > 0, release };
}
