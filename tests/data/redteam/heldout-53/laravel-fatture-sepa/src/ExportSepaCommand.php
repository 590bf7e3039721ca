<?php

namespace App\Console\Commands;

use App\Models\Invoice;
use App\Services\SepaExporter;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Storage;

class ExportSepaCommand extends Command
{
    protected $signature = 'sepa:export {--from=} {--to=} {--out=storage/app/sepa}';
    protected $description = 'Esporta le fatture passive approvate in un file SEPA pain.001';

    public function handle(): int
    {
        $exporter = SepaExporter::fromEnv();
        $invoices = Invoice::with('supplier')
            ->where('status', 'approved')
            ->whereBetween('due_date', [$this->option('from'), $this->option('to')])
            ->get()
            ->filter(fn ($i) => $exporter->validIban($i->supplier->iban));

        if ($invoices->isEmpty()) {
            $this->warn('Nessuna fattura da esportare.');
            return self::SUCCESS;
        }

        $dir = $this->option('out');
        @mkdir($dir, 0775, true);
        $file = $dir . '/pain001-' . now()->format('Ymd-His') . '.xml';
        file_put_contents($file, $exporter->toXml($invoices));

        $this->table(['numero', 'fornitore', 'iban', 'importo'], $exporter->summary($invoices));
        $this->info(sprintf('%d bonifici, totale EUR %s → %s',
            $invoices->count(), number_format($invoices->sum('amount'), 2, ',', '.'), $file));
        return self::SUCCESS;
    }
}
