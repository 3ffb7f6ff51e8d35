import { LegalPage } from "~/components/legal-page";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/privacy";

const SECTIONS = ["controller", "data", "purposes", "basis", "retention", "recipients", "rights", "security"] as const;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "pages.privacy.title", description: "pages.privacy.intro" });

export default function Privacy() {
  return <LegalPage page="privacy" sections={SECTIONS} />;
}
