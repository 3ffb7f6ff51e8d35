import { Outlet, useNavigation } from "react-router";
import { AdminSessionProvider } from "~/admin/admin-session";
import { Toaster } from "~/admin/toaster";
import { LoadingIndicator } from "~/components/loading-indicator";

// The task board has its own loading message (SPEC §2).
function StaffLoadingIndicator() {
  const navigation = useNavigation();
  const toBoard = navigation.location?.pathname === "/kanban";
  return <LoadingIndicator messageKey={toBoard ? "admin.kanbanLoading" : "common.loading"} />;
}

/** Around the sign-in page, the admin area and the task board: session, toasts, loading. */
export default function StaffLayout() {
  return (
    <AdminSessionProvider>
      <StaffLoadingIndicator />
      <Outlet />
      <Toaster />
    </AdminSessionProvider>
  );
}
