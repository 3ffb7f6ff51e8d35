import { Marked, Renderer, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { technicalRuns } from "~/i18n/bidi";

// Staff write articles in Markdown. Whatever HTML the Markdown carries (or a pasted <script>) goes
// through an allow-list: only text structure, links and images survive, never scripts, styles,
// event handlers or javascript: URLs.
const OPTIONS = { gfm: true, breaks: false, async: false } as const;
const marked = new Marked(OPTIONS);

// Marked's own rendering of a text token (escaped as it escapes every text).
const renderText = Renderer.prototype.text;

/*
 * On a right-to-left page every technical run of the text ("M18", "5 mm", "24 V DC") is isolated
 * left to right (app/i18n/bidi.ts): the same Markdown, with each plain text piece cut into its runs.
 * Code spans and blocks are left as they are (they read left to right already).
 */
const isolating = new Marked(OPTIONS).use({
  renderer: {
    text(token: Tokens.Text | Tokens.Escape) {
      if (("tokens" in token && token.tokens) || ("escaped" in token && token.escaped)) return renderText.call(this, token);
      return technicalRuns(token.text)
        .map((run) => {
          const html = renderText.call(this, { type: "text", raw: run.text, text: run.text });
          return run.technical ? `<bdi dir="ltr">${html}</bdi>` : html;
        })
        .join("");
    },
  },
});

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "strong", "em", "del", "code", "pre", "blockquote",
    "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "bdi",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    bdi: [{ name: "dir", values: ["ltr", "rtl"] }],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // A heading level 1 is the page's title: the body's "# x" becomes a level-2 heading.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
};

/**
 * Markdown to HTML that is safe to put in a page as it is. `isolateRuns` on right-to-left pages:
 * the technical runs of the text are isolated left to right.
 */
export function renderMarkdown(markdown: string, { isolateRuns = false }: { isolateRuns?: boolean } = {}): string {
  return sanitizeHtml((isolateRuns ? isolating : marked).parse(markdown) as string, allowed);
}

/** Markdown to one line of plain text (feeds' descriptions, meta descriptions). */
export function markdownToText(markdown: string, max = 300): string {
  const text = sanitizeHtml(marked.parse(markdown) as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
