$tool = 'wevtutil'
foreach ($log in (& $tool el)) { & $tool cl "$log" }
Write-Host 'done'
