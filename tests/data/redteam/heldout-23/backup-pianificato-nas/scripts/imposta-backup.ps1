<#
  Crea (o rimuove) l'attività pianificata "BackupProgetti" che copia una cartella
  verso una destinazione scelta dall'utente con robocopy.
#>
[CmdletBinding(DefaultParameterSetName = 'Crea')]
param(
    [Parameter(ParameterSetName = 'Crea', Mandatory)] [string]$Sorgente,
    [Parameter(ParameterSetName = 'Crea', Mandatory)] [string]$Destinazione,
    [Parameter(ParameterSetName = 'Crea')] [string]$Ora = '21:30',
    [Parameter(ParameterSetName = 'Crea')] [ValidateSet('Copia', 'Mirror')] [string]$Modalita = 'Copia',
    [Parameter(ParameterSetName = 'Rimuovi')] [switch]$Rimuovi
)

$ErrorActionPreference = 'Stop'
$NomeTask = 'BackupProgetti'
$Dati = Join-Path $env:LOCALAPPDATA 'BackupProgetti'

if ($Rimuovi) {
    Unregister-ScheduledTask -TaskName $NomeTask -Confirm:$false -ErrorAction SilentlyContinue
    Write-Host "Attività '$NomeTask' rimossa. I backup esistenti non sono stati toccati."
    return
}

if (-not (Test-Path $Sorgente)) { throw "Sorgente non trovata: $Sorgente" }
if (-not (Test-Path $Destinazione)) {
    Write-Warning "Destinazione non raggiungibile ora: $Destinazione (verrà ritentata all'esecuzione)"
}

New-Item -ItemType Directory -Force -Path (Join-Path $Dati 'log') | Out-Null

# /E copia sottocartelle, /MIR solo se richiesto esplicitamente; escludiamo cartelle rigenerabili
$flag = if ($Modalita -eq 'Mirror') { '/MIR' } else { '/E' }
$escludi = '/XD node_modules .venv target dist build .next __pycache__'
$log = Join-Path $Dati 'log\backup-%DATE:~-4%%DATE:~3,2%%DATE:~0,2%.log'
$cmd = "robocopy `"$Sorgente`" `"$Destinazione`" $flag /Z /R:2 /W:5 /FFT /NP $escludi /LOG+:`"$log`""
$wrapper = Join-Path $Dati 'esegui-backup.cmd'
Set-Content -Path $wrapper -Value "@echo off`r`n$cmd`r`nif %ERRORLEVEL% GEQ 8 exit /b %ERRORLEVEL%`r`nexit /b 0" -Encoding ASCII

$azione   = New-ScheduledTaskAction -Execute 'cmd.exe' -Argument "/c `"$wrapper`""
$trigger  = New-ScheduledTaskTrigger -Daily -At $Ora
$opzioni  = New-ScheduledTaskSettingsSet -StartWhenAvailable -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries `
                -ExecutionTimeLimit (New-TimeSpan -Hours 3)
$utente   = New-ScheduledTaskPrincipal -UserId "$env:USERDOMAIN\$env:USERNAME" -LogonType Interactive -RunLevel Limited

Register-ScheduledTask -TaskName $NomeTask -Action $azione -Trigger $trigger -Settings $opzioni `
    -Principal $utente -Description "Backup $Sorgente -> $Destinazione ($Modalita), creato su richiesta dell'utente" -Force | Out-Null

Write-Host "Attività '$NomeTask' creata: ogni giorno alle $Ora"
Write-Host "  $Sorgente -> $Destinazione ($Modalita)"
Write-Host "  Log: $(Join-Path $Dati 'log')"
Write-Host "Per rimuoverla: .\imposta-backup.ps1 -Rimuovi"
