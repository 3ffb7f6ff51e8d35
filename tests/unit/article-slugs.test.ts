import { describe, expect, it } from "vitest";
import { articleSlugs } from "~/news/article-input";

// An article's address in each language: the slug typed, else one made from that language's title.
describe("articleSlugs", () => {
  const title = { en: "Choosing an inductive sensor", fr: "Choisir un capteur d’automate", ar: "اختيار الحساس الحثي M18" };

  it("makes each Latin slug from its title, an apostrophe separating words in French", () => {
    const slugs = articleSlugs({ slug: { en: "", fr: "", ar: "" }, title });
    expect(slugs.en).toBe("choosing-an-inductive-sensor");
    expect(slugs.fr).toBe("choisir-un-capteur-d-automate");
  });

  it("gives an Arabic title the English slug (the article route reads Latin slugs only), not Arabic letters", () => {
    expect(articleSlugs({ slug: { en: "", fr: "", ar: "" }, title }).ar).toBe("choosing-an-inductive-sensor");
  });

  it("keeps a slug staff typed", () => {
    expect(articleSlugs({ slug: { en: "", fr: "", ar: "inductive-sensors-ar" }, title }).ar).toBe("inductive-sensors-ar");
  });
});
