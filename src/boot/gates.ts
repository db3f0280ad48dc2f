/**
 * Opens or closes the prerendered page's form gates (components/hydration-gate.tsx): disabled in
 * the HTML so nothing is sent without the app, open once JavaScript runs, closed again while a
 * held tap waits for the app.
 */
export function setGates(disabled: boolean): void {
  const all = document.querySelectorAll<HTMLFieldSetElement>('fieldset.hydration-gate');
  for (const gate of all) gate.disabled = disabled;
}
