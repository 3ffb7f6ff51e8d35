import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The `handle`s of the routes a path matches in the built app, root first: what the page cache
 * asks a page before rendering it (app/http/page-query.ts). React Router's own matcher on the
 * build's route tree, so a path matches here exactly as it renders.
 */
export function routeHandles(routes: ServerBuild["routes"]): (pathname: string) => readonly unknown[] {
  const listed = Object.values(routes).filter((route) => route !== undefined);
  type Listed = (typeof listed)[number];
  const children = new Map<string | undefined, Listed[]>();
  const nodeOf = (route: Listed): RouteObject => {
    const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    return route.index ? { ...common, index: true } : { ...common, children: (children.get(route.id) ?? []).map(nodeOf) };
  };
  for (const route of listed) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  const tree = (children.get(undefined) ?? []).map(nodeOf);
  return (pathname) => matchRoutes(tree, pathname)?.map((match) => (match.route.id ? routes[match.route.id]?.module.handle : undefined)) ?? [];
}
