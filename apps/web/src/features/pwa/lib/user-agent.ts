/**
 * In-app browsers that say "Android" but cannot install an app or open an APK the usual way:
 * Android's WebView ("; wv)" since Lollipop, "Version/4.0" before it) and the social apps'
 * browsers, which run on it.
 */
const IN_APP =
  /; wv\)|FBAN|FBAV|FB_IAB|FB4A|Instagram|Line\/|Twitter|MicroMessenger|Snapchat|TikTok|musical_ly|Pinterest|GSA\//;

/** Makers' browsers whose user agent reads like a WebView's ("Version/4.0 Chrome/…"). */
const BROWSERS = /SamsungBrowser|MiuiBrowser|HuaweiBrowser|HeyTapBrowser|VivoBrowser|OPR\/|EdgA\/|YaBrowser|UCBrowser/;

/**
 * SPEC §1: the Android download button shows on Android, outside webviews. Chrome, Samsung
 * Internet, Firefox and the like on Android are in; a WebView or an app's built-in browser,
 * iPhones and desktops are out.
 */
export function isAndroidOutsideWebview(userAgent: string): boolean {
  if (!/\bAndroid\b/i.test(userAgent)) return false;
  if (IN_APP.test(userAgent)) return false;
  // A WebView that drops "wv" still writes "Version/4.0 Chrome/…"; so do some makers' own browsers.
  if (/Version\/[\d.]+ Chrome\//.test(userAgent)) return BROWSERS.test(userAgent);
  return true;
}
