import { translate, type PackedMessages, unpackMessages } from "~/i18n/translate";
import type { MetaTag } from "~/seo/meta";

interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** A staff page's title ("Products · Administration"), kept out of search engines. */
export function adminMeta(args: MetaArgsLike, titleKey: string): MetaTag[] {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { messages: PackedMessages } | undefined;
  const t = (key: string) => (root ? translate(unpackMessages(root.messages), key) : key);
  return [{ title: `${t(titleKey)} · ${t("admin.title")}` }, { name: "robots", content: "noindex, nofollow" }];
}
