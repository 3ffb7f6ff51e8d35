import { useSettings, useTranslation } from "~/i18n/use-translation";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "./icons";

/** Phone, e-mail, WhatsApp and address from the site settings, and the opening hours (SPEC §9). */
export function ContactDetails() {
  const { t } = useTranslation();
  const settings = useSettings();
  const whatsapp = settings?.whatsapp.replace(/\D/g, "");
  const row = "flex items-start gap-3";
  return (
    <div className="space-y-8">
      <section aria-labelledby="contact-info-title">
        <h2 id="contact-info-title" className="text-xl font-bold text-brand-900">{t("contact.infoTitle")}</h2>
        <dl className="mt-4 space-y-4 text-slate-700" data-testid="contact-info">
          {settings?.phone ? (
            <div className={row}>
              <PhoneIcon className="mt-1 text-brand-600" />
              <div><dt className="text-sm font-semibold text-slate-500">{t("contact.phone")}</dt>
                <dd><a className="text-brand-700 hover:underline" href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}>{settings.phone}</a></dd></div>
            </div>
          ) : null}
          {settings?.contactEmail ? (
            <div className={row}>
              <MailIcon className="mt-1 text-brand-600" />
              <div><dt className="text-sm font-semibold text-slate-500">{t("contact.email")}</dt>
                <dd><a className="text-brand-700 hover:underline" href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a></dd></div>
            </div>
          ) : null}
          {settings?.salesEmail ? (
            <div className={row}>
              <MailIcon className="mt-1 text-brand-600" />
              <div><dt className="text-sm font-semibold text-slate-500">{t("contact.sales")}</dt>
                <dd><a className="text-brand-700 hover:underline" href={`mailto:${settings.salesEmail}`}>{settings.salesEmail}</a></dd></div>
            </div>
          ) : null}
          {whatsapp ? (
            <div className={row}>
              <WhatsAppIcon className="mt-1 text-brand-600" />
              <div><dt className="text-sm font-semibold text-slate-500">{t("contact.whatsapp")}</dt>
                <dd><a className="text-brand-700 hover:underline" href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer">{settings?.whatsapp}</a></dd></div>
            </div>
          ) : null}
          {settings?.address ? (
            <div><dt className="text-sm font-semibold text-slate-500">{t("contact.address")}</dt>
              <dd><address className="not-italic">{settings.address}</address></dd></div>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="hours-title">
        <h2 id="hours-title" className="text-xl font-bold text-brand-900">{t("contact.hoursTitle")}</h2>
        <p className="mt-3 text-slate-700" data-testid="opening-hours">{t("contact.hours")}</p>
      </section>
    </div>
  );
}
