import type { Localized } from "~/i18n/locales";
import type { Dimension } from "./quantities";
import type { AttributeType } from "./spec-values";

/** A specification attribute as the admin screens show it (attributes-admin.server.ts reads it). */
export interface AdminOption {
  key: string;
  name: Localized;
  aliases: string[];
  /** Products carrying this option (inactive ones included). */
  productCount: number;
}

export interface AdminAttribute {
  id: number;
  key: string;
  name: Localized;
  type: AttributeType;
  dimension: Dimension | null;
  unit: string | null;
  multiple: boolean;
  position: number;
  options: AdminOption[];
  /** Products carrying a value of this attribute (inactive ones included). */
  productCount: number;
  /** Categories and subcategories whose attribute set names it. */
  familyCount: number;
}
