/** The theme every tenant gets unless its design settings name another (spec §9). */
export const DEFAULT_THEME = "theme-fhb";
