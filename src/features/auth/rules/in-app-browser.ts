/** Phones and tablets (spec §5: Android, iPhone, iPad, iPod, BlackBerry, IEMobile, Opera Mini). */
const MOBILE_DEVICE = /Android|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;

/**
 * Social and in-app browser signatures: Facebook (FBAN/FBAV), Instagram, Twitter/X, LinkedIn,
 * WhatsApp, the Google app ('GSA/'), and the generic Android webview markers.
 */
const IN_APP_SIGNATURE =
  /FBAN|FBAV|FB_IAB|Instagram|Twitter|LinkedIn|WhatsApp|GSA\/|; wv\)|WebView/i;

const IOS_DEVICE = /iPhone|iPad|iPod/i;

/**
 * True for a mobile in-app browser (a webview inside Instagram, Facebook, a mail app…), where a
 * sign-in link should be reopened in the phone's normal browser (spec §5). An iOS user agent
 * without 'Safari/' is a bare WKWebView: real Safari, Chrome (CriOS) and Firefox (FxiOS) on iOS
 * all carry it.
 */
export function isInAppBrowser(userAgent: string): boolean {
  if (!MOBILE_DEVICE.test(userAgent)) return false;
  if (IN_APP_SIGNATURE.test(userAgent)) return true;
  return IOS_DEVICE.test(userAgent) && !userAgent.includes('Safari/');
}
