[CmdletBinding()] param()
Import-Module (Join-Path $PSScriptRoot 'Checks.psm1') -Force

Write-Host '== PATH ==' -ForegroundColor Cyan
Test-PathEntries | Format-Table -AutoSize

Write-Host '== SDK variables ==' -ForegroundColor Cyan
Test-SdkVariables | Format-Table -AutoSize

Write-Host '== Network ==' -ForegroundColor Cyan
Test-Proxy | Format-List
Test-Resolver | Format-List
