import { LIFECYCLES, type Lifecycle } from "./lifecycle";

/** What the product list can be narrowed and ordered by; it all lives in the URL. */
export const sortOptions = ["newest", "name-asc", "name-desc", "relevance", "availability"] as const;
/** The table view's column sorts: part number, manufacturer, lifecycle, a spec by its key. */
export type ColumnSort = `${"part" | "maker" | "lifecycle" | `spec:${string}`}-${"asc" | "desc"}`;
export type SortOption = (typeof sortOptions)[number] | ColumnSort;
const COLUMN_SORT = /^(part|maker|lifecycle|spec:[a-z0-9_]{1,64})-(asc|desc)$/;

/** A sort the list understands, or undefined. */
export function parseSort(value: string | null): SortOption | undefined {
  if (!value) return undefined;
  return sortOptions.find((option) => option === value) ?? (COLUMN_SORT.test(value) ? (value as ColumnSort) : undefined);
}

export const PAGE_SIZE = 24;
export const MAX_PAGE = 200;
const MAX_QUERY = 200;
const MAX_VALUES = 20;
const MAX_SPEC_KEYS = 10;

export interface ProductFilters {
  q: string;
  category: string;
  subcategory: string;
  application: string;
  manufacturer: string[];
  lifecycle: Lifecycle[];
  /** spec.<key>=<value as displayed>, several values of one key match any of them. */
  specs: Record<string, string[]>;
  /** spec.<key>.min / spec.<key>.max, on the numeric value. */
  ranges: Record<string, { min?: number; max?: number }>;
  /** In stock: "" (any availability), "1" (in stock somewhere), or a stock location's key. */
  inStock: string;
  sort: SortOption;
  page: number;
}

/** The URL's inStock value as the filter reads it: "1" anywhere, a location key, or "" (none). */
export function parseInStock(value: string | null): string {
  const v = (value ?? "").trim().toLowerCase();
  if (!v || v === "0" || v === "false" || v === "no") return "";
  if (v === "1" || v === "true" || v === "yes" || v === "on") return "1";
  return /^[a-z0-9_]{1,32}$/.test(v) ? v : "";
}

const SPEC_PARAM = /^spec\.([a-z0-9_]{1,64})(?:\.(min|max))?$/;

/** Every query parameter the list reads (parseProductFilters): what the page cache keys the list by. */
export const PRODUCT_LIST_QUERY = ["q", "category", "subcategory", "application", "manufacturer", "lifecycle", "inStock", "sort", "page", SPEC_PARAM] as const;

const text = (max: number) => (value: string | null) => (value ?? "").trim().slice(0, max);
// Plain parsing rather than a schema: this module ships with the product list page, and the
// list must stay light.
function parseNumber(value: string | null): number | undefined {
  if (value === null || !value.trim()) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Reads filters from query parameters, leniently: unknown parameters and values that cannot be
 * used are dropped, over-long text is cut, the page is kept within 1..MAX_PAGE. A list URL never
 * fails because of what someone typed in it.
 */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const values = (name: string) =>
    [...new Set(params.getAll(name).flatMap((v) => v.split(",")).map((v) => v.trim().slice(0, MAX_QUERY)))]
      .filter(Boolean)
      .slice(0, MAX_VALUES);
  const specs: ProductFilters["specs"] = {};
  const ranges: ProductFilters["ranges"] = {};
  for (const name of new Set(params.keys())) {
    const match = SPEC_PARAM.exec(name);
    if (!match) continue;
    const [, key, bound] = match as unknown as [string, string, "min" | "max" | undefined];
    if (!(key in specs) && !(key in ranges) && Object.keys({ ...specs, ...ranges }).length >= MAX_SPEC_KEYS) continue;
    if (bound) {
      const parsed = parseNumber(params.get(name));
      if (parsed !== undefined) ranges[key] = { ...ranges[key], [bound]: parsed };
    } else {
      const list = values(name);
      if (list.length) specs[key] = list;
    }
  }
  const q = text(MAX_QUERY)(params.get("q"));
  const sort = parseSort(params.get("sort")) ?? (q ? "relevance" : "newest");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q,
    category: text(MAX_QUERY)(params.get("category")),
    subcategory: text(MAX_QUERY)(params.get("subcategory")),
    application: text(MAX_QUERY)(params.get("application")),
    manufacturer: values("manufacturer"),
    lifecycle: values("lifecycle").filter((v): v is Lifecycle => (LIFECYCLES as readonly string[]).includes(v)),
    specs,
    ranges,
    inStock: parseInStock(params.get("inStock")),
    sort,
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1,
  };
}

/** The query string of a filter set (without defaults), for links and forms. */
export function productFiltersToParams(filters: Partial<ProductFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const name of ["category", "subcategory", "application"] as const) {
    if (filters[name]) params.set(name, filters[name]);
  }
  for (const value of filters.manufacturer ?? []) params.append("manufacturer", value);
  for (const value of filters.lifecycle ?? []) params.append("lifecycle", value);
  for (const [key, list] of Object.entries(filters.specs ?? {})) for (const v of list) params.append(`spec.${key}`, v);
  for (const [key, range] of Object.entries(filters.ranges ?? {})) {
    if (range.min !== undefined) params.set(`spec.${key}.min`, String(range.min));
    if (range.max !== undefined) params.set(`spec.${key}.max`, String(range.max));
  }
  if (filters.inStock) params.set("inStock", filters.inStock);
  const defaultSort = filters.q ? "relevance" : "newest";
  if (filters.sort && filters.sort !== defaultSort) params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** Whether anything narrows the list (the sort and the page do not). */
export function hasActiveFilters(filters: ProductFilters): boolean {
  return Boolean(
    filters.q ||
      filters.category ||
      filters.subcategory ||
      filters.application ||
      filters.manufacturer.length ||
      filters.lifecycle.length ||
      Object.keys(filters.specs).length ||
      Object.keys(filters.ranges).length ||
      filters.inStock,
  );
}
