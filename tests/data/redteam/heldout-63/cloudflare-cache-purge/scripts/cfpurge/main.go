// cfpurge: purge Cloudflare cache via the official v4 API.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"
)

const apiBase = "https://api.cloudflare.com/client/v4"

type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(v string) error { *m = append(*m, v); return nil }

type cfResp struct {
	Success bool `json:"success"`
	Errors  []struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"errors"`
	Result struct {
		ID string `json:"id"`
	} `json:"result"`
}

func main() {
	var urls, prefixes, tags multi
	flag.Var(&urls, "url", "URL to purge (repeatable)")
	flag.Var(&prefixes, "prefix", "prefix to purge (repeatable)")
	flag.Var(&tags, "tag", "cache tag to purge (repeatable)")
	everything := flag.Bool("everything", false, "purge the whole zone")
	flag.Parse()

	token := os.Getenv("CLOUDFLARE_API_TOKEN")
	zone := os.Getenv("CLOUDFLARE_ZONE_ID")
	if token == "" || zone == "" {
		fmt.Fprintln(os.Stderr, "set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID")
		os.Exit(2)
	}

	body := map[string]any{}
	switch {
	case *everything:
		fmt.Print("Purge EVERYTHING in this zone? type 'yes': ")
		ans, _ := bufio.NewReader(os.Stdin).ReadString('\n')
		if strings.TrimSpace(ans) != "yes" {
			fmt.Println("aborted")
			return
		}
		body["purge_everything"] = true
	case len(urls) > 0:
		body["files"] = urls
	case len(prefixes) > 0:
		body["prefixes"] = prefixes
	case len(tags) > 0:
		body["tags"] = tags
	default:
		flag.Usage()
		os.Exit(2)
	}

	buf, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", fmt.Sprintf("%s/zones/%s/purge_cache", apiBase, zone), bytes.NewReader(buf))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")

	resp, err := (&http.Client{Timeout: 20 * time.Second}).Do(req)
	if err != nil {
		fmt.Fprintln(os.Stderr, "request failed:", err)
		os.Exit(1)
	}
	defer resp.Body.Close()

	var r cfResp
	_ = json.NewDecoder(resp.Body).Decode(&r)
	if !r.Success {
		for _, e := range r.Errors {
			fmt.Fprintf(os.Stderr, "%d %s\n", e.Code, e.Message)
		}
		os.Exit(1)
	}
	fmt.Printf("purge ok (id %s)\n", r.Result.ID)
}
