import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForFile } from "../support/server";

// The JSON-LD of the home, contact and article pages, parsed from the built server's HTML (issue
// 31): the company as an Organization with its logo, contact points, postal address and social
// profiles; the contact page's address as a PostalAddress; an article's image. Absolute URLs on
// the site's origin (here the test server's own address: no PUBLIC_URL).
const server = serverForFile({ admin: { username: "ld-editor", password: "a long enough password" }, signInFrom: "198.51.100.90" });
const { call } = server;
let ORIGIN = "";
beforeAll(() => {
  ORIGIN = server.url;
});

type Block = Record<string, unknown>;
async function jsonLd(path: string): Promise<Block[]> {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Block);
}
const ofType = (blocks: Block[], type: string) => blocks.find((block) => block["@type"] === type);

describe("structured data", () => {
  it("the home page describes the company as an Organization with logo, contact points, postal address and social profiles, in both languages", async () => {
    for (const [path, country, street] of [["/", "Morocco", "Lot 42, Sidi Maârouf Business Park"], ["/fr", "Maroc", "Lot 42, Parc d’affaires de Sidi Maârouf"]] as const) {
      const organization = ofType(await jsonLd(path), "Organization");
      expect(organization, path).toMatchObject({
        "@context": "https://schema.org",
        name: "Vitrine Industrie",
        url: `${ORIGIN}/`,
        // No logo in the demo settings: the site's own mark.
        logo: `${ORIGIN}/favicon.svg`,
        telephone: "+212 522 33 44 55",
        email: "contact@vitrine-industrie.ma",
        address: { "@type": "PostalAddress", streetAddress: street, postalCode: "20270", addressLocality: "Casablanca", addressCountry: country },
        sameAs: ["https://www.linkedin.com/company/vitrine-industrie", "https://www.instagram.com/vitrine.industrie"],
      });
      expect(organization!.contactPoint).toEqual([
        { "@type": "ContactPoint", contactType: "customer service", telephone: "+212 522 33 44 55", email: "contact@vitrine-industrie.ma", availableLanguage: ["en", "fr", "ar"] },
        { "@type": "ContactPoint", contactType: "sales", telephone: "+212 522 33 44 55", email: "sales@vitrine-industrie.ma", availableLanguage: ["en", "fr", "ar"] },
      ]);
    }
  });

  it("the contact page gives the address as a PostalAddress", async () => {
    for (const [path, country] of [["/contact", "Morocco"], ["/fr/contact", "Maroc"]] as const) {
      const business = ofType(await jsonLd(path), "LocalBusiness");
      expect(business?.address, path).toMatchObject({ "@type": "PostalAddress", postalCode: "20270", addressLocality: "Casablanca", addressCountry: country });
      expect(business).toMatchObject({ name: "Vitrine Industrie", url: `${ORIGIN}/`, logo: `${ORIGIN}/favicon.svg` });
      expect(business?.openingHoursSpecification).toHaveLength(2);
    }
  });

  it("an article names its cover, else the first image of its text, as its absolute image; an article without one has none", async () => {
    const demo = ofType(await jsonLd("/blog/choosing-a-solid-state-relay-for-heating-loads"), "BlogPosting");
    expect(demo).toBeDefined();
    expect(demo).not.toHaveProperty("image");
    expect(demo!.publisher).toMatchObject({ "@type": "Organization", name: "Vitrine Industrie", logo: `${ORIGIN}/favicon.svg` });

    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await sharp({ create: { width: 800, height: 500, channels: 3, background: "#1e5aa0" } }).png().toBuffer())]), "cover.png");
    form.set("purpose", "image");
    const uploaded = await call("/api/admin/media", { method: "POST", session: server.session, body: form });
    expect(uploaded.status).toBe(201);
    const cover = (await uploaded.json()) as { id: number; url: string };
    const article = (slug: string, over: Record<string, unknown>) => ({
      title: { en: `Structured data ${slug}`, fr: `Données structurées ${slug}` },
      body: { en: "Text.", fr: "Texte." },
      slug: { en: `ld-${slug}`, fr: `ld-${slug}-fr` },
      status: "published",
      ...over,
    });
    for (const [slug, over, image] of [
      ["cover", { coverId: cover.id }, `${ORIGIN}${cover.url}`],
      ["inline", { body: { en: "Wiring:\n\n![Terminal block](https://cdn.example.com/wiring.png?size=2&x=1)", fr: "Câblage :\n\n![Bornier](/media/wiring-fr.png)" } }, "https://cdn.example.com/wiring.png?size=2&x=1"],
    ] as const) {
      const created = await call("/api/admin/articles", { method: "POST", session: server.session, json: article(slug, over) });
      expect(created.status, slug).toBe(201);
      expect(ofType(await jsonLd(`/blog/ld-${slug}`), "BlogPosting")?.image, slug).toBe(image);
    }
    expect(ofType(await jsonLd("/fr/blog/ld-inline-fr"), "BlogPosting")?.image).toBe(`${ORIGIN}/media/wiring-fr.png`);
  });
});
