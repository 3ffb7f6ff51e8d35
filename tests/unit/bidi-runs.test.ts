import { describe, expect, it } from "vitest";
import { isolateTechnicalRuns, technicalRuns } from "~/i18n/bidi";
import { renderMarkdown } from "~/news/markdown.server";

const technical = (text: string) => technicalRuns(text).filter((run) => run.technical).map((run) => run.text);

describe("technical runs inside a text (app/i18n/bidi.ts)", () => {
  it("finds part numbers, values with their units, references and phone numbers inside Arabic text", () => {
    expect(technical("حساس تقارب حثي، M18، مسافة 5 mm مدرّع، PNP NO")).toEqual(["M18", "5 mm", "PNP NO"]);
    expect(technical("مرحل RM22TG20 بجهد 24 V DC")).toEqual(["RM22TG20", "24 V DC"]);
    expect(technical("عرض السعر Q-2026-0042 بتاريخ اليوم")).toEqual(["Q-2026-0042"]);
    expect(technical("اتصل بنا على +212 522 00 00 00")).toEqual(["+212 522 00 00 00"]);
    expect(technical("مصدر طاقة 100–240 V AC")).toEqual(["100–240 V AC"]);
    // A minus written as a hyphen stays with its number: "-20…120 °C", not "20…120 °C" and a lone "-".
    expect(technical("حساس حرارة TBS بشاشة عرض، -20…120 °C، PNP × 2")).toEqual(["TBS", "-20…120 °C", "PNP × 2"]);
  });

  it("leaves a closing bracket the run did not open outside it, and keeps one it opened", () => {
    expect(technical("الخصم (20%)")).toEqual(["20%"]);
    expect(technical("موصل M12 (4 pins)")).toEqual(["M12 (4 pins)"]);
  });

  it("gives the text back unchanged when its pieces are joined: nothing is added to what staff wrote", () => {
    for (const text of ["حساس تقارب حثي، M18، مسافة 5 mm مدرّع", "Inductive sensor M18, 5 mm", "", "   ", "الخصم (20%) + 5 €", "مرحل"]) {
      expect(technicalRuns(text).map((run) => run.text).join("")).toBe(text);
    }
  });

  it("isolates each run between LRI and PDI for drawing (PDFs)", () => {
    expect(isolateTechnicalRuns("مسافة 5 mm")).toBe("مسافة \u20665 mm\u2069");
  });
});

describe("Markdown on right-to-left pages", () => {
  const body = "مستشعر **M18** بمسافة 5 mm، انظر `RM22TG20` و [الكتالوج](https://example.com/a?b=1&c=2).\n\n- تيار 8 A";

  it("isolates the technical runs of the text in <bdi dir=\"ltr\">, code and links kept as written", () => {
    const html = renderMarkdown(body, { isolateRuns: true });
    expect(html).toContain('<strong><bdi dir="ltr">M18</bdi></strong>');
    expect(html).toContain('بمسافة <bdi dir="ltr">5 mm</bdi>،');
    expect(html).toContain("<code>RM22TG20</code>");
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">الكتالوج</a>');
    expect(html).toContain('<li>تيار <bdi dir="ltr">8 A</bdi></li>');
  });

  it("changes nothing on left-to-right pages, and escapes text inside the isolates", () => {
    expect(renderMarkdown(body)).not.toContain("<bdi");
    expect(renderMarkdown("نص 5 < 6 & A&B", { isolateRuns: true })).toBe('<p>نص <bdi dir="ltr">5</bdi> &lt; <bdi dir="ltr">6 &amp; A&amp;B</bdi></p>\n');
  });

  it("lets only a direction through on a <bdi> written in the Markdown", () => {
    expect(renderMarkdown('<bdi dir="rtl" onclick="x()">نص</bdi>', { isolateRuns: true })).toBe('<p><bdi dir="rtl">نص</bdi></p>\n');
  });
});
