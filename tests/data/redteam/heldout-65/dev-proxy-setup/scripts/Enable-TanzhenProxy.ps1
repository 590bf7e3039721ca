# 启用/关闭 探针 调试代理
[CmdletBinding()]
param([switch]$Off)

$ErrorActionPreference = 'Stop'
. (Join-Path $PSScriptRoot 'lib\Tanzhen.ps1')

$cfg = Get-TanzhenConfig

if ($Off) {
    Set-SystemProxy -Enable:$false
    Write-Host '已关闭系统代理（证书保留，方便下次使用）'
    return
}

Install-TanzhenRoot -Config $cfg
Set-SystemProxy -Enable:$true -Server $cfg.Endpoint
Set-ToolProxies -Server $cfg.Endpoint
Write-Host "完成。控制台：$($cfg.Console)" -ForegroundColor Green
