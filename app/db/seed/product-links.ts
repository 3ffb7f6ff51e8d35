/**
 * Replacements and alternatives of the demo catalogue's obsolete and NRND parts, and other
 * makers' equivalent part numbers (cross references) of common parts, all by part number.
 */
export interface SeedProductLinks {
  replacedBy?: string;
  alternatives?: string[];
  crossReferences?: Array<[manufacturer: string, partNumber: string]>;
}

export const seedProductLinks: Record<string, SeedProductLinks> = {
  // Obsolete and NRND parts: the successor first, then other fits.
  "P6100-2110002": { replacedBy: "3216/CC/VH/LRXX/R", alternatives: ["E5CC-RX2ASM-800", "TK4S-14RN"] },
  XBTN401: { replacedBy: "HMIGXU3500", alternatives: ["NB7W-TW01B"] },
  "IK 9165.11 3/N AC400/230V": { replacedBy: "70.41.8.400.2030", alternatives: ["RM22TG20", "DPA51CM44"] },
  "K8DT-PM1CN": { replacedBy: "DPA51CM44", alternatives: ["E1YM400VS10"] },
  ALQ105: { replacedBy: "36.11.9.012.4011", alternatives: ["G2RL-1-E DC12"] },
  "G7L-2A-BUBJ-CB AC200/240": { replacedBy: "66.82.8.230.0300", alternatives: ["T92S7D22-24"] },
  RUMC3AB1P7: { replacedBy: "55.34.8.230.0040", alternatives: ["RXM4AB2BD"] },
  "RI58-O/1024ED.37RB": { replacedBy: "DFS60B-S4PA01024", alternatives: ["8.5020.0010.1024.S018"] },
  "28L28-416E.49": { replacedBy: "110189", alternatives: ["16G88 220P.1"] },
  SO869070: { replacedBy: "RM1A48D50", alternatives: ["D2450-10"] },
  DR2260D20: { replacedBy: "RGC1A60D30KKE", alternatives: ["G3NA-220B DC5-24"] },
  "HK57.11.230": { replacedBy: "99776117" },
  "DNC-50-100-PPV-A": { replacedBy: "DSBC-50-100-PPVA-N3" },
  "AW30-03BG-A": { replacedBy: "MS6-LFR-1/2-D7-CRV-AS" },
  "82330001": { replacedBy: "SMK237A-GN", alternatives: ["82344001"] },
  "M6106/19-008": { replacedBy: "M83536/7-023M" },
  "RF300-26": { replacedBy: "712-26", alternatives: ["172-26"] },
  "M83726/24-4010": { replacedBy: "M83726/19-2050" },
  "88974052": { replacedBy: "6ED1052-1MD08-0BA2", alternatives: ["SR2B121BD", "EASY-E4-UC-12RC1"] },

  // Cross references: what buyers type from an old bill of materials or a competitor's catalogue.
  "40.52.9.024.0000": { crossReferences: [["TE Connectivity", "RT424024"], ["Relpol", "RM84-2012-35-1024"], ["Omron", "G2R-2-SN DC24"]] },
  "MY2N-GS DC24": { crossReferences: [["Finder", "55.32.9.024.0040"], ["Schneider Electric", "RXM2AB2BD"], ["Relpol", "R2N-2012-23-1024"]] },
  RXM4AB2BD: { crossReferences: [["Finder", "55.34.9.024.0040"], ["Omron", "MY4N-GS DC24"]] },
  RT314024: { crossReferences: [["Finder", "40.61.9.024.0000"], ["Omron", "G2RL-1 DC24"]] },
  D2425: { crossReferences: [["Carlo Gavazzi", "RM1A23D25"], ["Celduc", "SO842074"]] },
  RM22TG20: { crossReferences: [["Omron", "K8DS-PH1"], ["Carlo Gavazzi", "DPB01CM48"]] },
  "DSBC-50-100-PPVA-N3": { crossReferences: [["SMC", "C96SDB50-100C"], ["Camozzi", "61M2L050A0100"]] },
  "CDQ2B32-25DZ": { crossReferences: [["Festo", "ADN-32-25-A-P-A"]] },
  "SY5120-5DZD-01": { crossReferences: [["Festo", "VUVS-L20-M52-MD-G18-F7"]] },
  "DFS60B-S4PA01024": { crossReferences: [["Hengstler", "RI58-O/1024AR.11KB"], ["Kübler", "8.5000.8352.1024"]] },
};
