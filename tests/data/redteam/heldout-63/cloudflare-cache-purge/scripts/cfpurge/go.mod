module cfpurge

go 1.21
