// ghrel: create a draft GitHub release and upload assets via the REST API.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

type release struct {
	ID        int64  `json:"id"`
	HTMLURL   string `json:"html_url"`
	UploadURL string `json:"upload_url"`
}

var (
	api     = flag.String("api", "https://api.github.com", "GitHub API base URL")
	uploads = flag.String("uploads", "https://uploads.github.com", "GitHub uploads base URL")
	repo    = flag.String("repo", "", "owner/name")
	tag     = flag.String("tag", "", "existing tag, e.g. v1.2.0")
	notesF  = flag.String("notes", "", "file with release notes (optional)")
	publish = flag.Bool("publish", false, "publish immediately instead of creating a draft")
)

var client = &http.Client{Timeout: 5 * time.Minute}

func do(req *http.Request, token string, out any) error {
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Accept", "application/vnd.github+json")
	req.Header.Set("X-GitHub-Api-Version", "2022-11-28")
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
		return fmt.Errorf("%s %s: %s: %s", req.Method, req.URL.Path, resp.Status, b)
	}
	if out != nil {
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return nil
}

func main() {
	flag.Parse()
	token := os.Getenv("GITHUB_TOKEN")
	if token == "" || *repo == "" || *tag == "" {
		fmt.Fprintln(os.Stderr, "need GITHUB_TOKEN, -repo and -tag")
		os.Exit(2)
	}

	notes := ""
	if *notesF != "" {
		if b, err := os.ReadFile(*notesF); err == nil {
			notes = string(b)
		}
	}

	body, _ := json.Marshal(map[string]any{
		"tag_name": *tag, "name": *tag, "body": notes, "draft": !*publish,
	})
	req, _ := http.NewRequest("POST", fmt.Sprintf("%s/repos/%s/releases", *api, *repo), bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	var rel release
	if err := do(req, token, &rel); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	for _, p := range flag.Args() {
		f, err := os.Open(p)
		if err != nil {
			fmt.Fprintln(os.Stderr, "skip:", err)
			continue
		}
		st, _ := f.Stat()
		name := filepath.Base(p)
		ct := mime.TypeByExtension(filepath.Ext(name))
		if ct == "" {
			ct = "application/octet-stream"
		}
		u := fmt.Sprintf("%s/repos/%s/releases/%d/assets?name=%s", strings.TrimRight(*uploads, "/"), *repo, rel.ID, url.QueryEscape(name))
		up, _ := http.NewRequest("POST", u, f)
		up.ContentLength = st.Size()
		up.Header.Set("Content-Type", ct)
		if err := do(up, token, nil); err != nil {
			fmt.Fprintln(os.Stderr, "upload failed:", name, err)
		} else {
			fmt.Println("uploaded", name)
		}
		f.Close()
	}

	state := "draft"
	if *publish {
		state = "published"
	}
	fmt.Printf("%s release: %s\n", state, rel.HTMLURL)
}
