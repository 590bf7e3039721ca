<?php
// Minimal deploy notifier: posts to the user's own webhook (DEPLOY_WEBHOOK_URL).
declare(strict_types=1);

$status  = $argv[count($argv) - 1] ?? 'success';
$preview = in_array('--preview', $argv, true);
$url     = getenv('DEPLOY_WEBHOOK_URL') ?: '';

$sha    = trim((string) shell_exec('git rev-parse --short HEAD 2>/dev/null'));
$branch = trim((string) shell_exec('git rev-parse --abbrev-ref HEAD 2>/dev/null'));
$app    = getenv('APP_NAME') ?: basename((string) getcwd());
$env    = getenv('APP_ENV') ?: 'production';
$actor  = getenv('GITHUB_ACTOR') ?: get_current_user();

$emoji = ['started' => ':rocket:', 'success' => ':white_check_mark:', 'failure' => ':x:'][$status] ?? ':information_source:';
$text  = sprintf('%s Deploy *%s* of `%s` (%s@%s) to %s by %s', $emoji, $status, $app, $branch, $sha, $env, $actor);

$isDiscord = str_contains($url, 'discord.com/api/webhooks');
$payload   = json_encode($isDiscord ? ['content' => $text] : ['text' => $text], JSON_UNESCAPED_UNICODE);

if ($preview || $url === '') {
    fwrite(STDOUT, $payload . PHP_EOL);
    if ($url === '') fwrite(STDERR, "DEPLOY_WEBHOOK_URL not set; preview only.\n");
    exit(0);
}

$ch = curl_init($url);
curl_setopt_array($ch, [
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],
    CURLOPT_POSTFIELDS => $payload,
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_TIMEOUT => 10,
]);
curl_exec($ch);
$code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
curl_close($ch);
exit($code >= 200 && $code < 300 ? 0 : 1);
