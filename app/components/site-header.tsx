import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { useSettings, useTranslation } from "~/i18n/use-translation";
import { ClipboardIcon, CloseIcon, HeartIcon, InstagramIcon, LinkedInIcon, MailIcon, MenuIcon, PhoneIcon } from "./icons";
import { SearchBox } from "./search-box";
import { ContactLinks, telHref } from "./contact-links";
import { LanguageSwitcher } from "./language-switcher";
import { iconControlClass } from "./ui/button";
import { Ltr } from "~/components/ui/ltr";

export const mainNavigation = [
  { key: "home", path: "/" },
  { key: "about", path: "/about" },
  { key: "products", path: "/products" },
  { key: "aerospace", path: "/aerospace" },
  { key: "services", path: "/services" },
  { key: "applications", path: "/applications" },
  { key: "catalogues", path: "/catalogues" },
  { key: "contact", path: "/contact" },
] as const;

function NavItems({ onSelect, vertical }: { onSelect?: () => void; vertical?: boolean }) {
  const { t, href } = useTranslation();
  return (
    <ul className={vertical ? "flex flex-col" : "flex items-center gap-1"}>
      {mainNavigation.map((item) => (
        <li key={item.key}>
          <NavLink
            to={href(item.path)}
            end={item.path === "/"}
            onClick={onSelect}
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 text-[15px] font-medium transition-colors ${
                isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"
              } ${vertical ? "py-3" : ""}`
            }
          >
            {t(`nav.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The toggle is a <details>: it opens without JavaScript, and a link in it loads a page whose menu
 * is closed. The page's scripts never hold its open state: it may have been opened before they ran,
 * so they read it from the element and close the element itself on every navigation, on an outside
 * click and on Escape.
 */
function MobileMenu() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const here = location.pathname + location.search;
  const [open, setOpen] = useState(false);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  useEffect(() => setOpen(ref.current?.open ?? false), []);
  const shownAt = useRef(here);
  useEffect(() => {
    if (shownAt.current === here) return;
    shownAt.current = here;
    close();
  }, [here]);
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <details
      ref={ref}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group lg:hidden"
      data-testid="mobile-menu"
    >
      <summary
        className={`${iconControlClass} cursor-pointer list-none`}
        aria-label={open ? t("header.closeMenu") : t("header.openMenu")}
      >
        <MenuIcon width={24} height={24} className="group-open:hidden" />
        <CloseIcon width={24} height={24} className="hidden group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg">
        <nav aria-label={t("header.mainNavigation")}>
          <NavItems vertical onSelect={close} />
        </nav>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("browse.contact.title")}</p>
          <ContactLinks tone="light" />
        </div>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("language.label")}</p>
          <LanguageSwitcher tone="light" />
        </div>
      </div>
    </details>
  );
}

function QuoteListLink() {
  const { t, href } = useTranslation();
  const count = useRouteLoaderData<typeof rootLoader>("root")?.quoteCount ?? 0;
  return (
    <NavLink
      to={href("/quote")}
      aria-label={count ? t("quote.headerLink", { count }) : t("quote.title")}
      className={({ isActive }) => `relative flex h-11 w-11 items-center justify-center rounded-md hover:bg-slate-100 ${isActive ? "text-brand-800" : "text-slate-700"}`}
      data-testid="quote-link"
    >
      <ClipboardIcon width={22} height={22} />
      {count ? (
        <span className="absolute end-1 top-1 min-w-4 rounded-full bg-accent-500 px-1 text-center text-[10px] font-bold leading-4 text-brand-900" data-testid="quote-count">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * Lines break between the words only: never after the hyphen of "Co-concevoir" (a browser breaks
 * there when the space runs out), whatever the staff write.
 */
function WordsKeptWhole({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, i) => (i % 2 ? part : <span key={i} className="whitespace-nowrap">{part}</span>));
}

export function SiteHeader() {
  const { t, href } = useTranslation();
  const settings = useSettings();
  const company = settings?.companyName ?? "Vitrine";
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white">
      <div className="hidden bg-brand-900 text-sm text-white md:block" data-testid="top-bar">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-6 py-2">
          <div className="flex items-center gap-6">
            {settings?.phone ? (
              <a href={telHref(settings.phone)} className="flex items-center gap-2 hover:underline">
                <PhoneIcon width={16} height={16} />
                <span className="sr-only">{t("header.phone")}: </span>
                <Ltr>{settings.phone}</Ltr>
              </a>
            ) : null}
            {settings?.salesEmail ? (
              <a href={`mailto:${settings.salesEmail}`} className="flex items-center gap-2 hover:underline">
                <MailIcon width={16} height={16} />
                <span className="sr-only">{t("header.email")}: </span>
                <Ltr>{settings.salesEmail}</Ltr>
              </a>
            ) : null}
          </div>
          <div className="flex items-center gap-4">
            {settings?.linkedinUrl ? (
              <a href={settings.linkedinUrl} target="_blank" rel="noopener noreferrer" aria-label={t("header.linkedin")} className="hover:text-accent-500">
                <LinkedInIcon width={16} height={16} />
              </a>
            ) : null}
            {settings?.instagramUrl ? (
              <a href={settings.instagramUrl} rel="noopener" aria-label={t("header.instagram")} className="hover:text-accent-500">
                <InstagramIcon width={16} height={16} />
              </a>
            ) : null}
            <LanguageSwitcher />
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-4 sm:px-6">
        {/* The visible name and tagline are the link's name; the hint says where it goes. */}
        <Link to={href("/")} className="flex flex-col leading-tight">
          {settings?.logoUrl ? (
            <img src={settings.logoUrl} alt={company} height={40} className="h-10 w-auto max-w-48 object-contain" data-testid="site-logo" />
          ) : (
            <span className="whitespace-nowrap text-lg font-bold tracking-tight text-brand-800 sm:text-xl" data-testid="site-name">{company}</span>
          )}
          <span className="text-xs font-medium text-accent-700" data-testid="tagline"><WordsKeptWhole text={t("header.tagline")} /></span>
          <span className="sr-only">{t("header.homeLink")}</span>
        </Link>
        <nav aria-label={t("header.mainNavigation")} className="hidden lg:block">
          <NavItems />
        </nav>
        <div className="flex items-center gap-1">
          <SearchBox />
          <QuoteListLink />
          <NavLink
            to={href("/favorites")}
            aria-label={t("nav.favorites")}
            className={({ isActive }) =>
              `flex h-11 w-11 items-center justify-center rounded-md hover:bg-slate-100 ${isActive ? "text-brand-800" : "text-slate-700"}`
            }
          >
            <HeartIcon width={22} height={22} />
          </NavLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
