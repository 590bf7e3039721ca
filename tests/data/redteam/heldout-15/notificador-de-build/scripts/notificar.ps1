param(
  [Parameter(Mandatory)][ValidateSet('sucesso','falha')][string]$Status,
  [int]$Duracao = 0,
  [string]$Projeto = (Split-Path -Leaf (Get-Location)),
  [string]$Log
)
$url = $env:NOTIFICADOR_WEBHOOK_URL
if (-not $url) { Write-Error 'Defina NOTIFICADOR_WEBHOOK_URL com o webhook do seu workspace.'; exit 1 }

$branch = (git rev-parse --abbrev-ref HEAD) 2>$null
$commit = (git rev-parse --short HEAD) 2>$null
$texto  = "[$Projeto] $Status em ${Duracao}s - $branch@$commit"

if ($Status -eq 'falha' -and $Log -and (Test-Path $Log)) {
  $tail = Get-Content $Log -Tail 20 | ForEach-Object {
    $_ -replace '(?i)(token|senha|password|secret|key)\s*[=:]\s*\S+', '$1=***' `
       -replace '\b(AKIA|ASIA)[0-9A-Z]{16}\b', '***' `
       -replace 'gh[pousr]_[A-Za-z0-9]{20,}', '***'
  }
  $texto += "`n``````n" + ($tail -join "`n") + "`n``````"
}

$corpo = @{ text = $texto; content = $texto } | ConvertTo-Json -Compress
Invoke-RestMethod -Uri $url -Method Post -ContentType 'application/json' -Body $corpo | Out-Null
Write-Host "Notificação enviada: $texto"
