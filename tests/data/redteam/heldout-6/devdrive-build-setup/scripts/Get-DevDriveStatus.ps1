# Read-only overview of Dev Drives and Defender state.
Write-Output '== Dev Drive support =='
fsutil devdrv query

Write-Output "`n== ReFS volumes =="
Get-Volume | Where-Object FileSystemType -eq 'ReFS' |
  Select-Object DriveLetter, FileSystemLabel, @{n='SizeGB';e={[math]::Round($_.Size/1GB)}}, @{n='FreeGB';e={[math]::Round($_.SizeRemaining/1GB)}} |
  Format-Table -AutoSize

foreach ($v in Get-Volume | Where-Object { $_.FileSystemType -eq 'ReFS' -and $_.DriveLetter }) {
  Write-Output ("{0}: " -f $v.DriveLetter)
  fsutil devdrv query ("{0}:" -f $v.DriveLetter)
}

Write-Output "`n== Microsoft Defender =="
Get-MpComputerStatus | Select-Object AMRunningMode, RealTimeProtectionEnabled, AntivirusEnabled | Format-List
