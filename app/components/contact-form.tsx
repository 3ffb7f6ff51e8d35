import { useRef, useState, type FormEvent } from "react";
import { Link, useActionData } from "react-router";
import type * as InquirySchema from "~/inquiries/schema";
import { isContactFormResult, type InquiryApiResponse } from "~/inquiries/form-result";
import { COUNTRIES, HONEYPOT_FIELD, MAX_LENGTH, PRODUCT_INTERESTS, type InquiryKind, type VisibleField } from "~/inquiries/options";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { FormNotice } from "./form-notice";

// The schema (and Zod with it) loads on the first interaction, not with the page: the server
// checks every submission anyway, so the page stays light.
let validator: Promise<typeof InquirySchema> | undefined;
const loadValidator = () => (validator ??= import("~/inquiries/schema"));

export interface QuoteItem {
  productId: number | null;
  partNumber: string;
  quantity: number;
}

export interface ContactFormProps {
  /** "quote" for a quote request; the default is a contact message. */
  kind?: InquiryKind;
  /** Quote: the part number, shown above the fields and sent with the request. */
  partNumber?: string;
  productId?: number;
  /** Quote lists: sent as JSON in the `items` field. */
  items?: QuoteItem[];
  /** More hidden fields, such as a `subject`. */
  hiddenFields?: Record<string, string>;
  defaultValues?: Partial<Record<VisibleField, string>>;
  /** Where a browser without JavaScript posts: a page whose action calls inquiryFormAction. */
  action?: string;
  /** Where the form posts with JavaScript (JSON). */
  apiPath?: string;
  id?: string;
  /** Called after a request sent with JavaScript was stored, with its quote reference (the quote list empties itself). */
  onSent?: (reference: string | null) => void;
}

type Notice = { tone: "success"; reference?: string | null } | { tone: "error"; reason: string } | { tone: "warning"; text: string } | null;

export function ContactForm({
  kind = "contact",
  partNumber,
  productId,
  items,
  hiddenFields = {},
  defaultValues = {},
  action,
  apiPath = "/api/inquiries",
  id = "contact-form",
  onSent,
}: ContactFormProps) {
  const { t, href, locale } = useTranslation();
  const returned = useActionData();
  const result = isContactFormResult(returned) ? returned : undefined;
  const kept = result && result.status !== "sent" ? result.values : {};
  const [errors, setErrors] = useState<Record<string, string>>(result && result.status !== "sent" ? result.fields : {});
  const [notice, setNotice] = useState<Notice>(
    !result ? null : result.status === "sent" ? { tone: "success", reference: result.reference } : result.status === "error" ? { tone: "error", reason: result.message } : { tone: "warning", text: result.message },
  );
  const [submitting, setSubmitting] = useState(false);
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const value = (field: VisibleField) => kept[field] ?? defaultValues[field] ?? "";
  const fieldId = (field: string) => `${id}-${field}`;

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const fields = Object.fromEntries([...new FormData(event.currentTarget)].filter((e): e is [string, string] => typeof e[1] === "string"));
    const schema = await loadValidator();
    const checked = schema.validateInquiry(schema.toInquiryValues(fields));
    if (!checked.success) {
      setNotice({ tone: "warning", text: t("inquiry.errors.summary") });
      return showErrors(Object.fromEntries(Object.entries(checked.errors).map(([f, e]) => [f, t(e.key, e.vars)])));
    }
    setErrors({});
    setNotice(null);
    setSubmitting(true);
    try {
      const response = await fetch(apiPath, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(fields),
      });
      const body = (await response.json().catch(() => null)) as InquiryApiResponse | null;
      if (response.ok) {
        const reference = body && "reference" in body ? (body.reference ?? null) : null;
        setNotice({ tone: "success", reference });
        setGeneration((n) => n + 1);
        onSent?.(reference);
      } else if (body && "error" in body && body.error.fields) {
        setNotice({ tone: "warning", text: body.error.message });
        showErrors(body.error.fields);
      } else {
        setNotice({ tone: "error", reason: body && "error" in body ? body.error.message : `${response.status} ${response.statusText}` });
      }
    } catch (error) {
      setNotice({ tone: "error", reason: t("inquiry.networkError", { detail: (error as Error).message }) });
    } finally {
      setSubmitting(false);
    }
  }

  // After a failed attempt, a corrected field loses its message as soon as it is valid.
  async function onChange() {
    if (!Object.keys(errors).length || !formRef.current) return;
    const schema = await loadValidator();
    const fields = Object.fromEntries([...new FormData(formRef.current)].filter((e): e is [string, string] => typeof e[1] === "string"));
    const checked = schema.validateInquiry(schema.toInquiryValues(fields));
    const still = checked.success ? {} : checked.errors;
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => still[field])));
  }

  const text = (field: "name" | "company" | "email" | "phone" | "website", type = "text", autoComplete?: string, required = false) => (
    <Field id={fieldId(field)} label={t(`inquiry.fields.${field}`)} error={errors[field]} required={required} requiredLabel={t("inquiry.required")}>
      <Input name={field} type={type} autoComplete={autoComplete} maxLength={MAX_LENGTH[field]} defaultValue={value(field)} />
    </Field>
  );

  return (
    <div id={id} className="scroll-mt-24">
      {kind === "quote" && partNumber ? (
        <p className="mb-4 rounded-md bg-brand-50 px-4 py-3 text-brand-900" data-testid="quote-part-number">
          {t("inquiry.quotePartNumber")} <strong className="font-mono">{partNumber}</strong>
        </p>
      ) : null}
      <div aria-live="polite" className="mb-4 empty:hidden">
        {notice?.tone === "success" ? <FormNotice tone="success" title={t("inquiry.successTitle")} text={t("inquiry.successText")} testId="contact-success" detail={notice.reference ? t("quoteFlow.reference", { reference: notice.reference }) : undefined} /> : null}
        {notice?.tone === "error" ? <FormNotice tone="error" title={t("inquiry.errorTitle")} text={t("inquiry.errorText", { reason: notice.reason })} testId="contact-error" /> : null}
        {notice?.tone === "warning" ? <FormNotice tone="warning" title={t("inquiry.checkTitle")} text={notice.text} testId="contact-invalid" /> : null}
      </div>
      <form
        key={generation}
        ref={formRef}
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadValidator()}
        onChange={() => void onChange()}
        className="grid gap-5 sm:grid-cols-2"
        aria-describedby={`${id}-required-note`}
        data-testid="contact-form"
      >
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="locale" value={locale} />
        {partNumber ? <input type="hidden" name="partNumber" value={partNumber} /> : null}
        {productId ? <input type="hidden" name="productId" value={String(productId)} /> : null}
        {items?.length ? <input type="hidden" name="items" value={JSON.stringify(items)} /> : null}
        {Object.entries(hiddenFields).map(([name, hidden]) => (
          <input key={name} type="hidden" name={name} value={hidden} />
        ))}
        <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>{t("inquiry.honeypot")}</label>
          <input id={fieldId(HONEYPOT_FIELD)} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        {text("name", "text", "name", true)}
        {text("company", "text", "organization")}
        {text("email", "email", "email", true)}
        {text("phone", "tel", "tel")}
        {text("website", "text", "url")}
        <Field id={fieldId("country")} label={t("inquiry.fields.country")} error={errors.country} required requiredLabel={t("inquiry.required")}>
          <Select name="country" defaultValue={value("country")} autoComplete="country">
            <option value="">{t("inquiry.choose")}</option>
            {COUNTRIES.map((c) => <option key={c} value={c}>{t(`inquiry.countries.${c}`)}</option>)}
          </Select>
        </Field>
        <Field id={fieldId("productInterest")} label={t("inquiry.fields.productInterest")} error={errors.productInterest} className="sm:col-span-2">
          <Select name="productInterest" defaultValue={value("productInterest")}>
            <option value="">{t("inquiry.choose")}</option>
            {PRODUCT_INTERESTS.map((p) => <option key={p} value={p}>{t(`inquiry.interests.${p}`)}</option>)}
          </Select>
        </Field>
        <Field id={fieldId("message")} label={t("inquiry.fields.message")} error={errors.message} required requiredLabel={t("inquiry.required")} className="sm:col-span-2">
          <Textarea name="message" rows={6} maxLength={MAX_LENGTH.message} defaultValue={value("message")} />
        </Field>
        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id={fieldId("privacyConsent")}
              name="privacyConsent"
              type="checkbox"
              required
              defaultChecked={value("privacyConsent") === "on"}
              aria-invalid={errors.privacyConsent ? true : undefined}
              aria-describedby={errors.privacyConsent ? `${fieldId("privacyConsent")}-error` : undefined}
              className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-700"
            />
            <label htmlFor={fieldId("privacyConsent")} className="text-sm text-slate-700">
              {t("inquiry.consent")}{" "}
              <Link to={href("/privacy")} className="text-brand-700 underline">{t("inquiry.privacyLink")}</Link>
              <span className="text-red-700"> *</span>
            </label>
          </div>
          <FieldError id={fieldId("privacyConsent")} error={errors.privacyConsent} />
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <button type="submit" disabled={submitting} className={buttonClass({ size: "lg" })}>
            {submitting ? t("inquiry.sending") : t(kind === "quote" ? "inquiry.submitQuote" : "inquiry.submit")}
          </button>
          <p id={`${id}-required-note`} className="text-sm text-slate-500">{t("inquiry.requiredNote")}</p>
        </div>
      </form>
    </div>
  );
}
