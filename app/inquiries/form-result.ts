/** What a page action answers to a posted contact or quote form (read by <ContactForm>). */
export type ContactFormResult =
  | { form: "inquiry"; status: "sent"; /** A quote request's reference (Q-2026-0042). */ reference?: string | null }
  | {
      form: "inquiry";
      status: "invalid" | "error";
      /** In the sender's language: the summary, or the reason the message was not sent. */
      message: string;
      fields: Record<string, string>;
      /** What was typed, so that the form shows it again. */
      values: Record<string, string>;
    };

/** The body of POST /api/inquiries: the new inquiry, or the DESIGN error format. */
export type InquiryApiResponse =
  | { id: number; kind: string; reference?: string }
  | { error: { code: string; message: string; fields?: Record<string, string> } };

export function isContactFormResult(value: unknown): value is ContactFormResult {
  return typeof value === "object" && value !== null && (value as { form?: unknown }).form === "inquiry";
}
