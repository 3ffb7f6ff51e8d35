export const MAX_REPLY_SUBJECT = 300;
export const MAX_REPLY_BODY = 20_000;
