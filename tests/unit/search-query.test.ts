import { describe, expect, it } from "vitest";
import { buildSearchQuery, searchWords, wordsTsquery } from "~/catalogue/search/search-query";
import { parseSynonymLines, synonymLines } from "~/catalogue/search/synonym-lines";

const groups = [
  ["SSR", "solid-state relay", "relais statique"],
  ["contact à fermeture", "NO", "normally open"],
];

describe("search words and synonyms", () => {
  it("reads words without accents or punctuation", () => {
    expect(searchWords("Relais à fermeture, 24–V!")).toEqual(["relais", "a", "fermeture", "24", "v"]);
  });

  it("turns a phrase of a group, longest first, into the group's alternatives", () => {
    expect(wordsTsquery(["ssr", "heater"], groups)).toBe("(ssr | (solid & state & relay) | (relais & statique)) & heater:*");
    expect(wordsTsquery(["relais", "statique"], groups)).toBe("(ssr | (solid & state & relay) | (relais & statique))");
    expect(wordsTsquery(["ssr"], [["SSR", "solid-state relay", "solid state relay"]])).toBe("(ssr | (solid & state & relay))");
    expect(wordsTsquery(["contact", "a", "fermeture"], groups)).toBe("((contact & a & fermeture) | no | (normally & open))");
    expect(wordsTsquery(["relais"], groups)).toBe("relais:*");
  });

  it("matches one-character words and unit words whole, not as prefixes of half the index", () => {
    expect(wordsTsquery(["relay", "v"], [])).toBe("relay:* & v");
    expect(wordsTsquery(["ma", "x", "sensor"], [])).toBe("ma & x & sensor:*");
    expect(wordsTsquery(["vdc", "valve"], [])).toBe("vdc & valve:*");
  });

  it("builds the query from search_values' reading: part number of the whole text, words of the rest, values once", () => {
    expect(buildSearchQuery("SSR 25A", { rest: "ssr  ", terms: ["25a", "25a"] }, groups)).toEqual({
      partNumber: "SSR25A",
      partKey: "SSR25A",
      tsquery: "(ssr | (solid & state & relay) | (relais & statique))",
      values: ["25a"],
    });
  });
});

describe("synonym lines", () => {
  it("reads one group a line, commas between terms, blank lines skipped, and writes them back", () => {
    const parsed = parseSynonymLines("SSR,  solid-state relay , relais statique\n\nPLC, automate, PLC\r\n");
    expect(parsed).toEqual({ ok: true, groups: [["SSR", "solid-state relay", "relais statique"], ["PLC", "automate"]] });
    expect(synonymLines(parsed.ok ? parsed.groups : [])).toBe("SSR, solid-state relay, relais statique\nPLC, automate");
  });

  it("refuses a line of one term, too many terms, a long term, too much text, naming the line", () => {
    expect(parseSynonymLines("a, b\nlonely")).toEqual({ ok: false, error: "single", line: 2 });
    expect(parseSynonymLines(Array.from({ length: 13 }, (_, i) => `t${i}`).join(","))).toEqual({ ok: false, error: "tooManyTerms", line: 1 });
    expect(parseSynonymLines(`a, ${"x".repeat(61)}`)).toEqual({ ok: false, error: "termTooLong", line: 1 });
    expect(parseSynonymLines("a, b\n".repeat(301))).toEqual({ ok: false, error: "tooManyGroups" });
    expect(parseSynonymLines("x".repeat(30_001))).toEqual({ ok: false, error: "tooLong" });
  });
});
