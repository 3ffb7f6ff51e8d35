import { defaultLocale, locales } from "./locales";

const known = JSON.stringify(locales);
const prefixed = locales.filter((locale) => locale !== defaultLocale).join("|");

/**
 * Runs in <head> before the first paint: a language kept in local storage (an earlier visit's
 * switcher) with no `lang` cookie becomes the cookie, and when the page is in the other language
 * the page is hidden and loaded again, so the server answers in the stored one (it redirects an
 * unprefixed URL to /fr, and staff pages follow the cookie). An explicit /fr URL is kept. The
 * languages are those of `locales.ts`.
 */
export const storedLanguageScript = `(function(){try{var s=localStorage.getItem("lang");
if(${known}.indexOf(s)<0||/(?:^|;\\s*)lang=/.test(document.cookie))return;
document.cookie="lang="+s+"; Path=/; Max-Age=31536000; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");
var h=document.documentElement;if(h.lang===s||(s==="${defaultLocale}"&&/^\\/(${prefixed})(\\/|$)/.test(location.pathname)))return;
if(!/(?:^|;\\s*)lang=/.test(document.cookie))return;
h.style.visibility="hidden";location.replace(location.href);}catch(e){}})();`;
