/** What an API key may do (issue 34): each admin API route declares the scope of each method it opens to keys. */
export const API_SCOPES = ["catalogue:read", "availability:write", "products:write", "inquiries:read", "inquiries:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const isApiScope = (value: unknown): value is ApiScope => typeof value === "string" && (API_SCOPES as readonly string[]).includes(value);

/** Every key begins with this, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_PREFIX = "vtk_";

/** Calls per minute a new key gets unless the administrator says otherwise, and the bounds. */
export const API_KEY_RATE_LIMIT = { default: 120, min: 1, max: 6000 } as const;
