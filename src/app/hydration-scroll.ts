import { prerenderedAddress } from './prerendered';

/**
 * A visitor's prerendered page reads and scrolls before the app is live (issue 24). When React
 * hydrates it, the router would restore the address's scroll (or go to the top), moving the
 * page under a finger that is tapping it: the tap lands on something else. So the page the app
 * goes live on keeps the scroll the visitor has, until the app shows another address; from then
 * on the router restores and resets the scroll as on any navigation.
 */
let hydratedAddress: string | null = null;

/** Called as the app hydrates the page prerendered for this address ('/kurser/publika/kurs?kurs=x'). */
export function keepScrollWhileOn(address: string): void {
  hydratedAddress = address;
}

/** The router's `scrollRestoration` option: whether to restore the scroll for this render. */
export function restoresScroll({
  location,
}: {
  location: { pathname: string; searchStr: string };
}): boolean {
  if (hydratedAddress === null) return true;
  if (prerenderedAddress(location.pathname, location.searchStr) === hydratedAddress) return false;
  hydratedAddress = null;
  return true;
}
