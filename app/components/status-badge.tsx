import { Badge } from "./ui/badge";
import { EyeIcon, EyeOffIcon, PencilIcon } from "./icons";

/** Whether staff put a record on the site: shown (a product active, an article published) or not. */
export type PublicationState = "shown" | "hidden" | "draft";

const icons = { shown: <EyeIcon />, hidden: <EyeOffIcon />, draft: <PencilIcon /> };

/**
 * A record's status in the staff area: a square-cornered `state` badge with an eye (or pencil)
 * icon, so that it never looks like the lifecycle pill beside it (issue 17).
 */
export function StatusBadge({ state, children }: { state: PublicationState; children: string }) {
  return (
    <Badge kind="state" tone={state === "shown" ? "success" : "neutral"} icon={icons[state]} data-status={state}>
      {children}
    </Badge>
  );
}
