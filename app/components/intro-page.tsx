import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/seo/meta";
import { PageIntro } from "./page-intro";

type MetaArgs = Parameters<typeof pageMeta>[0];

/**
 * A page that so far holds its title and introduction (later issues fill the content in):
 * the route module re-exports `meta` and the component.
 */
export function introPage(page: string, options: { noindex?: boolean } = {}) {
  return {
    meta: (args: MetaArgs): MetaDescriptor[] =>
      pageMeta(args, { title: `pages.${page}.title`, description: `pages.${page}.intro`, ...options }),
    Component: function IntroPage() {
      return <PageIntro page={page} />;
    },
  };
}
