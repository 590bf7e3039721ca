module github.com/gopherlint/envdoctor

go 1.22
