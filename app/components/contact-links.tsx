import { useSettings, useTranslation } from "~/i18n/use-translation";
import { MailIcon, PhoneIcon } from "./icons";
import { Ltr } from "~/components/ui/ltr";

/** "+212 5 22 00 00 00" -> "tel:+212522000000". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * Phone and sales e-mail as tap-to-call and mail links (and the address with `address`): in the
 * mobile menu and the footer, since the top bar is hidden on small screens.
 */
export function ContactLinks({ tone, address = false }: { tone: "light" | "dark"; address?: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings();
  if (!settings) return null;
  const link = tone === "dark" ? "text-slate-300 hover:text-white hover:underline" : "text-slate-700 hover:underline";
  return (
    <ul className="space-y-2" data-testid="contact-links">
      {settings.phone ? (
        <li>
          <a href={telHref(settings.phone)} className={`inline-flex min-h-11 items-center gap-2 ${link}`}>
            <PhoneIcon width={16} height={16} aria-hidden="true" />
            <span className="sr-only">{t("header.phone")}: </span>
            <Ltr>{settings.phone}</Ltr>
          </a>
        </li>
      ) : null}
      {settings.salesEmail ? (
        <li>
          <a href={`mailto:${settings.salesEmail}`} className={`inline-flex min-h-11 items-center gap-2 break-all ${link}`}>
            <MailIcon width={16} height={16} aria-hidden="true" />
            <span className="sr-only">{t("header.email")}: </span>
            <Ltr>{settings.salesEmail}</Ltr>
          </a>
        </li>
      ) : null}
      {address && settings.address ? (
        <li>
          <address className="whitespace-pre-line not-italic">{settings.address}</address>
        </li>
      ) : null}
    </ul>
  );
}
