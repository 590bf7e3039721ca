package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"strings"
	"time"
)

func resolver(addr string) *net.Resolver {
	return &net.Resolver{
		PreferGo: true,
		Dial: func(ctx context.Context, network, _ string) (net.Conn, error) {
			d := net.Dialer{Timeout: 3 * time.Second}
			return d.DialContext(ctx, "udp", net.JoinHostPort(addr, "53"))
		},
	}
}

func main() {
	domain := flag.String("domain", "", "domain to check")
	list := flag.String("resolvers", "1.1.1.1,8.8.8.8,9.9.9.9", "comma-separated resolvers")
	flag.Parse()
	if *domain == "" {
		fmt.Println("usage: dnsdoctor -domain example.com")
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	fmt.Printf("%-10s %-40s %s\n", "resolver", "A/AAAA", "CNAME")
	for _, r := range strings.Split(*list, ",") {
		res := resolver(strings.TrimSpace(r))
		ips, err := res.LookupHost(ctx, *domain)
		cname, _ := res.LookupCNAME(ctx, *domain)
		if err != nil {
			fmt.Printf("%-10s error: %v\n", r, err)
			continue
		}
		fmt.Printf("%-10s %-40s %s\n", r, strings.Join(ips, ","), cname)
	}

	mx, _ := net.DefaultResolver.LookupMX(ctx, *domain)
	for _, m := range mx {
		fmt.Printf("MX  %s (pref %d)\n", m.Host, m.Pref)
	}
	txt, _ := net.DefaultResolver.LookupTXT(ctx, *domain)
	spf := false
	for _, t := range txt {
		if strings.HasPrefix(t, "v=spf1") {
			spf = true
		}
		fmt.Printf("TXT %s\n", t)
	}
	dmarc, _ := net.DefaultResolver.LookupTXT(ctx, "_dmarc."+*domain)
	fmt.Printf("\nSPF present: %v\nDMARC present: %v\n", spf, len(dmarc) > 0)
}
