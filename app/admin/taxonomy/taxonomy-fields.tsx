import { useState } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { FieldError, labelClass } from "~/components/ui/field";
import type { AdminTaxonomyImage } from "~/catalogue/taxonomy/taxonomy-record";
import { useTranslation } from "~/i18n/use-translation";
import { uploadImage } from "./upload-image";

export type FieldMessages = Record<string, string>;

/** The current image (srcset preview), a file to replace it, and a way to remove it. */
export function ImageField({ image, imageId, errors }: { image: AdminTaxonomyImage | null; imageId: string; errors: FieldMessages }) {
  const { t } = useTranslation();
  const [uploaded, setUploaded] = useState<AdminTaxonomyImage | null>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const shown = uploaded ?? image;
  const messages = state.error ? { ...errors, image: state.error } : errors;
  return (
    <div>
      <span className={labelClass}>{t("admin.taxonomy.fields.image")}</span>
      <input type="hidden" name="imageId" value={uploaded ? String(uploaded.id) : imageId} />
      <div className="mt-2 flex flex-wrap items-start gap-4">
        {shown ? (
          <img
            src={shown.src}
            srcSet={shown.srcSet}
            sizes="192px"
            width={shown.width}
            height={shown.height}
            alt=""
            className="h-32 w-48 rounded border border-slate-200 object-cover"
            data-testid="image-preview"
          />
        ) : (
          <p className="text-sm text-slate-600">{t("admin.taxonomy.fields.noImage")}</p>
        )}
        <div className="space-y-2">
          <label htmlFor="image" className="block text-sm text-slate-700">
            {shown ? t("admin.taxonomy.fields.replaceImage") : t("admin.taxonomy.fields.chooseImage")}
          </label>
          <input
            id="image"
            name="image"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/avif"
            className="block text-sm"
            aria-invalid={messages.image ? true : undefined}
            aria-describedby={messages.image ? "image-error" : undefined}
            onChange={async (event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              if (!file) return;
              setState({ busy: true, error: null });
              const result = await uploadImage(file, t("admin.taxonomy.errors.upload")).catch(() => undefined);
              // Network failure: the file stays in the form and goes with it.
              if (!result) return setState({ busy: false, error: null });
              input.value = "";
              if (result.ok) setUploaded(result.image);
              setState({ busy: false, error: result.ok ? null : result.message });
            }}
          />
          <p className="text-xs text-slate-500" aria-live="polite">
            {state.busy ? t("admin.taxonomy.fields.uploading") : t("admin.taxonomy.fields.imageHint")}
          </p>
          {shown ? (
            <Checkbox name="removeImage" label={t("admin.taxonomy.fields.removeImage")} />
          ) : null}
          <FieldError id="image" error={messages.image} />
          <FieldError id="imageId" error={messages.imageId} />
        </div>
      </div>
    </div>
  );
}
