/** Longest e-mail address accepted (RFC 5321's path limit); zod-free, so the forms' field tables can name it. */
export const EMAIL_MAX = 254
