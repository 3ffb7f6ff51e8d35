import { useFetcher } from "react-router";
import type { MoveDirection } from "~/tasks/board-move";
import type { TaskStatus } from "~/tasks/task-schema";
import { buttonClass } from "~/components/ui/button";

const arrows: Record<MoveDirection, string> = { left: "←", right: "→", up: "↑", down: "↓" };

/** One keyboard move: a small form, so it works before JavaScript too. */
export function MoveButton({ taskId, version, direction, target, label, csrfToken, onMove }: {
  taskId: number;
  version: number;
  direction: MoveDirection;
  target: { status: TaskStatus; position: number } | undefined;
  label: string;
  csrfToken: string;
  onMove: (direction: MoveDirection, target: { status: TaskStatus; position: number }) => void;
}) {
  const fetcher = useFetcher({ key: `task-${taskId}` });
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        if (!target) return;
        event.preventDefault();
        onMove(direction, target);
      }}
    >
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={taskId} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="status" value={target?.status ?? ""} />
      <input type="hidden" name="position" value={target?.position ?? ""} />
      <button
        type="submit"
        disabled={!target}
        aria-label={label}
        title={label}
        data-move={direction}
        className={buttonClass({ variant: "secondary", size: "icon" })}
      >
        <span aria-hidden="true">{arrows[direction]}</span>
      </button>
    </fetcher.Form>
  );
}
