module github.com/gomod-doctor/moddoctor

go 1.21
