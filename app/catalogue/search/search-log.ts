/** The zero-result log shows the searches of this many days (both sides read it). */
export const SEARCH_LOG_DAYS = 30;
