/** 0006: MCC, bank info, blacklist, sensitive words, logs, uploaded files. */
export default ``;
