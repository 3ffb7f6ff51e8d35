/** A long call's progress, as the CSV import and the bulk media upload show it: its words, then a bar (no value: indeterminate). */
export function ProgressBar({ progress }: { progress: { label: string; value: number | undefined } | undefined }) {
  if (!progress) return null;
  return (
    <div>
      <p className="text-sm text-slate-700">{progress.label}</p>
      <progress className="mt-1 h-2 w-full max-w-md" max={100} value={progress.value} aria-label={progress.label} />
    </div>
  );
}
