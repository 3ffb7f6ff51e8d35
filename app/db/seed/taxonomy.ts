import { z } from "zod";
import { withArabicApplications, withArabicAttributes, withArabicCategories, withArabicSubcategories } from "./arabic";
import applicationsFile from "./records/applications.json";
import attributeSetsFile from "./records/attribute-sets.json";
import attributesFile from "./records/attributes.json";
import categoriesFile from "./records/categories.json";
import subcategoriesFile from "./records/subcategories.json";
import { readDemoFile, seedApplication, seedAttribute, seedAttributeSet, seedCategory, seedSubcategory } from "./demo-records";
import type { SeedApplication, SeedAttribute, SeedAttributeSet, SeedCategory, SeedSubcategory } from "./types";

/**
 * The demo taxonomy, read from `records/` (demo-records.ts says what each file holds). Order matters
 * in every file: a category's position is its index, and rows are inserted in the files' order.
 *
 * `attributes.json` holds the spec attributes (issue 29) in groups named by the families that use
 * them (the names are for the reader; the groups are read in order, one list): quantities of a
 * dimension stored in `unit`, choices among options named in both languages, and text (with its
 * French) only where nothing else fits. Every product value is written as staff would write it in
 * English notation and read by readSpecValue.
 *
 * `attribute-sets.json` holds the attributes of each family, in the order pages list them, as
 * [key, filter (default true), required (default false)]: filters are the values a buyer narrows a
 * list by (choices and numbers with many products behind them); free texts never filter. A
 * subcategory's own set replaces its category's for its products; a category's set is what its
 * list filters by.
 */
const categoryTexts = readDemoFile("categories.json", z.array(seedCategory), categoriesFile);
const subcategoryTexts = readDemoFile("subcategories.json", z.array(seedSubcategory), subcategoriesFile);
const applicationTexts = readDemoFile("applications.json", z.array(seedApplication), applicationsFile);
const attributeGroups = readDemoFile("attributes.json", z.record(z.string(), z.array(seedAttribute)), attributesFile);

export const attributeSets: SeedAttributeSet[] = readDemoFile("attribute-sets.json", z.array(seedAttributeSet), attributeSetsFile);

// The Arabic texts come from their own files (./arabic), added to the English and French ones here.
export const categories: SeedCategory[] = withArabicCategories(categoryTexts);
export const subcategories: SeedSubcategory[] = withArabicSubcategories(subcategoryTexts);
export const applications: SeedApplication[] = withArabicApplications(applicationTexts);
export const attributes: SeedAttribute[] = withArabicAttributes(Object.values(attributeGroups).flat());
