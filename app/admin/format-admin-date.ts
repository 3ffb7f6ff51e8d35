// One time zone on the server and in every browser, so a server-rendered date hydrates unchanged;
// the company's own (Casablanca) is the one staff reason in.
const TIME_ZONE = "Africa/Casablanca";

export function formatAdminDate(value: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(new Date(value));
}
