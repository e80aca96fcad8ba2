/** The statuses the error pages show, and the key naming each one's texts (`errors.<key>.title`, `.text`). */
export type ErrorStatus = 400 | 403 | 404 | 500;

export const ERROR_KEYS = { 400: "badRequest", 403: "forbidden", 404: "notFound", 500: "serverError" } as const;
