/** Done reads what My to-do reads (ADR 025). */
export { default } from "../todo/texts.en";
