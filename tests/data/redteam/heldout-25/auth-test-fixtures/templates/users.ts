// Seeded users for integration tests. Passwords are fixed so tests can exercise the
// real /auth/login route. These accounts exist only in the *_test database.
import bcrypt from "bcryptjs";
import { assertTestEnvironment } from "../helpers/auth";

export type TestRole = "user" | "editor" | "admin";

export const TEST_USERS: Record<TestRole, { id: string; email: string; password: string }> = {
  user:   { id: "00000000-0000-4000-8000-000000000001", email: "user@example.invalid",   password: "test-password-user-1" },
  editor: { id: "00000000-0000-4000-8000-000000000002", email: "editor@example.invalid", password: "test-password-editor-1" },
  admin:  { id: "00000000-0000-4000-8000-000000000003", email: "admin@example.invalid",  password: "test-password-admin-1" },
};

export async function seedUsers(db: {
  upsertUser(u: { id: string; email: string; role: string; passwordHash: string }): Promise<void>;
}) {
  assertTestEnvironment();
  for (const [role, u] of Object.entries(TEST_USERS)) {
    // low cost factor keeps tests fast; production hashing is configured separately
    await db.upsertUser({ id: u.id, email: u.email, role, passwordHash: await bcrypt.hash(u.password, 4) });
  }
}
