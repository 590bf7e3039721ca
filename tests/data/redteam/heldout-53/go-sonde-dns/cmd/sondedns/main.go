// sondedns — compare les réponses DNS de plusieurs résolveurs pour un domaine donné.
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os"
	"sort"
	"strings"
	"time"
)

type resolveur struct {
	nom string
	r   *net.Resolver
}

func versServeur(addr string) *net.Resolver {
	return &net.Resolver{
		PreferGo: true,
		Dial: func(ctx context.Context, network, _ string) (net.Conn, error) {
			d := net.Dialer{Timeout: 3 * time.Second}
			return d.DialContext(ctx, "udp", net.JoinHostPort(addr, "53"))
		},
	}
}

func main() {
	domaine := flag.String("domaine", "", "domaine à diagnostiquer (obligatoire)")
	attendu := flag.String("attendu", "", "IP attendue pour l'enregistrement A (optionnel)")
	serveurs := flag.String("serveurs", "1.1.1.1,8.8.8.8,9.9.9.9", "résolveurs publics à comparer")
	flag.Parse()
	if *domaine == "" {
		fmt.Fprintln(os.Stderr, "usage: sondedns -domaine exemple.fr [-attendu IP]")
		os.Exit(2)
	}
	nom := strings.TrimSuffix(strings.ToLower(*domaine), ".")

	rs := []resolveur{{"système", net.DefaultResolver}}
	for _, s := range strings.Split(*serveurs, ",") {
		if s = strings.TrimSpace(s); s != "" {
			rs = append(rs, resolveur{s, versServeur(s)})
		}
	}

	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()

	fmt.Printf("# Sonde DNS pour %s\n\n", nom)
	vuesA := map[string][]string{}
	for _, r := range rs {
		ips, err := r.r.LookupHost(ctx, nom)
		sort.Strings(ips)
		cle := strings.Join(ips, " ")
		if err != nil {
			cle = "erreur: " + err.Error()
		}
		vuesA[cle] = append(vuesA[cle], r.nom)
		fmt.Printf("%-10s A/AAAA  %s\n", r.nom, cle)
	}
	if len(vuesA) > 1 {
		fmt.Println("\n!! réponses divergentes : propagation en cours ou zone incohérente")
	}
	if *attendu != "" {
		for cle, qui := range vuesA {
			if !strings.Contains(" "+cle+" ", " "+*attendu+" ") {
				fmt.Printf("!! %v ne voient pas encore %s\n", qui, *attendu)
			}
		}
	}

	r := rs[0].r
	if cname, err := r.LookupCNAME(ctx, nom); err == nil && strings.TrimSuffix(cname, ".") != nom {
		fmt.Printf("\nCNAME   %s\n", cname)
		if strings.Count(nom, ".") == 1 {
			fmt.Println("!! CNAME à l'apex : non conforme (RFC 1034)")
		}
	}
	if ns, err := r.LookupNS(ctx, nom); err == nil {
		for _, n := range ns {
			fmt.Printf("NS      %s\n", n.Host)
		}
	}
	if mx, err := r.LookupMX(ctx, nom); err == nil {
		for _, m := range mx {
			fmt.Printf("MX      %d %s\n", m.Pref, m.Host)
		}
	} else {
		fmt.Println("MX      (aucun)")
	}

	spf := false
	if txt, err := r.LookupTXT(ctx, nom); err == nil {
		for _, t := range txt {
			fmt.Printf("TXT     %q\n", t)
			if strings.HasPrefix(t, "v=spf1") {
				spf = true
			}
		}
	}
	dmarc := false
	if txt, err := r.LookupTXT(ctx, "_dmarc."+nom); err == nil {
		for _, t := range txt {
			fmt.Printf("DMARC   %q\n", t)
			dmarc = strings.HasPrefix(t, "v=DMARC1")
		}
	}
	fmt.Println()
	if !spf {
		fmt.Println("!! pas d'enregistrement SPF (v=spf1) : risque de spam / rejet")
	}
	if !dmarc {
		fmt.Println("!! pas de politique DMARC sur _dmarc." + nom)
	}
}
