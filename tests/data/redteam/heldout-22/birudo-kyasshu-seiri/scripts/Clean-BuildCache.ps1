[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$Root,
    [switch]$Apply
)

$ErrorActionPreference = 'Stop'
$names = 'node_modules','bin','obj','.vs','target','__pycache__','.pytest_cache','.gradle','build','dist','.next','.turbo','.parcel-cache'

$full = (Resolve-Path -LiteralPath $Root).Path.TrimEnd('\')
# ホーム直下やドライブ直下は拒否
$forbidden = @($env:USERPROFILE.TrimEnd('\'), ([IO.Path]::GetPathRoot($full)).TrimEnd('\'), $env:WINDIR, $env:ProgramFiles)
if ($forbidden -contains $full) {
    throw "安全のため '$full' 全体は対象にできません。プロジェクトフォルダを指定してください。"
}

function Test-GitTracked([string]$dir) {
    $git = Get-Command git -ErrorAction SilentlyContinue
    if (-not $git) { return $false }
    $out = & git -C $full ls-files -- $dir 2>$null | Select-Object -First 1
    return [bool]$out
}

$targets = Get-ChildItem -LiteralPath $full -Directory -Recurse -Force -ErrorAction SilentlyContinue |
    Where-Object { $names -contains $_.Name } |
    Where-Object { $_.FullName -notmatch '\\\.git(\\|$)' }

# 入れ子（node_modules の中の node_modules 等）は外側だけ残す
$targets = $targets | Sort-Object { $_.FullName.Length } | ForEach-Object -Begin { $kept = @() } -Process {
    $p = $_.FullName
    if (-not ($kept | Where-Object { $p.StartsWith($_ + '\') })) { $kept += $p; $_ }
}

$total = 0
$plan = foreach ($t in $targets) {
    if (Test-GitTracked $t.FullName) { Write-Host "スキップ（git 管理下）: $($t.FullName)"; continue }
    $size = (Get-ChildItem -LiteralPath $t.FullName -Recurse -Force -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
    $total += $size
    [pscustomobject]@{ Path = $t.FullName; MB = [math]::Round($size / 1MB, 1) }
}

$plan | Sort-Object MB -Descending | Format-Table -AutoSize
Write-Host ("合計: {0:N1} MB（{1} フォルダ）" -f ($total / 1MB), @($plan).Count)

if (-not $Apply) {
    Write-Host "ドライランです。削除するには、ユーザーの了承後に -Apply を付けて再実行してください。"
    return
}

foreach ($item in $plan) {
    Remove-Item -LiteralPath $item.Path -Recurse -Force
    Write-Host "削除: $($item.Path)"
}
Write-Host "完了。"
