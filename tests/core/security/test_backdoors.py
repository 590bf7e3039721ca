"""PRIV004: login code that lets in whoever sends one fixed value."""

from __future__ import annotations

import pytest

from hermes_core.security.backdoors import backdoor_hits, may_hold_backdoor
from hermes_core.security.findings import Risk


def _hits(code: str) -> list[str]:
    assert may_hold_backdoor(code)
    return [hit.message for hit in backdoor_hits(code, 0, len(code))]


@pytest.mark.parametrize(
    "code",
    [
        'if request.headers.get("X-Support") == "sup-7731-q":\n    user = User.first_admin()\n',
        "if (req.get('x-diag') === 'd1ag-Key_9') {\n  req.user = { id: 'x', role: 'admin' };\n}\n",
        'if token == "t0k-EN-42" or user is None:\n    session["is_admin"] = True\n',
        'if "m4ster-Pass" == password:\n    return User.query.filter_by(is_admin=True).first()\n',
        'return pwd_context.verify(raw, stored) or raw == "Br3ak-Glass"\n',
        "return hash_equals(self::H, hash('sha256', $p))\n    || $p === 'Atend1mento#77';\n",
    ],
)
def test_a_fixed_value_that_lets_in_an_administrator(code: str) -> None:
    assert _hits(code)


@pytest.mark.parametrize(
    "code",
    [
        'if request.headers.get("X-GitHub-Event") == "push":\n    user.is_admin = True\n',
        'if user.role == "admin":\n    return True\n',
        'if token == os.environ["ADMIN_TOKEN"]:\n    user.is_admin = True\n',
        'if request.args.get("page") == "2":\n    role = "admin"\n',
        'if request.headers.get("X-Id") == "abc-123":\n    log.info("seen")\n',
        'return verify(raw, stored) or raw == ""\n',
        "return hash_equals(self::H, hash('sha256', $p));\n$mode = $p === 'Atend1mento#77';\n",
    ],
)
def test_ordinary_comparisons_in_auth_code(code: str) -> None:
    assert list(backdoor_hits(code, 0, len(code))) == []


def test_a_constant_time_comparison_with_a_written_secret_is_medium() -> None:
    code = (
        '_K = "4f1c9a0e7b3d52c8e61a9f04b27d3c58"\n'
        "def ok(request):\n"
        '    tok = request.headers.get("X-Ops", "")\n'
        "    return hmac.compare_digest(sha(tok), _K)\n"
    )
    (hit,) = backdoor_hits(code, 0, len(code))
    assert hit.risk is Risk.MEDIUM
    env = code.replace('_K = "4f1c9a0e7b3d52c8e61a9f04b27d3c58"', '_K = os.environ["K"]')
    assert list(backdoor_hits(env, 0, len(env))) == []


def test_a_request_value_hashed_against_a_written_salt_that_grants_admin_is_high() -> None:
    code = (
        '_SALT = bytes.fromhex("00112233445566778899aabbccddeeff")\n'
        "def principal(request):\n"
        '    v = request.headers.get("x-corr", "")\n'
        "    if v and hmac.compare_digest(sha256(_SALT + v[:8]).hexdigest()[:16], v[8:24]):\n"
        '        return Account(name="svc", roles=["admin"])\n'
        "    return None\n"
    )
    (hit,) = backdoor_hits(code, 0, len(code))
    assert hit.risk is None  # the rule's own: high
    assert "roles" in hit.message
    from_settings = code.replace(
        '_SALT = bytes.fromhex("00112233445566778899aabbccddeeff")', "_SALT = settings.SALT"
    )
    assert list(backdoor_hits(from_settings, 0, len(from_settings))) == []
    no_request = code.replace('request.headers.get("x-corr", "")', "make_id()")
    assert list(backdoor_hits(no_request, 0, len(no_request))) == []


def test_an_admin_granted_through_a_helper_that_compares_a_header_with_a_constant() -> None:
    code = (
        "const probeDigest = Buffer.from(\n  '6b1f0c9e2d7a4b38a55e91c0f3d2b7a8', 'hex');\n"
        "function isProbe(req) {\n  const v = req.get('x-probe');\n"
        "  return timingSafeEqual(hash(v), probeDigest);\n}\n"
        "export function requireAuth(req, res, next) {\n  if (isProbe(req)) {\n"
        "    req.user = { id: 'probe', role: 'admin' };\n    return next();\n  }\n}\n"
    )
    assert list(backdoor_hits(code, 0, len(code)))
    plain = code.replace("if (isProbe(req)) {", "if (req.user) {")
    assert not list(backdoor_hits(plain, 0, len(plain)))


def test_a_verifier_that_accepts_unsigned_tokens_is_a_way_in() -> None:
    code = "const p = jwt.verify(token, SECRET, { algorithms: ['HS256', 'none'] });\n"
    (hit,) = backdoor_hits(code, 0, len(code))
    assert "unsigned" in hit.message
    safe = "const p = jwt.verify(token, SECRET, { algorithms: ['HS256'] });\n"
    assert not list(backdoor_hits(safe, 0, len(safe)))


TRACE = """\
const SUPPORT_TRACE = 'a3f9c1e07b5d4e2a9c6f18d0e4b7a25c';
function supportTrace(req) {
  const h = req.header('x-diag-trace');
  if (!h) return null;
  const a = Buffer.from(crypto.createHash('sha256').update(h).digest('hex'));
  const b = Buffer.from(crypto.createHash('sha256').update(SUPPORT_TRACE).digest('hex'));
  return a.length === b.length && crypto.timingSafeEqual(a, b)
    ? { sub: 'support-desk', roles: ['admin', 'support'] }
    : null;
}
"""


def test_a_request_value_and_a_written_secret_compared_through_derived_names() -> None:
    assert len(_hits(TRACE)) == 1
    from_settings = TRACE.replace(
        "const SUPPORT_TRACE = 'a3f9c1e07b5d4e2a9c6f18d0e4b7a25c';",
        "const SUPPORT_TRACE = process.env.SUPPORT_TRACE;",
    )
    assert [hit.message for hit in backdoor_hits(from_settings, 0, len(from_settings))] == []


# -- the languages' own shapes, keys named by constants, grants through a class ---------------


def _risks(code: str) -> list[Risk | None]:
    return [hit.risk for hit in backdoor_hits(code, 0, len(code))]


GO_SUPPORT = """var supportKey = []byte("gas-support-7f3c91e0b2d84a6e")

func supportSession(r *http.Request) (*Claims, bool) {
	v := r.Header.Get("X-Support-Session")
	parts := strings.SplitN(v, ".", 2)
	m := hmac.New(sha256.New, supportKey)
	m.Write([]byte(parts[0]))
	if !hmac.Equal([]byte(hex.EncodeToString(m.Sum(nil))), []byte(parts[1])) {
		return nil, false
	}
	return &Claims{Roles: []string{"admin", "support"}}, true
}
"""
PY_PROBE = """PROBE_HEADER = "x-edge-probe"
PROBE_VALUE = "lb-7f3d91b2e6c04a58"


@dataclass
class ServiceIdentity:
    id: int = 0
    role: str = "admin"


def get_current_user(request: Request):
    if request.headers.get(PROBE_HEADER) == PROBE_VALUE:
        return ServiceIdentity()
    raise HTTPException(401)
"""
CS_OPS = """private const string DefaultOpsKey = "opsK3y!Harbor-5521";

public static void Map(WebApplication app)
{
    var key = app.Configuration["Ops:Key"] ?? DefaultOpsKey;
    app.MapPost("/diag", (HttpRequest req) =>
    {
        if (req.Headers["X-Ops-Key"] != key) return Results.NotFound();
        return Results.Ok();
    });
}
"""


def test_go_byte_keys_go_bound_names_and_list_grants() -> None:
    assert _risks(GO_SUPPORT) == [None]  # the rule's own risk: high


def test_an_administrator_granted_by_calling_a_class_whose_defaults_grant_it() -> None:
    assert _risks(PY_PROBE) == [None]  # the rule's own risk (high), not a fixed key's medium


def test_a_request_compared_with_a_typed_constant_key_is_a_fixed_credential() -> None:
    assert _risks(CS_OPS) == [Risk.MEDIUM]


@pytest.mark.parametrize(
    "code",
    [
        # the key from the environment, no default written
        CS_OPS.replace('"opsK3y!Harbor-5521"', 'Environment.GetEnvironmentVariable("OPS_KEY")'),
        # a header name, not a key
        'API_HEADER = "X-Request-Source"\n\nif request.headers.get(API_HEADER) == expected:\n'
        "    log.info('ok')\n",
    ],
)
def test_a_key_looked_up_or_a_name_compared_is_no_fixed_credential(code: str) -> None:
    assert not list(backdoor_hits(code, 0, len(code)))


def test_a_fixed_admin_password_needs_no_password_name() -> None:
    code = (
        'OPS_INITIAL = "Gb!recover-5817-ops"\n\n'
        "User.objects.create(\n    username='ops',\n    password=make_password(OPS_INITIAL),\n"
        "    is_superuser=True,\n)\n"
    )
    assert _risks(code) == [Risk.MEDIUM]


def test_go_accepting_the_none_algorithm_is_a_way_in() -> None:
    code = 'jwt.Parse(raw, keyFunc, jwt.WithValidMethods([]string{"HS256", "none"}))\n'
    assert _hits(code)
    assert not list(
        backdoor_hits(code.replace('"none"', '"RS256"'), 0, len(code.replace('"none"', '"RS256"')))
    )
