const BASE = "http://site.invalid";

/**
 * The one check for every redirect built from request input (a path, `?lang=`, `redirectTo`):
 * the target is normalised the way a browser will read it (dot segments, backslashes, encoded
 * characters) and only then compared with the site's origin. The answer is `target` as a path on
 * this site when it stays here, else `fallback`; a path that a browser would read as another
 * host (`//evil.example`, `/\\evil.example`, `/.//evil.example`) is never one.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    // Browsers read "\\" as "/" in http URLs; so does the URL parser, which is why it decides.
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  // A leading "/%2F" or "/%5C" stays encoded: a browser reads it as a path here.
  return `${url.pathname}${url.search}${url.hash}`;
}
