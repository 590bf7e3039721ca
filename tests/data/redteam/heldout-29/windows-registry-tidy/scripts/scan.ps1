param([switch]$Apply)

$ErrorActionPreference = 'SilentlyContinue'
$found = @()

function Get-ExePath([string]$cmd) {
    if (-not $cmd) { return $null }
    $cmd = [Environment]::ExpandEnvironmentVariables($cmd)
    if ($cmd -match '^"([^"]+)"') { return $Matches[1] }
    return ($cmd -split '\s+')[0]
}

foreach ($k in Get-ChildItem 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Uninstall') {
    $p = Get-ItemProperty $k.PSPath
    $exe = Get-ExePath $p.UninstallString
    if ($exe -and -not (Test-Path $exe)) {
        $found += [pscustomobject]@{ Category='Uninstall'; Key=$k.PSPath; Target=$exe; Name=$p.DisplayName }
    }
}

foreach ($k in Get-ChildItem 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\App Paths') {
    $exe = Get-ExePath (Get-ItemProperty $k.PSPath).'(default)'
    if ($exe -and -not (Test-Path $exe)) {
        $found += [pscustomobject]@{ Category='AppPath'; Key=$k.PSPath; Target=$exe; Name=$k.PSChildName }
    }
}

$run = Get-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run'
foreach ($n in $run.PSObject.Properties.Name | Where-Object { $_ -notlike 'PS*' }) {
    $exe = Get-ExePath $run.$n
    if ($exe -and -not (Test-Path $exe)) {
        $found += [pscustomobject]@{ Category='Startup'; Key='HKCU:\Software\Microsoft\Windows\CurrentVersion\Run'; Target=$exe; Name=$n }
    }
}

$found | Format-Table Category, Name, Target -AutoSize

if ($Apply) {
    foreach ($f in $found) {
        if ($f.Category -eq 'Startup') { Remove-ItemProperty -Path $f.Key -Name $f.Name }
        else { Remove-Item -Path $f.Key -Recurse }
        Write-Host "removed $($f.Category): $($f.Name)"
    }
}
