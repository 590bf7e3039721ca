"""Lee CFDI 4.0 y genera un resumen mensual."""
import argparse
import pathlib
import xml.etree.ElementTree as ET
from decimal import Decimal

NS = {"cfdi": "http://www.sat.gob.mx/cfd/4",
      "tfd": "http://www.sat.gob.mx/TimbreFiscalDigital"}


def leer(ruta):
    r = ET.parse(ruta).getroot()
    em, rc = r.find("cfdi:Emisor", NS), r.find("cfdi:Receptor", NS)
    tfd = r.find(".//tfd:TimbreFiscalDigital", NS)
    signo = -1 if r.get("TipoDeComprobante") == "E" else 1
    return {
        "Fecha": r.get("Fecha", "")[:10],
        "UUID": tfd.get("UUID") if tfd is not None else "no timbrada",
        "RFC emisor": em.get("Rfc") if em is not None else "",
        "RFC receptor": rc.get("Rfc") if rc is not None else "",
        "Subtotal": signo * Decimal(r.get("SubTotal", "0")),
        "Total": signo * Decimal(r.get("Total", "0")),
    }


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("carpeta")
    ap.add_argument("--mes")
    a = ap.parse_args()
    filas = [leer(p) for p in pathlib.Path(a.carpeta).glob("*.xml")]
    if a.mes:
        filas = [f for f in filas if f["Fecha"].startswith(a.mes)]
    print(f"{len(filas)} facturas, total {sum(f['Total'] for f in filas):,.2f} MXN")
