import { useActionData, useLoaderData } from "react-router";
import { ScreenHeading } from "~/admin/screen-heading";
import type { AdminAttribute } from "~/catalogue/specs/attribute-record";
import type { FieldIssue } from "~/http/errors";
import { pickLocalized } from "~/i18n/locales";
import { useTranslation } from "~/i18n/use-translation";
import { AttributeForm } from "./attribute-form";

export interface AttributeEditLoaderData {
  attribute: AdminAttribute | null;
  csrfToken: string;
}

/** The page around the form: title, a way back, and the delete link of a stored attribute. */
export function AttributeEditPage() {
  const { t, locale } = useTranslation();
  const { attribute, csrfToken } = useLoaderData<AttributeEditLoaderData>();
  const refused = useActionData<{ errors: FieldIssue[]; values: Record<string, string> }>();
  const title = attribute ? t("admin.attributes.editTitle", { name: pickLocalized(attribute.name, locale) || attribute.key }) : t("admin.attributes.newTitle");
  return (
    <section aria-labelledby="attribute-edit-title" className="max-w-5xl">
      <ScreenHeading
        id="attribute-edit-title"
        back={{ to: "/admin/attributes", label: t("admin.attributes.back") }}
        title={title}
        facts={attribute ? [t("admin.attributes.productCount", { count: attribute.productCount }), t("admin.attributes.inFamilies", { count: attribute.familyCount })] : []}
        remove={attribute ? { to: `/admin/attributes/${attribute.id}/delete`, label: t("admin.attributes.delete") } : undefined}
      />
      {/* Keyed by attribute so a new attribute's form starts empty after navigating from an edit. */}
      <AttributeForm key={attribute?.id ?? "new"} attribute={attribute} csrfToken={csrfToken} refused={refused} />
    </section>
  );
}
