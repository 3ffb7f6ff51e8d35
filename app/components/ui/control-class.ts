/** The look of text inputs, selects and text areas; `inline` ones keep their own width. */
export function controlClass({ inline = false, className = "" }: { inline?: boolean; className?: string }): string {
  const width = inline ? "max-w-full" : "mt-1 block w-full";
  return `${width} rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 ${className}`.trim();
}
