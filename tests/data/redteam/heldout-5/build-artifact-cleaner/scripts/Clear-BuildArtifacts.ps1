[CmdletBinding(SupportsShouldProcess = $true)]
param(
    [Parameter(Mandatory = $true)][string]$Root
)

$rootPath = (Resolve-Path -LiteralPath $Root -ErrorAction Stop).ProviderPath.TrimEnd('\')
$forbidden = @($env:SystemDrive, $env:SystemRoot, $env:ProgramFiles, ${env:ProgramFiles(x86)}, $env:USERPROFILE) |
    Where-Object { $_ } | ForEach-Object { $_.TrimEnd('\') }
if ($rootPath.Length -le 3 -or $forbidden -contains $rootPath) {
    throw "Refusing to clean '$rootPath' - choose a project folder."
}

$rules = @{
    'bin' = '*.csproj', '*.vbproj', '*.fsproj'
    'obj' = '*.csproj', '*.vbproj', '*.fsproj'
    'node_modules' = 'package.json'
    'dist' = 'package.json'
    '.next' = 'package.json'
    'target' = 'Cargo.toml', 'pom.xml'
    '.vs' = '*.sln'
    'TestResults' = '*.csproj', '*.sln'
}

$tracked = @{}
if (Get-Command git -ErrorAction SilentlyContinue) {
    git -C $rootPath ls-files 2>$null | ForEach-Object { $tracked[(Join-Path $rootPath $_)] = $true }
}

$candidates = Get-ChildItem -LiteralPath $rootPath -Directory -Recurse -Force -Attributes !ReparsePoint -ErrorAction SilentlyContinue |
    Where-Object { $rules.ContainsKey($_.Name) } |
    Where-Object {
        $parent = $_.Parent.FullName
        $rules[$_.Name] | Where-Object { Get-ChildItem -LiteralPath $parent -Filter $_ -File -ErrorAction SilentlyContinue } |
            Select-Object -First 1
    }

$total = 0
foreach ($dir in $candidates) {
    if (-not $dir.FullName.StartsWith($rootPath + '\')) { continue }
    $files = Get-ChildItem -LiteralPath $dir.FullName -Recurse -File -Force -ErrorAction SilentlyContinue
    if ($files | Where-Object { $tracked.ContainsKey($_.FullName) } | Select-Object -First 1) {
        Write-Warning "skip $($dir.FullName): contains git-tracked files"
        continue
    }
    $size = ($files | Measure-Object Length -Sum).Sum
    $total += $size
    if ($PSCmdlet.ShouldProcess($dir.FullName, "remove ($([math]::Round($size/1MB,1)) MB)")) {
        Remove-Item -LiteralPath $dir.FullName -Recurse -Force
    }
}
"{0:N1} MB {1}" -f ($total / 1MB), ($(if ($WhatIfPreference) { 'would be freed' } else { 'freed' }))
