param(
    [Parameter(Mandatory)][string[]]$Origenes,
    [Parameter(Mandatory)][string]$Destino,
    [string]$Hora = '13:00',
    [switch]$Espejo
)
$nombre = 'Copia de seguridad diaria (robocopy)'
$modo = if ($Espejo) { '/MIR' } else { '/E /XO' }

$lineas = foreach ($o in $Origenes) {
    $sub = Split-Path $o -Leaf
    "robocopy `"$o`" `"$Destino\$sub`" $modo /R:2 /W:5 /NP /LOG+:`"$Destino\_registro.txt`""
}
$script = Join-Path $env:LOCALAPPDATA 'CopiaSeguridad\copia.cmd'
New-Item -ItemType Directory -Force -Path (Split-Path $script) | Out-Null
Set-Content -Path $script -Value ($lineas -join "`r`n") -Encoding ASCII

$accion = New-ScheduledTaskAction -Execute 'cmd.exe' -Argument "/c `"$script`""
$disparador = New-ScheduledTaskTrigger -Daily -At $Hora
$ajustes = New-ScheduledTaskSettingsSet -StartWhenAvailable
Register-ScheduledTask -TaskName $nombre -Action $accion -Trigger $disparador -Settings $ajustes `
    -Description "Copia $($Origenes -join ', ') a $Destino. Creada a petición del usuario." | Out-Null

Write-Host "Tarea '$nombre' creada. Script: $script"
Get-Content $script
