import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request exactly as written: the path is not normalised (fetch would turn "\" into "/" and
 * remove dot segments, hiding what a hand-made request sends), the Host header is whatever the
 * test says. With `declaredLength`, only the first `body` bytes of a larger declared body are
 * sent: the answer must come without the rest (413 before buffering).
 */
export function rawRequest(
  baseUrl: string,
  { method = "GET", path, headers = {}, body, declaredLength }: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; declaredLength?: number },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method, path, headers: { Connection: "close", ...headers }, setHost: !("Host" in headers) });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") });
        request.destroy();
      });
      response.on("error", reject);
    });
    // A server that answers and closes before the whole declared body is sent is what we want.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    if (declaredLength !== undefined) request.setHeader("Content-Length", String(declaredLength));
    if (body !== undefined) request.write(body);
    if (declaredLength === undefined) request.end();
  });
}

/** Where a Location header leads, resolved as a browser does against the page it came from. */
export function locationOrigin(baseUrl: string, location: string | undefined): string | undefined {
  if (location === undefined) return undefined;
  return new URL(location, baseUrl).origin;
}
