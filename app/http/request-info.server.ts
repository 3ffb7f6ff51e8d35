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
