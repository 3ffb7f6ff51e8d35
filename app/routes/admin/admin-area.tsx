import { redirect } from "react-router";

// No administrator can be signed in until sign-in exists (administrator issue): every /admin path
// goes to the login page, as SPEC §4 says for a visitor who is not authenticated.
export function loader() {
  throw redirect("/admin/login");
}

export default function AdminArea() {
  return null;
}
