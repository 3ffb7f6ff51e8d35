import { useSettings, useTranslation } from "~/i18n/use-translation";
import { telHref } from "./contact-links";
import { OpeningHours } from "./opening-hours";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "./icons";
import { Ltr } from "~/components/ui/ltr";

/** Phone, e-mail, WhatsApp and address from the site settings, and the opening hours (SPEC §9). */
export function ContactDetails() {
  const { t } = useTranslation();
  const settings = useSettings();
  const whatsapp = settings?.whatsapp.replace(/\D/g, "");
  // The icon sits in the term: a <dl> group holds only <dt> and <dd>.
  const label = "flex items-center gap-2 text-sm font-semibold text-slate-500";
  return (
    <div className="space-y-8">
      <section aria-labelledby="contact-info-title">
        <h2 id="contact-info-title" className="text-xl font-bold text-brand-900">{t("contact.infoTitle")}</h2>
        <dl className="mt-4 space-y-4 text-slate-700" data-testid="contact-info">
          {settings?.phone ? (
            <div>
              <dt className={label}><PhoneIcon className="text-brand-600" />{t("contact.phone")}</dt>
              <dd className="ps-7"><a className="text-brand-700 hover:underline" href={telHref(settings.phone)}><Ltr>{settings.phone}</Ltr></a></dd>
            </div>
          ) : null}
          {settings?.contactEmail ? (
            <div>
              <dt className={label}><MailIcon className="text-brand-600" />{t("contact.email")}</dt>
              <dd className="ps-7"><a className="text-brand-700 hover:underline" href={`mailto:${settings.contactEmail}`}><Ltr>{settings.contactEmail}</Ltr></a></dd>
            </div>
          ) : null}
          {settings?.salesEmail ? (
            <div>
              <dt className={label}><MailIcon className="text-brand-600" />{t("contact.sales")}</dt>
              <dd className="ps-7"><a className="text-brand-700 hover:underline" href={`mailto:${settings.salesEmail}`}><Ltr>{settings.salesEmail}</Ltr></a></dd>
            </div>
          ) : null}
          {whatsapp ? (
            <div>
              <dt className={label}><WhatsAppIcon className="text-brand-600" />{t("contact.whatsapp")}</dt>
              <dd className="ps-7"><a className="text-brand-700 hover:underline" href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer"><Ltr>{settings?.whatsapp}</Ltr></a></dd>
            </div>
          ) : null}
          {settings?.address ? (
            <div><dt className={label}>{t("contact.address")}</dt>
              <dd className="ps-7"><address className="not-italic">{settings.address}</address></dd></div>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="hours-title">
        <h2 id="hours-title" className="text-xl font-bold text-brand-900">{t("contact.hoursTitle")}</h2>
        <OpeningHours className="mt-3 space-y-1 text-slate-700" />
      </section>
    </div>
  );
}
