/**
 * A secret that the server shows once, right after creating it (an API key, a webhook's signing
 * secret): a title, what to do with it, and the value in a read-only field that selects itself
 * when focused, so it is copied whole.
 */
export function SecretShownOnce({ testId, title, text, label, value }: { testId: string; title: string; text: string; label: string; value: string }) {
  return (
    <div role="status" className="mt-4 rounded border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid={testId}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{text}</p>
      <input
        readOnly
        aria-label={label}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 w-full rounded border border-amber-300 bg-white px-2 py-1 font-mono text-xs"
        data-testid={`${testId}-value`}
      />
    </div>
  );
}
