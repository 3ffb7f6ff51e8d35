import { LegalPage } from "~/components/legal-page";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/terms";
import { pageTexts } from "./page-texts.server";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";

export const handle = cachedPage();

const SECTIONS = ["purpose", "information", "quotes", "property", "use", "liability", "law"] as const;

// This page's own texts travel with it, not with every page (decision 041).
export const loader = (args: Route.LoaderArgs) => pageLoader(args, { access: "public" }, async (call) => ({ texts: await pageTexts(call, ["legal.terms"]) }));

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.terms.title", description: "pages.terms.intro" });

export default function Terms() {
  return <LegalPage page="terms" sections={SECTIONS} />;
}
