module github.com/gopherdiag/modules-doctor

go 1.21
