interface NoticeProps {
  tone: "success" | "error" | "warning";
  title: string;
  text: string;
  testId: string;
  /** A line under the text (a quote request's reference). */
  detail?: string;
}

/** The outcome of a submission, announced to screen readers as it appears. */
export function FormNotice({ tone, title, text, testId, detail }: NoticeProps) {
  const styles = {
    success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    error: "border-red-300 bg-red-50 text-red-900",
    warning: "border-amber-300 bg-amber-50 text-amber-900",
  }[tone];
  return (
    <div role={tone === "success" ? "status" : "alert"} className={`rounded-md border p-4 ${styles}`} data-testid={testId}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
      {detail ? <p className="mt-2 font-mono text-sm font-semibold" data-testid="quote-reference">{detail}</p> : null}
    </div>
  );
}
