/** 敏感词 (/system/sensitive) and 白名单 (/system/sensitiveWhite): one screen, two lists (client-safe). */
export type WordKind = "words" | "white";

export const WORD_PATHS: Record<WordKind, string> = { words: "/system/sensitive", white: "/system/sensitiveWhite" };

export type SensitiveWord = { id: string; word: string; createTime: string; updateTime: string };
