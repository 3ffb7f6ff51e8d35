import type { Lifecycle } from "~/catalogue/products/lifecycle";
import { useTranslation } from "~/i18n/use-translation";
import { Badge, type BadgeTone } from "./ui/badge";

const tones: Record<Lifecycle, BadgeTone> = { active: "success", new: "info", nrnd: "warning", obsolete: "danger" };

export function LifecycleBadge({ lifecycle }: { lifecycle: string }) {
  const { t } = useTranslation();
  return <Badge tone={tones[lifecycle as Lifecycle] ?? "success"}>{t(`lifecycle.${lifecycle}`)}</Badge>;
}
