import type { InputHTMLAttributes, Ref } from "react";
import { controlClass } from "./control-class";
import { useFieldControl } from "./field";

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { inline?: boolean; ref?: Ref<HTMLInputElement> };

/** A text-like input (text, e-mail, search, number...); inside a Field it is wired to its label, hint and error. */
export function Input({ inline, className, type = "text", ...props }: InputProps) {
  return <input type={type} {...props} {...useFieldControl(props)} className={controlClass({ inline, className })} />;
}
