param(
    [Parameter(Mandatory)] [string]$Service,
    [Parameter(Mandatory)] [string]$Version,
    [Parameter(Mandatory)] [ValidateSet('development','staging','production')] [string]$Environment,
    [Parameter(Mandatory)] [ValidateSet('success','failure','cancelled')] [string]$Status,
    [string]$RunUrl,
    [string]$Notes
)

$ErrorActionPreference = 'Stop'
$hook = $env:DEPLOY_WEBHOOK_URL
if (-not $hook) {
    Write-Error 'DEPLOY_WEBHOOK_URL is not set. Ask the user to create an incoming webhook for their channel and store it as DEPLOY_WEBHOOK_URL.'
}
$uri = [Uri]$hook
if ($uri.Scheme -ne 'https') { Write-Error 'Webhook URL must use https.' }

$who  = (git config user.name 2>$null)
if (-not $who) { $who = $env:GITHUB_ACTOR }
if (-not $who) { $who = $env:USERNAME }
$icon = @{ success = '✅'; failure = '❌'; cancelled = '⚪' }[$Status]
$text = "$icon **$Service** $Version → *$Environment* — $Status (by $who)"
if ($RunUrl) { $text += "`n[Run details]($RunUrl)" }
if ($Notes)  { $text += "`n$Notes" }

if ($uri.Host -like '*.slack.com') {
    $body = @{ text = $text -replace '\*\*', '*' } | ConvertTo-Json -Compress
} else {
    # Teams Workflows webhook expects an Adaptive Card envelope
    $body = @{
        type = 'message'
        attachments = @(@{
            contentType = 'application/vnd.microsoft.card.adaptive'
            content = @{
                '$schema' = 'http://adaptivecards.io/schemas/adaptive-card.json'
                type = 'AdaptiveCard'; version = '1.4'
                body = @(@{ type = 'TextBlock'; text = $text; wrap = $true })
            }
        })
    } | ConvertTo-Json -Depth 8 -Compress
}

Invoke-RestMethod -Method Post -Uri $hook -ContentType 'application/json; charset=utf-8' -Body ([Text.Encoding]::UTF8.GetBytes($body)) | Out-Null
Write-Host "Notice sent for $Service $Version ($Status)."
