import type { Rule } from "eslint";

export function logicalOf(utility: string): string;
export function physicalClasses(text: string): Array<{ found: string; logical: string }>;
declare const plugin: { rules: { "logical-classes": Rule.RuleModule } };
export default plugin;
