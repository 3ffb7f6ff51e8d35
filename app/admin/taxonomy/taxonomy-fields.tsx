import { useState } from "react";
import type { AdminTaxonomyImage } from "~/catalogue/taxonomy/taxonomy-record";
import { useTranslation } from "~/i18n/use-translation";
import { uploadImage } from "./upload-image";

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";
export const labelClass = "block text-sm font-medium text-slate-800";

export type FieldMessages = Record<string, string>;

export const errorId = (field: string) => `error-${field.replace(/\W/g, "-")}`;

export function FieldError({ field, errors }: { field: string; errors: FieldMessages }) {
  const message = errors[field];
  return message ? (
    <p id={errorId(field)} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** Aria attributes tying an input to its error message. */
export const invalidProps = (field: string, errors: FieldMessages) =>
  errors[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {};

/** An English and a French input side by side, named `{field}.en` and `{field}.fr`. */
export function LocalizedInputs({
  field,
  label,
  values,
  errors,
  multiline = false,
  required = false,
  onEnglishChange,
}: {
  field: string;
  label: string;
  values: { en: string; fr: string };
  errors: FieldMessages;
  multiline?: boolean;
  required?: boolean;
  onEnglishChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      {(["en", "fr"] as const).map((lang) => {
        const name = `${field}.${lang}`;
        const props = {
          id: name,
          name,
          lang,
          defaultValue: values[lang],
          className: inputClass,
          required: required && lang === "en",
          ...invalidProps(name, errors),
          ...(lang === "en" && onEnglishChange ? { onChange: (e: { target: { value: string } }) => onEnglishChange(e.target.value) } : {}),
        };
        return (
          <div key={lang}>
            <label htmlFor={name} className={labelClass}>
              {label} ({t(`language.${lang}`)}){required && lang === "en" ? " *" : ""}
            </label>
            {multiline ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
            <FieldError field={name} errors={errors} />
          </div>
        );
      })}
    </fieldset>
  );
}

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
            {...invalidProps("image", messages)}
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
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="removeImage" />
              {t("admin.taxonomy.fields.removeImage")}
            </label>
          ) : null}
          <FieldError field="image" errors={messages} />
          <FieldError field="imageId" errors={messages} />
        </div>
      </div>
    </div>
  );
}
