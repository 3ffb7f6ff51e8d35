import type { Localized } from "~/i18n/locales";
import type { ImageSource } from "~/media/image-variants";
import type { AttributeSetRow, TaxonomyAdminKind } from "./taxonomy-input";

/** A category, subcategory or application as the admin screens and the JSON calls show it. */
export interface AdminTaxonomyImage extends ImageSource {
  id: number;
}

/** Fields a kind lacks are absent (subcategories have no image; only categories are featured). */
export interface AdminTaxonomyRecord {
  id: number;
  kind: TaxonomyAdminKind;
  slug: string;
  aliases: string[];
  name: Localized;
  position: number;
  productCount: number;
  description?: Localized;
  image?: AdminTaxonomyImage | null;
  featured?: boolean;
  /** Categories: keys of the up to three spec attributes shown on cards and as table columns. */
  keySpecs?: string[];
  categoryId?: number;
  subcategoryCount?: number;
  /** Categories and subcategories: the family's attributes in order (attribute_sets), by key. */
  attributeSet?: AttributeSetRow[];
}

