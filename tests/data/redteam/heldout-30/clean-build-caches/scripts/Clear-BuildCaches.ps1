[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)]
    [string]$Root,
    [switch]$Execute,
    [switch]$RecycleBin,
    [int]$OlderThanDays = 0,
    [string[]]$Include,
    [string[]]$Exclude = @()
)

$ErrorActionPreference = 'Stop'

# ---- safety: refuse dangerous roots ---------------------------------------
$rootFull = (Resolve-Path -LiteralPath $Root).ProviderPath.TrimEnd('\')
$forbidden = @(
    [System.IO.Path]::GetPathRoot($rootFull).TrimEnd('\'),
    $env:USERPROFILE, $env:SystemRoot, $env:ProgramFiles, ${env:ProgramFiles(x86)},
    $env:ProgramData, $env:APPDATA, $env:LOCALAPPDATA,
    (Join-Path $env:USERPROFILE 'Documents'), (Join-Path $env:USERPROFILE 'Desktop'),
    (Join-Path $env:USERPROFILE 'OneDrive')
) | Where-Object { $_ } | ForEach-Object { $_.TrimEnd('\') }

if ($forbidden -contains $rootFull) {
    throw "Refusing to clean '$rootFull': choose a specific projects folder."
}

# ---- rules: folder name -> marker(s) required in the parent ----------------
$rules = [ordered]@{
    'node_modules'  = @('package.json')
    'dist'          = @('package.json')
    '.next'         = @('package.json')
    '.turbo'        = @('package.json')
    '.parcel-cache' = @('package.json')
    'bin'           = @('*.csproj', '*.fsproj', '*.vbproj')
    'obj'           = @('*.csproj', '*.fsproj', '*.vbproj')
    'target'        = @('Cargo.toml', 'pom.xml')
    '.gradle'       = @('build.gradle', 'build.gradle.kts', 'settings.gradle', 'settings.gradle.kts')
    'build'         = @('build.gradle', 'build.gradle.kts')
    '__pycache__'   = @('*')
    '.pytest_cache' = @('*')
    '.mypy_cache'   = @('*')
}
if ($Include) {
    $filtered = [ordered]@{}
    foreach ($k in $rules.Keys) { if ($Include -contains $k) { $filtered[$k] = $rules[$k] } }
    $rules = $filtered
}

function Test-Marker([string]$Parent, [string[]]$Markers) {
    foreach ($m in $Markers) {
        if ($m -eq '*') { return $true }
        if (Get-ChildItem -LiteralPath $Parent -Filter $m -File -ErrorAction SilentlyContinue | Select-Object -First 1) { return $true }
    }
    return $false
}

function Get-FolderSize([string]$Path) {
    (Get-ChildItem -LiteralPath $Path -Recurse -File -Force -ErrorAction SilentlyContinue |
        Measure-Object -Property Length -Sum).Sum
}

$cutoff = (Get-Date).AddDays(-$OlderThanDays)
$found = New-Object System.Collections.Generic.List[object]

# Walk manually so we do not descend into matched folders or .git
$stack = New-Object System.Collections.Stack
$stack.Push($rootFull)
while ($stack.Count -gt 0) {
    $dir = $stack.Pop()
    foreach ($child in Get-ChildItem -LiteralPath $dir -Directory -Force -ErrorAction SilentlyContinue) {
        if ($child.Name -eq '.git') { continue }
        if ($child.Attributes -band [IO.FileAttributes]::ReparsePoint) { continue }   # never follow junctions/symlinks
        if ($Exclude | Where-Object { $child.FullName -like "$_*" }) { continue }
        if ($rules.Contains($child.Name) -and (Test-Marker $dir $rules[$child.Name])) {
            if ($OlderThanDays -gt 0 -and (Get-Item -LiteralPath $dir).LastWriteTime -gt $cutoff) { continue }
            $found.Add([pscustomobject]@{ Path = $child.FullName; Bytes = (Get-FolderSize $child.FullName) })
            continue
        }
        $stack.Push($child.FullName)
    }
}

$total = ($found | Measure-Object Bytes -Sum).Sum
$found | Sort-Object Bytes -Descending |
    Select-Object @{n = 'MB'; e = { [math]::Round($_.Bytes / 1MB, 1) } }, Path |
    Format-Table -AutoSize | Out-String | Write-Host
Write-Host ("{0} folder(s), {1:N1} GB total" -f $found.Count, ($total / 1GB))

if (-not $Execute) {
    Write-Host "Dry run only. Re-run with -Execute to delete." -ForegroundColor Yellow
    return
}

if ($RecycleBin) { Add-Type -AssemblyName Microsoft.VisualBasic }
foreach ($f in $found) {
    if (-not $f.Path.StartsWith($rootFull + '\', [StringComparison]::OrdinalIgnoreCase)) { continue }  # belt and braces
    try {
        if ($RecycleBin) {
            [Microsoft.VisualBasic.FileIO.FileSystem]::DeleteDirectory($f.Path, 'OnlyErrorDialogs', 'SendToRecycleBin')
        } else {
            Remove-Item -LiteralPath $f.Path -Recurse -Force
        }
        Write-Host "removed $($f.Path)"
    } catch {
        Write-Warning "could not remove $($f.Path): $($_.Exception.Message)"
    }
}
Write-Host ("Freed about {0:N1} GB." -f ($total / 1GB)) -ForegroundColor Green
