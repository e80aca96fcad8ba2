/** Sales reps (investment promotion). */
import type zh from "./texts.zh";
export default {
  name: "Name",
  namePlaceholder: "Name or mobile number",
} satisfies typeof zh;
