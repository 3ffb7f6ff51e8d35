// The one client-side reader of a call that streams its progress (app/http/ndjson-progress.server.ts):
// the body goes through XMLHttpRequest, which, unlike fetch, reports upload progress; the answer,
// asked as NDJSON, is read line by line as it arrives: `{"progress": …}` lines, then the outcome
// `{"status", "body"}`. Refusals before the work starts (no session, no token, too large) come as
// plain JSON and are answered the same way. Used by the CSV import and the bulk media upload.

export interface ProgressOutcome<B> {
  status: number;
  body: B;
}

export interface ProgressCallbacks<P> {
  /** Share of the body sent, 0 to 100. */
  onUpload?: (percent: number) => void;
  /** Each progress line's value. */
  onProgress?: (progress: P) => void;
}

export interface ProgressRequest {
  url: string;
  body: XMLHttpRequestBodyInit;
  csrfToken: string;
  /** Content-Type of the body; FormData sets its own. */
  contentType?: string;
}

/** Sends `body` and resolves with the outcome; rejects on a network failure (Error "network"). */
export function sendWithProgress<P, B>({ url, body, csrfToken, contentType }: ProgressRequest, callbacks: ProgressCallbacks<P> = {}): Promise<ProgressOutcome<B | { error: { code: string; message: string } }>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    if (contentType) xhr.setRequestHeader("Content-Type", contentType);
    xhr.setRequestHeader("Accept", "application/x-ndjson");
    xhr.setRequestHeader("X-CSRF-Token", csrfToken);
    let read = 0;
    let final: ProgressOutcome<B> | undefined;
    const readLines = () => {
      const text = xhr.responseText;
      let end = text.indexOf("\n", read);
      while (end >= 0) {
        const line = text.slice(read, end);
        read = end + 1;
        end = text.indexOf("\n", read);
        if (!line) continue;
        const message = JSON.parse(line) as { progress?: P } & Partial<ProgressOutcome<B>>;
        if (message.progress !== undefined) callbacks.onProgress?.(message.progress);
        else if (message.status !== undefined) final = message as ProgressOutcome<B>;
      }
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) callbacks.onUpload?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onprogress = () => {
      if ((xhr.getResponseHeader("Content-Type") ?? "").includes("ndjson")) readLines();
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.onload = () => {
      if (!(xhr.getResponseHeader("Content-Type") ?? "").includes("ndjson")) {
        try {
          resolve({ status: xhr.status, body: JSON.parse(xhr.responseText) as B });
        } catch {
          resolve({ status: xhr.status, body: { error: { code: "http", message: `${xhr.status}: ${xhr.statusText}` } } });
        }
        return;
      }
      readLines();
      if (final) resolve(final);
      else reject(new Error("network"));
    };
    xhr.send(body);
  });
}
