import { createContext } from "react-router";

/** What the Express server knows about a request that the Fetch `Request` does not carry. */
export interface RequestInfo {
  /** The client's address (X-Forwarded-For is believed only from the loopback proxy). */
  ip: string;
  /** Served over HTTPS: directly, behind the loopback proxy, or PUBLIC_URL says https. */
  secure: boolean;
  /** This response's Content-Security-Policy nonce, for the inline scripts React Router writes. */
  nonce: string;
  /** The site's origin for absolute URLs (PUBLIC_URL, else an allowed Host): `request-origin.server.ts`. */
  origin: string;
  /** PUBLIC_URL (parsed in app/env.server.ts), when the site has one. */
  publicUrl?: string;
}

export const requestInfoContext = createContext<RequestInfo>({ ip: "", secure: false, nonce: "", origin: "" });

/** Whether a peer is the trusted reverse proxy (the loopback one, as Express's `trust proxy`). */
export function isTrustedProxy(peerAddress: string | undefined): boolean {
  if (!peerAddress) return false;
  const address = peerAddress.startsWith("::ffff:") ? peerAddress.slice(7) : peerAddress;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The proxy's `X-Request-Id` when the trusted proxy sent a sane one, else null (the server makes one). */
export function forwardedRequestId(peerAddress: string | undefined, header: string | string[] | undefined): string | null {
  if (typeof header !== "string" || !REQUEST_ID.test(header)) return null;
  return isTrustedProxy(peerAddress) ? header : null;
}
