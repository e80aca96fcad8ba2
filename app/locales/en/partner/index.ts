/** The partner network's screens' texts, in English (the same shape as zh/partner). */
import agent from "./agent";

export default { agent };
