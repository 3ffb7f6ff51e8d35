import { type Locale, locales } from "~/i18n/locales";

/** The specs a buyer compares first in each demo category: card lines and table columns. */
export const demoKeySpecs: Record<string, string[]> = {
  controllers: ["supply_voltage", "input_type", "output_type"],
  hmi: ["screen_size", "communication", "supply_voltage"],
  "monitoring-relays": ["monitoring_functions", "supply_voltage", "contact_arrangement"],
  "relays-control": ["coil_voltage", "contact_current", "contact_arrangement"],
  "sensors-detection": ["sensing_range", "switching_output", "supply_voltage"],
  "micro-motors-actuators": ["supply_voltage", "rated_speed", "rated_torque"],
  timers: ["timing_functions", "time_range", "supply_voltage"],
  "solid-state-relays": ["load_current", "load_voltage", "control_voltage"],
  "power-supplies": ["output_voltage", "load_current", "input_voltage"],
  counters: ["digits", "input_type", "display"],
  pneumatic: ["pressure_range", "port_size", "valve_function"],
  motors: ["output_power", "supply_voltage", "rated_speed"],
  "hermetically-sealed-relays-timers": ["coil_voltage", "contact_current", "contact_arrangement"],
  aerospace: ["contact_current", "contact_arrangement", "load_voltage"],
};

/**
 * The demo synonym lists: abbreviations and trade words buyers type, with their equivalents in
 * every language (a product's text may be in any of them, whatever the visitor's language). One
 * row a concept: the English list, the French one, then the Arabic one.
 */
const synonymsByConcept: Array<Record<Locale, string[]>> = [
  { en: ["SSR", "solid-state relay", "solid state relay", "relais statique"], fr: ["relais statique", "SSR", "solid-state relay", "relais à semi-conducteurs"], ar: ["مرحل الحالة الصلبة", "مرحل حالة صلبة", "ريليه الحالة الصلبة", "SSR"] },
  { en: ["PLC", "programmable controller", "programmable logic controller", "automate"], fr: ["automate", "API", "automate programmable", "PLC"], ar: ["متحكم منطقي قابل للبرمجة", "متحكم منطقي مبرمج", "وحدة تحكم منطقية", "PLC"] },
  { en: ["NO", "normally open", "make contact", "contact à fermeture"], fr: ["contact à fermeture", "NO", "normalement ouvert", "contact travail"], ar: ["مفتوح عادة", "تلامس مفتوح عادة", "NO"] },
  { en: ["NC", "normally closed", "break contact", "contact à ouverture"], fr: ["contact à ouverture", "NC", "normalement fermé", "contact repos"], ar: ["مغلق عادة", "تلامس مغلق عادة", "NC"] },
  { en: ["CO", "changeover", "change-over", "SPDT", "inverseur"], fr: ["inverseur", "RT", "contact inverseur", "CO", "changeover"], ar: ["تلامس تحويل", "تلامس قلاب", "CO"] },
  { en: ["HMI", "operator panel", "touch panel", "IHM", "terminal de dialogue"], fr: ["IHM", "terminal de dialogue", "pupitre opérateur", "HMI"], ar: ["واجهة الإنسان والآلة", "واجهة تشغيل", "شاشة تشغيل لمسية", "HMI"] },
  { en: ["PSU", "power supply", "alimentation"], fr: ["alimentation", "bloc d'alimentation", "power supply", "PSU"], ar: ["مزود طاقة", "مصدر تغذية", "وحدة تغذية", "PSU"] },
  { en: ["VFD", "variable frequency drive", "inverter drive", "variateur"], fr: ["variateur", "variateur de fréquence", "VFD"], ar: ["محول تردد", "مغير سرعة", "VFD"] },
  { en: ["prox", "proximity sensor", "proximity switch", "détecteur de proximité", "capteur de proximité"], fr: ["détecteur de proximité", "capteur de proximité", "détecteur inductif", "capteur inductif", "prox"], ar: ["حساس تقارب", "مستشعر تقارب", "حساس حثي", "prox"] },
  // The catalogue's French texts say "détecteur" where many buyers write "capteur".
  { en: ["capteur", "détecteur"], fr: ["capteur", "détecteur"], ar: ["حساس", "مستشعر", "كاشف"] },
];

export const demoSynonyms = Object.fromEntries(
  locales.map((locale) => [locale, synonymsByConcept.map((concept) => concept[locale] ?? [])]),
) as Record<Locale, string[][]>;
