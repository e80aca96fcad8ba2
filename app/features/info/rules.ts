/** The new password's length (shared by the schema and the form's hints; no zod here). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
