/** The origin for canonical and sitemap URLs: PUBLIC_URL when set, else the request's own. */
export function siteOrigin(request: Request, publicUrl: string | undefined): string {
  return publicUrl?.replace(/\/$/, "") ?? new URL(request.url).origin;
}
