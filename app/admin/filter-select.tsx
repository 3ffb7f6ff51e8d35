import { Select } from "~/components/ui/select";

/** A filter of a GET form: its label around a select whose first choice, "all", filters nothing. */
export function FilterSelect({ label, name, value, all, options, inline = false, className = "" }: {
  label: string;
  name: string;
  value: string | undefined;
  /** The empty choice's text; without it there is none (a sort always has a value). */
  all?: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  inline?: boolean;
  className?: string;
}) {
  return (
    <label className={`text-sm font-medium text-slate-700 ${className}`.trim()}>
      {label}
      <Select inline={inline} name={name} defaultValue={value ?? ""} className={inline ? "mt-1 block" : undefined}>
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map(([option, text]) => (
          <option key={option} value={option}>{text}</option>
        ))}
      </Select>
    </label>
  );
}
