import { redirect } from "react-router";

/** Spec §2: / redirects to /main. */
export function loader() {
  return redirect("/main");
}
