import type { ComponentProps } from "react";
import { Form } from "react-router";
import { CsrfField } from "./csrf-field";

/**
 * A staff form that posts one action: the anti-forgery token and the hidden `fields` (its intent,
 * the record's id when it acts on one), then the form's own controls. `confirm`, when given, is
 * asked before sending (with JavaScript; without it the form posts as it is).
 */
export function PostForm({
  fields,
  confirm,
  children,
  ...form
}: { fields: Record<string, string | number>; confirm?: string } & Omit<ComponentProps<typeof Form>, "method" | "onSubmit">) {
  return (
    <Form
      method="post"
      onSubmit={
        confirm === undefined
          ? undefined
          : (event) => {
              if (!window.confirm(confirm)) event.preventDefault();
            }
      }
      {...form}
    >
      <CsrfField />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
