import type { ReactNode } from "react";

/**
 * One line saying how a staff action went, under the form that sent it: done (a status, green)
 * or refused (an alert, red), announced to screen readers as it appears.
 */
export function OutcomeLine({ refused = false, testId, children }: { refused?: boolean; testId?: string; children: ReactNode }) {
  return (
    <p
      role={refused ? "alert" : "status"}
      className={`mt-4 rounded p-3 text-sm ${refused ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900"}`}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
