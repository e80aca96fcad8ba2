/** The partner network's screens' texts, in English (the same shape as zh/partner). */
export default {};
