/** The longest text staff can save for one key and language (checked by the server). */
export const MAX_TEXT_LENGTH = 5000;
