import { useId, useState } from "react";
import type { StoredMedia } from "~/media/upload.server";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { uploadMedia } from "../upload-media";

/** A file picker that uploads each chosen file at once and reports progress and refusals. */
export function UploadButton({ purpose, label, accept, onUploaded, testId }: { purpose: "image" | "document"; label: string; accept: string; onUploaded: (media: StoredMedia, file: File) => void; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <div className="mt-2">
      <label htmlFor={id} className={buttonClass({ variant: "secondary", size: "sm", className: "cursor-pointer" })}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple
        className="sr-only"
        data-testid={testId}
        onChange={async (event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          setBusy(true);
          const problems: string[] = [];
          for (const file of files) {
            try {
              const outcome = await uploadMedia(file, purpose);
              if (outcome.ok) onUploaded(outcome.media, file);
              else problems.push(`${file.name}: ${outcome.message ?? outcome.status}`);
            } catch (error) {
              problems.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
            }
          }
          setErrors(problems);
          setBusy(false);
        }}
      />
      <span aria-live="polite" className="ms-2 text-sm text-slate-600">{busy ? t("admin.products.form.uploading") : ""}</span>
      {errors.length ? (
        <ul role="alert" className="mt-1 text-sm text-red-700">
          {errors.map((message) => <li key={message}>{message}</li>)}
        </ul>
      ) : null}
    </div>
  );
}
