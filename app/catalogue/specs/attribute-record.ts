import type { AttributeDef, SpecOption } from "./spec-values";

/** A specification attribute as the admin screens show it (attributes-admin.server.ts reads it). */
export interface AdminOption extends SpecOption {
  /** Products carrying this option (inactive ones included). */
  productCount: number;
}

export interface AdminAttribute extends AttributeDef {
  id: number;
  position: number;
  options: AdminOption[];
  /** Products carrying a value of this attribute (inactive ones included). */
  productCount: number;
  /** Categories and subcategories whose attribute set names it. */
  familyCount: number;
}
