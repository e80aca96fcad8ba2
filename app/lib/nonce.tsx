import { createContext, useContext } from "react";

/** The CSP nonce of this response, provided by entry.server; empty in the browser. */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
