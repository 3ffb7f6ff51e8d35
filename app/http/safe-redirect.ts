const BASE = "http://site.invalid";

/**
 * The one check for every redirect built from request input (a path, `?lang=`, `redirectTo`):
 * the target is normalised the way a browser will read it (dot segments, backslashes, encoded
 * and repeated slashes) and only then compared with the site's origin. The answer is always a
 * path on this site: `target` when it stays here, with any run of leading slashes collapsed to
 * one (`//evil.example` is a protocol-relative URL to a browser), else `fallback`.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") && !target.startsWith("\\")) return fallback;
  let url: URL;
  try {
    // Browsers read "\" as "/" in http URLs; so does the URL parser, which is why it decides.
    url = new URL(target.replace(/^[/\\]+/, "/"), BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname.replace(/^\/+/, "/");
  // What remains is a path; a leading "/%2F" or "/%5C" stays encoded and names a path here.
  return `${path}${url.search}${url.hash}`;
}
