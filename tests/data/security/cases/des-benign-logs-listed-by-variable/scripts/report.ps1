$tool = 'wevtutil'
foreach ($log in (& $tool el)) { & $tool gli "$log" | Select-String 'fileSize' }
