import type { Ref, SelectHTMLAttributes } from "react";
import { controlClass } from "./control-class";
import { useFieldControl } from "./field";

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { inline?: boolean; ref?: Ref<HTMLSelectElement> };

/** A native select; inside a Field it is wired to its label, hint and error. */
export function Select({ inline, className, ...props }: SelectProps) {
  return <select {...props} {...useFieldControl(props)} className={controlClass({ inline, className })} />;
}
