CREATE TABLE IF NOT EXISTS users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email         citext UNIQUE NOT NULL,
  password_hash text NOT NULL,
  roles         text[] NOT NULL DEFAULT '{user}',
  created_at    timestamptz NOT NULL DEFAULT now(),
  locked_until  timestamptz
);

CREATE TABLE IF NOT EXISTS refresh_tokens (
  id          bigserial PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id   uuid NOT NULL,
  token_hash  char(64) UNIQUE NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS refresh_tokens_family ON refresh_tokens(family_id);

CREATE TABLE IF NOT EXISTS audit_events (
  id         bigserial PRIMARY KEY,
  at         timestamptz NOT NULL DEFAULT now(),
  event      text NOT NULL,
  user_id    uuid,
  ip         inet,
  detail     jsonb NOT NULL DEFAULT '{}'
);
