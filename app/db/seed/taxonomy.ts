import type { SeedApplication, SeedAttribute, SeedCategory, SeedSubcategory } from "./types";

/** Order matters: a category's position is its index. */
export const categories: SeedCategory[] = [
  {
    slug: "controllers",
    name: { en: "Controllers", fr: "Régulateurs" },
    description: {
      en: "Temperature and process controllers with PID control, universal inputs and alarm outputs for furnaces, extruders, ovens and packaging machines.",
      fr: "Régulateurs de température et de process à action PID, entrées universelles et sorties d’alarme pour fours, extrudeuses, étuves et machines d’emballage.",
    },
    featured: false,
  },
  {
    slug: "hmi",
    name: { en: "HMI", fr: "IHM" },
    description: {
      en: "Touch-screen operator panels and text displays to visualise and control machines, from compact 4-inch terminals to 15-inch widescreen panels.",
      fr: "Terminaux opérateur tactiles et afficheurs de texte pour visualiser et piloter les machines, du terminal compact de 4 pouces à l’écran large de 15 pouces.",
    },
    featured: false,
  },
  {
    slug: "monitoring-relays",
    name: { en: "Monitoring Relays", fr: "Relais de contrôle et de surveillance" },
    description: {
      en: "Phase, voltage, current, frequency and insulation monitoring relays that protect motors, pumps and installations against network faults.",
      fr: "Relais de surveillance de phases, de tension, de courant, de fréquence et d’isolement qui protègent moteurs, pompes et installations contre les défauts du réseau.",
    },
    featured: false,
  },
  {
    slug: "relays-control",
    name: { en: "Relays & Control", fr: "Relais et commande" },
    description: {
      en: "Electromechanical PCB relays, plug-in relays, control relays and power relays from the leading manufacturers, with matching sockets and accessories.",
      fr: "Relais électromécaniques pour circuit imprimé, relais embrochables, relais de commande et relais de puissance des grands fabricants, avec leurs embases et accessoires.",
    },
    featured: true,
  },
  {
    slug: "sensors-detection",
    name: { en: "Sensors & Detection", fr: "Capteurs et détection" },
    description: {
      en: "Inductive, capacitive and photoelectric proximity sensors, encoders, pressure transmitters and temperature probes for every stage of the process.",
      fr: "Détecteurs de proximité inductifs, capacitifs et photoélectriques, codeurs, transmetteurs de pression et sondes de température pour chaque étape du process.",
    },
    featured: true,
  },
  {
    slug: "micro-motors-actuators",
    name: { en: "Micro-Motors & Actuators", fr: "Micromoteurs et actionneurs" },
    description: {
      en: "Precision brushed and brushless DC micro-motors, gearmotors and linear actuators for medical devices, robotics, instrumentation and automated equipment.",
      fr: "Micromoteurs à courant continu avec ou sans balais, motoréducteurs et actionneurs linéaires de précision pour le médical, la robotique, l’instrumentation et les équipements automatisés.",
    },
    featured: true,
  },
  {
    slug: "timers",
    name: { en: "Timers", fr: "Temporisateurs" },
    description: {
      en: "Multifunction, single-function and star-delta time relays in DIN-rail and plug-in formats, from 0.05 s to 100 hours.",
      fr: "Relais temporisés multifonctions, monofonction et étoile-triangle en format rail DIN ou embrochable, de 0,05 s à 100 heures.",
    },
    featured: true,
  },
  {
    slug: "solid-state-relays",
    aliases: ["solide-state-relays"],
    name: { en: "Solid State Relays", fr: "Relais statiques" },
    description: {
      en: "Panel-mount, DIN-rail and PCB solid state relays for silent, wear-free switching of heaters, lamps and motors, including smart SSRs with diagnostics.",
      fr: "Relais statiques pour montage sur panneau, rail DIN ou circuit imprimé, pour la commutation silencieuse et sans usure des résistances, lampes et moteurs, y compris des relais statiques intelligents avec diagnostic.",
    },
    featured: true,
  },
  {
    slug: "power-supplies",
    name: { en: "Power Supplies", fr: "Alimentations" },
    description: {
      en: "DIN-rail, enclosed and open-frame switch-mode power supplies, DC UPS modules and redundancy modules from 15 W to 960 W.",
      fr: "Alimentations à découpage sur rail DIN, en boîtier ou en carte nue, modules ASI en courant continu et modules de redondance de 15 W à 960 W.",
    },
    featured: true,
  },
  {
    slug: "counters",
    name: { en: "Counters", fr: "Compteurs" },
    description: {
      en: "Electronic preset counters, totalizers, hour meters and tachometers for panel mounting, with pulse, voltage or contact inputs.",
      fr: "Compteurs électroniques à présélection, totalisateurs, compteurs horaires et tachymètres à encastrer, avec entrées impulsion, tension ou contact.",
    },
    featured: false,
  },
  {
    slug: "pneumatic",
    name: { en: "Pneumatics", fr: "Pneumatique" },
    description: {
      en: "Pneumatic cylinders, solenoid valves, valve islands and air preparation units for reliable compressed-air automation.",
      fr: "Vérins pneumatiques, électrodistributeurs, îlots de distribution et unités de traitement de l’air pour une automatisation fiable à l’air comprimé.",
    },
    featured: false,
  },
  {
    slug: "motors",
    name: { en: "Motors", fr: "Moteurs" },
    description: {
      en: "Synchronous and stepper motors, gearmotors and the drives and soft starters that control them.",
      fr: "Moteurs synchrones et pas à pas, motoréducteurs, ainsi que les variateurs et démarreurs progressifs qui les pilotent.",
    },
    featured: false,
  },
  {
    slug: "switches",
    aliases: ["switchs"],
    name: { en: "Switches", fr: "Interrupteurs" },
    description: {
      en: "Snap-action micro switches, limit switches and safety switches for position detection in machines, appliances and vehicles.",
      fr: "Microrupteurs à action brusque, interrupteurs de position et interrupteurs de sécurité pour la détection de position dans les machines, l’électroménager et les véhicules.",
    },
    featured: false,
  },
  {
    slug: "hermetically-sealed-relays-timers",
    aliases: ["heremetically-sealed-relays-timers", "hermetically-sealed-relays-and-timers"],
    name: { en: "Hermetically Sealed Relays & Timers", fr: "Relais et temporisateurs hermétiques" },
    description: {
      en: "Hermetically sealed relays and time delay relays qualified to MIL-PRF specifications for aircraft, defence and harsh-environment equipment.",
      fr: "Relais et relais temporisés hermétiques qualifiés selon les spécifications MIL-PRF pour l’aéronautique, la défense et les équipements en environnement sévère.",
    },
    featured: false,
  },
  {
    slug: "aerospace",
    name: { en: "Aerospace", fr: "Aéronautique" },
    description: {
      en: "Contactors, power relays, solid state power controllers and sensors for general aviation, commercial aircraft and military platforms.",
      fr: "Contacteurs, relais de puissance, contrôleurs de puissance statiques et capteurs pour l’aviation générale, les avions commerciaux et les plateformes militaires.",
    },
    featured: false,
  },
  {
    slug: "automation-controllers",
    name: { en: "Automation Controllers", fr: "Automates programmables" },
    description: {
      en: "Compact and modular PLCs, logic modules and I/O extensions to automate machines and buildings, with Ethernet and fieldbus communication.",
      fr: "Automates compacts et modulaires, modules logiques et extensions d’E/S pour automatiser machines et bâtiments, avec communication Ethernet et bus de terrain.",
    },
    featured: false,
  },
];

export const subcategories: SeedSubcategory[] = [
  { slug: "solid-state-relays", name: { en: "Solid State Relays", fr: "Relais statiques" }, category: "solid-state-relays" },
  { slug: "smart-ssr", name: { en: "Smart SSR", fr: "Relais statiques intelligents" }, category: "solid-state-relays" },
  {
    slug: "electromechanical-relays",
    name: { en: "Electromechanical Relays", fr: "Relais électromécaniques" },
    category: "relays-control",
  },
  { slug: "control-relays", name: { en: "Control Relays", fr: "Relais de commande" }, category: "relays-control" },
  { slug: "power-relays", name: { en: "Power Relays", fr: "Relais de puissance" }, category: "relays-control" },
  { slug: "plug-in", name: { en: "Plug In", fr: "Relais embrochables" }, category: "relays-control" },
  { slug: "position-sensors", name: { en: "Position Sensors", fr: "Capteurs de position" }, category: "sensors-detection" },
  { slug: "pressure-sensors", name: { en: "Pressure Sensors", fr: "Capteurs de pression" }, category: "sensors-detection" },
  {
    slug: "temperature-sensors",
    name: { en: "Temperature Sensors", fr: "Capteurs de température" },
    category: "sensors-detection",
  },
  {
    slug: "proximity-sensors",
    name: { en: "Proximity Sensors", fr: "Détecteurs de proximité" },
    category: "sensors-detection",
  },
  { slug: "phase-sequence", name: { en: "Phase & Sequence", fr: "Phases et ordre de phases" }, category: "monitoring-relays" },
  { slug: "dc-motors", name: { en: "DC Motors", fr: "Moteurs à courant continu" }, category: "micro-motors-actuators" },
  { slug: "brushless-motors", name: { en: "Brushless Motors", fr: "Moteurs sans balais" }, category: "micro-motors-actuators" },
  { slug: "linear-actuators", name: { en: "Linear Actuators", fr: "Actionneurs linéaires" }, category: "micro-motors-actuators" },
  { slug: "brush-motors", name: { en: "Brush Motors", fr: "Moteurs à balais" }, category: "micro-motors-actuators" },
  { slug: "synchronous-motors", name: { en: "Synchronous Motors", fr: "Moteurs synchrones" }, category: "motors" },
  { slug: "motors-control", name: { en: "Motors Control", fr: "Commande de moteurs" }, category: "motors" },
  { slug: "micro-switches", name: { en: "Micro Switches", fr: "Microrupteurs" }, category: "switches" },
  { slug: "switches-sensors", name: { en: "Switches & Sensors", fr: "Interrupteurs et capteurs" }, category: "switches" },
];

export const applications: SeedApplication[] = [
  {
    slug: "industrial-automation",
    name: { en: "Industrial Automation", fr: "Automatisation industrielle" },
    description: {
      en: "Components for machine builders and plant maintenance: control cabinets, conveyors, packaging lines and process equipment.",
      fr: "Composants pour constructeurs de machines et services de maintenance : armoires de commande, convoyeurs, lignes d’emballage et équipements de process.",
    },
  },
  {
    slug: "building-automation",
    name: { en: "Building Automation", fr: "Automatisation du bâtiment" },
    description: {
      en: "Lighting, access, pumping and energy management in offices, hotels, hospitals and residential buildings.",
      fr: "Gestion de l’éclairage, des accès, du pompage et de l’énergie dans les bureaux, hôtels, hôpitaux et bâtiments résidentiels.",
    },
  },
  {
    slug: "transportation",
    name: { en: "Transportation", fr: "Transport" },
    description: {
      en: "Rail, bus, truck and marine equipment where components must withstand vibration, shock and wide temperature ranges.",
      fr: "Équipements ferroviaires, bus, poids lourds et navals, où les composants doivent résister aux vibrations, aux chocs et à de larges plages de température.",
    },
  },
  {
    slug: "medical-equipment",
    aliases: ["medical"],
    name: { en: "Medical Equipment", fr: "Équipements médicaux" },
    description: {
      en: "Quiet, precise and reliable components for infusion pumps, analysers, imaging systems, hospital beds and dental equipment.",
      fr: "Composants silencieux, précis et fiables pour pompes à perfusion, analyseurs, systèmes d’imagerie, lits médicalisés et équipements dentaires.",
    },
  },
  {
    slug: "energy",
    name: { en: "Energy", fr: "Énergie" },
    description: {
      en: "Solar inverters, wind turbines, battery storage, generator sets and electrical distribution, from substations to EV charging.",
      fr: "Onduleurs solaires, éoliennes, stockage par batteries, groupes électrogènes et distribution électrique, des postes de transformation à la recharge des véhicules électriques.",
    },
  },
  {
    slug: "aerospace",
    name: { en: "Aerospace", fr: "Aéronautique" },
    description: {
      en: "Qualified components for general aviation, commercial aircraft, helicopters, ground support equipment and defence programmes.",
      fr: "Composants qualifiés pour l’aviation générale, les avions commerciaux, les hélicoptères, les équipements de soutien au sol et les programmes de défense.",
    },
  },
  {
    slug: "food-beverage",
    name: { en: "Food & Beverage", fr: "Agroalimentaire" },
    description: {
      en: "Washdown-rated sensors, stainless steel pneumatics and hygienic controls for processing, bottling and packaging plants.",
      fr: "Capteurs résistants au lavage haute pression, pneumatique en inox et commandes hygiéniques pour les usines de transformation, d’embouteillage et de conditionnement.",
    },
  },
  {
    slug: "hvac",
    name: { en: "HVAC", fr: "CVC" },
    description: {
      en: "Heating, ventilation, air conditioning and refrigeration: compressors, fans, chillers, heat pumps and air handling units.",
      fr: "Chauffage, ventilation, climatisation et froid : compresseurs, ventilateurs, groupes d’eau glacée, pompes à chaleur et centrales de traitement d’air.",
    },
  },
];

/** Spec attributes; a number attribute's values carry their number (the upper bound for a range). */
export const attributes: SeedAttribute[] = [
  { key: "coil_voltage", name: { en: "Coil voltage", fr: "Tension de bobine" }, unit: "V", kind: "number" },
  { key: "contact_current", name: { en: "Contact current", fr: "Courant de contact" }, unit: "A", kind: "number" },
  { key: "contact_arrangement", name: { en: "Contact arrangement", fr: "Configuration des contacts" }, kind: "text" },
  { key: "load_voltage", name: { en: "Load voltage", fr: "Tension de charge" }, unit: "V", kind: "number" },
  { key: "load_current", name: { en: "Load current", fr: "Courant de charge" }, unit: "A", kind: "number" },
  { key: "control_voltage", name: { en: "Control voltage", fr: "Tension de commande" }, kind: "text" },
  { key: "switching_type", name: { en: "Switching type", fr: "Type de commutation" }, kind: "text" },
  { key: "supply_voltage", name: { en: "Supply voltage", fr: "Tension d’alimentation" }, unit: "V", kind: "number" },
  { key: "input_voltage", name: { en: "Input voltage", fr: "Tension d’entrée" }, kind: "text" },
  { key: "output_voltage", name: { en: "Output voltage", fr: "Tension de sortie" }, unit: "V", kind: "number" },
  { key: "output_power", name: { en: "Output power", fr: "Puissance de sortie" }, unit: "W", kind: "number" },
  { key: "output_type", name: { en: "Output type", fr: "Type de sortie" }, kind: "text" },
  { key: "sensing_range", name: { en: "Sensing range", fr: "Portée de détection" }, unit: "mm", kind: "number" },
  { key: "measuring_range", name: { en: "Measuring range", fr: "Plage de mesure" }, kind: "text" },
  { key: "pressure_range", name: { en: "Pressure range", fr: "Plage de pression" }, unit: "bar", kind: "number" },
  { key: "housing", name: { en: "Housing", fr: "Boîtier" }, kind: "text" },
  { key: "resolution", name: { en: "Resolution", fr: "Résolution" }, kind: "text" },
  { key: "time_range", name: { en: "Time range", fr: "Plage de temporisation" }, kind: "text" },
  { key: "timing_functions", name: { en: "Timing functions", fr: "Fonctions de temporisation" }, kind: "text" },
  { key: "digits", name: { en: "Digits", fr: "Nombre de chiffres" }, kind: "number" },
  { key: "display", name: { en: "Display", fr: "Affichage" }, kind: "text" },
  { key: "input_type", name: { en: "Input type", fr: "Type d’entrée" }, kind: "text" },
  { key: "communication", name: { en: "Communication", fr: "Communication" }, kind: "text" },
  { key: "inputs", name: { en: "Inputs", fr: "Entrées" }, kind: "number" },
  { key: "outputs", name: { en: "Outputs", fr: "Sorties" }, kind: "number" },
  { key: "screen_size", name: { en: "Screen size", fr: "Taille d’écran" }, unit: "in", kind: "number" },
  { key: "rated_speed", name: { en: "Rated speed", fr: "Vitesse nominale" }, unit: "rpm", kind: "number" },
  { key: "rated_torque", name: { en: "Rated torque", fr: "Couple nominal" }, unit: "mN·m", kind: "number" },
  { key: "diameter", name: { en: "Diameter", fr: "Diamètre" }, unit: "mm", kind: "number" },
  { key: "stroke", name: { en: "Stroke", fr: "Course" }, unit: "mm", kind: "number" },
  { key: "force", name: { en: "Force", fr: "Force" }, unit: "N", kind: "number" },
  { key: "port_size", name: { en: "Port size", fr: "Taille de raccordement" }, kind: "text" },
  { key: "valve_function", name: { en: "Valve function", fr: "Fonction du distributeur" }, kind: "text" },
  { key: "actuator", name: { en: "Actuator", fr: "Organe de commande" }, kind: "text" },
  { key: "ip_rating", name: { en: "Protection rating", fr: "Indice de protection" }, kind: "text" },
  { key: "mounting", name: { en: "Mounting", fr: "Montage" }, kind: "text" },
  { key: "housing_width", name: { en: "Housing width", fr: "Largeur du boîtier" }, unit: "mm", kind: "number" },
  { key: "operating_temp_min", name: { en: "Min. operating temperature", fr: "Température de fonctionnement min." }, unit: "°C", kind: "number" },
  { key: "operating_temp_max", name: { en: "Max. operating temperature", fr: "Température de fonctionnement max." }, unit: "°C", kind: "number" },
  { key: "certifications", name: { en: "Certifications", fr: "Homologations" }, kind: "text" },
  { key: "mil_spec", name: { en: "MIL specification", fr: "Spécification MIL" }, kind: "text" },
];
