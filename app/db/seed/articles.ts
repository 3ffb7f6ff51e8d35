import type { Localized } from "~/i18n/locales";
import { arabicArticles } from "./arabic/articles";

export interface SeedArticle {
  slug: { en: string; fr: string; ar?: string };
  title: Localized;
  summary: Localized;
  body: Localized;
  author: string;
  publishedAt: string;
  tags: string[];
  relatedPartNumbers: string[];
}

// Application notes written as a distributor's engineers would write them; every part named is in
// the demo catalogue, so the related-product cards lead somewhere.
const articleTexts: SeedArticle[] = [
  {
    slug: { en: "choosing-a-solid-state-relay-for-heating-loads", fr: "choisir-un-relais-statique-pour-le-chauffage" },
    title: {
      en: "Choosing a solid-state relay for heating loads",
      fr: "Choisir un relais statique pour une charge de chauffage",
    },
    summary: {
      en: "Resistive heaters switched many times a minute wear out electromechanical contacts. How to size a solid-state relay, its heat sink and its protection so it lasts as long as the machine.",
      fr: "Des résistances commutées plusieurs fois par minute usent les contacts électromécaniques. Comment dimensionner un relais statique, son dissipateur et sa protection pour qu’il dure autant que la machine.",
    },
    body: {
      en: `Plastic extruders, packaging sealers and ovens regulate temperature by switching resistive heaters on and off, often every second with a PID controller. An electromechanical contactor doing that wears its contacts out within months. A **solid-state relay (SSR)** has no moving parts and switches at the zero crossing of the mains voltage, which keeps electrical noise down.

## Size the current with margin

An SSR's rating is given at 25 °C with an ideal heat sink. In a cabinet at 40 °C, derate it:

| Load current | Relay rating to choose |
|---|---|
| up to 10 A | 25 A |
| 10 to 20 A | 40 to 50 A |
| 20 to 30 A | 50 A on a generous heat sink |

A 25 A relay such as the **D2425** is the usual choice for a 3 kW heater on 230 V AC (13 A).

## Do not forget the heat sink

An SSR dissipates about 1 to 1.5 W per ampere. At 13 A that is close to 20 W: mount it on a heat sink with thermal compound, or choose a relay with an integrated heat sink such as the **RGC1A60D30KKE** for DIN-rail mounting.

## Protect it

- A **fast fuse** (class gR or aR) sized for the relay's I²t, not the cable's.
- A **varistor** across the output when the supply carries transients.
- For three-phase heaters, two- or three-pole relays switched together.

Need help choosing? Send us the load, voltage and switching cycle: our engineers answer within a working day.`,
      fr: `Les extrudeuses, soudeuses d’emballage et fours régulent la température en commutant des résistances, souvent chaque seconde avec un régulateur PID. Un contacteur électromécanique qui fait ce travail use ses contacts en quelques mois. Un **relais statique (SSR)** n’a aucune pièce mobile et commute au passage à zéro de la tension secteur, ce qui limite les perturbations.

## Dimensionner le courant avec de la marge

Le calibre d’un relais statique est donné à 25 °C avec un dissipateur idéal. Dans une armoire à 40 °C, il faut le déclasser\u00a0:

| Courant de charge | Calibre de relais à choisir |
|---|---|
| jusqu’à 10 A | 25 A |
| de 10 à 20 A | 40 à 50 A |
| de 20 à 30 A | 50 A sur un dissipateur généreux |

Un relais de 25 A comme le **D2425** est le choix courant pour une résistance de 3 kW sous 230 V AC (13 A).

## Ne pas oublier le dissipateur

Un relais statique dissipe environ 1 à 1,5 W par ampère. À 13 A, cela fait près de 20 W\u00a0: montez-le sur un dissipateur avec de la pâte thermique, ou choisissez un relais à dissipateur intégré comme le **RGC1A60D30KKE** pour rail DIN.

## Le protéger

- Un **fusible rapide** (classe gR ou aR) choisi selon l’I²t du relais, pas selon le câble.
- Une **varistance** en parallèle sur la sortie si le réseau porte des surtensions.
- Pour les résistances triphasées, des relais bipolaires ou tripolaires commandés ensemble.

Besoin d’aide pour choisir\u202f? Envoyez-nous la charge, la tension et le cycle de commutation\u00a0: nos ingénieurs répondent sous un jour ouvré.`,
    },
    author: "Youssef Benali",
    publishedAt: "2026-09-15",
    tags: ["solid-state-relays", "heating", "application-note"],
    relatedPartNumbers: ["D2425", "RGC1A60D30KKE", "D2450-10"],
  },
  {
    slug: { en: "hermetically-sealed-relays-for-aerospace", fr: "relais-hermetiques-pour-l-aeronautique" },
    title: {
      en: "Hermetically sealed relays for aerospace: what the MIL specifications guarantee",
      fr: "Relais hermétiques pour l’aéronautique\u00a0: ce que garantissent les normes MIL",
    },
    summary: {
      en: "Altitude, vibration and humidity are why aircraft use hermetically sealed relays. What MIL-PRF-83536 and MIL-PRF-6106 qualify, and how to read a military part number.",
      fr: "Altitude, vibrations et humidité expliquent pourquoi les avions utilisent des relais hermétiques. Ce que qualifient MIL-PRF-83536 et MIL-PRF-6106, et comment lire une référence militaire.",
    },
    body: {
      en: `At 12,000 m the air is thin enough for an arc to last longer across open contacts, humidity condenses on every descent, and the airframe vibrates for hours. An open relay would not survive; a **hermetically sealed** one, its contacts in a welded metal can filled with dry nitrogen, does.

## What the specifications qualify

- **MIL-PRF-83536** covers relays up to 25 A: 2PDT and 4PDT, 28 V DC and 115 V AC loads, tested for vibration, shock, salt fog and life.
- **MIL-PRF-6106** covers power relays and contactors above 25 A.
- **MIL-PRF-39016** covers low-level and signal relays for avionics boards.

## Reading a part number

In **M83536/1-027M**, "/1" is the slash sheet (the relay's form and rating), "027" the coil and terminal variant, and the final letter the failure-rate level. Two relays with the same slash sheet from different qualified makers are interchangeable.

## Traceability

We deliver sealed relays with their certificate of conformity and lot traceability, and we keep qualified stock for maintenance of aircraft in service in Africa and the Middle East.`,
      fr: `À 12 000 m, l’air est assez raréfié pour qu’un arc dure plus longtemps entre des contacts ouverts, l’humidité se condense à chaque descente et la cellule vibre pendant des heures. Un relais ouvert n’y survivrait pas\u202f; un relais **hermétique**, dont les contacts sont dans un boîtier métallique soudé rempli d’azote sec, si.

## Ce que qualifient les normes

- **MIL-PRF-83536** couvre les relais jusqu’à 25 A\u00a0: 2RT et 4RT, charges 28 V DC et 115 V AC, essais de vibration, de choc, de brouillard salin et d’endurance.
- **MIL-PRF-6106** couvre les relais de puissance et contacteurs au-delà de 25 A.
- **MIL-PRF-39016** couvre les relais bas niveau et de signal des cartes avioniques.

## Lire une référence

Dans **M83536/1-027M**, «\u00a0/1\u00a0» est la feuille de spécification (forme et calibre du relais), «\u00a0027\u00a0» la variante de bobine et de bornes, et la dernière lettre le niveau de taux de défaillance. Deux relais de la même feuille, de deux fabricants qualifiés, sont interchangeables.

## Traçabilité

Nous livrons les relais hermétiques avec leur certificat de conformité et la traçabilité du lot, et nous gardons un stock qualifié pour la maintenance des avions en service en Afrique et au Moyen-Orient.`,
    },
    author: "Nadia El Amrani",
    publishedAt: "2026-10-06",
    tags: ["aerospace", "relays", "application-note"],
    relatedPartNumbers: ["M83536/1-027M", "M83536/7-023M", "M6106/19-008", "M39016/9-061M"],
  },
  {
    slug: { en: "inductive-sensors-in-harsh-environments", fr: "capteurs-inductifs-en-environnement-severe" },
    title: {
      en: "Inductive proximity sensors in harsh environments",
      fr: "Capteurs de proximité inductifs en environnement sévère",
    },
    summary: {
      en: "Cutting fluid, weld spatter and wash-downs shorten a sensor's life. Which housing, protection rating and switching distance to choose for machine tools and food lines.",
      fr: "Liquide de coupe, projections de soudure et lavages abrègent la vie d’un capteur. Quel boîtier, quel indice de protection et quelle portée choisir pour les machines-outils et les lignes agroalimentaires.",
    },
    body: {
      en: `Inductive sensors detect metal without contact, which makes them the default on machine tools, conveyors and presses. Their usual failures are not electronic: a cable crushed, a face hit by a part, water in the connector.

## Protection rating

**IP67** withstands temporary immersion; **IP68** and **IP69K** are for wash-down with hot water under pressure, as on food lines. Choose a stainless-steel housing where detergents are used.

## Flush or non-flush

A **flush** (shielded) sensor such as the **E2E-X5ME1** can be mounted level with the metal around it; a **non-flush** one reaches further but needs free space around its face. On a machine tool, flush mounting protects the face from chips.

## Switching distance

Use about 80 % of the rated distance to allow for temperature and mounting tolerances, and remember that stainless steel and aluminium are detected at a shorter distance than mild steel.

## Connection

An **M12** connector lets maintenance replace a sensor in seconds. Three-wire PNP outputs are the European norm; check the PLC input type before ordering.`,
      fr: `Les capteurs inductifs détectent le métal sans contact, ce qui en fait le choix par défaut sur les machines-outils, convoyeurs et presses. Leurs pannes courantes ne sont pas électroniques\u00a0: un câble écrasé, une face heurtée par une pièce, de l’eau dans le connecteur.

## Indice de protection

**IP67** résiste à une immersion temporaire\u202f; **IP68** et **IP69K** conviennent au lavage à l’eau chaude sous pression, comme sur les lignes agroalimentaires. Choisissez un boîtier inox là où l’on utilise des détergents.

## Noyable ou non noyable

Un capteur **noyable** (blindé) comme l'**E2E-X5ME1** se monte au ras du métal qui l’entoure\u202f; un capteur **non noyable** porte plus loin mais demande un espace libre autour de sa face. Sur une machine-outil, le montage noyable protège la face des copeaux.

## Portée

Utilisez environ 80 % de la portée nominale pour tenir compte de la température et des tolérances de montage, et rappelez-vous que l’inox et l’aluminium sont détectés plus près que l’acier doux.

## Raccordement

Un connecteur **M12** permet à la maintenance de remplacer un capteur en quelques secondes. Les sorties PNP trois fils sont la norme européenne\u202f; vérifiez le type d’entrée de l’automate avant de commander.`,
    },
    author: "Karim Tazi",
    publishedAt: "2026-11-02",
    tags: ["sensors", "application-note"],
    relatedPartNumbers: ["E2E-X5ME1", "IME12-04BPSZC0S", "NBB8-18GM50-E2-V1"],
  },
];

// The Arabic titles, summaries and bodies come from their own file (./arabic/articles.ts).
export const articles: SeedArticle[] = articleTexts.map((article) => {
  const ar = arabicArticles[article.slug.en];
  if (!ar) return article;
  return {
    ...article,
    title: { ...article.title, ar: ar.title },
    summary: { ...article.summary, ar: ar.summary },
    ...(ar.body ? { body: { ...article.body, ar: ar.body } } : {}),
  };
});
