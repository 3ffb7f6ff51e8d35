/** The origin for canonical and sitemap URLs: PUBLIC_URL when set, else the request's own. */
export function siteOrigin(request: Request): string {
  return process.env.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}
