import { LegalPage } from "~/components/legal-page";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/terms";

const SECTIONS = ["purpose", "information", "quotes", "property", "use", "liability", "law"] as const;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.terms.title", description: "pages.terms.intro" });

export default function Terms() {
  return <LegalPage page="terms" sections={SECTIONS} />;
}
