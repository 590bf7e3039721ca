module ghrel

go 1.21
