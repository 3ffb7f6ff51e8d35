import type { Locale } from "~/i18n/locales";

/** The specs a buyer compares first in each demo category: card lines and table columns. */
export const demoKeySpecs: Record<string, string[]> = {
  controllers: ["supply_voltage", "input_type", "output_type"],
  hmi: ["screen_size", "communication", "supply_voltage"],
  "monitoring-relays": ["measuring_range", "supply_voltage", "contact_arrangement"],
  "relays-control": ["coil_voltage", "contact_current", "contact_arrangement"],
  "sensors-detection": ["output_type", "supply_voltage", "ip_rating"],
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
 * both languages (the catalogue's text is in both, whatever the visitor's language).
 */
export const demoSynonyms: Record<Locale, string[][]> = {
  en: [
    ["SSR", "solid-state relay", "solid state relay", "relais statique"],
    ["PLC", "programmable controller", "programmable logic controller", "automate"],
    ["NO", "normally open", "make contact", "contact à fermeture"],
    ["NC", "normally closed", "break contact", "contact à ouverture"],
    ["CO", "changeover", "change-over", "SPDT", "inverseur"],
    ["HMI", "operator panel", "touch panel", "IHM", "terminal de dialogue"],
    ["PSU", "power supply", "alimentation"],
    ["VFD", "variable frequency drive", "inverter drive", "variateur"],
    ["prox", "proximity sensor", "proximity switch", "détecteur de proximité"],
  ],
  fr: [
    ["relais statique", "SSR", "solid-state relay", "relais à semi-conducteurs"],
    ["automate", "API", "automate programmable", "PLC"],
    ["contact à fermeture", "NO", "normalement ouvert", "contact travail"],
    ["contact à ouverture", "NC", "normalement fermé", "contact repos"],
    ["inverseur", "RT", "contact inverseur", "CO", "changeover"],
    ["IHM", "terminal de dialogue", "pupitre opérateur", "HMI"],
    ["alimentation", "bloc d'alimentation", "power supply", "PSU"],
    ["variateur", "variateur de fréquence", "VFD"],
    ["détecteur de proximité", "capteur de proximité", "détecteur inductif", "prox"],
  ],
};
