import { Form, Link, useLoaderData, useNavigation } from "react-router";
import type { AdminAttribute } from "~/catalogue/specs/attribute-record";
import { buttonClass } from "~/components/ui/button";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";

interface DeleteLoaderData {
  attribute: AdminAttribute;
  impact: { products: number; families: number };
  csrfToken: string;
}

/** The second step before deleting an attribute: it takes every product's value of it with it. */
export function AttributeDeletePage() {
  const { t, locale } = useTranslation();
  const navigation = useNavigation();
  const { attribute, impact, csrfToken } = useLoaderData<DeleteLoaderData>();
  const name = pickLocalized(attribute.name, locale) || attribute.key;
  return (
    <section aria-labelledby="delete-title" className="max-w-2xl">
      <h1 id="delete-title" className="text-2xl font-semibold text-brand-900">
        {t("admin.attributes.deleteTitle", { name })}
      </h1>
      <div role="alert" data-testid="delete-warning" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        <p>
          {t("admin.attributes.deleteWarning.values", { name, products: t("admin.attributes.productCount", { count: impact.products }) })}
        </p>
        {impact.families > 0 ? <p className="mt-2">{t("admin.attributes.deleteWarning.families", { families: t("admin.attributes.familyCount", { count: impact.families }) })}</p> : null}
        {impact.products > 0 ? <p className="mt-2 font-semibold">{t("admin.attributes.deleteWarning.irreversible")}</p> : null}
      </div>
      <Form method="post" className="mt-6 flex gap-3">
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <button type="submit" disabled={navigation.state === "submitting"} className={buttonClass({ variant: "danger" })}>
          {t("admin.attributes.confirmDelete")}
        </button>
        <Link to="/admin/attributes" className={buttonClass({ variant: "secondary" })}>
          {t("admin.attributes.cancel")}
        </Link>
      </Form>
    </section>
  );
}
