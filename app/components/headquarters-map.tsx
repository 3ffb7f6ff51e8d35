import { useTranslation } from "~/i18n/use-translation";

// Sidi Maârouf business park, Casablanca.
const LAT = 33.5353;
const LON = -7.6423;
export const OSM_URL = `https://www.openstreetmap.org/?mlat=${LAT}&mlon=${LON}#map=14/${LAT}/${LON}`;

/**
 * A drawn map of Casablanca with the office marked: no tiles, no API key and no third-party
 * request (the CSP allows none), plus a link to the real map.
 */
export function HeadquartersMap({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <svg viewBox="0 0 640 360" role="img" aria-label={t("contact.mapLabel")} className="h-auto w-full" data-testid="hq-map">
        <rect width="640" height="360" fill="#f1f5f4" />
        <path d="M0 0h330c-20 40-60 60-110 80S120 120 70 170 10 230 0 250z" fill="#cfe3f1" />
        <text x="40" y="60" fill="#1f7ab8" fontSize="14" fontStyle="italic">{t("contact.mapOcean")}</text>
        <path d="M150 112c30-10 60-4 90 10" stroke="#94a3b8" strokeWidth="3" fill="none" />
        <text x="150" y="104" fill="#475569" fontSize="12">{t("contact.mapPort")}</text>
        <path d="M90 200C220 170 360 150 640 120" stroke="#f29f05" strokeWidth="6" fill="none" />
        <text x="470" y="112" fill="#92400e" fontSize="12">{t("contact.mapMotorway")}</text>
        <path d="M300 150C330 230 360 290 380 360" stroke="#cbd5e1" strokeWidth="5" fill="none" />
        <text x="390" y="340" fill="#475569" fontSize="12">{t("contact.mapAirport")}</text>
        <text x="200" y="170" fill="#0b3a5b" fontSize="20" fontWeight="700">{t("contact.mapCity")}</text>
        <g transform="translate(352 246)">
          <circle r="26" fill="#0f4f78" opacity="0.15" />
          <path d="M0 8c-6-8-12-13-12-20a12 12 0 0 1 24 0c0 7-6 12-12 20z" fill="#0f4f78" />
          <circle cy="-12" r="4" fill="#fff" />
        </g>
        <rect x="380" y="226" width="210" height="34" rx="6" fill="#fff" stroke="#0f4f78" />
        <text x="392" y="248" fill="#0b3a5b" fontSize="14" fontWeight="700">{t("contact.mapHere")}</text>
      </svg>
      <figcaption className="flex flex-col gap-2 border-t border-slate-200 p-4 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <span>{address}</span>
        <a href={OSM_URL} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
          {t("contact.mapLink")}
        </a>
        {/* Inside the caption: a figure's caption is its first or last child. */}
        <span className="text-xs text-slate-500 sm:basis-full">{t("contact.mapNote")}</span>
      </figcaption>
    </figure>
  );
}
