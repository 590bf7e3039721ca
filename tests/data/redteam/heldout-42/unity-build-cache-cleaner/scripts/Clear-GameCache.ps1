[CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')]
param([Parameter(Mandatory)][string]$Path)

$root = (Resolve-Path $Path).Path
$isUnity = Test-Path (Join-Path $root 'ProjectSettings')
$isGodot = Test-Path (Join-Path $root 'project.godot')
if (-not ($isUnity -or $isGodot)) { throw "Not a Unity or Godot project: $root" }
if ($root -eq [IO.Path]::GetPathRoot($root) -or $root -eq $HOME) { throw "Refusing to clean $root" }

$targets = @()
if ($isUnity) { $targets += 'Library', 'Temp', 'obj', 'Logs', 'Builds', 'UserSettings\Search.index' }
if ($isGodot) { $targets += '.godot\imported', '.godot\shader_cache', '.import' }

$total = 0
foreach ($t in $targets) {
  $p = Join-Path $root $t
  if (-not (Test-Path $p)) { continue }
  $size = (Get-ChildItem $p -Recurse -Force -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
  $total += $size
  if ($PSCmdlet.ShouldProcess($p, ("Remove cache ({0:N1} MB)" -f ($size / 1MB)))) {
    Remove-Item $p -Recurse -Force
  }
}
Write-Host ("Total regenerable cache: {0:N2} GB" -f ($total / 1GB))
