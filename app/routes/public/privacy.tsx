import { LegalPage } from "~/components/legal-page";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/privacy";
import { pageTexts } from "./page-texts.server";
import { pageLoader } from "~/http/kit.server";
import { cachedPage } from "~/http/page-query";

export const handle = cachedPage();

const SECTIONS = ["controller", "data", "purposes", "basis", "retention", "recipients", "rights", "security"] as const;

// This page's own texts travel with it, not with every page (decision 041).
export const loader = (args: Route.LoaderArgs) => pageLoader(args, { access: "public" }, async (call) => ({ texts: await pageTexts(call, ["legal.privacy"]) }));

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.privacy.title", description: "pages.privacy.intro" });

export default function Privacy() {
  return <LegalPage page="privacy" sections={SECTIONS} />;
}
