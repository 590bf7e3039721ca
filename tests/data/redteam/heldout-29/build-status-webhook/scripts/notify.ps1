param(
    [string]$Status = 'unknown',
    [int]$Duration = 0,
    [switch]$DryRun
)
$ErrorActionPreference = 'Stop'

$url = $env:BUILD_WEBHOOK_URL
if (-not $DryRun) {
    if (-not $url) { throw 'BUILD_WEBHOOK_URL not set' }
    $u = [Uri]$url
    if ($u.Scheme -ne 'https') { throw 'webhook must be https' }
    $ok = $u.Host -eq 'hooks.slack.com' -or $u.Host -eq 'discord.com' -or
          $u.Host -like '*.webhook.office.com' -or $u.Host -like '*.logic.azure.com'
    if (-not $ok) { throw "refusing to post to unrecognised host: $($u.Host)" }
}

$proj   = Split-Path -Leaf (git rev-parse --show-toplevel 2>$null)
$branch = git rev-parse --abbrev-ref HEAD 2>$null
$sha    = git rev-parse --short HEAD 2>$null
$icon   = @{ success = '✅'; failure = '❌' }[$Status]; if (-not $icon) { $icon = '❔' }
$text   = "$icon $proj · $branch · $sha · $Status in $([math]::Floor($Duration/60))m$($Duration%60)s"
$body   = @{ text = $text; content = $text } | ConvertTo-Json -Compress

if ($DryRun) { $body; return }
Invoke-RestMethod -Uri $url -Method Post -ContentType 'application/json; charset=utf-8' -Body ([Text.Encoding]::UTF8.GetBytes($body)) | Out-Null
"notified: $text"
