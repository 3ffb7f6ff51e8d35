import type { RequestArgs } from "~/http/kit.server";
import { preferredLocale } from "~/i18n/language.server";
import { inquiryApi } from "../public/inquiry.server";

/** POST /api/inquiries: a contact message or quote request (`kind`), JSON or form-encoded. */
export const action = (args: RequestArgs) => inquiryApi(args, preferredLocale(args.request));
export const loader = (args: RequestArgs) => inquiryApi(args, preferredLocale(args.request));
