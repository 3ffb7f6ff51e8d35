import { redirect } from "react-router";

export function loader() {
  throw redirect("/admin/login");
}

export default function AdminTab() {
  return null;
}
