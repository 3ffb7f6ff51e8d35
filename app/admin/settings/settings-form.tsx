import { useEffect, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { toast } from "~/admin/toast-store";
import { locales } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { zodFieldProblems } from "~/i18n/field-messages";
import { type SettingsForm as Values, settingsFormSchema, settingsKeys } from "~/settings/settings-schema";
import type { SettingsView } from "~/settings/update-settings.server";
import type { action } from "~/routes/admin/settings";
import { buttonClass } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";

type TextField = Exclude<keyof Values, "defaultLanguage" | "enabledLanguages" | "version">;
const groups: Array<{ legend: string; fields: Array<{ name: TextField; type?: string; multiline?: boolean; lang?: string; wide?: boolean }> }> = [
  { legend: "company", fields: [{ name: "companyName", wide: true }, { name: "addressEn", multiline: true, lang: "en" }, { name: "addressFr", multiline: true, lang: "fr" }] },
  { legend: "contact", fields: [{ name: "contactEmail", type: "email" }, { name: "salesEmail", type: "email" }, { name: "phone", type: "tel" }, { name: "whatsapp", type: "tel" }] },
  { legend: "seo", fields: [{ name: "metaTitleEn", lang: "en" }, { name: "metaTitleFr", lang: "fr" }, { name: "metaDescriptionEn", multiline: true, lang: "en" }, { name: "metaDescriptionFr", multiline: true, lang: "fr" }] },
  { legend: "social", fields: [{ name: "linkedinUrl", type: "url" }, { name: "instagramUrl", type: "url" }] },
];

/** SPEC §3's site settings; checked in the browser with the action's own schema before sending. */
export function SettingsForm({ settings, csrfToken }: { settings: SettingsView; csrfToken: string }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const saveAnswer = answer?.intent === "save" ? answer : undefined;
  const busy = useNavigation().state === "submitting";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors: Record<string, string> = clientErrors ?? (saveAnswer && !saveAnswer.ok && "fields" in saveAnswer ? (saveAnswer.fields ?? {}) : {});
  const conflict = saveAnswer && !saveAnswer.ok && "conflict" in saveAnswer ? saveAnswer.conflict : undefined;
  // After a refused save the next one is based on what is stored now (shown below), not lost.
  const version = conflict?.version ?? settings.version;

  useEffect(() => {
    if (saveAnswer && !saveAnswer.ok) {
      toast({ variant: "destructive", title: t("admin.siteSettings.updateError"), description: t(conflict ? "admin.siteSettings.conflict" : "admin.siteSettings.checkFields") });
    } else if (saveAnswer?.ok) toast({ title: t("admin.siteSettings.saved") });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [saveAnswer]);

  const error = (name: string) => (errors[name] ? t(errors[name]!) : undefined);

  return (
    <Form
      method="post"
      noValidate
      className="mt-6 space-y-6"
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        const parsed = settingsFormSchema.safeParse({ ...Object.fromEntries(form), enabledLanguages: form.getAll("enabledLanguages") });
        const problems = parsed.success ? null : zodFieldProblems(parsed.error, settingsKeys);
        setClientErrors(problems && Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, problem.key])));
        if (problems) {
          event.preventDefault();
          document.getElementById(`settings-${Object.keys(problems)[0]}`)?.focus();
        }
      }}
    >
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="intent" value="save" />
      <div aria-live="polite">
        {saveAnswer && !saveAnswer.ok ? (
          <div role="alert" className="rounded-md bg-red-50 p-3 text-red-800" data-testid="settings-error">
            <p className="font-semibold">{t("admin.siteSettings.updateError")}</p>
            <p>{t(conflict ? "admin.siteSettings.conflict" : "admin.siteSettings.checkFields")}</p>
            {conflict ? <ConflictList current={conflict} /> : null}
          </div>
        ) : saveAnswer?.ok ? (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-emerald-900" data-testid="settings-saved">{t("admin.siteSettings.saved")}</p>
        ) : null}
      </div>
      {groups.map((group) => (
        <fieldset key={group.legend} className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-brand-900">{t(`admin.siteSettings.groups.${group.legend}`)}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {group.fields.map(({ name, type = "text", multiline, lang, wide }) => (
              <Field key={name} id={`settings-${name}`} label={t(`admin.siteSettings.fields.${name}`)} error={error(name)} className={wide ? "md:col-span-2" : undefined}>
                {multiline ? (
                  <Textarea name={name} lang={lang} rows={3} defaultValue={settings[name]} />
                ) : (
                  <Input name={name} lang={lang} type={type} defaultValue={settings[name]} />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-brand-900">{t("admin.siteSettings.groups.languages")}</legend>
        <Field id="settings-defaultLanguage" label={t("admin.siteSettings.fields.defaultLanguage")} error={error("defaultLanguage")}>
          <Select name="defaultLanguage" defaultValue={settings.defaultLanguage} className="max-w-xs">
            {locales.map((l) => <option key={l} value={l}>{t(`language.${l}`)}</option>)}
          </Select>
        </Field>
        <p className="mt-4 text-sm font-medium text-slate-700" id="settings-enabled-label">{t("admin.siteSettings.fields.enabledLanguages")}</p>
        <div className="mt-1 flex gap-4" role="group" aria-labelledby="settings-enabled-label">
          {locales.map((l) => (
            <Checkbox key={l} name="enabledLanguages" value={l} defaultChecked={settings.enabledLanguages.includes(l)} label={t(`language.${l}`)} />
          ))}
        </div>
        <FieldError id="settings-enabledLanguages" error={error("enabledLanguages")} />
      </fieldset>
      <button type="submit" disabled={busy} className={buttonClass()}>
        {t("admin.siteSettings.save")}
      </button>
    </Form>
  );
}

/** The stored values that differ from the refused form's, so the editor can compare. */
function ConflictList({ current }: { current: SettingsView }) {
  const { t } = useTranslation();
  const shown = (Object.keys(current) as Array<keyof SettingsView>).filter((name) => !["version", "logoUrl", "faviconUrl"].includes(name));
  return (
    <dl className="mt-2 grid gap-1 text-sm" data-testid="settings-conflict">
      <dt className="font-medium">{t("admin.siteSettings.conflictCurrent")}</dt>
      {shown.map((name) => (
        <dd key={name}>
          {t(`admin.siteSettings.fields.${name}`)}: <q>{String(current[name])}</q>
        </dd>
      ))}
    </dl>
  );
}
