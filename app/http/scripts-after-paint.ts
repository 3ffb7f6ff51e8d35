/**
 * The public pages' module scripts start loading after the first paint (issue 14; decision 045).
 * The server (scripts-after-paint.server.ts) gives React Router's module script a type no browser
 * runs and puts its module preloads in a <template>; this script, rendered right after it, waits
 * for the first contentful paint, then puts the preloads in <head> and adds a module script with
 * the inert one's text and the loader's own nonce (a page from the page cache has none: its policy
 * allows that text by its hash, computed when it was stored). It starts them at once where paint
 * timing is missing or the page is hidden (a background tab paints nothing), and 3 s after `load`
 * if no paint was reported.
 */
export const INERT_MODULE_TYPE = "text/x-vitrine-module";
/** The attribute of the <template> that holds the module preloads. */
export const PRELOADS_ATTRIBUTE = "data-module-preloads";

export const scriptsAfterPaintLoader = `(function(){var inert=document.querySelector('script[type="${INERT_MODULE_TYPE}"]');if(!inert)return;
var nonce=document.currentScript&&document.currentScript.nonce,started=false;function start(){if(started)return;started=true;
var t=document.querySelector("template[${PRELOADS_ATTRIBUTE}]");if(t)document.head.appendChild(t.content.cloneNode(true));
var s=document.createElement("script");s.type="module";if(nonce)s.nonce=nonce;s.textContent=inert.textContent;document.body.appendChild(s);}
var P=window.PerformanceObserver;
if(document.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return start();
try{new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start();}}).observe({type:"paint",buffered:true});}catch(e){return start();}
addEventListener("load",function(){setTimeout(start,3000);});})();`;
