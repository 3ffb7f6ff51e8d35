import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "notFound.title", noindex: true });

export default function NotFoundPage() {
  return <NotFound />;
}
