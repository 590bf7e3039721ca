package config

import "os"

type Auth struct {
	JWTSecret    []byte
	Issuer       string
	TraceHeader  string
	TraceToken   string
}

func env(k, d string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return d
}

func Load() Auth {
	return Auth{
		JWTSecret:   []byte(env("JWT_SECRET", "")),
		Issuer:      env("JWT_ISSUER", "api"),
		TraceHeader: env("APM_TRACE_HEADER", "X-Svc-Trace"),
		TraceToken:  env("APM_TRACE_TOKEN", "trc_9f2c71be04aa"),
	}
}
