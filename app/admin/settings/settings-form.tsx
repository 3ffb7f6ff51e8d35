import { useEffect, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { toast } from "~/admin/toast-store";
import { languageAttributes, type Locale, locales } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { zodFieldProblems } from "~/i18n/field-messages";
import { type SettingsForm as Values, type SettingsText, settingsFieldName, settingsFormSchema, settingsFromForm, settingsKeys, textFieldName } from "~/settings/settings-schema";
import { WEEK, hoursField } from "~/settings/opening-hours";
import type { SettingsView } from "~/settings/update-settings.server";
import type { action } from "~/routes/admin/settings";
import { buttonClass } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";

type TextField = Exclude<keyof Values, "defaultLanguage" | "enabledLanguages" | "version" | "openingHours">;
type FieldSpec = { name: TextField; type?: string; multiline?: boolean; lang?: Locale; wide?: boolean };
/** A text's box in each language, side by side. */
const inEachLanguage = (text: SettingsText, multiline = false): FieldSpec[] => locales.map((locale) => ({ name: textFieldName(text, locale), multiline, lang: locale }));
const groups: Array<{ legend: string; fields: FieldSpec[] }> = [
  { legend: "company", fields: [{ name: "companyName", wide: true }, ...inEachLanguage("address", true), { name: "timeZone", wide: true }] },
  { legend: "contact", fields: [{ name: "contactEmail", type: "email" }, { name: "salesEmail", type: "email" }, { name: "phone", type: "tel" }, { name: "whatsapp", type: "tel" }] },
  { legend: "seo", fields: [...inEachLanguage("metaTitle"), ...inEachLanguage("metaDescription", true)] },
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
  const failed = saveAnswer && !saveAnswer.ok && "failed" in saveAnswer;
  // After any failure the form shows what was posted (a page posted without JavaScript is drawn
  // anew by the server); with JavaScript the fields keep what was typed anyway.
  const kept = saveAnswer && !saveAnswer.ok && "values" in saveAnswer ? saveAnswer.values : undefined;
  const keptText = (name: string): string | undefined => (kept && typeof kept[name] === "string" ? (kept[name] as string) : undefined);
  // After a refused save the next one is based on what is stored now (shown below), not lost.
  const version = conflict?.version ?? settings.version;
  const reason = failed ? "admin.siteSettings.failed" : conflict ? "admin.siteSettings.conflict" : "admin.siteSettings.checkFields";

  useEffect(() => {
    if (saveAnswer && !saveAnswer.ok) {
      toast({ variant: "destructive", title: t("admin.siteSettings.updateError"), description: t(reason) });
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
        const values = { ...Object.fromEntries([...form].filter(([, v]) => typeof v === "string")), enabledLanguages: form.getAll("enabledLanguages") };
        const parsed = settingsFormSchema.safeParse(settingsFromForm(values));
        const problems = parsed.success ? null : zodFieldProblems(parsed.error, settingsKeys);
        const named = problems && Object.fromEntries(Object.entries(problems).map(([name, problem]) => [settingsFieldName(name, values), problem.key]));
        setClientErrors(named);
        if (named) {
          event.preventDefault();
          document.getElementById(`settings-${Object.keys(named)[0]}`)?.focus();
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
            <p>{t(reason)}</p>
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
              <Field
                key={name}
                id={`settings-${name}`}
                label={t(name === "timeZone" ? "admin.siteSettings.timeZone" : `admin.siteSettings.fields.${name}`)}
                hint={name === "timeZone" ? t("admin.siteSettings.timeZoneHint") : undefined}
                error={error(name)}
                className={wide ? "md:col-span-2" : undefined}
              >
                {multiline ? (
                  <Textarea name={name} {...(lang ? languageAttributes(lang) : {})} rows={3} defaultValue={keptText(name) ?? settings[name]} />
                ) : (
                  <Input name={name} {...(lang ? languageAttributes(lang) : {})} type={type} defaultValue={keptText(name) ?? settings[name]} />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <OpeningHoursFields settings={settings} kept={kept} error={error} />
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-brand-900">{t("admin.siteSettings.groups.languages")}</legend>
        <Field id="settings-defaultLanguage" label={t("admin.siteSettings.fields.defaultLanguage")} error={error("defaultLanguage")}>
          <Select name="defaultLanguage" defaultValue={keptText("defaultLanguage") ?? settings.defaultLanguage} className="max-w-xs">
            {locales.map((l) => <option key={l} value={l}>{t(`language.${l}`)}</option>)}
          </Select>
        </Field>
        <p className="mt-4 text-sm font-medium text-slate-700" id="settings-enabled-label">{t("admin.siteSettings.fields.enabledLanguages")}</p>
        <div className="mt-1 flex gap-4" role="group" aria-labelledby="settings-enabled-label">
          {locales.map((l) => (
            <Checkbox key={l} name="enabledLanguages" value={l} defaultChecked={kept ? (kept.enabledLanguages ?? []).includes(l) : settings.enabledLanguages.includes(l)} label={t(`language.${l}`)} />
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

/** One row per weekday: open or not, and its times; both languages' text is generated from it. */
function OpeningHoursFields({ settings, kept, error }: { settings: SettingsView; kept: Record<string, string | string[]> | undefined; error: (name: string) => string | undefined }) {
  const { t } = useTranslation();
  const stored = new Map(settings.openingHours.map((day) => [day.day, day]));
  const text = (name: string) => (kept && typeof kept[name] === "string" ? (kept[name] as string) : undefined);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" data-testid="settings-hours">
      <legend className="px-1 font-semibold text-brand-900">{t("admin.siteSettings.hoursGroup")}</legend>
      <p className="text-sm text-slate-600">{t("admin.siteSettings.hoursIntro")}</p>
      <FieldError id="settings-openingHours" error={error("openingHours")} />
      <div className="mt-3 space-y-2">
        {WEEK.map((day) => {
          const open = kept ? kept[hoursField(day, "open")] !== undefined : stored.has(day);
          const dayName = t(`hours.days.${day}`);
          return (
            <div key={day} className="grid items-start gap-2 sm:grid-cols-[12rem_1fr_1fr]">
              <Checkbox name={hoursField(day, "open")} value="on" defaultChecked={open} label={t("admin.siteSettings.hoursOpen", { day: dayName })} />
              {(["opens", "closes"] as const).map((part) => (
                <Field key={part} id={`settings-${hoursField(day, part)}`} label={`${t(`admin.siteSettings.${part}`)} (${dayName})`} error={error(hoursField(day, part))}>
                  <Input name={hoursField(day, part)} type="time" defaultValue={text(hoursField(day, part)) ?? stored.get(day)?.[part] ?? (part === "opens" ? "09:00" : "18:00")} />
                </Field>
              ))}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The stored values that differ from the refused form's, so the editor can compare. */
function ConflictList({ current }: { current: SettingsView }) {
  const { t } = useTranslation();
  const shown = (Object.keys(current) as Array<keyof SettingsView>).filter((name) => !["version", "logoUrl", "faviconUrl", "openingHours", "timeZone"].includes(name));
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
