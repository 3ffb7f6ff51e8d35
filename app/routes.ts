import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  ...prefix("api", [
    route("categories", "routes/api/categories.ts"),
    route("categories/featured", "routes/api/categories-featured.ts"),
    route("subcategories", "routes/api/subcategories.ts"),
    route("applications", "routes/api/applications.ts"),
    route("products", "routes/api/products.ts"),
    route("products/:id", "routes/api/product.ts"),
    route("search", "routes/api/search.ts"),
    route("inquiries", "routes/api/inquiries.ts"),
    route("newsletter", "routes/api/newsletter.ts"),
    route("admin/auth-status", "routes/api/admin/auth-status.ts"),
    route("admin/login", "routes/api/admin/login.ts"),
    route("admin/logout", "routes/api/admin/logout.ts"),
    route("admin/media", "routes/api/admin/media.ts"),
    route("admin/products", "routes/api/admin/products.ts"),
    route("admin/products/:id", "routes/api/admin/product.ts"),
    route("admin/products/export", "routes/api/admin/products-export.ts"),
    route("admin/products/import", "routes/api/admin/products-import.ts"),
    route("admin/*", "routes/api/admin/not-found.ts"),
  ]),

  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),

  // Staff pages: no public header or footer, no language prefix.
  layout("routes/admin/staff-layout.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    route("admin", "routes/admin/admin-area.tsx", [
      index("routes/admin/products.tsx"),
      route("products/new", "routes/admin/product-new.tsx"),
      route("products/:id/edit", "routes/admin/product-edit.tsx"),
      route("products/csv", "routes/admin/products-csv.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("inquiries", "routes/admin/inquiries.tsx"),
      route("translations", "routes/admin/translations.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("audit", "routes/admin/audit-log.tsx"),
      route("*", "routes/admin/admin-tab.tsx"),
    ]),
    route("kanban", "routes/admin/kanban.tsx"),
  ]),

  // Public pages: English at /..., French at /fr/... (the layout refuses any other prefix).
  route(":lang?", "routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("products", "routes/public/products.tsx"),
    route("products/:id", "routes/public/product.tsx"),
    route("about", "routes/public/about.tsx"),
    route("aerospace", "routes/public/aerospace.tsx"),
    route("services", "routes/public/services.tsx"),
    route("applications", "routes/public/applications.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("catalogues", "routes/public/catalogues.tsx"),
    route("favorites", "routes/public/favorites.tsx"),
    route("quote", "routes/public/quote.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("cookies", "routes/public/cookies.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("admin-contact", "routes/public/admin-contact.tsx"),
    route("textedit", "routes/public/textedit.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
