interface NoticeProps {
  tone: "success" | "error" | "warning";
  title: string;
  text: string;
  testId: string;
}

/** The outcome of a submission, announced to screen readers as it appears. */
export function FormNotice({ tone, title, text, testId }: NoticeProps) {
  const styles = {
    success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    error: "border-red-300 bg-red-50 text-red-900",
    warning: "border-amber-300 bg-amber-50 text-amber-900",
  }[tone];
  return (
    <div role={tone === "success" ? "status" : "alert"} className={`rounded-md border p-4 ${styles}`} data-testid={testId}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}
