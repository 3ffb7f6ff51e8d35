/**
 * Message namespaces that only one page shows (the long texts of the company and legal pages, the
 * FAQ of the contact page) or that only the server uses (mails). They stay out of the root's
 * messages, which every page carries in its hydration data, and travel with the loader of the page
 * that shows them as `texts` (issue 14, decision 041).
 */
export const pageNamespaces = [
  "about",
  "adminContact",
  "aerospacePage",
  "cataloguesPage",
  "faq",
  "industries",
  "legal",
  "mail",
  "services",
] as const;

export type PageNamespace = (typeof pageNamespaces)[number];

/** What a page asks for: a namespace, or a part of one ("legal.privacy"). */
export type PageTextsKey = PageNamespace | `${PageNamespace}.${string}`;

const pageNamespaceSet: ReadonlySet<string> = new Set(pageNamespaces);

/** The namespace of a message key: "legal.privacy.title" -> "legal". */
export const namespaceOf = (key: string) => key.slice(0, key.indexOf("."));

export const isPageNamespace = (namespace: string) => pageNamespaceSet.has(namespace);
