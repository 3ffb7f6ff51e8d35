import type { DocumentKind } from "./bulk/file-name";

/** The kinds a document linked from the Media screen may take (those a bulk file name may carry). */
export const RELINK_KINDS = ["datasheet", "manual", "certificate", "drawing"] as const satisfies readonly DocumentKind[];
