import type { Ref, TextareaHTMLAttributes } from "react";
import { controlClass } from "./control-class";
import { useFieldControl } from "./field";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** A text area; inside a Field it is wired to its label, hint and error. */
export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea {...props} {...useFieldControl(props)} className={controlClass({ className })} />;
}
