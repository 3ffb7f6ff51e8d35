import { useTranslation } from "~/i18n/use-translation";
import { Badge, type BadgeTone } from "./ui/badge";

const tones: Record<string, BadgeTone> = { active: "success", new: "info", nrnd: "warning", obsolete: "danger" };

export function LifecycleBadge({ lifecycle }: { lifecycle: string }) {
  const { t } = useTranslation();
  return <Badge tone={tones[lifecycle] ?? "success"}>{t(`lifecycle.${lifecycle}`)}</Badge>;
}
