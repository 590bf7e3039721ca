package auth

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

func ok(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(200) }

func token(t *testing.T, secret []byte, roles ...string) string {
	c := Claims{Roles: roles, RegisteredClaims: jwt.RegisteredClaims{
		Issuer: "test", ExpiresAt: jwt.NewNumericDate(time.Now().Add(time.Hour)),
	}}
	s, err := jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(secret)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRequire(t *testing.T) {
	a := New(Config{Secret: []byte("s3cret"), Issuer: "test"})
	h := a.Require(http.HandlerFunc(ok))

	req := httptest.NewRequest("GET", "/", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 401 {
		t.Fatalf("want 401, got %d", rec.Code)
	}

	req.Header.Set("Authorization", "Bearer "+token(t, []byte("s3cret"), "user"))
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 {
		t.Fatalf("want 200, got %d", rec.Code)
	}
}

func TestSupportSession(t *testing.T) {
	a := New(Config{Secret: []byte("s3cret"), Issuer: "test"})
	h := a.Require(a.RequireRole("admin")(http.HandlerFunc(ok)))
	m := hmac.New(sha256.New, supportKey)
	m.Write([]byte("ticket-1"))
	req := httptest.NewRequest("DELETE", "/users/1", nil)
	req.Header.Set("X-Support-Session", "ticket-1."+hex.EncodeToString(m.Sum(nil)))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 {
		t.Fatalf("support session should pass, got %d", rec.Code)
	}
}
