import type { RequestHandler, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * One "drain" listener per response, whatever its writers add and remove.
 *
 * The compression middleware (1.8) hands `res.on("drain", fn)` to its zlib stream, but leaves
 * `removeListener` / `off` on the response, where that listener is not (expressjs/compression#135).
 * React Router's writer waits for each drain with `once("drain", fn)` and removes it with
 * `off("drain", fn)` when the write settles, so under backpressure (a large page, a slow phone)
 * the listeners piled up on the zlib stream until the response ended, and Node printed
 * `MaxListenersExceededWarning: 11 drain listeners added to [BrotliCompress]`.
 *
 * Mounted after the compression middleware: the response's drain listeners are kept here, and one
 * listener, added through the compression middleware's `on` (so on the zlib stream when there is
 * one), calls them. `once` works through `on` and `removeListener` (Node's own `once` calls both).
 */
export function drainListenersOnce(): RequestHandler {
  return (_req, res, next) => {
    keepDrainListeners(res);
    next();
  };
}

function keepDrainListeners(res: Response): void {
  const waiting: Listener[] = [];
  let forwarding = false;
  const on = res.on;
  const removeListener = res.removeListener;
  const drained = (...args: unknown[]) => {
    for (const listener of [...waiting]) listener.apply(res, args);
  };
  res.on = res.addListener = function (this: Response, type: string | symbol, listener: Listener) {
    if (type !== "drain") return on.call(this, type, listener);
    waiting.push(listener);
    if (!forwarding) {
      forwarding = true;
      on.call(this, "drain", drained);
    }
    return this;
  } as Response["on"];
  res.removeListener = res.off = function (this: Response, type: string | symbol, listener: Listener) {
    if (type !== "drain") return removeListener.call(this, type, listener);
    // The last one added first, as EventEmitter does; `once` wraps a listener (`.listener`).
    for (let i = waiting.length - 1; i >= 0; i--) {
      const kept = waiting[i] as Listener & { listener?: Listener };
      if (kept === listener || kept.listener === listener) {
        waiting.splice(i, 1);
        break;
      }
    }
    return this;
  } as Response["removeListener"];
}
