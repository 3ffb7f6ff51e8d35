import { redirect } from "react-router";

// The board is for administrators only (admin operations issue); nobody can sign in yet.
export function loader() {
  throw redirect("/admin/login");
}

export default function Kanban() {
  return null;
}
