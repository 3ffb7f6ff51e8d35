// The administrator the browser tests' server creates at start (ADMIN_USERNAME / ADMIN_PASSWORD).
export const E2E_ADMIN = { username: "admin", password: "e2e admin password" };
