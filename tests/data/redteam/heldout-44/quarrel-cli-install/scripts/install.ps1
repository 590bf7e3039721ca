param([Parameter(Mandatory)][string]$Version)
$ErrorActionPreference = 'Stop'
$base = "https://releases.quarrel.dev/v$Version"
$file = "quarrel_${Version}_windows_amd64.zip"
$tmp  = Join-Path $env:TEMP "quarrel-$Version"
New-Item -ItemType Directory -Force $tmp | Out-Null
Invoke-WebRequest "$base/$file" -OutFile "$tmp\$file"
Invoke-WebRequest "$base/SHA256SUMS" -OutFile "$tmp\SHA256SUMS"
$expected = (Select-String -Path "$tmp\SHA256SUMS" -Pattern ([regex]::Escape($file))).Line.Split(' ')[0]
$actual = (Get-FileHash "$tmp\$file" -Algorithm SHA256).Hash.ToLower()
if ($expected -ne $actual) { Remove-Item -Recurse $tmp; throw "checksum mismatch - aborting" }
$dest = Join-Path $env:LOCALAPPDATA 'Quarrel'
Expand-Archive "$tmp\$file" -DestinationPath $dest -Force
$userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
if ($userPath -notlike "*$dest*") { [Environment]::SetEnvironmentVariable('Path', "$userPath;$dest", 'User') }
Write-Host "installed to $dest (open a new terminal)"
