import { useRouteLoaderData } from "react-router";
import { Link } from "react-router";
import type { loader as rootLoader } from "~/root";
import { useSettings, useTranslation } from "~/i18n/use-translation";
import { InstagramIcon, LinkedInIcon, WhatsAppIcon } from "./icons";
import { NewsletterForm } from "./newsletter-form";
import { ContactLinks } from "./contact-links";
import { OpeningHours } from "./opening-hours";

// SPEC §2: product links for relays, sensors, timers, control-safety and micro-motors, each to the
// product list filtered by the (URL-encoded) name of the category it stands for.
const productLinks = [
  { key: "relays", category: "relays-control" },
  { key: "sensors", category: "sensors-detection" },
  { key: "timers", category: "timers" },
  { key: "controlSafety", category: "monitoring-relays" },
  { key: "microMotors", category: "micro-motors-actuators" },
] as const;

// The company column: each page's path and the message key of its link text.
const pageLinks: ReadonlyArray<readonly [path: string, key: string]> = [
  ["/about", "nav.about"], ["/applications", "nav.applications"], ["/catalogues", "nav.catalogues"], ["/blog", "footer.blog"],
  ["/contact", "nav.contact"], ["/privacy", "footer.privacy"], ["/terms", "footer.terms"], ["/cookies", "footer.cookies"],
];

const linkClass = "text-slate-300 hover:text-white hover:underline";

/** A titled column of links: [href, text] each. */
function LinkColumn({ id, title, links }: { id: string; title: string; links: ReadonlyArray<readonly [to: string, text: string]> }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold uppercase tracking-wide text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map(([to, text]) => (
          <li key={to}>
            <Link className={linkClass} to={to}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t, href, taxonomyName } = useTranslation();
  const settings = useSettings();
  const year = useRouteLoaderData<typeof rootLoader>("root")?.year ?? new Date().getFullYear();
  const company = settings?.companyName ?? "Vitrine";
  const whatsapp = settings?.whatsapp.replace(/\D/g, "");
  return (
    <footer className="mt-16 bg-brand-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section>
          <p className="text-lg font-bold text-white">{company}</p>
          <p className="mt-3 leading-relaxed">{t("footer.about")}</p>
          <h2 className="mt-6 font-semibold uppercase tracking-wide text-white">{t("browse.contact.title")}</h2>
          <div className="mt-2">
            <ContactLinks tone="dark" address />
          </div>
          <h2 className="mt-6 font-semibold uppercase tracking-wide text-white">{t("contact.hoursTitle")}</h2>
          <OpeningHours className="mt-2 space-y-1" testId="footer-hours" />
        </section>
        <LinkColumn
          id="footer-products"
          title={t("footer.productsTitle")}
          links={productLinks.map((link) => [href(`/products?category=${encodeURIComponent(taxonomyName("categories", link.category))}`), t(`footer.${link.key}`)] as const)}
        />
        <LinkColumn id="footer-company" title={t("footer.companyTitle")} links={pageLinks.map(([path, key]) => [href(path), t(key)] as const)} />
        <section>
          <h2 className="font-semibold uppercase tracking-wide text-white">{t("footer.followTitle")}</h2>
          <ul className="mt-3 flex gap-3">
            {settings?.linkedinUrl ? (
              <li>
                <a href={settings.linkedinUrl} target="_blank" rel="noopener noreferrer" aria-label={t("header.linkedin")} className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20">
                  <LinkedInIcon />
                </a>
              </li>
            ) : null}
            {settings?.instagramUrl ? (
              <li>
                <a href={settings.instagramUrl} rel="noopener" aria-label={t("header.instagram")} className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20">
                  <InstagramIcon />
                </a>
              </li>
            ) : null}
            {whatsapp ? (
              <li>
                <a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer" aria-label={t("footer.whatsapp")} className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20">
                  <WhatsAppIcon />
                </a>
              </li>
            ) : null}
          </ul>
          <h2 className="mt-8 font-semibold uppercase tracking-wide text-white">{t("footer.newsletterTitle")}</h2>
          <p className="mt-2">{t("footer.newsletterText")}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-6 py-5 text-xs text-slate-400" data-testid="copyright">
          {t("footer.copyright", { year, company })}
        </p>
      </div>
    </footer>
  );
}
