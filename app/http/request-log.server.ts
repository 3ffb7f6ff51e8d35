import { createContext, type MiddlewareFunction } from "react-router";

/** What the access log needs from React Router: the matched route pattern (set by the root middleware). */
export interface RequestLogFields {
  id: string;
  route?: string;
  /** The catalogue strategies a product list used (describeStrategies, app/catalogue/index/strategies.server.ts). */
  strategies?: string;
}

export const requestLogContext = createContext<RequestLogFields>({ id: "" });

/** Root middleware: names the request by its route pattern (`/:lang?/products/:slug`), not its URL. */
export const nameRequestRoute: MiddlewareFunction<Response> = ({ context, pattern }, next) => {
  context.get(requestLogContext).route = pattern.startsWith("/") ? pattern : `/${pattern}`;
  return next();
};
