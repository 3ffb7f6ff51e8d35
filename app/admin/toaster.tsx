import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { TOAST_SWIPE_THRESHOLD_PX, type Toast, dismissToast, useToasts } from "./toast-store";

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | undefined>(undefined);

  // Closes after its duration, unless the pointer or the keyboard focus rests on it.
  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.duration]);

  const destructive = toast.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      aria-atomic="true"
      data-testid="toast"
      data-variant={toast.variant}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg transition-transform ${
        destructive ? "border-red-700 bg-red-600 text-white" : "border-slate-200 bg-white text-slate-900"
      }`}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (swipeStart.current !== undefined) setOffset(Math.max(0, event.clientX - swipeStart.current));
      }}
      onPointerUp={() => {
        swipeStart.current = undefined;
        if (offset > TOAST_SWIPE_THRESHOLD_PX) dismissToast(toast.id);
        setOffset(0);
      }}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold" data-testid="toast-title">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm opacity-90" data-testid="toast-description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className={`-m-1 rounded p-1 text-lg leading-none ${destructive ? "text-white/80 hover:text-white" : "text-slate-500 hover:text-slate-900"}`}
        aria-label={t("toast.close")}
      >
        ×
      </button>
    </div>
  );
}

/** The admin's notifications, bottom right; screen readers hear them as they come. */
export function Toaster() {
  const { t } = useTranslation();
  const open = useToasts().filter((toast) => toast.open);
  return (
    <section aria-label={t("toast.region")} className="pointer-events-none fixed bottom-4 end-4 z-50 w-full max-w-sm px-4 sm:px-0">
      <div className="flex flex-col gap-2">
        {open.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
