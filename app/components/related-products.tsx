import type { ProductSummary } from "~/catalogue/products/products.server";
import { ProductCard } from "./product-card";

/** The products a page suggests beside its subject (a product, an article): cards under their heading, left out of print. */
export function RelatedProducts({ title, products }: { title: string; products: ProductSummary[] }) {
  if (!products.length) return null;
  return (
    <section className="mt-12 print:hidden" aria-labelledby="related-title">
      <h2 id="related-title" className="text-xl font-semibold text-brand-900">{title}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => <li key={product.id}><ProductCard product={product} /></li>)}
      </ul>
    </section>
  );
}
