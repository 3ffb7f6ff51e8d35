import { describe, expect, it } from "vitest";
import { bundledMessages } from "~/i18n/bundled";
import { articles } from "~/db/seed/articles";
import { catalogues } from "~/db/seed/catalogues";
import { products } from "~/db/seed/products";
import { demoSettings } from "~/db/seed/settings";
import { applications, attributes, categories, subcategories } from "~/db/seed/taxonomy";

// French writes the apostrophe ’ (U+2019), never the typewriter ' (issue 31, finding 16).
const straight = /\p{L}'\p{L}/u;

/** Every French text of a seed value: the strings under a `fr` key, however deep. */
function frenchTexts(value: unknown, path = "", out: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(value)) value.forEach((item, i) => frenchTexts(item, `${path}[${i}]`, out));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "fr" && typeof child === "string") out.push([`${path}.fr`, child]);
      else frenchTexts(child, `${path}.${key}`, out);
    }
  }
  return out;
}

describe("French typography", () => {
  it("every French message uses the typographic apostrophe", () => {
    const wrong = Object.entries(bundledMessages.fr).filter(([, text]) => straight.test(text));
    expect(wrong).toEqual([]);
  });

  it("every French text of the demo data uses it too", () => {
    const seed = { articles, catalogues, products, demoSettings, applications, attributes, categories, subcategories };
    const texts = frenchTexts(seed);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(([, text]) => straight.test(text))).toEqual([]);
  });
});
