/**
 * Refuses physical left/right Tailwind classes in components (decision 066): the site is also
 * written right to left (Arabic), where "left" and "right" swap. Logical classes follow the page's
 * direction: ps-/pe- for padding, ms-/me- for margin, start-/end- for position, text-start/end,
 * border-s/e, rounded-s/e, float-start/end. A class string anywhere in a component is checked
 * (className, a constant, a template literal); variants such as `sm:` and `!` are read through.
 */

const PHYSICAL =
  /(?<![\w\-./[])((?:[\w\-[\]&@/]+:)*!?-?)((?:pl|pr|ml|mr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-(?:[0-9][0-9./]*|px|auto|full|screen|none|sm|md|lg|[0-9]?xl|white|black|transparent|current|inherit|[a-z]+-[0-9]{2,3}(?:\/[0-9]+)?|\[[^\]\s]+\])|text-left|text-right|border-l|border-r|rounded-l|rounded-r|float-left|float-right|clear-left|clear-right)(?![\w\-[])/g;

const LOGICAL = [
  ["rounded-tl-", "rounded-ss-"],
  ["rounded-tr-", "rounded-se-"],
  ["rounded-bl-", "rounded-es-"],
  ["rounded-br-", "rounded-ee-"],
  ["border-l-", "border-s-"],
  ["border-r-", "border-e-"],
  ["rounded-l-", "rounded-s-"],
  ["rounded-r-", "rounded-e-"],
  ["scroll-ml-", "scroll-ms-"],
  ["scroll-mr-", "scroll-me-"],
  ["scroll-pl-", "scroll-ps-"],
  ["scroll-pr-", "scroll-pe-"],
  ["pl-", "ps-"],
  ["pr-", "pe-"],
  ["ml-", "ms-"],
  ["mr-", "me-"],
  ["left-", "start-"],
  ["right-", "end-"],
];
const EXACT = {
  "text-left": "text-start",
  "text-right": "text-end",
  "border-l": "border-s",
  "border-r": "border-e",
  "rounded-l": "rounded-s",
  "rounded-r": "rounded-e",
  "float-left": "float-start",
  "float-right": "float-end",
  "clear-left": "clear-start",
  "clear-right": "clear-end",
};

/** The logical class for a physical one ("pl-4" -> "ps-4"). */
export function logicalOf(utility) {
  if (EXACT[utility]) return EXACT[utility];
  const pair = LOGICAL.find(([physical]) => utility.startsWith(physical));
  return pair ? pair[1] + utility.slice(pair[0].length) : utility;
}

/** The physical classes of a class string, with the logical ones to use instead. */
export function physicalClasses(text) {
  return [...text.matchAll(PHYSICAL)].map((match) => ({ found: match[1] + match[2], logical: match[1] + logicalOf(match[2]) }));
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Use logical (start/end) Tailwind classes, not physical left/right ones, so that right-to-left pages mirror." },
    messages: { physical: "“{{found}}” is physical: use “{{logical}}”, which follows the page's direction (right to left in Arabic)." },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      for (const { found, logical } of physicalClasses(text)) context.report({ node, messageId: "physical", data: { found, logical } });
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      JSXText() {},
    };
  },
};

export default { rules: { "logical-classes": rule } };
