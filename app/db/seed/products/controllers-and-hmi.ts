import type { SeedProduct, SeedSpec } from "../types";

/**
 * A TFT touch panel's specs (every HMI here: panel-mounted, 24 V DC), in the order its page lists
 * them; the protection is the front's, IP65 unless said.
 */
const touchPanel = (size: string, resolution: string, communication: string, { ethernetPorts = "", ip = "IP65 (front)" } = {}): SeedSpec[] => [
  ["screen_size", size],
  ["screen_resolution", resolution],
  ["display", "TFT colour"],
  ["communication", communication],
  ...(ethernetPorts ? [["ethernet_ports", ethernetPorts] satisfies SeedSpec] : []),
  ["supply_voltage", "24 V DC"],
  ["mounting", "Panel"],
  ["ip_rating", ip],
];

export const controllerProducts: SeedProduct[] = [
  {
    partNumber: "E5CC-RX2ASM-800",
    manufacturer: "Omron",
    category: "controllers",
    applications: ["industrial-automation", "food-beverage"],
    lifecycle: "active",
    name: { en: "E5CC digital temperature controller, 48 × 48 mm, relay output, 100–240 V AC", fr: "Régulateur de température numérique E5CC, 48 × 48 mm, sortie relais, 100–240 V CA" },
    description: {
      en: "PID temperature controller with universal thermocouple/RTD input, two alarm outputs and a large white PV display.",
      fr: "Régulateur de température PID à entrée universelle thermocouple/sonde platine, deux sorties d’alarme et grand afficheur blanc de la mesure.",
    },
    details: {
      en: "The E5CC is one of the most widely installed temperature controllers in plastics, food and packaging machines. Auto-tuning and 2-PID control give fast, stable control without specialist knowledge. The short 60 mm depth fits shallow panels. Sampling time of 50 ms suits fast processes such as sealing jaws. Its 11-segment LCD shows the process value in white and the set point in green.",
      fr: "L’E5CC est l’un des régulateurs de température les plus installés sur les machines plastiques, agroalimentaires et d’emballage. L’autoréglage et la régulation 2-PID assurent un contrôle rapide et stable sans expertise particulière. Sa faible profondeur de 60 mm convient aux coffrets peu profonds. Une période d’échantillonnage de 50 ms convient aux process rapides comme les mâchoires de soudure. Son écran LCD à 11 segments affiche la valeur mesurée en blanc et la consigne en vert.",
    },
    specs: [
      ["input_type", "Thermocouple, RTD, mA, V"],
      ["output_type", "Relay + 2 alarm relays", "Relais + 2 relais d’alarme"],
      ["supply_voltage", "100–240 V AC"],
      ["front_size", "48 × 48 mm (1/16 DIN)"],
      ["display", "LCD"],
      ["ip_rating", "IP66 (front)"],
    ],
  },
  {
    partNumber: "E5EC-RR2ASM-808",
    manufacturer: "Omron",
    category: "controllers",
    applications: ["industrial-automation", "energy"],
    lifecycle: "active",
    name: { en: "E5EC digital controller, 48 × 96 mm, 2 relay outputs, RS-485", fr: "Régulateur numérique E5EC, 48 × 96 mm, 2 sorties relais, RS-485" },
    description: {
      en: "1/8 DIN controller for heating/cooling with four alarm outputs, event inputs and Modbus communication.",
      fr: "Régulateur 1/8 DIN pour chauffage/refroidissement avec quatre sorties d’alarme, entrées d’événements et communication Modbus.",
    },
    details: {
      en: "Heating and cooling control on the same loop is needed on extruders and climatic chambers. The E5EC provides this with two control outputs and adaptive tuning. Program ramp/soak functions cover heat treatment profiles. RS-485 connects it to a PLC or SCADA for recipe management.",
      fr: "La régulation chaud/froid sur une même boucle est nécessaire sur les extrudeuses et les enceintes climatiques. L’E5EC l’assure avec deux sorties de régulation et un autoréglage adaptatif. Les fonctions de rampes et paliers programmés couvrent les profils de traitement thermique. Le RS-485 le relie à un automate ou un SCADA pour la gestion des recettes.",
    },
    specs: [
      ["input_type", "Thermocouple, RTD, mA, V"],
      ["output_type", "2 × relay + 4 alarms", "2 × relais + 4 alarmes"],
      ["supply_voltage", "100–240 V AC"],
      ["front_size", "48 × 96 mm (1/8 DIN)"],
      ["communication", "RS-485, CompoWay/F, Modbus RTU"],
      ["ip_rating", "IP66 (front)"],
    ],
  },
  {
    partNumber: "3216/CC/VH/LRXX/R",
    manufacturer: "Eurotherm",
    category: "controllers",
    applications: ["industrial-automation", "food-beverage"],
    lifecycle: "active",
    name: { en: "3216 PID temperature controller, 1/16 DIN, logic + relay outputs", fr: "Régulateur de température PID 3216, 1/16 DIN, sorties logique + relais" },
    description: {
      en: "Accurate 1/16 DIN controller with logic output for SSR drive and relay alarm, 100–230 V AC supply.",
      fr: "Régulateur 1/16 DIN précis avec sortie logique pour relais statique et alarme relais, alimentation 100–230 V CA.",
    },
    details: {
      en: "The 3216 is appreciated by OEMs for its control accuracy and simple quick-start configuration codes. The logic output drives an SSR for heater control with short cycle times. It is used on ovens, packaging, plastics and food processing equipment. Optional Modbus or remote setpoint input. A dual LED display shows the process value and the set point.",
      fr: "Le 3216 est apprécié des constructeurs pour sa précision de régulation et ses codes de configuration rapide. La sortie logique pilote un relais statique pour la commande de résistances avec des temps de cycle courts. Il équipe fours, machines d’emballage, plasturgie et agroalimentaire. Modbus ou entrée de consigne externe en option. Un double afficheur à LED indique la valeur mesurée et la consigne.",
    },
    specs: [
      ["input_type", "Thermocouple, RTD, mV, mA"],
      ["output_type", "Logic (SSR drive) + relay", "Logique (commande de relais statique) + relais"],
      ["supply_voltage", "100–230 V AC"],
      ["front_size", "48 × 48 mm (1/16 DIN)"],
      ["display", "LED"],
      ["ip_rating", "IP65 (front)"],
    ],
  },
  {
    partNumber: "P6100-2110002",
    manufacturer: "West Control Solutions",
    category: "controllers",
    applications: ["industrial-automation"],
    lifecycle: "nrnd",
    name: { en: "P6100 process controller, 1/16 DIN, relay output", fr: "Régulateur de process P6100, 1/16 DIN, sortie relais" },
    description: {
      en: "Universal-input process controller with relay control output and alarm, for heating applications.",
      fr: "Régulateur de process à entrée universelle avec sortie de régulation relais et alarme, pour applications de chauffe.",
    },
    details: {
      en: "The P6100 has been a reliable controller in ovens and heat-treatment furnaces. West recommends the Pro-EC44 range for new installations, with enhanced display and USB configuration. Same panel cut-out, so replacement requires no mechanical changes. Spare units available from stock.",
      fr: "Le P6100 est un régulateur fiable dans les fours et installations de traitement thermique. West recommande la gamme Pro-EC44 pour les nouvelles installations, avec un afficheur amélioré et une configuration par USB. La découpe en façade est identique : le remplacement ne demande aucune modification mécanique. Unités de rechange disponibles sur stock.",
    },
    specs: [
      ["input_type", "Thermocouple, RTD, mA, V"],
      ["output_type", "Relay + alarm relay", "Relais + relais d’alarme"],
      ["supply_voltage", "100–240 V AC"],
      ["front_size", "48 × 48 mm (1/16 DIN)"],
      ["ip_rating", "IP66 (front)"],
    ],
  },
  {
    partNumber: "600-R-R-R-0-1",
    manufacturer: "Gefran",
    category: "controllers",
    applications: ["industrial-automation", "food-beverage"],
    lifecycle: "active",
    name: { en: "Gefran 600 PID controller, 48 × 48 mm, 3 relay outputs, 100–240 V AC", fr: "Régulateur PID Gefran 600, 48 × 48 mm, 3 sorties relais, 100–240 V CA" },
    description: {
      en: "Compact single-loop controller with double display, three relay outputs and self-tuning.",
      fr: "Régulateur compact monoboucle à double afficheur, trois sorties relais et autoréglage.",
    },
    details: {
      en: "The Gefran 600 covers heating, cooling and alarm functions in a 1/16 DIN format. It is popular on plastics machinery, where Gefran has a strong installed base. Configuration can be copied between units with a programming key. Front protection IP65. A dual LED display shows the process value and the set point.",
      fr: "Le Gefran 600 couvre les fonctions de chauffe, de refroidissement et d’alarme au format 1/16 DIN. Il est très présent sur les machines de plasturgie, où Gefran dispose d’une large base installée. La configuration peut être copiée d’un appareil à l’autre avec une clé de programmation. Protection IP65 en façade. Un double afficheur à LED indique la valeur mesurée et la consigne.",
    },
    specs: [
      ["input_type", "Thermocouple, RTD, mA, V"],
      ["output_type", "3 × relay", "3 × relais"],
      ["supply_voltage", "100–240 V AC"],
      ["front_size", "48 × 48 mm (1/16 DIN)"],
      ["display", "LED"],
      ["ip_rating", "IP65 (front)"],
    ],
  },
  {
    partNumber: "TK4S-14RN",
    manufacturer: "Autonics",
    category: "controllers",
    applications: ["industrial-automation", "hvac"],
    lifecycle: "active",
    name: { en: "TK series PID temperature controller, 48 × 48 mm, relay + SSR drive, 100–240 V AC", fr: "Régulateur de température PID série TK, 48 × 48 mm, relais + commande SSR, 100–240 V CA" },
    description: {
      en: "High-speed 50 ms sampling controller with heating/cooling control and selectable relay or SSR drive output.",
      fr: "Régulateur à échantillonnage rapide de 50 ms avec régulation chaud/froid et sortie relais ou commande SSR sélectionnable.",
    },
    details: {
      en: "The TK series offers advanced features at an accessible price, which makes it popular with panel builders. SSR drive output supports standard on/off, cycle and phase control. Multi-input covers 23 sensor types. Two alarm outputs are standard. A dual LED display shows the process value and the set point.",
      fr: "La série TK offre des fonctions avancées à un prix accessible, ce qui la rend populaire auprès des tableautiers. La sortie de commande SSR accepte les modes tout ou rien, cycle et angle de phase. L’entrée multiple couvre 23 types de capteurs. Deux sorties d’alarme sont fournies en standard. Un double afficheur à LED indique la valeur mesurée et la consigne.",
    },
    specs: [
      ["input_type", "Thermocouple, RTD, mA, V"],
      ["output_type", "Relay + SSR drive", "Relais + commande de relais statique"],
      ["supply_voltage", "100–240 V AC"],
      ["front_size", "48 × 48 mm (1/16 DIN)"],
      ["display", "LED"],
      ["ip_rating", "IP65 (front)"],
    ],
  },
  {
    partNumber: "E5DC-RX2ASM-002",
    manufacturer: "Omron",
    category: "controllers",
    applications: ["industrial-automation", "energy"],
    lifecycle: "new",
    name: { en: "E5DC DIN-rail temperature controller, 22.5 mm, relay output, RS-485", fr: "Régulateur de température E5DC sur rail DIN, 22,5 mm, sortie relais, RS-485" },
    description: {
      en: "Slim DIN-rail controller with display for multi-zone systems in control cabinets, linked to a PLC or HMI.",
      fr: "Régulateur fin sur rail DIN avec afficheur, pour les systèmes multizones en armoire, reliés à un automate ou une IHM.",
    },
    details: {
      en: "Placing controllers in the cabinet instead of the door reduces wiring and keeps operator panels clean. The E5DC offers the same control performance as the E5CC in a 22.5 mm housing. RS-485 allows parameter setting from a PLC, HMI or PC. Ideal for multi-zone ovens and hot runner systems.",
      fr: "Installer les régulateurs dans l’armoire plutôt qu’en porte réduit le câblage et allège les pupitres opérateur. L’E5DC offre les mêmes performances que l’E5CC dans un boîtier de 22,5 mm. Le RS-485 permet le paramétrage depuis un automate, une IHM ou un PC. Idéal pour les fours multizones et les canaux chauds.",
    },
    specs: [
      ["input_type", "Thermocouple, RTD, mA, V"],
      ["output_type", "Relay + 2 alarms", "Relais + 2 alarmes"],
      ["supply_voltage", "100–240 V AC"],
      ["communication", "RS-485, CompoWay/F, Modbus RTU"],
      ["mounting", "DIN rail"],
      ["housing_width", "22.5 mm"],
    ],
  },
  {
    partNumber: "DC1010CR-101000-E",
    manufacturer: "Honeywell",
    category: "controllers",
    applications: ["hvac", "food-beverage"],
    lifecycle: "active",
    name: { en: "DC1010 digital controller, 48 × 48 mm, relay output, 90–264 V AC", fr: "Régulateur numérique DC1010, 48 × 48 mm, sortie relais, 90–264 V CA" },
    description: {
      en: "General-purpose PID controller with thermocouple/RTD input and relay output, for ovens, chillers and boilers.",
      fr: "Régulateur PID d’usage général avec entrée thermocouple/sonde platine et sortie relais, pour fours, groupes froids et chaudières.",
    },
    details: {
      en: "The DC1000 series from Honeywell is a simple, cost-effective answer for single-loop temperature control. It supports fuzzy-logic PID to limit overshoot. Typical applications include food warmers, chillers, boilers and environmental chambers. Front IP66 for washdown areas. A dual LED display shows the process value and the set point.",
      fr: "La série DC1000 de Honeywell est une réponse simple et économique pour la régulation de température monoboucle. Elle intègre un PID à logique floue qui limite les dépassements. Applications typiques : maintien au chaud alimentaire, groupes froids, chaudières et enceintes climatiques. Face avant IP66 pour les zones lavées. Un double afficheur à LED indique la valeur mesurée et la consigne.",
    },
    specs: [
      ["input_type", "Thermocouple, RTD"],
      ["output_type", "Relay", "Relais"],
      ["supply_voltage", "90–264 V AC"],
      ["front_size", "48 × 48 mm (1/16 DIN)"],
      ["display", "LED"],
      ["ip_rating", "IP66 (front)"],
    ],
  },
];

export const hmiProducts: SeedProduct[] = [
  {
    partNumber: "HMIGXU3500",
    manufacturer: "Schneider Electric",
    category: "hmi",
    applications: ["industrial-automation", "hvac"],
    lifecycle: "active",
    name: { en: "Harmony GXU touch panel, 7-inch widescreen, Ethernet", fr: "Terminal tactile Harmony GXU, écran large 7 pouces, Ethernet" },
    description: {
      en: "Entry-level 7-inch colour touch panel with Ethernet, serial ports and USB, programmed with Vijeo Designer Basic.",
      fr: "Terminal tactile couleur 7 pouces d’entrée de gamme avec Ethernet, ports série et USB, programmé avec Vijeo Designer Basic.",
    },
    details: {
      en: "The GXU series gives small machines a modern operator interface at a low cost. It communicates with Modicon M221 and M241 controllers as well as third-party PLCs through Modbus. The free Vijeo Designer Basic software includes a library of graphic objects. The front panel is rated IP65. The TFT screen displays 65k colours.",
      fr: "La série GXU donne aux petites machines une interface opérateur moderne à faible coût. Elle communique avec les contrôleurs Modicon M221 et M241 ainsi qu’avec des automates tiers via Modbus. Le logiciel gratuit Vijeo Designer Basic comprend une bibliothèque d’objets graphiques. La face avant est classée IP65. L’écran TFT affiche 65 k couleurs.",
    },
    specs: touchPanel("7 in", "800 × 480", "Ethernet, RS-232, RS-485, USB"),
  },
  {
    partNumber: "6AV2123-2GB03-0AX0",
    manufacturer: "Siemens",
    category: "hmi",
    applications: ["industrial-automation", "food-beverage"],
    lifecycle: "active",
    name: { en: "SIMATIC HMI KTP700 Basic, 7-inch key and touch panel, PROFINET", fr: "SIMATIC HMI KTP700 Basic, pupitre 7 pouces à touches et tactile, PROFINET" },
    description: {
      en: "Basic panel with 7-inch touch display and eight function keys, configured in TIA Portal WinCC Basic.",
      fr: "Pupitre Basic avec écran tactile 7 pouces et huit touches de fonction, configuré sous TIA Portal WinCC Basic.",
    },
    details: {
      en: "The KTP700 Basic is the standard HMI for S7-1200 machines. Tactile function keys remain usable with gloves. Configuration in TIA Portal shares tags with the PLC, which avoids double entry. Alarm logging, recipes and user management are included. The TFT screen displays 64k colours.",
      fr: "Le KTP700 Basic est l’IHM standard des machines à S7-1200. Les touches de fonction tactiles restent utilisables avec des gants. La configuration sous TIA Portal partage les variables avec l’automate et évite la double saisie. Journal d’alarmes, recettes et gestion des utilisateurs sont inclus. L’écran TFT affiche 64 k couleurs.",
    },
    specs: touchPanel("7 in", "800 × 480", "PROFINET"),
  },
  {
    partNumber: "NB7W-TW01B",
    manufacturer: "Omron",
    category: "hmi",
    applications: ["industrial-automation"],
    lifecycle: "active",
    name: { en: "NB series touch screen HMI, 7-inch, Ethernet, USB", fr: "IHM tactile série NB, 7 pouces, Ethernet, USB" },
    description: {
      en: "Cost-effective 7-inch TFT touch panel with Ethernet, serial and USB host, for Omron and third-party PLCs.",
      fr: "Terminal tactile TFT 7 pouces économique avec Ethernet, liaison série et hôte USB, pour automates Omron et tiers.",
    },
    details: {
      en: "The NB series pairs naturally with CP1 and CP2E PLCs for compact machines. NB-Designer software is free and includes a simulator. The USB host port is used for project transfer and data logging. Drivers for many third-party PLC brands are included. The TFT screen displays 65k colours.",
      fr: "La série NB s’associe naturellement aux automates CP1 et CP2E sur les machines compactes. Le logiciel NB-Designer est gratuit et comprend un simulateur. Le port hôte USB sert au transfert de projet et à l’enregistrement de données. Des pilotes pour de nombreuses marques d’automates tierces sont inclus. L’écran TFT affiche 65 k couleurs.",
    },
    specs: touchPanel("7 in", "800 × 480", "Ethernet, RS-232, RS-485, USB"),
  },
  {
    partNumber: "cMT3072XH",
    manufacturer: "Weintek",
    category: "hmi",
    applications: ["industrial-automation", "energy"],
    lifecycle: "new",
    name: { en: "cMT X series HMI, 7-inch, quad-core, OPC UA and MQTT", fr: "IHM série cMT X, 7 pouces, quadricœur, OPC UA et MQTT" },
    description: {
      en: "High-performance 7-inch HMI with two Ethernet ports, OPC UA server and MQTT for IIoT projects.",
      fr: "IHM 7 pouces haute performance avec deux ports Ethernet, serveur OPC UA et MQTT pour les projets IIoT.",
    },
    details: {
      en: "The cMT X series runs smooth graphics and web-style navigation on a quad-core processor. It communicates with more than 300 PLC protocols, which makes it a good fit for mixed installations. Built-in OPC UA and MQTT send production data to MES or cloud platforms. Remote access through cMT Viewer on a PC or tablet. Its IPS TFT screen stays readable from wide viewing angles.",
      fr: "La série cMT X offre des graphismes fluides et une navigation de type web grâce à un processeur quadricœur. Elle communique avec plus de 300 protocoles d’automates, ce qui convient aux installations hétérogènes. OPC UA et MQTT intégrés transmettent les données de production au MES ou au cloud. Accès à distance via cMT Viewer sur PC ou tablette. Son écran TFT IPS reste lisible sous de larges angles de vue.",
    },
    specs: touchPanel("7 in", "1024 × 600", "Ethernet, RS-232, RS-485, OPC UA, MQTT", { ethernetPorts: "2", ip: "IP66 (front)" }),
  },
  {
    partNumber: "6AV2124-0MC01-0AX0",
    manufacturer: "Siemens",
    category: "hmi",
    applications: ["industrial-automation", "food-beverage"],
    lifecycle: "active",
    name: { en: "SIMATIC HMI TP1200 Comfort, 12-inch widescreen touch panel", fr: "SIMATIC HMI TP1200 Comfort, pupitre tactile grand format 12 pouces" },
    description: {
      en: "Comfort panel with 12.1-inch widescreen, PROFINET and PROFIBUS, archiving and scripting.",
      fr: "Pupitre Comfort avec écran large de 12,1 pouces, PROFINET et PROFIBUS, archivage et scripts.",
    },
    details: {
      en: "The TP1200 Comfort suits complex machines and process lines that need trends, archives and VB scripts. The widescreen format shows more information with better usability. Dimmable display down to 0 % for energy saving during breaks. Ex-zone 2/22 approval for hazardous areas. The TFT screen displays 16 million colours.",
      fr: "Le TP1200 Comfort convient aux machines complexes et aux lignes de process qui nécessitent courbes, archives et scripts VB. Le format large affiche plus d’informations avec une meilleure ergonomie. L’écran peut être atténué jusqu’à 0 % pour économiser l’énergie pendant les pauses. Homologation zone Ex 2/22 pour les zones à risque. L’écran TFT affiche 16 millions de couleurs.",
    },
    specs: touchPanel("12.1 in", "1280 × 800", "PROFINET, PROFIBUS, USB"),
  },
  {
    partNumber: "PFXGP4501TAD",
    manufacturer: "Pro-face",
    category: "hmi",
    applications: ["industrial-automation", "building-automation"],
    lifecycle: "active",
    name: { en: "GP4000 series touch panel, 10.4-inch TFT, Ethernet, 24 V DC", fr: "Terminal tactile série GP4000, TFT 10,4 pouces, Ethernet, 24 V CC" },
    description: {
      en: "Slim 10.4-inch HMI with multi-vendor PLC drivers, remote monitoring and programmable function keys.",
      fr: "IHM fine de 10,4 pouces avec pilotes d’automates multimarques, supervision à distance et touches de fonction programmables.",
    },
    details: {
      en: "Pro-face GP4000 panels are known for their broad driver library and long product lifecycles. GP-Pro EX software handles projects from small machines to building management. Remote monitoring via Pro-face Remote HMI on smartphones. Front panel rated IP66F and IP67F. The TFT screen displays 65k colours.",
      fr: "Les terminaux Pro-face GP4000 sont réputés pour leur large bibliothèque de pilotes et la longévité de leurs gammes. Le logiciel GP-Pro EX gère les projets des petites machines à la gestion technique du bâtiment. Supervision à distance sur smartphone via Pro-face Remote HMI. Face avant classée IP66F et IP67F. L’écran TFT affiche 65 k couleurs.",
    },
    specs: touchPanel("10.4 in", "800 × 600", "Ethernet, RS-232, RS-422, RS-485, USB", { ip: "IP66 (front), IP67 (front)" }),
  },
  {
    partNumber: "NA5-15W101B",
    manufacturer: "Omron",
    category: "hmi",
    applications: ["industrial-automation", "food-beverage"],
    lifecycle: "active",
    name: { en: "NA5 programmable terminal, 15.4-inch widescreen, black frame", fr: "Terminal programmable NA5, écran large 15,4 pouces, cadre noir" },
    description: {
      en: "Large-format HMI for Sysmac machine controllers, with multi-touch gestures and integrated VB.NET.",
      fr: "IHM grand format pour contrôleurs machine Sysmac, avec gestes multi-touch et VB.NET intégré.",
    },
    details: {
      en: "The NA5 shares variables directly with NJ/NX controllers in the Sysmac Studio environment. The 15.4-inch screen suits packaging lines where the operator needs an overview of the whole machine. Troubleshooter functions display machine faults with guidance. Multi-language support for operators in different countries. The TFT screen displays 16 million colours.",
      fr: "Le NA5 partage directement les variables avec les contrôleurs NJ/NX dans l’environnement Sysmac Studio. L’écran de 15,4 pouces convient aux lignes d’emballage où l’opérateur a besoin d’une vue d’ensemble de la machine. Les fonctions de dépannage affichent les défauts machine avec des consignes. Support multilingue pour les opérateurs de différents pays. L’écran TFT affiche 16 millions de couleurs.",
    },
    specs: touchPanel("15.4 in", "1280 × 800", "Ethernet, EtherNet/IP, USB", { ethernetPorts: "2" }),
  },
  {
    partNumber: "XBTN401",
    manufacturer: "Schneider Electric",
    category: "hmi",
    applications: ["industrial-automation"],
    lifecycle: "obsolete",
    name: { en: "Magelis XBT N small text display, 2 × 20 characters, Modbus", fr: "Afficheur de texte Magelis XBT N, 2 × 20 caractères, Modbus" },
    description: {
      en: "Compact text terminal with backlit LCD and eight keys, for message display and simple parameter setting.",
      fr: "Terminal texte compact avec écran LCD rétroéclairé et huit touches, pour l’affichage de messages et le réglage simple de paramètres.",
    },
    details: {
      en: "The XBT N401 was widely used on small machines to display alarms and adjust set points. It has been discontinued; the Harmony GXU touch panels are the recommended replacement. We list it to help customers identify installed terminals and find an alternative. Please contact us for the migration path. It takes its 5 V DC supply from the PLC through the communication cable.",
      fr: "Le XBT N401 a été très utilisé sur les petites machines pour afficher les alarmes et ajuster les consignes. Il est arrêté ; les terminaux tactiles Harmony GXU sont le remplacement recommandé. Nous le listons pour aider nos clients à identifier les terminaux installés et trouver une alternative. Contactez-nous pour la procédure de migration. Il est alimenté en 5 V CC par l’automate via le câble de communication.",
    },
    specs: [
      ["display", "Backlit LCD"],
      ["communication", "Modbus RTU, Uni-Telway"],
      ["supply_voltage", "5 V DC"],
      ["mounting", "Panel"],
      ["ip_rating", "IP65 (front)"],
    ],
  },
];
