import type { SeedCatalogue } from "./types";

export const catalogues: SeedCatalogue[] = [
  {
    slug: "general-catalogue",
    title: { en: "General Product Catalogue", fr: "Catalogue général des produits" },
    description: {
      en: "Our complete line card: relays, sensors, timers, controllers, micro-motors, power supplies, pneumatics and aerospace components, with the brands we distribute across the Middle East and Africa.",
      fr: "Notre offre complète : relais, capteurs, temporisateurs, régulateurs, micromoteurs, alimentations, pneumatique et composants aéronautiques, avec les marques que nous distribuons au Moyen-Orient et en Afrique.",
    },
    segment: "industrial",
    language: null,
  },
  {
    slug: "relays-timers-en",
    title: { en: "Relays & Timers Catalogue", fr: "Catalogue relais et temporisateurs (anglais)" },
    description: {
      en: "Electromechanical, plug-in, control and solid state relays, monitoring relays and timers, with selection tables, sockets and accessories.",
      fr: "Relais électromécaniques, embrochables, de commande et statiques, relais de surveillance et temporisateurs, avec tableaux de sélection, embases et accessoires. Édition en anglais.",
    },
    segment: "industrial",
    language: "en",
  },
  {
    slug: "relays-timers-fr",
    title: { en: "Relays & Timers Catalogue (French)", fr: "Catalogue relais et temporisateurs" },
    description: {
      en: "French edition of our relays and timers catalogue, for customers in Morocco, Algeria, Tunisia and French-speaking Africa.",
      fr: "Relais électromécaniques, embrochables, de commande et statiques, relais de surveillance et temporisateurs, avec tableaux de sélection, embases et accessoires.",
    },
    segment: "industrial",
    language: "fr",
  },
  {
    slug: "sensors-detection",
    title: { en: "Sensors & Detection Catalogue", fr: "Catalogue capteurs et détection" },
    description: {
      en: "Inductive, capacitive and photoelectric sensors, encoders, pressure and temperature sensors, with connection cables and mounting accessories.",
      fr: "Détecteurs inductifs, capacitifs et photoélectriques, codeurs, capteurs de pression et de température, avec câbles de raccordement et accessoires de montage.",
    },
    segment: "industrial",
    language: null,
  },
  {
    slug: "micro-motors-actuators",
    title: { en: "Micro-Motors & Actuators Catalogue", fr: "Catalogue micromoteurs et actionneurs" },
    description: {
      en: "Brushed and brushless DC micro-motors, gearheads, encoders and linear actuators for medical, robotics and industrial equipment.",
      fr: "Micromoteurs CC à balais et sans balais, réducteurs, codeurs et actionneurs linéaires pour le médical, la robotique et les équipements industriels. Édition en anglais.",
    },
    segment: "industrial",
    language: "en",
  },
  {
    slug: "aerospace-general-aviation",
    title: { en: "Aerospace – General Aviation", fr: "Aéronautique – Aviation générale" },
    description: {
      en: "Relays, contactors, circuit breakers and switches for piston aircraft, turboprops, business jets and helicopters, with MS and MIL-PRF references.",
      fr: "Relais, contacteurs, disjoncteurs et interrupteurs pour avions à pistons, turbopropulseurs, avions d’affaires et hélicoptères, avec références MS et MIL-PRF. Édition en anglais.",
    },
    segment: "general-aviation",
    language: "en",
  },
  {
    slug: "aerospace-commercial-aircraft",
    title: { en: "Aerospace – Commercial Aircraft", fr: "Aéronautique – Avions commerciaux" },
    description: {
      en: "Power relays, solid state power controllers, time delay relays and position switches for commercial airliners and regional aircraft.",
      fr: "Relais de puissance, contrôleurs de puissance statiques, relais temporisés et interrupteurs de position pour avions de ligne et avions régionaux. Édition en anglais.",
    },
    segment: "commercial-aircraft",
    language: "en",
  },
  {
    slug: "aerospace-military",
    title: { en: "Aerospace – Military & Defence", fr: "Aéronautique – Militaire et défense" },
    description: {
      en: "QPL-listed hermetically sealed relays, time delay relays and remote control circuit breakers for military aircraft, land vehicles and naval platforms.",
      fr: "Relais hermétiques inscrits à la QPL, relais temporisés et disjoncteurs télécommandés pour aéronefs militaires, véhicules terrestres et plateformes navales. Édition en anglais.",
    },
    segment: "military",
    language: "en",
  },
];
