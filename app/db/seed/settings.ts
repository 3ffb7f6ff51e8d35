import type { settings } from "../schema";

type NewSettings = typeof settings.$inferInsert;

/** An empty start (DEMO_DATA=false): staff fill these in from the settings screen. */
export const blankSettings: NewSettings = {
  companyName: "Vitrine",
  contactEmail: "",
  salesEmail: "",
  phone: "",
};

export const demoSettings: NewSettings = {
  companyName: "Vitrine Industrie",
  contactEmail: "contact@vitrine-industrie.ma",
  salesEmail: "sales@vitrine-industrie.ma",
  webmasterEmail: "webmaster@vitrine-industrie.ma",
  phone: "+212 522 33 44 55",
  whatsapp: "+212 661 23 45 67",
  address: {
    en: "Lot 42, Sidi Maârouf Business Park, 20270 Casablanca, Morocco",
    fr: "Lot 42, Parc d’affaires de Sidi Maârouf, 20270 Casablanca, Maroc",
    ar: "القطعة 42، حديقة الأعمال سيدي معروف، 20270 الدار البيضاء، المغرب",
  },
  metaTitle: {
    en: "Vitrine Industrie: relays, sensors, timers and micro-motors in Morocco and Africa",
    fr: "Vitrine Industrie : relais, capteurs, temporisateurs et micro-moteurs au Maroc et en Afrique",
    ar: "فيترين إندستري: مرحلات وحساسات ومؤقتات ومحركات دقيقة في المغرب وأفريقيا",
  },
  metaDescription: {
    en: "Distributor of industrial and aerospace components in Casablanca: relays, sensors, timers, controllers, micro-motors, power supplies and pneumatics, delivered across the Middle East and Africa.",
    fr: "Distributeur de composants industriels et aéronautiques à Casablanca : relais, capteurs, temporisateurs, contrôleurs, micro-moteurs, alimentations et pneumatique, livrés au Moyen-Orient et en Afrique.",
    ar: "موزع مكونات صناعية وجوية في الدار البيضاء: مرحلات وحساسات ومؤقتات ووحدات تحكم ومحركات دقيقة ومزودات طاقة ومكونات هوائية، مع التوصيل إلى الشرق الأوسط وأفريقيا.",
  },
  linkedinUrl: "https://www.linkedin.com/company/vitrine-industrie",
  instagramUrl: "https://www.instagram.com/vitrine.industrie",
  defaultLanguage: "en",
  enabledLanguages: ["en", "fr", "ar"],
  openingHours: [
    ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: "08:30", closes: "18:00" })),
    { day: 6, opens: "09:00", closes: "13:00" },
  ],
  timeZone: "Africa/Casablanca",
};

/** The demo's stock locations (staff keep the list in Settings). */
export const demoStockLocations = [
  { key: "casablanca", name: { en: "Casablanca", fr: "Casablanca" }, position: 0 },
  { key: "dubai", name: { en: "Dubai", fr: "Dubaï" }, position: 1 },
];
